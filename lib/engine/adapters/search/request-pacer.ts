/**
 * Keeps the requests to one host within a service's published rate windows ("1 every 5 seconds", "10 a second and 500
 * a minute") for every adapter of the process that shares the clock: a service counts requests per client, not per
 * adapter or per check.
 */
import type { Clock } from '../../ports';

/** At most `limit` requests leave within any `perMs` milliseconds. */
interface RateWindow {
  limit: number;
  perMs: number;
}

/** When each service's recent requests to a host left, per clock (a test's manual clock keeps its own timeline). */
const departures = new WeakMap<Clock, Map<string, number[]>>();

export interface RequestPacer {
  /** Resolves when a request to `host` may leave, having taken that slot; rejects if `signal` aborts first. */
  wait(host: string, signal?: AbortSignal): Promise<void>;
}

/** A pacer for `service` (its adapters share its windows, another service on the same host does not). */
export function createRequestPacer(
  clock: Clock,
  service: string,
  windows: readonly RateWindow[],
): RequestPacer {
  const hosts = departures.get(clock) ?? new Map<string, number[]>();
  departures.set(clock, hosts);
  const longest = Math.max(0, ...windows.map((w) => w.perMs));
  return {
    async wait(host, signal) {
      const now = clock.now();
      const key = `${service} ${host}`;
      const times = (hosts.get(key) ?? []).filter((time) => time > now - longest);
      // The earliest time no window is full: for each window, the departure `limit` back must be `perMs` old.
      let at = now;
      for (const { limit, perMs } of windows) {
        const sorted = [...times].sort((a, b) => a - b);
        const blocking = sorted[sorted.length - limit];
        if (blocking !== undefined) at = Math.max(at, blocking + perMs);
      }
      // The slot is taken before waiting, so requests queued together leave in order.
      hosts.set(key, [...times, at]);
      if (at > now) await clock.sleep(at - now, signal);
    },
  };
}
