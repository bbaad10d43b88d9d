/** OpenAlex works search: scholarly papers, with the abstract rebuilt from its inverted index as the snippet. */
import { searchResultDate } from '../../domain/dates/read-date';
import type { SearchProvider } from '../../ports';
import {
  createSearchHttp,
  rankResults,
  record,
  records,
  str,
  type SearchAdapterOptions,
} from './search-http';

const OPENALEX_DEFAULTS = { baseUrl: 'https://api.openalex.org', snippetChars: 600 } as const;

export function createOpenAlexSearch(options: SearchAdapterOptions & { mailto?: string }): SearchProvider {
  const http = createSearchHttp('OpenAlex', options);
  const baseUrl = (options.baseUrl ?? OPENALEX_DEFAULTS.baseUrl).replace(/\/+$/, '');
  return {
    id: 'openalex',
    async search({ text, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      const url = new URL(`${baseUrl}/works`);
      url.searchParams.set('search', text);
      url.searchParams.set('per-page', String(limit));
      if (options.mailto) url.searchParams.set('mailto', options.mailto);
      if (options.apiKey) url.searchParams.set('api_key', options.apiKey);
      const body = record(await http.json(url.toString(), { ...(signal ? { signal } : {}), onSent }));
      return rankResults(
        records(body.results).map((work) => {
          const location = record(work.primary_location);
          const abstract = rebuildAbstract(work.abstract_inverted_index);
          return {
            url: str(location.landing_page_url) ?? doiUrl(str(work.doi)) ?? str(work.id) ?? '',
            title: str(work.display_name) ?? str(work.title) ?? '',
            snippet: clip(
              abstract ?? str(record(location.source).display_name) ?? '',
              OPENALEX_DEFAULTS.snippetChars,
            ),
            provider: 'openalex',
            publishedAt: searchResultDate(work.publication_date),
            rating: null,
          };
        }),
        limit,
      );
    },
  };
}

/** Rebuilds abstract text from OpenAlex's `{ word: [positions] }` inverted index. */
export function rebuildAbstract(index: unknown): string | null {
  if (typeof index !== 'object' || index === null) return null;
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index as Record<string, unknown>)) {
    if (!Array.isArray(positions)) continue;
    for (const position of positions)
      if (typeof position === 'number' && position >= 0) words[position] = word;
  }
  const text = words.filter((word) => word !== undefined).join(' ');
  return text === '' ? null : text;
}

function doiUrl(doi: string | null): string | null {
  if (!doi) return null;
  return doi.startsWith('http') ? doi : `https://doi.org/${doi}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
