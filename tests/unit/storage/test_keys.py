"""Keys built from ids never collide, whatever the ids contain."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agents.storage.keys import Keys, extract_member, parse_extract_member, session_thread

ids = st.text(alphabet="ab:.-_*{}#@ ", min_size=1, max_size=6)


@given(ws1=ids, a1=ids, ws2=ids, a2=ids)
def test_agent_keys_are_injective(ws1: str, a1: str, ws2: str, a2: str) -> None:
    keys = Keys()
    if (ws1, a1) != (ws2, a2):
        assert keys.agent(ws1, a1) != keys.agent(ws2, a2)


def test_spec_key_names_are_kept() -> None:
    keys = Keys()
    assert keys.stream("w", "s1") == "orchestrator:stream:{w:s1}"
    assert keys.session_context("w", "s1") == "session:context:{w:s1}"
    assert keys.external_conversation("dify", "w", "s1") == "external:dify:conversation:{w:s1}"
    assert Keys("prod").stream("w", "s1") == "prod:orchestrator:stream:{w:s1}"
    assert keys.agent("a:b", "c") != keys.agent("a", "b:c")


@given(ws1=ids, s1=ids, ws2=ids, s2=ids)
def test_session_keys_are_per_workspace_and_share_one_hash_tag(
    ws1: str, s1: str, ws2: str, s2: str
) -> None:
    keys = Keys()
    builders = (
        keys.session_meta,
        keys.session_context,
        keys.session_lock,
        keys.session_deleted,
        keys.stream,
        keys.extract_pending,
        keys.extract_cursor,
        keys.extract_lock,
    )
    mine = [b(ws1, s1) for b in builders] + [keys.external_conversation("dify", ws1, s1)]
    tag = keys.session_tag(ws1, s1)
    # Every key of one session carries exactly its `{ws:session}` hash tag (one cluster slot).
    assert all(k[k.index("{") : k.index("}") + 1] == tag for k in mine)
    if (ws1, s1) != (ws2, s2):
        theirs = [b(ws2, s2) for b in builders] + [keys.external_conversation("dify", ws2, s2)]
        assert not set(mine) & set(theirs)
        assert session_thread(ws1, s1) != session_thread(ws2, s2)
        assert extract_member(ws1, s1) != extract_member(ws2, s2)
    assert parse_extract_member(extract_member(ws1, s1)) == (ws1, s1)
