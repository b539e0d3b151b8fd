// The memory switches above the explorer's tabs: the workspace's switch
// (GET/PUT /api/v1/tenants/kv/memory-config) and the person's own (GET/PUT
// /api/v1/memories/settings). Long-term memory is off by default per workspace, and while a
// switch is off nothing is remembered or recalled: the page says so rather than "no memories
// yet", and an admin key (or local mode) can turn the workspace on from here.

import { api, ApiError, banner, confirmDialog, describeError } from "./api.js";

const CONFIG = "/api/v1/tenants/kv/memory-config";
const SETTINGS = "/api/v1/memories/settings";

/**
 * Wire the switches. `query()` gives the memory calls' query (?user_id= on the admin page),
 * `admin` says whether this is the admin page, `onChange()` runs after any switch changed.
 */
export function setupSwitches({ query, admin, onChange }) {
  const els = {
    box: document.getElementById("switches"),
    wsState: document.getElementById("ws-state"),
    wsToggle: document.getElementById("ws-toggle"),
    wsHint: document.getElementById("ws-hint"),
    meLabel: document.getElementById("me-label"),
    meState: document.getElementById("me-state"),
    meToggle: document.getElementById("me-toggle"),
    notice: document.getElementById("memory-off"),
  };
  els.meLabel.textContent = admin ? "该用户的记忆 This person's memory" : "我的记忆 My memory";

  const state = {
    config: null, // what GET memory-config answered
    canManage: false, // the full config came back: the caller is a workspace admin
    personal: null, // {enabled} of the person, or null when unknown
    unavailable: "", // why memory cannot be used at all (503 memory_unavailable), or ""
    wsError: "",
    meError: "",
  };

  async function load() {
    els.box.dataset.state = "loading";
    await Promise.all([loadWorkspace(), loadPersonal({ notify: false })]);
    render();
  }

  async function loadWorkspace() {
    state.wsError = "";
    try {
      state.config = await api("GET", CONFIG);
      // Admin keys get every field, other keys only `enabled` and `write_mode`.
      state.canManage = state.config !== null && "max_items" in state.config;
      state.unavailable = "";
    } catch (err) {
      state.config = null;
      state.canManage = false;
      if (isUnavailable(err)) state.unavailable = describeError(err);
      else state.wsError = describeError(err, "Could not read the workspace memory switch");
    }
  }

  /** The person's switch (again after the admin page picks another user). */
  async function loadPersonal({ notify = true } = {}) {
    state.meError = "";
    try {
      state.personal = await api("GET", SETTINGS, { query: query() });
    } catch (err) {
      state.personal = null;
      if (isUnavailable(err)) state.unavailable = describeError(err);
      else state.meError = describeError(err, "Could not read the personal memory switch");
    }
    if (notify) {
      render();
      onChange();
    }
  }

  function render() {
    const ws = workspaceOn();
    els.box.dataset.workspace = ws === null ? "unknown" : ws ? "on" : "off";
    els.wsState.textContent = state.unavailable
      ? "不可用 unavailable"
      : ws === null ? "未知 unknown" : ws ? "开启 on" : "关闭 off";
    els.wsState.className = badgeClass(ws);
    els.wsToggle.hidden = !state.canManage || ws === null;
    els.wsToggle.textContent = ws ? "关闭 Turn off" : "开启 Turn on";
    els.wsToggle.className = ws ? "" : "primary";
    els.wsHint.textContent = state.wsError || (
      ws === false && !state.canManage && !state.unavailable
        ? "Only a workspace admin key can turn it on. 仅工作区管理员可开启。"
        : ws && state.config ? `写入 write mode: ${state.config.write_mode}` : "");

    const me = personalOn();
    els.box.dataset.personal = me === null ? "unknown" : me ? "on" : "off";
    els.meState.textContent = me === null ? "未知 unknown" : me ? "开启 on" : "关闭 off";
    els.meState.className = badgeClass(me);
    els.meToggle.hidden = me === null;
    els.meToggle.textContent = me ? "关闭 Turn off" : "开启 Turn on";
    if (state.meError) els.meState.title = state.meError; else els.meState.removeAttribute("title");

    const text = notice();
    els.notice.textContent = text;
    els.notice.hidden = !text;
    els.box.dataset.state = "ready";
  }

  function workspaceOn() {
    return state.config ? Boolean(state.config.enabled) : null;
  }

  function personalOn() {
    return state.personal ? Boolean(state.personal.enabled) : null;
  }

  /** Why nothing is remembered, in words for a person, or "" when the switches are on. */
  function notice() {
    if (state.unavailable) {
      return `Long-term memory cannot be used right now: ${state.unavailable}. 长期记忆暂不可用。`;
    }
    if (workspaceOn() === false) {
      return "Long-term memory is off for this workspace: nothing is remembered or recalled, " +
        "and no new memories appear here. " +
        (state.canManage
          ? "Turn it on with the button above. "
          : "A workspace admin can turn it on. ") +
        "此工作区的长期记忆已关闭：不会记住或回忆任何内容。";
    }
    if (workspaceOn() && personalOn() === false) {
      return admin
        ? "This person's memory is switched off: nothing is remembered or recalled for them. 该用户的记忆已关闭。"
        : "Your memory is switched off: nothing is remembered or recalled for you. 你的个人记忆已关闭。";
    }
    return "";
  }

  /** One line for the empty graph (the notice above says the rest), or "". */
  function emptyReason() {
    if (state.unavailable) return "Long-term memory is unavailable right now (see above). 长期记忆暂不可用。";
    if (workspaceOn() === false) {
      return "Nothing is remembered: memory is off for this workspace (switch above). 工作区记忆已关闭。";
    }
    if (workspaceOn() && personalOn() === false) {
      return admin
        ? "Nothing is remembered: this person's memory is switched off. 该用户的记忆已关闭。"
        : "Nothing is remembered: your memory is switched off (switch above). 你的记忆已关闭。";
    }
    return "";
  }

  async function toggleWorkspace() {
    const on = !workspaceOn();
    if (!on) {
      const ok = await confirmDialog({
        title: "Turn workspace memory off? 关闭工作区记忆？",
        message: "Nobody in this workspace will have anything remembered or recalled until it is " +
          "turned on again. Stored memories are kept.",
        confirmLabel: "关闭 Turn off",
      });
      if (!ok) return;
    }
    els.wsToggle.disabled = true;
    try {
      // PUT replaces the whole config (fields left out take their defaults): send it all.
      state.config = await api("PUT", CONFIG, { body: { ...state.config, enabled: on } });
      banner(on ? "Workspace memory is on. 工作区记忆已开启。" : "Workspace memory is off. 工作区记忆已关闭。", "ok");
    } catch (err) {
      banner(describeError(err, "Could not change the workspace memory switch"));
    } finally {
      els.wsToggle.disabled = false;
    }
    render();
    onChange();
  }

  async function togglePersonal() {
    const on = !personalOn();
    if (!on) {
      const ok = await confirmDialog({
        title: "Switch this memory off? 关闭记忆？",
        message: "Nothing will be remembered or recalled for this person until it is switched " +
          "on again. Stored memories are kept and stay visible here.",
        confirmLabel: "关闭 Turn off",
      });
      if (!ok) return;
    }
    els.meToggle.disabled = true;
    try {
      state.personal = await api("PUT", SETTINGS, { query: query(), body: { ...state.personal, enabled: on } });
      banner(on ? "Memory switched on. 记忆已开启。" : "Memory switched off. 记忆已关闭。", "ok");
    } catch (err) {
      banner(describeError(err, "Could not change the memory switch"));
    } finally {
      els.meToggle.disabled = false;
    }
    render();
    onChange();
  }

  els.wsToggle.addEventListener("click", toggleWorkspace);
  els.meToggle.addEventListener("click", togglePersonal);

  return {
    load,
    loadPersonal,
    emptyReason,
    get workspaceOn() { return workspaceOn(); },
    get personalOn() { return personalOn(); },
  };
}

function badgeClass(on) {
  return on === null ? "badge" : `badge ${on ? "switch-on" : "switch-off"}`;
}

function isUnavailable(err) {
  return err instanceof ApiError && err.status === 503 && err.code === "memory_unavailable";
}
