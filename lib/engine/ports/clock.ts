/** Clock and Ids ports: time and identifiers come from outside so the engine is deterministic in tests. */

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Calls `tick` every `ms` of real time until the returned function is called. Optional: a clock without it (a
   * test's manual clock) gets no periodic work, such as naming a slow call.
   */
  every?(ms: number, tick: () => void): () => void;
}

export interface Ids {
  /** A new unique id, with a readable prefix (`run`, `c`, `ev`). */
  next(prefix: string): string;
}
