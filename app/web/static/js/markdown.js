// A small, safe Markdown renderer for chat messages (issue 18).
//
// It builds DOM nodes with createElement and text nodes only: nothing a model or a person
// wrote ever reaches innerHTML, so `<script>` or `<img onerror>` in a message show as text.
// What it knows: paragraphs and line breaks, `code`, fenced code blocks, headings, **bold**,
// *italic*, bullet and numbered lists, [links](url) and bare URLs. A link becomes an <a> only
// when its URL is http(s); any other scheme (javascript:, data:, ...) stays plain text.

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w.+#-]*)[^`]*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BLANK = /^\s*$/;
// Inline pieces, earliest match wins: an escaped character, a code span, a link, a bare
// http(s) URL, **bold**, *italic*.
const INLINE = new RegExp(
  [
    String.raw`\\([\\\x60*_\[\]()#+\-.!>~|])`,
    String.raw`(\x60+)([^\x60]|[\s\S]*?[^\x60])\2(?!\x60)`,
    String.raw`\[([^\]\n]+)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)\s*\)`, // one level of (parens)
    String.raw`\b(https?:\/\/[^\s<>()\x60]*[^\s<>()\x60.,;:!?'"*_])`,
    String.raw`\*\*(?=\S)([\s\S]*?\S)\*\*`,
    String.raw`\*(?=[^\s*])([^*\n]*?[^\s*])\*(?!\*)`,
  ].join("|"),
  "g",
);

/** A link's URL when it is absolute http(s), else null. */
export function safeHref(raw) {
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    return null;
  }
  return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
}

function link(href, text) {
  const a = document.createElement("a");
  a.href = href;
  a.rel = "noopener noreferrer";
  a.target = "_blank";
  a.textContent = text;
  return a;
}

/** Append the inline Markdown of `text` to `parent`; `inLink`: no nested links. */
function appendInline(parent, text, inLink = false) {
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) parent.append(text.slice(last, m.index));
    last = m.index + m[0].length;
    const [whole, escaped, , code, label, target, bare, bold, italic] = m;
    if (escaped !== undefined) {
      parent.append(escaped);
    } else if (code !== undefined) {
      const el = document.createElement("code");
      // A code span's content is trimmed by one space on each side when both have one.
      el.textContent = /^ .* $/s.test(code) && code.trim() ? code.slice(1, -1) : code;
      parent.append(el);
    } else if (label !== undefined) {
      const href = inLink ? null : safeHref(target);
      if (href) {
        const a = link(href, "");
        appendInline(a, label, true);
        parent.append(a);
      } else {
        parent.append(whole); // not http(s): shown as written
      }
    } else if (bare !== undefined) {
      const href = inLink ? null : safeHref(bare);
      parent.append(href ? link(href, bare) : bare);
    } else if (bold !== undefined) {
      const el = document.createElement("strong");
      appendInline(el, bold, inLink);
      parent.append(el);
    } else if (italic !== undefined) {
      const el = document.createElement("em");
      appendInline(el, italic, inLink);
      parent.append(el);
    }
  }
  if (last < text.length) parent.append(text.slice(last));
}

/** Lines joined with <br>, each line's inline Markdown rendered. */
function appendLines(parent, lines) {
  lines.forEach((line, i) => {
    if (i > 0) parent.append(document.createElement("br"));
    appendInline(parent, line.trim());
  });
}

function listItem(list, first) {
  const li = document.createElement("li");
  list.element.append(li);
  list.item = { li, lines: [first] };
}

function flushItem(list) {
  if (list && list.item) appendLines(list.item.li, list.item.lines);
}

/**
 * The Markdown of `source` as a DocumentFragment of paragraphs, lists, headings and code
 * blocks. Safe for any input: only elements and text nodes are created.
 */
export function renderMarkdown(source) {
  const out = document.createDocumentFragment();
  const lines = String(source ?? "").replace(/\r\n?/g, "\n").split("\n");
  let paragraph = null; // lines of the open paragraph
  let list = null; // {kind, element, item}

  const closeParagraph = () => {
    if (!paragraph) return;
    const p = document.createElement("p");
    appendLines(p, paragraph);
    out.append(p);
    paragraph = null;
  };
  const closeList = () => {
    flushItem(list);
    list = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      closeParagraph();
      closeList();
      const marker = fence[1];
      const body = [];
      let j = i + 1;
      const closing = new RegExp(`^ {0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}\\s*$`);
      while (j < lines.length && !closing.test(lines[j])) body.push(lines[j++]);
      const pre = document.createElement("pre");
      const code = document.createElement("code");
      if (fence[2]) code.dataset.lang = fence[2];
      code.textContent = body.join("\n");
      pre.append(code);
      out.append(pre);
      i = j; // past the closing fence (or the end: an unclosed block runs to the end)
      continue;
    }
    if (BLANK.test(line)) {
      closeParagraph();
      // A blank line inside a list ends it unless the next line goes on with an item.
      const next = lines[i + 1] || "";
      if (list && !(list.kind === "ul" ? BULLET : ORDERED).test(next)) closeList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      closeList();
      const el = document.createElement(`h${Math.min(6, heading[1].length + 2)}`);
      appendInline(el, heading[2]);
      out.append(el);
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = bullet ? null : ORDERED.exec(line);
    if (bullet || ordered) {
      closeParagraph();
      const kind = bullet ? "ul" : "ol";
      if (!list || list.kind !== kind) {
        closeList();
        const element = document.createElement(kind);
        if (ordered && ordered[1] !== "1") element.start = Number(ordered[1]);
        out.append(element);
        list = { kind, element, item: null };
      }
      flushItem(list);
      listItem(list, bullet ? bullet[1] : ordered[2]);
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      list.item.lines.push(line); // an indented line goes on with the item
      continue;
    }
    closeList();
    (paragraph ||= []).push(line);
  }
  closeParagraph();
  closeList();
  return out;
}

/** Replace `element`'s content with the rendered Markdown of `source`. */
export function renderInto(element, source) {
  element.replaceChildren(renderMarkdown(source));
}
