/** One contract for every search provider in the registry, built by its registry factory, against the sandbox's real wire formats. */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SEARCH_FACTORIES,
  type SearchHost,
  type SearchValues,
} from '../../lib/composition/provider-factories';
import { createWikimediaAccess } from '../../lib/engine/adapters/http/wikimedia-access';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { createMultiSearch } from '../../lib/engine/adapters/search/multi-search';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { manualClock } from '../../lib/engine/adapters/memory/system-clock';
import type { SearchProvider } from '../../lib/engine/ports';
import { SearchResultSchema } from '../../lib/engine/schemas';
import { SEARCH_PROVIDER_IDS, type SearchProviderId } from '../../lib/settings/provider-registry';
import { EVIDENCE } from '../sandbox/corpus';
import type { SandboxEvidencePage } from '../sandbox/corpus/types';
import { sandboxFetch } from '../sandbox/hosts';
import { startSandbox, type Sandbox } from '../sandbox/server';

interface AdapterCase<Id extends SearchProviderId> {
  /** The provider's settings values pointing at `baseUrl`, with `key` (or the sandbox's accepted key). */
  values(baseUrl: string, key?: string): SearchValues<Id>;
  /** A page this provider indexes, whose title is a query it must rank first. */
  covers(page: SandboxEvidencePage): boolean;
  /** Key the sandbox refuses (undefined for keyless providers). */
  badKey?: string;
}

let sandbox: Sandbox;
const clock = manualClock();
const host = (): SearchHost => ({
  fetch: sandboxFetch(sandbox.port),
  clock,
  maxRetries: 0,
  wikimedia: createWikimediaAccess({ clock, header: 'user-agent', config: ENGINE_CONFIG.search.wikimedia }),
});

/** Every registry entry needs a case here (and the sandbox its wire format): a new provider without one fails. */
const CASES: { [Id in SearchProviderId]: AdapterCase<Id> } = {
  wikipedia: {
    values: (baseUrl) => ({
      baseUrl: `${baseUrl}/{lang}/w/api.php`,
      pageBaseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/wiki/`,
    }),
    covers: (page) => page.host.endsWith('.wikipedia.org') && page.lang === 'en',
  },
  openalex: {
    values: (baseUrl, key) => ({ baseUrl, key: key ?? 'openalex-test-key' }),
    covers: (page) => page.kind === 'journal' || page.kind === 'preprint',
  },
  factcheck: {
    values: (baseUrl, key) => ({ baseUrl, key: key ?? 'test-google-key' }),
    covers: (page) => page.claimReview !== undefined && page.lang === 'en',
    badKey: 'bad',
  },
  searxng: {
    values: (baseUrl) => ({ url: baseUrl }),
    covers: (page) => page.kind === 'official',
  },
  brave: {
    values: (baseUrl, key) => ({ baseUrl, key: key ?? 'brave-test-key' }),
    covers: (page) => page.kind === 'official',
    badKey: 'bad',
  },
  tavily: {
    values: (baseUrl, key) => ({ baseUrl, key: key ?? 'tvly-test' }),
    covers: (page) => page.kind === 'official',
    badKey: 'bad',
  },
  europepmc: {
    values: (baseUrl) => ({ baseUrl }),
    covers: (page) => page.kind === 'journal' || page.kind === 'preprint',
  },
  gdelt: {
    values: (baseUrl) => ({ baseUrl }),
    // A report of GDELT's years (2017 on) that no copy restates (a syndicated copy carries the same words and may
    // rank first, as it does on GDELT).
    covers: (page) =>
      page.kind === 'news' && page.host === 'www.bbc.co.uk' && (page.publishedAt ?? '') >= '2017',
  },
  'current-events': {
    values: (baseUrl) => ({ baseUrl }),
    covers: (page) => page.kind === 'news' && page.lang === 'en' && page.publishedAt !== null,
  },
};

/** The day every request names (date-bound providers search around it; the others ignore it). */
const DAY = '2024-02-14';
/** A page's own day, for a query that must find it. */
const dayOf = (page: SandboxEvidencePage) => page.publishedAt?.slice(0, 10) ?? DAY;

/** The adapter exactly as the composition root builds it: registry factory, settings values, host. */
function build(
  id: SearchProviderId,
  baseUrl: string,
  key?: string,
  over: Partial<SearchHost> = {},
): SearchProvider {
  const factory = SEARCH_FACTORIES[id] as (values: unknown, host: SearchHost) => SearchProvider;
  return factory(CASES[id].values(baseUrl, key), { ...host(), ...over });
}

/** Host and path without port or trailing slash: sandbox URLs carry the port, corpus URLs do not. */
const place = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.pathname.replace(/\/+$/, '')}`;
};
/** The same endpoint behind the sandbox's fault prefix (`/down/<provider>/…`, `/ratelimit/<provider>/…`). */
const faulty = (baseUrl: string, fault: 'down' | 'ratelimit') =>
  baseUrl.replace(sandbox.origin, `${sandbox.origin}/${fault}`);

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

it('runs the contract for every search provider in the registry', () => {
  expect(Object.keys(CASES).sort()).toEqual([...SEARCH_PROVIDER_IDS].sort());
});

describe.each(SEARCH_PROVIDER_IDS)('SearchProvider contract: %s', (name) => {
  const adapter = { name, ...CASES[name] };
  const make = (baseUrl?: string, key?: string) => build(name, baseUrl ?? sandbox.searchBaseUrls[name], key);
  const target = () => {
    const page = EVIDENCE.find(adapter.covers);
    if (!page) throw new Error(`corpus has no page for ${adapter.name}`);
    return page;
  };

  it('answers valid results with absolute URLs, titles, snippets and ranks 1..n', async () => {
    const provider = make();
    expect(provider.id).toBe(adapter.name);
    const results = await provider.search({
      text: target().title,
      lang: 'en',
      limit: 5,
      date: dayOf(target()),
    });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    results.forEach((result, index) => {
      expect(SearchResultSchema.parse(result)).toEqual(result);
      expect(new URL(result.url).protocol).toMatch(/^https?:$/);
      expect(result.title.trim()).not.toBe('');
      expect(result.snippet.trim()).not.toBe('');
      expect(result.snippet).not.toMatch(/<[a-z/][^>]*>/i);
      expect(result.provider).toBe(adapter.name);
      expect(result.rank).toBe(index + 1);
    });
  });

  it('ranks the relevant page first for a known query', async () => {
    const page = target();
    const [first] = await make().search({ text: page.title, lang: 'en', limit: 5, date: dayOf(page) });
    expect(first && place(first.url)).toBe(place(page.url));
    if (adapter.name === 'factcheck') expect(first?.rating).toBe(page.claimReview?.rating);
  });

  it('answers [] for an empty query without asking the service', async () => {
    expect(await make().search({ text: '   ', lang: 'en', limit: 5 })).toEqual([]);
    expect(sandbox.requests().filter((request) => request.kind === 'search')).toEqual([]);
  });

  it.runIf(adapter.badKey !== undefined)(
    'maps a refused key to search/bad-key naming the provider',
    async () => {
      const failure = make(undefined, adapter.badKey).search({
        text: 'measles',
        lang: 'en',
        limit: 5,
        date: DAY,
      });
      await expect(failure).rejects.toMatchObject({ code: 'search/bad-key', retryable: false });
      await expect(failure).rejects.toThrow(/key/i);
    },
  );

  it('maps 429 to search/rate-limited with the Retry-After wait', async () => {
    const failure = make(faulty(sandbox.searchBaseUrls[adapter.name], 'ratelimit')).search({
      text: 'measles',
      lang: 'en',
      limit: 5,
      date: DAY,
    });
    await expect(failure).rejects.toMatchObject({
      code: 'search/rate-limited',
      retryable: true,
      retryAfterMs: 1000,
    });
    await expect(failure).rejects.toThrow(/rate limit.*try again in 1 s/);
  });

  it('maps a service that is down, or unreachable, to search/unavailable', async () => {
    const down = make(faulty(sandbox.searchBaseUrls[adapter.name], 'down')).search({
      text: 'measles',
      lang: 'en',
      limit: 5,
      date: DAY,
    });
    await expect(down).rejects.toMatchObject({
      code: 'search/unavailable',
      retryable: true,
      requestFailures: [{ kind: 'http', status: expect.any(Number) }],
    });
    const unreachable = build(name, 'http://127.0.0.1:9/api', undefined, { fetch }).search({
      text: 'measles',
      lang: 'en',
      limit: 5,
      date: DAY,
    });
    await expect(unreachable).rejects.toMatchObject({ code: 'search/unavailable' });
  });

  it('types the failure where it happens: refused, name not found, rate limited (never read from the message)', async () => {
    const search = (baseUrl: string) =>
      build(name, baseUrl, undefined, { fetch }).search({ text: 'measles', lang: 'en', limit: 5, date: DAY });
    // A port nothing listens on (port 9 is one fetch itself refuses to try, which says nothing of the network).
    const closed = await new Promise<number>((resolve) => {
      const server = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    await expect(search(`http://127.0.0.1:${closed}/api`)).rejects.toMatchObject({
      requestFailures: [{ kind: 'refused' }],
    });
    await expect(search('http://no-such-host.invalid/api')).rejects.toMatchObject({
      requestFailures: [{ kind: 'dns' }],
    });
    const limited = make(faulty(sandbox.searchBaseUrls[adapter.name], 'ratelimit')).search({
      text: 'measles',
      lang: 'en',
      limit: 5,
      date: DAY,
    });
    await expect(limited).rejects.toMatchObject({ requestFailures: [{ kind: 'rate-limited', status: 429 }] });
  });
});

describe('multi-search over the sandbox providers', () => {
  const providers = (overrides: Partial<Record<SearchProviderId, string>> = {}) =>
    (['wikipedia', 'searxng', 'brave', 'tavily'] as const).map((id) =>
      build(id, overrides[id] ?? sandbox.searchBaseUrls[id]),
    );
  const query = () => ({
    text: EVIDENCE.find((page) => page.kind === 'official')?.title ?? 'measles',
    lang: 'en',
    limit: 6,
  });

  it('queries every provider, dedupes the same page across providers and merges their names', async () => {
    const multi = createMultiSearch({ providers: providers(), clock, ttlMs: 60_000 });
    const { results, failures } = await multi.searchAll(query());
    expect(failures).toEqual([]);
    const places = results.map((result) => place(result.url));
    expect(new Set(places).size).toBe(places.length);
    expect(results.map((result) => result.rank)).toEqual(results.map((_, index) => index + 1));
    const shared = results.find((result) => result.providers.length >= 3);
    expect(shared).toBeDefined();
    expect(
      new Set(
        sandbox
          .requests()
          .filter((r) => r.kind === 'search')
          .map((r) => r.provider),
      ),
    ).toEqual(new Set(['wikipedia', 'searxng', 'brave', 'tavily']));
  });

  it('serves a repeated query from the cache until the TTL passes', async () => {
    const store = new InMemoryResearchStore();
    const cacheClock = manualClock();
    const multi = createMultiSearch({ providers: providers(), store, clock: cacheClock, ttlMs: 60_000 });
    const first = await multi.search(query());
    const afterFirst = sandbox.requests().length;
    expect(await multi.search(query())).toEqual(first);
    expect(sandbox.requests().length).toBe(afterFirst);
    cacheClock.advance(60_001);
    await multi.search(query());
    expect(sandbox.requests().length).toBe(afterFirst * 2);
  });

  it("never reuses a cached answer once a provider's address or key changed, and asks afresh on request", async () => {
    const store = new InMemoryResearchStore();
    const scopes = (key: string) => ({ brave: JSON.stringify({ key }) });
    const before = createMultiSearch({
      providers: providers(),
      store,
      clock,
      ttlMs: 60_000,
      scopes: scopes('a'),
    });
    await before.search(query());
    const braveAsked = () => sandbox.requests().filter((r) => r.provider === 'brave').length;
    const asked = braveAsked();
    const sameKey = createMultiSearch({
      providers: providers(),
      store,
      clock,
      ttlMs: 60_000,
      scopes: scopes('a'),
    });
    expect((await sameKey.searchAll(query())).cached).toContain('brave');
    expect(braveAsked()).toBe(asked);
    const newKey = createMultiSearch({
      providers: providers(),
      store,
      clock,
      ttlMs: 60_000,
      scopes: scopes('b'),
    });
    expect((await newKey.searchAll(query())).cached).not.toContain('brave');
    expect(braveAsked()).toBe(asked + 1);
    const fresh = await sameKey.searchAll(query(), { fresh: true });
    expect(fresh.cached).toEqual([]);
    expect(braveAsked()).toBe(asked + 2);
  });

  it('keeps answering when a provider fails, and reports the failure', async () => {
    const multi = createMultiSearch({
      providers: providers({
        brave: faulty(sandbox.searchBaseUrls.brave, 'down'),
        tavily: faulty(sandbox.searchBaseUrls.tavily, 'ratelimit'),
      }),
      clock,
      ttlMs: 60_000,
    });
    const { results, failures } = await multi.searchAll(query());
    expect(results.length).toBeGreaterThan(0);
    expect(failures).toEqual([
      { provider: 'brave', error: expect.objectContaining({ code: 'search/unavailable' }) },
      {
        provider: 'tavily',
        error: expect.objectContaining({ code: 'search/rate-limited', retryAfterMs: 1000 }),
      },
    ]);
  });

  it('reports every provider failing without rejecting, and never calls the providers a run stopped', async () => {
    const down = (name: SearchProviderId) => faulty(sandbox.searchBaseUrls[name], 'down');
    const multi = createMultiSearch({
      providers: providers({ wikipedia: down('wikipedia'), searxng: down('searxng') }),
      clock,
      ttlMs: 60_000,
    });
    const outcome = await multi.searchAll(query(), { skip: new Set(['brave', 'tavily']) });
    expect(outcome).toMatchObject({ results: [], answered: [], skipped: ['brave', 'tavily'] });
    expect(outcome.failures.map((f) => f.provider)).toEqual(['wikipedia', 'searxng']);
    const called = new Set(
      sandbox
        .requests()
        .filter((r) => r.kind === 'search')
        .map((r) => r.provider),
    );
    expect(called).toEqual(new Set(['wikipedia', 'searxng']));
  });

  it('rejects with the first error when every provider fails', async () => {
    const down = (name: SearchProviderId) => faulty(sandbox.searchBaseUrls[name], 'down');
    const multi = createMultiSearch({
      providers: providers({
        wikipedia: down('wikipedia'),
        searxng: down('searxng'),
        brave: down('brave'),
        tavily: down('tavily'),
      }),
      clock,
      ttlMs: 60_000,
    });
    await expect(multi.search(query())).rejects.toMatchObject({
      code: 'search/unavailable',
      message: expect.stringContaining('Wikipedia'),
    });
  });
});
