/** PageFetcher port: fetch a remote page and extract its readable text (with a PageReader the host injects). */
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

/** A downloaded page body, decoded to text. */
export interface PageBody {
  source: string;
  /** `text/html`, `application/xhtml+xml` or `text/plain`. */
  contentType: string;
  /** The final URL (after redirects). */
  url: string;
  maxTextChars: number;
}

/** What a reader finds in a page body (`author` only when a site reader read it as a social post). */
export type PageText = Pick<
  Page,
  'title' | 'siteName' | 'byline' | 'publishedAt' | 'lang' | 'text' | 'author'
>;

/** Turns a page body into readable text; null when it has none. The host passes `lib/extraction`'s `readPage`. */
export type PageReader = (body: PageBody) => PageText | null;
