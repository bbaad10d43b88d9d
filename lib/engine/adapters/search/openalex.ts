/**
 * OpenAlex works search: scholarly papers, with the abstract rebuilt from its inverted index as the snippet. The key
 * goes as `api_key` (developers.openalex.org/api-reference/authentication); a spent daily allowance is an error that
 * says what helps (a free key), never "no results", and no request is sent again until the allowance resets.
 */
import { searchResultDate } from '../../domain/dates/read-date';
import { EngineError } from '../../errors';
import type { SearchProvider } from '../../ports';
import { describeWait } from '../http/retry-after';
import {
  createSearchHttp,
  rankResults,
  record,
  records,
  str,
  type ProviderRules,
  type SearchAdapterOptions,
} from './search-http';

const OPENALEX_DEFAULTS = {
  baseUrl: 'https://api.openalex.org',
  snippetChars: 600,
  /** A 429 asking to wait longer than this is the daily allowance, not the 100-per-second limit. */
  dailyRetryAfterMs: 60_000,
  /** How long a spent allowance is trusted to stay spent when OpenAlex did not say (its allowance is daily). */
  spentFallbackMs: 60 * 60 * 1000,
} as const;

interface OpenAlexSearchOptions extends SearchAdapterOptions {
  mailto?: string;
  /** Where a user gets a free key (the registry's `OPENALEX_KEY_URL`), named when the keyless allowance is spent. */
  keyUrl?: string;
}

export function createOpenAlexSearch(options: OpenAlexSearchOptions): SearchProvider {
  const keyed = Boolean(options.apiKey);
  /** Until when the daily allowance is known to be spent (then every search fails without a request). */
  let spentUntil = 0;
  let spentError: EngineError | undefined;
  const readError: ProviderRules['readError'] = ({ status, body, headers, retryAfterMs }) => {
    if (status !== 429 || !isDailyAllowance(body, headers, retryAfterMs)) return undefined;
    const resetMs = retryAfterMs ?? resetHeaderMs(headers) ?? OPENALEX_DEFAULTS.spentFallbackMs;
    spentUntil = options.clock.now() + resetMs;
    spentError = allowanceSpent(keyed, resetMs, options.keyUrl);
    return spentError;
  };
  // The allowance is spent: asking again costs OpenAlex a request and the user a 429, and cannot succeed (checked
  // again when a request has its slot: many wait for one while the answer that spends the allowance arrives).
  const refuse = () => (spentError && options.clock.now() < spentUntil ? spentError : undefined);
  const http = createSearchHttp('OpenAlex', options, { readError, refuse });
  const baseUrl = (options.baseUrl ?? OPENALEX_DEFAULTS.baseUrl).replace(/\/+$/, '');
  return {
    id: 'openalex',
    async search({ text, limit, signal, onSent }) {
      if (text.trim() === '' || limit <= 0) return [];
      const spent = refuse();
      if (spent) throw spent;
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

/**
 * Whether a 429 is the daily allowance (keyless $0.01, keyed $1): OpenAlex's rate-limit headers say nothing remains
 * (`X-RateLimit-Remaining: 0`, `X-RateLimit-Remaining-USD: 0`), its message names the daily limit or credits, or it
 * asks to wait longer than a burst would need. A 429 without any of these is the 100-per-second limit.
 */
function isDailyAllowance(body: unknown, headers: Headers, retryAfterMs: number | undefined): boolean {
  for (const name of ['x-ratelimit-remaining', 'x-ratelimit-remaining-usd']) {
    const value = headers.get(name);
    if (value !== null && value.trim() !== '' && Number(value) <= 0) return true;
  }
  if (retryAfterMs !== undefined && retryAfterMs > OPENALEX_DEFAULTS.dailyRetryAfterMs) return true;
  const message = [str(record(body).error), str(record(body).message), typeof body === 'string' ? body : null]
    .filter((part) => part !== null)
    .join(' ');
  return /daily|per day|credit|budget|usage|api[ _]?key/i.test(message);
}

/** `X-RateLimit-Reset`: seconds until the allowance resets (OpenAlex sends seconds remaining, not a time). */
function resetHeaderMs(headers: Headers): number | undefined {
  const value = Number(headers.get('x-ratelimit-reset') ?? NaN);
  return Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
}

/** The spent allowance in words: without a key, what helps is a free key; with one, waiting for the reset. */
function allowanceSpent(keyed: boolean, resetMs: number, keyUrl: string | undefined): EngineError {
  if (!keyed)
    return new EngineError(
      'search/bad-key',
      `OpenAlex needs a free key: without one it allows about 10 searches a day, and they are used up. Get a key ${keyUrl ? `at ${keyUrl}` : 'from OpenAlex'} and add it in Settings (OPENALEX_API_KEY for the CLI).`,
      { retryAfterMs: resetMs, requestFailures: [{ provider: 'OpenAlex', kind: 'needs-key', status: 429 }] },
    );
  return new EngineError(
    'search/rate-limited',
    `OpenAlex's daily allowance for this key is used up: it resets in about ${describeWait(resetMs)}.`,
    { retryAfterMs: resetMs, requestFailures: [{ provider: 'OpenAlex', kind: 'rate-limited', status: 429 }] },
  );
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
