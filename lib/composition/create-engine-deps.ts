/** THE composition root: the only module that imports adapters; builds EngineDeps from EngineSettings. */
import type { ResolveHost } from '../engine/adapters/fetch/download-page';
import { createPageFetcher } from '../engine/adapters/fetch/readability-page-fetcher';
import { createChromeBuiltinClient } from '../engine/adapters/llm/chrome-builtin';
import { createOpenAiClient } from '../engine/adapters/llm/openai-client';
import { createBraveSearch } from '../engine/adapters/search/brave';
import { createFactCheckSearch } from '../engine/adapters/search/factcheck';
import { createMultiSearch } from '../engine/adapters/search/multi-search';
import { createOpenAlexSearch } from '../engine/adapters/search/openalex';
import { createSearxngSearch } from '../engine/adapters/search/searxng';
import { createTavilySearch } from '../engine/adapters/search/tavily';
import { createWikipediaSearch } from '../engine/adapters/search/wikipedia';
import { ENGINE_CONFIG, type EngineConfig } from '../engine/config';
import { EngineError } from '../engine/errors';
import type { EngineDeps, RunProgress } from '../engine/pipeline';
import type { Clock, Ids, LlmClient, ResearchStore, SearchProvider } from '../engine/ports';
import { DEFAULT_MODEL, EngineSettingsSchema, type EngineSettingsInput } from './engine-settings';

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
}

/** Validates the settings and builds every adapter they ask for. Throws `input/invalid` with a fix for bad settings. */
export function createEngineDeps(settings: EngineSettingsInput, env: EngineEnv): EngineDeps {
  const parsed = EngineSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    throw new EngineError(
      'input/invalid',
      `The settings are not valid (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}): fix them in Settings.`,
      { cause: parsed.error },
    );
  }
  const s = parsed.data;
  const config = env.config ?? ENGINE_CONFIG;
  const base = { fetch: env.fetch, clock: env.clock };
  const providers: SearchProvider[] = [];
  if (s.search.wikipedia)
    providers.push(createWikipediaSearch({ ...base, ...definedOnly(s.search.wikipedia) }));
  if (s.search.openalex) providers.push(createOpenAlexSearch({ ...base, ...definedOnly(s.search.openalex) }));
  if (s.search.factcheck)
    providers.push(
      createFactCheckSearch({
        ...base,
        apiKey: s.search.factcheck.key,
        ...definedOnly({ baseUrl: s.search.factcheck.baseUrl }),
      }),
    );
  if (s.search.searxng) providers.push(createSearxngSearch({ ...base, baseUrl: s.search.searxng.url }));
  if (s.search.brave)
    providers.push(
      createBraveSearch({
        ...base,
        apiKey: s.search.brave.key,
        ...definedOnly({ baseUrl: s.search.brave.baseUrl }),
      }),
    );
  if (s.search.tavily)
    providers.push(
      createTavilySearch({
        ...base,
        apiKey: s.search.tavily.key,
        ...definedOnly({ baseUrl: s.search.tavily.baseUrl }),
      }),
    );
  if (providers.length === 0)
    throw new EngineError(
      'input/invalid',
      'No search provider is switched on: turn on Wikipedia or OpenAlex (no key needed) in Settings.',
    );

  return {
    llm: createLlm(s.llm, env),
    search: createMultiSearch({
      providers,
      store: env.store,
      clock: env.clock,
      ttlMs: config.search.cacheTtlMs,
    }),
    fetcher: createPageFetcher({
      fetch: env.pageFetch ?? env.fetch,
      clock: env.clock,
      timeoutMs: config.fetch.timeoutMs,
      maxBytes: config.fetch.maxBytes,
      ...(env.allowOrigins ? { allowOrigins: env.allowOrigins } : {}),
      ...(env.resolveHost ? { resolveHost: env.resolveHost } : {}),
    }),
    store: env.store,
    clock: env.clock,
    ids: env.ids,
    config,
    ...(s.tierOverrides ? { tierOverrides: s.tierOverrides } : {}),
    ...(env.onProgress ? { onProgress: env.onProgress } : {}),
  };
}

function createLlm(
  llm: ReturnType<typeof EngineSettingsSchema.parse>['llm'],
  env: EngineEnv,
): LlmClient | null {
  if (llm.provider === 'none') return null;
  if (llm.provider === 'chrome-builtin') return withTemperature(createChromeBuiltinClient(), llm.temperature);
  if (llm.provider === 'openai' && !llm.apiKey)
    throw new EngineError('llm/bad-key', 'Add your OpenAI API key in Settings, or choose "No model".');
  if (llm.provider === 'openai-compatible' && !llm.baseUrl)
    throw new EngineError(
      'input/invalid',
      'Enter the base URL of your OpenAI-compatible server (for example http://localhost:11434/v1) in Settings.',
    );
  const client = createOpenAiClient({
    apiKey: llm.apiKey ?? 'not-needed',
    model: llm.model ?? DEFAULT_MODEL,
    fetch: env.fetch,
    clock: env.clock,
    ...(llm.baseUrl ? { baseUrl: llm.baseUrl } : {}),
  });
  return withTemperature(client, llm.temperature);
}

function withTemperature(client: LlmClient, temperature: number | undefined): LlmClient {
  if (temperature === undefined) return client;
  const wrapped: LlmClient & { ping?: (signal?: AbortSignal) => Promise<void> } = {
    id: client.id,
    model: client.model,
    complete: (request) => client.complete({ temperature, ...request }),
  };
  // Keep the cheap connection check of clients that have one (Settings → Test connection).
  const ping = (client as { ping?: (signal?: AbortSignal) => Promise<void> }).ping;
  if (typeof ping === 'function') wrapped.ping = (signal) => ping.call(client, signal);
  return wrapped;
}

function definedOnly<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
