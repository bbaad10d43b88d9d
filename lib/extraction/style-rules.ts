/**
 * Stylesheet rules a DOM without layout (linkedom in Node) can still resolve cheaply: `<style>` rules whose selector
 * is one compound of a tag, classes and an id (`.sr-only`, `span.x`, `#note`). Descendant and pseudo selectors,
 * `<link>` stylesheets, media queries and specificity are not resolved (later rules simply win).
 */

export type Declarations = Map<string, string>;

interface Compound {
  tag?: string;
  id?: string;
  classes: string[];
  decls: Declarations;
}

export interface StyleRules {
  /** Declarations of every rule matching `el`, in source order (later wins), merged into one map. */
  declarationsFor(el: Element): Declarations | undefined;
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

/** Top-level rules of a stylesheet's text; at-rule blocks (`@media`, `@font-face` …) are skipped whole. */
function rulesOf(css: string): Array<[string, string]> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
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
    if (!selector.startsWith('@')) out.push([selector, text.slice(open + 1, j - 1)]);
    i = j;
  }
  return out;
}

/** Index the document's `<style>` rules by the class, id or tag each compound selector needs. */
export function styleRulesOf(doc: Document, maxRules = 5000): StyleRules {
  const byKey = new Map<string, Compound[]>();
  let order = 0;
  const orderOf = new Map<Compound, number>();
  for (const style of Array.from(doc.querySelectorAll('style'))) {
    for (const [selectors, body] of rulesOf(style.textContent ?? '')) {
      if (order >= maxRules) break;
      const decls = parseDeclarations(body);
      for (const selector of selectors.split(',')) {
        const compound = compoundOf(selector, decls);
        if (!compound) continue;
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
  if (byKey.size === 0) return { declarationsFor: () => undefined };
  return {
    declarationsFor(el) {
      const tag = el.tagName.toUpperCase();
      const id = el.getAttribute('id') ?? '';
      // HTML's own whitespace set: class names are tokens, not words of a text.
      const classes = (el.getAttribute('class') ?? '').split(/[\t\n\f\r ]+/).filter(Boolean);
      const keys = [tag, ...(id ? [`#${id}`] : []), ...classes.map((cls) => `.${cls}`)];
      const matched = keys
        .flatMap((key) => byKey.get(key) ?? [])
        .filter(
          (c) =>
            (!c.tag || c.tag === tag) &&
            (!c.id || c.id === id) &&
            c.classes.every((cls) => classes.includes(cls)),
        );
      if (matched.length === 0) return undefined;
      const merged: Declarations = new Map();
      for (const c of [...new Set(matched)].sort((a, b) => (orderOf.get(a) ?? 0) - (orderOf.get(b) ?? 0)))
        for (const [prop, value] of c.decls) merged.set(prop, value);
      return merged;
    },
  };
}
