/** LlmClient over Chrome's built-in model (Prompt API, `LanguageModel` global), feature-detected. */
import type { z } from 'zod';
import type { EngineConfig } from '../../config';
import { EngineError } from '../../errors';
import type { LlmRequest, LlmResponse } from '../../ports';
import { toOutputJsonSchema } from './json-schema';
import { cancelled, type PingableLlmClient } from './openai-client';
import { parseModelJson, repairPrompt } from './parse-model-json';

/** The part of the Prompt API this adapter uses. */
export type LanguageModelAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface LanguageModelSession {
  prompt(input: string, options?: { responseConstraint?: object; signal?: AbortSignal }): Promise<string>;
  measureInputUsage?(input: string): Promise<number>;
  /** Tokens the session accepts in all (the model's window for this session), where the browser tells. */
  readonly inputQuota?: number;
  destroy(): void;
}

export interface LanguageModelApi {
  availability(options?: object): Promise<LanguageModelAvailability>;
  create(options?: {
    initialPrompts?: { role: 'system' | 'user' | 'assistant'; content: string }[];
    temperature?: number;
    topK?: number;
    signal?: AbortSignal;
  }): Promise<LanguageModelSession>;
}

const CHROME_BUILTIN_MODEL = 'gemini-nano';

/** The `LanguageModel` global when this browser exposes the Prompt API, else undefined. */
function findLanguageModel(scope: object = globalThis): LanguageModelApi | undefined {
  const candidate = (scope as { LanguageModel?: unknown }).LanguageModel;
  if (typeof candidate !== 'function' && (typeof candidate !== 'object' || candidate === null))
    return undefined;
  const api = candidate as Partial<LanguageModelApi>;
  return typeof api.availability === 'function' && typeof api.create === 'function'
    ? (api as LanguageModelApi)
    : undefined;
}

export function createChromeBuiltinClient(options: {
  languageModel?: LanguageModelApi;
  /** The run's model limits (`config.model`): the built-in model's window and the repair excerpt. */
  limits: Pick<EngineConfig['model'], 'contextTokens' | 'repairExcerptChars'>;
}): PingableLlmClient {
  const resolve = (): LanguageModelApi => {
    const api = options.languageModel ?? findLanguageModel();
    if (!api)
      throw unavailable('This browser has no built-in model (Prompt API): choose another model in Settings.');
    return api;
  };

  let contextTokens: number = options.limits.contextTokens.chromeBuiltin;
  const complete = async <T>(request: LlmRequest<T>): Promise<LlmResponse<T>> => {
    const api = resolve();
    const { signal } = request;
    const { schema } = toOutputJsonSchema(request.schema as z.ZodType);
    let session: LanguageModelSession;
    try {
      session = await api.create({
        initialPrompts: [{ role: 'system', content: request.system }],
        ...(request.temperature !== undefined ? { temperature: request.temperature, topK: 3 } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw cancelled(signal.reason);
      throw unavailable(
        'The built-in model could not start (it may still be downloading): try again shortly.',
        error,
      );
    }
    if (typeof session.inputQuota === 'number' && session.inputQuota > 0) contextTokens = session.inputQuota;
    const usage = { prompt: 0, completion: 0 };
    const ask = async (text: string): Promise<string> => {
      let prompted = false;
      let promptTokens = Math.ceil(text.length / 4);
      try {
        if (session.measureInputUsage) promptTokens = await session.measureInputUsage(text);
        usage.prompt += promptTokens;
        prompted = true;
        const answer = await session.prompt(text, {
          responseConstraint: schema,
          ...(signal ? { signal } : {}),
        });
        const completionTokens = Math.ceil(answer.length / 4);
        usage.completion += completionTokens;
        request.onRequest?.({ promptTokens, completionTokens, ok: true, usageReported: false });
        return answer;
      } catch (error) {
        if (prompted)
          request.onRequest?.({ promptTokens, completionTokens: 0, ok: false, usageReported: false });
        if (signal?.aborted) throw cancelled(signal.reason);
        throw unavailable(
          'The built-in model failed to answer: try again, or choose another model in Settings.',
          error,
        );
      }
    };
    try {
      const first = await ask(request.user);
      let parsed = parseModelJson(first, request.schema);
      if (!parsed.ok)
        parsed = parseModelJson(
          await ask(
            repairPrompt(request.schemaName, parsed.problem, first, options.limits.repairExcerptChars),
          ),
          request.schema,
        );
      if (!parsed.ok) {
        throw new EngineError(
          'llm/invalid-output',
          `The built-in model twice answered "${request.purpose}" in an unusable format (${parsed.problem}).`,
        );
      }
      return {
        value: parsed.value,
        promptTokens: usage.prompt,
        completionTokens: usage.completion,
        model: CHROME_BUILTIN_MODEL,
      };
    } finally {
      session.destroy();
    }
  };

  return {
    id: 'chrome-builtin',
    model: CHROME_BUILTIN_MODEL,
    get contextTokens() {
      return contextTokens;
    },
    complete,
    async ping() {
      const availability = await resolve().availability();
      if (availability === 'unavailable')
        throw unavailable('This browser cannot run the built-in model on this device.');
    },
  };
}

function unavailable(message: string, cause?: unknown): EngineError {
  return new EngineError('llm/unavailable', message, { cause, retryable: true });
}
