/** Clock and Ids ports: time and identifiers come from outside so the engine is deterministic in tests. */

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface Ids {
  /** A new unique id, with a readable prefix (`run`, `c`, `ev`). */
  next(prefix: string): string;
}
