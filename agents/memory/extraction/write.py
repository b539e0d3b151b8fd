"""What an extraction stores (auto.py): pending items, graph entities and relations, and
audit records with their provenance. Every text passes the safety gate first; refused ones
are audited (`memory_capture_rejected`) and never stored. Every write is idempotent (ids and
audit keys derive from what they record), so a segment written twice adds nothing.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from agents.errors import AgentRTError
from agents.memory.extraction.answer import Extraction
from agents.memory.graph import MemoryScope, iso, now_utc
from agents.memory.items import MemoryCore, MemoryItem, normalize, ns
from agents.memory.safety import (
    INVISIBLE_UNICODE,
    PROMPT_INJECTION,
    ROLE_IMITATION,
    SafetyVerdict,
    check_memory_text,
)

log = logging.getLogger("agentrt.memory.extract")

# Message texts that are withheld from the extract model (instructions hidden in them could
# steer it); secrets alone only get redacted.
WITHHOLD = frozenset({PROMPT_INJECTION, ROLE_IMITATION, INVISIBLE_UNICODE})
REDACTED = re.compile(r"\[REDACTED:[a-z_]+\]")
# Names an extract model gives the person themself: relations to them go to the self entity.
SELF_NAMES = frozenset(
    {"i", "me", "myself", "user", "the user", "self", "我", "我自己", "用户", "本人", "该用户"}
)


@dataclass(frozen=True)
class ThreadMessage:
    id: str
    role: str
    content: str


def item_identity(session_id: str, source_ids: Sequence[str], content: str) -> str:
    """An inferred item's id: the same segment extracted twice gives the same ids."""
    raw = "\x00".join([session_id, ",".join(sorted(source_ids)), normalize(content)])
    return "mem_" + hashlib.blake2b(raw.encode(), digest_size=10).hexdigest()


def entity_identity(name: str, entity_type: str) -> str:
    raw = f"{normalize(name)}\x00{entity_type}"
    return "e_x" + hashlib.blake2b(raw.encode(), digest_size=8).hexdigest()


@dataclass
class Job:
    """One job's full scope, read from the pending state (what `note` recorded after the
    turn): checked against the session's record before its thread is read."""

    session_id: str
    workspace: str
    user_id: str
    agent_id: str
    seq: str
    pending: dict[str, str]
    thread_id: str = ""  # the thread the noted turn ran on ('' = noted without one)


class ExtractionWriter:
    """Writes a parsed extraction of one segment into the person's memory."""

    def __init__(self, memory: MemoryCore) -> None:
        self.memory = memory

    async def write(
        self,
        job: Job,
        thread_id: str,
        segment: list[ThreadMessage],
        gated: dict[str, SafetyVerdict],
        result: Extraction,
        model_id: str,
    ) -> None:
        ws, user = job.workspace, job.user_id
        in_segment = {m.id for m in segment}
        withheld = {mid for mid, v in gated.items() if set(v.reasons) & WITHHOLD}
        for mid in sorted(withheld):
            await self.audit_once(
                job,
                "withheld:" + mid,
                "memory_capture_rejected",
                via="extractor_input",
                reasons=list(gated[mid].reasons),
                text=gated[mid].redacted[:200],
                session_id=job.session_id,
                message_id=mid,
                provenance=self.provenance(job, thread_id, [mid], model_id),
            )
        usable = [m.id for m in segment if m.role == "user" and m.id not in withheld]
        # One read for the whole segment: every upsert decides against this list (and keeps
        # it current); the explicit path's items are those active before this write.
        active = await self.memory.active_and_pending(ws, user)
        explicit = [(a.key, set(a.source_message_ids)) for a in active if a.status == "active"]
        stored: list[str] = []
        for raw in result.items:
            sources = [
                i for i in raw["source_message_ids"] if i in in_segment and i not in withheld
            ]
            if not sources and not [i for i in raw["source_message_ids"] if i in withheld]:
                sources = usable  # no (valid) evidence given: the segment's own user messages
            content, key = raw["content"], raw.get("key")
            cited = sources or [i for i in raw["source_message_ids"] if i in withheld]
            provenance = self.provenance(job, thread_id, cited, model_id)
            verdict = check_memory_text(f"{content}\n{key or ''}")
            reasons = list(verdict.reasons)
            if not sources:
                reasons = ["source_withheld", *reasons]  # only a withheld message backs it
            elif verdict.allowed and REDACTED.search(content):
                reasons = ["redacted_secret"]
            if reasons:
                await self.audit_once(
                    job,
                    "refused:" + item_identity(job.session_id, cited, content),
                    "memory_capture_rejected",
                    via="extractor",
                    reasons=reasons,
                    text=verdict.redacted[:200],
                    session_id=job.session_id,
                    message_ids=cited,
                    provenance=provenance,
                )
                continue
            if await self.memory.items.suppressed(ws, user, content):
                continue  # rejected before: never extracted again
            if key and any(k == key and set(sources) <= ids for k, ids in explicit):
                continue  # the explicit path already stored it from the same messages
            item_id = item_identity(job.session_id, sources, content)
            if await self.memory.items.get(ws, user, item_id) is not None:
                continue  # written by an earlier run of this segment
            item = MemoryItem(
                id=item_id,
                category=raw["category"],
                content=content,
                key=key,
                status="pending",
                confidence=raw["confidence"],
                importance=0.5,
                source_message_ids=sources,
                source_session_id=job.session_id,
                created_by="extractor",
                provenance=provenance,
            )
            if await self.memory.upsert(ws, user, item, active) is not None:
                stored.append(item_id)
        entities, relations = await self._write_graph(job, thread_id, result, model_id, usable)
        await self.audit_once(
            job,
            "extract:" + ",".join(sorted(in_segment)),
            "extract",
            session_id=job.session_id,
            message_ids=[m.id for m in segment],
            items=stored,
            entities=entities,
            relations=relations,
            extractor_model=model_id,
        )

    async def _write_graph(
        self,
        job: Job,
        thread_id: str,
        result: Extraction,
        model_id: str,
        sources: list[str],
    ) -> tuple[list[str], int]:
        store = self.memory.store
        scope = MemoryScope(job.workspace, job.user_id)
        by_name: dict[str, str] = {}
        written: list[str] = []
        for raw in result.entities:
            if normalize(raw["name"]) in SELF_NAMES:
                continue  # the person themself: their self entity, not a new one
            verdict = check_memory_text(f"{raw['name']}\n{raw['description']}")
            reasons = list(verdict.reasons)
            if verdict.allowed and REDACTED.search(f"{raw['name']}\n{raw['description']}"):
                reasons = ["redacted_secret"]
            if reasons:
                await self.audit_once(
                    job,
                    "refused-entity:" + entity_identity(raw["name"], raw["entity_type"]),
                    "memory_capture_rejected",
                    via="extractor",
                    reasons=reasons,
                    text=verdict.redacted[:200],
                    session_id=job.session_id,
                    provenance=self.provenance(job, thread_id, sources, model_id),
                )
                continue
            try:
                entity_id = await self._entity(scope, raw, job, thread_id, model_id, sources)
            except AgentRTError as exc:
                if exc.code != "memory_limit":
                    raise
                # The person's graph is full: what was inferred is skipped (and audited), the
                # job goes on; the person frees room or the operator raises the cap.
                await self.audit_once(
                    job,
                    "full-entity:" + entity_identity(raw["name"], raw["entity_type"]),
                    "memory_limit",
                    via="extractor",
                    session_id=job.session_id,
                )
                continue
            by_name[normalize(raw["name"])] = entity_id
            written.append(entity_id)
        relations = 0
        for raw in result.relations:
            ends: list[str | None] = []
            for name in (raw["source"], raw["target"]):
                if normalize(name) in SELF_NAMES:
                    try:
                        ends.append((await store.aensure_self(scope)).id)
                    except AgentRTError as exc:  # a full graph: the relation is skipped
                        log.info("self entity not created: %s", exc)
                        ends.append(None)
                    continue
                found = by_name.get(normalize(name)) or await self._find_entity(scope, name)
                ends.append(found)
            if ends[0] is None or ends[1] is None or ends[0] == ends[1]:
                continue
            try:
                await store.acreate_relation(
                    scope,
                    source_id=ends[0],
                    target_id=ends[1],
                    relation_type=raw["relation_type"],
                    properties={
                        "source": "extractor",
                        "trust_lane": "inferred",
                        "session_id": job.session_id,
                    },
                )
            except AgentRTError as exc:  # an end deleted meanwhile, say: skip the relation
                log.info("extracted relation skipped: %s", exc)
                continue
            relations += 1
        return written, relations

    async def _find_entity(self, scope: MemoryScope, name: str) -> str | None:
        page = await self.memory.store.alist_entities(scope, q=name, limit=50)
        wanted = normalize(name)
        return next((e.id for e in page.items if normalize(e.name) == wanted), None)

    async def _entity(
        self,
        scope: MemoryScope,
        raw: dict[str, Any],
        job: Job,
        thread_id: str,
        model_id: str,
        sources: list[str],
    ) -> str:
        """The entity's id: an existing one of that name, else a new one (id from the name)."""
        entity_id = entity_identity(raw["name"], raw["entity_type"])
        store = self.memory.store
        existing = (await store.aget(scope.entities, entity_id)) is not None
        if existing:
            return entity_id
        found = await self._find_entity(scope, raw["name"])
        if found is not None:
            return found
        await store.aput(
            scope.entities,
            entity_id,
            {
                "name": raw["name"],
                "entity_type": raw["entity_type"],
                "description": raw["description"],
                "properties": self.provenance(job, thread_id, sources, model_id),
            },
        )
        return entity_id

    def provenance(
        self, job: Job, thread_id: str, message_ids: list[str], model_id: str
    ) -> dict[str, Any]:
        return {
            "source": "extractor",
            "session_id": job.session_id,
            "thread_id": thread_id,
            "agent_id": job.agent_id,
            "message_ids": list(message_ids),
            "extractor_model": model_id,
            "trust_lane": "inferred",
        }

    async def audit_once(self, job: Job, ident: str, action: str, **details: Any) -> None:
        """An audit record whose key is derived from what it records: redoing a segment
        rewrites the same record instead of adding another."""
        digest = hashlib.blake2b(f"{job.session_id}\x00{ident}".encode(), digest_size=10)
        await self.memory.store.aput(
            ns(job.workspace, job.user_id, "audit"),
            f"x-{digest.hexdigest()}",
            {
                "action": action,
                "at": iso(now_utc()),
                **{k: v for k, v in details.items() if v is not None},
            },
            index=False,
        )
