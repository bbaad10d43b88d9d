/**
 * The seen-before index's keys for a claim: selective keys, so that a lookup reads short postings however common
 * the claim's words are. A claim's signature (its content terms, figures and negation, in any order) finds every
 * repeat of it; its figures with one of its terms, or (without figures) pairs of its terms, find paraphrases. Which
 * terms make the keys is chosen by a hash of the term (a bottom-k sample), never by word order, so a reordered or
 * reworded telling of the claim samples the terms it shares with the earlier one alike.
 *
 * Years and months: the matcher lets a claim that states no year match one that does (a year on one side only is a
 * detail) and blocks two different years. So the keys are written within the claim's time (selective however common
 * its words) and, when it states a time, its first key without the time too: a telling that drops or adds the year
 * shares that one (the matcher confirms the rest).
 */
import { CLAIM_MATCH, SEEN_BEFORE } from '../engine/config';
import { reportFrameTerms, type ClaimAnalysis } from '../engine/domain/claims/claim-match';

/** Keys a stored row carries (its postings in the `seenKeys` table). */
export function seenKeysOf(a: ClaimAnalysis): string[] {
  return keysOf(a, SEEN_BEFORE.keyTermsStored);
}

/**
 * Keys a lookup reads for a claim: its signature, then its figures with each of its sampled terms or, without
 * figures, pairs of its sampled terms (within its time and without). An earlier telling that the matcher would match
 * has the same figures (a different figure never matches) and most of its terms, so it carries one of these keys
 * unless the two share almost no words.
 */
export function lookupKeysOf(a: ClaimAnalysis): string[] {
  return keysOf(a, SEEN_BEFORE.keyTermsLooked);
}

/**
 * What sharing `key` says of a candidate, for a claim looked up with `count` keys: its signature is worth all the
 * others (the same claim told again); a key within a time twice one without (the same year, where the matcher would
 * block another).
 */
export function keyWorth(key: string, count: number): number {
  if (key.startsWith('=')) return count;
  return key.startsWith('&') || key.includes('|&') ? 1 : 2;
}

/**
 * Its signature; its figures with each sampled term or, without figures, pairs of its first sampled terms, within
 * its time; and, when it states a time, the first of those keys without the time (the one a telling that drops or
 * adds the year shares with it).
 */
function keysOf(a: ClaimAnalysis, k: number): string[] {
  const sample = sampledTerms(a, k);
  const figures = [...a.figures, ...a.codes].join(' ');
  const time = [...a.years, ...a.months].join(' ');
  const within = (t: string) =>
    figures
      ? sample.map((term) => `#${figures}|${t}&${term}`)
      : pairsOf(sample.slice(0, SEEN_BEFORE.pairTerms), t);
  const timed = within(time);
  return unique([signatureOf(a), ...timed, ...(time ? within('').slice(0, 1) : [])]);
}

function pairsOf(sample: readonly string[], time: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < sample.length; i += 1)
    for (let j = i + 1; j < sample.length; j += 1) keys.push(pairKey(time, sample[i]!, sample[j]!));
  return keys;
}

const unique = (keys: string[]) => [...new Set(keys)];

/**
 * The claim as a set: content terms, figures, codes, years, months and negation, in no order (hashed, short). With
 * its time: one telling of a common claim per year would otherwise crowd out the others.
 */
function signatureOf(a: ClaimAnalysis): string {
  const parts = [
    contentTerms(a).sort().join(' '),
    [...a.figures, ...a.codes].join(' '),
    a.years.join(' '),
    a.months.join(' '),
    a.negated ? '!' : '',
  ];
  return `=${hash(parts.join('\u0001'))}`;
}

function pairKey(time: string, x: string, y: string): string {
  return x < y ? `${time}&${x}&${y}` : `${time}&${y}&${x}`;
}

/**
 * Content terms and names (light words such as "say" are left out: paraphrases add and drop them), without who said
 * a reported claim ("Officials said that …"): the matcher finds the claim told with or without its speaker.
 */
function contentTerms(a: ClaimAnalysis): string[] {
  const frame = reportFrameTerms(a);
  const terms = [...a.terms]
    .filter(([t, w]) => w >= CLAIM_MATCH.weights.content && !frame.has(t))
    .map(([t]) => t);
  return terms.length > 0 ? terms : [...a.terms.keys()];
}

/** A claim's content terms as 64 bits, in two 32-bit halves (low, high). */
export type TermBits = [low: number, high: number];

/**
 * A claim's content terms as 64 bits (one bit a term, by its hash). A posting keeps them for each row, so a lookup
 * ranks the rows that share a key with it by how many of its terms they have (`termBitList`) without reading them: a
 * reworded telling that shares only one key with its earlier one still ranks above the other claims on that key,
 * however many and however new.
 */
export function termBitsOf(a: ClaimAnalysis): TermBits {
  const bits: TermBits = [0, 0];
  for (const bit of termBitList(a)) {
    if (bit < 32) bits[0] |= 1 << bit;
    else bits[1] |= 1 << (bit - 32);
  }
  return bits;
}

/** Each of a claim's content terms as its bit, 0–63 (the bits `termBitsOf` sets), once. */
export function termBitList(a: ClaimAnalysis): number[] {
  return [...new Set(contentTerms(a).map((t) => Number.parseInt(hash(t).slice(8), 16) % 64))];
}

/** How many of `list` (a claim's term bits) a row's bits hold. */
export function sharedTermBits(bits: Readonly<TermBits>, list: readonly number[]): number {
  let n = 0;
  for (const bit of list) if (((bit < 32 ? bits[0] : bits[1]) & (1 << (bit & 31))) !== 0) n += 1;
  return n;
}

/** The `k` content terms with the lowest hash: the same terms for any telling that has them. */
function sampledTerms(a: ClaimAnalysis, k: number): string[] {
  return contentTerms(a)
    .map((t) => ({ t, h: hash(t) }))
    .sort((x, y) => (x.h < y.h ? -1 : x.h > y.h ? 1 : 0))
    .slice(0, k)
    .map((x) => x.t);
}

/** FNV-1a over UTF-16 units, twice with two seeds: 16 hex digits. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193 + 2);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
