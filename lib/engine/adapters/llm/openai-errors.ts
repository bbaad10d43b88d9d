/** Maps openai SDK errors to EngineErrors with sentences a user can act on. */
import { APIConnectionTimeoutError } from 'openai';
import { EngineError } from '../../errors';
import { describeWait, parseRetryAfter } from '../http/retry-after';

interface OpenAiErrorContext {
  /** "OpenAI" or the host of an OpenAI-compatible server. */
  provider: string;
  baseUrl: string;
  model: string;
  now: number;
  timeoutMs: number;
}

/** Shape of the SDK's APIError family, read structurally. */
interface ApiErrorLike {
  status?: number;
  headers?: Headers;
  code?: string | null;
  type?: string;
  message?: string;
  error?: unknown;
}

export function mapOpenAiError(error: unknown, context: OpenAiErrorContext): EngineError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ApiErrorLike;
  const { provider } = context;
  if (error instanceof APIConnectionTimeoutError) {
    return new EngineError(
      'llm/timeout',
      `${provider} did not answer within ${describeWait(context.timeoutMs)}: try again, or pick a faster model.`,
      {
        cause: error,
        retryable: true,
      },
    );
  }
  if (e.status === undefined) {
    return new EngineError('llm/unavailable', `Could not reach ${context.baseUrl}: is the server running?`, {
      cause: error,
      retryable: true,
    });
  }
  const detail = e.message ?? '';
  const retryAfterMs = parseRetryAfter(e.headers?.get?.('retry-after') ?? null, context.now);
  const withWait = retryAfterMs !== undefined ? { retryAfterMs } : {};
  switch (true) {
    case e.status === 401:
      return new EngineError('llm/bad-key', `${provider} rejected the API key: check it in Settings.`, {
        cause: error,
      });
    case e.status === 404 && (e.code === 'model_not_found' || /model/i.test(detail)):
      return new EngineError(
        'llm/model-not-found',
        `${provider} has no model "${context.model}": pick another model in Settings.`,
        {
          cause: error,
        },
      );
    case e.status === 429 && (e.code === 'insufficient_quota' || e.type === 'insufficient_quota'):
      return new EngineError(
        'llm/quota',
        `${provider} says the account is out of credit: check billing and quota.`,
        { cause: error },
      );
    case e.status === 429:
      return new EngineError('llm/rate-limited', `${provider} rate limit reached`, {
        cause: error,
        retryable: true,
        ...withWait,
      });
    case e.status >= 500:
      return new EngineError('llm/unavailable', `${provider} is having trouble (HTTP ${e.status})`, {
        cause: error,
        retryable: true,
        ...withWait,
      });
    default:
      return new EngineError(
        'llm/unavailable',
        `${provider} refused the request (HTTP ${e.status}): ${detail}`,
        { cause: error },
      );
  }
}

/**
 * True for a 400 answering a request in json_schema mode, whatever its words (many servers say only "Bad
 * Request"): the client then switches to json_object. Not when the 400 says the prompt is too long for the
 * model's window (that is not about the format).
 */
export function refusesJsonSchema(error: unknown): boolean {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ApiErrorLike;
  if (e.status !== 400) return false;
  const text = `${e.message ?? ''} ${JSON.stringify(e.error ?? '')}`;
  if (/response_format|json_schema/i.test(text)) return true;
  return !/context (length|size|window)|maximum context|too many tokens|prompt is too long|exceeds the available context/i.test(
    text,
  );
}
