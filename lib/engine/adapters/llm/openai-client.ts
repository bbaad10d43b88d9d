/** LlmClient over the openai SDK: OpenAI or any OpenAI-compatible server, structured outputs with fallback. */
import OpenAI, { APIConnectionTimeoutError } from 'openai';
import type { z } from 'zod';
import type { EngineConfig } from '../../config';
import { EngineError, isEngineError } from '../../errors';
import type { Clock, LlmClient, LlmRequest, LlmRequestSent, LlmResponse } from '../../ports';
import { cappedFetch, findBodyLimit, formatBytes, ResponseTooLarge } from '../http/capped-fetch';
import type { HostLimiter } from '../../host-limiter';
import { describeWait } from '../http/retry-after';
import type { FetchFn } from '../http/fetch-fn';
import { withRetry, type RetryEvent } from '../http/with-retry';
import { toOutputJsonSchema } from './json-schema';
import { probeContextTokens } from './context-window';
import { mapOpenAiError, refusesJsonSchema } from './openai-errors';
import { parseModelJson, repairPrompt } from './parse-model-json';

type StructuredOutputMode = 'json_schema' | 'json_object' | 'auto';

/** The run's model limits (its `config.model`): default context windows, repair excerpt, how long a stated window holds. */
export type ModelLimits = Pick<
  EngineConfig['model'],
  'contextTokens' | 'repairExcerptChars' | 'contextProbeTtlMs' | 'builtin'
>;

export interface OpenAiClientOptions {
  limits: ModelLimits;
  apiKey: string;
  /** Default `https://api.openai.com/v1`; any OpenAI-compatible `/v1` base works. */
  baseUrl?: string;
  model: string;
  fetch?: FetchFn;
  clock: Clock;
  /** Per-request timeout, covering the answer's body too (default 60 s). */
  timeoutMs?: number;
  /** Bytes of answer read at most (default 4 MB): a huge or endless answer fails instead of filling memory. */
  maxResponseBytes?: number;
  /** Retries on 429/5xx/network failures (default 3), honouring Retry-After. */
  maxRetries?: number;
  /** `auto` (default) tries json_schema and switches to json_object for good if the server rejects it. */
  structuredOutputs?: StructuredOutputMode;
  limiter?: HostLimiter;
  onRetry?: (event: RetryEvent) => void;
  /**
   * The model's context window in tokens as the user set it (Settings, `CARTOGRAPHER_CONTEXT_TOKENS`). Default:
   * `model.contextTokens` (large for api.openai.com, small for other servers); a server that states its window
   * (llama.cpp, vLLM, LM Studio) is believed when it states less.
   */
  contextTokens?: number;
}

/** An LlmClient that can also check key, model and reachability without a completion. */
export interface PingableLlmClient extends LlmClient {
  ping(signal?: AbortSignal): Promise<void>;
}

const OPENAI_DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  timeoutMs: 60_000,
  maxRetries: 3,
  maxResponseBytes: 4_000_000,
} as const;

type Message = { role: 'system' | 'user' | 'assistant'; content: string };
type Completion = OpenAI.Chat.Completions.ChatCompletion;

export function createOpenAiClient(options: OpenAiClientOptions): PingableLlmClient & {
  readonly outputMode: 'json_schema' | 'json_object';
  readContextTokens(signal?: AbortSignal): Promise<number>;
} {
  const baseUrl = (options.baseUrl ?? OPENAI_DEFAULTS.baseUrl).replace(/\/+$/, '');
  const isOpenAi = new URL(baseUrl).hostname === 'api.openai.com';
  const provider = isOpenAi ? 'OpenAI' : `Model server ${new URL(baseUrl).host}`;
  const timeoutMs = options.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs;
  const preference = options.structuredOutputs ?? 'auto';
  let mode: 'json_schema' | 'json_object' = preference === 'json_object' ? 'json_object' : 'json_schema';
  /** Why the mode changed, said once with the next request's report (the trace shows it). */
  let modeNote: string | undefined;
  const { contextTokens: defaults } = options.limits;
  let contextTokens = options.contextTokens ?? (isOpenAi ? defaults.openai : defaults.local);
  let probed: Promise<number> | undefined;
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: baseUrl,
    maxRetries: 0,
    timeout: timeoutMs,
    dangerouslyAllowBrowser: true,
    fetch: cappedFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), {
      maxBytes: options.maxResponseBytes ?? OPENAI_DEFAULTS.maxResponseBytes,
      timeoutMs,
    }),
  });
  const errorContext = () => ({
    provider,
    baseUrl,
    model: options.model,
    now: options.clock.now(),
    timeoutMs,
  });

  const guard = async <T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> => {
    try {
      return await (options.limiter ? options.limiter.run(baseUrl, task, signal) : task());
    } catch (error) {
      if (signal?.aborted) throw cancelled(signal.reason);
      const limit = findBodyLimit(error);
      if (limit instanceof ResponseTooLarge)
        throw new EngineError(
          'llm/unavailable',
          `${provider} answered with more than ${formatBytes(limit.limit)}, so the answer was dropped: check the server address.`,
          { cause: error },
        );
      if (limit)
        throw new EngineError(
          'llm/timeout',
          `${provider} did not answer within ${describeWait(timeoutMs)}: try again, or pick a faster model.`,
          { cause: error, retryable: true },
        );
      throw mapOpenAiError(error, errorContext());
    }
  };

  /** One request per attempt `withRetry` makes, each reported through `onRequest` (answered or not). */
  const send = (
    body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
    signal: AbortSignal | undefined,
    onRequest: ((sent: LlmRequestSent) => void) | undefined,
  ) =>
    withRetry(
      () =>
        guard(signal, async () => {
          const promptTokens = estimateTokens(promptText(body));
          const note = modeNote;
          modeNote = undefined;
          const report = (sent: LlmRequestSent) => onRequest?.(note ? { ...sent, note } : sent);
          try {
            const completion = await sdk.chat.completions.create(body, {
              signal: signal ?? null,
              maxRetries: 0,
              timeout: timeoutMs,
            });
            const usage = completion.usage;
            report({
              promptTokens: usage?.prompt_tokens ?? promptTokens,
              completionTokens:
                usage?.completion_tokens ?? estimateTokens(completion.choices[0]?.message.content ?? ''),
              ok: true,
              usageReported: usage !== undefined && usage !== null,
            });
            return completion;
          } catch (error) {
            // A request that timed out may have made the server write its whole output limit: count that much.
            const timedOut = error instanceof APIConnectionTimeoutError || findBodyLimit(error) !== null;
            report({
              promptTokens,
              completionTokens: timedOut ? (outputLimitOf(body) ?? 0) : 0,
              ok: false,
              usageReported: false,
            });
            throw error;
          }
        }),
      {
        maxRetries: options.maxRetries ?? OPENAI_DEFAULTS.maxRetries,
        clock: options.clock,
        ...(signal ? { signal } : {}),
        ...(options.onRetry ? { onRetry: options.onRetry } : {}),
      },
    );

  const complete = async <T>(request: LlmRequest<T>): Promise<LlmResponse<T>> => {
    const output = toOutputJsonSchema(request.schema as z.ZodType);
    const usage = { prompt: 0, completion: 0 };
    /** One answer: its text and whether the server stopped it at the output limit. */
    const call = async (extra: Message[]): Promise<{ content: string; cutOff: boolean }> => {
      const build = (): OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming => ({
        model: options.model,
        messages: [...baseMessages(request, mode, output.schema, !isOpenAi), ...extra],
        response_format:
          mode === 'json_schema'
            ? {
                type: 'json_schema',
                json_schema: { name: request.schemaName, strict: output.strict, schema: output.schema },
              }
            : { type: 'json_object' },
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        ...(request.maxOutputTokens !== undefined
          ? isOpenAi
            ? { max_completion_tokens: request.maxOutputTokens }
            : { max_tokens: request.maxOutputTokens }
          : {}),
      });
      let completion: Completion;
      try {
        completion = await send(build(), request.signal, request.onRequest);
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        const refused = mode === 'json_schema' && preference === 'auto' && refusesJsonSchema(cause);
        if (!refused) throw error;
        // A 400 in json_schema mode, whatever its words: switch to json_object (schema in the prompt) for good.
        mode = 'json_object';
        modeNote = `${provider} refused the request in json_schema mode (${describeRefusal(cause)}): switched to json_object with the schema in the prompt for the rest of the run`;
        completion = await send(build(), request.signal, request.onRequest);
      }
      const choice = completion.choices[0];
      const content = choice?.message.content ?? '';
      usage.prompt += completion.usage?.prompt_tokens ?? estimateTokens(promptText(build()));
      usage.completion += completion.usage?.completion_tokens ?? estimateTokens(content);
      return { content, cutOff: choice?.finish_reason === 'length' };
    };
    const limitWords = () =>
      request.maxOutputTokens !== undefined ? ` (${request.maxOutputTokens} tokens)` : '';
    const problemOf = (answer: { cutOff: boolean }, problem: string) =>
      answer.cutOff ? `the answer was cut off at the output limit${limitWords()}: ${problem}` : problem;

    const first = await call([]);
    let parsed = parseModelJson(first.content, request.schema);
    if (!parsed.ok) {
      const second = await call([
        {
          role: 'user',
          content: repairPrompt(
            request.schemaName,
            problemOf(first, parsed.problem),
            first.content,
            options.limits.repairExcerptChars,
            first.cutOff,
          ),
        },
      ]);
      parsed = parseModelJson(second.content, request.schema);
      if (!parsed.ok) {
        throw new EngineError(
          'llm/invalid-output',
          second.cutOff
            ? `${provider} (${options.model}) stopped at the output limit${limitWords()} or the end of its context window before finishing "${request.purpose}", twice, so the cut-off answer could not be used. Set the context window the server really runs with in Settings, or use a model that answers more briefly.`
            : `${provider} (${options.model}) twice answered "${request.purpose}" with output that does not fit the expected format (${parsed.problem}). Try a more capable model.`,
        );
      }
    }
    return {
      value: parsed.value,
      promptTokens: usage.prompt,
      completionTokens: usage.completion,
      model: options.model,
    };
  };

  /** The window: the server's own figure when it states one (asked once), never more than the user set. */
  const readContextTokens = (signal?: AbortSignal): Promise<number> => {
    if (isOpenAi) return Promise.resolve(contextTokens);
    probed ??= probeContextTokens({
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      now: options.clock.now(),
      ttlMs: options.limits.contextProbeTtlMs,
      baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      timeoutMs: Math.min(timeoutMs, 10_000),
      ...(signal ? { signal } : {}),
    }).then((stated) => {
      if (stated !== undefined)
        contextTokens = options.contextTokens ? Math.min(options.contextTokens, stated) : stated;
      return contextTokens;
    });
    return probed;
  };

  const ping = async (signal?: AbortSignal): Promise<void> => {
    let ids: string[];
    try {
      const page = await guard(signal, () =>
        sdk.models.list({ signal: signal ?? null, maxRetries: 0, timeout: timeoutMs }),
      );
      ids = page.data.map((model) => model.id);
    } catch (error) {
      // Some compatible servers have no /models endpoint: reaching them with an accepted key is enough.
      if ((error as { code?: string }).code === 'llm/model-not-found') return;
      throw error;
    }
    if (ids.length > 0 && !ids.includes(options.model)) {
      throw new EngineError(
        'llm/model-not-found',
        `${provider} has no model "${options.model}": pick another model in Settings.`,
      );
    }
  };

  return {
    id: isOpenAi ? 'openai' : 'openai-compatible',
    endpoint: baseUrl,
    model: options.model,
    get outputMode() {
      return mode;
    },
    get contextTokens() {
      return contextTokens;
    },
    readContextTokens,
    complete,
    ping,
  };
}

/**
 * System and user message. The schema goes into the system prompt in json_object mode, and in json_schema mode
 * too when the server may not enforce `response_format` (anything but api.openai.com): a server that ignores it
 * still knows the shape.
 */
function baseMessages(
  request: LlmRequest<unknown>,
  mode: 'json_schema' | 'json_object',
  schema: object,
  schemaInPrompt: boolean,
): Message[] {
  const system =
    mode === 'json_schema' && !schemaInPrompt
      ? request.system
      : `${request.system}\n\nReply with one JSON object only, no prose.\nschema_name: ${request.schemaName}\nJSON schema:\n${JSON.stringify(schema)}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: request.user },
  ];
}

/** The text of a request's messages (what its prompt tokens are estimated from). */
function promptText(body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming): string {
  return body.messages
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('\n');
}

function outputLimitOf(
  body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
): number | undefined {
  return body.max_completion_tokens ?? body.max_tokens ?? undefined;
}

/** "HTTP 400: <the server's words>" for the trace. */
function describeRefusal(cause: unknown): string {
  const message = (cause as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message.slice(0, 160) : 'HTTP 400';
}

/** Rough token count (≈4 characters per token) for servers that report no usage. */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The error a cancelled call rejects with: the caller's own EngineError reason, or `run/cancelled`. */
export function cancelled(reason: unknown): Error {
  if (isEngineError(reason) && reason instanceof Error) return reason;
  return new EngineError('run/cancelled', 'The check was cancelled.', { cause: reason });
}
