import { describe, expect, it } from 'vitest';
import { downloadPage, type DownloadOptions } from '../../../lib/engine/adapters/fetch/download-page';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';

/**
 * A browser answers `redirect: 'manual'` with an opaque redirect (no readable Location). This stands in for that
 * network edge: the first request is an opaque redirect, the followed one lands on `finalUrl`.
 */
function browserFetch(finalUrl: string, calls: RequestRedirect[]): typeof globalThis.fetch {
  return async (_input, init) => {
    calls.push(init?.redirect ?? 'follow');
    if (init?.redirect === 'manual') {
      const opaque = new Response(null, { status: 200 });
      Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
      return opaque;
    }
    const response = new Response('<html><body><p>Hello</p></body></html>', {
      headers: { 'content-type': 'text/html' },
    });
    Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  };
}

const options = (fetch: typeof globalThis.fetch): DownloadOptions => ({
  fetch,
  clock: manualClock(),
  timeoutMs: 1_000,
  maxBytes: 100_000,
  headers: {},
});

describe('downloadPage in a browser, where redirect targets are hidden', () => {
  it('refuses to read a page the browser was redirected to on a private address', async () => {
    const calls: RequestRedirect[] = [];
    const error = await downloadPage(
      'https://short.example.com/x',
      options(browserFetch('http://169.254.169.254/latest/meta-data/', calls)),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'fetch/refused' });
    expect((error as Error).message).toContain(
      '169.254.169.254 is a cloud metadata address, and Cartographer only reads public web pages as evidence. (short.example.com redirected there)',
    );
    expect(calls).toEqual(['manual', 'follow']);
  });

  it('reads a page the browser was redirected to on a public address, reporting where it landed', async () => {
    const calls: RequestRedirect[] = [];
    const page = await downloadPage(
      'https://short.example.com/x',
      options(browserFetch('https://www.example.org/article', calls)),
    );
    expect(page.finalUrl).toBe('https://www.example.org/article');
    expect(new TextDecoder().decode(page.bytes)).toContain('Hello');
  });

  it('reports a redirect the browser blocked (a private hop) as a refusal, not a network fault', async () => {
    const calls: RequestRedirect[] = [];
    const answered = browserFetch('unused', calls);
    // Chromium fails a fetch whose redirect hop a declarativeNetRequest rule blocked with a bare TypeError.
    const blocked: typeof globalThis.fetch = async (input, init) => {
      if (init?.redirect === 'manual') return answered(input, init);
      calls.push('follow');
      throw new TypeError('Failed to fetch');
    };
    const error = await downloadPage('https://short.example.com/x', options(blocked)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'fetch/refused', retryable: false });
    expect((error as Error).message).toBe(
      'Not fetched: the page at short.example.com redirects to a private or unreachable address, and Cartographer only reads public web pages as evidence.',
    );
    expect(calls).toEqual(['manual', 'follow']);
  });
});
