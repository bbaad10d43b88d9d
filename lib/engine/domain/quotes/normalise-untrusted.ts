/** Untrusted text (page, search result, evidence) made safe to show a model: invisible, bidi and tag characters out, NFKC. */

/**
 * Characters a reader cannot see but a model reads: zero-width and joiners, bidi embeddings/overrides/isolates,
 * word joiner and invisible operators, soft hyphen, variation selectors, Hangul fillers, BOM, Unicode tag block.
 */
export const INVISIBLE_CHARS =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** Unicode tag characters (U+E0000–E007F): they spell ASCII invisibly ("ASCII smuggling"). */
const TAG_CHARS = /[\u{E0000}-\u{E007F}]/u;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Strips invisible, bidi and tag characters and applies NFKC (full-width letters, ligatures, compatibility forms). */
export function normaliseUntrusted(text: string): string {
  const visible = text.replace(INVISIBLE_CHARS, '');
  // ASCII is its own NFKC form: skip the normalisation pass for it.
  return /^[\x00-\x7f]*$/.test(visible) ? visible : visible.normalize('NFKC');
}

/** The ASCII a run of Unicode tag characters spells (what a model reading them would see); '' when none. */
export function decodeTagCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xe0020 && code <= 0xe007e) out += String.fromCharCode(code - 0xe0000);
  }
  return out;
}

/** Which kinds of hidden characters the raw text carries (for the injection warning). */
export function hiddenCharacterKinds(text: string): string[] {
  const kinds: string[] = [];
  if (TAG_CHARS.test(text)) kinds.push('unicode tag characters');
  if (BIDI_CONTROLS.test(text)) kinds.push('bidi controls');
  const zeroWidthInWords = text.match(/[\p{L}\p{N}][\u200B-\u200D\u2060\uFEFF]+[\p{L}\p{N}]/gu) ?? [];
  if (zeroWidthInWords.length >= 2) kinds.push('zero-width characters inside words');
  return kinds;
}

/** Latin look-alikes of Cyrillic and Greek letters ("іgnore" with a Cyrillic і reads as "ignore"). */
export const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Ԁ: 'D',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ε: 'e',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

/**
 * For detection only: words mixing Latin with Cyrillic/Greek look-alikes (or spelt only with look-alikes) are folded
 * to Latin, so "rаte" (Cyrillic а) matches "rate". Other Cyrillic or Greek words stay (real Russian or Greek text).
 */
export function foldConfusables(text: string): string {
  if (!/[\u0370-\u03FF\u0400-\u052F\u0261]/u.test(text)) return text;
  return text.replace(/[\p{L}\p{M}]+/gu, (word) => {
    if (!/[\u0370-\u03FF\u0400-\u052F\u0261]/u.test(word)) return word;
    const chars = [...word];
    const mixed = /[A-Za-z]/.test(word);
    const allLookAlike = chars.length >= 3 && chars.every((ch) => ch in CONFUSABLES);
    return mixed || allLookAlike ? chars.map((ch) => CONFUSABLES[ch] ?? ch).join('') : word;
  });
}

/** What detection reads: normalised text with look-alikes folded (a tag-character message is decoded separately). */
export function textForDetection(raw: string): string {
  return foldConfusables(normaliseUntrusted(raw));
}
