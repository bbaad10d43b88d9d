/** Phrases of any script as one case-insensitive whole-word regex: the cue lists' and the rating normaliser's matcher. */

/** Scripts written without spaces: a cue is found anywhere in the sentence (no word boundaries to match). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Scripts whose words take suffixes (Korean particles, Arabic pronouns): a cue may be followed by letters. */
const SUFFIXED = /[\p{Script=Hangul}\p{Script=Arabic}]/u;

/**
 * Builds a case-insensitive regex that matches any phrase as a word (Unicode aware, combining marks included):
 * phrases in unspaced scripts match anywhere, Korean and Arabic ones also with a suffix (Arabic also with a
 * one-letter prefix: و ف ب ل ك).
 */
export function cueRegex(phrases: readonly string[]): RegExp {
  const escape = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const join = (list: readonly string[]) => list.map(escape).join('|');
  const unspaced = phrases.filter((p) => UNSPACED.test(p));
  const suffixed = phrases.filter((p) => !UNSPACED.test(p) && SUFFIXED.test(p));
  const spaced = phrases.filter((p) => !UNSPACED.test(p) && !SUFFIXED.test(p));
  const parts: string[] = [];
  if (spaced.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${join(spaced)})(?![\\p{L}\\p{M}\\p{N}])`);
  if (suffixed.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}])[وفبلك]?(?:${join(suffixed)})`);
  if (unspaced.length) parts.push(`(?:${join(unspaced)})`);
  return new RegExp(parts.join('|') || '(?!)', 'iu');
}
