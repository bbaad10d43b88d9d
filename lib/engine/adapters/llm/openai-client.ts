/** LlmClient over the openai SDK: OpenAI or any OpenAI-compatible server, structured outputs with fallback. */
import OpenAI from 'openai';
import type { z } from 'zod';
import { EngineError, isEngineError } from '../../errors';
import type { Clock, LlmClient, LlmRequest, LlmResponse } from '../../ports';
import { cappedFetch, findBodyLimit, formatBytes, ResponseTooLarge } from '../http/capped-fetch';
import type { HostLimiter } from '../../host-limiter';
import { describeWait } from '../http/retry-after';
import type { FetchFn } from '../http/request-json';
import { withRetry, type RetryEvent } from '../http/with-retry';
import { toOutputJsonSchema } from './json-schema';
import { mapOpenAiError, rejectsJsonSchema } from './openai-errors';
import { parseModelJson, repairPrompt } from './parse-model-json';

export type StructuredOutputMode = 'json_schema' | 'json_object' | 'auto';

export interface OpenAiClientOptions {
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
}

/** An LlmClient that can also check key, model and reachability without a completion. */
export interface PingableLlmClient extends LlmClient {
  ping(signal?: AbortSignal): Promise<void>;
}

export const OPENAI_DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  timeoutMs: 60_000,
  maxRetries: 3,
  maxResponseBytes: 4_000_000,
} as const;

type Message = { role: 'system' | 'user' | 'assistant'; content: string };
type Completion = OpenAI.Chat.Completions.ChatCompletion;

export function createOpenAiClient(
  options: OpenAiClientOptions,
): PingableLlmClient & { readonly outputMode: 'json_schema' | 'json_object' } {
  const baseUrl = (options.baseUrl ?? OPENAI_DEFAULTS.baseUrl).replace(/\/+$/, '');
  const isOpenAi = new URL(baseUrl).hostname === 'api.openai.com';
  const provider = isOpenAi ? 'OpenAI' : `Model server ${new URL(baseUrl).host}`;
  const timeoutMs = options.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs;
  const preference = options.structuredOutputs ?? 'auto';
  let mode: 'json_schema' | 'json_object' = preference === 'json_object' ? 'json_object' : 'json_schema';
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

  const send = (body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, signal?: AbortSignal) =>
    withRetry(
      () =>
        guard(signal, () =>
          sdk.chat.completions.create(body, { signal: signal ?? null, maxRetries: 0, timeout: timeoutMs }),
        ),
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
    const call = async (extra: Message[]): Promise<string> => {
      const build = (): OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming => ({
        model: options.model,
        messages: [...baseMessages(request, mode, output.schema), ...extra],
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
        completion = await send(build(), request.signal);
      } catch (error) {
        const rejected =
          mode === 'json_schema' &&
          preference === 'auto' &&
          rejectsJsonSchema((error as { cause?: unknown }).cause);
        if (!rejected) throw error;
        mode = 'json_object';
        completion = await send(build(), request.signal);
      }
      const content = completion.choices[0]?.message.content ?? '';
      usage.prompt += completion.usage?.prompt_tokens ?? estimateTokens(JSON.stringify(build().messages));
      usage.completion += completion.usage?.completion_tokens ?? estimateTokens(content);
      return content;
    };

    const first = await call([]);
    let parsed = parseModelJson(first, request.schema);
    if (!parsed.ok) {
      const second = await call([
        { role: 'assistant', content: first.slice(0, 8_000) },
        { role: 'user', content: repairPrompt(request.schemaName, parsed.problem) },
      ]);
      parsed = parseModelJson(second, request.schema);
      if (!parsed.ok) {
        throw new EngineError(
          'llm/invalid-output',
          `${provider} (${options.model}) twice answered "${request.purpose}" with output that does not fit the expected format (${parsed.problem}). Try a more capable model.`,
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
    complete,
    ping,
  };
}

function baseMessages(
  request: LlmRequest<unknown>,
  mode: 'json_schema' | 'json_object',
  schema: object,
): Message[] {
  const system =
    mode === 'json_schema'
      ? request.system
      : `${request.system}\n\nReply with one JSON object only, no prose.\nschema_name: ${request.schemaName}\nJSON schema:\n${JSON.stringify(schema)}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: request.user },
  ];
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
