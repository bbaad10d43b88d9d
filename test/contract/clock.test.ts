/** Clock contract: every Clock adapter tells time forward, sleeps, and stops sleeping when aborted. */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/engine/ports';
import { manualClock, systemClock } from '../../lib/engine/adapters/memory/system-clock';

function describeClockContract(name: string, makeClock: () => Clock) {
  describe(`Clock contract: ${name}`, () => {
    it('never goes backwards', async () => {
      const clock = makeClock();
      const before = clock.now();
      await clock.sleep(5);
      expect(clock.now()).toBeGreaterThanOrEqual(before);
    });

    it('advances at least the time slept', async () => {
      const clock = makeClock();
      const before = clock.now();
      await clock.sleep(20);
      expect(clock.now() - before).toBeGreaterThanOrEqual(19);
    });

    it('rejects a sleep with the abort reason when aborted before or during it', async () => {
      const clock = makeClock();
      const early = new AbortController();
      early.abort(new Error('stop now'));
      await expect(clock.sleep(10_000, early.signal)).rejects.toThrow('stop now');

      const late = new AbortController();
      const sleeping = clock.sleep(10_000, late.signal);
      late.abort(new Error('stop later'));
      // A manual clock finishes sleeps at once; a real one must reject promptly instead of waiting 10 s.
      await sleeping.then(
        () => expect(name).toBe('manual'),
        (error: Error) => expect(error.message).toBe('stop later'),
      );
    });
  });
}

describeClockContract('system', () => systemClock);

describe('periodic ticks', () => {
  it('the system clock ticks in real time until stopped; the manual clock has none (no busy loop in tests)', async () => {
    let ticks = 0;
    const stop = systemClock.every!(5, () => (ticks += 1));
    await new Promise((resolve) => setTimeout(resolve, 40));
    stop();
    const seen = ticks;
    expect(seen).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ticks).toBe(seen);
    expect(manualClock().every).toBeUndefined();
  });
});
describeClockContract('manual', () => manualClock());
