/** The local index of professional fact-checks (ClaimReview feed) as a search provider: a claim in, its fact-checks out. */
import { normaliseRating } from '../../domain/claims/rating-stance';
import { listedTierOf } from '../../domain/tiers/tier-of';
import type { SearchProvider } from '../../ports';
import type { SearchResult } from '../../schemas';
import {
  FACT_CHECK_FEED_ATTRIBUTION,
  type FactCheckLookup,
  type FactCheckRecord,
} from '../factcheck-index/fact-check-record';

interface FactCheckIndexSearchOptions {
  index: FactCheckLookup;
  /** At most this many fact-checks answer one claim. */
  maxMatches: number;
}

/**
 * Each matched fact-check becomes a result: its review page (fetched and read as any result), the fact-checker, the
 * claim it reviewed, its rating and date. The feed lists every publisher of ClaimReview markup, not only
 * fact-checkers: a rating is given as the result's `rating` (the reading the rules take from it) only when the
 * publisher is on Cartographer's fact-checker lists (tier A, from the IFCN signatories); any other publisher's review
 * is a page like any other, read at its own tier, its rating not taken as a reading.
 */
export function createFactCheckIndexSearch(options: FactCheckIndexSearchOptions): SearchProvider {
  return {
    id: 'factcheck-index',
    local: true,
    async search({ text, lang, limit, claim, onSent }) {
      const asked = claim ?? { text, lang };
      if (asked.text.trim() === '' || limit <= 0) return [];
      onSent?.();
      const hits = await options.index.lookup(asked, Math.min(limit, options.maxMatches));
      return hits.map((hit, i) => ({ ...resultOf(hit.record), rank: i + 1 }));
    },
  };
}

/** Whether the fact-check's publisher is on the engine's fact-checker lists (tier A). */
function isListedFactChecker(record: Pick<FactCheckRecord, 'url' | 'factCheckerSite'>): boolean {
  const sites = [record.url, record.factCheckerSite ? `https://${record.factCheckerSite}/` : null];
  return sites.some(
    (site) => site !== null && (listedTierOf(site).list ?? '').startsWith('official/fact_checkers'),
  );
}

function resultOf(record: FactCheckRecord): Omit<SearchResult, 'rank'> {
  const by = record.factChecker ?? record.factCheckerSite ?? 'a fact-checker';
  const listed = isListedFactChecker(record);
  const rating = listed ? (record.rating ?? ratingOfNumber(record)) : null;
  const claimant = record.claimant ? ` (${record.claimant})` : '';
  const ratingPart = rating
    ? `Rating: ${rating} (${by}${record.datePublished ? `, ${record.datePublished}` : ''})`
    : `Reviewed by ${by}${listed ? '' : ', not a listed fact-checker: its rating is not taken as a reading'}`;
  return {
    url: record.url,
    title: `${by}: ${record.claimReviewed}`,
    snippet: `Claim: ${record.claimReviewed}${claimant} — ${ratingPart} — ${FACT_CHECK_FEED_ATTRIBUTION}`,
    provider: 'factcheck-index',
    publishedAt: record.datePublished,
    rating,
  };
}

/** Words the rules read for a rating given only as a number on its scale ("False (rated 1 of 1–5)"), or null. */
function ratingOfNumber(record: FactCheckRecord): string | null {
  const read = normaliseRating(record);
  if (!read || record.ratingValue === null) return null;
  const words =
    read.stance === 'refutes'
      ? read.strength >= 0.9
        ? 'False'
        : 'Mostly false'
      : read.stance === 'supports'
        ? read.strength >= 0.9
          ? 'True'
          : 'Mostly true'
        : 'Half true';
  return `${words} (rated ${record.ratingValue} of ${record.worstRating ?? 1}–${record.bestRating ?? 5})`;
}
