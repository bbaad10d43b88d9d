import { describe, expect, it } from 'vitest';
import { joinedQueuedMs } from '../../../../../lib/engine/pipeline/acquire/joined-wait';

describe('joinedQueuedMs', () => {
  it("gives a claim joining a page load the load's slot wait it sat through, never the load's own time", () => {
    // The load began at 0, waited 2,000 ms for a per-host slot, then took 400 ms; it settled at 2,400.
    expect(joinedQueuedMs(2400, 100, 0, 2000)).toBe(1900);
    // Joined while the request was out: all of its 200 ms wait was the load's work.
    expect(joinedQueuedMs(2400, 2200, 0, 2000)).toBe(0);
  });

  it('counts nothing for a load that never queued, or whose start is unknown', () => {
    expect(joinedQueuedMs(400, 50, 0)).toBe(0);
    expect(joinedQueuedMs(2400, 100, undefined, 2000)).toBe(0);
  });
});
