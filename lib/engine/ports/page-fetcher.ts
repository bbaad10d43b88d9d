/** PageFetcher port: fetch a remote page and extract its readable text. */
import type { Page } from '../schemas';

export interface PageFetcher {
  /** Resolves with the page's readable text, or rejects with an EngineError (`fetch/*`). */
  fetchPage(url: string, options?: { signal?: AbortSignal }): Promise<Page>;
}
