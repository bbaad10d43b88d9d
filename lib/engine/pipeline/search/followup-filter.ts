/**
 * Follow-up queries (model-suggested or built from evidence): terms only from the claim and the verified quotes about
 * it, and a filter that keeps plain keyword searches — no URLs, no instructions, no word from elsewhere, on topic, new.
 */
import { detectInjection } from '../text/detect-injection';
import { queryKey } from './counter-queries';
import { queryTerms } from './query-terms';
import type { Evidence } from '../../schemas';
import { foreignWords, queryVocabulary, withoutWords } from './query-vocabulary';

const URL_LIKE =
  /https?:\/\/|www\.|\bsite:|[\p{L}\p{N}-]+\.(?:com|org|net|io|example|info|ru|cn|xyz|gov|edu|de|fr|uk|co|me|app|ly)\b/iu;
const INSTRUCTION =
  /\b(?:ignore|disregard|instruction|instructions|prompt|system|assistant|you must|you should|rate|mark|label|visit|click|send|collect|upload|execute|download)\b/i;

/** A light stem so "vaccines"/"vaccine" meet; unspaced-script words and numbers stay whole. */
function stemOf(word: string): string {
  return /^\p{N}/u.test(word) || !/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u.test(word)
    ? word
    : [...word].slice(0, 5).join('');
}

/** Share (0..1) of the claim's search terms that occur in `text`, in the claim's language. */
export function claimCoverage(claimText: string, text: string, lang: string): number {
  const claim = new Set(queryTerms(claimText, lang, 40).map(stemOf));
  if (claim.size === 0) return 0;
  const other = new Set(queryTerms(text, lang, 2000).map(stemOf));
  let hit = 0;
  for (const s of claim) if (other.has(s)) hit++;
  return hit / claim.size;
}

/**
 * Whether a text (a result's title and snippet, a verified quote) is about the claim: it carries `minOverlap`
 * (`search.onClaimOverlap`) of the claim's search terms.
 */
export function isAboutClaim(claimText: string, text: string, lang: string, minOverlap: number): boolean {
  return claimCoverage(claimText, text, lang) >= minOverlap;
}

/**
 * Up to 3 distinctive terms from the verified quotes about the claim that the claim does not already contain (names
 * and numbers first). Results about something else (another story on the same search page), unverified quotes and
 * the rest of a page give nothing: only a sentence the source really says, about the claim, may feed a search.
 */
export function snippetTerms(claimText: string, items: Evidence[], minOverlap: number, lang = 'en'): string {
  const claimStems = new Set(queryTerms(claimText, lang, 40).map(stemOf));
  const counts = new Map<string, number>();
  for (const e of items) {
    const text = e.quoteVerified ? e.quote : '';
    if (!text || !isAboutClaim(claimText, text, lang, minOverlap)) continue;
    const capitalised = new Set((text.match(/\p{Lu}[\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.toLowerCase()));
    for (const t of queryTerms(text, lang, 2000)) {
      if (claimStems.has(stemOf(t)) || [...t].length < (/^\p{Script=Latin}/u.test(t) ? 3 : 2)) continue;
      const bonus = capitalised.has(t) || /\d/.test(t) ? 2 : 1;
      counts.set(t, (counts.get(t) ?? 0) + bonus);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([t]) => t)
    .join(' ');
}

/** The words a follow-up may use beside the claim's: its quote's and those of the verified quotes of its evidence. */
export function followupWords(claim: { quote: string }, evidence: Evidence[]): string[] {
  return [claim.quote, ...evidence.filter((e) => e.quoteVerified && e.quote).map((e) => e.quote)];
}

/**
 * Keeps queries that are plain keyword searches about the claim; at most `max`, each new. With `words` (the claim, its
 * quote and the verified quotes that motivated the follow-up), any other word is cut first: a model that read a page
 * cannot carry that page's words into a search.
 */
export function filterFollowups(
  candidates: string[],
  claimText: string,
  existing: string[],
  max = 3,
  lang = 'en',
  words?: readonly string[],
): string[] {
  const seen = new Set(existing.map(queryKey));
  const vocabulary = words ? queryVocabulary([claimText, ...words], lang) : null;
  const out: string[] = [];
  for (const candidate of candidates) {
    const spaced = candidate.replace(/\s+/g, ' ').trim();
    const raw = vocabulary ? withoutWords(spaced, foreignWords(spaced, vocabulary, lang)) : spaced;
    if (!raw) continue;
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text.length < 3 || text.length > 160 || text.split(' ').length > 16) continue;
    if (URL_LIKE.test(text) || INSTRUCTION.test(text) || detectInjection(text).suspicious) continue;
    if (claimCoverage(text, claimText, lang) === 0) continue;
    const key = queryKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}
