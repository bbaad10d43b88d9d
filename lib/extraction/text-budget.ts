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
  let total = 0;
  let node: Node | null = body.firstChild;
  while (node) {
    if (node.nodeType === 3) {
      total += (node as Text).data.length;
      if (total > maxChars) {
        removeFollowing(node, body);
        return node as Text;
      }
    }
    const el = node.nodeType === 1 ? (node as Element) : null;
    if (el && !UNSHOWN.has(el.tagName.toUpperCase()) && el.firstChild) {
      node = el.firstChild;
      continue;
    }
    while (node && node !== body && !node.nextSibling) node = node.parentNode;
    node = node && node !== body ? node.nextSibling : null;
  }
  return null;
}

/** Removes every node after `node` in document order, up to the end of `root`. */
function removeFollowing(node: Node, root: Node): void {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    while (at.nextSibling) at.parentNode!.removeChild(at.nextSibling);
  }
}
