/** An in-memory inverted index over many claims: candidates by shared terms, then the full matcher on the best few. */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import { analyseClaim, type ClaimAnalysis, type ClaimText } from './analyse-claim';
import { matchAnalysed, type ClaimMatch } from './compare-claims';

/** One match of a lookup: the stored value and the verdict. */
export interface ClaimLookupHit<T> {
  value: T;
  match: ClaimMatch;
}

/** Claims added with a value each; `lookup` returns the values whose claims match, best first. */
export interface ClaimIndex<T> {
  add(claim: ClaimText, value: T): void;
  lookup(claim: ClaimText, limit?: number): ClaimLookupHit<T>[];
  readonly size: number;
}

interface Entry<T> {
  analysis: ClaimAnalysis;
  value: T;
}

/**
 * An empty index. Postings hold entry numbers per term; a lookup adds up, per entry, the weight of the terms it
 * shares with the claim, keeps those that could reach the match score, and runs the matcher on the
 * `claimMatch.lookupCandidates` best of them.
 */
export function createClaimIndex<T>(config: ClaimMatchThresholds = CLAIM_MATCH): ClaimIndex<T> {
  const entries: Entry<T>[] = [];
  const postings = new Map<string, number[]>();
  let shared = new Float64Array(1024);
  return {
    add(claim, value) {
      const analysis = analyseClaim(claim, config);
      const id = entries.length;
      entries.push({ analysis, value });
      for (const term of analysis.terms.keys()) {
        const list = postings.get(term);
        if (list) list.push(id);
        else postings.set(term, [id]);
      }
    },
    lookup(claim, limit = config.lookupLimit) {
      const query = analyseClaim(claim, config);
      if (shared.length < entries.length)
        shared = new Float64Array(Math.max(entries.length, shared.length * 2));
      const touched: number[] = [];
      let queryWeight = 0;
      for (const [term, weight] of query.terms) {
        queryWeight += weight;
        for (const id of postings.get(term) ?? []) {
          if (shared[id] === 0) touched.push(id);
          shared[id] = shared[id]! + weight;
        }
      }
      // Dice ≥ minScore needs shared ≥ minScore · (|q| + |e|) / 2 ≥ minScore · |q| / 2.
      const floor = (config.minScore * queryWeight) / 2;
      const candidates = touched
        .filter((id) => shared[id]! >= floor)
        .sort((x, y) => shared[y]! - shared[x]! || x - y);
      for (const id of touched) shared[id] = 0;
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
