/** PageFetcher port: fetch a remote page and extract its readable text. */
import type { Page } from '../schemas';

export interface PageFetcher {
  /** Resolves with the page's readable text, or rejects with an EngineError (`fetch/*`). */
  fetchPage(url: string, options?: { signal?: AbortSignal }): Promise<Page>;
  /**
   * Why `url` would be refused without a request (a private address, a scheme that is not http/https), or null.
   * The pipeline asks before reading its page cache, so a page cached before it was refused is not served either.
   */
  refusal?(url: string): string | null;
}
