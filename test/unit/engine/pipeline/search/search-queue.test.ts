import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../../../lib/engine/adapters/memory/system-clock';
import { criticalPath } from '../../../../../lib/engine/pipeline/run/critical-path';
import { meterSearchQueue } from '../../../../../lib/engine/pipeline/search/search-queue';
import { fakeTrace } from '../../../../builders';

/** Plays provider events at the given times (ms from the search's start) against a manual clock. */
function play(events: [number, string, 'asked' | 'sent' | 'settled'][]): number {
  const clock = manualClock(0);
  const meter = meterSearchQueue(clock);
  let now = 0;
  for (const [at, provider, state] of [...events].sort((a, b) => a[0] - b[0])) {
    clock.advance(at - now);
    now = at;
    meter.note(provider, state);
  }
  return meter.queuedMs();
}

describe('meterSearchQueue', () => {
  it('counts the wait that made the search longer: a provider queued 300 ms behind a slot', () => {
    expect(
      play([
        [0, 'wikipedia', 'asked'],
        [0, 'wikipedia', 'sent'],
        [600, 'wikipedia', 'settled'],
        [0, 'openalex', 'asked'],
        [300, 'openalex', 'sent'],
        [900, 'openalex', 'settled'],
      ]),
    ).toBe(300);
  });

  it('counts nothing when the waiting provider still finished before the slowest one', () => {
    expect(
      play([
        [0, 'wikipedia', 'asked'],
        [0, 'wikipedia', 'sent'],
        [1000, 'wikipedia', 'settled'],
        [0, 'openalex', 'asked'],
        [300, 'openalex', 'sent'],
        [900, 'openalex', 'settled'],
      ]),
    ).toBe(0);
  });

  it('keeps a retry on the chain: only the wait before the first request is queue', () => {
    expect(
      play([
        [0, 'searxng', 'asked'],
        [200, 'searxng', 'sent'],
        [800, 'searxng', 'sent'], // retry after a 429 and its backoff
        [1400, 'searxng', 'settled'],
      ]),
    ).toBe(200);
  });

  it('counts a provider dropped while still queued as waiting all along, and cached answers as no wait', () => {
    expect(
      play([
        [0, 'factcheck', 'asked'],
        [500, 'factcheck', 'settled'],
      ]),
    ).toBe(500);
    expect(play([])).toBe(0);
  });

  it("gives a claim that reused the search the queue wait it sat through, never the search's own work", () => {
    const clock = manualClock(0);
    const meter = meterSearchQueue(clock);
    meter.note('wikipedia', 'asked');
    clock.advance(3000); // behind other claims' requests to a provider in series
    meter.note('wikipedia', 'sent');
    clock.advance(600);
    meter.note('wikipedia', 'settled');
    expect(meter.queuedMs()).toBe(3000);
    // Joined 100 ms after the search began and waited 3,500 ms: 600 ms of it were the search's own work.
    expect(meter.joinedQueuedMs(100)).toBe(2900);
    // Joined while the request was already out: all of its 300 ms wait was the search's work.
    expect(meter.joinedQueuedMs(3300)).toBe(0);
    // A search answered without asking any provider (all from the cache) queued nothing for anyone.
    expect(meterSearchQueue(clock).joinedQueuedMs(0)).toBe(0);
  });

  it('takes the wait off the critical chain of a trace', () => {
    const trace = [
      fakeTrace({ id: 'extract', startedAt: 0, endedAt: 1000, dependsOn: [] }),
      fakeTrace({
        id: 'search',
        kind: 'search',
        startedAt: 1000,
        endedAt: 2400,
        dependsOn: ['extract'],
        queuedMs: 800,
      }),
      fakeTrace({ id: 'stance', startedAt: 2400, endedAt: 4000, dependsOn: ['search'] }),
    ];
    const cp = criticalPath(trace);
    expect(cp.chainMs).toBe(1000 + 600 + 1600);
    expect(cp.ratio).toBeCloseTo(4000 / 3200, 5);
  });
});
