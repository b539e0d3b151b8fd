"""`AsyncRedisSaver` with the fixes `langgraph-checkpoint-conformance` asks for.

langgraph-checkpoint-redis 0.5.2 fails part of the conformance suite (0.0.2). This subclass
fixes exactly those failures and otherwise leaves the library alone: `aget_tuple`, `aput`,
`aput_writes`, `adelete_thread` and the TTL handling are upstream's, so reading a thread's
latest checkpoint stays a pointer GET plus a JSON.GET.

Upstream failure -> conformance tests -> override that fixes it:

- root namespace lists subgraph checkpoints -> `test_list_by_namespace`,
  `test_list_multiple_namespaces`, `test_prune_keep_latest_across_namespaces` -> `alist`
- `before` ignored for uuid6 ids -> `test_list_before`, `test_list_limit_plus_before` -> `alist`
- custom metadata filter keys raise -> `test_list_metadata_custom_keys` -> `alist`
- `aprune([])` raises ValueError -> `test_prune_empty_list_noop` -> `aprune`

Not in the suite, found in issue 11: the index's TAG fields match case-insensitively (and
upstream deletes what a search returns), so pruning `S_ABC` emptied `s_abc`. Both indexes
are `ExactTagIndex`es: every search result is checked against the exact `thread_id` and
`checkpoint_ns` of the query before anyone returns or deletes it
(`tests/integration/checkpoint/test_checkpoint_exact_ids.py`).

`aprune_thread` is an addition (prune with a count), not a fix.
`tests/integration/checkpoint/test_checkpoint_conformance.py` runs the whole suite against this
class.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import AsyncIterator, Sequence
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import CheckpointTuple, get_checkpoint_id
from langgraph.checkpoint.redis.aio import AsyncRedisSaver
from langgraph.checkpoint.redis.jsonplus_redis import JsonPlusRedisSerializer
from langgraph.checkpoint.redis.util import (
    EMPTY_STRING_SENTINEL,
    from_storage_safe_id,
    from_storage_safe_str,
    to_storage_safe_id,
)
from redisvl.index import AsyncSearchIndex
from redisvl.query import CountQuery, FilterQuery
from redisvl.query.filter import FilterExpression, FilterOperator, Tag

__all__ = ["ConformantRedisSaver", "ExactTagIndex"]

# How many index hits one search may return; RediSearch's own cap (MAXSEARCHRESULTS) is 1e6.
_SEARCH_PAGE = 10_000
# Checkpoint ids per writes-index query when pruning (keeps the query string small).
_IDS_PER_QUERY = 200


def _pushdown_filter(filter: dict[str, Any]) -> dict[str, Any]:
    """The part of a metadata filter the checkpoint index can narrow the search by.

    `aput` copies `source` and `step` to indexed top-level fields. The index only narrows
    the search: every key is checked again against the stored metadata, because the tag
    match is case-insensitive and `Tag == None` matches everything. A checkpoint whose
    metadata lacks `source` or `step` is not indexed on either, so it cannot match a filter
    on them; LangGraph always writes both.
    """
    pushed: dict[str, Any] = {}
    if isinstance(filter.get("source"), str):
        pushed["source"] = filter["source"]
    step = filter.get("step")
    if isinstance(step, int) and not isinstance(step, bool):
        pushed["step"] = step
    return pushed


# The TAG fields a search must match exactly; a query term is `@field:{escaped value}`.
_EXACT_FIELDS = ("thread_id", "checkpoint_ns")
_TERM = re.compile(r"@(?P<field>\w+):\{(?P<value>(?:\\.|[^\\|}])*)\}")
_ESCAPED = re.compile(r"\\(.)")


def _exact_terms(expression: Any) -> dict[str, str]:
    """{field: value} of the single-value TAG terms ANDed into a filter expression.

    Only terms every hit must satisfy count (an OR branch does not); lists (`a|b`) are
    left to the index."""
    if isinstance(expression, FilterExpression):
        if expression._operator == FilterOperator.AND:
            return {**_exact_terms(expression._left), **_exact_terms(expression._right)}
        if expression._operator is not None:
            return {}
        expression = expression._filter
    if not isinstance(expression, str):
        return {}
    found = _TERM.fullmatch(expression.strip())
    if found is None or found["field"] not in _EXACT_FIELDS:
        return {}
    return {found["field"]: _ESCAPED.sub(r"\1", found["value"])}


class ExactTagIndex(AsyncSearchIndex):
    """A search index whose `thread_id` / `checkpoint_ns` terms match exactly.

    RediSearch TAG fields are case-insensitive unless declared CASESENSITIVE, and the
    library's index is not: `@thread_id:{abc}` also finds `ABC`. Every search therefore
    returns the two fields too and drops each hit whose stored value differs from the
    query's term, so `alist`, `aget_tuple`'s pending writes and sends, `aprune`,
    `aprune_thread` and `adelete_thread` only ever see the thread they asked for.
    Declaring the fields CASESENSITIVE would need a new index (and a re-index of every
    checkpoint); the filter works on the existing one.
    """

    async def search(self, *args: Any, **kwargs: Any) -> Any:
        query = args[0] if args else kwargs.get("query")
        wanted: dict[str, str] = {}
        if isinstance(query, FilterQuery):
            wanted = _exact_terms(query.filter)
        if wanted and isinstance(query, FilterQuery):
            returned = set(query._return_fields or ())
            missing = [f for f in wanted if f not in returned]
            if returned and missing:
                query.return_fields(*missing)
        result = await super().search(*args, **kwargs)
        if wanted:
            result.docs = [
                doc for doc in result.docs if all(_field(doc, f) == v for f, v in wanted.items())
            ]
        return result


def _field(doc: Any, name: str) -> Any:
    """A returned field of a search hit (from the whole JSON document when the query asked
    for no fields)."""
    if hasattr(doc, name):
        return getattr(doc, name)
    raw = getattr(doc, "json", None)
    if isinstance(raw, str | bytes):
        try:
            return json.loads(raw).get(name)
        except (ValueError, AttributeError):
            return None
    return None


# Top-level packages whose classes a checkpoint may name in a constructor envelope.
ALLOWED_CONSTRUCTOR_ROOTS = frozenset({"langchain_core", "langchain", "langgraph", "agents"})


class CachedConstructorSerializer(JsonPlusRedisSerializer):
    """The library's serializer, with its constructor-class lookup memoized and allow-listed.

    Upstream 0.5.2 calls `importlib.import_module` for every message it loads; for the
    legacy `langchain.schema.messages` path (langchain not installed) each call fails after a
    full search of sys.path, ~31 us per message, which dominated reading long threads. The
    answer (a class, or the ValueError) is the same every time, so it is remembered. Only
    classes under ALLOWED_CONSTRUCTOR_ROOTS are ever imported.
    """

    # A refusal is kept as its message: re-raising one stored exception object would chain
    # every raise's traceback onto it, keeping each frame (and its locals) alive.
    _classes: dict[tuple[str, ...], type[Any] | str] = {}

    def _constructor_class(self, obj: dict[str, Any]) -> type[Any]:
        parts = obj.get("id")
        if not isinstance(parts, list) or not all(isinstance(p, str) for p in parts):
            return super()._constructor_class(obj)
        key = tuple(parts)
        found = self._classes.get(key)
        if found is None:
            if not key or key[0] not in ALLOWED_CONSTRUCTOR_ROOTS:
                # A crafted envelope in a checkpoint must not import an arbitrary module (its
                # import side effects) nor build an arbitrary dataclass (CVE-2025-64439 class).
                found = f"constructor {'.'.join(key)!r} is not allowed"
            else:
                try:
                    found = super()._constructor_class(obj)
                except ValueError as exc:
                    found = str(exc)
            if len(self._classes) < 1024:
                self._classes[key] = found
        if isinstance(found, str):
            raise ValueError(found)
        return found


class ConformantRedisSaver(AsyncRedisSaver):
    """Redis checkpointer that passes the LangGraph checkpointer conformance suite.

    Build it with the shared client and call `asetup()` once at start-up::

        saver = ConformantRedisSaver(
            redis_client=client, ttl={"default_ttl": minutes, "refresh_on_read": True}
        )
        await saver.asetup()

    A client passed in is never closed by the saver (upstream only closes clients it
    created from a URL). Messages are deserialized by `CachedConstructorSerializer`.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.serde = CachedConstructorSerializer()

    def create_indexes(self) -> None:
        """The library's two indexes, as `ExactTagIndex`es (same schema, same index)."""
        self.checkpoints_index = ExactTagIndex.from_dict(
            self.checkpoints_schema, redis_client=self._redis
        )
        self.checkpoint_writes_index = ExactTagIndex.from_dict(
            self.writes_schema, redis_client=self._redis
        )

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """List checkpoints newest first, with LangGraph's `list` semantics.

        Fixes three upstream failures:

        - `checkpoint_ns=""` (the root graph) listed every namespace, subgraphs included,
          because upstream skips the namespace tag when the value is falsy. The root is stored
          under the library's empty-string sentinel, so the query now asks for that tag.
          A config without `checkpoint_ns` still lists all namespaces.
        - `before` was ignored: upstream reads the cursor as a ULID, and LangGraph's ids are
          uuid6. Kept here as InMemorySaver does it: `checkpoint_id < before`.
        - A metadata filter on any key other than source/step/thread_id/run_id raised
          `ValueError("Unsupported filter key")`. Every key is now compared with the stored
          metadata (`filter[k] == metadata.get(k)`); source/step also narrow the search.

        Metadata filters follow InMemorySaver: `thread_id`/`run_id` in `filter` are metadata
        keys too (upstream matched the indexed fields), and `limit<=0` yields nothing
        (upstream returned everything). The checks run on the results (and the index drops
        hits of other threads, see ExactTagIndex), so the library is asked for more rows
        (x4 per round) until `limit` matches are found or the thread is exhausted.
        """
        if limit is not None and limit <= 0:
            return
        config = self._root_namespace_as_tag(config)
        before_id = get_checkpoint_id(before) if before else None
        wanted = dict(filter or {})
        pushed = _pushdown_filter(wanted) or None

        def matches(tup: CheckpointTuple) -> bool:
            if before_id and tup.config["configurable"]["checkpoint_id"] >= before_id:
                return False
            return all(tup.metadata.get(k) == v for k, v in wanted.items())

        if limit is None:
            async for tup in super().alist(config, filter=pushed):
                if matches(tup):
                    yield tup
            return
        fetch = limit
        total: int | None = None
        while True:
            rows = [t async for t in super().alist(config, filter=pushed, limit=fetch)]
            found = [t for t in rows if matches(t)]
            if len(found) >= limit:
                break
            # Fewer rows than asked for may mean the index returned hits of another thread
            # (dropped by ExactTagIndex): only the index's own count says it is exhausted.
            if total is None:
                total = await self._index_hits(config)
            if fetch >= total:
                break
            fetch *= 4
        for tup in found[:limit]:
            yield tup

    async def _index_hits(self, config: RunnableConfig | None) -> int:
        """How many checkpoints the index finds for the config's thread (any case)."""
        expression: FilterExpression | None = None
        if config is not None:
            expression = Tag("thread_id") == to_storage_safe_id(config["configurable"]["thread_id"])
        return int(await self.checkpoints_index.query(CountQuery(expression)))

    async def aprune(
        self,
        thread_ids: Sequence[str],
        *,
        strategy: str = "keep_latest",
        keep_last: int | None = None,
        max_results: int = 10000,
    ) -> None:
        """Prune each thread per namespace (upstream), treating an empty list as a no-op.

        Fixes: upstream raises `ValueError("thread_ids must be a non-empty sequence")` for
        `aprune([])`; the checkpointer contract (and InMemorySaver) do nothing. Pruning
        across namespaces was already right upstream: that conformance failure came from
        `alist` returning subgraph checkpoints for the root namespace.
        """
        if not thread_ids:
            return
        await super().aprune(
            thread_ids, strategy=strategy, keep_last=keep_last, max_results=max_results
        )

    async def aprune_thread(self, thread_id: str, keep_last: int) -> int:
        """Delete all but the newest `keep_last` checkpoints in each namespace of a thread.

        Each namespace (the root and every subgraph) keeps its own newest `keep_last`, as
        `aprune` does; writes and write-key registries of deleted checkpoints go too, and
        with `keep_last=0` so do the latest-checkpoint pointers. Returns how many checkpoints
        this call deleted (a checkpoint removed concurrently by someone else is not counted).
        Not `DeltaChannel`-aware: it may drop the ancestors a delta channel rebuilds from.
        """
        if keep_last < 0:
            raise ValueError(f"keep_last must be >= 0, got {keep_last}")
        thread_tag = Tag("thread_id") == to_storage_safe_id(thread_id)
        deleted = 0
        while True:
            # Ids only: small rows. A thread larger than one page is pruned over several
            # rounds; within any subset, a checkpoint outside the subset's newest
            # `keep_last` is outside the thread's newest too, so no round over-deletes.
            page = await self.checkpoints_index.search(
                FilterQuery(
                    filter_expression=thread_tag,
                    return_fields=["checkpoint_ns", "checkpoint_id"],
                    num_results=_SEARCH_PAGE,
                )
            )
            by_ns: dict[str, list[Any]] = defaultdict(list)
            for doc in page.docs:
                by_ns[doc.checkpoint_ns].append(doc)
            evict: list[Any] = []
            emptied_ns: list[str] = []
            for ns, docs in by_ns.items():
                docs.sort(key=lambda d: d.checkpoint_id, reverse=True)
                evict.extend(docs[keep_last:])
                if keep_last == 0:
                    emptied_ns.append(ns)
            if not evict:
                return deleted
            deleted += await self._delete_checkpoints(thread_id, evict, emptied_ns)
            if len(page.docs) < _SEARCH_PAGE:
                return deleted

    async def _delete_checkpoints(
        self, thread_id: str, docs: list[Any], emptied_ns: list[str]
    ) -> int:
        """Delete checkpoint docs (index hits), their writes and registries; count the docs."""
        thread_tag = Tag("thread_id") == to_storage_safe_id(thread_id)
        write_keys: list[str] = []
        for start in range(0, len(docs), _IDS_PER_QUERY):
            ids = [d.checkpoint_id for d in docs[start : start + _IDS_PER_QUERY]]
            writes = await self.checkpoint_writes_index.search(
                FilterQuery(
                    filter_expression=thread_tag & (Tag("checkpoint_id") == ids),
                    return_fields=["checkpoint_id"],
                    num_results=_SEARCH_PAGE,
                )
            )
            write_keys.extend(w.id for w in writes.docs)
        extra: list[str] = list(write_keys)
        if self._key_registry is not None:
            extra.extend(
                self._key_registry.make_write_keys_zset_key(
                    thread_id,
                    from_storage_safe_str(d.checkpoint_ns),
                    from_storage_safe_id(d.checkpoint_id),
                )
                for d in docs
            )
        extra.extend(
            self._make_redis_checkpoint_latest_key(thread_id, from_storage_safe_str(ns))
            for ns in emptied_ns
        )
        pipe = self._redis.pipeline(transaction=False)
        for doc in docs:
            pipe.delete(doc.id)
        for key in extra:
            pipe.delete(key)
        replies = await pipe.execute()
        return sum(int(r) for r in replies[: len(docs)])

    @staticmethod
    def _root_namespace_as_tag(config: RunnableConfig | None) -> RunnableConfig | None:
        """Make upstream filter on the root namespace: it skips the tag for a falsy `""`."""
        if config is None or config["configurable"].get("checkpoint_ns") != "":
            return config
        return {
            **config,
            "configurable": {**config["configurable"], "checkpoint_ns": EMPTY_STRING_SENTINEL},
        }
