"""The chat playground (`/chat`, issue 18) in headless Chromium against a live agentrt with the
echo model: a conversation kept in the URL, a reload in the middle of a reply that resumes
without losing or repeating text, compression and memory shown under the reply, the stop
button, and model or person text that never runs as HTML."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx
import pytest
from playwright.sync_api import expect

from tests.api.conftest import create_agent
from tests.e2e.conftest import js_errors, wait_ready
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]
SLOW = 0.1  # seconds per word of the echo model: long enough to reload or stop mid-reply
STREAM_TIMEOUT = 30_000


def echo(seen: int, text: str) -> str:
    """The echo model's exact reply after `seen` user and assistant messages."""
    return f"I have seen {seen} messages. You said: {text}"


@pytest.fixture
def slow_server(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    return start_server(redis_url, delay=SLOW)


def _open(page: Any, server: LiveServer, agent: str = "bot") -> None:
    page.goto(f"{server.url}/chat?agent={agent}")
    wait_ready(page)


def _send(page: Any, text: str) -> None:
    expect(page.locator("#send")).to_be_enabled()
    page.fill("#message", text)
    page.click("#send")


def _reply(page: Any, index: int) -> Any:
    return page.locator("#messages .msg.assistant").nth(index)


def _wait_done(page: Any, index: int) -> Any:
    reply = _reply(page, index)
    expect(reply).to_have_attribute("data-state", "done", timeout=STREAM_TIMEOUT)
    return reply


def _bubble_text(reply: Any) -> str:
    return str(reply.locator(".bubble").text_content())


def _url_session(page: Any) -> str:
    found = parse_qs(urlparse(page.url).query).get("session", [""])
    return found[0]


def _buffered(client: httpx.Client, session_id: str) -> list[dict[str, Any]]:
    response = client.get(f"/api/v1/sessions/{session_id}/events")
    assert response.status_code == 200, response.text
    return list(response.json()["events"])


def test_three_turns_are_kept_in_the_url_and_a_reload_shows_them(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    create_agent(api, "bot", name="Helper bot")
    create_agent(api, "other", name="Other")
    _open(page, local_server)
    expect(page.locator("#agent")).to_have_value("bot")
    expect(page.locator("#health")).to_have_attribute("data-checkpointer", "redis")
    expect(page.locator("#health")).to_have_attribute("data-status", "ok")
    expect(page.locator(".topbar nav a[href='/chat']")).to_have_attribute("aria-current", "page")
    said = ["Hello there", "How are you?", "Tell me a story"]
    for turn, text in enumerate(said):
        _send(page, text)
        reply = _wait_done(page, turn)
        assert _bubble_text(reply) == echo(2 * turn + 1, text)
        expect(reply.locator(".side-line.done")).to_contain_text("saved in redis")
    session_id = _url_session(page)
    assert session_id.startswith("s_")
    assert parse_qs(urlparse(page.url).query)["agent"] == ["bot"]
    stored = api.get(f"/api/v1/sessions/{session_id}/messages").json()
    assert [m["content"] for m in stored["messages"] if m["role"] == "user"] == said
    # The conversation is listed, newest first, and marked as the open one.
    current = page.locator(f"#sessions button.session[data-session-id='{session_id}']")
    expect(current).to_have_attribute("aria-current", "true")
    expect(current).to_contain_text("3 turns")

    page.reload()
    wait_ready(page)
    assert _url_session(page) == session_id
    expect(page.locator("#messages .msg.user")).to_have_count(3)
    expect(page.locator("#messages .msg.assistant")).to_have_count(3)
    assert page.locator("#messages .msg.user .bubble").all_text_contents() == said
    replies = page.locator("#messages .msg.assistant .bubble").all_text_contents()
    assert replies == [echo(2 * i + 1, text) for i, text in enumerate(said)]
    # The fourth turn goes on in the same conversation.
    _send(page, "And one more")
    assert _bubble_text(_wait_done(page, 3)) == echo(7, "And one more")
    assert _url_session(page) == session_id
    page.screenshot(path=str(screenshots / "chat.png"))

    # Another agent starts afresh; its conversations are its own.
    page.select_option("#agent", "other")
    expect(page.locator("#messages .msg")).to_have_count(0)
    assert _url_session(page) == ""
    expect(page.locator("#sessions button.session")).to_have_count(0)
    assert js_errors(page) == []


def test_a_reload_mid_reply_resumes_without_losing_or_repeating_text(
    page: Any, slow_server: LiveServer
) -> None:
    with slow_server.client() as client:
        create_agent(client, "bot")
    streams: list[dict[str, Any]] = []
    page.on(
        "request",
        lambda req: (
            streams.append({"headers": req.headers, "body": req.post_data})
            if req.method == "POST" and req.url.endswith("/api/v1/chat/stream")
            else None
        ),
    )
    long = " ".join(f"word{i:02d}" for i in range(60))
    expected = echo(1, long)
    _open(page, slow_server)
    _send(page, long)
    reply = _reply(page, 0)
    expect(reply.locator(".bubble")).to_contain_text("word05", timeout=STREAM_TIMEOUT)
    expect(reply).to_have_attribute("data-state", "streaming")
    before = _bubble_text(reply)
    session_id = _url_session(page)
    saved = page.evaluate(f"sessionStorage.getItem('agentrt.chat.turn.{session_id}')")
    assert saved is not None and json.loads(saved)["lastId"].startswith("t")

    page.reload()
    wait_ready(page)
    reply = _reply(page, 0)
    # What was received shows at once, and the rest of the reply streams in after it.
    shown = _bubble_text(reply)
    assert shown.startswith(before) and expected.startswith(shown), (before, shown)
    expect(reply).to_have_attribute("data-state", "done", timeout=STREAM_TIMEOUT)
    assert _bubble_text(reply) == expected
    expect(page.locator("#messages .msg.user .bubble")).to_have_text(long)
    # One turn was started; the reload resumed it after the last event it had.
    assert len(streams) == 2, streams
    resumed = streams[1]
    assert resumed["headers"].get("last-event-id", "").startswith("t")
    assert json.loads(resumed["body"]) == {}
    assert page.evaluate(f"sessionStorage.getItem('agentrt.chat.turn.{session_id}')") is None
    with slow_server.client() as client:
        stored = client.get(f"/api/v1/sessions/{session_id}/messages").json()["messages"]
    assert [(m["role"], m["content"]) for m in stored] == [("user", long), ("assistant", expected)]
    page.reload()
    wait_ready(page)
    assert page.locator("#messages .msg.assistant .bubble").all_text_contents() == [expected]
    assert js_errors(page) == []


# The first stream the page opens breaks after a few chunks, as a dropped connection does:
# reading it fails with a network error (the page cannot tell it from a real one).
CUT_FIRST_STREAM = """
(() => {
  const realFetch = window.fetch;
  let cut = false;
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === "string" ? input : input.url;
    if (cut || !url.endsWith("/api/v1/chat/stream")) return response;
    cut = true;
    const reader = response.body.getReader();
    let chunks = 0;
    const body = new ReadableStream({
      async pull(controller) {
        if (chunks++ >= 8) {
          reader.cancel();
          controller.error(new TypeError("network error"));
          return;
        }
        const { value, done } = await reader.read();
        if (done) controller.close(); else controller.enqueue(value);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
})();
"""


def test_a_dropped_connection_is_resumed_after_the_last_event(
    page: Any, slow_server: LiveServer
) -> None:
    with slow_server.client() as client:
        create_agent(client, "bot")
    resumes: list[str] = []
    page.on(
        "request",
        lambda req: (
            resumes.append(req.headers["last-event-id"])
            if req.url.endswith("/api/v1/chat/stream") and "last-event-id" in req.headers
            else None
        ),
    )
    page.add_init_script(CUT_FIRST_STREAM)
    text = " ".join(f"piece{i:02d}" for i in range(30))
    _open(page, slow_server)
    _send(page, text)
    reply = _wait_done(page, 0)
    assert _bubble_text(reply) == echo(1, text)
    assert reply.get_attribute("data-resumed") == "1"
    assert len(resumes) == 1 and resumes[0].startswith("t"), resumes
    assert js_errors(page) == []


def test_compression_shows_before_and_after_tokens_on_a_small_window(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    # 4000 tokens: the trigger is 600 (15 %) and the input budget 1667. A window of 600 or
    # less leaves no input budget at all (window - output reserve - 1000 safety margin).
    create_agent(api, "small", model={"provider": "echo", "context_window": 4000})
    _open(page, local_server, agent="small")
    compression = page.locator(".side-line.compression[data-phase=end]")
    for turn in range(6):
        _send(page, f"Message {turn}: " + "the quick brown fox jumps over the lazy dog. " * 12)
        _wait_done(page, turn)
        if compression.count():
            break
    expect(compression).to_have_count(1)
    session_id = _url_session(page)
    events = _buffered(api, session_id)
    end = next(e["data"] for e in events if e["event"] == "compression_end")
    assert end["after_tokens"] < end["before_tokens"]
    assert compression.get_attribute("data-before") == str(end["before_tokens"])
    assert compression.get_attribute("data-after") == str(end["after_tokens"])
    expect(compression).to_contain_text(f"{end['before_tokens']} → {end['after_tokens']} tokens")
    expect(compression).to_contain_text(f"trigger of {end['trigger_tokens']}")
    # The start line was replaced by the end line: one line per compression.
    expect(page.locator(".side-line.compression")).to_have_count(1)
    page.screenshot(path=str(screenshots / "chat-compression.png"))

    # The context gauge: the last request against the trigger and the window (done.context).
    done = [e["data"] for e in events if e["event"] == "done"][-1]
    context = done["context"]
    gauge = page.locator("#context")
    expect(gauge).to_be_visible()
    expect(gauge).to_have_attribute("data-tokens", str(context["tokens"]))
    expect(gauge).to_have_attribute("data-window", "4000")
    expect(gauge).to_contain_text(f"{context['tokens']} / 4000 tokens")
    expect(gauge).to_contain_text(f"compresses at {context['trigger_tokens']}")
    assert js_errors(page) == []


def test_a_memory_saved_in_one_session_shows_as_used_in_a_new_one(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    assert api.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).status_code == 200
    create_agent(api, "bot")
    _open(page, local_server)
    _send(page, "Remember that my favourite colour is teal.")
    first = _wait_done(page, 0)
    saved = first.locator(".side-line.memory[data-kind=captured] a.chip")
    expect(saved).to_contain_text("teal")
    first_session = _url_session(page)

    page.click("#new-session")
    expect(page.locator("#messages .msg")).to_have_count(0)
    assert _url_session(page) == ""
    _send(page, "What is my favourite colour?")
    reply = _wait_done(page, 0)
    used = reply.locator(".side-line.memory[data-kind=used] a.chip")
    expect(used).to_contain_text("teal")
    assert used.first.get_attribute("href") == "/app/memories"
    page.screenshot(path=str(screenshots / "chat-memory.png"))
    second_session = _url_session(page)
    assert second_session.startswith("s_") and second_session != first_session
    expect(page.locator("#sessions button.session")).to_have_count(2)
    # The first conversation reopens from the list.
    page.click(f"#sessions button.session[data-session-id='{first_session}']")
    expect(page.locator("#messages .msg.user .bubble")).to_have_text(
        ["Remember that my favourite colour is teal."]
    )
    assert _url_session(page) == first_session
    assert js_errors(page) == []


def test_a_stopped_turn_leaves_the_session_usable(
    page: Any, slow_server: LiveServer, screenshots: Path
) -> None:
    with slow_server.client() as client:
        create_agent(client, "bot")
    _open(page, slow_server)
    _send(page, " ".join(f"word{i:02d}" for i in range(60)))
    reply = _reply(page, 0)
    expect(reply.locator(".bubble")).to_contain_text("word03", timeout=STREAM_TIMEOUT)
    session_id = _url_session(page)
    with page.expect_response(lambda r: r.url.endswith(f"/sessions/{session_id}/cancel")) as info:
        page.click("#stop")
    assert info.value.status == 200
    assert info.value.json() == {"cancelled": True}
    expect(reply).to_have_attribute("data-state", "stopped")
    expect(reply.locator(".side-line.stopped")).to_be_visible()
    partial = _bubble_text(reply)
    page.wait_for_timeout(500)  # reading stopped: nothing more arrives
    assert _bubble_text(reply) == partial
    expect(page.locator("#stop")).to_be_hidden()
    page.screenshot(path=str(screenshots / "chat-stopped.png"))

    _send(page, "Are you still there?")
    # The stopped turn kept nothing: the session goes on from before it.
    assert _bubble_text(_wait_done(page, 1)) == echo(1, "Are you still there?")
    assert _url_session(page) == session_id
    with slow_server.client() as client:
        stored = client.get(f"/api/v1/sessions/{session_id}/messages").json()["messages"]
    assert [m["role"] for m in stored] == ["user", "assistant"]
    assert js_errors(page) == []


def test_script_injection_is_shown_as_text_and_markdown_is_rendered_safely(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    create_agent(api, "bot")
    _open(page, local_server)
    attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'
    _send(page, attack)
    reply = _wait_done(page, 0)
    assert _bubble_text(reply) == echo(1, attack)
    expect(page.locator("#messages .msg.user .bubble").first).to_have_text(attack)
    page.wait_for_timeout(300)  # an onerror would have fired by now
    assert page.evaluate("window.__xss") is None
    assert page.locator("#messages img, #messages script").count() == 0

    markdown = (
        "**bold** and *it* and `x<y>`\n"
        "- one\n- two\n\n"
        "3. three\n4. four\n\n"
        "```\n<b>not bold</b>\n```\n"
        "[safe](https://example.org/a) [bad](javascript:window.__xss=3)"
    )
    _send(page, markdown)
    bubble = _wait_done(page, 1).locator(".bubble")
    expect(bubble.locator("strong")).to_have_text("bold")
    expect(bubble.locator("em")).to_have_text("it")
    expect(bubble.locator("p code")).to_have_text("x<y>")
    expect(bubble.locator("ul > li")).to_have_text(["one", "two"])
    expect(bubble.locator("ol > li")).to_have_text(["three", "four"])
    assert bubble.locator("ol").get_attribute("start") == "3"
    expect(bubble.locator("pre code")).to_have_text("<b>not bold</b>")
    assert bubble.locator("b").count() == 0
    links = bubble.locator("a")
    expect(links).to_have_count(1)
    assert links.get_attribute("href") == "https://example.org/a"
    assert links.get_attribute("rel") == "noopener noreferrer"
    expect(bubble).to_contain_text("[bad](javascript:window.__xss=3)")
    assert page.evaluate("window.__xss") is None
    page.screenshot(path=str(screenshots / "chat-markdown.png"))
    assert js_errors(page) == []
