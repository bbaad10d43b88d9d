/**
 * THE provider registry (UI-safe half): every model and search provider, one entry each, with its settings fields,
 * privacy line and CLI variables. The settings schema, the Settings lists, the Privacy section and the CLI's
 * environment are derived from it; `lib/composition/provider-factories.ts` holds each entry's factory.
 */
import { z } from 'zod';
import {
  defineModelProvider,
  defineSearchProvider,
  httpUrl,
  type FieldDescriptor,
  type FieldValues,
  type ModelProviderDescriptor,
  type SearchProviderDescriptor,
} from './provider-descriptor';

export const DEFAULT_MODEL = 'gpt-4o-mini';

/** A context window in tokens: a whole number from 512 to 10 million. */
const tokenCount = z
  .string()
  .refine((value) => /^\d+$/.test(value) && Number(value) >= 512 && Number(value) <= 10_000_000, {
    message: 'a whole number of tokens, at least 512',
  });

/** A price in US dollars per million tokens: a non-negative decimal. */
const dollarsPerMillion = z
  .string()
  .refine((value) => /^\d+(\.\d+)?$/.test(value), { message: 'dollars per million tokens, like 0.15' });

/** The model's prices (issue 31): kept here, used only to say what a check costs. Blank: OpenAI's list price, or none. */
const priceFields = (placeholder: string) =>
  ({
    inputPrice: {
      label: 'Price per million input tokens (USD)',
      input: 'text',
      placeholder,
      valid: dollarsPerMillion,
      local: true,
    },
    outputPrice: {
      label: 'Price per million output tokens (USD)',
      input: 'text',
      placeholder,
      valid: dollarsPerMillion,
      local: true,
    },
  }) as const satisfies Record<string, FieldDescriptor>;

const modelName: FieldDescriptor = {
  label: 'Model',
  input: 'text',
  fallback: DEFAULT_MODEL,
  env: 'CARTOGRAPHER_MODEL',
};

export const MODEL_PROVIDERS = [
  defineModelProvider({
    id: 'none',
    label: 'No model',
    hint: 'Heuristics only: works offline of any model, weaker claim and stance reading.',
    fields: {},
    privacy: () => 'No model is set, so no article text leaves the browser.',
  }),
  defineModelProvider({
    id: 'openai',
    label: 'OpenAI',
    hint: 'Needs an API key from platform.openai.com.',
    fields: {
      apiKey: {
        label: 'OpenAI API key',
        input: 'password',
        required: true,
        env: 'OPENAI_API_KEY',
        missing: {
          code: 'llm/bad-key',
          message: 'Add your OpenAI API key in Settings, or choose "No model".',
        },
      },
      model: modelName,
      ...priceFields("OpenAI's list price"),
    },
    privacy: () => 'The article text and the evidence passages go to OpenAI (api.openai.com).',
  }),
  defineModelProvider({
    id: 'openai-compatible',
    label: 'OpenAI-compatible server',
    hint: 'Ollama, LM Studio, llama.cpp, vLLM, OpenRouter, Groq…',
    fields: {
      baseUrl: {
        label: 'Base URL',
        input: 'url',
        placeholder: 'http://localhost:11434/v1',
        required: true,
        valid: httpUrl,
        env: 'OPENAI_BASE_URL',
        missing: {
          code: 'input/invalid',
          message:
            'Enter the base URL of your OpenAI-compatible server (for example http://localhost:11434/v1) in Settings.',
        },
      },
      apiKey: { label: 'API key (if the server needs one)', input: 'password', env: 'OPENAI_API_KEY' },
      model: modelName,
      contextTokens: {
        label: 'Context window (tokens)',
        input: 'text',
        placeholder: '4096 unless the server says',
        valid: tokenCount,
        env: 'CARTOGRAPHER_CONTEXT_TOKENS',
      },
      ...priceFields('unknown unless you enter it'),
    },
    privacy: ({ baseUrl }) =>
      `The article text and the evidence passages go to the server at ${baseUrl || 'your base URL'}.`,
  }),
  defineModelProvider({
    id: 'chrome-builtin',
    label: "Chrome's built-in model",
    hint: 'Runs on this computer where Chrome offers it.',
    fields: {},
    privacy: () => "The article text stays on this computer (Chrome's built-in model).",
  }),
] as const;

/** Where a user gets a free OpenAlex key (developers.openalex.org/api-reference/authentication). */
export const OPENALEX_KEY_URL = 'https://openalex.org/settings/api';

/** An endpoint override: not in the Settings form; tests and the sandbox point providers at local servers. */
const endpoint = (label = 'API base URL'): FieldDescriptor => ({
  label,
  input: 'url',
  hidden: true,
  valid: httpUrl,
});
/** A search API that needs a key (read from `env` by the CLI); its queries and key go to it alone. */
const keyedSearch = <const Id extends string>(id: Id, label: string, env: string, hint?: string) =>
  defineSearchProvider({
    id,
    label,
    ...(hint ? { hint } : {}),
    onByDefault: false,
    fields: {
      key: { label: `${label} key`, input: 'password', required: true, env },
      baseUrl: endpoint(),
    },
    privacy: () => label,
  });

export const SEARCH_PROVIDERS = [
  defineSearchProvider({
    id: 'wikipedia',
    label: 'Wikipedia',
    hint: 'no key',
    onByDefault: true,
    fields: { baseUrl: endpoint(), pageBaseUrl: endpoint('article base URL') },
    privacy: () => 'Wikipedia',
  }),
  /*
   * OpenAlex wants a key since 13 February 2026 (developers.openalex.org/api-reference/authentication): free, from
   * openalex.org/settings/api, sent as `api_key`. Without one a client gets $0.01 of usage a day and a search costs
   * $1 per 1,000, so about 10 searches, then HTTP 429; one check sends dozens. So it is off by default; the CLI turns
   * it on when OPENALEX_API_KEY is set. Switched on without a key it still works for those few searches, then says
   * "OpenAlex needs a free key" (`adapters/search/openalex.ts`); settings version 2 switched it off for everyone who
   * had it on with no key (`lib/settings/settings-migrations.ts`).
   */
  defineSearchProvider({
    id: 'openalex',
    label: 'OpenAlex',
    hint: 'scholarly works, free key',
    onByDefault: false,
    fields: {
      key: {
        label: 'OpenAlex API key',
        input: 'password',
        env: 'OPENALEX_API_KEY',
        link: { url: OPENALEX_KEY_URL, text: 'Get a free key at openalex.org/settings/api' },
      },
      baseUrl: endpoint(),
    },
    privacy: () => 'OpenAlex',
  }),
  keyedSearch('factcheck', 'Google Fact Check Tools', 'GOOGLE_FACTCHECK_KEY', 'professional fact-checks'),
  defineSearchProvider({
    id: 'searxng',
    label: 'SearXNG',
    onByDefault: false,
    fields: {
      url: {
        label: 'SearXNG instance URL',
        input: 'url',
        placeholder: 'https://searx.example.org',
        required: true,
        valid: httpUrl,
        env: 'SEARXNG_URL',
      },
    },
    privacy: ({ url }) => `SearXNG (${url || 'no URL set'})`,
  }),
  keyedSearch('brave', 'Brave Search', 'BRAVE_API_KEY'),
  keyedSearch('tavily', 'Tavily', 'TAVILY_API_KEY'),
  defineSearchProvider({
    id: 'europepmc',
    label: 'Europe PMC',
    hint: 'science and health papers, no key',
    onByDefault: true,
    fields: { baseUrl: endpoint() },
    privacy: () => 'Europe PMC (EMBL-EBI)',
  }),
  defineSearchProvider({
    id: 'gdelt',
    label: 'GDELT news locator',
    hint: 'news reports for the most check-worthy claims, no key',
    onByDefault: true,
    fields: { baseUrl: endpoint() },
    privacy: () => 'GDELT (api.gdeltproject.org)',
  }),
  defineSearchProvider({
    id: 'current-events',
    label: 'Wikipedia Current events',
    hint: 'recent events and the reports they cite, no key',
    onByDefault: true,
    fields: { baseUrl: endpoint() },
    privacy: () => 'Wikipedia (Current events portal)',
  }),
] as const;

type ModelEntry = (typeof MODEL_PROVIDERS)[number];
type SearchEntry = (typeof SEARCH_PROVIDERS)[number];
export type ModelProviderId = ModelEntry['id'];
export type SearchProviderId = SearchEntry['id'];
export const MODEL_PROVIDER_IDS = MODEL_PROVIDERS.map((p) => p.id) as [ModelProviderId, ...ModelProviderId[]];
export const SEARCH_PROVIDER_IDS = SEARCH_PROVIDERS.map((p) => p.id) as [
  SearchProviderId,
  ...SearchProviderId[],
];

/** The values of one model provider's own fields. */
export type ModelValues<Id extends ModelProviderId> = FieldValues<Extract<ModelEntry, { id: Id }>['fields']>;
/** One search provider's stored settings: on/off and its fields. */
export type SearchSection<Id extends SearchProviderId> = { enabled: boolean } & FieldValues<
  Extract<SearchEntry, { id: Id }>['fields']
>;
type KeysOf<T> = T extends unknown ? keyof T : never;
/** Every model field of every provider, stored side by side (switching provider keeps what was typed). */
export type ModelFieldKey = KeysOf<ModelEntry['fields']> & string;

/** Entries seen without their literal types, for code that walks the registry. */
export const MODEL_LIST: readonly ModelProviderDescriptor[] = MODEL_PROVIDERS;
export const SEARCH_LIST: readonly SearchProviderDescriptor[] = SEARCH_PROVIDERS;

export function modelProvider(id: ModelProviderId): ModelProviderDescriptor {
  const found = MODEL_LIST.find((p) => p.id === id);
  if (!found) throw new Error(`No model provider "${id}" in the registry.`);
  return found;
}

export function searchProvider(id: SearchProviderId): SearchProviderDescriptor {
  const found = SEARCH_LIST.find((p) => p.id === id);
  if (!found) throw new Error(`No search provider "${id}" in the registry.`);
  return found;
}

/** A settings section's field values as plain strings (`enabled` and `provider` left out). */
export function fieldValues(
  provider: { fields: Record<string, FieldDescriptor> },
  section: object,
): Record<string, string> {
  const record = section as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(provider.fields).map(([key, spec]) => {
      const value = typeof record[key] === 'string' ? (record[key] as string) : '';
      return [key, value || spec.fallback || ''];
    }),
  );
}

/** Where to get the first field of a search provider that says (a free key's sign-up page), or null. */
export function fieldLink(id: SearchProviderId): { url: string; text: string } | null {
  return Object.values(searchProvider(id).fields).find((spec) => spec.link)?.link ?? null;
}
