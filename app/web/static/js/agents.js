// Agent settings (issue 7, seed 003 "在 UI 中开启 / 关闭"): per agent, the enable_memory switch,
// the memory_type dropdown, the long-term memory switch (on / off / inherit) and max recall.
// Saving is a JSON merge patch: PATCH /api/v1/agents/{id}; validation errors are shown as the
// service words them.

import {
  api, banner, describeError, ensureAuth, loadHealth, renderWho, setupChrome,
} from "./api.js";

const $ = (id) => document.getElementById(id);
let agents = [];

function longTerm(agent) {
  const config = (agent.memory_config && agent.memory_config.long_term) || {};
  return {
    enabled: config.enabled === true ? "on" : config.enabled === false ? "off" : "inherit",
    max: config.max_memories ?? 10,
  };
}

function render() {
  const host = $("agents");
  host.replaceChildren(...agents.map(card));
  $("agents-empty").hidden = agents.length > 0;
  $("agents-count").textContent = `${agents.length} agent${agents.length === 1 ? "" : "s"}`;
}

function card(agent) {
  const form = $("agent-template").content.firstElementChild.cloneNode(true);
  form.dataset.agentId = agent.id;
  fill(form, agent);
  const enable = form.elements.namedItem("enable_memory");
  enable.addEventListener("change", () => labelSwitch(form));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    save(form);
  });
  return form;
}

function fill(form, agent) {
  const field = (name) => form.querySelector(`[data-field=${name}]`);
  field("name").textContent = agent.name;
  field("id").textContent = agent.id;
  field("kind").textContent = agent.kind;
  form.elements.namedItem("enable_memory").checked = agent.enable_memory;
  form.elements.namedItem("memory_type").value = agent.memory_type;
  const lt = longTerm(agent);
  form.elements.namedItem("long_term_enabled").value = lt.enabled;
  form.elements.namedItem("max_memories").value = String(lt.max);
  labelSwitch(form);
}

function labelSwitch(form) {
  const on = form.elements.namedItem("enable_memory").checked;
  form.querySelector("[data-field=enable_label]").textContent = on ? "开 on" : "关 off";
}

function message(form, text, kind) {
  const el = form.querySelector("[data-field=message]");
  el.className = `msg ${kind === "error" ? "error" : "okmsg"}`;
  el.dataset.kind = kind;
  el.textContent = text;
}

async function save(form) {
  const id = form.dataset.agentId;
  const maxInput = form.elements.namedItem("max_memories");
  const raw = maxInput.value.trim();
  if (raw === "" || Number.isNaN(Number(raw))) {
    maxInput.setAttribute("aria-invalid", "true");
    message(form, "Max recall must be a number from 1 to 50. Nothing was saved.", "error");
    return;
  }
  maxInput.removeAttribute("aria-invalid");
  const enabled = form.elements.namedItem("long_term_enabled").value;
  const patch = {
    enable_memory: form.elements.namedItem("enable_memory").checked,
    memory_type: form.elements.namedItem("memory_type").value,
    memory_config: {
      long_term: {
        // null removes the key in a merge patch: the agent inherits the workspace setting.
        enabled: enabled === "on" ? true : enabled === "off" ? false : null,
        max_memories: Number(raw),
      },
    },
  };
  const button = form.querySelector("[data-action=save]");
  button.disabled = true;
  message(form, "Saving…", "ok");
  try {
    const updated = await api("PATCH", `/api/v1/agents/${encodeURIComponent(id)}`, { body: patch });
    agents = agents.map((a) => (a.id === id ? updated : a));
    fill(form, updated);
    message(form, `Saved ✓ 已保存 (${new Date(updated.updated_at).toLocaleTimeString()})`, "ok");
  } catch (err) {
    let text = describeError(err, "Not saved");
    if (Array.isArray(err.details) && err.details.length) {
      const lines = err.details.slice(0, 4).map((d) => {
        const where = (d.loc || []).filter((p) => p !== "body").join(".");
        return `• ${where ? `${where}: ` : ""}${d.msg}`;
      });
      text += `\n${lines.join("\n")}`;
    }
    if (err.status === 422) maxInput.setAttribute("aria-invalid", String(/max_memories/.test(text)));
    message(form, text, "error");
  } finally {
    button.disabled = false;
  }
}

async function load() {
  document.body.dataset.state = "loading";
  try {
    const data = await api("GET", "/api/v1/agents");
    agents = data.agents || [];
    render();
    document.body.dataset.state = "ready";
  } catch (err) {
    banner(describeError(err, "Could not list the agents"));
    document.body.dataset.state = "error";
  }
}

async function start() {
  setupChrome();
  try {
    await loadHealth();
  } catch (err) {
    banner(`The service did not answer /health (${err.message}).`);
  }
  renderWho();
  $("agents-reload").addEventListener("click", load);
  await ensureAuth();
  renderWho();
  await load();
}

start().catch((err) => {
  banner(describeError(err, "The page failed to start"));
  document.body.dataset.state = "error";
});
