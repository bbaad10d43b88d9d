/** Fetch failures as EngineErrors with sentences a user can act on: HTTP status, timeout, network, cancel. */
import { EngineError } from '../../errors';
import { parseRetryAfter } from '../http/retry-after';
import { hostOf } from '../../domain/url';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  410: 'Gone',
  429: 'Too Many Requests',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `fetch/http` naming the status ("The page answered 404 Not Found"); retryable for 408, 429 and 5xx. */
export function httpError(response: Response, url: string, now: number): EngineError {
  const status = response.status;
  const reason = response.statusText || REASONS[status] || 'an error';
  const retryable = status === 408 || status === 429 || status >= 500;
  const retryAfterMs = retryable ? parseRetryAfter(response.headers.get('retry-after'), now) : undefined;
  const hint =
    status === 401 || status === 403
      ? ' (the site refuses automated readers)'
      : status === 404 || status === 410
        ? ' (the page no longer exists)'
        : retryable
          ? ' (a temporary problem; it will be retried)'
          : '';
  return new EngineError(
    'fetch/http',
    `The page at ${hostOf(url)} answered ${status} ${reason}${hint}.`,
    retryAfterMs === undefined ? { retryable } : { retryable, retryAfterMs },
  );
}

export function timeoutError(url: string, timeoutMs: number, cause?: unknown): EngineError {
  return new EngineError(
    'fetch/timeout',
    `The page at ${hostOf(url)} did not answer within ${Math.round(timeoutMs / 100) / 10} s; it will be retried later.`,
    { cause, retryable: true },
  );
}

export function cancelledError(url: string, cause?: unknown): EngineError {
  return new EngineError('run/cancelled', `Fetching ${hostOf(url)} was cancelled.`, {
    cause,
    retryable: false,
  });
}

function errorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** A network failure (DNS, refused, reset, TLS) as `fetch/blocked`; retryable unless the host does not exist. */
export function networkError(url: string, error: unknown): EngineError {
  const code = errorCode(error);
  const host = hostOf(url);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new EngineError('fetch/blocked', `Could not find the site ${host} (no such host name).`, {
      cause: error,
      retryable: code === 'EAI_AGAIN',
    });
  }
  const what =
    code === 'ECONNREFUSED'
      ? 'the connection was refused'
      : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
        ? 'the connection was dropped'
        : /CERT|TLS|SSL/.test(code)
          ? 'its security certificate was not accepted'
          : 'the network request failed';
  return new EngineError(
    'fetch/blocked',
    `Could not reach ${host}: ${what}. Check the connection and try again.`,
    {
      cause: error,
      retryable: !/CERT|TLS|SSL/.test(code),
    },
  );
}
