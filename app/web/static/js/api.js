// The REST client of the pages: credential handling, errors and the shared page chrome.
//
// The credential is an API key or, for end users, a person token (`artp_…`, minted by a
// backend with POST /api/v1/tokens): both are sent as `Authorization: Bearer`. It is kept in
// sessionStorage (this tab only, gone when it closes). In local mode (/health says
// "auth": "local") nothing is asked for. A 401 drops it and asks again; a 403
// `scope_too_small` is reported as such, in words.

const KEY_STORE = "agentrt.apiKey";
const USER_STORE = "agentrt.userId";

export class ApiError extends Error {
  constructor(status, body, method, path) {
    const message = (body && body.message) || `HTTP ${status}`;
    super(message);
    this.status = status;
    this.code = (body && body.code) || (status === 0 ? "network_error" : "http_error");
    this.details = body ? body.details : undefined;
    this.method = method;
    this.path = path;
  }
}

export const session = {
  mode: null, // "local" | "keys"
  get key() { return sessionStorage.getItem(KEY_STORE) || ""; },
  set key(v) { v ? sessionStorage.setItem(KEY_STORE, v) : sessionStorage.removeItem(KEY_STORE); },
  get userId() { return sessionStorage.getItem(USER_STORE) || ""; },
  set userId(v) { v ? sessionStorage.setItem(USER_STORE, v) : sessionStorage.removeItem(USER_STORE); },
};

let keyPrompt = null; // the pending prompt, shared by concurrent 401s

/** GET /health; remembers whether the service wants keys. */
export async function loadHealth() {
  const response = await fetch("/health", { headers: { Accept: "application/json" } });
  const body = await response.json().catch(() => ({}));
  session.mode = body.auth === "local" ? "local" : "keys";
  return body;
}

/** Resolve once there is a key (or nothing to ask for in local mode). */
export async function ensureAuth() {
  if (session.mode === null) await loadHealth();
  if (session.mode === "local" || session.key) return;
  await askForKey();
}

export function askForKey(reason) {
  if (!keyPrompt) {
    keyPrompt = showKeyDialog(reason).finally(() => { keyPrompt = null; });
  }
  return keyPrompt;
}

function showKeyDialog(reason) {
  const dialog = document.getElementById("auth-dialog");
  const form = dialog.querySelector("form");
  const keyInput = form.elements.namedItem("api_key");
  const userInput = form.elements.namedItem("user_id");
  const why = dialog.querySelector("[data-role=reason]");
  const err = dialog.querySelector("[data-role=error]");
  why.textContent = reason || "This service needs an API key or a person token. It is kept in this tab only (sessionStorage).";
  err.textContent = "";
  keyInput.value = "";
  userInput.value = session.userId;
  return new Promise((resolve) => {
    const onSubmit = (event) => {
      event.preventDefault();
      const key = keyInput.value.trim();
      const user = userInput.value.trim();
      if (!key) { err.textContent = "Enter an API key or a person token."; keyInput.focus(); return; }
      if (user && !/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/.test(user)) {
        err.textContent = "A user id is 1-128 letters, digits or . _ : -";
        userInput.focus();
        return;
      }
      session.key = key;
      session.userId = user;
      form.removeEventListener("submit", onSubmit);
      dialog.close();
      renderWho();
      resolve();
    };
    form.addEventListener("submit", onSubmit);
    if (!dialog.dataset.wired) {
      // No way around the prompt: every call needs the key.
      dialog.addEventListener("cancel", (event) => event.preventDefault());
      dialog.dataset.wired = "1";
    }
    if (!dialog.open) dialog.showModal();
    keyInput.focus();
  });
}

function headers(extra, query) {
  const h = { Accept: "application/json", ...extra };
  if (session.mode !== "local" && session.key) h.Authorization = `Bearer ${session.key}`;
  // A ?user_id= names the person itself (the admin page); X-User-Id would have to agree.
  if (session.userId && !(query && query.user_id)) h["X-User-Id"] = session.userId;
  return h;
}

function url(path, query) {
  const u = new URL(path, location.origin);
  for (const [k, v] of Object.entries(query || {})) {
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v)) v.forEach((item) => u.searchParams.append(k, item));
    else u.searchParams.set(k, String(v));
  }
  return u.pathname + u.search;
}

/**
 * Call the API. Returns the parsed JSON (null for 204), or the raw Response with {raw: true}.
 * Throws ApiError with the service's {code, message, details}.
 */
export async function api(method, path, { query, body, raw = false, retried = false } = {}) {
  await ensureAuth();
  const init = { method, headers: headers(body !== undefined ? { "Content-Type": "application/json" } : {}, query) };
  if (body !== undefined) init.body = JSON.stringify(body);
  let response;
  try {
    response = await fetch(url(path, query), init);
  } catch (exc) {
    throw new ApiError(0, { code: "network_error", message: `the service did not answer (${exc.message})` }, method, path);
  }
  if (response.status === 401 && session.mode !== "local" && !retried) {
    const data = await response.json().catch(() => ({}));
    session.key = "";
    await askForKey(`The API key was refused: ${data.message || "unauthorized"}. Enter another one.`);
    return api(method, path, { query, body, raw, retried: true });
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data, method, path);
  }
  if (raw) return response;
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** A sentence for a person: what went wrong and, for scope errors, what to do. */
export function describeError(err, what) {
  const prefix = what ? `${what}: ` : "";
  if (!(err instanceof ApiError)) return `${prefix}${err && err.message ? err.message : err}`;
  if (err.status === 403 && err.code === "scope_too_small") {
    return `${prefix}your API key's scope is too small for this (${err.message}). ` +
      "Memory management needs a key (or person token) with scope 'full' or 'admin'; changing agents needs an 'admin' key. " +
      "Use “Change key” at the top right.";
  }
  if (err.status === 403 && err.code === "identity_mismatch") {
    return `${prefix}not allowed: ${err.message}. A person token acts for its own person only.`;
  }
  if (err.status === 403) return `${prefix}not allowed (${err.code}): ${err.message}`;
  if (err.status === 0) return `${prefix}${err.message}`;
  if (err.status === 503) return `${prefix}the service is unavailable (${err.code}): ${err.message}`;
  return `${prefix}${err.message} (${err.code}, HTTP ${err.status})`;
}

// -- page chrome --------------------------------------------------------------------------

let bannerTimer = null;

/** Show a message in the page banner. kind: "error" | "info" | "ok". */
export function banner(message, kind = "error", { sticky = kind === "error" } = {}) {
  const el = document.getElementById("banner");
  if (!el) return;
  clearTimeout(bannerTimer);
  if (!message) { el.hidden = true; return; }
  el.className = `banner ${kind === "error" ? "" : kind}`.trim();
  el.dataset.kind = kind;
  el.querySelector("[data-role=text]").textContent = message;
  el.hidden = false;
  if (!sticky) bannerTimer = setTimeout(() => { el.hidden = true; }, 5000);
}

export function renderWho() {
  const el = document.getElementById("who");
  if (!el) return;
  el.replaceChildren();
  if (session.mode === "local") {
    el.append(tag("span", { class: "badge", text: "local mode · 本地模式" }));
  } else if (session.key) {
    const kind = session.key.startsWith("artp_") ? "person token" : "key";
    el.append(tag("span", { class: "badge", text: `${kind} …${session.key.slice(-4)}` }));
  }
  if (session.userId) el.append(tag("span", { text: `user ${session.userId}` }));
  if (session.mode !== "local") {
    const change = tag("button", { class: "link", text: session.key ? "Change key" : "Enter key", id: "change-key" });
    change.addEventListener("click", async () => {
      session.key = "";
      await askForKey("Enter the API key to use in this tab.");
      location.reload();
    });
    el.append(change);
  }
}

export function setupChrome() {
  const close = document.querySelector("#banner .close");
  if (close) close.addEventListener("click", () => banner(""));
  for (const a of document.querySelectorAll(".topbar nav a")) {
    if (a.getAttribute("href") === location.pathname) a.setAttribute("aria-current", "page");
  }
}

/** Ask a yes/no question in the shared confirm dialog. */
export function confirmDialog({ title, message, confirmLabel = "Delete", danger = true }) {
  const dialog = document.getElementById("confirm-dialog");
  dialog.querySelector("[data-role=title]").textContent = title;
  dialog.querySelector("[data-role=message]").textContent = message;
  const ok = dialog.querySelector("[data-role=ok]");
  ok.textContent = confirmLabel;
  ok.className = danger ? "danger solid" : "primary";
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "ok"), { once: true });
    dialog.returnValue = "";
    dialog.showModal();
    dialog.querySelector("[data-role=cancel]").focus();
  });
}

/** document.createElement with attributes, text and children. */
export function tag(name, attrs = {}, children = []) {
  const el = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") el.textContent = v;
    else if (k === "class") el.className = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** Run `fn` over `items` with at most `limit` at a time; results in order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      try { results[i] = { ok: true, value: await fn(items[i], i) }; }
      catch (error) { results[i] = { ok: false, error }; }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function formatTime(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(undefined, { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
}
