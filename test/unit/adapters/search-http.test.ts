import { describe, expect, it } from 'vitest';
import { searchResultDate } from '../../../lib/engine/domain/dates/read-date';
import { startLocalServer } from './local-server';
import { rebuildAbstract } from '../../../lib/engine/adapters/search/openalex';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import {
  createSearchHttp,
  networkFailureKind,
  rankResults,
  searchHttpError,
  stripHtml,
} from '../../../lib/engine/adapters/search/search-http';

describe('search adapter helpers', () => {
  it('maps provider HTTP failures to codes and sentences naming the provider', () => {
    const google = searchHttpError(
      'Google Fact Check Tools',
      400,
      { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } },
      undefined,
    );
    expect(google.toJSON()).toEqual({
      code: 'search/bad-key',
      message: 'Google Fact Check Tools rejected the API key: check it in Settings.',
      retryable: false,
      requestFailures: [{ provider: 'Google Fact Check Tools', kind: 'bad-key', status: 400 }],
    });
    expect(searchHttpError('Brave Search', 401, {}, undefined).code).toBe('search/bad-key');
    expect(searchHttpError('Tavily', 429, {}, 12_000).toJSON()).toMatchObject({
      code: 'search/rate-limited',
      retryable: true,
      retryAfterMs: 12_000,
    });
    expect(searchHttpError('SearXNG', 503, 'down', undefined).toJSON()).toMatchObject({
      code: 'search/unavailable',
      retryable: true,
      requestFailures: [{ kind: 'http', status: 503 }],
    });
    const refused = searchHttpError('SearXNG', 403, 'format not allowed: add format=json', undefined, false);
    expect(refused.toJSON()).toMatchObject({ code: 'search/unavailable', retryable: false });
    expect(refused.message).toContain('format not allowed');
  });

  it('rebuilds an OpenAlex abstract from its inverted index', () => {
    expect(rebuildAbstract({ Sea: [0], ice: [1, 4], is: [2], thin: [3] })).toBe('Sea ice is thin ice');
    expect(rebuildAbstract(null)).toBeNull();
  });

  it('cleans snippets, dates and ranks', () => {
    expect(stripHtml('Measles <span class="searchmatch">cases</span> &amp; <b>vaccines</b>&quot;')).toBe(
      'Measles cases & vaccines"',
    );
    expect(searchResultDate('Thu, 10 Aug 2023 00:00:00 GMT')).toBe('2023-08-10T00:00:00.000Z');
    expect(searchResultDate('2023-08-10T00:00:00')).toBe('2023-08-10T00:00:00.000Z');
    expect(searchResultDate('2023-08-10')).toBe('2023-08-10');
    expect(searchResultDate('two weeks ago')).toBeNull();
    const ranked = rankResults(
      [
        { url: 'relative/path', title: 'x', snippet: '', provider: 'p', publishedAt: null, rating: null },
        {
          url: 'https://a.example/1',
          title: 'A',
          snippet: '',
          provider: 'p',
          publishedAt: null,
          rating: null,
        },
        {
          url: 'https://a.example/2',
          title: ' ',
          snippet: '',
          provider: 'p',
          publishedAt: null,
          rating: null,
        },
        {
          url: 'https://a.example/3',
          title: 'C',
          snippet: '',
          provider: 'p',
          publishedAt: null,
          rating: null,
        },
      ],
      5,
    );
    expect(ranked.map((result) => [result.url, result.rank])).toEqual([
      ['https://a.example/1', 1],
      ['https://a.example/3', 2],
    ]);
  });
});

describe('search answers that are too large or never end', () => {
  it('cuts a huge or endless answer at the byte cap, and times out a trickling one, with plain messages', async () => {
    const server = await startLocalServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.startsWith('/trickle')) return void res.write('{"results":[');
      const chunk = `{"results":[${'{"url":"https://a.example/x","title":"t"},'.repeat(2_000)}`;
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', write);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      write();
    });
    try {
      const clock = manualClock();
      const http = createSearchHttp('SearXNG', {
        fetch: globalThis.fetch,
        clock,
        timeoutMs: 800,
        maxRetries: 0,
      });
      const huge = await http.json(`${server.origin}/huge`, {}).catch((e: unknown) => e);
      expect(huge).toMatchObject({ code: 'search/unavailable', retryable: false });
      expect((huge as Error).message).toBe(
        'SearXNG answered with more than 5 MB, so its results were skipped: check its address.',
      );
      const slow = await http.json(`${server.origin}/trickle`, {}).catch((e: unknown) => e);
      expect(slow).toMatchObject({ code: 'search/timeout' });
      expect((slow as Error).message).toBe('SearXNG did not answer within 1 s.');
      expect(huge).toMatchObject({ requestFailures: [{ provider: 'SearXNG', kind: 'too-large' }] });
      expect(slow).toMatchObject({ requestFailures: [{ provider: 'SearXNG', kind: 'timeout' }] });
    } finally {
      await server.close();
    }
  });
});

describe('a failure typed where it happens', () => {
  it('reads the error codes of the cause chain, never the message', () => {
    const nested = (code: string) =>
      new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code }) });
    expect(networkFailureKind(nested('ENOTFOUND'))).toBe('dns');
    expect(networkFailureKind(nested('EAI_AGAIN'))).toBe('dns');
    expect(networkFailureKind(nested('ECONNREFUSED'))).toBe('refused');
    expect(networkFailureKind(nested('UND_ERR_CONNECT_TIMEOUT'))).toBe('timeout');
    // A browser's "Failed to fetch" says nothing of why; a message naming a code is not a code.
    expect(networkFailureKind(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(networkFailureKind(new Error('getaddrinfo ENOTFOUND example.org'))).toBe('unreachable');
  });
});

describe('an answer that is not search results', () => {
  it('is a malformed failure, never "no results"', async () => {
    const server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Service temporarily unavailable</body></html>');
    });
    try {
      const http = createSearchHttp('SearXNG', {
        fetch: globalThis.fetch,
        clock: manualClock(),
        maxRetries: 0,
      });
      await expect(http.json(`${server.origin}/search`, {})).rejects.toMatchObject({
        code: 'search/unavailable',
        requestFailures: [{ provider: 'SearXNG', kind: 'malformed' }],
      });
    } finally {
      await server.close();
    }
  });
});
