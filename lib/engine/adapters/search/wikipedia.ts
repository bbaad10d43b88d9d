/**
 * Wikipedia search through the MediaWiki API (`action=query&list=search`), one language wiki per request; every
 * request identified and through the one Wikimedia budget (`adapters/http/wikimedia-access.ts`).
 */
import { EngineError } from '../../errors';
import { viaWikimedia, type WikimediaAccess } from '../http/wikimedia-access';
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

interface WikipediaSearchOptions extends Omit<SearchAdapterOptions, 'limiter' | 'headers'> {
  /** The client's one Wikimedia budget and identity (required: an unidentified request gets 10 a minute). */
  wikimedia: WikimediaAccess;
  /** API endpoint; `{lang}` is replaced by the request language. */
  baseUrl?: string;
  /** Article URL prefix; `{lang}` is replaced, the title (spaces → underscores) appended. */
  pageBaseUrl?: string;
}

const WIKIPEDIA_DEFAULTS = {
  baseUrl: 'https://{lang}.wikipedia.org/w/api.php',
  pageBaseUrl: 'https://{lang}.wikipedia.org/wiki/',
} as const;

export function createWikipediaSearch(options: WikipediaSearchOptions): SearchProvider {
  const http = createSearchHttp('Wikipedia', { ...options, ...viaWikimedia(options.wikimedia) });
  const baseUrl = options.baseUrl ?? WIKIPEDIA_DEFAULTS.baseUrl;
  const pageBaseUrl = options.pageBaseUrl ?? WIKIPEDIA_DEFAULTS.pageBaseUrl;
  return {
    id: 'wikipedia',
    async search({ text, lang, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      const wikiLang = /^[a-z]{2,3}$/.test(lang) ? lang : 'en';
      const url = new URL(baseUrl.replace('{lang}', wikiLang));
      const params = {
        action: 'query',
        list: 'search',
        srsearch: text,
        format: 'json',
        srlimit: String(limit),
        origin: '*',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      const body = record(await http.json(url.toString(), { ...(signal ? { signal } : {}), onSent }));
      const apiError = record(body.error);
      if (str(apiError.info)) {
        throw new EngineError('search/unavailable', `Wikipedia refused the search: ${str(apiError.info)}`);
      }
      const pagePrefix = pageBaseUrl.replace('{lang}', wikiLang);
      return rankResults(
        records(record(body.query).search).map((hit) => {
          const title = str(hit.title) ?? '';
          return {
            url:
              pagePrefix +
              encodeURIComponent(title.replace(/ /g, '_')).replace(/%2F/g, '/').replace(/%3A/g, ':'),
            title,
            snippet: stripHtml(str(hit.snippet) ?? ''),
            provider: 'wikipedia',
            publishedAt: null,
            rating: null,
          };
        }),
        limit,
      );
    },
  };
}
