/** Reads a model server's context window where the server tells it (llama.cpp, vLLM, LM Studio), else nothing. */
import type { FetchFn } from '../http/fetch-fn';
import { requestJson } from '../http/request-json';

interface ContextProbe {
  fetch: FetchFn;
  /** Now, in ms (the client's clock): what a server said is reused for `model.contextProbeTtlMs`. */
  now: number;
  /** How long what a server said is believed (`model.contextProbeTtlMs`). */
  ttlMs: number;
  /** The OpenAI-compatible base URL (ending in `/v1` for most servers). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;

/** The entry of a model list (`{data: [...]}`) whose id is `model`, or the only entry. */
function entryFor(body: unknown, model: string): Json | undefined {
  const data = isObject(body) && Array.isArray(body.data) ? body.data.filter(isObject) : [];
  return data.find((entry) => entry.id === model) ?? (data.length === 1 ? data[0] : undefined);
}

/** Where each kind of server states its window, relative to the base URL without its `/v1`. */
const PROBES: {
  path: (root: string, base: string) => string;
  read: (body: unknown, model: string) => unknown;
}[] = [
  // vLLM: GET /v1/models → data[].max_model_len
  { path: (_root, base) => `${base}/models`, read: (body, model) => entryFor(body, model)?.max_model_len },
  // llama.cpp server: GET /props → default_generation_settings.n_ctx (the window of one slot)
  {
    path: (root) => `${root}/props`,
    read: (body) =>
      isObject(body) && isObject(body.default_generation_settings)
        ? body.default_generation_settings.n_ctx
        : undefined,
  },
  // LM Studio: GET /api/v0/models → data[].loaded_context_length when loaded, else max_context_length
  {
    path: (root) => `${root}/api/v0/models`,
    read: (body, model) => {
      const entry = entryFor(body, model);
      return entry?.loaded_context_length ?? entry?.max_context_length;
    },
  },
];

/** What each server said (or that it said nothing), by base URL and model, so every run does not ask again. */
const said = new Map<string, { tokens: number | undefined; at: number }>();

/**
 * The window in tokens the server reports for `model`, or undefined when it tells nothing (Ollama, OpenRouter,
 * Groq…). Never throws: a server that does not answer these endpoints simply keeps the configured window. The
 * answer is remembered for `model.contextProbeTtlMs` (a restarted server with another window is asked again then).
 */
export async function probeContextTokens(probe: ContextProbe): Promise<number | undefined> {
  const key = `${probe.baseUrl.replace(/\/+$/, '')} ${probe.model}`;
  const known = said.get(key);
  if (known && probe.now - known.at < probe.ttlMs) return known.tokens;
  const tokens = await ask(probe);
  if (!probe.signal?.aborted) said.set(key, { tokens, at: probe.now });
  return tokens;
}

async function ask(probe: ContextProbe): Promise<number | undefined> {
  const base = probe.baseUrl.replace(/\/+$/, '');
  const root = base.replace(/\/v1$/, '');
  for (const { path, read } of PROBES) {
    if (probe.signal?.aborted) return undefined;
    try {
      const response = await requestJson(
        {
          fetch: probe.fetch,
          url: path(root, base),
          headers: { authorization: `Bearer ${probe.apiKey}`, accept: 'application/json' },
          timeoutMs: probe.timeoutMs,
          maxBytes: 1_000_000,
          ...(probe.signal ? { signal: probe.signal } : {}),
        },
        () => new Error('no answer'),
      );
      const tokens = response.status === 200 ? positive(read(response.body, probe.model)) : undefined;
      if (tokens !== undefined) return tokens;
    } catch {
      // not this kind of server
    }
  }
  return undefined;
}
