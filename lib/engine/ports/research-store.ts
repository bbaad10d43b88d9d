/** ResearchStore port: durable storage of runs, claims, queries, evidence, verdicts, trace and caches. */
import type {
  Claim,
  Evidence,
  Page,
  Query,
  Run,
  RunStatus,
  SearchResult,
  TraceEntry,
  StoredSource,
  StoredVerdict,
} from '../schemas';

/** Stored rows are defined once, in schemas/stored.ts. */
export type { StoredSource, StoredVerdict };

export interface RunListQuery {
  /** Newest first. */
  limit?: number;
  offset?: number;
  status?: RunStatus[];
}

export interface ResearchStore {
  putRun(run: Run): Promise<void>;
  getRun(id: string): Promise<Run | undefined>;
  /** Runs newest first (by createdAt). */
  listRuns(query?: RunListQuery): Promise<Run[]>;
  countRuns(): Promise<number>;
  /** Runs with status queued or running: to resume when the worker wakes. */
  listUnfinishedRuns(): Promise<Run[]>;
  /** Deletes the run and everything that belongs to it. */
  deleteRun(id: string): Promise<void>;

  putClaims(claims: Claim[]): Promise<void>;
  listClaims(runId: string): Promise<Claim[]>;
  putQueries(queries: Query[]): Promise<void>;
  listQueries(runId: string): Promise<Query[]>;
  putEvidence(items: Evidence[]): Promise<void>;
  listEvidence(runId: string): Promise<Evidence[]>;
  putVerdicts(verdicts: StoredVerdict[]): Promise<void>;
  listVerdicts(runId: string): Promise<StoredVerdict[]>;
  putSources(sources: StoredSource[]): Promise<void>;
  listSources(runId: string): Promise<StoredSource[]>;
  appendTrace(runId: string, entries: TraceEntry[]): Promise<void>;
  listTrace(runId: string): Promise<TraceEntry[]>;

  /** Cached search results for `key`, or undefined when absent or older than `ttlMs` at `now`. */
  getCachedSearch(key: string, now: number, ttlMs: number): Promise<SearchResult[] | undefined>;
  putCachedSearch(key: string, results: SearchResult[], now: number): Promise<void>;
  getCachedPage(url: string, now: number, ttlMs: number): Promise<Page | undefined>;
  putCachedPage(page: Page, now: number): Promise<void>;
  /**
   * A cached model answer (JSON text) for `key` — a hash of provider, model, schema and prompt — or undefined when
   * absent or older than `ttlMs`. Optional: a store without it caches no model answers.
   */
  getCachedAnswer?(key: string, now: number, ttlMs: number): Promise<string | undefined>;
  putCachedAnswer?(key: string, answer: string, now: number): Promise<void>;
}
