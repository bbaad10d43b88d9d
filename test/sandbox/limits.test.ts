/** The sandbox enforces the keyless providers' documented limits (`limits.ts`), per client and across hosts. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from './hosts';
import { DOCUMENTED_LIMITS, wikimediaClient } from './limits';
import { startSandbox, type Sandbox } from './server';

let sandbox: Sandbox;
let fetch: typeof globalThis.fetch;
beforeAll(async () => {
  sandbox = await startSandbox();
  fetch = sandboxFetch(sandbox.port);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const TOOL = 'Cartographer/0.1.0 (https://github.com/cartographer-factcheck/cartographer; fact-checking)';

/** One Wikimedia search; even requests by path, odd ones host-routed to another language wiki. */
function wiki(i: number, headers: Record<string, string> = {}) {
  const url =
    i % 2 === 0
      ? `${sandbox.searchBaseUrls.wikipedia}/en/w/api.php?action=query&list=search&srsearch=ice${i}&format=json`
      : `http://de.wikipedia.org:${sandbox.port}/w/api.php?action=query&list=search&srsearch=eis${i}&format=json`;
  return fetch(url, { headers });
}

function openalex(params: string) {
  return fetch(`${sandbox.searchBaseUrls.openalex}/works?search=vitamin&per-page=5${params}`);
}

describe('who a Wikimedia client is', () => {
  it('identifies a tool that names itself and a contact, in User-Agent or Api-User-Agent', () => {
    expect(wikimediaClient({ 'user-agent': TOOL })).toEqual({ client: TOOL, identified: true });
    expect(
      wikimediaClient({ 'api-user-agent': 'MyGadget/2.1 (User:Example; ops@example.org)' }),
    ).toMatchObject({
      identified: true,
    });
    for (const agent of [
      'node',
      'undici',
      'python-requests/2.31',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
      '',
    ])
      expect(wikimediaClient({ 'user-agent': agent })).toEqual({ client: 'unidentified', identified: false });
  });
});

describe('Wikimedia global API limits', () => {
  it('gives an unidentified client 10 requests a minute across all Wikimedia hosts, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await wiki(i)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await wiki(12);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.text()).toMatch(/User-Agent_policy/);
    const log = sandbox.requests().filter((r) => r.kind === 'search');
    expect(new Set(log.map((r) => r.host))).toEqual(new Set(['127.0.0.1', 'de.wikipedia.org']));
    expect(log.every((r) => r.identified === false && r.client === 'unidentified')).toBe(true);
  });

  it('gives an identified client the higher limit, counted apart from the unidentified one', async () => {
    for (let i = 0; i < 10; i++) expect((await wiki(i)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await wiki(i, { 'User-Agent': TOOL })).status).toBe(200);
    expect((await wiki(99)).status).toBe(429);
    expect(DOCUMENTED_LIMITS.wikimedia.identifiedPerMinute).toBe(200);
    sandbox.setLimits({ wikimedia: { identifiedPerMinute: 31 } });
    expect((await wiki(40, { 'Api-User-Agent': TOOL })).status).toBe(200);
    expect((await wiki(41, { 'Api-User-Agent': TOOL })).status).toBe(429);
  });

  it('serves the worst case on request: 429 without Retry-After', async () => {
    sandbox.setLimits({ wikimedia: { unidentifiedPerMinute: 1, retryAfter: false } });
    expect((await wiki(0)).status).toBe(200);
    const refused = await wiki(1);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
  });

  it('logs how many of a client’s requests were in flight, so a test can assert "in series"', async () => {
    sandbox.setLatency({ searchMs: 80 });
    await Promise.all([0, 1, 2].map((i) => wiki(i, { 'User-Agent': TOOL })));
    await wiki(3, { 'User-Agent': TOOL });
    const inFlight = sandbox
      .requests()
      .filter((r) => r.kind === 'search')
      .map((r) => r.inFlight);
    expect(inFlight.slice(0, 3).sort()).toEqual([1, 2, 3]);
    expect(inFlight[3]).toBe(1);
  });

  it('starts every window again on reset, with the documented limits', async () => {
    sandbox.setLimits({ wikimedia: { unidentifiedPerMinute: 0 } });
    expect((await wiki(0)).status).toBe(429);
    sandbox.reset();
    expect((await wiki(0)).status).toBe(200);
  });
});

describe('OpenAlex daily allowance', () => {
  it('answers about 10 keyless searches, then 429 "Rate limit exceeded" in its error format with its rate headers', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await openalex('');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(9 - i));
    }
    const refused = await openalex('');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Rate limit exceeded',
      message: expect.stringMatching(/openalex\.org\/settings\/api/),
    });
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-remaining-usd')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sandbox.requests().every((r) => r.keyed === false)).toBe(true);
    // A key has its own, larger allowance.
    const keyed = await openalex('&api_key=oa-key');
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-ratelimit-remaining')).toBe('999');
    expect(sandbox.requests().at(-1)?.keyed).toBe(true);
  });

  it('serves the 429 without Retry-After on request (X-RateLimit-Reset still says when)', async () => {
    sandbox.setLimits({ openalex: { keylessSearchesPerDay: 0, retryAfter: false } });
    const refused = await openalex('');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  });
});

describe('Google Fact Check Tools without a key', () => {
  it('answers 403 PERMISSION_DENIED in Google’s error shape', async () => {
    const answer = await fetch(`${sandbox.searchBaseUrls.factcheck}/v1alpha1/claims:search?query=vaccines`);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: {
        code: 403,
        message: expect.stringMatching(/unregistered callers/),
        status: 'PERMISSION_DENIED',
      },
    });
  });
});

describe('fault routes', () => {
  it('serves an HTML error page with status 200, and a 429 without Retry-After, for any provider', async () => {
    const html = await fetch(`${sandbox.origin}/html-error/openalex/works?search=x`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toMatch(/^<!doctype html>/);
    const bare = await fetch(`${sandbox.origin}/ratelimit-bare/wikipedia/en/w/api.php?srsearch=x`);
    expect(bare.status).toBe(429);
    expect(bare.headers.get('retry-after')).toBeNull();
  });
});
