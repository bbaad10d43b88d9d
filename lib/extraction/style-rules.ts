/**
 * Stylesheet rules a DOM without layout (linkedom in Node) can still resolve cheaply: `<style>` rules whose selector
 * is one compound of a tag, classes and an id (`.sr-only`, `span.x`, `#note`), indexed; other selectors (descendant,
 * child, attribute: `.box p`, `[data-x]`) matched over the document once each for at most `maxComplexRules` rules; rules
 * inside `@media screen`/`all` and `@supports` blocks count. Pseudo selectors, `<link>` stylesheets, other media
 * queries and specificity are not resolved (later rules simply win).
 */

/** Property → lower-cased value; `important` names the properties a stylesheet rule declared `!important`. */
export type Declarations = Map<string, string> & { important?: ReadonlySet<string> };

interface Compound {
  tag?: string;
  id?: string;
  classes: string[];
  decls: Declarations;
}

/** Properties that can hide an element or its text: only rules setting one are worth matching. */
const HIDING_PROPS =
  /^(?:display|visibility|opacity|font-size|color|-webkit-text-fill-color|background(?:-color)?|clip|clip-path|transform|width|height|max-width|max-height|overflow|position|left|top|right|text-indent|margin-left|margin-top)$/;

function paintsOrHides(decls: Declarations): boolean {
  for (const prop of decls.keys()) if (HIDING_PROPS.test(prop)) return true;
  return false;
}

/** A rule whose selector is no single compound (`.box p`, `[data-x]`), matched by `querySelectorAll`. */
interface Complex {
  selector: string;
  decls: Declarations;
}

export interface StyleRules {
  /** Declarations of every rule matching `el`, in source order (later wins), merged into one map. */
  declarationsFor(el: Element): Declarations | undefined;
  /** Page-wide custom properties (declared on `:root`, `html`, `body`), for `var()` in inline styles. */
  variables?: ReadonlyMap<string, string>;
}

/** Lower-cased declarations of a `prop: value; …` block, `!important` stripped. */
export function parseDeclarations(raw: string): Declarations {
  const style: Declarations = new Map();
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

/** The properties a declaration block marks `!important`. */
export function importantProps(raw: string): Set<string> {
  const out = new Set<string>();
  for (const decl of raw.split(';')) {
    const colon = decl.indexOf(':');
    if (colon > 0 && /!\s*important/i.test(decl.slice(colon + 1)))
      out.add(decl.slice(0, colon).trim().toLowerCase());
  }
  return out;
}

/** Selectors whose custom properties (`--paper: #fff`) every element inherits. */
const ROOT_SELECTOR = /^(?::root|html|body|\*)$/i;

/** `var(--name)` / `var(--name, fallback)` replaced by the page-wide value of `--name` (or the fallback). */
export function resolveVariables(decls: Declarations, vars: ReadonlyMap<string, string>): Declarations {
  if (vars.size === 0) return decls;
  for (const [prop, value] of decls)
    if (value.includes('var('))
      decls.set(
        prop,
        value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*))?\)/g, (whole, name: string, fallback?: string) =>
          (vars.get(name) ?? fallback ?? whole).trim(),
        ),
      );
  return decls;
}

const COMPOUND = /^([a-z][a-z0-9-]*)?((?:[.#][a-z0-9_-]+)+)?$/i;

function compoundOf(selector: string, decls: Declarations): Compound | undefined {
  const m = COMPOUND.exec(selector.trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  const parts = m[2]?.match(/[.#][a-z0-9_-]+/gi) ?? [];
  const id = parts.find((p) => p.startsWith('#'))?.slice(1);
  return {
    ...(m[1] ? { tag: m[1].toUpperCase() } : {}),
    ...(id ? { id } : {}),
    classes: parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1)),
    decls,
  };
}

/** `@media screen`, `@media all`, `@media only screen`, `@supports (…)`: blocks whose rules apply on a reader's screen. */
const SCREEN_BLOCK = /^@(?:media\s+(?:only\s+)?(?:screen|all)\s*$|supports\b)/i;

/**
 * Rules of a stylesheet's text; the rules inside screen `@media` and `@supports` blocks are read too, other at-rule
 * blocks (`@media print`, `@font-face` …) are skipped whole.
 */
function rulesOf(css: string, depth = 0): Array<[string, string]> {
  const text = depth === 0 ? css.replace(/\/\*[\s\S]*?\*\//g, '') : css;
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const selector = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === '{') depth += 1;
      else if (text[j] === '}') depth -= 1;
      j += 1;
    }
    const body = text.slice(open + 1, j - 1);
    if (!selector.startsWith('@')) out.push([selector, body]);
    else if (depth < 2 && SCREEN_BLOCK.test(selector)) out.push(...rulesOf(body, depth + 1));
    i = j;
  }
  return out;
}

/** Index the document's `<style>` rules by the class, id or tag each compound selector needs. */
export function styleRulesOf(doc: Document, maxRules = 5000, maxComplexRules = 200): StyleRules {
  const byKey = new Map<string, Compound[]>();
  let order = 0;
  const orderOf = new Map<Compound | Complex, number>();
  const complex: Complex[] = [];
  const sheets = Array.from(doc.querySelectorAll('style')).map((style) => rulesOf(style.textContent ?? ''));
  const variables = new Map<string, string>();
  for (const [selectors, body] of sheets.flat())
    if (selectors.split(',').some((sel) => ROOT_SELECTOR.test(sel.trim())))
      for (const [prop, value] of parseDeclarations(body))
        if (prop.startsWith('--')) variables.set(prop, value);
  for (const rules of sheets) {
    for (const [selectors, body] of rules) {
      if (order >= maxRules) break;
      const decls: Declarations = resolveVariables(parseDeclarations(body), variables);
      const important = importantProps(body);
      if (important.size > 0) decls.important = important;
      for (const selector of selectors.split(',')) {
        const compound = compoundOf(selector, decls);
        if (!compound) {
          const text = selector.trim();
          // Pseudo selectors are left out (css-select cannot answer for `::before`; `:hover` is a state).
          if (text && !text.includes(':') && complex.length < maxComplexRules && paintsOrHides(decls)) {
            const rule = { selector: text, decls };
            complex.push(rule);
            orderOf.set(rule, (order += 1));
          }
          continue;
        }
        const key = compound.id
          ? `#${compound.id}`
          : compound.classes[0]
            ? `.${compound.classes[0]}`
            : compound.tag!;
        byKey.set(key, [...(byKey.get(key) ?? []), compound]);
        orderOf.set(compound, (order += 1));
      }
    }
  }
  if (byKey.size === 0 && complex.length === 0) return { declarationsFor: () => undefined, variables };
  // Each complex selector compiled once and matched over the document (not per element).
  const complexOf = new Map<Element, Complex[]>();
  for (const rule of complex) {
    let found: Element[] = [];
    try {
      found = Array.from(doc.querySelectorAll(rule.selector));
    } catch {
      continue;
    }
    for (const el of found) complexOf.set(el, [...(complexOf.get(el) ?? []), rule]);
  }

  return {
    declarationsFor(el) {
      const tag = el.tagName.toUpperCase();
      const id = el.getAttribute('id') ?? '';
      // HTML's own whitespace set: class names are tokens, not words of a text.
      const classes = (el.getAttribute('class') ?? '').split(/[\t\n\f\r ]+/).filter(Boolean);
      const keys = [tag, ...(id ? [`#${id}`] : []), ...classes.map((cls) => `.${cls}`)];
      const matched: Array<Compound | Complex> = keys
        .flatMap((key) => byKey.get(key) ?? [])
        .filter(
          (c) =>
            (!c.tag || c.tag === tag) &&
            (!c.id || c.id === id) &&
            c.classes.every((cls) => classes.includes(cls)),
        );
      matched.push(...(complexOf.get(el) ?? []));
      if (matched.length === 0) return undefined;
      const merged: Declarations = new Map();
      const important = new Set<string>();
      for (const c of [...new Set(matched)].sort((a, b) => (orderOf.get(a) ?? 0) - (orderOf.get(b) ?? 0)))
        for (const [prop, value] of c.decls) {
          // A later rule does not override an earlier `!important` one unless it is `!important` too.
          if (important.has(prop) && !c.decls.important?.has(prop)) continue;
          merged.set(prop, value);
          if (c.decls.important?.has(prop)) important.add(prop);
        }
      if (important.size > 0) merged.important = important;
      return merged;
    },
    variables,
  };
}
