// Chat playground (issue 18): talk to an agent as a person and watch what a turn does.
//
//   /chat?agent=<id>&session=<id>   the URL names the conversation, so a reload goes on with it
//
// Pick an agent and a person (X-User-Id, as api.js sends it), start a conversation or reopen
// a recent one (GET /api/v1/sessions), send (POST /api/v1/chat/stream, read in
// chat_stream.js), stop (POST /api/v1/sessions/{id}/cancel). A reply streams token by token;
// its side events (memory used and saved, compression, tool calls, errors) are small lines
// under it, and the context gauge shows the last request against the trigger and the window.
// Messages are rendered by markdown.js, which never hands model or person text to innerHTML.

import {
  api, banner, describeError, ensureAuth, formatTime, loadHealth, renderWho, session,
  setupChrome, tag,
} from "./api.js";
import { followTurn, progress, TERMINAL } from "./chat_stream.js";
import { renderInto } from "./markdown.js";

const $ = (id) => document.getElementById(id);
const USER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const CONTEXT_PREFIX = "agentrt.chat.context.";
const MEMORY_PAGE = "/app/memories";
const HEALTH_EVERY_MS = 30_000;

const state = {
  agents: [],
  agentId: "",
  sessionId: "",
  run: null, // the turn this tab follows: {controller, sessionId, view, user, saved, stopping}
  unloading: false,
};

// -- small helpers -----------------------------------------------------------------------

function clip(text, max) {
  const s = String(text ?? "");
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function asText(value) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function writeUrl() {
  const u = new URL(location.href);
  if (state.agentId) u.searchParams.set("agent", state.agentId); else u.searchParams.delete("agent");
  if (state.sessionId) u.searchParams.set("session", state.sessionId); else u.searchParams.delete("session");
  history.replaceState(null, "", u);
}

function nearBottom(el) {
  return el.scrollHeight - el.scrollTop - el.clientHeight < 80;
}

function scrollToEnd(force = false) {
  const el = $("messages");
  if (force || nearBottom(el)) el.scrollTop = el.scrollHeight;
}

// -- health and context gauge ------------------------------------------------------------

async function showHealth() {
  const el = $("health");
  let body;
  try {
    body = await loadHealth();
  } catch {
    el.dataset.status = "down";
    el.replaceChildren(tag("span", { class: "badge health-bad", text: "service unreachable" }));
    return;
  }
  el.dataset.status = body.status || "";
  el.dataset.checkpointer = body.checkpointer || "";
  const ok = body.status === "ok";
  el.replaceChildren(
    tag("span", {
      class: `badge ${ok ? "health-ok" : "health-bad"}`,
      text: ok ? "status ok" : `${body.status || "degraded"} · 降级`,
      title: `redis: ${body.redis || "?"}`,
    }),
    tag("span", { class: "badge", text: `checkpointer ${body.checkpointer || "?"}` }),
  );
}

function saveContext(sessionId, context) {
  if (sessionId && context) sessionStorage.setItem(CONTEXT_PREFIX + sessionId, JSON.stringify(context));
}

function loadContext(sessionId) {
  try {
    return JSON.parse(sessionStorage.getItem(CONTEXT_PREFIX + sessionId) || "null");
  } catch {
    return null;
  }
}

/** The last request's size (`done.context`) against the compression trigger and the window. */
function renderContext(context) {
  const el = $("context");
  if (!context || typeof context.tokens !== "number") {
    el.hidden = true;
    return;
  }
  const { tokens, trigger_tokens: trigger, input_budget: budget, window: size } = context;
  const whole = size || budget || tokens || 1;
  const pct = (n) => `${Math.max(0, Math.min(100, (100 * n) / whole)).toFixed(1)}%`;
  el.hidden = false;
  Object.assign(el.dataset, { tokens, trigger: trigger ?? "", window: size ?? "" });
  el.classList.toggle("over", trigger !== undefined && tokens >= trigger);
  el.querySelector(".fill").style.width = pct(tokens);
  const mark = el.querySelector(".mark");
  mark.hidden = !trigger;
  if (trigger) mark.style.left = pct(trigger);
  const parts = [`${tokens} / ${size ?? "?"} tokens`];
  if (trigger) parts.push(`compresses at ${trigger}`);
  if (budget) parts.push(`input budget ${budget}`);
  el.querySelector("[data-role=text]").textContent = parts.join(" · ");
}

// -- messages ----------------------------------------------------------------------------

function userBubble(text, messageId = "") {
  const bubble = tag("div", { class: "bubble md" });
  renderInto(bubble, text);
  return tag("article", { class: "msg user", dataset: { messageId } }, [bubble]);
}

/** An assistant reply: its bubble (Markdown, re-rendered once a frame while it streams)
 * and the side lines under it. */
function replyView({ text = "", status = "streaming" } = {}) {
  const bubble = tag("div", { class: "bubble md" });
  const side = tag("div", { class: "side" });
  const article = tag("article", { class: "msg assistant", dataset: { state: status } }, [bubble, side]);
  let queued = false;
  const view = {
    article,
    side,
    text,
    append(delta) {
      view.text += delta;
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        view.flush();
      });
    },
    flush() {
      const follow = nearBottom($("messages"));
      renderInto(bubble, view.text);
      if (follow) scrollToEnd(true);
    },
    setState(value) {
      article.dataset.state = value;
    },
  };
  view.flush();
  return view;
}

function sideLine(kind, label, children = [], dataset = {}) {
  return tag("div", { class: `side-line ${kind}`, dataset }, [
    tag("span", { class: "label", text: label }),
    ...children,
  ]);
}

function memoryLine(kind, items) {
  const links = items.map((item) => tag("a", {
    class: "chip",
    href: MEMORY_PAGE,
    target: "_blank",
    rel: "noopener noreferrer",
    title: [item.kind, item.category || item.entity_type, item.source].filter(Boolean).join(" · "),
    dataset: { memoryId: item.id || "" },
    text: clip(item.content || item.name || item.description || item.id || "memory", 160),
  }));
  const label = kind === "used" ? "记忆 Memory used" : "已记住 Memory saved";
  return sideLine("memory", label, links, { kind });
}

function compressionLine(data, phase) {
  const n = data.messages_compressed;
  const limit = data.reason === "request_over_budget"
    ? `the input budget of ${data.input_budget}`
    : `the trigger of ${data.trigger_tokens}`;
  let text;
  if (phase === "start") {
    text = `compressing ${n} earlier messages: ${data.before_tokens} tokens, over ${limit}…`;
  } else if (data.skipped) {
    text = `not compressed: a summary would not make ${data.before_tokens} tokens smaller`;
  } else {
    text = `${n} earlier messages summarised: ${data.before_tokens} → ${data.after_tokens} tokens ` +
      `(summary ${data.summary_tokens ?? "?"}, ${data.messages_kept ?? "?"} kept; over ${limit})`;
  }
  return sideLine("compression", "压缩 Compression", [tag("span", { text })], {
    phase,
    before: data.before_tokens ?? "",
    after: data.after_tokens ?? "",
  });
}

function toolLine(data) {
  const call = tag("code", { text: `${data.name}(${clip(asText(data.args ?? {}), 200)})` });
  const result = tag("span", { class: "result", text: "…" });
  return sideLine("tool", "工具 Tool", [call, result], { callId: data.id ?? "", state: "running" });
}

function showToolResult(side, data) {
  let line = [...side.querySelectorAll(".side-line.tool")].find((l) => l.dataset.callId === String(data.id));
  if (!line) {
    line = toolLine({ id: data.id, name: data.name, args: {} });
    side.append(line);
  }
  line.dataset.state = data.ok ? "ok" : "error";
  line.querySelector(".result").textContent = `→ ${data.ok ? "" : "failed: "}${clip(asText(data.result), 300)}`;
}

function errorLine(data) {
  const code = data.code || "error";
  const label = code.startsWith("bridge_") ? "桥接错误 Bridge error" : "错误 Error";
  const text = `${code}: ${data.message || ""}${data.retryable ? " (retryable)" : ""}`;
  return sideLine("error", label, [tag("span", { text })], { code });
}

function doneLine(data) {
  const usage = data.usage || {};
  const parts = [];
  if (usage.input_tokens !== undefined) parts.push(`${usage.input_tokens} in · ${usage.output_tokens} out tokens`);
  if (data.checkpointer) parts.push(`saved in ${data.checkpointer}`);
  if (data.degraded) parts.push("degraded: Redis is away, kept in memory");
  return sideLine("done", "✓", [tag("span", { text: parts.join(" · ") })]);
}

/** Show one side event of a turn under its reply. */
function addSide(view, event) {
  const { side } = view;
  const data = event.data || {};
  switch (event.event) {
    case "memory":
      if (Array.isArray(data.used) && data.used.length) side.append(memoryLine("used", data.used));
      if (Array.isArray(data.captured) && data.captured.length) side.append(memoryLine("captured", data.captured));
      break;
    case "compression_start":
      side.append(compressionLine(data, "start"));
      break;
    case "compression_end": {
      const line = compressionLine(data, "end");
      const open = side.querySelector(".side-line.compression[data-phase=start]");
      if (open) open.replaceWith(line); else side.append(line);
      break;
    }
    case "tool_call":
      side.append(toolLine(data));
      break;
    case "tool_result":
      showToolResult(side, data);
      break;
    case "epoch":
      side.append(sideLine("epoch", "新阶段 Epoch", [tag("span", {
        text: `epoch ${data.epoch} (${data.reason}): the ${data.turns} turns before were summarised`,
      })]));
      break;
    case "error":
    case "expired":
      side.append(errorLine(data));
      break;
    case "done":
      side.append(doneLine(data));
      break;
    case "stopped":
      side.append(sideLine("stopped", "已停止 Stopped", [tag("span", { text: data.message || "" })]));
      break;
    default:
      break;
  }
}

/** The checkpointed conversation: user and assistant messages, tool exchanges under the
 * reply they led to, and a note for what was summarised. */
function renderHistory(data) {
  const host = $("messages");
  host.replaceChildren();
  if (data.summary) {
    const body = tag("div", { class: "md" });
    renderInto(body, data.summary);
    const earlier = (data.earlier || []).length;
    host.append(tag("details", { class: "summary-note" }, [
      tag("summary", { text: `较早的消息已摘要 Earlier messages were summarised${earlier ? ` (${earlier} archived)` : ""}` }),
      body,
    ]));
  }
  let pending = []; // tool events waiting for the reply they led to
  const reply = (text, messageId = "") => {
    const view = replyView({ text, status: "done" });
    view.article.dataset.messageId = messageId;
    pending.forEach((event) => addSide(view, event));
    pending = [];
    host.append(view.article);
  };
  for (const m of data.messages || []) {
    if (m.role === "user") {
      if (pending.length) reply("");
      host.append(userBubble(m.content, m.id));
    } else if (m.role === "assistant") {
      for (const call of m.tool_calls || []) pending.push({ event: "tool_call", data: call });
      if (m.content || !(m.tool_calls || []).length) reply(m.content, m.id);
    } else if (m.role === "tool") {
      pending.push({
        event: "tool_result",
        data: { id: m.tool_call_id, name: m.name, ok: m.status !== "error", result: m.content },
      });
    }
  }
  if (pending.length) reply("");
}

// -- sessions ----------------------------------------------------------------------------

async function loadSessions() {
  const list = $("sessions");
  const note = $("sessions-note");
  const agentId = state.agentId;
  if (!agentId) {
    list.replaceChildren();
    note.textContent = "";
    return;
  }
  try {
    const data = await api("GET", "/api/v1/sessions", { query: { agent_id: agentId, limit: 20 } });
    if (agentId !== state.agentId) return; // the agent changed meanwhile
    const sessions = data.sessions || [];
    list.replaceChildren(...sessions.map((s) => tag("li", {}, [
      tag("button", {
        type: "button",
        class: "session",
        dataset: { sessionId: s.session_id },
        onclick: () => openSession(s.session_id),
      }, [
        tag("span", { class: "title", text: s.title || s.session_id }),
        tag("span", { class: "meta", text: `${s.turns ?? 0} turn${s.turns === 1 ? "" : "s"} · ${formatTime(s.updated_at)}` }),
      ]),
    ])));
    note.textContent = sessions.length ? "" : "No conversations with this agent yet.";
    delete note.dataset.kind;
    markCurrent();
  } catch (err) {
    list.replaceChildren();
    note.textContent = describeError(err, "Could not list the conversations");
    note.dataset.kind = "error";
  }
}

function markCurrent() {
  for (const b of $("sessions").querySelectorAll("button.session")) {
    b.setAttribute("aria-current", String(b.dataset.sessionId === state.sessionId));
  }
  $("session-label").textContent = state.sessionId || "新对话 New conversation";
}

/** Stop following the running turn without stopping it (its progress stays saved, so
 * reopening the session picks it up again). */
function detach() {
  const run = state.run;
  if (!run) return;
  run.detached = true;
  run.controller.abort(new DOMException("detached", "AbortError"));
  state.run = null;
  setRunning(false);
}

function newSession() {
  detach();
  state.sessionId = "";
  writeUrl();
  markCurrent();
  $("messages").replaceChildren();
  renderContext(null);
}

async function openSession(sessionId) {
  detach();
  state.sessionId = sessionId;
  writeUrl();
  markCurrent();
  renderContext(loadContext(sessionId));
  const host = $("messages");
  host.replaceChildren(tag("p", { class: "muted", text: "Loading…" }));
  let data;
  try {
    data = await api("GET", `/api/v1/sessions/${encodeURIComponent(sessionId)}/messages`);
  } catch (err) {
    if (state.sessionId !== sessionId) return;
    host.replaceChildren();
    if (err.status === 404) {
      progress.clear(sessionId);
      banner(`The conversation ${sessionId} is gone (expired, deleted or another person's); starting a new one.`, "info");
      newSession();
    } else {
      banner(describeError(err, "Could not load the conversation"));
    }
    return;
  }
  if (state.sessionId !== sessionId) return; // another one was opened meanwhile
  if (data.agent_id && data.agent_id !== state.agentId && state.agents.some((a) => a.id === data.agent_id)) {
    selectAgent(data.agent_id);
    writeUrl();
    loadSessions();
  }
  renderHistory(data);
  const saved = progress.load(sessionId);
  if (saved) {
    // Answered while this tab was away: the history has it already.
    if ((data.messages || []).some((m) => m.id === saved.messageId)) progress.clear(sessionId);
    else resume(saved);
  }
  scrollToEnd(true);
}

// -- a turn ------------------------------------------------------------------------------

function setRunning(on) {
  $("send").disabled = on || !state.agentId;
  $("stop").hidden = !on;
  $("messages").setAttribute("aria-busy", String(on));
  document.body.dataset.turn = on ? "running" : "idle";
}

function startRun(view, user, saved) {
  const run = {
    controller: new AbortController(),
    sessionId: state.sessionId,
    view,
    user,
    saved,
    stopping: null,
    detached: false,
  };
  state.run = run;
  setRunning(true);
  return run;
}

function onEvent(run, event) {
  const { view } = run;
  const data = event.data || {};
  switch (event.event) {
    case "session":
      run.sessionId = data.session_id;
      run.saved = { ...run.saved, turnId: data.turn_id, messageId: data.message_id, text: "", side: [] };
      run.user.dataset.messageId = data.message_id || "";
      if (state.sessionId !== data.session_id && !run.detached) {
        state.sessionId = data.session_id;
        writeUrl();
        markCurrent();
      }
      break;
    case "token":
      view.append(data.delta || "");
      run.saved.text = view.text;
      break;
    case "done":
      view.flush();
      view.setState("done");
      addSide(view, event);
      saveContext(run.sessionId, data.context);
      if (state.sessionId === run.sessionId) renderContext(data.context);
      break;
    case "error":
    case "expired":
      view.flush();
      view.setState(data.code === "cancelled" ? "stopped" : "error");
      addSide(view, event);
      break;
    default:
      addSide(view, event);
      (run.saved.side ||= []).push(event);
  }
  if (!run.sessionId) return;
  if (TERMINAL.has(event.event)) progress.clear(run.sessionId);
  else progress.save(run.sessionId, { ...run.saved, lastId: event.id || run.saved.lastId });
}

/** Follow a turn (new or resumed) to its end, then refresh the list and the health. */
async function follow(run, options) {
  let last = null;
  try {
    last = await followTurn({
      ...options,
      signal: run.controller.signal,
      onEvent: (event) => onEvent(run, event),
      onResume: () => { run.view.article.dataset.resumed = String(Number(run.view.article.dataset.resumed || 0) + 1); },
    });
  } catch (err) {
    if (!run.controller.signal.aborted && !state.unloading) {
      run.view.flush();
      run.view.setState("error");
      addSide(run.view, { event: "error", data: { code: err.code || "error", message: describeError(err) } });
      // Refused outright: nothing to resume. A lost connection stays resumable by a reload.
      if (run.sessionId && err.status !== 0) progress.clear(run.sessionId);
    }
  } finally {
    if (run.stopping) await run.stopping;
    if (state.run === run) {
      state.run = null;
      setRunning(false);
    }
  }
  if (run.detached || state.unloading) return;
  if (last && last.event === "expired" && state.sessionId === run.sessionId) {
    // The buffered stream is gone: show what the session kept instead.
    banner("The rest of that reply is no longer buffered; showing the saved conversation.", "info");
    await openSession(run.sessionId);
  }
  loadSessions();
  showHealth();
}

async function send(text) {
  if (state.run || !state.agentId) return;
  const host = $("messages");
  const user = userBubble(text);
  const view = replyView();
  host.append(user, view.article);
  scrollToEnd(true);
  const run = startRun(view, user, { message: text, agentId: state.agentId, text: "", side: [] });
  const request = { agent_id: state.agentId, message: text };
  if (state.sessionId) request.session_id = state.sessionId;
  await follow(run, { request });
}

/** Pick up a turn this tab was following before a reload: what was received, then the rest. */
function resume(saved) {
  const user = userBubble(saved.message || "", saved.messageId || "");
  const view = replyView({ text: saved.text || "" });
  for (const event of saved.side || []) addSide(view, event);
  $("messages").append(user, view.article);
  const run = startRun(view, user, saved);
  follow(run, { resumeFrom: saved.lastId });
}

/** The stop button: the service cancels the turn (nothing of it is kept), reading stops. */
function stop() {
  const run = state.run;
  if (!run || run.stopping) return;
  const sessionId = run.sessionId;
  run.stopping = (async () => {
    if (!sessionId) return; // not started yet: the service stops it once nobody reads
    try {
      const answer = await api("POST", `/api/v1/sessions/${encodeURIComponent(sessionId)}/cancel`);
      run.view.article.dataset.cancelled = String(Boolean(answer && answer.cancelled));
    } catch (err) {
      banner(describeError(err, "Could not stop the turn"));
    }
  })();
  run.controller.abort(new DOMException("stopped", "AbortError"));
  if (sessionId) progress.clear(sessionId);
  run.view.flush();
  run.view.setState("stopped");
  addSide(run.view, { event: "stopped", data: { message: "the reply was stopped; the conversation goes on from before it" } });
}

// -- agent and person --------------------------------------------------------------------

function selectAgent(agentId) {
  state.agentId = agentId;
  $("agent").value = agentId;
  $("send").disabled = Boolean(state.run) || !agentId;
}

async function loadAgents() {
  const data = await api("GET", "/api/v1/agents");
  state.agents = data.agents || [];
  $("agent").replaceChildren(...state.agents.map((a) => tag("option", {
    value: a.id,
    text: a.name && a.name !== a.id ? `${a.name} (${a.id})` : a.id,
  })));
  $("agents-empty").hidden = state.agents.length > 0;
}

function setupPerson() {
  const input = $("person");
  const token = session.mode !== "local" && session.key.startsWith("artp_");
  input.value = session.userId;
  input.placeholder = session.mode === "local" ? "local" : token ? "the token's own person" : "the key's own person";
  input.disabled = token; // a person token acts for its own person only
  const apply = () => {
    const value = input.value.trim();
    if (value === session.userId) return;
    if (value && !USER_ID.test(value)) {
      input.setAttribute("aria-invalid", "true");
      banner("A user id is 1-128 letters, digits or . _ : - (starting with a letter or digit).");
      return;
    }
    input.removeAttribute("aria-invalid");
    session.userId = value;
    renderWho();
    newSession(); // a conversation belongs to its person
    loadSessions();
  };
  $("person-form").addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
  input.addEventListener("change", apply);
}

function wire() {
  $("agent").addEventListener("change", (event) => {
    selectAgent(event.target.value);
    newSession();
    loadSessions();
  });
  $("new-session").addEventListener("click", () => {
    newSession();
    $("message").focus();
  });
  $("sessions-reload").addEventListener("click", loadSessions);
  const input = $("message");
  $("composer").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value;
    if (!text.trim() || state.run || !state.agentId) return;
    input.value = "";
    send(text);
  });
  input.addEventListener("keydown", (event) => {
    // Enter sends, Shift+Enter is a new line; never while an input method composes.
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      $("composer").requestSubmit();
    }
  });
  $("stop").addEventListener("click", stop);
  // A reload or navigation aborts the stream: that is not an error to show (nor to resume).
  window.addEventListener("pagehide", () => { state.unloading = true; });
  window.addEventListener("pageshow", () => { state.unloading = false; });
}

async function start() {
  setupChrome();
  await showHealth();
  renderWho();
  wire();
  setRunning(false);
  await ensureAuth();
  renderWho();
  setupPerson();
  try {
    await loadAgents();
  } catch (err) {
    banner(describeError(err, "Could not list the agents"));
    document.body.dataset.state = "error";
    return;
  }
  const query = new URLSearchParams(location.search);
  const wanted = query.get("agent") || "";
  const found = state.agents.some((a) => a.id === wanted);
  if (wanted && !found) banner(`There is no agent ${wanted} in this workspace.`, "info");
  selectAgent(found ? wanted : (state.agents[0] ? state.agents[0].id : ""));
  const sessionId = query.get("session") || "";
  if (sessionId) await openSession(sessionId);
  else newSession();
  loadSessions();
  setInterval(() => { if (!document.hidden) showHealth(); }, HEALTH_EVERY_MS);
  document.body.dataset.state = "ready";
}

start().catch((err) => {
  banner(describeError(err, "The chat page failed to start"));
  document.body.dataset.state = "error";
});
