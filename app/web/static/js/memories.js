// Memory explorer (issue 7, seed 000 "图谱管理功能"): the memory graph of one person.
//
//   /app/memories  the caller's own memory (X-User-Id of the tab, or the key's own identity)
//   /memories      admin: any user of the workspace, picked by id (sent as ?user_id=)
//
// Data come from the public API only: GET /api/v1/memories/entities and /relations, paged
// (200 a page, 4 requests at a time), so graphs past the /graph endpoint's cap load whole.

import {
  api, ApiError, banner, confirmDialog, describeError, ensureAuth, formatTime,
  loadHealth, pool, renderWho, session, setupChrome, tag,
} from "./api.js";
import {
  createGraph, edgeData, ENTITY_TYPES, LARGE_EDGES, LARGE_NODES, LAYOUTS, nextPaint,
  nodeData, runLayout, TYPE_LABELS, typeColor,
} from "./graph.js";
import { createDrawer } from "./entity_drawer.js";
import { setupItems } from "./items.js";
import { setupSwitches } from "./switches.js";

const ADMIN = location.pathname.replace(/\/+$/, "") === "/memories";
const PAGE_SIZE = 200;
const MAX_ENTITIES = 20_000;
const MAX_RELATIONS = 60_000;
const DEFAULT_LAYOUT = "concentric";
const SMALL_EDGE_LABELS = 120; // show relation types on every edge below this many edges

const state = {
  entities: new Map(),
  relations: new Map(),
  cy: null,
  large: false,
  layout: null,
  types: new Set(ENTITY_TYPES), // the entity types shown
  query: "",
  selectMode: false,
  drawerId: null,
  targetUser: "",
  truncated: false,
};

const metrics = {
  entities: 0,
  relations: 0,
  fetchMs: null,
  buildMs: null,
  firstPaintMs: null,
  readyMs: null,
  layouts: {}, // name -> {computeMs, totalMs} of the last run
};

const $ = (id) => document.getElementById(id);
let items = null;
let switches = null;

// For tests and for poking at the graph from the console.
window.__explorer = {
  get cy() { return state.cy; },
  state,
  metrics,
  reload: () => loadGraph(),
};

// -- scope -------------------------------------------------------------------------------

/** Query parameters of every memory call: adds ?user_id= on the admin page. */
function memQuery(extra = {}) {
  const q = { ...extra };
  if (ADMIN && state.targetUser) q.user_id = state.targetUser;
  return q;
}

function subject() {
  return (ADMIN && state.targetUser) || session.userId || (session.mode === "local" ? "local" : "");
}

// -- loading -----------------------------------------------------------------------------

async function fetchAll(path, max) {
  const get = (page) => api("GET", path, { query: memQuery({ page, page_size: PAGE_SIZE }) });
  const first = await get(1);
  const total = Math.min(first.total, max);
  const pages = Math.ceil(total / PAGE_SIZE);
  const rest = await pool(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2), 4, get);
  const failed = rest.find((r) => !r.ok);
  if (failed) throw failed.error;
  const byId = new Map();
  for (const page of [first, ...rest.map((r) => r.value)]) {
    for (const item of page.items) byId.set(item.id, item);
  }
  return { items: [...byId.values()].slice(0, max), total: first.total };
}

/**
 * Load and draw the graph. `pickTab`: when the graph is empty but the person has memory
 * items, open the items tab (the first thing a new user should see is what exists).
 */
async function loadGraph({ pickTab = false } = {}) {
  setState("loading");
  closeDrawer();
  const t0 = performance.now();
  let entities;
  let relations;
  try {
    [entities, relations] = await Promise.all([
      fetchAll("/api/v1/memories/entities", MAX_ENTITIES),
      fetchAll("/api/v1/memories/relations", MAX_RELATIONS),
    ]);
  } catch (err) {
    showEmpty(describeError(err, "Could not load the memory graph"));
    banner(describeError(err, "Could not load the memory graph"));
    setState("error");
    return;
  }
  metrics.fetchMs = performance.now() - t0;
  state.entities = new Map(entities.items.map((e) => [e.id, e]));
  state.relations = new Map(
    relations.items
      .filter((r) => state.entities.has(r.source_id) && state.entities.has(r.target_id))
      .map((r) => [r.id, r]),
  );
  state.truncated = entities.total > entities.items.length || relations.total > relations.items.length;
  await build();
  if (pickTab) await openTabWithContent();
  metrics.readyMs = performance.now() - t0;
  renderTiming();
  setState("ready");
}

async function build() {
  const t0 = performance.now();
  if (state.cy) state.cy.destroy();
  state.large = state.entities.size > LARGE_NODES || state.relations.size > LARGE_EDGES;
  const elements = [];
  for (const e of state.entities.values()) elements.push({ group: "nodes", data: nodeData(e) });
  for (const r of state.relations.values()) elements.push({ group: "edges", data: edgeData(r) });
  const cy = createGraph($("graph"), elements, { large: state.large });
  state.cy = cy;
  wireGraph(cy);
  if (!state.large && state.relations.size <= SMALL_EDGE_LABELS) cy.edges().addClass("labelled");
  applyFilter({ relayout: false });
  applySearch();
  metrics.entities = state.entities.size;
  metrics.relations = state.relations.size;
  const layout = state.layout || DEFAULT_LAYOUT;
  const timing = await runLayout(cy, layout, state.large);
  metrics.layouts[layout] = timing;
  markLayout(layout);
  metrics.buildMs = performance.now() - t0;
  await nextPaint();
  metrics.firstPaintMs = performance.now() - t0;
  renderLegend();
  renderCounts();
  renderTypeMenu();
  updateZoomLabel();
  renderEmpty();
}

/** The empty graph's message: why it is empty when a memory switch is off. */
function renderEmpty() {
  if (document.body.dataset.state === "error") return; // the load error stays shown
  if (state.entities.size > 0) { showEmpty(""); return; }
  const off = switches ? switches.emptyReason() : "";
  const lines = off ? [off] : [];
  if (ADMIN && !state.targetUser) {
    lines.push("No entities for your own user. Enter a user id at the top to look at someone else's memory.");
  } else if (!off) {
    lines.push("No memories yet. 暂无记忆实体。");
  }
  showEmpty(lines.join("\n\n"));
}

async function openTabWithContent() {
  if (state.entities.size > 0 || !$("panel-items").hidden) return;
  await items.load();
  if (items.count > 0) showTab("items");
}

function setState(value) {
  document.body.dataset.state = value;
}

function showEmpty(text) {
  const el = $("graph-empty");
  el.textContent = text;
  el.hidden = !text;
}

// -- graph events ------------------------------------------------------------------------

function wireGraph(cy) {
  cy.on("tap", "node", (event) => {
    if (state.selectMode) return; // cytoscape toggles the selection itself
    openDrawer(event.target.id());
  });
  cy.on("tap", (event) => {
    if (event.target === cy) hideResults();
  });
  let pending = false;
  cy.on("select unselect", "node", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; renderSelection(); });
  });
  let zoomPending = false;
  cy.on("zoom", () => {
    if (zoomPending) return;
    zoomPending = true;
    requestAnimationFrame(() => { zoomPending = false; updateZoomLabel(); });
  });
  if (!state.large) {
    cy.on("mouseover", "edge", (e) => e.target.addClass("labelled"));
    cy.on("mouseout", "edge", (e) => {
      if (state.relations.size > SMALL_EDGE_LABELS && !e.target.hasClass("focus")) e.target.removeClass("labelled");
    });
  }
}

// -- layouts and zoom --------------------------------------------------------------------

async function setLayout(name) {
  if (!state.cy) return;
  state.layout = name;
  markLayout(name);
  setState("layout");
  const timing = await runLayout(state.cy, name, state.large);
  metrics.layouts[name] = timing;
  renderTiming();
  setState("ready");
}

function markLayout(name) {
  for (const b of document.querySelectorAll("[data-layout]")) {
    b.setAttribute("aria-pressed", String(b.dataset.layout === name));
  }
  document.body.dataset.layout = name;
}

function zoomBy(factor) {
  const cy = state.cy;
  if (!cy) return;
  const level = Math.min(cy.maxZoom(), Math.max(cy.minZoom(), cy.zoom() * factor));
  cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
}

function fitView() {
  const cy = state.cy;
  if (!cy) return;
  const visible = cy.elements().not(".hidden");
  cy.fit(visible.length ? visible : undefined, 30);
}

function updateZoomLabel() {
  if (state.cy) $("stat-zoom").textContent = `zoom ${Math.round(state.cy.zoom() * 100)}%`;
}

// -- filter by type and search -----------------------------------------------------------

function applyFilter({ relayout = true } = {}) {
  const cy = state.cy;
  if (!cy) return;
  cy.batch(() => {
    cy.nodes().forEach((n) => { n.toggleClass("hidden", !state.types.has(n.data("type"))); });
    cy.edges().forEach((e) => {
      e.toggleClass("hidden", e.source().hasClass("hidden") || e.target().hasClass("hidden"));
    });
  });
  renderTypeLabel();
  renderCounts();
  if (relayout) {
    applySearch();
    setLayout(state.layout || DEFAULT_LAYOUT);
  }
}

function searchMatches() {
  const terms = state.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length || !state.cy) return null;
  return state.cy.nodes().filter((n) => !n.hasClass("hidden") && terms.every((t) => n.data("search").includes(t)));
}

function applySearch() {
  const cy = state.cy;
  if (!cy) return;
  const matches = searchMatches();
  cy.batch(() => {
    if (!matches) {
      cy.elements().removeClass("faded match");
      return;
    }
    cy.elements().addClass("faded");
    cy.nodes().removeClass("match");
    matches.removeClass("faded").addClass("match");
    matches.edgesWith(matches).removeClass("faded");
  });
  renderResults(matches);
}

function renderResults(matches) {
  const list = $("search-results");
  const count = $("search-count");
  if (!matches) {
    count.hidden = true;
    hideResults();
    return;
  }
  count.hidden = false;
  count.textContent = `${matches.length} match${matches.length === 1 ? "" : "es"} · 匹配`;
  const shown = matches.slice(0, 30);
  list.replaceChildren(...shown.map((n) => {
    const entity = state.entities.get(n.id());
    return tag("li", { role: "option", dataset: { id: n.id() }, onclick: () => { hideResults(); focusEntity(n.id()); } }, [
      tag("span", { class: "swatch", style: `background:${typeColor(entity.entity_type)}` }),
      " ",
      tag("strong", { text: entity.name }),
      " ",
      tag("span", { class: "badge", text: entity.entity_type }),
      tag("span", { class: "desc", text: entity.description || "" }),
    ]);
  }));
  if (matches.length > shown.length) {
    list.append(tag("li", { class: "muted", text: `… ${matches.length - shown.length} more (Enter fits them all)` }));
  }
  list.hidden = document.activeElement !== $("search") || matches.length === 0;
}

function hideResults() {
  $("search-results").hidden = true;
}

function focusEntity(id) {
  const node = state.cy && state.cy.getElementById(id);
  if (!node || node.empty()) return;
  state.cy.animate({ center: { eles: node }, zoom: Math.max(state.cy.zoom(), 1) }, { duration: 200 });
  openDrawer(id);
}

function renderTypeMenu() {
  const menu = $("type-filter-menu");
  const counts = new Map();
  for (const e of state.entities.values()) counts.set(e.entity_type, (counts.get(e.entity_type) || 0) + 1);
  const types = [...new Set([...ENTITY_TYPES, ...counts.keys()])];
  for (const t of counts.keys()) if (!ENTITY_TYPES.includes(t)) state.types.add(t);
  menu.replaceChildren(
    ...types.map((t) => {
      const box = tag("input", { type: "checkbox", id: `type-${t}`, value: t, checked: state.types.has(t) });
      box.addEventListener("change", () => {
        if (box.checked) state.types.add(t); else state.types.delete(t);
        applyFilter();
      });
      return tag("div", { class: "row" }, [
        tag("label", { for: `type-${t}` }, [
          box,
          tag("span", { class: "swatch", style: `background:${typeColor(t)}` }),
          TYPE_LABELS[t] || t,
        ]),
        tag("span", { class: "count", text: String(counts.get(t) || 0) }),
        tag("button", {
          class: "only", type: "button", text: "only", dataset: { only: t },
          title: `Show only ${t}`,
          onclick: () => { state.types = new Set([t]); syncTypeBoxes(); applyFilter(); },
        }),
      ]);
    }),
    tag("div", { class: "actions" }, [
      tag("button", { type: "button", id: "types-all", text: "全部 All", onclick: () => { state.types = new Set(types); syncTypeBoxes(); applyFilter(); } }),
      tag("button", { type: "button", id: "types-none", text: "清空 None", onclick: () => { state.types = new Set(); syncTypeBoxes(); applyFilter(); } }),
    ]),
  );
  renderTypeLabel();
}

function syncTypeBoxes() {
  for (const box of $("type-filter-menu").querySelectorAll("input[type=checkbox]")) {
    box.checked = state.types.has(box.value);
  }
}

function renderTypeLabel() {
  const all = new Set([...ENTITY_TYPES, ...[...state.entities.values()].map((e) => e.entity_type)]);
  const chosen = [...all].filter((t) => state.types.has(t));
  $("type-filter-label").textContent =
    chosen.length === all.size ? "all" : chosen.length === 1 ? chosen[0] : `${chosen.length} of ${all.size}`;
}

// -- selection and batch delete ----------------------------------------------------------

function setSelectMode(on) {
  const cy = state.cy;
  state.selectMode = on;
  $("select-mode").setAttribute("aria-pressed", String(on));
  $("selectbar").hidden = !on;
  document.body.dataset.selectMode = String(on);
  if (!cy) return;
  if (on) closeDrawer();
  cy.autounselectify(!on);
  cy.boxSelectionEnabled(on);
  cy.userPanningEnabled(!on); // a drag on the background draws the selection box
  if (!on) {
    cy.autounselectify(false);
    cy.nodes(":selected").unselect();
    cy.autounselectify(true);
  }
  renderSelection();
}

function renderSelection() {
  const n = state.cy ? state.cy.nodes(":selected").length : 0;
  $("selected-count").textContent = `${n} selected · 已选 ${n}`;
  $("delete-selected").disabled = n === 0;
}

async function deleteSelected() {
  const cy = state.cy;
  const nodes = cy.nodes(":selected");
  if (!nodes.length) return;
  const edges = nodes.connectedEdges();
  const ok = await confirmDialog({
    title: `Delete ${nodes.length} entit${nodes.length === 1 ? "y" : "ies"}? 删除所选实体？`,
    message: `${nodes.length} entit${nodes.length === 1 ? "y" : "ies"} and the ${edges.length} relation${edges.length === 1 ? "" : "s"} ` +
      "touching them (incoming and outgoing), with their embeddings, will be deleted for good.",
  });
  if (!ok) return;
  const ids = nodes.map((n) => n.id());
  setState("deleting");
  const results = await pool(ids, 6, (id) =>
    api("DELETE", `/api/v1/memories/entities/${encodeURIComponent(id)}`, { query: memQuery() }));
  const gone = [];
  const failed = [];
  results.forEach((r, i) => {
    if (r.ok || (r.error instanceof ApiError && r.error.status === 404)) gone.push(ids[i]);
    else failed.push(r.error);
  });
  removeEntities(gone);
  setState("ready");
  if (failed.length) {
    banner(describeError(failed[0], `${failed.length} of ${ids.length} entities were not deleted`));
  } else {
    banner(`Deleted ${gone.length} entities and their relations. 已删除 ${gone.length} 个实体。`, "ok");
  }
}

function removeEntities(ids) {
  const cy = state.cy;
  const set = new Set(ids);
  cy.batch(() => {
    for (const id of ids) {
      const node = cy.getElementById(id);
      node.connectedEdges().forEach((e) => state.relations.delete(e.id()));
      node.remove();
      state.entities.delete(id);
    }
  });
  if (set.has(state.drawerId)) closeDrawer();
  renderSelection();
  renderCounts();
  renderLegend();
  renderTypeMenu();
  applySearch();
  renderEmpty();
}

// -- drawer ------------------------------------------------------------------------------

// The entity drawer (entity_drawer.js), bound to this page in start().
let drawer = null;
const openDrawer = (id) => drawer.openDrawer(id);
const closeDrawer = () => drawer.closeDrawer();

// -- status ------------------------------------------------------------------------------

function renderCounts() {
  if (!state.cy) return;
  const shownNodes = state.cy.nodes().not(".hidden").length;
  const shownEdges = state.cy.edges().not(".hidden").length;
  const who = subject();
  let text = `${state.entities.size} entities · ${state.relations.size} relations`;
  if (shownNodes !== state.entities.size) text += ` (showing ${shownNodes} entities / ${shownEdges} relations)`;
  if (state.truncated) text += " · only the newest are loaded";
  if (who) text += ` · user ${who}`;
  $("stat-counts").textContent = text;
}

function renderTiming() {
  const parts = [];
  if (metrics.fetchMs !== null) parts.push(`loaded ${Math.round(metrics.fetchMs)} ms`);
  if (metrics.firstPaintMs !== null) parts.push(`drawn ${Math.round(metrics.firstPaintMs)} ms`);
  const current = metrics.layouts[state.layout || DEFAULT_LAYOUT];
  if (current) parts.push(`${LAYOUTS[state.layout || DEFAULT_LAYOUT]} layout ${Math.round(current.computeMs)} ms`);
  if (state.large) parts.push("large-graph mode");
  $("stat-timing").textContent = parts.join(" · ");
}

function renderLegend() {
  const present = new Set([...state.entities.values()].map((e) => e.entity_type));
  $("legend").replaceChildren(...[...present].sort().map((t) =>
    tag("span", {}, [tag("span", { class: "swatch", style: `background:${typeColor(t)}` }), t])));
  $("legend").hidden = present.size === 0;
}

// -- tabs --------------------------------------------------------------------------------

function showTab(which) {
  for (const name of ["graph", "items"]) {
    const on = name === which;
    $(`tab-${name}`).setAttribute("aria-selected", String(on));
    $(`panel-${name}`).hidden = !on;
  }
  if (which === "items" && !items.loaded) items.load();
  if (which === "graph" && state.cy) state.cy.resize();
}

// -- start -------------------------------------------------------------------------------

function wireToolbar() {
  for (const b of document.querySelectorAll("[data-layout]")) {
    b.addEventListener("click", () => setLayout(b.dataset.layout));
  }
  $("zoom-in").addEventListener("click", () => zoomBy(1.25));
  $("zoom-out").addEventListener("click", () => zoomBy(1 / 1.25));
  $("zoom-fit").addEventListener("click", fitView);
  $("reload").addEventListener("click", () => loadGraph());
  $("select-mode").addEventListener("click", () => setSelectMode(!state.selectMode));
  $("select-visible").addEventListener("click", () => {
    const cy = state.cy;
    cy.autounselectify(false);
    cy.nodes().not(".hidden").select();
  });
  $("select-clear").addEventListener("click", () => state.cy.nodes(":selected").unselect());
  $("delete-selected").addEventListener("click", deleteSelected);

  const search = $("search");
  let timer = null;
  search.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => { state.query = search.value; applySearch(); }, 120);
  });
  search.addEventListener("focus", () => { if (state.query) applySearch(); });
  search.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      clearTimeout(timer);
      state.query = search.value;
      applySearch();
      const matches = searchMatches();
      if (matches && matches.length) state.cy.fit(matches, 60);
      if (matches && matches.length === 1) { hideResults(); openDrawer(matches[0].id()); }
    } else if (event.key === "Escape") {
      search.value = "";
      state.query = "";
      applySearch();
    }
  });
  search.addEventListener("blur", () => setTimeout(hideResults, 150));

  const filterBtn = $("type-filter-button");
  const menu = $("type-filter-menu");
  filterBtn.addEventListener("click", (event) => {
    event.stopPropagation();
    menu.hidden = !menu.hidden;
    filterBtn.setAttribute("aria-expanded", String(!menu.hidden));
  });
  document.addEventListener("click", (event) => {
    if (!menu.hidden && !menu.contains(event.target) && event.target !== filterBtn) {
      menu.hidden = true;
      filterBtn.setAttribute("aria-expanded", "false");
    }
  });

  $("drawer-close").addEventListener("click", closeDrawer);
  $("entity-form").addEventListener("submit", drawer.saveEntity);
  $("entity-properties").addEventListener("input", () => {
    const parsed = drawer.parseProperties();
    drawer.setPropsError(parsed.error || "");
  });
  $("entity-delete").addEventListener("click", drawer.deleteEntity);
  const typeSelect = $("entity-type");
  for (const t of ENTITY_TYPES) typeSelect.append(tag("option", { value: t, text: TYPE_LABELS[t] }));

  $("tab-graph").addEventListener("click", () => showTab("graph"));
  $("tab-items").addEventListener("click", () => showTab("items"));

  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !document.querySelector("dialog[open]")) {
      if (state.selectMode) setSelectMode(false);
      else closeDrawer();
    }
  });
}

function wireUserPicker() {
  const form = $("userpick");
  form.hidden = false;
  const input = $("user-id");
  const fromUrl = new URLSearchParams(location.search).get("user") || "";
  input.value = fromUrl;
  state.targetUser = fromUrl;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const value = input.value.trim();
    if (value && !/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/.test(value)) {
      banner("A user id is 1-128 letters, digits or . _ : - (starting with a letter or digit).");
      input.setAttribute("aria-invalid", "true");
      return;
    }
    input.removeAttribute("aria-invalid");
    state.targetUser = value;
    const u = new URL(location.href);
    if (value) u.searchParams.set("user", value); else u.searchParams.delete("user");
    history.replaceState(null, "", u);
    items.reset();
    if (!$("panel-items").hidden) items.load();
    switches.loadPersonal();
    loadGraph({ pickTab: true });
  });
}

async function start() {
  setupChrome();
  document.body.dataset.page = ADMIN ? "admin-memories" : "my-memories";
  try {
    await loadHealth();
  } catch (err) {
    banner(`The service did not answer /health (${err.message}).`);
  }
  renderWho();
  items = setupItems({ query: memQuery, subject });
  switches = setupSwitches({ query: memQuery, admin: ADMIN, onChange: renderEmpty });
  drawer = createDrawer({
    state, memQuery, focusEntity, removeEntities, renderCounts,
    smallEdgeLabels: SMALL_EDGE_LABELS,
    afterSave: () => {
      renderLegend();
      renderTypeMenu();
      applyFilter({ relayout: false });
      applySearch();
    },
  });
  wireToolbar();
  if (ADMIN) wireUserPicker();
  await ensureAuth();
  renderWho();
  await switches.load();
  await loadGraph({ pickTab: true });
}

start().catch((err) => {
  banner(describeError(err, "The explorer failed to start"));
  setState("error");
});
