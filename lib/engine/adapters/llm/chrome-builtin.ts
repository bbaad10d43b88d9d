/**
 * LlmClient over Chrome's built-in model (Prompt API, `LanguageModel` global; names and behaviour in
 * `chrome-builtin-api.ts`): one session per run, cloned per call, one call at a time, never created while the model
 * still has to be downloaded (that takes a user's click in Settings).
 *
 * Where it runs: the engine runs in the extension's service worker (`lib/background/engine-from-settings.ts`), and so
 * does this adapter. Chrome exposes `LanguageModel` to every extension context, the service worker included
 * (developer.chrome.com/docs/extensions/ai/prompt-api; Debian's Chromium 156 has the global there too), but a worker
 * never has a user activation: `create()` there can use a downloaded model, never start its download. The download
 * starts in the side panel (`entrypoints/sidepanel/settings/use-builtin-model.ts`), from the Download click.
 */
import type { z } from 'zod';
import type { EngineConfig } from '../../config';
import { EngineError, isEngineError } from '../../errors';
import type { LlmRequest, LlmResponse } from '../../ports';
import {
  errorName,
  findLanguageModel,
  measureUsage,
  primaryLanguage,
  sessionUsage,
  sessionWindow,
  watchOverflow,
  type LanguageModelApi,
  type LanguageModelCoreOptions,
  type LanguageModelMessage,
  type LanguageModelSession,
} from './chrome-builtin-api';
import { toOutputJsonSchema } from './json-schema';
import { cancelled, type PingableLlmClient } from './openai-client';
import { parseModelJson, repairPrompt } from './parse-model-json';

export type { LanguageModelApi } from './chrome-builtin-api';

const CHROME_BUILTIN_MODEL = 'gemini-nano';

/** The run's model limits the adapter reads (`config.model`). */
type BuiltinLimits = Pick<EngineConfig['model'], 'contextTokens' | 'repairExcerptChars' | 'builtin'>;

/** What the run tells the model before its first call. */
interface BuiltinRunFacts {
  /** The article's BCP 47 language tag (`und` when unknown). */
  language: string;
  temperature?: number;
}

interface ChromeBuiltinClient extends PingableLlmClient {
  prepare(run: BuiltinRunFacts, signal?: AbortSignal): Promise<void>;
  readContextTokens(signal?: AbortSignal): Promise<number>;
}

export function createChromeBuiltinClient(options: {
  languageModel?: LanguageModelApi;
  limits: BuiltinLimits;
}): ChromeBuiltinClient {
  const { builtin } = options.limits;
  const resolve = (): LanguageModelApi => {
    const api = options.languageModel ?? findLanguageModel();
    if (!api) throw unavailable(NO_API);
    return api;
  };
  /** The languages declared for input and output: the prompts' own, and the article's once the run says it. */
  let languages: string[] = [builtin.promptLanguage];
  const core = (): LanguageModelCoreOptions => ({
    expectedInputs: [{ type: 'text', languages }],
    expectedOutputs: [{ type: 'text', languages }],
  });
  let contextTokens: number = options.limits.contextTokens.chromeBuiltin;
  let base: Promise<LanguageModelSession> | undefined;
  let temperature: number | undefined;
  /** Why this run may not use the model at all (said by `prepare`): no session is created after it. */
  let refused: EngineError | undefined;

  /** Rejects unless the model is on this computer and takes the declared languages (never starts a download). */
  async function assertReady(api: LanguageModelApi): Promise<void> {
    const availability = await api.availability(core());
    if (availability === 'available') return;
    if (availability === 'downloadable') throw notReady(NOT_DOWNLOADED);
    if (availability === 'downloading') throw notReady(DOWNLOADING);
    const article = languages.find((language) => language !== builtin.promptLanguage);
    if (article && (await api.availability(promptOnly(builtin.promptLanguage))) !== 'unavailable')
      throw unsupported(article, builtin.languages);
    throw unavailable(UNAVAILABLE);
  }

  /** The run's one session, created on first need (availability checked first) and cloned for every call. */
  function session(signal?: AbortSignal): Promise<LanguageModelSession> {
    if (refused) return Promise.reject(refused);
    base ??= (async () => {
      const api = resolve();
      await assertReady(api);
      const created = await api
        .create({
          ...core(),
          ...(temperature !== undefined ? { temperature, topK: 3 } : {}),
          ...(signal ? { signal } : {}),
        })
        .catch((error: unknown) => {
          if (signal?.aborted) throw cancelled(signal.reason);
          if (errorName(error) === 'NotSupportedError')
            throw unsupported(languages.at(-1) ?? '', builtin.languages, error);
          if (errorName(error) === 'NotAllowedError') throw notReady(NOT_DOWNLOADED, error);
          throw unavailable(START_FAILED, error);
        });
      contextTokens = sessionWindow(created) ?? contextTokens;
      return created;
    })();
    // A failed start is tried again by the next call (the model may be ready by then).
    base.catch(() => (base = undefined));
    return base;
  }

  // One call at a time: each waits for the one before it (settled either way).
  let line: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = line.then(work, work);
    line = turn.catch(() => undefined);
    return turn;
  };

  const complete = <T>(request: LlmRequest<T>): Promise<LlmResponse<T>> =>
    oneAtATime(async () => {
      const { signal } = request;
      if (signal?.aborted) throw cancelled(signal.reason);
      temperature ??= request.temperature;
      const clone = await (await session(signal)).clone(signal ? { signal } : {}).catch((error: unknown) => {
        if (signal?.aborted) throw cancelled(signal.reason);
        throw unavailable(START_FAILED, error);
      });
      let overflowed = false;
      const stopWatching = watchOverflow(clone, () => (overflowed = true));
      const { schema } = toOutputJsonSchema(request.schema as z.ZodType);
      const promptOptions = {
        responseConstraint: schema,
        omitResponseConstraintInput: true,
        ...(signal ? { signal } : {}),
      };
      // The schema is not sent as input (`omitResponseConstraintInput`): the prompt says what shape to answer in.
      const system = `${request.system}\n\nReply with one JSON object only, no prose, in the shape the response format sets.\nschema_name: ${request.schemaName}`;
      const usage = { prompt: 0, completion: 0 };
      /** Whether the clone holds an exchange yet (a failed prompt leaves nothing behind). */
      let held = false;
      /** One prompt; null when the browser could not hold its answer to the schema (nothing kept, try again). */
      const ask = async (text: string): Promise<string | null> => {
        const input: LanguageModelMessage[] = held
          ? [{ role: 'user', content: text }]
          : [
              { role: 'system', content: system },
              { role: 'user', content: text },
            ];
        const measured = await measureUsage(clone, input, promptOptions).catch(() => undefined);
        const room = (sessionWindow(clone) ?? contextTokens) - sessionUsage(clone);
        if (measured !== undefined && measured > room) throw tooLong(measured, room);
        const before = sessionUsage(clone);
        const promptTokens = measured ?? estimate(input.map((m) => m.content).join('\n'));
        try {
          const answer = await clone.prompt(input, promptOptions);
          held = true;
          const grown = sessionUsage(clone) - before - promptTokens;
          const completionTokens = grown > 0 ? grown : estimate(answer);
          usage.prompt += promptTokens;
          usage.completion += completionTokens;
          request.onRequest?.({
            promptTokens,
            completionTokens,
            ok: true,
            usageReported: measured !== undefined && grown > 0,
          });
          if (overflowed) throw new EngineError('llm/invalid-output', OVERFLOW);
          return answer;
        } catch (error) {
          if (isEngineError(error)) throw error;
          // The browser could not hold its answer to the schema: an answer, but an unusable one.
          const unusable = errorName(error) === 'SyntaxError' && !signal?.aborted;
          usage.prompt += promptTokens;
          request.onRequest?.({ promptTokens, completionTokens: 0, ok: unusable, usageReported: false });
          if (unusable) return null;
          if (signal?.aborted) throw cancelled(signal.reason);
          throw promptFailure(error, measured ?? promptTokens, room, languages, builtin.languages);
        }
      };
      try {
        const answer = await ask(request.user);
        let parsed = answer === null ? null : parseModelJson(answer, request.schema);
        if (!parsed?.ok) {
          // Once more: the same prompt when nothing was kept, else a repair of the answer in the same clone.
          const again =
            answer === null || !parsed
              ? await ask(request.user)
              : await ask(
                  repairPrompt(request.schemaName, parsed.problem, answer, options.limits.repairExcerptChars),
                );
          parsed =
            again === null
              ? { ok: false, problem: 'the browser could not hold its answer to the schema' }
              : parseModelJson(again, request.schema);
        }
        if (!parsed.ok)
          throw new EngineError(
            'llm/invalid-output',
            `Chrome's built-in model twice answered "${request.purpose}" in an unusable format (${parsed.problem}).`,
          );
        return {
          value: parsed.value,
          promptTokens: usage.prompt,
          completionTokens: usage.completion,
          model: CHROME_BUILTIN_MODEL,
        };
      } finally {
        stopWatching();
        clone.destroy();
      }
    });

  return {
    id: 'chrome-builtin',
    model: CHROME_BUILTIN_MODEL,
    get contextTokens() {
      return contextTokens;
    },
    complete,
    async prepare(run, signal) {
      const language = primaryLanguage(run.language);
      if (language && !builtin.languages.includes(language))
        throw (refused = unsupported(language, builtin.languages));
      languages = [...new Set([builtin.promptLanguage, ...(language ? [language] : [])])];
      temperature ??= run.temperature;
      await session(signal).catch((error: unknown) => {
        if (isEngineError(error) && error.code !== 'run/cancelled') refused = error as EngineError;
        throw error;
      });
    },
    async readContextTokens(signal) {
      await session(signal).catch(() => undefined);
      return contextTokens;
    },
    async ping() {
      await assertReady(resolve());
    },
  };
}

/** ≈4 characters a token, for a browser that cannot measure. */
const estimate = (text: string): number => Math.ceil(text.length / 4);

const promptOnly = (language: string): LanguageModelCoreOptions => ({
  expectedInputs: [{ type: 'text', languages: [language] }],
  expectedOutputs: [{ type: 'text', languages: [language] }],
});

const NO_API =
  "This browser has no built-in model (Chrome's Prompt API is missing): choose another model in Settings.";
const UNAVAILABLE =
  'Chrome says its built-in model cannot run on this computer: choose another model in Settings.';
const NOT_DOWNLOADED =
  "Chrome's built-in model is not downloaded to this computer yet: press Download in Settings → Model (checks read with the built-in rules until then).";
const DOWNLOADING =
  "Chrome's built-in model is still downloading: wait until Settings → Model says it is ready (checks read with the built-in rules until then).";
const START_FAILED =
  "Chrome's built-in model could not start on this computer: try again, or choose another model in Settings.";
const ANSWER_FAILED =
  "Chrome's built-in model failed to answer: try again, or choose another model in Settings.";
const OVERFLOW =
  "Chrome's built-in model ran out of room and dropped part of the conversation, so its answer was not used.";

/** A failure of `prompt()` in words: too long, a language it does not take, or a failed answer. */
function promptFailure(
  error: unknown,
  tokens: number,
  room: number,
  declared: readonly string[],
  supported: readonly string[],
): EngineError {
  const name = errorName(error);
  if (name === 'QuotaExceededError') return tooLong(tokens, room, error);
  if (name === 'NotSupportedError') return unsupported(declared.at(-1) ?? '', supported, error);

  return unavailable(ANSWER_FAILED, error);
}

function tooLong(tokens: number, room: number, cause?: unknown): EngineError {
  return new EngineError(
    'llm/invalid-output',
    `This part was too long for Chrome's built-in model (${tokens} tokens, room for ${Math.max(0, room)}): the built-in rules read it.`,
    { cause },
  );
}

/** "German" for `de` (in English), else the tag itself. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

function unsupported(language: string, supported: readonly string[], cause?: unknown): EngineError {
  const known = supported.map(languageName);
  const list = known.length > 1 ? `${known.slice(0, -1).join(', ')} and ${known.at(-1)}` : (known[0] ?? '');
  return new EngineError(
    'llm/unsupported-language',
    `Chrome's built-in model does not take ${language ? `${languageName(language)} ` : 'this language '}yet (it takes ${list}), so the built-in rules read this article.`,
    { cause },
  );
}

function notReady(message: string, cause?: unknown): EngineError {
  return new EngineError('llm/not-ready', message, { cause, retryable: true });
}

function unavailable(message: string, cause?: unknown): EngineError {
  return new EngineError('llm/unavailable', message, { cause, retryable: true });
}
