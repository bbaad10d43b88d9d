/** Text budget: cuts a page's copy after its first N characters of text, so Readability never reads what is cut anyway. */

/** Elements whose text is never shown (not counted toward the budget, and removed only past the cut). */
const UNSHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/**
 * Removes from `doc` (a copy) everything after the text node where its shown text passes `maxChars` characters,
 * and answers that last kept text node; null when the page has no more text than that (nothing removed). The
 * copy stays a prefix of the original in document order (what hidden-text's parallel walk relies on).
 */
export function cutAfterText(doc: Document, maxChars: number): Text | null {
  const body = doc.body;
  if (!body) return null;
  const last = textNodeAtBudget(body, maxChars);
  if (last) removeFollowing(last, body);
  return last;
}

/**
 * The text node of `root` where its shown text (not that of scripts, styles, noscript, templates) passes `maxChars`
 * characters, in document order; null when it has no more text than that. Walks only up to that node.
 */
export function textNodeAtBudget(root: Node, maxChars: number): Text | null {
  let total = 0;
  let node: Node | null = root.firstChild;
  while (node) {
    if (node.nodeType === 3) {
      total += (node as Text).data.length;
      if (total > maxChars) return node as Text;
    }
    const el = node.nodeType === 1 ? (node as Element) : null;
    if (el && !UNSHOWN.has(el.tagName.toUpperCase()) && el.firstChild) {
      node = el.firstChild;
      continue;
    }
    while (node && node !== root && !node.nextSibling) node = node.parentNode;
    node = node && node !== root ? node.nextSibling : null;
  }
  return null;
}

/** Removes every node after `node` in document order, up to the end of `root`. */
function removeFollowing(node: Node, root: Node): void {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    while (at.nextSibling) at.parentNode!.removeChild(at.nextSibling);
  }
}
