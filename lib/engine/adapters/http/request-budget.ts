/** One request budget for a family of hosts (all of Wikimedia): requests in series, at most N a minute, paused as a whole by a 429/503. */
import type { HostLimiter } from '../../host-limiter';
import type { Clock } from '../../ports';

interface RequestBudgetOptions {
  clock: Clock;
  /** Requests sent in any 60 s window at most (a sliding window: a short burst is fine, a long one waits). */
  requestsPerMinute: number;
  /** Requests in flight at once (1: in series, as API:Etiquette asks). */
  inFlight: number;
  /** Pause after a 429 that gave no Retry-After; doubles with each such answer in a row, up to `maxPauseMs`. */
  pauseWithoutRetryAfterMs: number;
  maxPauseMs: number;
}

/** A HostLimiter that ignores the host: every URL it runs shares one budget. */
export interface RequestBudget extends HostLimiter {
  /**
   * The service said "slow down" (429, or 503 with Retry-After): nothing of the family is sent for `retryAfterMs`, or for
   * the doubling backoff when the answer gave no Retry-After. Answers the pause taken.
   */
  pause(retryAfterMs: number | undefined): number;
  /** A request answered normally: the backoff starts again from its first step. */
  settled(): void;
  /** Requests sent within the last minute (for tests and the trace). */
  sentInLastMinute(): number;
}

const MINUTE_MS = 60_000;

export function createRequestBudget(options: RequestBudgetOptions): RequestBudget {
  const { clock } = options;
  const perMinute = Math.max(1, Math.floor(options.requestsPerMinute));
  const maxInFlight = Math.max(1, Math.floor(options.inFlight));
  /** Send times of the requests in the current window, oldest first. */
  const sent: number[] = [];
  let pausedUntil = 0;
  let pausesInARow = 0;
  let active = 0;
  /** Callers waiting for their turn, in order of arrival. */
  const queue: { go: () => void; signal: AbortSignal | undefined }[] = [];

  const prune = (now: number) => {
    while (sent.length > 0 && sent[0]! <= now - MINUTE_MS) sent.shift();
  };

  /** Milliseconds until the budget lets one more request go (0: now). */
  const waitMs = (): number => {
    const now = clock.now();
    prune(now);
    const paused = Math.max(0, pausedUntil - now);
    const window = sent.length >= perMinute ? sent[sent.length - perMinute]! + MINUTE_MS - now : 0;
    return Math.max(paused, window);
  };

  /** Takes a place in flight, in arrival order; the first in line then waits out the window and any pause. */
  const acquire = async (signal: AbortSignal | undefined): Promise<void> => {
    if (signal?.aborted) throw signal.reason;
    if (active >= maxInFlight || queue.length > 0) {
      await new Promise<void>((resolve, reject) => {
        const entry = {
          go: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          signal,
        };
        const onAbort = () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
      });
    } else active += 1;
    try {
      // The pause may grow while this request sleeps (another answer said 429): look again after each sleep.
      for (let wait = waitMs(); wait > 0; wait = waitMs()) await clock.sleep(wait, signal);
    } catch (error) {
      release();
      throw error;
    }
    sent.push(clock.now());
  };

  const release = () => {
    const next = queue.shift();
    if (next) next.go();
    else active -= 1;
  };

  return {
    async run(_url, task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    active: () => active,
    pause(retryAfterMs) {
      const pause =
        retryAfterMs ??
        Math.min(options.maxPauseMs, options.pauseWithoutRetryAfterMs * 2 ** Math.min(pausesInARow, 10));
      pausesInARow += 1;
      pausedUntil = Math.max(pausedUntil, clock.now() + pause);
      return pause;
    },
    settled() {
      pausesInARow = 0;
    },
    sentInLastMinute() {
      prune(clock.now());
      return sent.length;
    },
  };
}

/** Whether a limiter is a family budget that a "slow down" answer pauses. */
export function isRequestBudget(limiter: HostLimiter | undefined): limiter is RequestBudget {
  return typeof (limiter as Partial<RequestBudget> | undefined)?.pause === 'function';
}
