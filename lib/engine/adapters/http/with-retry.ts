/** Retries an operation that fails with a retryable EngineError, waiting Retry-After or an exponential backoff. */
import { EngineError, isEngineError } from '../../errors';
import type { EngineErrorData } from '../../errors';
import type { Clock } from '../../ports';
import { describeWait } from './retry-after';

export interface RetryEvent {
  /** 1-based number of the retry about to happen. */
  retry: number;
  maxRetries: number;
  delayMs: number;
  error: EngineErrorData;
  /** User-facing sentence: "Brave rate limit reached: retrying in 12 s (retry 1 of 2)". */
  message: string;
}

interface RetryOptions {
  maxRetries: number;
  clock: Clock;
  signal?: AbortSignal;
  /** First backoff when the provider gave no Retry-After; doubles each retry. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the error is thrown at once. */
  maxRetryAfterMs?: number;
  onRetry?: (event: RetryEvent) => void;
}

const RETRY_DEFAULTS = { baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 } as const;

/** Runs `operation` until it succeeds, fails for good, or `maxRetries` retries are spent. */
export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const baseDelayMs = options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? RETRY_DEFAULTS.maxRetryAfterMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (!isEngineError(error) || !shouldRetry(error)) throw error;
      const delayMs = error.retryAfterMs ?? Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
      if (attempt >= options.maxRetries || delayMs > maxRetryAfterMs) {
        throw gaveUp(error, attempt);
      }
      const retry = attempt + 1;
      options.onRetry?.({
        retry,
        maxRetries: options.maxRetries,
        delayMs,
        error,
        message: `${withoutFullStop(error.message)}: retrying in ${describeWait(delayMs)} (retry ${retry} of ${options.maxRetries})`,
      });
      await options.clock.sleep(delayMs, options.signal);
    }
  }
}

/** Timeouts are not retried: waiting the whole timeout again rarely helps and doubles the wait. */
function shouldRetry(error: EngineErrorData): boolean {
  return error.retryable && !error.code.endsWith('/timeout');
}

function gaveUp(error: EngineErrorData, retries: number): EngineErrorData | EngineError {
  const wait = error.retryAfterMs !== undefined ? `try again in ${describeWait(error.retryAfterMs)}` : '';
  if (retries === 0 && wait === '') return error;
  const tried = retries === 0 ? '' : `still failing after ${retries} ${retries === 1 ? 'retry' : 'retries'}`;
  const message = `${withoutFullStop(error.message)}: ${[tried, wait].filter((part) => part !== '').join(', ')}`;
  return new EngineError(error.code, message, {
    cause: error,
    retryable: error.retryable,
    ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
    ...(error.requestFailures ? { requestFailures: error.requestFailures } : {}),
  });
}

/** A message that ends a sentence, ready to take ": still failing …" ("… address.: still failing" never shows). */
function withoutFullStop(message: string): string {
  return message.replace(/[.。]+\s*$/u, '');
}
