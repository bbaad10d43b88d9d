/** bench/EVAL.md as named sections: a run replaces the sections it produced and keeps the others. */

/** `notes` is hand-written: no run produces it, every run keeps it. */
export const SECTION_ORDER = ['intro', 'notes', 'offline', 'configured', 'sandbox'] as const;
export type SectionName = (typeof SECTION_ORDER)[number];

const SECTION = /<!-- eval:(\w+) -->\n([\s\S]*?)<!-- \/eval:\1 -->/g;

export function parseSections(doc: string): Partial<Record<SectionName, string>> {
  const out: Partial<Record<SectionName, string>> = {};
  for (const m of doc.matchAll(SECTION)) {
    if ((SECTION_ORDER as readonly string[]).includes(m[1]!)) out[m[1] as SectionName] = m[2]!;
  }
  return out;
}

/** `current` with `updates` replacing same-named sections, in SECTION_ORDER. */
export function mergeSections(current: string, updates: Partial<Record<SectionName, string>>): string {
  const merged = { ...parseSections(current), ...updates };
  return SECTION_ORDER.filter((name) => merged[name] !== undefined)
    .map((name) => `<!-- eval:${name} -->\n${merged[name]!.trimEnd()}\n<!-- /eval:${name} -->`)
    .join('\n\n')
    .concat('\n');
}
