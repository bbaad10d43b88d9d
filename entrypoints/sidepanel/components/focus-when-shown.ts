/** Moves focus to the first element matching one of the selectors, in order, once a view has drawn it. */

/** How long a view may take to draw (lazy chunks, live queries) before focus goes to the fallback instead. */
const WAIT_MS = 3000;

/**
 * Focuses, inside `root`, the first match of the first selector that matches (headings get `tabIndex = -1` so they
 * can hold focus); after `WAIT_MS` without a match, `fallback`. Gives up when the user has moved focus meanwhile.
 * Returns a function that stops waiting.
 */
export function focusWhenShown(
  root: () => HTMLElement | null,
  selectors: readonly string[],
  fallback?: () => HTMLElement | null,
): () => void {
  const before = document.activeElement;
  const userMoved = () => document.activeElement !== before && document.activeElement !== document.body;
  const focus = (el: HTMLElement) => {
    if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.tabIndex = -1;
    el.focus();
  };
  const attempt = (): boolean => {
    if (userMoved()) return true;
    const box = root();
    if (!box) return false;
    for (const selector of selectors) {
      const el = box.querySelector<HTMLElement>(selector);
      if (el) {
        focus(el);
        return true;
      }
    }
    return false;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    const el = fallback?.();
    if (el && !userMoved()) focus(el);
  }, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
