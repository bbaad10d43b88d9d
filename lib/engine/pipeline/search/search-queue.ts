/** Queue wait of one search across providers: the time its slowest path spent waiting for per-host slots. */
import type { Clock } from '../../ports';

export interface SearchQueueMeter {
  /** Feed every provider event of the search (`asked`, `sent`, `settled`). */
  note(provider: string, state: 'asked' | 'sent' | 'settled'): void;
  /**
   * Time the search took beyond its queue-free duration: (last settle − start) − the longest path of a provider
   * with its own wait (asked → first request sent) taken out. 0 when no provider was asked (all cached or skipped).
   */
  queuedMs(): number;
  /**
   * The queue wait of a claim that reused this search (the same query of another claim), joining it at `joinedAt`
   * and waiting until now: of its wait, at most the search's queue-free duration was the search's own work, and the
   * rest was the search waiting for provider slots held by other claims' work. 0 when no provider was asked.
   */
  joinedQueuedMs(joinedAt: number): number;
}

/** Starts measuring at `clock.now()`; the search call's traced time minus `queuedMs()` is its time without queues. */
export function meterSearchQueue(clock: Clock): SearchQueueMeter {
  const start = clock.now();
  const asked = new Map<string, number>();
  const sent = new Map<string, number>();
  const settled = new Map<string, number>();
  return {
    note(provider, state) {
      const now = clock.now();
      const times = state === 'asked' ? asked : state === 'sent' ? sent : settled;
      // The first request of a provider counts (a retry's backoff is the provider's time, not a queue's).
      if (state === 'settled' || !times.has(provider)) times.set(provider, now);
    },
    queuedMs() {
      if (settled.size === 0) return 0;
      const { lastSettle, longestFree } = spans();
      return Math.max(0, lastSettle - start - longestFree);
    },
    joinedQueuedMs(joinedAt) {
      if (settled.size === 0) return 0;
      return Math.max(0, clock.now() - joinedAt - spans().longestFree);
    },
  };

  /** The last settle, and the longest provider path with its own wait (asked → first request sent) taken out. */
  function spans(): { lastSettle: number; longestFree: number } {
    let lastSettle = start;
    let longestFree = 0;
    for (const [provider, at] of settled) {
      lastSettle = Math.max(lastSettle, at);
      const askedAt = asked.get(provider) ?? start;
      // A provider settled before its request left (aborted in the queue) waited all the time it was asked.
      const wait = (sent.get(provider) ?? at) - askedAt;
      longestFree = Math.max(longestFree, at - start - wait);
    }
    return { lastSettle, longestFree };
  }
}
