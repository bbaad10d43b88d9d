/** SearXNG metasearch (JSON format) on an instance the user chooses. */
import { searchResultDate } from '../../domain/dates/read-date';
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

/** SearXNG has no official public endpoint: the instance URL is required. */
export function createSearxngSearch(options: SearchAdapterOptions & { baseUrl: string }): SearchProvider {
  const http = createSearchHttp('SearXNG', options);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    id: 'searxng',
    async search({ text, lang, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set('q', text);
      url.searchParams.set('format', 'json');
      url.searchParams.set('language', lang);
      const headers: Record<string, string> = options.apiKey
        ? { authorization: `Bearer ${options.apiKey}` }
        : {};
      const body = record(
        await http.json(url.toString(), { headers, ...{ ...(signal ? { signal } : {}), onSent } }),
      );
      return rankResults(
        records(body.results).map((hit) => ({
          url: str(hit.url) ?? '',
          title: stripHtml(str(hit.title) ?? ''),
          snippet: stripHtml(str(hit.content) ?? ''),
          provider: 'searxng',
          publishedAt: searchResultDate(hit.publishedDate),
          rating: null,
        })),
        limit,
      );
    },
  };
}
