/** Clock and Ids adapters: the real clock, a manual test clock, and sequential or random ids. */
import type { Clock, Ids } from '../../ports';

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** A clock that only moves when told to; `sleep` advances it instantly. */
export function manualClock(start = Date.UTC(2026, 10, 22)): Clock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      current += ms;
    },
  };
}

/** Ids `prefix-1`, `prefix-2` … in order: deterministic for tests. */
export function sequentialIds(): Ids {
  const counters = new Map<string, number>();
  return {
    next: (prefix) => {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${prefix}-${n}`;
    },
  };
}

/** Random ids for production (crypto.randomUUID is in browsers and Node). */
export const randomIds: Ids = {
  next: (prefix) => `${prefix}-${crypto.randomUUID()}`,
};
