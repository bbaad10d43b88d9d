/** The one per-host concurrency limiter (page fetches, search and model APIs): at most `perHost` requests in flight to one host, the rest wait in order. */
import { hostOf } from './domain/url';

export interface HostLimiter {
  /** Runs `task` when a slot for the URL's host is free; a waiting task is dropped if `signal` aborts. */
  run<T>(url: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Requests in flight to `host` now. */
  active(host: string): number;
}

/** A limiter that also says when a host's slots go idle. */
export interface WatchedHostLimiter extends HostLimiter {
  /** Resolves the next time the last request in flight to `host` ends (none in flight, none waiting). */
  nextIdle(host: string): Promise<void>;
}

interface Waiter {
  start: () => void;
}

export function createHostLimiter(options: { perHost: number }): WatchedHostLimiter {
  const perHost = Math.max(1, options.perHost);
  const inFlight = new Map<string, number>();
  const queues = new Map<string, Waiter[]>();
  const idleWatchers = new Map<string, (() => void)[]>();

  const release = (host: string) => {
    const queue = queues.get(host);
    const next = queue?.shift();
    if (queue && queue.length === 0) queues.delete(host);
    if (next) {
      next.start();
      return;
    }
    const count = (inFlight.get(host) ?? 1) - 1;
    if (count > 0) return void inFlight.set(host, count);
    inFlight.delete(host);
    const watchers = idleWatchers.get(host);
    idleWatchers.delete(host);
    for (const idle of watchers ?? []) idle();
  };

  const acquire = (host: string, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const count = inFlight.get(host) ?? 0;
    if (count < perHost) {
      inFlight.set(host, count + 1);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const queue = queues.get(host);
        const index = queue?.indexOf(waiter) ?? -1;
        if (queue && index >= 0) queue.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = queues.get(host) ?? [];
      queue.push(waiter);
      queues.set(host, queue);
    });
  };

  return {
    async run(url, task, signal) {
      const host = hostOf(url);
      await acquire(host, signal);
      try {
        return await task();
      } finally {
        release(host);
      }
    },
    active: (host) => inFlight.get(host.toLowerCase()) ?? 0,
    nextIdle: (host) =>
      new Promise<void>((resolve) => {
        const key = host.toLowerCase();
        idleWatchers.set(key, [...(idleWatchers.get(key) ?? []), resolve]);
      }),
  };
}
