/**
 * The keyless providers' own contracts, from their documentation's examples, against the sandbox over real HTTP:
 * Europe PMC (`search?query=…&format=json&resultType=core&pageSize=…`, its errors and throttle), GDELT DOC 2.0
 * (`doc?query=…&mode=ArtList&format=json&maxrecords=…`, one request every 5 seconds, its plain-text refusals with
 * status 200) and Wikipedia's Current events day pages (`action=parse&page=Portal:Current events/…`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_FACTORIES, type SearchHost } from '../../lib/composition/provider-factories';
import { createWikimediaAccess } from '../../lib/engine/adapters/http/wikimedia-access';
import { manualClock, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import type { SearchProvider } from '../../lib/engine/ports';
import { EVIDENCE } from '../sandbox/corpus';
import { sandboxFetch } from '../sandbox/hosts';
import { GDELT_RATE_MESSAGE, GDELT_SHORT_KEYWORD } from '../sandbox/search-keyless';
import { startSandbox, type Sandbox } from '../sandbox/server';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

type KeylessId = 'europepmc' | 'gdelt' | 'current-events';
function build(id: KeylessId, over: Partial<SearchHost> = {}, baseUrl = sandbox.searchBaseUrls[id]) {
  const factory = SEARCH_FACTORIES[id] as (values: unknown, host: SearchHost) => SearchProvider;
  const clock = over.clock ?? manualClock();
  const wikimedia = createWikimediaAccess({
    clock,
    header: 'user-agent',
    config: ENGINE_CONFIG.search.wikimedia,
  });
  return factory({ baseUrl }, { fetch: sandboxFetch(sandbox.port), clock, wikimedia, ...over });
}
const searches = (provider: string) =>
  sandbox.requests().filter((r) => r.kind === 'search' && r.provider === provider);
const paramsOf = (path: string) => new URL(path, 'http://x').searchParams;

describe('Europe PMC', () => {
  const journal = EVIDENCE.find((page) => page.kind === 'journal')!;

  it("asks as its documentation's example does, and reads the core result: abstract, free full text, date", async () => {
    const [first] = await build('europepmc').search({ text: journal.title, lang: 'en', limit: 3 });
    const params = paramsOf(searches('europepmc')[0]!.path);
    expect(Object.fromEntries(params)).toMatchObject({ format: 'json', resultType: 'core', pageSize: '3' });
    expect(first).toMatchObject({
      provider: 'europepmc',
      title: journal.title,
      publishedAt: journal.publishedAt?.slice(0, 10),
    });
    // The free HTML full text (here the publisher's page), not the DOI behind a paywall.
    expect(new URL(first!.url).hostname).toBe(journal.host);
    expect(journal.paragraphs.join(' ')).toContain(first!.snippet.replace(/…$/, '').slice(0, 80));
  });

  it('sends page text as words, never as query syntax (a stray quote or bracket is a 400 there)', async () => {
    await build('europepmc').search({ text: '"vitamin D" (deficiency: AND OR risk', lang: 'en', limit: 3 });
    const [request] = searches('europepmc');
    expect(paramsOf(request!.path).get('query')).toBe('vitamin D deficiency risk');
    expect(request?.status).toBe(200);
  });

  it('reads its error body: a 400 names what it refused, never "no results"', async () => {
    // The sandbox's answer to what the adapter never sends: an unbalanced quote.
    const raw = await fetch(`${sandbox.searchBaseUrls.europepmc}/search?query=%22measles&format=json`);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ errCode: 400, errMsg: expect.stringMatching(/Invalid query/) });
    const tampered: typeof fetch = (input, init) =>
      sandboxFetch(sandbox.port)(String(input).replace('pageSize=3', 'pageSize=0'), init);
    const failure = build('europepmc', { fetch: tampered }).search({ text: 'measles', lang: 'en', limit: 3 });
    await expect(failure).rejects.toMatchObject({ code: 'search/unavailable' });
    await expect(failure).rejects.toThrow(/Europe PMC refused the search \(HTTP 400: pageSize must be/);
  });

  it('throttles an 11th request within a second (429), and the adapter stays under it', async () => {
    const url = `${sandbox.searchBaseUrls.europepmc}/search?query=measles&format=json&pageSize=1`;
    const statuses = await Promise.all(Array.from({ length: 11 }, () => fetch(url).then((r) => r.status)));
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    sandbox.reset();
    const provider = build('europepmc', { clock: systemClock });
    const words = ['measles', 'vaccine', 'autism', 'arctic', 'inflation', 'coffee'];
    await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        provider.search({ text: `${words[i % 6]} ${i}`, lang: 'en', limit: 2 }),
      ),
    );
    expect(searches('europepmc')).toHaveLength(14);
    expect(searches('europepmc').every((r) => r.status === 200)).toBe(true);
  });
});

describe('GDELT DOC 2.0', () => {
  const report = EVIDENCE.find((page) => page.id === 'bbc-cpi-jan-2024')!;
  const day = report.publishedAt!.slice(0, 10);

  it("asks as its documentation's example does, within days of the claim's date", async () => {
    const [first] = await build('gdelt').search({ text: report.title, lang: 'en', limit: 5, date: day });
    const params = paramsOf(searches('gdelt')[0]!.path);
    expect(Object.fromEntries(params)).toMatchObject({ mode: 'ArtList', format: 'json', maxrecords: '5' });
    expect(params.get('startdatetime')).toMatch(/^\d{14}$/);
    expect(params.get('enddatetime')).toMatch(/^\d{14}$/);
    expect(first).toMatchObject({ provider: 'gdelt', title: report.title });
    expect(first?.publishedAt?.slice(0, 10)).toBe(day);
  });

  it('keeps to its query rules: no keyword under 3 characters, no phrase, no operator, a few words', async () => {
    await build('gdelt').search({
      text: '"UK" inflation OR 4% in January: BBC, AND rate',
      lang: 'en',
      limit: 5,
      date: day,
    });
    expect(paramsOf(searches('gdelt')[0]!.path).get('query')).toBe('inflation january bbc rate');
    sandbox.reset();
    await build('gdelt').search({ text: 'US inflation at 4% in UK', lang: 'en', limit: 5, date: day });
    expect(paramsOf(searches('gdelt')[0]!.path).get('query')).toBe('inflation');
    // What the sandbox answers a query GDELT refuses: plain text, status 200 (5 seconds after the last request).
    sandbox.reset();
    const raw = await fetch(`${sandbox.searchBaseUrls.gdelt}?query=uk%20inflation&mode=ArtList&format=json`);
    expect(raw.status).toBe(200);
    expect(await raw.text()).toBe(GDELT_SHORT_KEYWORD);
  });

  it('reads a plain-text answer with status 200 as an error, never as "no results"', async () => {
    await fetch(`${sandbox.searchBaseUrls.gdelt}?query=inflation&mode=ArtList&format=json`);
    // A request within 5 seconds of another (here the one just sent by someone else from this address).
    const limited = build('gdelt').search({ text: report.title, lang: 'en', limit: 5, date: day });
    await expect(limited).rejects.toMatchObject({ code: 'search/rate-limited', retryAfterMs: 5000 });
    expect(searches('gdelt').map((r) => r.status)).toEqual([200, 200]);
    sandbox.reset();
    const tampered: typeof fetch = (input, init) =>
      sandboxFetch(sandbox.port)(String(input).replace('query=', 'query=uk+'), init);
    const refused = build('gdelt', { fetch: tampered }).search({
      text: report.title,
      lang: 'en',
      limit: 5,
      date: day,
    });
    await expect(refused).rejects.toMatchObject({ code: 'search/unavailable' });
    await expect(refused).rejects.toThrow(
      /GDELT refused the search: Your search contained a keyword that was too short/,
    );
    expect(GDELT_RATE_MESSAGE).toMatch(/one every 5 seconds/);
  });

  it('sends one request every 5 seconds at most, across adapters of the process (real time)', async () => {
    const first = build('gdelt', { clock: systemClock });
    const second = build('gdelt', { clock: systemClock });
    await Promise.all([
      first.search({ text: report.title, lang: 'en', limit: 5, date: day }),
      second.search({ text: 'inflation january', lang: 'en', limit: 5, date: day }),
    ]);
    const [a, b] = searches('gdelt');
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(5000);
  }, 15_000);

  it('asks nothing for a date before its coverage (2017) or a query of no usable word', async () => {
    const provider = build('gdelt');
    expect(await provider.search({ text: report.title, lang: 'en', limit: 5, date: '2012-09-19' })).toEqual(
      [],
    );
    expect(await provider.search({ text: 'is it so', lang: 'en', limit: 5, date: day })).toEqual([]);
    expect(searches('gdelt')).toEqual([]);
  });
});

describe("Wikipedia's Current events portal", () => {
  const report = EVIDENCE.find((page) => page.id === 'bbc-cpi-jan-2024')!;
  const day = report.publishedAt!.slice(0, 10);

  it('reads the day pages around the date through action=parse, and answers the reports the matching items cite', async () => {
    const provider = build('current-events');
    const results = await provider.search({
      text: 'UK inflation steady January',
      lang: 'en',
      limit: 10,
      date: day,
    });
    const pages = searches('current-events').map((r) => paramsOf(r.path).get('page'));
    expect(pages).toEqual([
      'Portal:Current events/2024 February 13',
      'Portal:Current events/2024 February 14',
      'Portal:Current events/2024 February 15',
    ]);
    // Identified, as every Wikimedia request (the shared identity and budget of `wikimedia-access.ts`).
    expect(searches('current-events').every((r) => r.identified === true)).toBe(true);
    expect(Object.fromEntries(paramsOf(searches('current-events')[0]!.path))).toMatchObject({
      action: 'parse',
      prop: 'text',
      format: 'json',
    });
    expect(results.map((r) => new URL(r.url).hostname)).toContain('www.bbc.co.uk');
    expect(results.every((r) => r.provider === 'current-events' && r.publishedAt !== null)).toBe(true);
    // Items about other events of those days are not answers.
    expect(results.every((r) => /inflation/i.test(r.snippet))).toBe(true);
    // The same days are read once: another claim's query of those days sends nothing.
    await provider.search({ text: 'unemployment rate fifty year', lang: 'en', limit: 10, date: day });
    expect(searches('current-events')).toHaveLength(3);
  });

  it('asks nothing without a date, and takes a day with no page yet as no items', async () => {
    const provider = build('current-events');
    expect(await provider.search({ text: 'UK inflation', lang: 'en', limit: 5 })).toEqual([]);
    expect(searches('current-events')).toEqual([]);
    // The manual clock's today (2026-11-22): the day after has no page, and is not even asked for.
    expect(await provider.search({ text: 'UK inflation', lang: 'en', limit: 5, date: '2026-11-22' })).toEqual(
      [],
    );
    expect(searches('current-events').map((r) => paramsOf(r.path).get('page'))).toEqual([
      'Portal:Current events/2026 November 21',
      'Portal:Current events/2026 November 22',
    ]);
  });

  it("parses the portal's markup: innermost items, their external citations, not the topic links", async () => {
    // The day page as the MediaWiki API answers it (formatversion=2), at the network edge.
    const html =
      '<ul><li><a href="/wiki/Economy_of_the_United_Kingdom" title="Economy">Economy of the United Kingdom</a>' +
      '<ul><li>Inflation in the <a href="/wiki/United_Kingdom">United Kingdom</a> holds at 4%. ' +
      '<a rel="nofollow" class="external text" href="https://www.bbc.co.uk/news/business-68290411">(BBC)</a> ' +
      '<a rel="nofollow" class="external text" href="https://www.reuters.com/x?a=1&amp;b=2">(Reuters)</a></li></ul></li>' +
      '<li>Inflation talks in the United Kingdom, citing nothing.</li></ul>';
    const asked: string[] = [];
    const portal: typeof fetch = async (input) => {
      const page = new URL(String(input)).searchParams.get('page') ?? '';
      asked.push(page);
      const text = page.endsWith('February 4') ? html : '<div class="current-events-content"></div>';
      return new Response(JSON.stringify({ parse: { title: page, pageid: 1, text } }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const results = await build('current-events', { fetch: portal }).search({
      text: 'United Kingdom inflation',
      lang: 'en',
      limit: 5,
      date: '2024-02-04',
    });
    expect(asked).toEqual([
      'Portal:Current events/2024 February 3',
      'Portal:Current events/2024 February 4',
      'Portal:Current events/2024 February 5',
    ]);
    expect(results.map((r) => [r.url, r.title, r.publishedAt])).toEqual([
      [
        'https://www.bbc.co.uk/news/business-68290411',
        'Inflation in the United Kingdom holds at 4%.',
        '2024-02-04',
      ],
      ['https://www.reuters.com/x?a=1&b=2', 'Inflation in the United Kingdom holds at 4%.', '2024-02-04'],
    ]);
  });
});
