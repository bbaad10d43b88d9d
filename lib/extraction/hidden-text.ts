/**
 * Hidden text: removes what a reader cannot see (a classic prompt-injection hiding place) from a cloned DOM — by
 * computed style where the live document has a layout (the browser), else by inline styles and the `<style>` rules
 * `style-rules.ts` resolves (linkedom in Node). Text in a colour a reader cannot see (transparent, or the colour of
 * what is behind it) loses its own text nodes; elements hidden otherwise are removed whole.
 */
import type { EngineConfig } from '../engine/config';
import { backgroundOf, invisibleOn, PAGE_BACKGROUND, PAGE_TEXT, parseColour, type Rgba } from './css-colour';
import { backdropFinder } from './computed-backdrop';
import { styleHides, type StyleView } from './hidden-style';

/** The run's hidden-text thresholds (`config.extraction`). */
export type HiddenTextLimits = Pick<
  EngineConfig['extraction'],
  'maxComplexStyleRules' | 'hiddenColourDistance' | 'hiddenMaxOpacity' | 'hiddenMinFontPx'
>;
import {
  importantProps,
  parseDeclarations,
  resolveVariables,
  styleRulesOf,
  type Declarations,
  type StyleRules,
} from './style-rules';

/** Elements that never render text. */
const NEVER_RENDERED = new Set(['TEMPLATE', 'NOSCRIPT']);
/** Elements whose visibility is irrelevant (not text) or that must stay (head content). */
const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TITLE', 'BR', 'HEAD']);

/** `<template>`, `<noscript>`, `hidden`, `aria-hidden="true"` (decorations a reader's screen reader skips too). */
function hiddenByAttributes(el: Element): boolean {
  if (NEVER_RENDERED.has(el.tagName.toUpperCase())) return true;
  if (el.hasAttribute('hidden')) return true;
  return (el.getAttribute('aria-hidden') ?? '').trim().toLowerCase() === 'true';
}

/** True when the element's own markup hides it (attributes and inline style). */
export function isHiddenByMarkup(el: Element, limits: HiddenTextLimits): boolean {
  if (hiddenByAttributes(el)) return true;
  const style = parseDeclarations(el.getAttribute('style') ?? '');
  return style.size > 0 && styleHides(style, false, limits);
}

type ComputedStyleFn = (el: Element) => { getPropertyValue(prop: string): string };

/** What a child inherits: the text colour, and the background behind it (undefined: unknown, e.g. an image). */
interface Paint {
  colour: Rgba;
  background: Rgba | undefined;
  /** Painted by a `background-clip: text` gradient on it or an ancestor (its colour says nothing of visibility). */
  gradientText?: boolean;
}

function computedView(getStyle: ComputedStyleFn, el: Element): StyleView | null {
  try {
    const style = getStyle(el);
    return { get: (prop) => style.getPropertyValue(prop).trim().toLowerCase() || undefined };
  } catch {
    return null;
  }
}

const NO_DECLARATIONS: Declarations = new Map();
const NO_VARIABLES: ReadonlyMap<string, string> = new Map();

/** The declared style of a clone element: its `<style>` rules, then its inline style (which wins). */
function declaredView(el: Element, rules: StyleRules): Declarations {
  const raw = el.getAttribute('style');
  const fromRules = rules.declarationsFor(el);
  if (!raw && !fromRules) return NO_DECLARATIONS;
  const inline = raw
    ? resolveVariables(parseDeclarations(raw), rules.variables ?? NO_VARIABLES)
    : NO_DECLARATIONS;
  if (!fromRules) return inline;
  // Inline style wins, except over a rule's `!important` (unless the inline declaration is `!important` too).
  const inlineImportant = raw ? importantProps(raw) : undefined;
  for (const [prop, value] of inline)
    if (!fromRules.important?.has(prop) || inlineImportant?.has(prop)) fromRules.set(prop, value);
  return fromRules;
}

/** Without a layout: the paint an element gives its text and children, from its declared style and what it inherits. */
function paintOf(style: StyleView, inherited: Paint): Paint & { gradientText: boolean } {
  const fill = parseColour(style.get('-webkit-text-fill-color'));
  const colour = fill ?? parseColour(style.get('color')) ?? inherited.colour;
  const clip = `${style.get('background-clip') ?? ''} ${style.get('-webkit-background-clip') ?? ''}`;
  const own = backgroundOf(
    style.get('background-color'),
    style.get('background'),
    style.get('background-image'),
  );
  let background = inherited.background;
  if (own.image) background = undefined;
  else if (own.colour && own.colour.a >= 1) background = own.colour;
  else if (own.colour && own.colour.a > 0) background = undefined;
  return { colour, background, gradientText: /text/.test(clip) || inherited.gradientText === true };
}

function isOwnText(node: ChildNode): boolean {
  return node.nodeType === 3 && /\S/.test((node as Text).data);
}

function ownText(el: Element): ChildNode[] {
  return Array.from(el.childNodes).filter(isOwnText);
}

function hasOwnText(el: Element): boolean {
  for (let node = el.firstChild; node; node = node.nextSibling) if (isOwnText(node)) return true;
  return false;
}

const COLOURS = new Map<string, Rgba | undefined>();

/** Computed colours repeat (a page uses a handful): each distinct value is parsed once. */
function cachedColour(value: string | undefined): Rgba | undefined {
  if (value === undefined) return undefined;
  if (COLOURS.has(value)) return COLOURS.get(value);
  const colour = parseColour(value);
  if (COLOURS.size < 1024) COLOURS.set(value, colour);
  return colour;
}

/**
 * With a layout: the element's final (computed) text colour against the backdrop behind it. Transparent text is
 * visible only as gradient text (a background clipped to it), which is asked only then.
 */
function computedTextInvisible(
  style: StyleView,
  el: Element,
  backdrop: ReturnType<typeof backdropFinder>,
  distance: number,
): boolean {
  const colour = cachedColour(style.get('-webkit-text-fill-color')) ?? cachedColour(style.get('color'));
  if (colour === undefined) return false;
  if (colour.a <= 0.05) return !backdrop.clipsText(el);
  return invisibleOn(colour, backdrop.colour(el), distance) && !backdrop.paintsImage(el);
}

/** `getStyle` asked again for the element it was just asked for (its style, then its backdrop) answers at once. */
function lastStyleKept(getStyle: ComputedStyleFn): ComputedStyleFn {
  let last: Element | null = null;
  let style: ReturnType<ComputedStyleFn> | null = null;
  return (el) => {
    if (el !== last || !style) {
      style = getStyle(el);
      last = el;
    }
    return style;
  };
}

/**
 * Removes hidden elements and invisible text from `clone` (a deep clone of `live`). With a layout (`getComputedStyle`
 * on the live document's window) each live element's computed style decides for its twin in the clone (the trees
 * are walked in parallel); without one, markup, inline styles and simple `<style>` rules do. Returns how many
 * elements were removed or emptied of their own text.
 */
export function removeHiddenElements(live: Document, clone: Document, limits: HiddenTextLimits): number {
  const view = live.defaultView as { getComputedStyle?: ComputedStyleFn } | null | undefined;
  const getStyle =
    view && typeof view.getComputedStyle === 'function'
      ? lastStyleKept(view.getComputedStyle.bind(view))
      : null;
  const rules = getStyle
    ? { declarationsFor: () => undefined }
    : styleRulesOf(clone, undefined, limits.maxComplexStyleRules);
  const distance = limits.hiddenColourDistance;
  const backdropOf = getStyle ? backdropFinder(getStyle) : null;
  const doomed: Element[] = [];
  const unseen: ChildNode[] = [];
  const stack: Array<[Element | null, Element, Paint]> = [];
  const pushChildren = (l: Element | null, c: Element, paint: Paint) => {
    let lc = l?.firstElementChild ?? null;
    let cc = c.firstElementChild;
    while (cc) {
      // Twins only while the trees agree; past a mismatch the markup rules still apply.
      const twin = lc && lc.tagName === cc.tagName ? lc : null;
      stack.push([twin, cc, paint]);
      lc = twin ? lc!.nextElementSibling : null;
      cc = cc.nextElementSibling;
    }
  };
  const liveBody = live.body ?? null;
  const cloneBody = clone.body;
  if (!cloneBody) return 0;
  const pagePaint = (el: Element | null, fallback: Paint): Paint => {
    if (!el) return fallback;
    const style = declaredView(el, rules);
    return style === NO_DECLARATIONS ? fallback : paintOf(style, fallback);
  };
  // Declared styles inherit down the walk from the page's own html and body; computed ones need no inheritance.
  const pageDefault: Paint = { colour: PAGE_TEXT, background: PAGE_BACKGROUND };
  const rootPaint = getStyle
    ? pageDefault
    : pagePaint(cloneBody, pagePaint(clone.documentElement, pageDefault));
  pushChildren(liveBody && liveBody.tagName === cloneBody.tagName ? liveBody : null, cloneBody, rootPaint);
  while (stack.length > 0) {
    const [l, c, inherited] = stack.pop()!;
    if (SKIP.has(c.tagName.toUpperCase())) continue;
    if (hiddenByAttributes(c)) {
      doomed.push(c);
      continue;
    }
    // Cheap pre-check: an element without inline style or a matching rule paints as its parent (no style read).
    const style = getStyle && l ? computedView(getStyle, l) : declaredView(c, rules);
    if (style === null || style === NO_DECLARATIONS) {
      // It paints as its parent: its own text is as invisible as the colour it inherits on what is behind it.
      if (!inherited.gradientText && invisibleOn(inherited.colour, inherited.background, distance))
        unseen.push(...ownText(c));
      pushChildren(l, c, inherited);
      continue;
    }
    const computed = getStyle !== null && l !== null;
    if (styleHides(style, computed, limits)) {
      doomed.push(c);
      continue;
    }
    if (computed) {
      // Computed colours are final (inherited already): only elements with their own text are read, lazily.
      if (hasOwnText(c) && computedTextInvisible(style, l!, backdropOf!, distance))
        unseen.push(...ownText(c));
      pushChildren(l, c, inherited);
      continue;
    }
    const paint = paintOf(style, inherited);
    if (!paint.gradientText && invisibleOn(paint.colour, paint.background, distance))
      unseen.push(...ownText(c));
    pushChildren(l, c, paint);
  }
  for (const el of doomed) el.remove();
  for (const node of unseen) node.remove();
  return doomed.length + unseen.length;
}
