/**
 * Issue 23 item 1: a search's wait for its provider's per-host slot is recorded as queue wait, through the real
 * adapters, limiter, multi-search and HTTP (sandbox search latency), so the critical path can leave it out.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { createMultiSearch } from '../../lib/engine/adapters/search/multi-search';
import { createOpenAlexSearch } from '../../lib/engine/adapters/search/openalex';
import { createWikipediaSearch } from '../../lib/engine/adapters/search/wikipedia';
import { createHostLimiter } from '../../lib/engine/host-limiter';
import { createWikimediaAccess } from '../../lib/engine/adapters/http/wikimedia-access';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { meterSearchQueue } from '../../lib/engine/pipeline/search/search-queue';
import { sandboxFetch } from '../sandbox/hosts';
import { useSandbox } from './harness';

const sandbox = useSandbox();
const LATENCY = 250;

function providers(perHost: number) {
  const s = sandbox();
  const host = { fetch: sandboxFetch(s.port), clock: systemClock };
  return [
    createWikipediaSearch({
      ...host,
      baseUrl: `${s.searchBaseUrls.wikipedia}/{lang}/w/api.php`,
      // The Wikimedia budget is its one-slot limiter: `perHost` requests in flight, the minute's budget far off.
      wikimedia: createWikimediaAccess({
        clock: systemClock,
        header: 'user-agent',
        config: { ...ENGINE_CONFIG.search.wikimedia, inFlight: perHost },
      }),
    }),
    createOpenAlexSearch({
      ...host,
      baseUrl: s.searchBaseUrls.openalex,
      limiter: createHostLimiter({ perHost: 4 }),
    }),
  ];
}

/** Runs `n` searches at once; answers each one's recorded queue wait and traced duration. */
async function searchAtOnce(n: number, perHost: number) {
  const multi = createMultiSearch({ providers: providers(perHost), clock: systemClock, ttlMs: 0 });
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const meter = meterSearchQueue(systemClock);
      const started = Date.now();
      const outcome = await multi.searchAll(
        { text: `inflation rate ${i}`, lang: 'en', limit: 5 },
        { fresh: true, onProvider: (provider, state) => meter.note(provider, state) },
      );
      return { queuedMs: meter.queuedMs(), ms: Date.now() - started, answered: outcome.answered.length };
    }),
  );
}

describe('search queue wait', () => {
  it('records the wait behind a one-slot provider and leaves the queue-free time near one request', async () => {
    sandbox().setLatency({ searchMs: LATENCY });
    const results = await searchAtOnce(3, 1);
    expect(results.every((r) => r.answered === 2)).toBe(true);
    const byWait = [...results].sort((a, b) => a.queuedMs - b.queuedMs);
    // The first got the slot at once; the others waited about one and two requests.
    expect(byWait[0]!.queuedMs).toBeLessThan(LATENCY / 2);
    expect(byWait[1]!.queuedMs).toBeGreaterThan(LATENCY * 0.7);
    expect(byWait[2]!.queuedMs).toBeGreaterThan(LATENCY * 1.7);
    for (const r of results) {
      // What is left is about one request's latency, however long the search took in all.
      expect(r.ms - r.queuedMs).toBeGreaterThanOrEqual(LATENCY * 0.9);
      expect(r.ms - r.queuedMs).toBeLessThan(LATENCY * 2);
    }
  });

  it('records no wait when every provider has a free slot', async () => {
    sandbox().setLatency({ searchMs: LATENCY });
    const results = await searchAtOnce(3, 4);
    for (const r of results) expect(r.queuedMs).toBeLessThan(LATENCY / 2);
  });
});
