// Cytoscape set-up of the memory explorer: styles, layouts and the performance switches that
// keep 2,000 entities / 5,000 relations usable. cytoscape.min.js (vendored, see
// /static/vendor/README.md) is loaded by a classic <script> before this module: window.cytoscape.

export const ENTITY_TYPES = [
  "person", "organization", "project", "product", "location",
  "event", "concept", "preference", "skill", "document",
];

export const TYPE_LABELS = {
  person: "人物 person",
  organization: "组织 organization",
  project: "项目 project",
  product: "产品 product",
  location: "地点 location",
  event: "事件 event",
  concept: "概念 concept",
  preference: "偏好 preference",
  skill: "技能 skill",
  document: "文档 document",
};

export const TYPE_COLORS = {
  person: "#2563eb",
  organization: "#7c3aed",
  project: "#059669",
  product: "#d97706",
  location: "#0891b2",
  event: "#db2777",
  concept: "#64748b",
  preference: "#ea580c",
  skill: "#65a30d",
  document: "#a16207",
};
const OTHER_COLOR = "#9ca3af";

export function typeColor(type) {
  return TYPE_COLORS[type] || OTHER_COLOR;
}

// Above these sizes the explorer switches to the cheap rendering paths.
export const LARGE_NODES = 600;
export const LARGE_EDGES = 1500;

const MAX_FIT_ZOOM = 1.4;
const LARGE_CELL = 60; // model px per entity in the large grid (labels are max 56 px wide)

export const LAYOUTS = {
  grid: "网格 Grid",
  breadthfirst: "层次 Hierarchical",
  concentric: "径向 Radial",
};

function styles(large) {
  return [
    {
      selector: "node",
      style: {
        "background-color": "data(color)",
        label: "data(label)",
        width: large ? 14 : 26,
        height: large ? 14 : 26,
        "font-size": large ? 9 : 11,
        color: "#1f2937",
        "text-valign": "bottom",
        "text-halign": "center",
        "text-margin-y": 3,
        "text-max-width": large ? "56px" : "120px",
        "text-wrap": "ellipsis",
        "text-background-color": "#ffffff",
        "text-background-opacity": large ? 0 : 0.75,
        "text-background-padding": "1px",
        // Labels disappear when too small to read: the single biggest win when zoomed out.
        "min-zoomed-font-size": large ? 9 : 6,
        "border-width": 0,
        "border-color": "#111827",
        "overlay-padding": 4,
      },
    },
    {
      selector: "edge",
      style: large
        ? {
            // Haystack edges are straight lines without arrows: by far the cheapest to draw.
            "curve-style": "haystack",
            "haystack-radius": 0,
            width: 0.6,
            "line-color": "#c4c9d2",
            opacity: 0.7,
          }
        : {
            "curve-style": "bezier",
            width: 1.3,
            "line-color": "#aab2bf",
            "target-arrow-color": "#aab2bf",
            "target-arrow-shape": "triangle",
            "arrow-scale": 0.8,
          },
    },
    {
      selector: "edge.labelled",
      style: {
        label: "data(type)",
        "font-size": 9,
        color: "#6d28d9",
        "text-rotation": "autorotate",
        "text-background-color": "#ffffff",
        "text-background-opacity": 0.85,
        "min-zoomed-font-size": 7,
      },
    },
    { selector: "node.match", style: { "border-width": 3, "border-color": "#f59e0b" } },
    { selector: ".faded", style: { opacity: 0.12 } },
    { selector: "node.focus", style: { "border-width": 4, "border-color": "#111827" } },
    {
      selector: "edge.focus",
      style: { "line-color": "#6d28d9", "target-arrow-color": "#6d28d9", width: 2, opacity: 1 },
    },
    { selector: "node:selected", style: { "border-width": 3, "border-color": "#dc2626", "background-blacken": 0.2 } },
    { selector: ".hidden", style: { display: "none" } },
  ];
}

/** A new cytoscape instance in `container` for `elements`. */
export function createGraph(container, elements, { large }) {
  return window.cytoscape({
    container,
    elements,
    style: styles(large),
    layout: { name: "preset" },
    minZoom: 0.02,
    maxZoom: 4,
    boxSelectionEnabled: false,
    selectionType: "additive",
    autounselectify: true,
    // Performance: during pan/zoom draw a texture of the last frame and skip the edges.
    textureOnViewport: large,
    hideEdgesOnViewport: large,
    hideLabelsOnViewport: large,
    motionBlur: false,
    pixelRatio: large ? 1 : "auto",
  });
}

/** The cytoscape layout options for a layout name, over the elements it will move. */
export function layoutOptions(name, eles, large) {
  const common = { animate: false, fit: true, padding: 30, nodeDimensionsIncludeLabels: false };
  const nodes = eles.nodes();
  const typeRank = (n) => {
    const i = ENTITY_TYPES.indexOf(n.data("type"));
    return i < 0 ? ENTITY_TYPES.length : i;
  };
  if (name === "grid") {
    const grid = {
      ...common,
      name: "grid",
      // Entities of a type stay together, alphabetical inside.
      sort: (a, b) => typeRank(a) - typeRank(b) || String(a.data("label")).localeCompare(String(b.data("label"))),
    };
    if (!large) {
      // Small graphs spread over the view, room left for the labels.
      return { ...grid, avoidOverlap: true, avoidOverlapPadding: 24, condense: false, nodeDimensionsIncludeLabels: true };
    }
    // Large: a fixed cell per entity (no overlap checks to run), wider than tall like a screen.
    const cols = Math.max(1, Math.ceil(Math.sqrt(nodes.length * 1.6)));
    const rows = Math.max(1, Math.ceil(nodes.length / cols));
    return {
      ...grid, avoidOverlap: false, condense: false, cols, rows,
      boundingBox: { x1: 0, y1: 0, w: cols * LARGE_CELL, h: rows * LARGE_CELL },
    };
  }
  if (name === "breadthfirst") {
    return {
      ...common,
      name: "breadthfirst",
      directed: true,
      // Roots: entities nothing points at (cycles and islands are placed by cytoscape).
      roots: nodes.roots().length ? nodes.roots() : undefined,
      spacingFactor: large ? 1 : 1.25,
      avoidOverlap: true,
    };
  }
  if (name === "concentric") {
    const maxDegree = nodes.length ? nodes.maxDegree(false) : 1;
    return {
      ...common,
      name: "concentric",
      // The most connected entities in the middle. Large graphs: rings by log2(degree), so
      // the many sparsely connected entities share a few outer rings and hubs sit inside.
      concentric: large ? (n) => Math.log2(n.degree(false) + 1) : (n) => n.degree(false),
      levelWidth: large ? () => 0.5 : () => Math.max(1, maxDegree / 4),
      minNodeSpacing: large ? 16 : 44,
      avoidOverlap: true,
      startAngle: (3 / 2) * Math.PI,
    };
  }
  throw new Error(`unknown layout ${name}`);
}

/** Resolves after the browser has painted a frame (two rAFs: the one scheduled, then paint). */
export function nextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Run a layout on the visible elements; returns its duration in ms (layout + next paint). */
export async function runLayout(cy, name, large) {
  const eles = cy.elements().not(".hidden");
  const t0 = performance.now();
  const options = layoutOptions(name, eles, large);
  const fold = name === "breadthfirst" && large;
  if (fold) options.fit = false;
  const layout = eles.layout(options);
  const stopped = new Promise((resolve) => layout.one("layoutstop", resolve));
  layout.run();
  await stopped;
  if (fold) {
    foldRows(eles.nodes(), Math.ceil(Math.sqrt(eles.nodes().length * 1.6)));
    cy.fit(eles, 30);
  }
  // A handful of entities would be fitted to a silly zoom: cap it, keep them centred.
  if (cy.zoom() > MAX_FIT_ZOOM) {
    cy.zoom(MAX_FIT_ZOOM);
    cy.center(eles);
  }
  const computed = performance.now() - t0;
  await nextPaint();
  return { computeMs: computed, totalMs: performance.now() - t0 };
}

/**
 * Wrap the depth rows of a large hierarchical layout into bands at most `perRow` wide, so a
 * level of 700 entities is a readable block instead of a line 40,000 px long. Keeps the order
 * breadthfirst chose inside each level; one pass over the nodes.
 */
function foldRows(nodes, perRow) {
  const rows = new Map();
  nodes.forEach((n) => {
    const key = Math.round(n.position("y"));
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(n);
  });
  const positions = new Map();
  let top = 0;
  for (const key of [...rows.keys()].sort((a, b) => a - b)) {
    const row = rows.get(key).sort((a, b) => a.position("x") - b.position("x"));
    row.forEach((n, i) => {
      const line = Math.floor(i / perRow);
      const inLine = Math.min(perRow, row.length - line * perRow);
      positions.set(n.id(), { x: ((i % perRow) - (inLine - 1) / 2) * LARGE_CELL, y: top + line * LARGE_CELL });
    });
    top += Math.ceil(row.length / perRow) * LARGE_CELL + 3 * LARGE_CELL;
  }
  nodes.positions((n) => positions.get(n.id()));
}

export function nodeData(entity) {
  return {
    id: entity.id,
    label: entity.name,
    type: entity.entity_type,
    color: typeColor(entity.entity_type),
    search: `${entity.name}\n${entity.description || ""}`.toLowerCase(),
  };
}

export function edgeData(relation) {
  return {
    id: relation.id,
    source: relation.source_id,
    target: relation.target_id,
    type: relation.relation_type,
  };
}
