/** The one Wikimedia budget: in series, per minute, paused as a whole by Retry-After, shared by every Wikimedia host. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityHeaders } from '../../../lib/engine/adapters/http/client-identity';
import { createRequestBudget } from '../../../lib/engine/adapters/http/request-budget';
import { createWikimediaAccess } from '../../../lib/engine/adapters/http/wikimedia-access';
import { manualClock, systemClock } from '../../../lib/engine/adapters/memory/system-clock';
import { createWikipediaSearch } from '../../../lib/engine/adapters/search/wikipedia';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { sandboxFetch } from '../../sandbox/hosts';
import { startSandbox, type Sandbox } from '../../sandbox/server';

const CONFIG = { inFlight: 1, pauseWithoutRetryAfterMs: 5_000, maxPauseMs: 60_000 };

/** Runs `n` tasks at once through `budget`; answers each one's start time (clock) and the most in flight seen. */
async function burst(budget: ReturnType<typeof createRequestBudget>, clock: { now(): number }, n: number) {
  let active = 0;
  let most = 0;
  const started = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      budget.run(`https://${i % 2 ? 'de' : 'en'}.wikipedia.org/w/api.php`, async () => {
        active += 1;
        most = Math.max(most, active);
        const at = clock.now();
        await new Promise((resolve) => setTimeout(resolve, 2));
        active -= 1;
        return at;
      }),
    ),
  );
  return { started, most };
}

describe('request budget', () => {
  it('sends requests in series, whatever their host, and in arrival order', async () => {
    const clock = manualClock();
    const budget = createRequestBudget({ clock, requestsPerMinute: 100, ...CONFIG });
    const { started, most } = await burst(budget, clock, 6);
    expect(most).toBe(1);
    expect(started).toEqual([...started].sort((a, b) => a - b));
  });

  it('allows a burst up to the minute budget, then holds each further request until the oldest is a minute old', async () => {
    const clock = manualClock();
    const t0 = clock.now();
    const budget = createRequestBudget({ clock, requestsPerMinute: 3, ...CONFIG });
    const { started } = await burst(budget, clock, 7);
    expect(started.map((at) => at - t0)).toEqual([0, 0, 0, 60_000, 60_000, 60_000, 120_000]);
    expect(budget.sentInLastMinute()).toBe(1);
  });

  it('never lets more than the budget go in any 60 s window, on a real clock too', async () => {
    const budget = createRequestBudget({ clock: systemClock, requestsPerMinute: 5, ...CONFIG });
    const { started } = await burst(budget, systemClock, 5);
    expect(started.at(-1)! - started[0]!).toBeLessThan(1_000);
    expect(budget.sentInLastMinute()).toBe(5);
  });

  it('pauses the whole family for the Retry-After it was given', async () => {
    const clock = manualClock();
    const budget = createRequestBudget({ clock, requestsPerMinute: 100, ...CONFIG });
    const t0 = clock.now();
    expect(budget.pause(7_000)).toBe(7_000);
    const { started } = await burst(budget, clock, 2);
    expect(started.map((at) => at - t0)).toEqual([7_000, 7_000]);
  });

  it('without Retry-After backs off 5 s, doubling with each in a row up to a minute, and starts again after an answer', () => {
    const budget = createRequestBudget({ clock: manualClock(), requestsPerMinute: 100, ...CONFIG });
    expect([1, 2, 3, 4, 5, 6].map(() => budget.pause(undefined))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
    budget.settled();
    expect(budget.pause(undefined)).toBe(5_000);
  });

  it('drops a waiting request whose signal aborts, and the next one still goes', async () => {
    const clock = manualClock();
    const budget = createRequestBudget({ clock, requestsPerMinute: 100, ...CONFIG });
    let release!: () => void;
    const first = budget.run('https://en.wikipedia.org/', () => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    const second = budget.run('https://de.wikipedia.org/', async () => 'sent', controller.signal);
    const third = budget.run('https://www.wikidata.org/', async () => 'third');
    controller.abort(new Error('stopped'));
    await expect(second).rejects.toThrow('stopped');
    release();
    await first;
    await expect(third).resolves.toBe('third');
  });
});

describe('the Wikimedia budget in config', () => {
  it('is the one number the request plan reads for Wikipedia, under the identified limit of 200 a minute', () => {
    expect(ENGINE_CONFIG.search.providers.wikipedia.requestsPerMinute).toBe(
      ENGINE_CONFIG.search.wikimedia.requestsPerMinute,
    );
    expect(ENGINE_CONFIG.search.wikimedia.requestsPerMinute).toBeLessThan(200);
    expect(ENGINE_CONFIG.search.wikimedia.inFlight).toBe(1);
  });
});

describe('client identity', () => {
  it('names Cartographer, its version (package.json) and its URL, in User-Agent (Node) or Api-User-Agent (browser)', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const node = identityHeaders('user-agent')['User-Agent']!;
    expect(node).toMatch(
      new RegExp(`^Cartographer/${version.replace(/\./g, '\\.')} \\(https://github\\.com/`),
    );
    expect(identityHeaders('api-user-agent')).toEqual({ 'Api-User-Agent': node });
    expect(identityHeaders('user-agent', 'ops@example.org')['User-Agent']).toContain('; ops@example.org;');
  });
});

describe('the Wikimedia family against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());

  it('identifies every request; a 429 from one Wikimedia host pauses the requests to the others', async () => {
    const clock = manualClock();
    const wikimedia = createWikimediaAccess({
      clock,
      header: 'user-agent',
      config: ENGINE_CONFIG.search.wikimedia,
    });
    const host = { fetch: sandboxFetch(sandbox.port), clock, maxRetries: 0, wikimedia };
    const limited = createWikipediaSearch({
      ...host,
      baseUrl: `${sandbox.origin}/ratelimit/wikipedia/{lang}/w/api.php`,
    });
    const english = createWikipediaSearch({
      ...host,
      baseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/w/api.php`,
    });
    await expect(limited.search({ text: 'measles', lang: 'de', limit: 3 })).rejects.toMatchObject({
      code: 'search/rate-limited',
    });
    const before = clock.now();
    expect(
      (await english.search({ text: 'Arctic sea ice decline', lang: 'en', limit: 3 })).length,
    ).toBeGreaterThan(0);
    // The fault route said Retry-After: 1; the English request waited it out although its host never said 429.
    expect(clock.now() - before).toBeGreaterThanOrEqual(1_000);
    const searches = sandbox
      .requests()
      .filter((r) => r.kind === 'search' && r.host.endsWith('wikipedia.org'));
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ identified: true, inFlight: 1, status: 200 });
    expect(searches[0]!.client).toMatch(/^Cartographer\/\S+ \(https:\/\//);
  });

  it('in the browser runtime sends Api-User-Agent, which the sandbox counts as identified', async () => {
    const wikimedia = createWikimediaAccess({
      clock: systemClock,
      header: 'api-user-agent',
      config: ENGINE_CONFIG.search.wikimedia,
    });
    const search = createWikipediaSearch({
      fetch: sandboxFetch(sandbox.port),
      clock: systemClock,
      wikimedia,
      baseUrl: `${sandbox.searchBaseUrls.wikipedia}/{lang}/w/api.php`,
    });
    await search.search({ text: 'measles', lang: 'en', limit: 3 });
    expect(sandbox.requests().find((r) => r.kind === 'search')).toMatchObject({
      identified: true,
      status: 200,
    });
  });
});
