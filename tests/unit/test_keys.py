"""Keys built from ids never collide, whatever the ids contain."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agents.storage.keys import Keys

ids = st.text(alphabet="ab:.-_*{}#@ ", min_size=1, max_size=6)


@given(ws1=ids, a1=ids, ws2=ids, a2=ids)
def test_agent_keys_are_injective(ws1: str, a1: str, ws2: str, a2: str) -> None:
    keys = Keys()
    if (ws1, a1) != (ws2, a2):
        assert keys.agent(ws1, a1) != keys.agent(ws2, a2)


def test_spec_key_names_are_kept() -> None:
    keys = Keys()
    assert keys.stream("s1") == "orchestrator:stream:s1"
    assert keys.session_context("s1") == "session:context:s1"
    assert keys.external_conversation("dify", "s1") == "external:dify:conversation:s1"
    assert Keys("prod").stream("s1") == "prod:orchestrator:stream:s1"
    assert keys.agent("a:b", "c") != keys.agent("a", "b:c")
