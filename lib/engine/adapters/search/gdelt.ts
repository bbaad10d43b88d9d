/**
 * GDELT DOC 2.0 article search (api.gdeltproject.org/api/v2/doc/doc, `mode=ArtList`): a locator of news reports,
 * one request every 5 seconds at most. Its refusals (rate, a keyword too short) come as plain text with status 200:
 * errors, never "no results".
 */
import { searchResultDate } from '../../domain/dates/read-date';
import { wordsOf } from '../../domain/text/segment';
import { EngineError } from '../../errors';
import type { SearchProvider } from '../../ports';
import { createRequestPacer } from './request-pacer';
import {
  createSearchHttp,
  rankResults,
  record,
  records,
  str,
  type SearchAdapterOptions,
} from './search-http';

interface GdeltSearchOptions extends SearchAdapterOptions {
  /** Requests a minute the API allows (12: one every 5 seconds). */
  requestsPerMinute: number;
  /** Added to the 5 seconds, so network jitter never brings two requests closer than the API counts. */
  paceMarginMs: number;
  /** Most words in a query (GDELT requires every one), shortest word it accepts, days searched either side of a date. */
  maxWords: number;
  minWordChars: number;
  daysAround: number;
}

const GDELT_DEFAULTS = {
  baseUrl: 'https://api.gdeltproject.org/api/v2/doc/doc',
  /** The most articles one ArtList answer holds (`maxrecords` up to 250). */
  maxRecords: 250,
  /** The first day the DOC 2.0 API searches (blog.gdeltproject.org/gdelt-doc-2-0-api-debuts). */
  firstDay: '2017-01-01',
} as const;

/** GDELT's operators, never sent as words of a query. */
const OPERATORS = new Set(['and', 'or', 'not']);

export function createGdeltSearch(options: GdeltSearchOptions): SearchProvider {
  const pacer = createRequestPacer(options.clock, 'gdelt', [
    { limit: 1, perMs: 60_000 / options.requestsPerMinute + options.paceMarginMs },
  ]);
  // A refusal is not worth retrying at once: the next request must wait its 5 seconds anyway.
  const http = createSearchHttp(
    'GDELT',
    { ...options, maxRetries: 0, pacer },
    { textAnswer: gdeltTextAnswer },
  );
  const baseUrl = options.baseUrl ?? GDELT_DEFAULTS.baseUrl;
  return {
    id: 'gdelt',
    async search({ text, lang, limit, date, signal, onSent }) {
      const query = gdeltQuery(text, lang, options);
      if (query === '' || limit <= 0) return [];
      const url = new URL(baseUrl);
      url.searchParams.set('query', query);
      url.searchParams.set('mode', 'ArtList');
      url.searchParams.set('format', 'json');
      url.searchParams.set('maxrecords', String(Math.min(limit, GDELT_DEFAULTS.maxRecords)));
      url.searchParams.set('sort', 'HybridRel');
      if (date) {
        const window = dateWindow(date, options.daysAround, options.clock.now());
        // A day before the API's first, or after today: nothing it could find.
        if (!window) return [];
        url.searchParams.set('startdatetime', window.start);
        url.searchParams.set('enddatetime', window.end);
      }
      const body = record(await http.json(url.toString(), { ...(signal ? { signal } : {}), onSent }));
      return rankResults(
        records(body.articles).map((article) => {
          const title = str(article.title) ?? '';
          return {
            url: str(article.url) ?? '',
            title,
            snippet: [str(article.domain), title].filter(Boolean).join(': '),
            provider: 'gdelt',
            publishedAt: seenDate(str(article.seendate)),
            rating: null,
          };
        }),
        limit,
      );
    },
  };
}

/**
 * The query as GDELT accepts it: plain words (punctuation and quotes dropped, so no phrase is sent), none shorter than
 * its minimum (GDELT refuses the whole query for one), no operator words, each once, at most `maxWords`.
 */
function gdeltQuery(
  text: string,
  lang: string,
  limits: Pick<GdeltSearchOptions, 'maxWords' | 'minWordChars'>,
): string {
  const words = wordsOf(text, lang).filter(
    (word) => [...word].length >= limits.minWordChars && !OPERATORS.has(word),
  );
  return [...new Set(words)].slice(0, limits.maxWords).join(' ');
}

/** A plain-text answer: the rate refusal is `search/rate-limited` (5 seconds), anything else a refused query. */
function gdeltTextAnswer(text: string): EngineError {
  const message = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  if (/limit requests/i.test(message))
    return new EngineError('search/rate-limited', 'GDELT rate limit reached', {
      retryable: true,
      retryAfterMs: 5000,
      requestFailures: [{ provider: 'GDELT', kind: 'rate-limited', status: 200 }],
    });
  return new EngineError('search/unavailable', `GDELT refused the search: ${message || 'an empty answer'}`, {
    requestFailures: [{ provider: 'GDELT', kind: 'malformed' }],
  });
}

/** `startdatetime`/`enddatetime` (YYYYMMDDHHMMSS) `days` either side of `date`, within the API's coverage. */
function dateWindow(date: string, days: number, now: number): { start: string; end: string } | null {
  const day = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day)) return null;
  const first = Date.parse(`${GDELT_DEFAULTS.firstDay}T00:00:00Z`);
  const start = Math.max(first, day - days * 86_400_000);
  const end = Math.min(now, day + (days + 1) * 86_400_000 - 1000);
  if (end <= start) return null;
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return { start: stamp(start), end: stamp(end) };
}

/** GDELT's `seendate` (`20240214T091500Z`) as ISO 8601. */
function seenDate(value: string | null): string | null {
  const m = value ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) : null;
  return m ? searchResultDate(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
}
