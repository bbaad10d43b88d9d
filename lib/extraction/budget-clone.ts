/** cloneWithinBudget: a page's copy cut at its text budget, built without copying what the cut would throw away. */
import { textNodeAtBudget } from './text-budget';

interface BudgetedCopy {
  copy: Document;
  /** The copy's last kept text node (where the text budget ran out); null when nothing was cut. */
  lastKept: Text | null;
}

/**
 * The same copy as `doc.cloneNode(true)` followed by `cutAfterText(copy, maxChars)`, without cloning the rest of a
 * long page only to remove it: the cut's ancestors are copied alone, each with its children before the cut copied
 * whole; past the cut nothing is copied inside the body (outside it, as the cut keeps them, everything is).
 */
export function cloneWithinBudget(doc: Document, maxChars: number): BudgetedCopy {
  const body = doc.body;
  const cut = body ? textNodeAtBudget(body, maxChars) : null;
  if (!body || !cut) return { copy: doc.cloneNode(true) as Document, lastKept: null };
  // From the cut text node up to the document itself.
  const path: Node[] = [];
  for (let at: Node | null = cut; at; at = at.parentNode) path.push(at);
  const bodyAt = path.indexOf(body);
  const copy = doc.cloneNode(false) as Document;
  let into: Node = copy;
  for (let i = path.length - 1; i > 0; i -= 1) {
    const parent = path[i]!;
    const next = path[i - 1]!;
    let child = parent.firstChild;
    for (; child && child !== next; child = child.nextSibling) into.appendChild(child.cloneNode(true));
    const nextCopy = next.cloneNode(false);
    into.appendChild(nextCopy);
    // Siblings after the body (or after the html element) stay; after anything inside the body, the cut drops them.
    if (i - 1 >= bodyAt)
      for (child = next.nextSibling; child; child = child.nextSibling)
        into.appendChild(child.cloneNode(true));
    into = nextCopy;
  }
  return { copy, lastKept: into as Text };
}
