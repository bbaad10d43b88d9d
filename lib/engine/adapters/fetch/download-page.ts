/** One guarded download for evidence pages and the CLI's article: public hosts only, each redirect hop checked. */
import { EngineError } from '../../errors';
import type { Clock } from '../../ports';
import type { FetchFn } from '../http/fetch-fn';
import { BodyTooLarge, readCapped } from './decode-body';
import { hostOf } from '../../domain/url';
import { deadline } from '../../deadline';
import { cancelledError, httpError, networkError, timeoutError } from './fetch-errors';
import {
  checkUrl,
  classifyAddress,
  isAllowedOrigin,
  isIpLiteral,
  refusalMessage,
  type AllowedOrigins,
} from './public-address';

/** Resolves a host name to its IP addresses (Node: `dns.lookup`); the guard refuses any non-public one. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export interface DownloadOptions {
  fetch: FetchFn;
  clock: Clock;
  timeoutMs: number;
  maxBytes: number;
  headers: Record<string, string>;
  /** Exact origins exempt from the guard (tests' sandbox, `CARTOGRAPHER_ALLOW_ORIGINS`, the user's own article). */
  allowOrigins?: AllowedOrigins;
  /** Where name resolution exists (Node), every host's addresses are checked too. Browsers have no DNS API. */
  resolveHost?: ResolveHost;
  /** Redirect hops followed at most (default 5). */
  maxRedirects?: number;
  /**
   * Called with the response's MIME type before its body is read; throw to refuse the body, or return a byte cap
   * for this kind of body (instead of `maxBytes`).
   */
  checkType?: (mime: string, finalUrl: string) => void | number;
}

export interface Downloaded {
  finalUrl: string;
  /** Lower-cased MIME type without parameters ('' when the server sent none). */
  mime: string;
  contentType: string | null;
  bytes: Uint8Array;
}

const MAX_REDIRECTS = 5;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

function refused(message: string): EngineError {
  return new EngineError('fetch/refused', message, { retryable: false });
}

/** Throws `fetch/refused` unless `url` is public (or allowed) by its name and, where DNS exists, its addresses. */
async function assertPublic(
  url: string,
  options: Pick<DownloadOptions, 'allowOrigins' | 'resolveHost'>,
  signal?: AbortSignal,
) {
  const verdict = checkUrl(url, options.allowOrigins);
  if (!verdict.ok) throw refused(verdict.message);
  const parsed = verdict.url;
  if (!options.resolveHost || isAllowedOrigin(parsed, options.allowOrigins)) return parsed;
  const hostname = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIpLiteral(parsed.hostname)) return parsed;
  let addresses: string[];
  try {
    addresses = await untilAborted(options.resolveHost(hostname), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError(url, error);
  }
  for (const address of addresses) {
    const reason = classifyAddress(address);
    if (reason) throw refused(refusalMessage(`${parsed.hostname} (${address})`, reason));
  }
  return parsed;
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

const discard = (response: Response) => response.body?.cancel().catch(() => undefined);

/**
 * Requests `url` hop by hop (`redirect: 'manual'`), checking every hop before it is requested. Browsers hide a
 * manual redirect's target (an opaque redirect): there the browser follows it, its network rules refuse each private
 * hop (`lib/background/network-rules.ts`), and the final URL is checked before anything is read from it.
 */
async function requestFollowingRedirects(url: string, options: DownloadOptions, signal: AbortSignal) {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const seen = new Set<string>();
  let current = url;
  for (let hop = 0; ; hop++) {
    const parsed = await assertPublic(current, options, signal);
    seen.add(parsed.href);
    const init = { signal, headers: options.headers };
    const response = await options.fetch(parsed.href, { ...init, redirect: 'manual' });
    if (response.type === 'opaqueredirect') {
      const followed = await followInBrowser(parsed.href, init, options, signal);
      const finalUrl = followed.url || parsed.href;
      const verdict = checkUrl(finalUrl, options.allowOrigins);
      if (!verdict.ok) {
        await discard(followed);
        throw refused(`${verdict.message} (${hostOf(url)} redirected there)`);
      }
      return { response: followed, finalUrl };
    }
    const location = response.headers.get('location');
    if (!REDIRECT_STATUS.has(response.status) || location === null)
      return { response, finalUrl: parsed.href };
    await discard(response);
    let next: URL;
    try {
      next = new URL(location, parsed.href);
    } catch {
      throw new EngineError('fetch/redirects', `The page at ${hostOf(url)} redirects to an invalid address.`);
    }
    next.hash = '';
    if (seen.has(next.href))
      throw new EngineError(
        'fetch/redirects',
        `The page at ${hostOf(url)} redirects in a loop, so it was skipped.`,
      );
    if (hop + 1 > maxRedirects)
      throw new EngineError(
        'fetch/redirects',
        `The page at ${hostOf(url)} redirects more than ${maxRedirects} times, so it was skipped.`,
      );
    current = next.href;
  }
}

/**
 * The browser follows the redirect itself; the extension's network rules block any hop to a private or local host,
 * which fails the fetch. The page itself just answered, so a failure here is reported as that refusal.
 */
async function followInBrowser(
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
  options: DownloadOptions,
  signal: AbortSignal,
): Promise<Response> {
  try {
    return await options.fetch(url, { ...init, redirect: 'follow' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw refused(
      `Not fetched: the page at ${hostOf(url)} redirects to a private or unreachable address, and Cartographer only reads public web pages as evidence.`,
    );
  }
}

/** The message of a connection refused for its address (Node's guarded fetch), found in the cause chain. */
function refusedConnection(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'ECARTOGRAPHER_PRIVATE_ADDRESS' && typeof message === 'string') return message;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Downloads one page under the guard, a timeout covering headers and body, and a byte cap. */
export async function downloadPage(
  url: string,
  options: DownloadOptions,
  outer?: AbortSignal,
): Promise<Downloaded> {
  if (outer?.aborted) throw cancelledError(url, outer.reason);
  const guard = deadline(options.timeoutMs, outer);
  let maxBytes = options.maxBytes;
  try {
    const { response, finalUrl } = await requestFollowingRedirects(url, options, guard.signal);
    if (!response.ok) {
      await discard(response);
      throw httpError(response, finalUrl, options.clock.now());
    }
    const contentType = response.headers.get('content-type');
    const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    try {
      maxBytes = options.checkType?.(mime, finalUrl) ?? maxBytes;
    } catch (error) {
      await discard(response);
      throw error;
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > maxBytes) {
      await discard(response);
      throw new BodyTooLarge(maxBytes);
    }
    const bytes = await readCapped(response, maxBytes);
    return { finalUrl, mime, contentType, bytes };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    if (error instanceof BodyTooLarge) {
      throw new EngineError(
        'fetch/too-large',
        `The page at ${hostOf(url)} is larger than ${(maxBytes / 1_000_000).toFixed(1)} MB, so it was skipped.`,
      );
    }
    if (outer?.aborted) throw cancelledError(url, outer.reason);
    if (guard.timedOut()) throw timeoutError(url, options.timeoutMs, error);
    const privateAddress = refusedConnection(error);
    if (privateAddress) throw refused(privateAddress);
    throw networkError(url, error);
  } finally {
    guard.dispose();
  }
}
