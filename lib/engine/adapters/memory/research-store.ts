/** In-memory ResearchStore: the Dexie store's twin for Node, tests and benchmarks; hands out copies only. */
import type { ResearchStore, RunListQuery, StoredSource, StoredVerdict } from '../../ports';
import type { Claim, Evidence, Page, Query, Run, SearchResult, TraceEntry } from '../../schemas';

/** Orders every ResearchStore implementation agrees on (the contract suite checks them). */
export const STORE_ORDER = {
  /** Newest first; ties by id, descending. */
  runs: (a: Run, b: Run) => b.createdAt - a.createdAt || compareCodeUnits(b.id, a.id),
  /** Oldest first: resume in the order the user asked. */
  unfinished: (a: Run, b: Run) => a.createdAt - b.createdAt || compareCodeUnits(a.id, b.id),
  /** Article order. */
  claims: (a: Claim, b: Claim) => a.start - b.start || naturalCompare(a.id, b.id),
  queries: (a: Query, b: Query) => a.hop - b.hop || naturalCompare(a.id, b.id),
  evidence: (a: Evidence, b: Evidence) => naturalCompare(a.id, b.id),
  verdicts: (a: StoredVerdict, b: StoredVerdict) => naturalCompare(a.claimId, b.claimId),
  sources: (a: StoredSource, b: StoredSource) => compareCodeUnits(a.url, b.url),
} as const;

/** `c-2` before `c-10`. */
function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The order IndexedDB sorts string keys in. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

import { UNFINISHED_STATES } from '../../pipeline/context/run-state';
export const UNFINISHED_STATUSES = UNFINISHED_STATES;

type RunScoped<T> = Map<string, Map<string, T>>;

export class InMemoryResearchStore implements ResearchStore {
  private readonly runs = new Map<string, Run>();
  private readonly claims: RunScoped<Claim> = new Map();
  private readonly queries: RunScoped<Query> = new Map();
  private readonly evidence: RunScoped<Evidence> = new Map();
  private readonly verdicts: RunScoped<StoredVerdict> = new Map();
  private readonly sources: RunScoped<StoredSource> = new Map();
  private readonly trace = new Map<string, TraceEntry[]>();
  private readonly searchCache = new Map<string, { results: SearchResult[]; storedAt: number }>();
  private readonly pageCache = new Map<string, { page: Page; storedAt: number }>();
  private readonly answerCache = new Map<string, { answer: string; storedAt: number }>();

  async putRun(run: Run): Promise<void> {
    this.runs.set(run.id, structuredClone(run));
  }

  async getRun(id: string): Promise<Run | undefined> {
    const run = this.runs.get(id);
    return run && structuredClone(run);
  }

  async listRuns(query: RunListQuery = {}): Promise<Run[]> {
    const offset = query.offset ?? 0;
    const statuses = query.status;
    const matching = [...this.runs.values()]
      .filter((run) => !statuses || statuses.includes(run.status))
      .sort(STORE_ORDER.runs);
    const page = matching.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    return structuredClone(page);
  }

  async countRuns(): Promise<number> {
    return this.runs.size;
  }

  async listUnfinishedRuns(): Promise<Run[]> {
    const unfinished = [...this.runs.values()].filter((run) =>
      (UNFINISHED_STATUSES as readonly string[]).includes(run.status),
    );
    return structuredClone(unfinished.sort(STORE_ORDER.unfinished));
  }

  async deleteRun(id: string): Promise<void> {
    this.runs.delete(id);
    for (const scoped of [this.claims, this.queries, this.evidence, this.verdicts, this.sources]) {
      scoped.delete(id);
    }
    this.trace.delete(id);
  }

  async putClaims(claims: Claim[]): Promise<void> {
    putScoped(this.claims, claims, (claim) => claim.id);
  }
  async listClaims(runId: string): Promise<Claim[]> {
    return listScoped(this.claims, runId, STORE_ORDER.claims);
  }
  async putQueries(queries: Query[]): Promise<void> {
    putScoped(this.queries, queries, (query) => query.id);
  }
  async listQueries(runId: string): Promise<Query[]> {
    return listScoped(this.queries, runId, STORE_ORDER.queries);
  }
  async putEvidence(items: Evidence[]): Promise<void> {
    putScoped(this.evidence, items, (item) => item.id);
  }
  async listEvidence(runId: string): Promise<Evidence[]> {
    return listScoped(this.evidence, runId, STORE_ORDER.evidence);
  }
  async putVerdicts(verdicts: StoredVerdict[]): Promise<void> {
    putScoped(this.verdicts, verdicts, (verdict) => verdict.claimId);
  }
  async listVerdicts(runId: string): Promise<StoredVerdict[]> {
    return listScoped(this.verdicts, runId, STORE_ORDER.verdicts);
  }
  async putSources(sources: StoredSource[]): Promise<void> {
    putScoped(this.sources, sources, (source) => source.url);
  }
  async listSources(runId: string): Promise<StoredSource[]> {
    return listScoped(this.sources, runId, STORE_ORDER.sources);
  }

  async appendTrace(runId: string, entries: TraceEntry[]): Promise<void> {
    const log = this.trace.get(runId) ?? [];
    log.push(...structuredClone(entries));
    this.trace.set(runId, log);
  }
  async listTrace(runId: string): Promise<TraceEntry[]> {
    return structuredClone(this.trace.get(runId) ?? []);
  }

  async getCachedSearch(key: string, now: number, ttlMs: number): Promise<SearchResult[] | undefined> {
    const hit = this.searchCache.get(key);
    return hit && isFresh(hit.storedAt, now, ttlMs) ? structuredClone(hit.results) : undefined;
  }
  async putCachedSearch(key: string, results: SearchResult[], now: number): Promise<void> {
    this.searchCache.set(key, { results: structuredClone(results), storedAt: now });
  }
  async getCachedPage(url: string, now: number, ttlMs: number): Promise<Page | undefined> {
    const hit = this.pageCache.get(url);
    return hit && isFresh(hit.storedAt, now, ttlMs) ? structuredClone(hit.page) : undefined;
  }
  async putCachedPage(page: Page, now: number): Promise<void> {
    this.pageCache.set(page.url, { page: structuredClone(page), storedAt: now });
  }
  async getCachedAnswer(key: string, now: number, ttlMs: number): Promise<string | undefined> {
    const hit = this.answerCache.get(key);
    return hit && isFresh(hit.storedAt, now, ttlMs) ? hit.answer : undefined;
  }
  async putCachedAnswer(key: string, answer: string, now: number): Promise<void> {
    this.answerCache.set(key, { answer, storedAt: now });
  }
}

/** A cache entry is usable until it is more than `ttlMs` old. */
export function isFresh(storedAt: number, now: number, ttlMs: number): boolean {
  return now - storedAt <= ttlMs;
}

function putScoped<T extends { runId: string }>(
  scoped: RunScoped<T>,
  items: T[],
  keyOf: (item: T) => string,
): void {
  for (const item of items) {
    const rows = scoped.get(item.runId) ?? new Map<string, T>();
    rows.set(keyOf(item), structuredClone(item));
    scoped.set(item.runId, rows);
  }
}

function listScoped<T>(scoped: RunScoped<T>, runId: string, order: (a: T, b: T) => number): T[] {
  return structuredClone([...(scoped.get(runId)?.values() ?? [])].sort(order));
}
