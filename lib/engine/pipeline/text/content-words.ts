/** Content words of a text (stopwords dropped, order kept): the vocabulary queries and overlap tests use. */
import { skeleton } from '../../domain/text/confusables';
import { asciiDigits, wordsOf } from '../../domain/text/segment';
import { FUNCTION_WORDS, withoutKoreanParticle } from '../../domain/text/stopwords';
import { STOPWORDS } from './cue-words';

/**
 * Lower-cased content tokens in order: the segmenter's words in any script (Chinese and Japanese cut by its
 * dictionary, Korean particles dropped) and numbers, at least 2 characters, stopwords and function words removed.
 */
export function contentTokens(text: string, lang?: string | null): string[] {
  return wordsOf(text, lang)
    .map((t) => withoutKoreanParticle(t.replace(/['’]s$/, '').replace(/^[-']+|[-']+$/g, '')))
    .filter((t) => t.length >= 2 && !isStopword(t) && !isStopword(skeleton(t)));
}

/** A stopword or function word (a look-alike spelling of one counts: its skeleton is checked too). */
function isStopword(token: string): boolean {
  return STOPWORDS.has(token) || FUNCTION_WORDS.has(token);
}

/** Up to `max` distinct content terms in order of appearance. */
export function keyTerms(text: string, max = 8, lang?: string | null): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const token of contentTokens(text, lang)) {
    if (seen.has(token)) continue;
    seen.add(token);
    out.push(token);
    if (out.length >= max) break;
  }
  return out;
}

/** A light stem so "vaccines"/"vaccine" and "Impfungen"/"Impfung" meet: first 5 letters of a word. */
export function stem(token: string): string {
  return /^\p{N}/u.test(token) ? token : token.slice(0, 5);
}

/** Share of `a`'s content stems that occur in `b` (0..1), look-alike letters read as the Latin they imitate. */
export function termOverlap(a: string, b: string): number {
  const aStems = new Set(contentTokens(a).map((t) => stem(skeleton(t))));
  if (aStems.size === 0) return 0;
  const bStems = new Set(contentTokens(b).map((t) => stem(skeleton(t))));
  let hit = 0;
  for (const s of aStems) if (bStems.has(s)) hit++;
  return hit / aStems.size;
}

/** Numbers in a text in any script's digits, normalised ("1,200" → "1200", "3,5" → "3.5", "١٢٠٠" → "1200"). */
export function numbersIn(text: string): string[] {
  const raw = asciiDigits(text).match(/\d+(?:[.,]\d+)*/g) ?? [];
  return raw.map((n) => {
    if (/^\d{1,3}(,\d{3})+$/.test(n)) return n.replace(/,/g, '');
    if (/^\d{1,3}(\.\d{3})+$/.test(n)) return n.replace(/\./g, '');
    return n.replace(',', '.');
  });
}
