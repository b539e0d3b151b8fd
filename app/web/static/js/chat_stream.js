// A turn's Server-Sent Events over fetch (issue 18), and what a tab keeps of a running turn.
//
// EventSource cannot POST nor send Authorization, so the stream is read from a fetch
// ReadableStream and parsed here. A turn is followed to its end: when the connection drops
// (or the page reloads mid-reply), it is resumed with `Last-Event-ID: <last id>` and body `{}`
// on POST /api/v1/chat/stream; the service replays only the events after that id, then the
// live rest, so the reply goes on without a gap or a repeat.

import { ApiError, askForKey, ensureAuth, session } from "./api.js";

const STREAM_PATH = "/api/v1/chat/stream";
export const TERMINAL = new Set(["done", "error", "expired"]);
const MAX_RESUMES = 6; // attempts in a row without one event in between
const PROGRESS_PREFIX = "agentrt.chat.turn.";

// -- reading SSE ---------------------------------------------------------------------------

/**
 * The events of an SSE body, as {id, event, data} (data parsed as JSON). Comments (the
 * service's keep-alive pings) are skipped; an event cut off by the end of the body is dropped.
 */
export async function* readEvents(body) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let fields = { id: "", event: "", data: [] };
  const take = () => {
    const found = fields;
    fields = { id: "", event: "", data: [] };
    if (!found.data.length) return null;
    const text = found.data.join("\n");
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      data = { text };
    }
    return { id: found.id, event: found.event || "message", data };
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (;;) {
        const end = /\r\n|\r|\n/.exec(buffer);
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (!end || (end[0] === "\r" && end.index === buffer.length - 1)) break;
        const line = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        if (line === "") {
          const event = take();
          if (event) yield event;
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (name === "data") fields.data.push(value);
        else if (name === "event") fields.event = value;
        else if (name === "id" && !value.includes("\0")) fields.id = value;
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

// -- opening a stream ----------------------------------------------------------------------

/** The headers of a stream request: the tab's credential and person, as api.js sends them. */
function streamHeaders(lastEventId) {
  const h = { Accept: "text/event-stream", "Content-Type": "application/json" };
  if (session.mode !== "local" && session.key) h.Authorization = `Bearer ${session.key}`;
  if (session.userId) h["X-User-Id"] = session.userId;
  if (lastEventId) h["Last-Event-ID"] = lastEventId;
  return h;
}

/** POST /chat/stream: a new turn (`body`), or a resume after `lastEventId` (body `{}`). */
async function openStream(body, lastEventId, signal, retried = false) {
  await ensureAuth();
  let response;
  try {
    response = await fetch(STREAM_PATH, {
      method: "POST",
      headers: streamHeaders(lastEventId),
      body: JSON.stringify(lastEventId ? {} : body),
      signal,
      cache: "no-store",
    });
  } catch (exc) {
    if (signal.aborted) throw exc;
    throw new ApiError(0, { code: "network_error", message: `the service did not answer (${exc.message})` }, "POST", STREAM_PATH);
  }
  if (response.status === 401 && session.mode !== "local" && !retried) {
    const data = await response.json().catch(() => ({}));
    session.key = "";
    await askForKey(`The API key was refused: ${data.message || "unauthorized"}. Enter another one.`);
    return openStream(body, lastEventId, signal, true);
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data, "POST", STREAM_PATH);
  }
  return response;
}

function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
  });
}

/**
 * Follow one turn to its end. `request` starts it ({agent_id, message, session_id?}); or
 * `resumeFrom` (an event id) picks a running turn up after that event. Each event goes to
 * `onEvent` in order; a dropped connection is resumed from the last event seen (`onResume`
 * is told), a few times in a row at most. Resolves with the terminal event (`done`, `error`,
 * `expired`); rejects with an ApiError when the service refuses, or the abort reason when
 * `signal` is aborted (the stop button, another session opened, the page going away).
 */
export async function followTurn({ request = null, resumeFrom = "", signal, onEvent, onResume }) {
  let lastId = resumeFrom;
  let failures = 0;
  for (;;) {
    let response = null;
    try {
      response = await openStream(request, lastId, signal);
    } catch (err) {
      // Refused (4xx/5xx), aborted, or a new turn whose start is unknown: not resumable.
      if (signal.aborted || !lastId || !(err instanceof ApiError) || err.status !== 0) throw err;
    }
    if (response) {
      try {
        for await (const event of readEvents(response.body)) {
          if (event.id) lastId = event.id;
          failures = 0;
          onEvent(event);
          if (TERMINAL.has(event.event)) return event;
        }
      } catch (err) {
        if (signal.aborted) throw signal.reason ?? err;
        // The connection dropped mid-stream: resumed below.
      }
    }
    if (signal.aborted) throw signal.reason;
    if (!lastId) {
      throw new ApiError(0, { code: "stream_lost", message: "the connection dropped before the turn started; send the message again" }, "POST", STREAM_PATH);
    }
    failures += 1;
    if (failures > MAX_RESUMES) {
      throw new ApiError(0, { code: "stream_lost", message: "lost the reply's stream and could not resume it; reload the page to try again" }, "POST", STREAM_PATH);
    }
    if (onResume) onResume(failures, lastId);
    await pause(Math.min(4000, 250 * 2 ** (failures - 1)), signal);
  }
}

// -- what the tab keeps of a running turn --------------------------------------------------

/**
 * The running turn of a session as this tab last saw it (sessionStorage, per session): the
 * last event id, the reply so far and its side events, so that a reload shows them and
 * resumes after that id. Written after every event, removed when the turn ends.
 */
export const progress = {
  load(sessionId) {
    try {
      const raw = sessionStorage.getItem(PROGRESS_PREFIX + sessionId);
      const found = raw ? JSON.parse(raw) : null;
      return found && typeof found.lastId === "string" && found.lastId ? found : null;
    } catch {
      return null;
    }
  },
  save(sessionId, state) {
    try {
      sessionStorage.setItem(PROGRESS_PREFIX + sessionId, JSON.stringify(state));
    } catch {
      // Storage full or refused: a reload then shows the saved history only.
    }
  },
  clear(sessionId) {
    sessionStorage.removeItem(PROGRESS_PREFIX + sessionId);
  },
};
