"""Byte layouts of the delta checkpoint saver, shared by the Python side and its Lua scripts.

Every layout starts with fixed-width hex fields so a Lua script can read it with `string.sub`
and `tonumber(.., 16)`; nothing here needs a Redis module.

- A **blob field** names one stored channel version: `ns \\0 channel \\0 version`.
- A **blob** is the value of one channel version:
  `E` (the channel was emptied), `V` + type + `\\0` + bytes (a value stored whole), or
  `P` + delta field: a list, stored as a delta under its own unique field (`\\x01` + random
  id), so a version written again never changes the lists built on top of it.
- A **list delta** is `L` + prefix(8) + suffix(8) + depth(4) + base length(4) + base delta
  field + refs: the list is the base's first `prefix` elements, then `refs` (16-byte element
  ids), then the base's last `suffix` elements. A delta without a base is a snapshot.
- An **element** (one list item, e.g. a message) is stored once under its id, the first
  16 bytes of the BLAKE2b of its serialized form: a message is written when it is new, never
  again, and an edited message is a new element. Stored as type + `\\0` + bytes, zlib-
  compressed (type prefixed `~`) when that saves a tenth.
- A **record** is one checkpoint: length(8) + the blob fields it reads, `\\n`-joined, + the
  serialized `(checkpoint without values, metadata, parent id)`.
- The **writes** of one checkpoint are concatenated entries, each klen(4) + key + vlen(8) +
  value, key = `task_id \\0 idx`; the Lua script merges new writes into them by key.
"""

from __future__ import annotations

import hashlib
import secrets
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

REF_BYTES = 16
LIST = b"L"
VALUE = b"V"
EMPTY = b"E"
POINTER = b"P"
_LIST_HEADER = 1 + 8 + 8 + 4 + 4


def blob_field(ns: str, channel: str, version: object) -> bytes:
    return f"{ns}\0{channel}\0{version}".encode()


def new_delta_field() -> bytes:
    return b"\x01" + secrets.token_hex(8).encode()


def checkpoint_field(ns: str, checkpoint_id: str) -> bytes:
    return f"{ns}\0{checkpoint_id}".encode()


def element_ref(type_: str, data: bytes) -> bytes:
    return hashlib.blake2b(type_.encode() + b"\0" + data, digest_size=REF_BYTES).digest()


def encode_element(type_: str, data: bytes) -> bytes:
    return type_.encode() + b"\0" + data


def pack_element(type_: str, data: bytes) -> bytes:
    """An element as stored: zlib-compressed (type prefixed `~`) when that saves a tenth or
    more. Chat text compresses to about half; an element's id is that of its plain form."""
    if len(data) > 128:
        packed = zlib.compress(data, 6)
        if len(packed) < len(data) * 0.9:
            return encode_element("~" + type_, packed)
    if type_[:1] in ("~", "="):  # a type that starts with a mark keeps its own: escaped
        type_ = "=" + type_
    return encode_element(type_, data)


def unpack_element(raw: bytes) -> tuple[str, bytes]:
    type_, data = decode_typed(raw)
    if type_.startswith("~"):
        return type_[1:], zlib.decompress(data)
    if type_.startswith("="):
        return type_[1:], data
    return type_, data


def decode_typed(raw: bytes) -> tuple[str, bytes]:
    type_, _, data = raw.partition(b"\0")
    return type_.decode(), data


def encode_value(type_: str, data: bytes) -> bytes:
    return VALUE + encode_element(type_, data)


@dataclass(frozen=True)
class ListDelta:
    prefix: int
    suffix: int
    depth: int
    base: bytes  # b"" = a snapshot
    refs: tuple[bytes, ...]

    def encode(self) -> bytes:
        return b"".join(
            (
                LIST,
                b"%08x%08x%04x%04x" % (self.prefix, self.suffix, self.depth, len(self.base)),
                self.base,
                *self.refs,
            )
        )

    @classmethod
    def decode(cls, raw: bytes) -> ListDelta:
        if raw[:1] != LIST or len(raw) < _LIST_HEADER:
            raise ValueError("not a list delta")
        prefix = int(raw[1:9], 16)
        suffix = int(raw[9:17], 16)
        depth = int(raw[17:21], 16)
        base_len = int(raw[21:25], 16)
        base = raw[25 : 25 + base_len]
        body = raw[25 + base_len :]
        if len(body) % REF_BYTES:
            raise ValueError("list delta refs are cut")
        refs = tuple(body[i : i + REF_BYTES] for i in range(0, len(body), REF_BYTES))
        return cls(prefix, suffix, depth, base, refs)

    def apply(self, base: Sequence[bytes]) -> list[bytes]:
        """The refs of the list this delta describes, given its base's refs."""
        if self.prefix + self.suffix > len(base):
            raise ValueError("list delta does not fit its base")
        tail = list(base[len(base) - self.suffix :]) if self.suffix else []
        return [*base[: self.prefix], *self.refs, *tail]


def diff(base: Sequence[bytes], new: Sequence[bytes]) -> tuple[int, int, list[bytes]]:
    """(prefix, suffix, middle): `new` == base[:prefix] + middle + base[-suffix:]."""
    limit = min(len(base), len(new))
    prefix = 0
    while prefix < limit and base[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and base[len(base) - 1 - suffix] == new[len(new) - 1 - suffix]:
        suffix += 1
    return prefix, suffix, list(new[prefix : len(new) - suffix])


def encode_record(fields: Sequence[bytes], body: bytes) -> bytes:
    """Header (for the scripts) + body, zlib-compressed when that is worth it: a record repeats
    channel names and versions (channel_versions, versions_seen), ~3x smaller compressed."""
    header = b"\n".join(fields)
    packed = b"z" + zlib.compress(body, 6) if len(body) > 128 else b"r" + body
    return b"%08x" % len(header) + header + packed


def decode_record(raw: bytes) -> bytes:
    """The body of a record."""
    packed = raw[8 + int(raw[:8], 16) :]
    return zlib.decompress(packed[1:]) if packed[:1] == b"z" else packed[1:]


def encode_write(task_id: str, idx: int, payload: bytes) -> bytes:
    key = f"{task_id}\0{idx}".encode()
    return b"%04x" % len(key) + key + b"%08x" % len(payload) + payload


def decode_writes(raw: bytes) -> list[tuple[str, int, bytes]]:
    """(task_id, idx, payload) of each stored write, in stored order."""
    out: list[tuple[str, int, bytes]] = []
    pos = 0
    while pos < len(raw):
        klen = int(raw[pos : pos + 4], 16)
        key = raw[pos + 4 : pos + 4 + klen].decode()
        pos += 4 + klen
        vlen = int(raw[pos : pos + 8], 16)
        payload = raw[pos + 8 : pos + 8 + vlen]
        pos += 8 + vlen
        task_id, _, idx = key.rpartition("\0")
        out.append((task_id, int(idx), payload))
    return out
