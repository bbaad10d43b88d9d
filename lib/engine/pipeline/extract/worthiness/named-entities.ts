/** A cheap named-entity guess: capitalised words and runs that are not a sentence's first word. */

/** Scripts written without spaces, where a sentence's "first word" is no word and capitals are only Latin names. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** In Chinese or Japanese text: Latin names (DeepMind, NASA), names joined by a middle dot (巴兹·奥尔德林), titles (《自然》). */
const UNSPACED_NAME =
  /[A-Z][A-Za-z0-9&.-]+(?:\s+[A-Z][A-Za-z0-9&.-]+)*|[\p{Script=Han}\p{Script=Katakana}]{1,8}[·・][\p{Script=Han}\p{Script=Katakana}]{1,8}|《[^》]{1,30}》|「[^」]{1,30}」/gu;

/**
 * Capitalised words or runs that are not the sentence's first word (a cheap named-entity guess); in Chinese and
 * Japanese text, Latin names wherever they stand, dotted names and titles.
 */
export function namedEntities(sentence: string): string[] {
  if (UNSPACED.test(sentence)) return [...new Set(sentence.match(UNSPACED_NAME) ?? [])];
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

/**
 * The article's names: every capitalised word of a run `namedEntities` finds inside a sentence (never a sentence's
 * first word alone). A sentence opening with one of them ("Shamir gave in", "Sudan is …") opens with a name, where
 * "Interest costs …" or "Security was …" opens with a common noun.
 */
export function articleNames(sentences: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const sentence of sentences)
    for (const run of namedEntities(sentence))
      for (const word of run.split(/\s+/u)) if (/^\p{Lu}/u.test(word)) out.add(word.replace(/['’]s$/u, ''));
  return out;
}

/** The sentence's first word when it is one of the article's names (see `articleNames`), else null. */
export function openingName(sentence: string, names: ReadonlySet<string>): string | null {
  const first = /^[\s"'“‘«„(]*(\p{Lu}[\p{L}\p{N}-]*)/u.exec(sentence)?.[1] ?? '';
  return first && names.has(first.replace(/['’]s$/u, '')) ? first : null;
}
