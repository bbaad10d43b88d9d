/** Google Fact Check Tools (ClaimReview) search: each professional review becomes a result with its rating. */
import { searchResultDate } from '../../domain/dates/read-date';
import { EngineError } from '../../errors';
import type { SearchProvider } from '../../ports';
import {
  createSearchHttp,
  rankResults,
  record,
  records,
  str,
  type SearchAdapterOptions,
} from './search-http';

const FACTCHECK_DEFAULTS = { baseUrl: 'https://factchecktools.googleapis.com' } as const;

export function createFactCheckSearch(options: SearchAdapterOptions): SearchProvider {
  const http = createSearchHttp('Google Fact Check Tools', options);
  const baseUrl = (options.baseUrl ?? FACTCHECK_DEFAULTS.baseUrl).replace(/\/+$/, '');
  return {
    id: 'factcheck',
    async search({ text, lang, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      if (!options.apiKey) {
        throw new EngineError(
          'search/bad-key',
          'Google Fact Check Tools needs an API key: add it in Settings.',
        );
      }
      const url = new URL(`${baseUrl}/v1alpha1/claims:search`);
      url.searchParams.set('query', text);
      url.searchParams.set('key', options.apiKey);
      url.searchParams.set('languageCode', lang);
      url.searchParams.set('pageSize', String(limit));
      const body = record(await http.json(url.toString(), { ...(signal ? { signal } : {}), onSent }));
      const reviews = records(body.claims).flatMap((claim) =>
        records(claim.claimReview).map((review) => {
          const claimText = str(claim.text) ?? '';
          const rating = str(review.textualRating);
          const publisher = record(review.publisher);
          const by = str(publisher.name) ?? str(publisher.site);
          const claimant = str(claim.claimant);
          return {
            url: str(review.url) ?? '',
            title: str(review.title) ?? (by ? `${by}: ${claimText}` : claimText),
            snippet: [
              `Claim: ${claimText}${claimant ? ` (${claimant})` : ''}`,
              rating ? `Rating: ${rating}${by ? ` (${by})` : ''}` : null,
            ]
              .filter((part) => part !== null)
              .join(' — '),
            provider: 'factcheck',
            publishedAt: searchResultDate(review.reviewDate) ?? searchResultDate(claim.claimDate),
            rating,
          };
        }),
      );
      return rankResults(reviews, limit);
    },
  };
}
