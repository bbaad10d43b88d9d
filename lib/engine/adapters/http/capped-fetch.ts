/** A fetch whose response bodies stop at a byte cap and a deadline: a huge or endless answer fails, memory stays flat. */
import type { FetchFn } from './fetch-fn';

/** The body passed `limit` bytes (declared or streamed); the adapter turns it into a sentence naming the provider. */
export class ResponseTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The answer is larger than ${formatBytes(limit)}`);
    this.name = 'ResponseTooLarge';
  }
}

/** The body was still arriving `timeoutMs` after the request started. */
class ResponseTooSlow extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The answer was not complete within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'ResponseTooSlow';
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / 1000)} KB`;
}

/** The first ResponseTooLarge / ResponseTooSlow in an error's cause chain (SDKs wrap what fetch throws). */
export function findBodyLimit(error: unknown): ResponseTooLarge | ResponseTooSlow | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof ResponseTooLarge || current instanceof ResponseTooSlow) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * Wraps `fetch` so that every response body is cut at `maxBytes` and must be complete `timeoutMs` after the
 * request began (headers and body together). The caller's own signal still aborts as before.
 */
export function cappedFetch(fetch: FetchFn, limits: { maxBytes: number; timeoutMs: number }): FetchFn {
  return async (input, init) => {
    const controller = new AbortController();
    let slow: ResponseTooSlow | null = null;
    const timer = setTimeout(() => {
      slow = new ResponseTooSlow(limits.timeoutMs);
      controller.abort(slow);
    }, limits.timeoutMs);
    const outer = init?.signal;
    const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal });
    } catch (error) {
      clearTimeout(timer);
      throw slow ?? error;
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limits.maxBytes) {
      clearTimeout(timer);
      await response.body?.cancel().catch(() => undefined);
      throw new ResponseTooLarge(limits.maxBytes);
    }
    if (!response.body || NULL_BODY_STATUS.has(response.status)) {
      clearTimeout(timer);
      return response;
    }
    const reader = response.body.getReader();
    let total = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            clearTimeout(timer);
            stream.close();
            return;
          }
          total += value.byteLength;
          if (total > limits.maxBytes) {
            clearTimeout(timer);
            await reader.cancel().catch(() => undefined);
            stream.error(new ResponseTooLarge(limits.maxBytes));
            return;
          }
          stream.enqueue(value);
        } catch (error) {
          clearTimeout(timer);
          stream.error(slow ?? error);
        }
      },
      cancel(reason) {
        clearTimeout(timer);
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
