/** A cheap named-entity guess: capitalised words and runs that are not a sentence's first word. */

/** Capitalised words or runs that are not the sentence's first word (a cheap named-entity guess). */
export function namedEntities(sentence: string): string[] {
  const out: string[] = [];
  const re =
    /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:of|de|der|von|la|le|du)?\s*\p{Lu}[\p{L}\p{N}'’.-]*)*)/gu;
  const firstWord = /^\W*([\p{L}\p{N}'’.-]+)/u.exec(sentence)?.[1] ?? '';
  for (const match of sentence.matchAll(re)) {
    const value = (match[1] ?? '').replace(/[.'’-]+$/, '');
    if (!value) continue;
    if (match.index === sentence.indexOf(firstWord) && !/\s/.test(value) && !/^\p{Lu}{2,}$/u.test(value))
      continue;
    if (!out.includes(value)) out.push(value);
  }
  return out;
}
