/** EngineError: the one error type, branched on by `code` (never instanceof: errors cross messaging as data). */
import type { RequestFailure } from './schemas/trace-fact';

export type EngineErrorCode =
  | 'llm/bad-key'
  | 'llm/model-not-found'
  | 'llm/quota'
  | 'llm/rate-limited'
  | 'llm/timeout'
  | 'llm/invalid-output'
  | 'llm/unavailable'
  /** The run stopped calling a model that kept failing (its own breaker): the rules read the rest. */
  | 'llm/stopped'
  /** The model is on this computer but not ready yet (Chrome's built-in model before or during its download). */
  | 'llm/not-ready'
  /** The model does not take the article's language (Chrome's built-in model): the rules read the article. */
  | 'llm/unsupported-language'
  | 'search/bad-key'
  | 'search/rate-limited'
  | 'search/unavailable'
  | 'search/timeout'
  | 'fetch/blocked'
  | 'fetch/timeout'
  | 'fetch/too-large'
  | 'fetch/not-html'
  | 'fetch/http'
  | 'fetch/not-article'
  | 'fetch/refused'
  | 'fetch/redirects'
  | 'store/quota'
  | 'store/not-found'
  | 'store/failed'
  | 'run/cancelled'
  | 'run/budget'
  | 'run/invalid-transition'
  | 'input/invalid'
  /** A message from a context that may not send it (e.g. a content script asking to delete data). */
  | 'input/refused';

export interface EngineErrorData {
  code: EngineErrorCode;
  message: string;
  retryable: boolean;
  /** Milliseconds to wait before retrying, when the provider said so. */
  retryAfterMs?: number;
  /** Why each provider's request failed, as facts (set where the request failed: the search adapters). */
  requestFailures?: RequestFailure[];
}

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly requestFailures?: RequestFailure[];

  constructor(
    code: EngineErrorCode,
    message: string,
    options: {
      cause?: unknown;
      retryable?: boolean;
      retryAfterMs?: number;
      requestFailures?: RequestFailure[];
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'EngineError';
    this.code = code;
    this.retryable = options.retryable ?? false;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.requestFailures) this.requestFailures = options.requestFailures;
  }

  toJSON(): EngineErrorData {
    return {
      code: this.code,
      message: this.message,
      retryable: this.retryable,
      ...(this.retryAfterMs !== undefined ? { retryAfterMs: this.retryAfterMs } : {}),
      ...(this.requestFailures ? { requestFailures: this.requestFailures } : {}),
    };
  }
}

/** True for anything shaped like an EngineError, including one that crossed messaging as plain data. */
export function isEngineError(value: unknown): value is EngineErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string' &&
    /^[a-z]+\/[a-z-]+$/.test((value as { code: string }).code)
  );
}
