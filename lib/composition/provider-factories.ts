/**
 * THE provider registry (composition half): each entry's factory, keyed by the ids of
 * `lib/settings/provider-registry.ts`. A registry entry without a factory here does not type-check.
 */
import { createChromeBuiltinClient } from '../engine/adapters/llm/chrome-builtin';
import { createOpenAiClient, type ModelLimits } from '../engine/adapters/llm/openai-client';
import type { RetryEvent } from '../engine/adapters/http/with-retry';
import type { WikimediaAccess } from '../engine/adapters/http/wikimedia-access';
import { createBraveSearch } from '../engine/adapters/search/brave';
import { createCurrentEventsSearch } from '../engine/adapters/search/current-events';
import { createEuropePmcSearch } from '../engine/adapters/search/europepmc';
import { createGdeltSearch } from '../engine/adapters/search/gdelt';
import { createFactCheckSearch } from '../engine/adapters/search/factcheck';
import { createOpenAlexSearch } from '../engine/adapters/search/openalex';
import { createSearxngSearch } from '../engine/adapters/search/searxng';
import { createTavilySearch } from '../engine/adapters/search/tavily';
import { createWikipediaSearch } from '../engine/adapters/search/wikipedia';
import { ENGINE_CONFIG } from '../engine/config';
import type { HostLimiter } from '../engine/host-limiter';
import type { Clock, LlmClient, SearchProvider } from '../engine/ports';
import type { FieldValues } from '../settings/provider-descriptor';
import { OPENALEX_KEY_URL } from '../settings/provider-registry';
import type {
  ModelProviderId,
  ModelValues,
  SEARCH_PROVIDERS,
  SearchProviderId,
} from '../settings/provider-registry';

/** What every adapter gets from its host besides its settings; the tuning fields keep the adapters' defaults when absent. */
export interface AdapterHost {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  timeoutMs?: number;
  maxRetries?: number;
  onRetry?: (event: RetryEvent) => void;
  /** A search provider's own limiter of requests in flight (`config.search.providers`); absent: the adapter's default. */
  limiter?: HostLimiter;
}

/**
 * What a search adapter gets from its host: the adapter host and the client's one Wikimedia access (identity headers
 * and the family budget), which every adapter of a Wikimedia host must use (`viaWikimedia`).
 */
export interface SearchHost extends AdapterHost {
  wikimedia: WikimediaAccess;
}

/** What a model adapter gets from its host: the adapter host and the run's model limits (`config.model`). */
export interface ModelHost extends AdapterHost {
  limits: ModelLimits;
}

/** The values of one search provider's fields (checked: required ones set, set ones valid). */
export type SearchValues<Id extends SearchProviderId> = FieldValues<
  Extract<(typeof SEARCH_PROVIDERS)[number], { id: Id }>['fields']
>;
export type ModelFactory<Id extends ModelProviderId> = (
  values: ModelValues<Id>,
  host: ModelHost,
) => LlmClient | null;
export type SearchFactory<Id extends SearchProviderId> = (
  values: SearchValues<Id>,
  host: SearchHost,
) => SearchProvider;

/** `{ key: value }` when the value is set, `{}` when it is blank (the adapter's default applies). */
const ifSet = <K extends string>(key: K, value: string) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

export const MODEL_FACTORIES: { [Id in ModelProviderId]: ModelFactory<Id> } = {
  none: () => null,
  openai: ({ apiKey, model }, host) => createOpenAiClient({ ...host, apiKey, model }),
  'openai-compatible': ({ baseUrl, apiKey, model, contextTokens }, host) =>
    createOpenAiClient({
      ...host,
      apiKey: apiKey || 'not-needed',
      baseUrl,
      model,
      ...(contextTokens ? { contextTokens: Number(contextTokens) } : {}),
    }),
  'chrome-builtin': (_values, host) => createChromeBuiltinClient({ limits: host.limits }),
};

export const SEARCH_FACTORIES: { [Id in SearchProviderId]: SearchFactory<Id> } = {
  wikipedia: ({ baseUrl, pageBaseUrl }, host) =>
    createWikipediaSearch({ ...host, ...ifSet('baseUrl', baseUrl), ...ifSet('pageBaseUrl', pageBaseUrl) }),
  openalex: ({ key, baseUrl }, host) =>
    createOpenAlexSearch({
      ...host,
      keyUrl: OPENALEX_KEY_URL,
      ...ifSet('apiKey', key),
      ...ifSet('baseUrl', baseUrl),
    }),
  factcheck: ({ key, baseUrl }, host) =>
    createFactCheckSearch({ ...host, apiKey: key, ...ifSet('baseUrl', baseUrl) }),
  searxng: ({ url }, host) => createSearxngSearch({ ...host, baseUrl: url }),
  brave: ({ key, baseUrl }, host) =>
    createBraveSearch({ ...host, apiKey: key, ...ifSet('baseUrl', baseUrl) }),
  tavily: ({ key, baseUrl }, host) =>
    createTavilySearch({ ...host, apiKey: key, ...ifSet('baseUrl', baseUrl) }),
  europepmc: ({ baseUrl }, host) => {
    const { requestsPerMinute, requestsPerSecond } = ENGINE_CONFIG.search.providers.europepmc;
    return createEuropePmcSearch({
      ...host,
      ...ifSet('baseUrl', baseUrl),
      requestsPerMinute,
      requestsPerSecond,
      paceMarginMs: ENGINE_CONFIG.search.paceMarginMs,
    });
  },
  gdelt: ({ baseUrl }, host) =>
    createGdeltSearch({
      ...host,
      ...ifSet('baseUrl', baseUrl),
      ...ENGINE_CONFIG.search.gdelt,
      requestsPerMinute: ENGINE_CONFIG.search.providers.gdelt.requestsPerMinute,
      paceMarginMs: ENGINE_CONFIG.search.paceMarginMs,
    }),
  'current-events': ({ baseUrl }, host) =>
    createCurrentEventsSearch({
      ...host,
      ...ifSet('baseUrl', baseUrl),
      ...ENGINE_CONFIG.search.currentEvents,
    }),
};
