/** Brave Search web API (`X-Subscription-Token`). */
import { searchResultDate } from '../../domain/dates/read-date';
import { EngineError } from '../../errors';
import type { SearchProvider } from '../../ports';
import {
  createSearchHttp,
  rankResults,
  record,
  records,
  str,
  stripHtml,
  type SearchAdapterOptions,
} from './search-http';

const BRAVE_DEFAULTS = { baseUrl: 'https://api.search.brave.com', maxCount: 20 } as const;

export function createBraveSearch(options: SearchAdapterOptions): SearchProvider {
  const http = createSearchHttp('Brave Search', options);
  const baseUrl = (options.baseUrl ?? BRAVE_DEFAULTS.baseUrl).replace(/\/+$/, '');
  return {
    id: 'brave',
    async search({ text, lang, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      if (!options.apiKey)
        throw new EngineError('search/bad-key', 'Brave Search needs an API key: add it in Settings.');
      const url = new URL(`${baseUrl}/res/v1/web/search`);
      url.searchParams.set('q', text);
      url.searchParams.set('count', String(Math.min(limit, BRAVE_DEFAULTS.maxCount)));
      url.searchParams.set('search_lang', lang);
      const headers = { 'x-subscription-token': options.apiKey };
      const body = record(
        await http.json(url.toString(), { headers, ...{ ...(signal ? { signal } : {}), onSent } }),
      );
      return rankResults(
        records(record(body.web).results).map((hit) => ({
          url: str(hit.url) ?? '',
          title: stripHtml(str(hit.title) ?? ''),
          snippet: stripHtml(str(hit.description) ?? ''),
          provider: 'brave',
          publishedAt: searchResultDate(hit.page_age),
          rating: null,
        })),
        limit,
      );
    },
  };
}
