/** Shared plumbing for search adapters: limiter, timeout, retries and provider failures in words. */
import { EngineError } from '../../errors';
import type { Clock } from '../../ports';
import type { RequestFailure, RequestFailureKind, SearchResult } from '../../schemas';
import { formatBytes } from '../http/capped-fetch';
import { createHostLimiter, type HostLimiter } from '../../host-limiter';
import { isRequestBudget } from '../http/request-budget';
import type { FetchFn } from '../http/fetch-fn';
import { requestJson, type JsonRequest } from '../http/request-json';
import { describeWait, parseRetryAfter } from '../http/retry-after';
import { withRetry, type RetryEvent } from '../http/with-retry';
import { hostOf } from '../../domain/url';
import type { RequestPacer } from './request-pacer';

/** Options every `createXxxSearch` accepts. */
export interface SearchAdapterOptions {
  fetch: FetchFn;
  clock: Clock;
  baseUrl?: string;
  apiKey?: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  /** Retries on 429/5xx (default 1). */
  maxRetries?: number;
  /**
   * Shared per-host limiter (default: one of 4 per host for this adapter). A family budget (`request-budget.ts`, all
   * of Wikimedia) is paused as a whole by a 429 or 503 from any of its hosts.
   */
  limiter?: HostLimiter;
  /** Keeps the requests within the service's rate windows (`request-pacer.ts`); absent: no spacing. */
  pacer?: RequestPacer;
  onRetry?: (event: RetryEvent) => void;
  /** Sent with every request (the client's identity for Wikimedia: `adapters/http/client-identity.ts`). */
  headers?: Record<string, string>;
}

/** What a provider adds to the shared plumbing (OpenAlex: its daily allowance). */
export interface ProviderRules {
  /** What a provider's own error answer says, read before the generic mapping. */
  readError?: (answer: {
    status: number;
    body: unknown;
    headers: Headers;
    retryAfterMs: number | undefined;
  }) => EngineError | undefined;
  /**
   * Asked when a request has its slot, just before it would leave: an error refuses it unsent (an allowance known to
   * be spent by an answer that came while the request waited for its slot).
   */
  refuse?: () => EngineError | undefined;
  /** What a 2xx answer that is not JSON means for this provider (default: not search results, check the address). */
  textAnswer?: (text: string) => EngineError;
}

const SEARCH_DEFAULTS = { timeoutMs: 10_000, maxRetries: 1, perHost: 4 } as const;

/** How a search request is made; `onSent` is told when a request leaves (after any wait for a per-host slot). */
type SearchHttpInit = Pick<JsonRequest, 'method' | 'headers' | 'body' | 'signal'> & {
  onSent?: (() => void) | undefined;
};

interface SearchHttp {
  /** Requests `url` and answers the JSON body of a 2xx, or rejects with a `search/*` EngineError. */
  json(url: string, init: SearchHttpInit): Promise<unknown>;
}

export function createSearchHttp(
  name: string,
  options: SearchAdapterOptions,
  rules: ProviderRules = {},
): SearchHttp {
  const limiter = options.limiter ?? createHostLimiter({ perHost: SEARCH_DEFAULTS.perHost });
  const budget = isRequestBudget(limiter) ? limiter : undefined;
  const timeoutMs = options.timeoutMs ?? SEARCH_DEFAULTS.timeoutMs;
  const readAnswer = (answer: { status: number; body: unknown; headers: Headers }) => {
    const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'), options.clock.now());
    // "Slow down" from one host of a family pauses the whole family (its other hosts count against the same limit):
    // a 429, or a 503 that says when to come back (a 503 without Retry-After is an outage: the retry's backoff applies).
    if (budget && (answer.status === 429 || (answer.status === 503 && retryAfterMs !== undefined)))
      budget.pause(retryAfterMs);
    else budget?.settled();
    const own =
      answer.status >= 200 && answer.status < 300
        ? undefined
        : rules.readError?.({ ...answer, retryAfterMs });
    return { retryAfterMs, own };
  };
  const once = async (url: string, { onSent, ...asked }: SearchHttpInit) => {
    const headers = options.headers || asked.headers ? { ...options.headers, ...asked.headers } : undefined;
    const init = { ...asked, ...(headers ? { headers } : {}) };
    const { response, retryAfterMs, own } = await limiter.run(
      url,
      async () => {
        const refused = rules.refuse?.();
        if (refused) throw refused;
        // A paced service's rate window is waited for inside the slot, so requests leave as far apart as paced.
        await options.pacer?.wait(hostOf(url), init.signal);
        onSent?.();
        const answer = await requestJson({ fetch: options.fetch, url, timeoutMs, ...init }, (failure) =>
          failure.kind === 'timeout'
            ? new EngineError('search/timeout', `${name} did not answer within ${describeWait(timeoutMs)}.`, {
                retryable: true,
                requestFailures: [{ provider: name, kind: 'timeout' }],
              })
            : failure.kind === 'too-large'
              ? new EngineError(
                  'search/unavailable',
                  `${name} answered with more than ${formatBytes(failure.maxBytes)}, so its results were skipped: check its address.`,
                  { requestFailures: [{ provider: name, kind: 'too-large' }] },
                )
              : new EngineError(
                  'search/unavailable',
                  `Could not reach ${name} (${hostOf(url)}): check the network or the address.`,
                  {
                    cause: failure.cause,
                    retryable: true,
                    requestFailures: [{ provider: name, kind: networkFailureKind(failure.cause) }],
                  },
                ),
        );
        // Read while the request still holds its slot, so the next one waiting for it already knows: a family
        // paused by this answer, an allowance this answer says is spent.
        return { response: answer, ...readAnswer(answer) };
      },
      init.signal,
    );
    if (response.status >= 200 && response.status < 300) {
      // A body that is not JSON (an HTML error page, a cut-off answer) is a failure, never "no results".
      if (typeof response.body === 'string')
        throw (
          rules.textAnswer?.(response.body) ??
          new EngineError(
            'search/unavailable',
            `${name} answered with something that is not search results: check its address.`,
            { requestFailures: [{ provider: name, kind: 'malformed' }] },
          )
        );
      return response.body;
    }
    if (own) throw own;
    throw searchHttpError(name, response.status, response.body, retryAfterMs, options.apiKey !== undefined);
  };
  return {
    json: (url, init) =>
      withRetry(() => once(url, init), {
        maxRetries: options.maxRetries ?? SEARCH_DEFAULTS.maxRetries,
        clock: options.clock,
        ...(init.signal ? { signal: init.signal } : {}),
        ...(options.onRetry ? { onRetry: options.onRetry } : {}),
      }),
  };
}

/** Node's and undici's error codes for a name that could not be looked up, a refused connection, a connect timeout. */
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const REFUSED_CODES = new Set(['ECONNREFUSED']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * Why a request failed in the network, from the error codes in its cause chain (never from its message). A browser
 * says only "Failed to fetch", whatever the reason: that is `unreachable`, not "no connection".
 */
export function networkFailureKind(cause: unknown): RequestFailureKind {
  let current: unknown = cause;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (DNS_CODES.has(code)) return 'dns';
      if (REFUSED_CODES.has(code)) return 'refused';
      if (TIMEOUT_CODES.has(code)) return 'timeout';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return 'unreachable';
}

/** The failure fact of an HTTP error status (the status decides, as in `searchHttpError`). */
function statusFailure(name: string, status: number, kind: RequestFailureKind = 'http'): RequestFailure[] {
  return [{ provider: name, kind, status }];
}

/** Maps an HTTP error status from a search provider to an EngineError a user can act on. */
export function searchHttpError(
  name: string,
  status: number,
  body: unknown,
  retryAfterMs: number | undefined,
  /** False for services used without a key: their 401/403 is a refusal, not a bad key. */
  keyed = true,
): EngineError {
  const detail = providerMessage(body);
  if (!keyed && (status === 401 || status === 403)) {
    return new EngineError(
      'search/unavailable',
      `${name} refused the search (HTTP ${status}${detail ? `: ${detail}` : ''}): check its settings.`,
      { requestFailures: statusFailure(name, status) },
    );
  }
  if (status === 401 || status === 403 || (status === 400 && /api[ _-]?key|credential|token/i.test(detail))) {
    return new EngineError('search/bad-key', `${name} rejected the API key: check it in Settings.`, {
      requestFailures: statusFailure(name, status, 'bad-key'),
    });
  }
  if (status === 429) {
    return new EngineError('search/rate-limited', `${name} rate limit reached`, {
      retryable: true,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      requestFailures: statusFailure(name, status, 'rate-limited'),
    });
  }
  if (status >= 500) {
    return new EngineError(
      'search/unavailable',
      `${name} is not working right now (HTTP ${status}): try again later, or switch it off in Settings.`,
      {
        retryable: true,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
        requestFailures: statusFailure(name, status),
      },
    );
  }
  return new EngineError(
    'search/unavailable',
    `${name} refused the search (HTTP ${status}${detail ? `: ${detail}` : ''}).`,
    { requestFailures: statusFailure(name, status) },
  );
}

/** The provider's own error text from the common error shapes (Google, Brave, Tavily, plain text). */
function providerMessage(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 200);
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const inner = error as Record<string, unknown>;
    for (const key of ['message', 'detail', 'code']) if (typeof inner[key] === 'string') return inner[key];
  }
  for (const key of ['message', 'detail', 'errMsg']) if (typeof record[key] === 'string') return record[key];
  return '';
}

/** Trims, drops empty and non-absolute URLs and numbers ranks 1..n in order. */
export function rankResults(results: Omit<SearchResult, 'rank'>[], limit: number): SearchResult[] {
  return results
    .filter((result) => isAbsoluteUrl(result.url) && result.title.trim() !== '')
    .slice(0, limit)
    .map((result, index) => ({ ...result, rank: index + 1 }));
}

function isAbsoluteUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Strips HTML tags and decodes the common entities in provider snippets. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a field as a string, or null. */
export function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads a field as an array of records (anything else becomes []). */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

/** Reads a field as a record (anything else becomes {}). */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
