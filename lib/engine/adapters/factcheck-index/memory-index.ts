/** The fact-check index in memory (the CLI's): records added one by one, a claim answered by the claim matcher. */
import { createClaimIndex } from '../../domain/claims/claim-match';
import type { FactCheckHit, FactCheckLookup, FactCheckRecord } from './fact-check-record';

export interface MemoryFactCheckIndex extends FactCheckLookup {
  add(record: FactCheckRecord): void;
}

/**
 * Built from stored records; `lookup` returns only the fact-checks the claim matcher matched (paraphrase, word order
 * and language allowed; never across a different number, negation, person, place or year), best first.
 */
export function createMemoryFactCheckIndex(updatedAt: string): MemoryFactCheckIndex {
  const index = createClaimIndex<FactCheckRecord>();
  return {
    updatedAt,
    get size() {
      return index.size;
    },
    add(record) {
      index.add({ text: record.claimReviewed, lang: record.language ?? '' }, record);
    },
    lookup(claim, limit) {
      const hits: FactCheckHit[] = [];
      for (const { value, match } of index.lookup(claim, limit)) {
        if (match.matched) hits.push({ record: value, score: match.score });
      }
      return hits.slice(0, limit);
    },
  };
}
