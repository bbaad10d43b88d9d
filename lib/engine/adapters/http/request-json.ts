/** One HTTP request with a timeout and a byte cap that cover the body too; answers status, headers and parsed JSON. */
import { cappedFetch, findBodyLimit, ResponseTooLarge } from './capped-fetch';
import type { FetchFn } from './fetch-fn';

export interface JsonRequest {
  fetch: FetchFn;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON when present. */
  body?: unknown;
  timeoutMs: number;
  /** Bytes of answer read at most (default 5 MB): a larger or endless body fails instead of filling memory. */
  maxBytes?: number;
  signal?: AbortSignal;
}

const MAX_JSON_BYTES = 5_000_000;

interface JsonResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
}

/** Why a request got no HTTP answer at all. */
export type TransportFailure =
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'network'; cause: unknown };

/**
 * Performs the request. Rejects with whatever `onFailure` builds when there is no HTTP answer
 * (timeout, network error); an abort by the caller rejects with the signal's reason.
 */
export async function requestJson(
  request: JsonRequest,
  onFailure: (failure: TransportFailure) => Error,
): Promise<JsonResponse> {
  if (request.signal?.aborted) throw request.signal.reason;
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const fetch = cappedFetch(request.fetch, {
      maxBytes: request.maxBytes ?? MAX_JSON_BYTES,
      timeoutMs: request.timeoutMs,
    });
    const response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseBody(text) };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    const limit = findBodyLimit(error);
    if (limit instanceof ResponseTooLarge) throw onFailure({ kind: 'too-large', maxBytes: limit.limit });
    if (timeout.aborted || limit) throw onFailure({ kind: 'timeout', timeoutMs: request.timeoutMs });
    throw onFailure({ kind: 'network', cause: error });
  }
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
