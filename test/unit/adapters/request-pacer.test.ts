/** The request pacer: a service's rate windows, shared by its adapters on one clock, not by another service. */
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import { createRequestPacer } from '../../../lib/engine/adapters/search/request-pacer';

describe('createRequestPacer', () => {
  it('lets `limit` requests leave at once, then each waits for the oldest in its window', async () => {
    const clock = manualClock(0);
    const pacer = createRequestPacer(clock, 'svc', [{ limit: 2, perMs: 1000 }]);
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      await pacer.wait('h');
      left.push(clock.now());
    }
    expect(left).toEqual([0, 0, 1000, 1000, 2000]);
  });

  it('is shared by two pacers of the same service and clock, but not by another service or clock', async () => {
    const clock = manualClock(0);
    await createRequestPacer(clock, 'gdelt', [{ limit: 1, perMs: 5000 }]).wait('h');
    await createRequestPacer(clock, 'other', [{ limit: 1, perMs: 5000 }]).wait('h');
    expect(clock.now()).toBe(0);
    await createRequestPacer(clock, 'gdelt', [{ limit: 1, perMs: 5000 }]).wait('h');
    expect(clock.now()).toBe(5000);
    const fresh = manualClock(0);
    await createRequestPacer(fresh, 'gdelt', [{ limit: 1, perMs: 5000 }]).wait('h');
    expect(fresh.now()).toBe(0);
  });

  it('keeps every window: 2 a second and 3 a minute', async () => {
    const clock = manualClock(0);
    const pacer = createRequestPacer(clock, 'two', [
      { limit: 2, perMs: 1000 },
      { limit: 3, perMs: 60_000 },
    ]);
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      await pacer.wait('h');
      left.push(clock.now());
    }
    expect(left).toEqual([0, 0, 1000, 60_000]);
  });

  it('rejects a wait when its signal aborts', async () => {
    const clock = manualClock(0);
    const pacer = createRequestPacer(clock, 'abort', [{ limit: 1, perMs: 1000 }]);
    await pacer.wait('h');
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(pacer.wait('h', controller.signal)).rejects.toThrow('stop');
  });
});
