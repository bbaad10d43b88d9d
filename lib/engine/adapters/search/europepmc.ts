/**
 * Europe PMC search (keyless, www.ebi.ac.uk/europepmc/webservices/rest/search, `resultType=core`): journal articles
 * and preprints for science and health, the abstract as the snippet. An answer carrying `errMsg` is an error.
 */
import { searchResultDate } from '../../domain/dates/read-date';
import { EngineError } from '../../errors';
import type { SearchProvider } from '../../ports';
import { createRequestPacer } from './request-pacer';
import {
  createSearchHttp,
  rankResults,
  record,
  records,
  str,
  stripHtml,
  type SearchAdapterOptions,
} from './search-http';

const EUROPEPMC_DEFAULTS = {
  baseUrl: 'https://www.ebi.ac.uk/europepmc/webservices/rest',
  articleBaseUrl: 'https://europepmc.org/article/',
  snippetChars: 600,
  /** The service's largest page (`pageSize` 1–1000). */
  maxPageSize: 1000,
} as const;

/** Characters of the Europe PMC (Lucene) query syntax: page text never reaches it as syntax. */
const QUERY_SYNTAX = /[\\+\-!(){}[\]^"~*?:/&|]+/g;

interface EuropePmcOptions extends SearchAdapterOptions {
  /** Requests a minute and a second the service allows (500 and 10): requests leave spaced to stay under both. */
  requestsPerMinute: number;
  requestsPerSecond: number;
  /** Added to each window, so network jitter never packs more requests into one than the service counts. */
  paceMarginMs: number;
}

export function createEuropePmcSearch(options: EuropePmcOptions): SearchProvider {
  // Europe PMC throttles per client: requests leave within its windows, retries included.
  const pacer = createRequestPacer(options.clock, 'europepmc', [
    { limit: options.requestsPerSecond, perMs: 1000 + options.paceMarginMs },
    { limit: options.requestsPerMinute, perMs: 60_000 + options.paceMarginMs },
  ]);
  const http = createSearchHttp('Europe PMC', { ...options, pacer });
  const baseUrl = (options.baseUrl ?? EUROPEPMC_DEFAULTS.baseUrl).replace(/\/+$/, '');
  return {
    id: 'europepmc',
    async search({ text, limit, signal, onSent }) {
      const query = europePmcQuery(text);
      if (query === '' || limit <= 0) return [];
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set('query', query);
      url.searchParams.set('format', 'json');
      url.searchParams.set('resultType', 'core');
      url.searchParams.set('pageSize', String(Math.min(limit, EUROPEPMC_DEFAULTS.maxPageSize)));
      const body = record(await http.json(url.toString(), { ...(signal ? { signal } : {}), onSent }));
      const refusal = str(body.errMsg);
      if (refusal)
        throw new EngineError(
          'search/unavailable',
          `Europe PMC refused the search: ${refusal.slice(0, 200)}`,
          {
            requestFailures: [{ provider: 'Europe PMC', kind: 'malformed' }],
          },
        );
      return rankResults(
        records(record(body.resultList).result).map((hit) => ({
          url: articleUrl(hit),
          title: stripHtml(str(hit.title) ?? ''),
          snippet: clip(
            stripHtml(str(hit.abstractText) ?? str(record(record(hit.journalInfo).journal).title) ?? ''),
            EUROPEPMC_DEFAULTS.snippetChars,
          ),
          provider: 'europepmc',
          publishedAt: searchResultDate(str(hit.firstPublicationDate) ?? str(hit.pubYear)),
          rating: null,
        })),
        limit,
      );
    },
  };
}

/** The words of `text` without query syntax (a stray quote or colon is a syntax error) or operators (`AND`, `OR`, `NOT`). */
function europePmcQuery(text: string): string {
  return text
    .replace(QUERY_SYNTAX, ' ')
    .replace(/(?<![\p{L}\p{N}])(?:AND|OR|NOT)(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A free full text in HTML (the publisher's or PubMed Central's page), else the DOI, else the Europe PMC page. */
function articleUrl(hit: Record<string, unknown>): string {
  const links = records(record(hit.fullTextUrlList).fullTextUrl);
  const free = links.find(
    (link) => str(link.documentStyle) === 'html' && /^(?:OA|F)$/.test(str(link.availabilityCode) ?? ''),
  );
  if (free && str(free.url)) return str(free.url)!;
  const doi = str(hit.doi);
  if (doi) return `https://doi.org/${doi.replace(/^https?:\/\/(?:dx\.)?doi\.org\//, '')}`;
  const source = str(hit.source);
  const id = str(hit.id);
  return source && id ? `${EUROPEPMC_DEFAULTS.articleBaseUrl}${source}/${id}` : '';
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
