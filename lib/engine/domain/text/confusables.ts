/** The confusables skeleton (Unicode UTS #39): look-alike letters read as the Latin letters they imitate, for matching only. */
import data from '../../data/text/confusables.json' with { type: 'json' };

/** Lower-case character → lower-case prototype (a capital maps as its small letter does, where that has one). */
const PROTOTYPES: ReadonlyMap<string, string> = (() => {
  const entries = Object.entries({ ...data.map, ...data.additions.map }).map(
    ([code, prototype]) => [String.fromCodePoint(parseInt(code.slice(2), 16)), prototype] as const,
  );
  const map = new Map<string, string>();
  // Small letters first: Cyrillic І is drawn like Latin I, whose prototype is l, but it reads as і → i.
  for (const [source, prototype] of entries)
    if (source === source.toLowerCase()) map.set(source, prototype.toLowerCase());
  for (const [source, prototype] of entries) {
    const small = source.toLowerCase();
    if (!map.has(small)) map.set(small, prototype.toLowerCase());
  }
  return map;
})();

const CONFUSABLE = new RegExp(`[${[...PROTOTYPES.keys()].join('')}]`, 'gu');
const NON_ASCII = /[^\x00-\x7f]/u;

/** The Latin prototype of one character (lower case), or undefined when it imitates no Latin letter. */
export function prototypeOf(ch: string): string | undefined {
  return PROTOTYPES.get(ch.toLowerCase());
}

/**
 * The UTS #39 skeleton of `text`, case-folded: NFD, every look-alike replaced by its prototype, NFC. "Vаccіnе" (with
 * Cyrillic а, і, е) and "vaccine" have one skeleton. For comparing texts only: never shown, never searched. Real
 * Cyrillic or Greek text gets a skeleton too, the same one on both sides of a comparison. Expects text already as the
 * reader sees it (`readerView`).
 */
export function skeleton(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(CONFUSABLE, (ch) => PROTOTYPES.get(ch) ?? ch)
    .normalize('NFC');
}

const LATIN = /\p{Script=Latin}/u;

/**
 * Words that mix Latin letters with look-alikes of them, or (three letters or more, in a mostly Latin text) are
 * spelt with look-alikes only, with the look-alikes folded to Latin, case kept: "Іgnоre" (Cyrillic І, о) reads
 * "Ignore". Other words stay as written, so Russian, Ukrainian or Greek text keeps its letters. For reading what a
 * text says (instruction cues), where the word lists are real words of real languages; matching uses `skeleton`.
 */
export function foldLookalikeWords(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const latinText = latin > (text.match(/\p{L}/gu)?.length ?? 0) / 2;
  return text.replace(/[\p{L}\p{M}]+/gu, (word) => {
    const chars = [...word.normalize('NFD')];
    const lookalikes = chars.filter((ch) => !LATIN.test(ch) && prototypeOf(ch) !== undefined).length;
    if (lookalikes === 0) return word;
    const letters = chars.filter((ch) => /\p{L}/u.test(ch));
    const mixed = letters.some((ch) => LATIN.test(ch));
    const allLookalike = latinText && letters.length >= 3 && lookalikes === letters.length;
    if (!mixed && !allLookalike) return word;
    return chars
      .map((ch) => {
        const prototype = LATIN.test(ch) ? undefined : prototypeOf(ch);
        if (prototype === undefined) return ch;
        return ch === ch.toLowerCase() ? prototype : prototype.toUpperCase();
      })
      .join('')
      .normalize('NFC');
  });
}
