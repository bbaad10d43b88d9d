/** A page's words as a small MinHash-like sketch (bottom-k hashes of its content stems), to tell a reworded copy without storing the page. */
import { tokenize } from './bm25';

/** The `k` smallest hashes of a text's distinct content stems, and how many distinct stems it has. */
export interface TextSignature {
  size: number;
  hashes: number[];
}

/** 32-bit FNV-1a: stable across runs and hosts, so stored signatures stay comparable. */
export function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i += 1) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The signature of `text`: its distinct content stems (stopwords dropped, light stemming), bottom-k hashed. */
export function textSignature(text: string, k: number, lang?: string | null): TextSignature {
  const hashes = [...new Set(tokenize(text, lang).map(hashWord))].sort((a, b) => a - b);
  return { size: hashes.length, hashes: hashes.slice(0, k) };
}

/**
 * Words two signed texts share, with `exclude` (the claim's words, as hashes) left out of both: the estimated count
 * and its share of the smaller text (overlap coefficient). Exact while both texts have at most k distinct words; a
 * bottom-k estimate of Jaccard otherwise.
 */
export function signatureOverlap(
  a: TextSignature,
  b: TextSignature,
  exclude: ReadonlySet<number>,
): { sharedTerms: number; termOverlap: number } {
  const sa = new Set(a.hashes.filter((h) => !exclude.has(h)));
  const sb = new Set(b.hashes.filter((h) => !exclude.has(h)));
  const sizeA = a.size - (a.hashes.length - sa.size);
  const sizeB = b.size - (b.hashes.length - sb.size);
  if (sizeA <= 0 || sizeB <= 0) return { sharedTerms: 0, termOverlap: 0 };
  // Below both sketches' cut-offs (a complete sketch has none), membership in each text is known exactly.
  const cutOff = (s: TextSignature) =>
    s.hashes.length >= s.size ? Number.POSITIVE_INFINITY : (s.hashes[s.hashes.length - 1] ?? 0);
  const cut = Math.min(cutOff(a), cutOff(b));
  const judged = [...new Set([...sa, ...sb])].filter((h) => h <= cut);
  if (judged.length === 0) return { sharedTerms: 0, termOverlap: 0 };
  const both = judged.filter((h) => sa.has(h) && sb.has(h)).length;
  const jaccard = both / judged.length;
  const sharedTerms = Math.round((jaccard * (sizeA + sizeB)) / (1 + jaccard));
  return { sharedTerms, termOverlap: sharedTerms / Math.min(sizeA, sizeB) };
}
