/** Word shingles and Jaccard similarity: how the judge recognises the same text published on several sites. */
import { matchText } from './reader-view';
import { wordsOf } from './segment';

/**
 * Folded word tokens of any script (Chinese and Japanese cut into words by the segmenter), as the reader sees them and
 * with look-alike letters as their Latin prototype: a copy salted with them has the shingles of the plain one.
 */
function words(text: string): string[] {
  return wordsOf(matchText(text));
}

/** Set of word n-grams; texts shorter than n give one shingle of all their words. */
export function shingles(text: string, size: number): Set<string> {
  const tokens = words(text);
  const out = new Set<string>();
  if (tokens.length === 0) return out;
  if (tokens.length <= size) {
    out.add(tokens.join(' '));
    return out;
  }
  for (let i = 0; i + size <= tokens.length; i += 1) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

/** |A ∩ B| / |A ∪ B|; 0 when both are empty (empty texts are never "the same text"). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const x of small) if (large.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}
