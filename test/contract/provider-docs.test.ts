/**
 * Each keyless-facing provider against its own documentation's examples (issue 30 item 1): the request the adapter
 * sends has the documented shape, and the documented answers — results, errors, limits — read as the docs mean them.
 * The answers are served over real HTTP by a throwaway server (the network edge), verbatim in the documented shape.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createWikimediaAccess } from '../../lib/engine/adapters/http/wikimedia-access';
import { manualClock } from '../../lib/engine/adapters/memory/system-clock';
import { createFactCheckSearch } from '../../lib/engine/adapters/search/factcheck';
import { createOpenAlexSearch } from '../../lib/engine/adapters/search/openalex';
import { createWikipediaSearch } from '../../lib/engine/adapters/search/wikipedia';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { OPENALEX_KEY_URL } from '../../lib/settings/provider-registry';
import { sendJson, startLocalServer, type LocalServer } from '../unit/adapters/local-server';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Answer = (res: ServerResponse, url: URL) => void;
async function serve(...answers: Answer[]): Promise<LocalServer> {
  let next = 0;
  server = await startLocalServer((req, res) => {
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    answer(res, new URL(req.url ?? '/', 'http://localhost'));
  });
  return server;
}
const html200: Answer = (res) =>
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      '<!doctype html><html><body><h1>Wikimedia Error</h1><p>Our servers are currently under maintenance.</p></body></html>',
    );

describe('MediaWiki Action API search (mediawiki.org/wiki/API:Search)', () => {
  /** The page's example answer to `action=query&list=search&srsearch=Craig%20Noone&format=json`. */
  const EXAMPLE = {
    batchcomplete: '',
    continue: { sroffset: 10, continue: '-||' },
    query: {
      searchinfo: { totalhits: 232 },
      search: [
        {
          ns: 0,
          title: 'Craig Noone',
          pageid: 18846922,
          size: 3830,
          wordcount: 157,
          snippet:
            '<span class="searchmatch">Craig</span> <span class="searchmatch">Noone</span> (born 17 November 1987) is an English professional footballer',
          timestamp: '2018-03-29T19:25:54Z',
        },
      ],
    },
  };
  const wikipedia = (origin: string, header: 'user-agent' | 'api-user-agent' = 'user-agent') => {
    const clock = manualClock();
    return createWikipediaSearch({
      fetch: globalThis.fetch,
      clock,
      maxRetries: 0,
      wikimedia: createWikimediaAccess({ clock, header, config: ENGINE_CONFIG.search.wikimedia }),
      baseUrl: `${origin}/{lang}/w/api.php`,
      pageBaseUrl: 'https://{lang}.wikipedia.org/wiki/',
    });
  };

  it('sends the documented request, identified (User-Agent in Node, Api-User-Agent in a browser), and reads the example', async () => {
    const { origin, requests } = await serve((res) => sendJson(res, 200, EXAMPLE));
    const results = await wikipedia(origin).search({ text: 'Craig Noone', lang: 'en', limit: 10 });
    expect(results).toEqual([
      {
        url: 'https://en.wikipedia.org/wiki/Craig_Noone',
        title: 'Craig Noone',
        snippet: 'Craig Noone (born 17 November 1987) is an English professional footballer',
        provider: 'wikipedia',
        publishedAt: null,
        rating: null,
        rank: 1,
      },
    ]);
    const sent = new URL(requests[0]!.url, 'http://localhost');
    expect(sent.pathname).toBe('/en/w/api.php');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      action: 'query',
      list: 'search',
      srsearch: 'Craig Noone',
      format: 'json',
    });
    expect(requests[0]!.headers['user-agent']).toMatch(/^Cartographer\/[\d.]+ \(https:\/\/github\.com\/\S+/);
    await wikipedia(origin, 'api-user-agent').search({ text: 'Craig Noone', lang: 'en', limit: 10 });
    expect(requests[1]!.headers['api-user-agent']).toBe(requests[0]!.headers['user-agent']);
  });

  it('reads 429 with Retry-After (Wikimedia APIs/Rate limits) as rate-limited with its wait, and pauses the family', async () => {
    const { origin } = await serve((res) =>
      res.writeHead(429, { 'retry-after': '17', 'content-type': 'text/html' }).end('Too many requests'),
    );
    await expect(wikipedia(origin).search({ text: 'x', lang: 'de', limit: 5 })).rejects.toMatchObject({
      code: 'search/rate-limited',
      retryAfterMs: 17_000,
    });
  });

  it('reads an HTML page with status 200 as a failure, never as no results', async () => {
    const { origin } = await serve(html200);
    await expect(wikipedia(origin).search({ text: 'x', lang: 'en', limit: 5 })).rejects.toMatchObject({
      code: 'search/unavailable',
      requestFailures: [{ kind: 'malformed' }],
    });
  });
});

describe('OpenAlex works search (developers.openalex.org)', () => {
  /** The shape of `GET /works?search=dna&api_key=YOUR_KEY` (api-reference: works, authentication). */
  const EXAMPLE = {
    meta: { count: 1, db_response_time_ms: 27, page: 1, per_page: 25 },
    results: [
      {
        id: 'https://openalex.org/W2100837269',
        doi: 'https://doi.org/10.1038/227680a0',
        title: 'Cleavage of Structural Proteins during the Assembly of the Head of Bacteriophage T4',
        display_name: 'Cleavage of Structural Proteins during the Assembly of the Head of Bacteriophage T4',
        publication_date: '1970-08-01',
        primary_location: {
          landing_page_url: 'https://doi.org/10.1038/227680a0',
          source: { display_name: 'Nature' },
        },
        abstract_inverted_index: { Cleavage: [0], of: [1, 3], structural: [2], proteins: [4] },
      },
    ],
  };
  const openalex = (origin: string, apiKey?: string) =>
    createOpenAlexSearch({
      fetch: globalThis.fetch,
      clock: manualClock(),
      maxRetries: 0,
      baseUrl: origin,
      keyUrl: OPENALEX_KEY_URL,
      ...(apiKey ? { apiKey } : {}),
    });
  /** The documented error format (api-reference/errors) for the documented daily-limit 429, with the rate headers. */
  const dailyLimit =
    (retryAfter: boolean): Answer =>
    (res) =>
      sendJson(
        res,
        429,
        { error: 'Rate limit exceeded', message: 'Daily usage limit exceeded.' },
        {
          'x-ratelimit-limit': '10',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': '43200',
          ...(retryAfter ? { 'retry-after': '43200' } : {}),
        },
      );

  it('sends the key as api_key, reads the example, and rebuilds the abstract', async () => {
    const { origin, requests } = await serve((res) => sendJson(res, 200, EXAMPLE));
    const [work] = await openalex(origin, 'YOUR_KEY').search({ text: 'dna', lang: 'en', limit: 5 });
    expect(work).toMatchObject({
      url: 'https://doi.org/10.1038/227680a0',
      title: EXAMPLE.results[0]!.display_name,
      snippet: 'Cleavage of structural of proteins',
      publishedAt: '1970-08-01',
      provider: 'openalex',
    });
    const sent = new URL(requests[0]!.url, 'http://localhost');
    expect(sent.pathname).toBe('/works');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      search: 'dna',
      'per-page': '5',
      api_key: 'YOUR_KEY',
    });
  });

  it.each([true, false])(
    'without a key, the daily-limit 429 (Retry-After: %s) says "OpenAlex needs a free key" and where, and nothing more is sent',
    async (retryAfter) => {
      const { origin, requests } = await serve(dailyLimit(retryAfter));
      const search = openalex(origin);
      const failure = search.search({ text: 'dna', lang: 'en', limit: 5 });
      await expect(failure).rejects.toMatchObject({
        code: 'search/bad-key',
        retryable: false,
        retryAfterMs: 43_200_000,
        requestFailures: [{ kind: 'needs-key', status: 429 }],
      });
      await expect(failure).rejects.toThrow(
        /^OpenAlex needs a free key.*https:\/\/openalex\.org\/settings\/api/,
      );
      await expect(search.search({ text: 'rna', lang: 'en', limit: 5 })).rejects.toThrow(/needs a free key/);
      expect(requests).toHaveLength(1);
      expect(new URL(requests[0]!.url, 'http://localhost').searchParams.has('api_key')).toBe(false);
    },
  );

  it('with a key, a spent allowance says when it resets; a 429 without budget signs is the per-second limit, retried', async () => {
    const spent = await serve(dailyLimit(false));
    await expect(openalex(spent.origin, 'k').search({ text: 'dna', lang: 'en', limit: 5 })).rejects.toThrow(
      /^OpenAlex's daily allowance for this key is used up: it resets in about 720 min/,
    );
    await spent.close();
    server = undefined;
    const burst = await serve((res) =>
      sendJson(
        res,
        429,
        { error: 'Rate limit exceeded', message: 'Too many requests per second.' },
        { 'retry-after': '1' },
      ),
    );
    await expect(
      openalex(burst.origin, 'k').search({ text: 'dna', lang: 'en', limit: 5 }),
    ).rejects.toMatchObject({
      code: 'search/rate-limited',
      retryable: true,
      retryAfterMs: 1000,
    });
  });

  it('reads an HTML page with status 200 as a failure', async () => {
    const { origin } = await serve(html200);
    await expect(openalex(origin, 'k').search({ text: 'dna', lang: 'en', limit: 5 })).rejects.toMatchObject({
      requestFailures: [{ kind: 'malformed' }],
    });
  });
});

describe('Google Fact Check Tools claims:search (developers.google.com/fact-check/tools/api/reference/rest/v1alpha1/claims/search)', () => {
  /** The documented response: `claims[]` of `{ text, claimant, claimDate, claimReview[] }`, and `nextPageToken`. */
  const EXAMPLE = {
    claims: [
      {
        text: 'Drinking hot water kills the coronavirus.',
        claimant: 'Social media posts',
        claimDate: '2020-03-10T00:00:00Z',
        claimReview: [
          {
            publisher: { name: 'Full Fact', site: 'fullfact.org' },
            url: 'https://fullfact.org/health/hot-water-coronavirus/',
            title: 'Drinking hot water does not kill the new coronavirus',
            reviewDate: '2020-03-12T00:00:00Z',
            textualRating: 'False',
            languageCode: 'en',
          },
        ],
      },
    ],
    nextPageToken: 'CAE',
  };
  const factcheck = (origin: string, apiKey?: string) =>
    createFactCheckSearch({
      fetch: globalThis.fetch,
      clock: manualClock(),
      maxRetries: 0,
      baseUrl: origin,
      ...(apiKey ? { apiKey } : {}),
    });

  it('sends query, languageCode, pageSize and key, and reads the example with its rating', async () => {
    const { origin, requests } = await serve((res) => sendJson(res, 200, EXAMPLE));
    const [review] = await factcheck(origin, 'AIza-key').search({
      text: 'hot water coronavirus',
      lang: 'en',
      limit: 5,
    });
    expect(review).toMatchObject({
      url: 'https://fullfact.org/health/hot-water-coronavirus/',
      rating: 'False',
      provider: 'factcheck',
      snippet:
        'Claim: Drinking hot water kills the coronavirus. (Social media posts) — Rating: False (Full Fact)',
    });
    const sent = new URL(requests[0]!.url, 'http://localhost');
    expect(sent.pathname).toBe('/v1alpha1/claims:search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      query: 'hot water coronavirus',
      key: 'AIza-key',
      languageCode: 'en',
      pageSize: '5',
    });
  });

  it('never calls without a key (Google answers 403 PERMISSION_DENIED); a 403 to a key reads as a rejected key', async () => {
    const { origin, requests } = await serve((res) =>
      sendJson(res, 403, {
        error: {
          code: 403,
          message: 'Requests to this API factchecktools.googleapis.com method are blocked.',
          status: 'PERMISSION_DENIED',
        },
      }),
    );
    await expect(factcheck(origin).search({ text: 'x', lang: 'en', limit: 5 })).rejects.toMatchObject({
      code: 'search/bad-key',
    });
    expect(requests).toHaveLength(0);
    await expect(
      factcheck(origin, 'AIza-revoked').search({ text: 'x', lang: 'en', limit: 5 }),
    ).rejects.toMatchObject({ code: 'search/bad-key', requestFailures: [{ kind: 'bad-key', status: 403 }] });
  });

  it('reads an HTML page with status 200 as a failure', async () => {
    const { origin } = await serve(html200);
    await expect(factcheck(origin, 'k').search({ text: 'x', lang: 'en', limit: 5 })).rejects.toMatchObject({
      requestFailures: [{ kind: 'malformed' }],
    });
  });
});
