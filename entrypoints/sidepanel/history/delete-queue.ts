/** Deletes with undo: a run is hidden at once and deleted only after the undo window, unless undone. */
import { UNDO_SECONDS } from './history-search';

type Timer = ReturnType<typeof setTimeout>;

export interface Scheduler {
  set(callback: () => void, ms: number): Timer;
  clear(timer: Timer): void;
}

const realScheduler: Scheduler = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (timer) => clearTimeout(timer),
};

/** Holds the runs waiting to be deleted; `send` performs the deletion and returns an error sentence or null. */
export class DeleteQueue {
  private readonly timers = new Map<string, Timer>();
  private readonly listeners = new Set<() => void>();
  private pending: ReadonlySet<string> = new Set();
  private lastError: string | null = null;

  constructor(
    private readonly send: (runId: string) => Promise<string | null>,
    private readonly scheduler: Scheduler = realScheduler,
    private readonly delayMs: number = UNDO_SECONDS * 1000,
  ) {}

  /** Hides the run now and deletes it after the undo window. */
  remove(runId: string): void {
    if (this.timers.has(runId)) return;
    this.timers.set(
      runId,
      this.scheduler.set(() => void this.commit(runId), this.delayMs),
    );
    this.changed();
  }

  /** Keeps the run; false when it is too late. */
  undo(runId: string): boolean {
    const timer = this.timers.get(runId);
    if (timer === undefined) return false;
    this.scheduler.clear(timer);
    this.timers.delete(runId);
    this.changed();
    return true;
  }

  /** Sends every pending deletion now (the panel is closing). */
  flush(): void {
    for (const [runId, timer] of [...this.timers]) {
      this.scheduler.clear(timer);
      void this.commit(runId);
    }
  }

  /** Ids hidden from the list (a new Set on every change, for React). */
  snapshot = (): ReadonlySet<string> => this.pending;
  error = (): string | null => this.lastError;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async commit(runId: string): Promise<void> {
    if (!this.timers.delete(runId)) return;
    let error: string | null;
    try {
      error = await this.send(runId);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    this.lastError = error ? `Could not delete the run: ${error}` : null;
    this.changed();
  }

  private changed(): void {
    this.pending = new Set(this.timers.keys());
    for (const listener of this.listeners) listener();
  }
}
