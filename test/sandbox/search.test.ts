import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evidenceFor } from './corpus/index';
import { sandboxFetch } from './hosts';
import { startSandbox, type Sandbox } from './server';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const MEASLES = 'measles cases United States 2019 highest since 1992';

function isEvidenceFor(claimId: string, url: string): boolean {
  return evidenceFor(claimId).some((page) => url.replace(/:\d+/, '') === page.url);
}

/** Parsed JSON that tests can drill into (values are checked by the matchers). */
interface Json {
  [key: string]: Json;
}

async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
}

describe('sandbox search APIs', () => {
  it('SearXNG answers JSON with ranked results', async () => {
    const { status, body } = await getJson(
      `${sandbox.searchBaseUrls.searxng}/search?q=${encodeURIComponent(MEASLES)}&format=json`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: MEASLES, number_of_results: expect.any(Number) });
    expect(body?.results?.[0]).toMatchObject({
      url: expect.any(String),
      title: expect.any(String),
      content: expect.any(String),
      engine: expect.any(String),
      score: expect.any(Number),
    });
    expect(isEvidenceFor('health-measles-2019', String(body?.results?.[0]?.url))).toBe(true);
    expect(sandbox.requests().at(-1)).toMatchObject({
      kind: 'search',
      provider: 'searxng',
      query: MEASLES,
      status: 200,
    });
  });

  it('Brave requires a subscription token and answers in its web search shape', async () => {
    const url = `${sandbox.searchBaseUrls.brave}/res/v1/web/search?q=${encodeURIComponent('UK unemployment 50-year high')}&count=5`;
    const denied = await getJson(url);
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({
      type: 'ErrorResponse',
      error: { code: 'SUBSCRIPTION_TOKEN_INVALID', status: 401 },
    });
    const { status, body } = await getJson(url, { headers: { 'X-Subscription-Token': 'BSA-test' } });
    expect(status).toBe(200);
    expect(body?.type).toBe('search');
    expect(body?.web?.type).toBe('search');
    expect(Object.keys(body.web?.results ?? {}).length).toBeLessThanOrEqual(5);
    expect(body?.web?.results?.[0]).toMatchObject({
      title: expect.any(String),
      url: expect.any(String),
      description: expect.any(String),
      meta_url: { hostname: expect.any(String) },
    });
    expect(isEvidenceFor('news-uk-unemployment', String(body?.web?.results?.[0]?.url))).toBe(true);
  });

  it('MediaWiki search returns only Wikipedia pages with searchmatch snippets, per language', async () => {
    const { body } = await getJson(
      `${sandbox.searchBaseUrls.wikipedia}/w/api.php?action=query&list=search&srsearch=${encodeURIComponent('Arctic sea ice minimum 2012')}&format=json&srlimit=5`,
    );
    expect(body?.batchcomplete).toBe('');
    expect(body?.query?.searchinfo?.totalhits).toBeGreaterThan(0);
    expect(body?.query?.search?.[0]).toMatchObject({
      ns: 0,
      title: 'Arctic sea ice decline',
      pageid: expect.any(Number),
      wordcount: expect.any(Number),
      timestamp: expect.any(String),
    });
    expect(body?.query?.search?.[0]?.snippet).toContain('<span class="searchmatch">');
    const german = await getJson(
      `${sandbox.searchBaseUrls.wikipedia}/de/w/api.php?action=query&list=search&srsearch=Asylanträge+2023&format=json`,
    );
    expect(german.body?.query?.search?.[0]?.title).toBe('Asylstatistik Deutschlands');
    const hostRouted = await sandboxFetch(sandbox.port)(
      `http://de.wikipedia.org:${sandbox.port}/w/api.php?action=query&list=search&srsearch=Bevölkerung+84,4+Millionen&format=json`,
    );
    expect(((await hostRouted.json()) as Json)?.query?.search?.[0]?.title).toBe(
      'Bevölkerungsentwicklung in Deutschland',
    );
  });

  it('OpenAlex returns journal and preprint works with an abstract inverted index', async () => {
    const { body } = await getJson(
      `${sandbox.searchBaseUrls.openalex}/works?search=${encodeURIComponent('solar irradiance warming since 1980')}&per-page=3`,
    );
    expect(body?.meta?.count).toBeGreaterThan(0);
    const first = body?.results?.[0];
    expect(first).toMatchObject({
      id: expect.stringMatching(/^https:\/\/openalex\.org\/W/),
      doi: expect.any(String),
      title: expect.any(String),
      display_name: expect.any(String),
      publication_date: '2023-01-11',
    });
    expect(first?.primary_location?.landing_page_url).toContain('link.springer.com');
    expect(first?.abstract_inverted_index?.solar).toEqual(expect.any(Array));
    for (const work of Object.values(body.results ?? {}))
      expect(work?.primary_location?.landing_page_url).toMatch(/nature\.com|thelancet\.com|springer\.com/);
  });

  it('Google Fact Check Tools needs a key and returns ClaimReviews', async () => {
    const base = `${sandbox.searchBaseUrls.factcheck}/v1alpha1/claims:search?query=${encodeURIComponent('MMR vaccine autism')}`;
    const missing = await getJson(base);
    expect(missing.status).toBe(403);
    expect(missing.body?.error?.status).toBe('PERMISSION_DENIED');
    const bad = await getJson(`${base}&key=bad-key`);
    expect(bad.status).toBe(400);
    expect(bad.body?.error?.message).toContain('API key not valid');
    const { body } = await getJson(`${base}&key=AIza-test&languageCode=en`);
    expect(body?.claims?.[0]).toMatchObject({
      text: expect.any(String),
      claimant: expect.any(String),
      claimDate: expect.any(String),
    });
    expect(body?.claims?.[0]?.claimReview?.[0]).toMatchObject({
      publisher: { name: 'PolitiFact', site: 'politifact.com' },
      textualRating: 'Pants on Fire',
      languageCode: 'en',
    });
    const german = await getJson(
      `${sandbox.searchBaseUrls.factcheck}/v1alpha1/claims:search?query=Asyl+2023+Million&key=AIza-test&languageCode=de`,
    );
    expect(german.body?.claims?.[0]?.claimReview?.[0]?.publisher?.name).toBe('CORRECTIV');
  });

  it('Tavily needs a tvly- bearer key and answers POST searches', async () => {
    const post = (auth: string) =>
      getJson(`${sandbox.searchBaseUrls.tavily}/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ query: 'vitamin C megadoses cure common cold', max_results: 3 }),
      });
    expect((await post('Bearer nope')).status).toBe(401);
    const { status, body } = await post('Bearer tvly-test');
    expect(status).toBe(200);
    expect(body?.results).toHaveLength(3);
    expect(body?.results?.[0]).toMatchObject({
      title: expect.any(String),
      url: expect.any(String),
      content: expect.any(String),
      score: 1,
    });
    expect(isEvidenceFor('injection-vitamin-c', String(body?.results?.[0]?.url))).toBe(true);
  });

  it('injects provider faults: /down → 503 and /ratelimit → 429 with Retry-After', async () => {
    const down = await fetch(`${sandbox.origin}/down/searxng/search?q=measles&format=json`);
    expect(down.status).toBe(503);
    const limited = await fetch(`${sandbox.origin}/ratelimit/brave/res/v1/web/search?q=measles`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(sandbox.requests().map((entry) => entry.provider)).toEqual(['searxng', 'brave']);
  });
});
