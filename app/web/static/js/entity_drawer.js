// The entity drawer of the memory explorer (memories.js): one entity's fields, its relations
// in and out, saving and deleting it. The page hands in its state and the helpers it shares.

import { api, ApiError, banner, confirmDialog, describeError, formatTime, tag } from "./api.js";
import { nodeData, typeColor } from "./graph.js";

const $ = (id) => document.getElementById(id);

/**
 * The drawer's actions, bound to the page:
 * deps = { state, memQuery, focusEntity, removeEntities, renderCounts, afterSave, smallEdgeLabels }
 * (afterSave: re-render legend, type menu, filter and search after an entity changed).
 */
export function createDrawer(deps) {
  const { state, memQuery, focusEntity, removeEntities, renderCounts, afterSave } = deps;

  let drawerToken = 0;

  async function openDrawer(id) {
    const token = ++drawerToken;
    const cy = state.cy;
    state.drawerId = id;
    cy.elements(".focus").removeClass("focus");
    const node = cy.getElementById(id);
    node.addClass("focus");
    node.connectedEdges().addClass(state.large ? "focus" : "focus labelled");
    const drawer = $("drawer");
    drawer.hidden = false;
    drawer.dataset.entityId = id;
    drawer.dataset.state = "loading";
    const cached = state.entities.get(id);
    if (cached) fillEntity(cached);
    $("rels-out").replaceChildren(tag("li", { class: "empty", text: "Loading…" }));
    $("rels-in").replaceChildren();
    try {
      const [entity, out, inc] = await Promise.all([
        api("GET", `/api/v1/memories/entities/${encodeURIComponent(id)}`, { query: memQuery() }),
        api("GET", "/api/v1/memories/relations", { query: memQuery({ entity_id: id, direction: "outgoing", page_size: 200 }) }),
        api("GET", "/api/v1/memories/relations", { query: memQuery({ entity_id: id, direction: "incoming", page_size: 200 }) }),
      ]);
      if (token !== drawerToken) return;
      state.entities.set(id, entity);
      fillEntity(entity);
      renderRelations("out", out);
      renderRelations("in", inc);
      drawer.dataset.state = "ready";
    } catch (err) {
      if (token !== drawerToken) return;
      drawer.dataset.state = "error";
      if (err instanceof ApiError && err.status === 404) {
        banner(`Entity ${id} no longer exists; it was removed from the view.`, "info");
        removeEntities([id]);
        return;
      }
      banner(describeError(err, "Could not load the entity"));
    }
  }

  function fillEntity(entity) {
    $("drawer-title").textContent = entity.name;
    const typeBadge = $("drawer-type");
    typeBadge.textContent = entity.entity_type;
    typeBadge.style.background = typeColor(entity.entity_type);
    typeBadge.style.color = "#fff";
    $("drawer-id").textContent = entity.id;
    $("drawer-created").textContent = formatTime(entity.created_at);
    $("drawer-updated").textContent = formatTime(entity.updated_at);
    $("entity-name").value = entity.name;
    const select = $("entity-type");
    if (![...select.options].some((o) => o.value === entity.entity_type)) {
      select.append(tag("option", { value: entity.entity_type, text: entity.entity_type }));
    }
    select.value = entity.entity_type;
    $("entity-description").value = entity.description || "";
    $("entity-properties").value = JSON.stringify(entity.properties || {}, null, 2);
    setPropsError("");
    $("entity-save-status").textContent = "";
  }

  function renderRelations(direction, page) {
    const list = $(direction === "out" ? "rels-out" : "rels-in");
    $(direction === "out" ? "out-count" : "in-count").textContent = String(page.total);
    if (!page.items.length) {
      list.replaceChildren(tag("li", { class: "empty", text: direction === "out" ? "No outgoing relations" : "No incoming relations" }));
      return;
    }
    list.replaceChildren(...page.items.map((r) => {
      const otherId = direction === "out" ? r.target_id : r.source_id;
      const other = state.entities.get(otherId);
      const otherBtn = tag("button", { class: "link", text: other ? other.name : otherId, title: otherId, onclick: () => focusEntity(otherId) });
      const parts = direction === "out"
        ? [tag("span", { class: "rtype", text: `${r.relation_type} →` }), tag("span", { class: "other" }, otherBtn)]
        : [tag("span", { class: "other" }, otherBtn), tag("span", { class: "rtype", text: `→ ${r.relation_type}` })];
      const del = tag("button", {
        class: "danger icon", text: "×", title: "Delete this relation", "aria-label": `Delete relation ${r.relation_type}`,
        dataset: { relationId: r.id }, onclick: () => deleteRelation(r),
      });
      return tag("li", { dataset: { relationId: r.id, relationType: r.relation_type } }, [...parts, del]);
    }));
    if (page.total > page.items.length) {
      list.append(tag("li", { class: "empty", text: `… ${page.total - page.items.length} more` }));
    }
  }

  async function deleteRelation(relation) {
    const src = state.entities.get(relation.source_id);
    const dst = state.entities.get(relation.target_id);
    const ok = await confirmDialog({
      title: "Delete this relation? 删除该关系？",
      message: `${src ? src.name : relation.source_id} —${relation.relation_type}→ ${dst ? dst.name : relation.target_id}. The entities stay.`,
    });
    if (!ok) return;
    try {
      await api("DELETE", `/api/v1/memories/relations/${encodeURIComponent(relation.id)}`, { query: memQuery() });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) {
        banner(describeError(err, "Could not delete the relation"));
        return;
      }
    }
    state.relations.delete(relation.id);
    state.cy.getElementById(relation.id).remove();
    renderCounts();
    banner("Relation deleted. 关系已删除。", "ok");
    if (state.drawerId) openDrawer(state.drawerId);
  }

  function setPropsError(message) {
    const area = $("entity-properties");
    $("properties-error").textContent = message;
    if (message) area.setAttribute("aria-invalid", "true");
    else area.removeAttribute("aria-invalid");
  }

  /** The properties textarea as an object, or an error sentence. */
  function parseProperties() {
    const text = $("entity-properties").value.trim();
    if (!text) return { value: {} };
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      return { error: `Invalid JSON — nothing was saved. 无效的 JSON，未保存。\n${err.message}` };
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return { error: 'Properties must be a JSON object, like {"key": "value"}. Nothing was saved.' };
    }
    return { value };
  }

  async function saveEntity(event) {
    event.preventDefault();
    const id = state.drawerId;
    if (!id) return;
    const status = $("entity-save-status");
    status.textContent = "";
    status.className = "okmsg";
    const props = parseProperties();
    if (props.error) {
      setPropsError(props.error);
      $("entity-properties").focus();
      return;
    }
    setPropsError("");
    const name = $("entity-name").value.trim();
    if (!name) {
      $("entity-name").setAttribute("aria-invalid", "true");
      status.className = "error";
      status.textContent = "A name is required. Nothing was saved.";
      return;
    }
    $("entity-name").removeAttribute("aria-invalid");
    const body = {
      name,
      entity_type: $("entity-type").value,
      description: $("entity-description").value,
      properties: props.value,
    };
    const button = $("entity-save");
    button.disabled = true;
    try {
      const entity = await api("PUT", `/api/v1/memories/entities/${encodeURIComponent(id)}`, { query: memQuery(), body });
      state.entities.set(id, entity);
      const node = state.cy.getElementById(id);
      node.data(nodeData(entity));
      fillEntity(entity);
      status.textContent = "Saved ✓ 已保存";
      afterSave();
    } catch (err) {
      status.className = "error";
      status.textContent = describeError(err, "Not saved");
    } finally {
      button.disabled = false;
    }
  }

  async function deleteEntity() {
    const id = state.drawerId;
    const entity = state.entities.get(id);
    if (!id || !entity) return;
    const edges = state.cy.getElementById(id).connectedEdges().length;
    const ok = await confirmDialog({
      title: `Delete “${entity.name}”? 删除实体？`,
      message: `The entity and its ${edges} relation${edges === 1 ? "" : "s"} (incoming and outgoing) will be deleted for good.`,
    });
    if (!ok) return;
    try {
      await api("DELETE", `/api/v1/memories/entities/${encodeURIComponent(id)}`, { query: memQuery() });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) {
        banner(describeError(err, "Could not delete the entity"));
        return;
      }
    }
    removeEntities([id]);
    banner(`Deleted “${entity.name}”. 已删除。`, "ok");
  }

  function closeDrawer() {
    drawerToken++;
    state.drawerId = null;
    $("drawer").hidden = true;
    delete $("drawer").dataset.entityId;
    if (state.cy) {
      state.cy.elements(".focus").removeClass("focus");
      if (state.relations.size > deps.smallEdgeLabels || state.large) state.cy.edges(".labelled").removeClass("labelled");
    }
  }

  return { openDrawer, closeDrawer, saveEntity, deleteEntity, parseProperties, setPropsError };
}
