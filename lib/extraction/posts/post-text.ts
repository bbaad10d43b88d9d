/** The text of one post's element as lines: `<br>` and line breaks split, block children split, whitespace collapsed. */
import { normalizeWhitespace } from '../paragraph-text';

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
]);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'svg', 'SVG']);

function collect(node: Node, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) out.push((child as Text).data);
    else if (child.nodeType === 1) {
      const el = child as Element;
      const tag = el.tagName.toUpperCase();
      if (SKIP.has(tag) || el.getAttribute('aria-hidden') === 'true') continue;
      if (tag === 'BR') {
        out.push('\n');
        continue;
      }
      const block = BLOCKS.has(tag);
      if (block) out.push('\n');
      collect(el, out);
      if (block) out.push('\n');
    }
  }
}

/** Lines of text in `el` (a post body), in order; empty when it has none. */
export function postParagraphs(el: Element | null | undefined): string[] {
  if (!el) return [];
  const parts: string[] = [];
  collect(el, parts);
  return parts.join('').split(/\n+/).map(normalizeWhitespace).filter(Boolean);
}

/** Whitespace-normalised text content of `el`, or ''. */
export function textOf(el: Element | null | undefined): string {
  return el ? normalizeWhitespace(el.textContent ?? '') : '';
}

/** The elements of `root` matching `selector` that are not inside another match (document order). */
export function outermost(root: ParentNode, selector: string): Element[] {
  const all = Array.from(root.querySelectorAll(selector));
  return all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
}

/** The first direct child of `el` matching `selector`. */
export function childMatching(el: Element, selector: string): Element | null {
  for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
    if (child.matches(selector)) return child;
  }
  return null;
}

/** True when `el` is inside an element matching `selector` that is itself inside `root` (or is `root`'s descendant). */
export function isInside(el: Element, selector: string, root: Element): boolean {
  let node = el.parentElement;
  while (node && node !== root) {
    if (node.matches(selector)) return true;
    node = node.parentElement;
  }
  return false;
}
