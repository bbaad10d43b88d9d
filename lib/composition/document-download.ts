/** The guarded download of a document the user chose (a tab's address, a URL given to the CLI): one options builder. */
import type { DownloadOptions, ResolveHost } from '../engine/adapters/fetch/download-page';
import { parseAllowedOrigins } from '../engine/adapters/fetch/public-address';
import { systemClock } from '../engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../engine/config';
import type { Clock } from '../engine/ports';

/** How the caller reaches the network: shared by the PDF reader and the CLI's article fetch. */
export interface DocumentNetwork {
  fetch: typeof globalThis.fetch;
  clock?: Clock;
  /** Exact origins the guard lets through besides the document's own. */
  allowOrigins?: readonly string[];
  /** Name resolution for the guard (Node's `dns.lookup` in the CLI; browsers have none). */
  resolveHost?: ResolveHost;
  timeoutMs?: number;
}

/** What this download asks for: the byte cap, the Accept header, and the check of the answer's content type. */
interface DocumentRequest {
  maxBytes: number;
  accept: string;
  checkType: NonNullable<DownloadOptions['checkType']>;
}

/**
 * `downloadPage` options for a document the user chose: the evidence fetcher's guard (timeout, byte cap, each
 * redirect hop checked) with the document's own origin allowed (the user opened it); any other private address
 * is refused unless listed in `allowOrigins`.
 */
export function documentDownloadOptions(
  url: string,
  network: DocumentNetwork,
  request: DocumentRequest,
): DownloadOptions {
  const own = URL.canParse(url) ? [new URL(url).origin] : [];
  return {
    fetch: network.fetch,
    clock: network.clock ?? systemClock,
    timeoutMs: network.timeoutMs ?? ENGINE_CONFIG.fetch.timeoutMs,
    maxBytes: request.maxBytes,
    headers: { accept: request.accept },
    allowOrigins: parseAllowedOrigins([...own, ...(network.allowOrigins ?? [])]),
    ...(network.resolveHost ? { resolveHost: network.resolveHost } : {}),
    checkType: request.checkType,
  };
}
