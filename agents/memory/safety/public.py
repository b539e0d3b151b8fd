"""What is no secret however much it looks like one: public identifiers by their shape, and the
values a template or an example puts where a secret would go.

A secret row reads a run of letters and digits after a key word as a value, so the public
things people keep next to such words read as secrets too: an SSH key's fingerprint
("SHA256:8NuG…", "my public fingerprint is …"), a content digest ("alpine:3.19@sha256:5ce6…"), a
public key line ("ssh-ed25519 AAAA… me@laptop"), an OpenPGP fingerprint (ten groups of four hex
digits), an ISBN-13 (thirteen digits from 978 or 979, which no card number starts with at that
length), and a URL whose login is a template's words ("postgres://USER:PASSWORD@localhost/DB").
`public_spans` finds them; a secret's value that overlaps one is none (redaction.py).

A template's value is no secret either (`template_value`): "ghp_your_token_here",
"xoxb-your-token", "sk-ant-...", "your-key-here", "example-key-123", "dummy",
"generate-with-openssl-rand", and a value that runs on into the next line's assignment
("AWS_SECRET_ACCESS_KEY=" left empty, then "AWS_REGION=eu-west-2").

Each is one regex, linear in the text.
"""

from __future__ import annotations

import re

__all__ = ["public_spans", "template_value"]

_PUBLIC = re.compile(
    # an SSH key's fingerprint as ssh-keygen prints it
    r"(?<![A-Za-z0-9/+])(?:SHA256|SHA384|SHA512|SHA1|MD5):[A-Za-z0-9+/]{27,86}={0,2}"
    r"(?![A-Za-z0-9/+])"
    # a content digest: a container image's, a package's
    r"|(?<![A-Za-z0-9/+])sha(?:256|384|512):[0-9a-f]{64,128}(?![A-Za-z0-9/+])"
    # a public key line
    r"|(?<![A-Za-z0-9-])(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)"
    r" AAAA[A-Za-z0-9+/]{16,}={0,2}"
    # an OpenPGP fingerprint: ten groups of four hex digits (two spaces in the middle)
    r"|(?<![0-9A-Za-z])(?:[0-9A-F]{4} {1,2}){9}[0-9A-F]{4}(?![0-9A-Za-z])"
    # an ISBN-13
    r"|(?<![A-Za-z0-9_.,+-])97[89](?:[- ]?\d){10}(?![A-Za-z0-9_-])"
    # a URL whose login is a template's words, to the URL's end
    r"|://(?:[A-Z][A-Z_]*USER(?:NAME)?|USER(?:NAME)?|user(?:name)?|DB_USER)"
    r"(?::(?:[A-Z][A-Z_]*PASS(?:WORD)?|PASS(?:WORD)?|pass(?:word)?))?@[^\s\"'<>]*"
)

_TEMPLATE = re.compile(
    # a token prefix, then whose it is meant to be: "ghp_your_token_here", "your-key-here"
    r"(?:[a-z]{2,6}[-_])?(?:your|my)[-_](?:[a-z]+[-_]){0,3}?(?:key|token|secret|password|pass"
    r"|pw|id|api[-_]?key|dsn|url)(?:[-_]here)?"
    # an example's words: "example-key-123", "dummy", "sample_secret", "placeholder"
    r"|(?:[a-z]+[-_]){0,3}(?:here|example|dummy|sample|placeholder)(?:[-_][a-z0-9]+){0,3}"
    # a prefix and an ellipsis: "sk-ant-...", "sk-…"
    r"|(?:[a-z]{2,8}[-_]){1,2}(?:\.{3}|…)"
    # how to get one: "generate-with-openssl-rand", "paste-from-dashboard" (a passphrase that
    # starts with a verb, "get-rich-2025", is none of these)
    r"|(?:generate|create|paste|insert|fill)[-_](?:with|from|in|your|me|it|one|here|later|this)"
    r"(?:[-_][a-z0-9]+){0,4}"
    # a template's slot: "{{from-vault}}", "<client id>", "${TOKEN}" (or its start, where a row
    # cut the value at a space or a brace: "<secret", "{{from-vault")
    # (words in the angle brackets: "<3Kitty99" is a password)
    r"|\{\{[^{}]*(?:\}\})?|<[a-z][a-z _-]{0,40}>?|\$\{[^{}]*\}?"
    # the next key, where a row read past an empty value: "AWS_SECRET_ACCESS_KEY="
    # (a name with an underscore, in capitals: base64's padding "=" is no assignment)
    r"|(?-i:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=\S*",
    re.IGNORECASE,
)
# The next line's assignment, which a value that crossed its line break ran into.
_NEXT_ASSIGNMENT = re.compile(r"\n[ \t]*[A-Z][A-Z0-9_]{1,63}[ \t]*=")
# The value at the end of a match without a value group: after its last "=", ":" or space.
_LAST_VALUE = re.compile(r"[^\s=:：]+\s*$")


def public_spans(text: str) -> list[tuple[int, int]]:
    """The spans of public identifiers in `text`, in order, none overlapping."""
    return [m.span() for m in _PUBLIC.finditer(text)]


def template_value(value: str, *, whole_match: bool = False) -> bool:
    """Whether `value` (a row's value, or its whole match when `whole_match`) is a template's
    or an example's stand-in, or ran on into the next line's assignment."""
    if "\n" in value and _NEXT_ASSIGNMENT.search(value):
        return True
    if whole_match:
        last = _LAST_VALUE.search(value)
        value = last.group() if last else ""
    value = value.strip().strip("\"'`“”‘’")
    if _TEMPLATE.fullmatch(value):
        return True
    value = value.rstrip(".,;!?。，；！？")
    return bool(value) and _TEMPLATE.fullmatch(value) is not None
