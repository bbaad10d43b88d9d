/**
 * Spaces requests to one host at least `intervalMs` apart, for every adapter of the process that shares the clock
 * (a service that allows one request every N seconds counts them per client, not per adapter or per check).
 */
import type { Clock } from '../../ports';

/** The time each host's next request may leave, per clock (a test's manual clock keeps its own timeline). */
const nextSlot = new WeakMap<Clock, Map<string, number>>();

export interface RequestPacer {
  /** Resolves when a request to `host` may leave, having taken that slot; rejects if `signal` aborts first. */
  wait(host: string, signal?: AbortSignal): Promise<void>;
}

export function createRequestPacer(clock: Clock, intervalMs: number): RequestPacer {
  const slots = nextSlot.get(clock) ?? new Map<string, number>();
  nextSlot.set(clock, slots);
  return {
    async wait(host, signal) {
      const now = clock.now();
      const at = Math.max(now, slots.get(host) ?? now);
      // The slot is taken before waiting, so requests queued together leave in order, each `intervalMs` apart.
      slots.set(host, at + intervalMs);
      if (at > now) await clock.sleep(at - now, signal);
    },
  };
}
