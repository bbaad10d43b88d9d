/** Reads PDFs in Chrome's offscreen document (pdf.js and its Web Worker live there, not in the service worker). */
import type { PdfBytesReader } from '../composition/pdf-article';
import { readRequest, resultOfResponse, type OffscreenReadRequest } from '../pdf/offscreen-protocol';

/** The browser's offscreen API as the reader uses it (Chrome's in the extension, a double in unit tests). */
export interface OffscreenHost {
  /** True when the extension's offscreen document is open (it outlives a restarted service worker). */
  exists(): Promise<boolean>;
  create(): Promise<void>;
  close(): Promise<void>;
  send(request: OffscreenReadRequest): Promise<unknown>;
}

/**
 * A reader that opens the offscreen document on demand and closes it when no read is under way. Answers are
 * checked against the contract: a malformed answer, a failure or a read past the timeout rejects (the caller
 * says the PDF could not be read) and never becomes an article.
 */
export function createOffscreenPdfReader(host: OffscreenHost, timeoutMs: number): PdfBytesReader {
  let pending = 0;
  let opening: Promise<void> | null = null;
  let closing: Promise<void> = Promise.resolve();

  async function ensureOpen(): Promise<void> {
    await closing;
    if (await host.exists()) return;
    opening ??= host
      .create()
      // A read started by an earlier life of the service worker may have opened it meanwhile.
      .catch(async (error: unknown) => {
        if (!(await host.exists())) throw error;
      })
      .finally(() => {
        opening = null;
      });
    await opening;
  }

  return async (bytes, url, signal) => {
    signal?.throwIfAborted();
    pending++;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    try {
      await ensureOpen();
      const stop = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the PDF took too long to read')), timeoutMs);
        onAbort = () => reject(signal?.reason ?? new Error('aborted'));
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      return resultOfResponse(await Promise.race([host.send(readRequest(bytes, url)), stop]));
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      pending--;
      if (pending === 0) closing = host.close().catch(() => undefined);
    }
  };
}

const OFFSCREEN_PATH = '/offscreen.html';

/** Chrome's offscreen API, for the extension's PDF reader page (`entrypoints/offscreen`). */
export function chromeOffscreenHost(): OffscreenHost {
  const url = browser.runtime.getURL(OFFSCREEN_PATH);
  return {
    exists: async () =>
      (await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] }))
        .length > 0,
    create: () =>
      browser.offscreen.createDocument({
        url: OFFSCREEN_PATH,
        reasons: ['WORKERS'],
        justification: 'Reads the PDF the user asked to check with pdf.js and its worker.',
      }),
    close: () => browser.offscreen.closeDocument(),
    send: (request) => browser.runtime.sendMessage(request),
  };
}
