/** An in-memory inverted index over many claims: candidates by shared terms, then the full matcher on the best few. */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import { analyseClaim, type ClaimAnalysis, type ClaimText } from './analyse-claim';
import { matchAnalysed, type ClaimMatch } from './compare-claims';

/** One match of a lookup: the stored value and the verdict. */
interface ClaimLookupHit<T> {
  value: T;
  match: ClaimMatch;
}

/** Claims added with a value each; `lookup` returns the values whose claims match, best first. */
interface ClaimIndex<T> {
  add(claim: ClaimText, value: T): void;
  lookup(claim: ClaimText, limit?: number): ClaimLookupHit<T>[];
  readonly size: number;
}

interface Entry<T> {
  analysis: ClaimAnalysis;
  value: T;
}

/** Grows a typed array to hold at least `n` items (doubling), keeping its contents. */
function grown<A extends Float64Array | Uint16Array | Int32Array>(
  array: A,
  n: number,
  make: (size: number) => A,
): A {
  if (array.length >= n) return array;
  const bigger = make(Math.max(n, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * An empty index. Postings hold entry numbers per term and per figure; a lookup adds up, per entry, the weight of
 * the terms it shares with the claim, drops entries that cannot reach the match score (their own weight is kept) or
 * whose figures differ, and runs the matcher on the `lookupCandidates` best of the rest (most shared weight, then
 * most years in common).
 */
export function createClaimIndex<T>(config: ClaimMatchThresholds = CLAIM_MATCH): ClaimIndex<T> {
  const entries: Entry<T>[] = [];
  const postings = new Map<string, number[]>();
  let weightOf = new Float64Array(1024);
  let figureCountOf = new Uint16Array(1024);
  let shared = new Float64Array(1024);
  let figureHits = new Uint16Array(1024);
  let yearHits = new Uint16Array(1024);
  let touched = new Int32Array(1024);
  const post = (key: string, id: number) => {
    const list = postings.get(key);
    if (list) list.push(id);
    else postings.set(key, [id]);
  };
  return {
    add(claim, value) {
      const analysis = analyseClaim(claim, config);
      const id = entries.length;
      entries.push({ analysis, value });
      weightOf = grown(weightOf, id + 1, (n) => new Float64Array(n));
      figureCountOf = grown(figureCountOf, id + 1, (n) => new Uint16Array(n));
      let weight = 0;
      for (const [term, w] of analysis.terms) {
        weight += w;
        post(term, id);
      }
      weightOf[id] = weight;
      figureCountOf[id] = analysis.figures.length;
      for (const figure of analysis.figures) post(`#${figure}`, id);
      for (const year of analysis.years) post(`#y${year}`, id);
    },
    lookup(claim, limit = config.lookupLimit) {
      const query = analyseClaim(claim, config);
      const n = entries.length;
      shared = grown(shared, n, (size) => new Float64Array(size));
      figureHits = grown(figureHits, n, (size) => new Uint16Array(size));
      yearHits = grown(yearHits, n, (size) => new Uint16Array(size));
      touched = grown(touched, n, (size) => new Int32Array(size));
      let touchedCount = 0;
      let queryWeight = 0;
      for (const [term, weight] of query.terms) {
        queryWeight += weight;
        const list = postings.get(term);
        if (!list) continue;
        for (let k = 0; k < list.length; k += 1) {
          const id = list[k]!;
          if (shared[id] === 0) touched[touchedCount++] = id;
          shared[id] = shared[id]! + weight;
        }
      }
      for (const figure of query.figures)
        for (const id of postings.get(`#${figure}`) ?? []) figureHits[id] = figureHits[id]! + 1;
      for (const year of query.years)
        for (const id of postings.get(`#y${year}`) ?? []) yearHits[id] = yearHits[id]! + 1;
      // Dice ≥ minScore needs 2·shared ≥ minScore · (|q| + |e|); one word's weight of slack for a cognate pair.
      const slack = config.weights.content;
      const figures = query.figures.length;
      const candidates: number[] = [];
      for (let k = 0; k < touchedCount; k += 1) {
        const id = touched[k]!;
        if (
          2 * (shared[id]! + slack) >= config.minScore * (queryWeight + weightOf[id]!) &&
          figureHits[id] === figures &&
          figureCountOf[id] === figures
        )
          candidates.push(id);
      }
      candidates.sort((x, y) => shared[y]! - shared[x]! || yearHits[y]! - yearHits[x]! || x - y);
      for (let k = 0; k < touchedCount; k += 1) shared[touched[k]!] = 0;
      for (const figure of query.figures)
        for (const id of postings.get(`#${figure}`) ?? []) figureHits[id] = 0;
      for (const year of query.years) for (const id of postings.get(`#y${year}`) ?? []) yearHits[id] = 0;
      const hits: ClaimLookupHit<T>[] = [];
      for (const id of candidates.slice(0, config.lookupCandidates)) {
        const entry = entries[id]!;
        const match = matchAnalysed(query, entry.analysis, config);
        if (match.matched) hits.push({ value: entry.value, match });
      }
      return hits.sort((x, y) => y.match.score - x.match.score).slice(0, limit);
    },
    get size() {
      return entries.length;
    },
  };
}
