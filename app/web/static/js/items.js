// The "memory items" tab: list, confirm / reject / edit / delete (pending and active items),
// and export. Uses GET/PATCH/DELETE /api/v1/memories/items[/{id}], POST .../confirm|reject and
// GET /api/v1/memories/export. A server without these endpoints (404) gets a clear message.

import { api, ApiError, banner, confirmDialog, describeError, formatTime, tag } from "./api.js";

export const CATEGORIES = [
  "profile", "preference", "constraint", "fact", "event", "todo", "interest", "hypothesis",
];
const ACTIONABLE = new Set(["pending", "active"]);

export function setupItems({ query, subject }) {
  const els = {
    status: document.getElementById("items-status"),
    category: document.getElementById("items-category"),
    refresh: document.getElementById("items-refresh"),
    exportBtn: document.getElementById("items-export"),
    message: document.getElementById("items-message"),
    table: document.getElementById("items-table"),
    body: document.getElementById("items-body"),
  };
  for (const c of CATEGORIES) els.category.append(tag("option", { value: c, text: c }));
  let items = [];
  let loaded = false;
  let available = true;

  function say(text) {
    els.message.textContent = text;
    els.message.hidden = !text;
  }

  async function load() {
    loaded = true;
    say("Loading…");
    els.table.hidden = true;
    try {
      const data = await api("GET", "/api/v1/memories/items", {
        query: query({ status: els.status.value, category: els.category.value }),
      });
      available = true;
      items = (data && data.items) || [];
    } catch (err) {
      items = [];
      if (err instanceof ApiError && err.status === 404 && err.code === "not_found") {
        available = false;
        say("Memory items are not available on this server: GET /api/v1/memories/items answered " +
            "404 (not_found). The graph tab still works. 此服务暂不支持记忆条目。");
      } else {
        say(describeError(err, "Could not load memory items"));
      }
      els.body.replaceChildren();
      return;
    }
    render();
  }

  function render() {
    els.body.replaceChildren(...items.map(row));
    els.table.hidden = items.length === 0;
    if (items.length === 0) {
      const filtered = els.status.value || els.category.value;
      say(filtered ? "No memory items match these filters." : "No memory items yet. 暂无记忆条目。");
    } else {
      say("");
    }
  }

  function row(item) {
    const tr = tag("tr", { dataset: { id: item.id, status: item.status } });
    const actions = tag("div", { class: "actions" });
    if (item.status === "pending") {
      actions.append(
        tag("button", { class: "primary", text: "确认 Confirm", dataset: { action: "confirm" }, onclick: () => transition(item, "confirm") }),
        tag("button", { text: "拒绝 Reject", dataset: { action: "reject" }, onclick: () => transition(item, "reject") }),
      );
    }
    if (ACTIONABLE.has(item.status)) {
      actions.append(
        tag("button", { text: "编辑 Edit", dataset: { action: "edit" }, onclick: () => edit(item, tr) }),
        tag("button", { class: "danger", text: "删除 Delete", dataset: { action: "delete" }, onclick: () => remove(item) }),
      );
    }
    tr.append(
      tag("td", {}, tag("span", { class: `badge status-${item.status}`, text: item.status })),
      tag("td", { text: item.category }),
      tag("td", { class: "content", text: item.content }),
      tag("td", { class: "num", text: fmt(item.confidence) }),
      tag("td", { class: "num", text: fmt(item.importance) }),
      tag("td", { text: item.created_by || "" }),
      tag("td", { text: item.expires_at ? formatTime(item.expires_at) : "—" }),
      tag("td", { text: formatTime(item.updated_at || item.created_at) }),
      tag("td", {}, actions),
    );
    return tr;
  }

  function replace(updated) {
    items = items.map((i) => (i.id === updated.id ? updated : i));
    render();
  }

  async function transition(item, action) {
    try {
      const updated = await api("POST", `/api/v1/memories/items/${encodeURIComponent(item.id)}/${action}`, { query: query() });
      replace(updated && updated.id ? updated : { ...item, status: action === "confirm" ? "active" : "rejected" });
      banner(action === "confirm" ? "Memory confirmed. 已确认。" : "Memory rejected. 已拒绝。", "ok");
    } catch (err) {
      banner(describeError(err, `Could not ${action} the memory`));
      if (err instanceof ApiError && err.status === 409) load();
    }
  }

  async function remove(item) {
    const ok = await confirmDialog({
      title: "Delete this memory? 删除这条记忆？",
      message: `“${truncate(item.content, 140)}” will be deleted for good.`,
    });
    if (!ok) return;
    try {
      await api("DELETE", `/api/v1/memories/items/${encodeURIComponent(item.id)}`, { query: query() });
      items = items.filter((i) => i.id !== item.id);
      render();
      banner("Memory deleted. 已删除。", "ok");
    } catch (err) {
      banner(describeError(err, "Could not delete the memory"));
    }
  }

  function edit(item, tr) {
    const content = tag("textarea", { rows: 3, name: "content", maxlength: 2000 });
    content.value = item.content;
    const category = tag("select", { name: "category" }, CATEGORIES.map((c) => tag("option", { value: c, text: c })));
    category.value = item.category;
    const expires = tag("input", { type: "datetime-local", name: "expires_at" });
    expires.value = toLocalInput(item.expires_at);
    const error = tag("p", { class: "error", role: "alert" });
    const save = tag("button", { class: "primary", text: "保存 Save", dataset: { action: "save" } });
    const cancel = tag("button", { text: "Cancel", dataset: { action: "cancel" }, onclick: () => render() });
    const form = tag("div", { class: "item-edit" }, [
      content,
      tag("div", { class: "item-edit-row" }, [
        tag("label", { class: "inline muted" }, ["Category ", category]),
        tag("label", { class: "inline muted" }, ["Expires ", expires]),
        tag("button", { class: "link", text: "no expiry", onclick: () => { expires.value = ""; } }),
      ]),
      error,
      tag("div", { class: "actions" }, [save, cancel]),
    ]);
    save.addEventListener("click", async () => {
      const patch = {};
      const text = content.value.trim();
      if (!text) { error.textContent = "Content cannot be empty."; content.setAttribute("aria-invalid", "true"); return; }
      if (text !== item.content) patch.content = text;
      if (category.value !== item.category) patch.category = category.value;
      const newExpiry = expires.value ? new Date(expires.value).toISOString() : null;
      if (toLocalInput(newExpiry) !== toLocalInput(item.expires_at)) patch.expires_at = newExpiry;
      if (Object.keys(patch).length === 0) { render(); return; }
      save.disabled = true;
      try {
        const updated = await api("PATCH", `/api/v1/memories/items/${encodeURIComponent(item.id)}`, { query: query(), body: patch });
        replace(updated);
        banner("Memory saved. 已保存。", "ok");
      } catch (err) {
        error.textContent = describeError(err, "Not saved");
        save.disabled = false;
      }
    });
    tr.replaceChildren(tag("td", { colspan: 9 }, form));
    content.focus();
  }

  async function exportAll() {
    try {
      const response = await api("GET", "/api/v1/memories/export", { query: query(), raw: true });
      const blob = await response.blob();
      const link = tag("a", {
        href: URL.createObjectURL(blob),
        download: `memory-export-${subject() || "me"}-${new Date().toISOString().slice(0, 10)}.json`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      banner("Export downloaded. 已导出。", "ok");
    } catch (err) {
      if (err instanceof ApiError && err.status === 404 && err.code === "not_found") {
        banner("Export is not available on this server (GET /api/v1/memories/export answered 404).");
      } else {
        banner(describeError(err, "Export failed"));
      }
    }
  }

  els.status.addEventListener("change", load);
  els.category.addEventListener("change", load);
  els.refresh.addEventListener("click", load);
  els.exportBtn.addEventListener("click", exportAll);

  return {
    load,
    get loaded() { return loaded; },
    get count() { return items.length; },
    get available() { return available; },
    reset() { loaded = false; items = []; els.body.replaceChildren(); },
  };
}

function fmt(value) {
  return typeof value === "number" ? value.toFixed(2) : "";
}

function truncate(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

/** An ISO time as the value of a datetime-local input (local time, minutes), or "". */
function toLocalInput(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
