/** The extension's stored fact-check index as the engine's `FactCheckLookup`: candidates by index terms, then the matcher. */
import type { FactCheckHit, FactCheckLookup, FactCheckRecord } from '../composition';
import { claimIndexTerms, matchClaims } from '../engine/domain/claims/claim-match';
import type { FactIndexStore } from '../db/fact-index-store';

/**
 * The served index as a lookup, or null when none is downloaded. A claim's index terms select the stored records
 * sharing the most of them; only those the claim matcher matches (never across a different number, negation,
 * person, place or year) are returned, best first.
 */
export async function storedFactCheckLookup(
  store: FactIndexStore<FactCheckRecord>,
): Promise<FactCheckLookup | null> {
  const { served } = await store.state();
  if (!served) return null;
  return {
    size: served.records,
    updatedAt: new Date(served.downloadedAt).toISOString(),
    async lookup(claim, limit) {
      const candidates = await store.lookup(claimIndexTerms(claim));
      const hits: FactCheckHit[] = [];
      for (const record of candidates) {
        const match = matchClaims(claim, { text: record.claimReviewed, lang: record.language ?? '' });
        if (match.matched) hits.push({ record, score: match.score });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
