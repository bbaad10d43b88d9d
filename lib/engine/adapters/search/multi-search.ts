/** Several search providers as one: concurrent queries, cached answers, URL dedupe, failures reported not fatal. */
import { EngineError } from '../../errors';
import type { EngineErrorData } from '../../errors';
import type { Clock, ResearchStore, SearchProvider, SearchRequest } from '../../ports';
import type { SearchResult } from '../../schemas';
import { normalizeUrl, urlIdentity } from '../../domain/url';

/** A deduplicated result: the best-ranked copy, with every provider that found it. */
type MergedSearchResult = SearchResult & { providers: string[] };

interface SearchFailure {
  provider: string;
  error: EngineErrorData;
}

interface MultiSearchOutcome {
  results: MergedSearchResult[];
  /** Providers that answered (possibly with no results). */
  answered: string[];
  failures: SearchFailure[];
  /** Providers not called because the caller asked to skip them (a run's circuit breaker). */
  skipped: string[];
  /** Providers answered from the search cache (no request sent). */
  cached: string[];
  /** Providers that are on but were not asked: not suited to this query (`prefer`), while suited ones answered. */
  notAsked?: string[];
}

interface MultiSearch extends SearchProvider {
  /**
   * Every provider's answer merged, with who answered, failed or was skipped. Never rejects for provider
   * failures (the caller decides what "all failed" means); rejects only on abort.
   */
  searchAll(request: SearchRequest, options?: SearchAllOptions): Promise<MultiSearchOutcome>;
}

/** How one search across providers is made: providers to skip, caches bypassed, who is being waited for. */
interface SearchAllOptions {
  skip?: ReadonlySet<string>;
  fresh?: boolean;
  /**
   * Called when a provider is asked (no cached answer), each time its request leaves (`sent`: after any wait for a
   * per-host slot) and when it has answered or failed.
   */
  onProvider?: (provider: string, state: ProviderState) => void;
  /**
   * The providers suited to this query: only they are asked, unless none of them is on and not skipped, or all of
   * them failed — then every other provider that is on is asked too. Absent: every provider.
   */
  prefer?: readonly string[];
}

type ProviderState = 'asked' | 'sent' | 'settled';

interface MultiSearchOptions {
  providers: SearchProvider[];
  /**
   * Per provider id, what else decides its answers (its URL and key, as text): only a fingerprint of it enters the
   * cache key, so cached results are never reused after the provider's address or key changed.
   */
  scopes?: Readonly<Record<string, string>>;
  store?: Pick<ResearchStore, 'getCachedSearch' | 'putCachedSearch'>;
  clock: Clock;
  ttlMs: number;
}

export function createMultiSearch(options: MultiSearchOptions): MultiSearch {
  const { providers, store, clock, ttlMs } = options;
  const scopeOf = (id: string) => {
    const scope = options.scopes?.[id];
    return scope ? `${id}@${fingerprint(scope)}` : id;
  };

  /** One provider's answer, from the cache unless `fresh` (a fresh answer is stored either way). */
  const one = async (
    provider: SearchProvider,
    request: SearchRequest,
    fresh: boolean,
    onProvider: SearchAllOptions['onProvider'],
  ): Promise<{ results: SearchResult[]; cached: boolean }> => {
    const key = cacheKey(scopeOf(provider.id), request);
    // A local provider (the fact-check index) answers from this device: nothing to save by caching it, and its
    // answer depends on the claim, not only on the query's words.
    const cache = provider.local ? undefined : store;
    const cached = fresh ? undefined : await cache?.getCachedSearch(key, clock.now(), ttlMs);
    if (cached) return { results: cached.slice(0, request.limit), cached: true };
    onProvider?.(provider.id, 'asked');
    let results: SearchResult[];
    try {
      results = await provider.search({ ...request, onSent: () => onProvider?.(provider.id, 'sent') });
    } finally {
      onProvider?.(provider.id, 'settled');
    }
    await cache?.putCachedSearch(key, results, clock.now());
    return { results, cached: false };
  };

  const searchAll: MultiSearch['searchAll'] = async (
    request,
    { skip, fresh = false, onProvider, prefer } = {},
  ) => {
    const empty = { results: [], answered: [], failures: [], skipped: [], cached: [] };
    if (request.text.trim() === '' || providers.length === 0) return empty;
    const up = providers.filter((provider) => !skip?.has(provider.id));
    const skipped = providers.filter((provider) => skip?.has(provider.id)).map((provider) => provider.id);
    const suited = prefer ? up.filter((provider) => prefer.includes(provider.id)) : up;
    let called = suited.length > 0 ? suited : up;
    const ask = (list: SearchProvider[]) =>
      Promise.allSettled(list.map((provider) => one(provider, request, fresh, onProvider)));
    let settled = await ask(called);
    if (request.signal?.aborted) throw request.signal.reason;
    const rest = up.filter((provider) => !called.includes(provider));
    if (rest.length > 0 && settled.every((outcome) => outcome.status === 'rejected')) {
      // Every suited provider failed: the others are asked rather than leaving the query unanswered.
      settled = [...settled, ...(await ask(rest))];
      called = [...called, ...rest];
      if (request.signal?.aborted) throw request.signal.reason;
    }
    const notAsked = up.filter((provider) => !called.includes(provider)).map((provider) => provider.id);
    const answers: SearchResult[][] = [];
    const answered: string[] = [];
    const failures: SearchFailure[] = [];
    const cached: string[] = [];
    settled.forEach((outcome, index) => {
      const provider = called[index]?.id ?? `provider-${index}`;
      if (outcome.status === 'fulfilled') {
        answers.push(outcome.value.results);
        answered.push(provider);
        if (outcome.value.cached) cached.push(provider);
      } else failures.push({ provider, error: toErrorData(outcome.reason, provider) });
    });
    return {
      results: mergeResults(answers),
      answered,
      failures,
      skipped,
      cached,
      ...(notAsked.length ? { notAsked } : {}),
    };
  };

  return {
    id: 'multi',
    searchAll,
    /** As one provider: rejects when no provider answered. */
    search: async (request) => {
      const outcome = await searchAll(request);
      if (outcome.answered.length === 0 && (outcome.failures.length > 0 || outcome.skipped.length > 0))
        throw new EngineError(
          'search/unavailable',
          outcome.failures.length
            ? outcome.failures.map((f) => f.error.message).join(' ')
            : 'Every search provider was switched off for this check after repeated failures.',
          { retryable: true },
        );
      return outcome.results;
    },
  };
}

/** Cache key per provider, language, query (whitespace and case folded) and, when the search has one, its day. */
function cacheKey(providerId: string, request: Pick<SearchRequest, 'text' | 'lang' | 'date'>): string {
  const day = request.date ? `@${request.date}` : '';
  return `search:${providerId}:${request.lang.toLowerCase()}${day}:${request.text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** FNV-1a (32 bits, hex) of a provider's settings: tells two settings apart without storing a key in the cache. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Interleaves the providers' lists by rank, keeps the best-ranked copy of each page (by `urlIdentity`), merges
 * the providers and any rating/date the copies carry, and numbers the merged list 1..n (each provider
 * already answered at most `limit`, so the merged list holds at most limit × providers results).
 */
function mergeResults(answers: SearchResult[][], limit = Number.POSITIVE_INFINITY): MergedSearchResult[] {
  const entries = answers
    .flatMap((results, order) => results.map((result) => ({ result, order })))
    .sort((a, b) => a.result.rank - b.result.rank || a.order - b.order);
  const byKey = new Map<string, MergedSearchResult>();
  for (const { result } of entries) {
    const key = urlIdentity(result.url);
    const existing = byKey.get(key);
    if (!existing) {
      byKey.set(key, { ...result, url: normalizeUrl(result.url), providers: [result.provider] });
      continue;
    }
    if (!existing.providers.includes(result.provider)) existing.providers.push(result.provider);
    if (existing.rating == null && result.rating != null) {
      // A fact-check's rating goes with its "Claim: …" snippet: whether the review is about the claim is read there.
      existing.rating = result.rating;
      if (result.snippet !== '') existing.snippet = result.snippet;
    }
    existing.publishedAt ??= result.publishedAt;
    if (existing.snippet === '' && result.snippet !== '') existing.snippet = result.snippet;
  }
  return [...byKey.values()].slice(0, limit).map((result, index) => ({ ...result, rank: index + 1 }));
}

function toErrorData(error: unknown, provider: string): EngineErrorData {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const data = error as EngineErrorData;
    return {
      code: data.code,
      message: data.message,
      retryable: Boolean(data.retryable),
      ...(data.retryAfterMs !== undefined ? { retryAfterMs: data.retryAfterMs } : {}),
      // The facts name the provider by its id (the adapter knows only its display name).
      requestFailures: (data.requestFailures ?? [{ provider, kind: 'unknown' as const }]).map((f) => ({
        ...f,
        provider,
      })),
    };
  }
  return new EngineError('search/unavailable', `${provider} failed: ${String(error)}`, {
    requestFailures: [{ provider, kind: 'unknown' }],
  }).toJSON();
}
