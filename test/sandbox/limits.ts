/**
 * The keyless providers' 2026 limits, enforced as their documentation says, so tests meet them:
 * - Wikimedia (mediawiki.org/wiki/Wikimedia_APIs/Rate_limits, "Limits"): requests are counted per client across all
 *   Wikimedia sites together, per minute: 10 for an unidentified client (nothing but its IP), 200 for a compliant
 *   User-Agent (`<name>/<version> (<contact: URL or e-mail>)`, meta.wikimedia.org/wiki/User-Agent_policy) or, from a
 *   browser, the same in `Api-User-Agent` (mediawiki.org/wiki/Wikimedia_APIs/Access_policy). Past it: 429 with
 *   Retry-After ("respect the Retry-After header provided with a 429"). API:Etiquette asks for requests in series:
 *   each request's log entry says how many of its client's requests were in flight when it arrived.
 * - OpenAlex (developers.openalex.org/api-reference/authentication, …/errors): without `api_key` $0.01 of usage a
 *   day, a search $1 per 1,000 (about 10 searches); a free key $1 (1,000 searches). Past it: 429 "Rate limit
 *   exceeded" in its error format `{ error, message }` with its `X-RateLimit-*` headers, with or without Retry-After.
 * Windows run on the wall clock and `reset()` clears them (the harness resets before each test), so no test waits.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { JsonReply } from './search';

export interface ProviderLimits {
  wikimedia: {
    unidentifiedPerMinute: number;
    identifiedPerMinute: number;
    /** Whether a 429 carries Retry-After (Wikimedia's does; false serves the worst case). */
    retryAfter: boolean;
  };
  openalex: {
    keylessSearchesPerDay: number;
    keyedSearchesPerDay: number;
    /** Whether the 429 carries Retry-After (seconds to midnight UTC) besides `X-RateLimit-Reset`. */
    retryAfter: boolean;
  };
}

/** The documented limits (above): what the sandbox enforces unless a test sets others (`setLimits`). */
export const DOCUMENTED_LIMITS: ProviderLimits = {
  wikimedia: { unidentifiedPerMinute: 10, identifiedPerMinute: 200, retryAfter: true },
  openalex: { keylessSearchesPerDay: 10, keyedSearchesPerDay: 1000, retryAfter: true },
};

export type LimitsPatch = { [K in keyof ProviderLimits]?: Partial<ProviderLimits[K]> };

/** What the sandbox learnt of one Wikimedia request: who sent it, and whether it is refused. */
export interface WikimediaAdmission {
  client: string;
  identified: boolean;
  /** The client's Wikimedia requests in flight when this one arrived, itself included (1: in series). */
  inFlight: number;
  /** The 429 to answer instead of the request, when over the limit. */
  refused?: JsonReply;
  /** Call when the request is answered (it no longer counts as in flight). */
  done(): void;
}

const MINUTE_MS = 60_000;
const CONTACT = /https?:\/\/[^\s;)]+|[\w.+-]+@[\w-]+\.[\w.-]+/;

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * Who a Wikimedia request comes from: its `Api-User-Agent`, else its `User-Agent`, when it names a tool with a way
 * to reach its operator (a URL or an e-mail); anything else (`node`, a browser's own agent, nothing) is unidentified.
 */
export function wikimediaClient(headers: IncomingHttpHeaders): { client: string; identified: boolean } {
  for (const name of ['api-user-agent', 'user-agent']) {
    const value = headerValue(headers, name);
    if (/^[^\s/]+\/\S+/.test(value) && CONTACT.test(value)) return { client: value, identified: true };
  }
  return { client: 'unidentified', identified: false };
}

export class ProviderGate {
  private limits: ProviderLimits = structuredClone(DOCUMENTED_LIMITS);
  /** Send times per Wikimedia client within the last minute. */
  private readonly wikimediaSent = new Map<string, number[]>();
  private readonly wikimediaActive = new Map<string, number>();
  private openalexKeyless = 0;
  private readonly openalexKeyed = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  setLimits(patch: LimitsPatch): ProviderLimits {
    this.limits = {
      wikimedia: { ...this.limits.wikimedia, ...patch.wikimedia },
      openalex: { ...this.limits.openalex, ...patch.openalex },
    };
    return this.current();
  }

  current(): ProviderLimits {
    return structuredClone(this.limits);
  }

  /** Clears every counter and restores the documented limits. */
  reset(): void {
    this.limits = structuredClone(DOCUMENTED_LIMITS);
    this.wikimediaSent.clear();
    this.wikimediaActive.clear();
    this.openalexKeyless = 0;
    this.openalexKeyed.clear();
  }

  /** Counts one request to any Wikimedia host against its client's minute. */
  wikimedia(headers: IncomingHttpHeaders): WikimediaAdmission {
    const { client, identified } = wikimediaClient(headers);
    const now = this.now();
    const limit = identified
      ? this.limits.wikimedia.identifiedPerMinute
      : this.limits.wikimedia.unidentifiedPerMinute;
    const sent = (this.wikimediaSent.get(client) ?? []).filter((at) => at > now - MINUTE_MS);
    this.wikimediaSent.set(client, sent);
    const inFlight = (this.wikimediaActive.get(client) ?? 0) + 1;
    this.wikimediaActive.set(client, inFlight);
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.wikimediaActive.set(client, Math.max(0, (this.wikimediaActive.get(client) ?? 1) - 1));
    };
    if (sent.length >= limit) {
      const waitS = Math.max(1, Math.ceil((sent[sent.length - limit]! + MINUTE_MS - now) / 1000));
      return {
        client,
        identified,
        inFlight,
        done,
        refused: {
          status: 429,
          headers: this.limits.wikimedia.retryAfter ? { 'retry-after': String(waitS) } : {},
          body: `Too many requests. ${identified ? 'This client' : 'Unidentified clients'} may send ${limit} requests a minute to Wikimedia APIs. ${identified ? '' : 'Identify your tool with a User-Agent (or Api-User-Agent) header that names it and a contact: https://meta.wikimedia.org/wiki/User-Agent_policy. '}See https://www.mediawiki.org/wiki/Wikimedia_APIs/Rate_limits`,
        },
      };
    }
    sent.push(now);
    return { client, identified, inFlight, done };
  }

  /** Counts one OpenAlex search against its key's (or the keyless) day; answers the 429 when it is spent. */
  openalex(params: URLSearchParams): JsonReply | undefined {
    if (!params.has('search')) return undefined;
    const key = params.get('api_key')?.trim() ?? '';
    const used = key ? (this.openalexKeyed.get(key) ?? 0) : this.openalexKeyless;
    const limit = key ? this.limits.openalex.keyedSearchesPerDay : this.limits.openalex.keylessSearchesPerDay;
    const resetS = secondsToMidnightUtc(this.now());
    if (used >= limit)
      return {
        status: 429,
        headers: {
          'x-ratelimit-limit': String(limit),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-limit-usd': key ? '1' : '0.01',
          'x-ratelimit-remaining-usd': '0',
          'x-ratelimit-reset': String(resetS),
          ...(this.limits.openalex.retryAfter ? { 'retry-after': String(resetS) } : {}),
        },
        body: {
          error: 'Rate limit exceeded',
          message: key
            ? 'Daily usage limit exceeded for this API key. Limits reset at midnight UTC.'
            : 'Daily usage limit exceeded. Without an API key you get $0.01 of usage per day; get a free API key at https://openalex.org/settings/api.',
        },
      };
    if (key) this.openalexKeyed.set(key, used + 1);
    else this.openalexKeyless += 1;
    return undefined;
  }

  /** The rate headers of an answered OpenAlex search (after it was counted). */
  openalexHeaders(params: URLSearchParams): Record<string, string> {
    const key = params.get('api_key')?.trim() ?? '';
    const used = key ? (this.openalexKeyed.get(key) ?? 0) : this.openalexKeyless;
    const limit = key ? this.limits.openalex.keyedSearchesPerDay : this.limits.openalex.keylessSearchesPerDay;
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - used)),
      'x-ratelimit-reset': String(secondsToMidnightUtc(this.now())),
    };
  }
}

function secondsToMidnightUtc(now: number): number {
  const date = new Date(now);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now) / 1000));
}
