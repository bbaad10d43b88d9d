/** Hidden text: removes elements a reader cannot see (a classic prompt-injection hiding place) from a cloned DOM. */

/** Elements that never render text. */
const NEVER_RENDERED = new Set(['TEMPLATE', 'NOSCRIPT']);
/** Elements whose visibility is irrelevant (not text) or that must stay (head content). */
const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TITLE', 'BR', 'HEAD']);

/** Lower-cased inline style declarations, `!important` stripped. */
function inlineStyle(el: Element): Map<string, string> {
  const style = new Map<string, string>();
  const raw = el.getAttribute('style');
  if (!raw) return style;
  for (const decl of raw.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const prop = decl.slice(0, colon).trim().toLowerCase();
    const value = decl
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim()
      .toLowerCase();
    if (prop) style.set(prop, value);
  }
  return style;
}

/** `0`, `0px`, `0em`, `0%` … */
function isZero(value: string | undefined): boolean {
  return value !== undefined && /^[-+]?0*\.?0*(px|em|rem|%|pt|vw|vh)?$/.test(value) && /0/.test(value);
}

/** A length far enough negative to push content off the screen (-9999px, -100vw, -50em). */
function isFarNegative(value: string | undefined): boolean {
  if (!value) return false;
  const m = /^(-\d+(?:\.\d+)?)(px|em|rem|%|vw|vh|pt)?$/.exec(value.replace(/\s+/g, ''));
  if (!m?.[1]) return false;
  const n = Number(m[1]);
  const unit = m[2] ?? 'px';
  if (unit === 'px' || unit === 'pt') return n <= -500;
  if (unit === 'em' || unit === 'rem') return n <= -30;
  return n <= -100;
}

function isClipped(clip: string | undefined, clipPath: string | undefined): boolean {
  if (clip && /rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)/.test(clip)) return true;
  return !!clipPath && /inset\(\s*50%/.test(clipPath);
}

interface StyleView {
  get(prop: string): string | undefined;
}

/** The style rules shared by inline styles and computed styles. */
function styleHides(s: StyleView, computed: boolean): boolean {
  if (s.get('display') === 'none') return true;
  const visibility = s.get('visibility');
  if (visibility === 'hidden' || visibility === 'collapse') return true;
  // Computed opacity 0 is how scroll-reveal animations wait, so only an inline opacity:0 counts.
  if (!computed && isZero(s.get('opacity'))) return true;
  if (isZero(s.get('font-size'))) return true;
  const overflow = s.get('overflow') ?? '';
  const clipsOverflow = /hidden|clip/.test(overflow);
  // Inline width:0 / height:0 hide text by intent; computed ones only when the overflow is clipped.
  if ((isZero(s.get('width')) || isZero(s.get('height'))) && (!computed || clipsOverflow)) return true;
  if ((isZero(s.get('max-height')) || isZero(s.get('max-width'))) && clipsOverflow) return true;
  if (isClipped(s.get('clip'), s.get('clip-path'))) return true;
  const position = s.get('position');
  if (position && position !== 'static') {
    if (isFarNegative(s.get('left')) || isFarNegative(s.get('top')) || isFarNegative(s.get('right')))
      return true;
  }
  return (
    isFarNegative(s.get('text-indent')) ||
    isFarNegative(s.get('margin-left')) ||
    isFarNegative(s.get('margin-top'))
  );
}

/** True when the element's own markup hides it (attributes and inline style). */
export function isHiddenByMarkup(el: Element): boolean {
  if (NEVER_RENDERED.has(el.tagName.toUpperCase())) return true;
  if (el.hasAttribute('hidden')) return true;
  if ((el.getAttribute('aria-hidden') ?? '').trim().toLowerCase() === 'true') return true;
  const style = inlineStyle(el);
  return style.size > 0 && styleHides(style, false);
}

type ComputedStyleFn = (el: Element) => { getPropertyValue(prop: string): string };

function computedHides(getStyle: ComputedStyleFn, el: Element): boolean {
  let style: { getPropertyValue(prop: string): string };
  try {
    style = getStyle(el);
  } catch {
    return false;
  }
  return styleHides({ get: (prop) => style.getPropertyValue(prop).trim().toLowerCase() || undefined }, true);
}

/**
 * Removes hidden elements from `clone` (a deep clone of `live`). Markup rules run on the clone; when the live
 * document has a window with `getComputedStyle` (a real browser), stylesheet-hidden elements are found on the
 * live element and removed from its twin in the clone (the trees are walked in parallel). Returns how many
 * elements were removed.
 */
export function removeHiddenElements(live: Document, clone: Document): number {
  const view = live.defaultView as { getComputedStyle?: ComputedStyleFn } | null | undefined;
  const getStyle =
    view && typeof view.getComputedStyle === 'function' ? view.getComputedStyle.bind(view) : null;
  const doomed: Element[] = [];
  const stack: Array<[Element | null, Element]> = [];
  const pushChildren = (l: Element | null, c: Element) => {
    let lc = l?.firstElementChild ?? null;
    let cc = c.firstElementChild;
    while (cc) {
      // Twins only while the trees agree; past a mismatch the markup rules still apply.
      const twin = lc && lc.tagName === cc.tagName ? lc : null;
      stack.push([twin, cc]);
      lc = twin ? lc!.nextElementSibling : null;
      cc = cc.nextElementSibling;
    }
  };
  const liveBody = live.body ?? null;
  const cloneBody = clone.body;
  if (!cloneBody) return 0;
  pushChildren(liveBody && liveBody.tagName === cloneBody.tagName ? liveBody : null, cloneBody);
  while (stack.length > 0) {
    const [l, c] = stack.pop()!;
    if (SKIP.has(c.tagName.toUpperCase())) continue;
    if (isHiddenByMarkup(c) || (getStyle && l && computedHides(getStyle, l))) {
      doomed.push(c);
      continue;
    }
    pushChildren(l, c);
  }
  for (const el of doomed) el.remove();
  return doomed.length;
}
