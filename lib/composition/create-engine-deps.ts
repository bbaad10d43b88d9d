/** THE composition root: builds EngineDeps from Settings through the provider registry (the only place adapters are made). */
import type { ResolveHost } from '../engine/adapters/fetch/download-page';
import { createPageFetcher } from '../engine/adapters/fetch/readability-page-fetcher';
import { createMultiSearch } from '../engine/adapters/search/multi-search';
import type { IdentityHeader } from '../engine/adapters/http/client-identity';
import { createWikimediaAccess, type WikimediaAccess } from '../engine/adapters/http/wikimedia-access';
import { createFactCheckIndexSearch } from '../engine/adapters/search/factcheck-index';
import type { FactCheckLookup } from '../engine/adapters/factcheck-index/fact-check-record';
import { createHostLimiter } from '../engine/host-limiter';
import { ENGINE_CONFIG, FACT_CHECK_INDEX, type EngineConfig } from '../engine/config';
import { readPage } from '../extraction/read-page';
import { EngineError } from '../engine/errors';
import type { EngineDeps, RunProgress } from '../engine/pipeline';
import type { Clock, Ids, LlmClient, ResearchStore, SearchProvider, SeenBeforeLookup } from '../engine/ports';
import { fieldProblems } from '../settings/provider-descriptor';
import {
  SEARCH_PROVIDER_IDS,
  fieldValues,
  modelProvider,
  searchProvider,
  type ModelProviderId,
  type SearchProviderId,
} from '../settings/provider-registry';
import type { ModelSettings, SearchSettings, Settings } from '../settings/settings-schema';
import {
  MODEL_FACTORIES,
  SEARCH_FACTORIES,
  type AdapterHost,
  type ModelHost,
  type ModelFactory,
  type SearchFactory,
  type SearchHost,
} from './provider-factories';

/** What the engine reads from Settings: the same shape the extension stores and the CLI builds from its environment. */
type EngineSettings = Pick<Settings, 'model' | 'search' | 'tierOverrides'>;

export interface EngineEnv {
  fetch: typeof globalThis.fetch;
  store: ResearchStore;
  clock: Clock;
  ids: Ids;
  /** Fetch used for evidence pages, when it differs from the one for APIs. */
  pageFetch?: typeof globalThis.fetch;
  /**
   * Exact origins (`scheme://host:port`) evidence may be fetched from although private (the tests' sandbox,
   * `CARTOGRAPHER_ALLOW_ORIGINS`). Every other private, loopback, link-local or metadata address is refused.
   */
  allowOrigins?: readonly string[];
  /** Name resolution (Node only): evidence hosts that resolve to a private address are refused too. */
  resolveHost?: ResolveHost;
  config?: EngineConfig;
  onProgress?: (event: RunProgress) => void;
  /** Run even when no search provider is on (the CLI's `CARTOGRAPHER_SEARCH=none`); otherwise that is an error. */
  allowNoSearch?: boolean;
  /**
   * How this runtime identifies Cartographer to Wikimedia: `user-agent` (default: Node, the CLI) or `api-user-agent`
   * (a browser, which forbids setting User-Agent).
   */
  identityHeader?: IdentityHeader;
  /** The operator's contact (URL or e-mail) added to the identity (the CLI's `CARTOGRAPHER_CONTACT`). */
  contact?: string;
  /**
   * The client's Wikimedia budget and identity, when it outlives one engine (the extension's background: every check
   * shares one). Absent: one is made for this engine.
   */
  wikimedia?: WikimediaAccess;
  /** The local index of professional fact-checks, when downloaded: searched as the `factcheck-index` provider. */
  factCheckIndex?: FactCheckLookup;
  /** History's seen-before index (the extension's IndexedDB, the CLI's cache folder), when there is one. */
  seenBefore?: SeenBeforeLookup;
}

/** Builds every adapter the settings ask for. Throws with a fix the user can make for settings that cannot work. */
export function createEngineDeps(settings: EngineSettings, env: EngineEnv): EngineDeps {
  const config = env.config ?? ENGINE_CONFIG;
  const host: AdapterHost = { fetch: env.fetch, clock: env.clock };
  const wikimedia =
    env.wikimedia ??
    createWikimediaAccess({
      clock: env.clock,
      header: env.identityHeader ?? 'user-agent',
      ...(env.contact ? { contact: env.contact } : {}),
      config: config.search.wikimedia,
    });
  const providers = [
    ...createSearchProviders(settings.search, { ...host, wikimedia }, config),
    ...(env.factCheckIndex
      ? [
          createFactCheckIndexSearch({
            index: env.factCheckIndex,
            maxMatches: FACT_CHECK_INDEX.maxMatchesPerClaim,
          }),
        ]
      : []),
  ];
  if (providers.length === 0 && !env.allowNoSearch) throw noSearch(settings.search);
  return {
    llm: createModel(settings.model, { ...host, timeoutMs: config.model.timeoutMs, limits: config.model }),
    modelScope: modelScopeOf(settings.model),
    search: createMultiSearch({
      providers,
      scopes: searchScopes(settings.search),
      store: env.store,
      clock: env.clock,
      ttlMs: config.search.cacheTtlMs,
    }),
    fetcher: createPageFetcher({
      fetch: env.pageFetch ?? env.fetch,
      clock: env.clock,
      readPage: (body) => readPage(body, config.extraction),
      timeoutMs: config.fetch.timeoutMs,
      maxBytes: config.fetch.maxBytes,
      maxTextChars: config.extraction.maxTextChars,
      ...(env.allowOrigins ? { allowOrigins: env.allowOrigins } : {}),
      ...(env.resolveHost ? { resolveHost: env.resolveHost } : {}),
    }),
    store: env.store,
    clock: env.clock,
    ids: env.ids,
    config,
    tierOverrides: settings.tierOverrides,
    ...(env.onProgress ? { onProgress: env.onProgress } : {}),
    ...(env.seenBefore ? { seenBefore: env.seenBefore } : {}),
  };
}

/** The chosen model provider's client (null for "No model"); throws when a field it needs is missing or invalid. */
export function createModel(model: ModelSettings, host: ModelHost): LlmClient | null {
  const descriptor = modelProvider(model.provider);
  const values = fieldValues(descriptor, model);
  // A price typed wrong stops no check (Settings shows it; the cost is then said without dollars).
  const [problem] = fieldProblems(descriptor, values).filter((p) => !descriptor.fields[p.field]?.local);
  if (problem) throw new EngineError(problem.code, problem.message);
  const factory = MODEL_FACTORIES[model.provider] as unknown as ModelFactory<ModelProviderId>;
  const client = factory(values as Parameters<typeof factory>[0], host);
  return client && withTemperature(client, model.temperature);
}

/** Each search provider's fields (URL, key) as text: fingerprinted into its search-cache keys only. */
function searchScopes(search: SearchSettings): Record<string, string> {
  return Object.fromEntries(
    SEARCH_PROVIDER_IDS.map((id) => [id, JSON.stringify(fieldValues(searchProvider(id), search[id]))]),
  );
}

/** The chosen provider's own fields (key and base URL included) as text: hashed into the answer cache's keys only. */
function modelScopeOf(model: ModelSettings): string {
  const descriptor = modelProvider(model.provider);
  // Fields kept in Cartographer only (prices) are no part of what answers.
  const values = Object.entries(fieldValues(descriptor, model)).filter(
    ([key]) => !descriptor.fields[key]?.local,
  );
  return JSON.stringify([model.provider, Object.fromEntries(values)]);
}

/**
 * The search providers switched on, in registry order. One that is on but lacks its key or URL is left out (the
 * others still search); a value that is set but invalid is an error the user must fix.
 */
function createSearchProviders(
  search: SearchSettings,
  host: SearchHost,
  config: EngineConfig = ENGINE_CONFIG,
): SearchProvider[] {
  return SEARCH_PROVIDER_IDS.flatMap((id) => {
    const section = search[id];
    if (!section.enabled) return [];
    const problems = usableProblems(id, section);
    const invalid = problems.find((problem) => problem.kind === 'invalid');
    if (invalid) throw new EngineError(invalid.code, invalid.message);
    if (problems.length > 0) return [];
    const factory = SEARCH_FACTORIES[id] as unknown as SearchFactory<SearchProviderId>;
    // Each provider's requests in flight, from its published limits (`config.search.providers`).
    const perHost = (config.search.providers as Readonly<Record<string, { concurrency: number }>>)[id]
      ?.concurrency;
    const limited = perHost ? { ...host, limiter: createHostLimiter({ perHost }) } : host;
    return [factory(fieldValues(searchProvider(id), section) as Parameters<typeof factory>[0], limited)];
  });
}

function usableProblems(id: SearchProviderId, section: object) {
  const descriptor = searchProvider(id);
  return fieldProblems(descriptor, fieldValues(descriptor, section));
}

function noSearch(search: SearchSettings): EngineError {
  const unusable = SEARCH_PROVIDER_IDS.filter((id) => search[id].enabled).flatMap((id) =>
    usableProblems(id, search[id]).map((problem) => problem.message),
  );
  return new EngineError(
    'input/invalid',
    unusable.length > 0
      ? `No search provider can be used: ${unusable.join(' ')}`
      : 'No search provider is switched on: turn on Wikipedia (no key needed) in Settings.',
  );
}

function withTemperature(client: LlmClient, temperature: number | undefined): LlmClient {
  if (temperature === undefined) return client;
  const wrapped: LlmClient & { ping?: (signal?: AbortSignal) => Promise<void> } = {
    id: client.id,
    model: client.model,
    ...(client.endpoint ? { endpoint: client.endpoint } : {}),
    // The window is read from the client each time: it may learn it from the server.
    get contextTokens() {
      return client.contextTokens;
    },
    ...(client.readContextTokens
      ? { readContextTokens: (signal?: AbortSignal) => client.readContextTokens!(signal) }
      : {}),
    complete: (request) => client.complete({ temperature, ...request }),
    ...(client.prepare ? { prepare: (run, signal) => client.prepare!({ temperature, ...run }, signal) } : {}),
  };
  // Keep the cheap connection check of clients that have one (Settings → Test connection).
  const ping = (client as { ping?: (signal?: AbortSignal) => Promise<void> }).ping;
  if (typeof ping === 'function') wrapped.ping = (signal) => ping.call(client, signal);
  return wrapped;
}
