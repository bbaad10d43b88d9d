/** Tavily search API (POST, Bearer key). */
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

const TAVILY_DEFAULTS = { baseUrl: 'https://api.tavily.com', maxResults: 20 } as const;

export function createTavilySearch(options: SearchAdapterOptions): SearchProvider {
  const http = createSearchHttp('Tavily', options);
  const baseUrl = (options.baseUrl ?? TAVILY_DEFAULTS.baseUrl).replace(/\/+$/, '');
  return {
    id: 'tavily',
    async search({ text, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      if (!options.apiKey)
        throw new EngineError('search/bad-key', 'Tavily needs an API key: add it in Settings.');
      const body = record(
        await http.json(`${baseUrl}/search`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}` },
          body: {
            query: text,
            max_results: Math.min(limit, TAVILY_DEFAULTS.maxResults),
            search_depth: 'basic',
          },
          ...{ ...(signal ? { signal } : {}), onSent },
        }),
      );
      return rankResults(
        records(body.results).map((hit) => ({
          url: str(hit.url) ?? '',
          title: str(hit.title) ?? '',
          snippet: str(hit.content) ?? '',
          provider: 'tavily',
          publishedAt: searchResultDate(hit.published_date),
          rating: null,
        })),
        limit,
      );
    },
  };
}
