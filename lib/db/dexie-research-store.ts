/** ResearchStore over IndexedDB (Dexie): keeps History's derived fields in step and cascades deletes. */
import { Dexie } from 'dexie';
import { STORE_ORDER, UNFINISHED_STATUSES, isFresh } from '../engine/adapters/memory/research-store';
import type { ResearchStore, RunListQuery, StoredSource, StoredVerdict } from '../engine/ports';
import type {
  Claim,
  Evidence,
  Page,
  Query,
  Run,
  RunStatus,
  SearchResult,
  TraceEntry,
} from '../engine/schemas';
import {
  RUN_CHILD_TABLES,
  rowsOfRun,
  type CartographerDb,
  type RunRow,
  type TraceRow,
} from './cartographer-db';
import { siteOf } from '../engine/domain/url';
import { searchTermsFor } from './search-terms';
import { writeRunRows } from './run-rows';
import { DexieRunReader, fromRunRow, loadRuns } from './dexie-run-reader';
import { guarded } from './store-error';
import { SeenClaimIndex } from './seen-claims';
import { isFinished } from '../engine/pipeline/context/run-state';

export { fromRunRow };

/** The writer: only the background holds one (the side panel reads through DexieRunReader). */
export class DexieResearchStore extends DexieRunReader implements ResearchStore {
  /** Claims of the runs that ended, for the next article's "You checked this" (kept in step on every write). */
  readonly seen = new SeenClaimIndex(this.db);

  async putRun(run: Run): Promise<void> {
    const { db } = this;
    await guarded(() =>
      db.transaction('rw', db.runs, db.runIndex, db.claims, async () => {
        const claims = await rowsOfRun(db, 'claims', run.id).toArray();
        await writeRunRows(db, [toRunRow(run, claims)], 'put');
      }),
    );
    // A run that ended joins the seen-before index (written again if it is saved again).
    if (isFinished(run.status)) await this.seen.indexRun(run.id);
  }

  listRuns(query: RunListQuery = {}): Promise<Run[]> {
    const { db } = this;
    const offset = query.offset ?? 0;
    return guarded(async () => {
      if (!query.status) {
        let collection = db.runs.orderBy('createdAt').reverse().offset(offset);
        if (query.limit !== undefined) collection = collection.limit(query.limit);
        return (await collection.toArray()).map(fromRunRow);
      }
      const keys = await runKeysByStatus(db, query.status);
      keys.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      const end = query.limit === undefined ? undefined : offset + query.limit;
      return loadRuns(
        db,
        keys.slice(offset, end).map((key) => key.id),
      );
    });
  }

  countRuns(): Promise<number> {
    return guarded(() => this.db.runs.count());
  }

  listUnfinishedRuns(): Promise<Run[]> {
    return guarded(async () => {
      const keys = await runKeysByStatus(this.db, [...UNFINISHED_STATUSES]);
      const runs = await loadRuns(
        this.db,
        keys.map((key) => key.id),
      );
      return runs.sort(STORE_ORDER.unfinished);
    });
  }

  deleteRun(id: string): Promise<void> {
    const { db } = this;
    const tables = [
      db.runs,
      db.runIndex,
      ...RUN_CHILD_TABLES.map((name) => db.table(name)),
      db.trace,
      db.seenClaims,
      db.seenKeys,
    ];
    return guarded(() =>
      db.transaction('rw', tables, async () => {
        await this.seen.removeRun(id);
        await db.runs.delete(id);
        await db.runIndex.where('id').equals(id).delete();
        for (const table of RUN_CHILD_TABLES) await rowsOfRun(db, table, id).delete();
        await db.trace.where('runId').equals(id).delete();
      }),
    );
  }

  putClaims(claims: Claim[]): Promise<void> {
    const { db } = this;
    return guarded(() =>
      db.transaction('rw', db.runs, db.runIndex, db.claims, async () => {
        await db.claims.bulkPut(claims);
        // Claim texts are searchable in History: refresh the owning runs' search terms.
        for (const runId of new Set(claims.map((claim) => claim.runId))) {
          const row = await db.runs.get(runId);
          if (!row) continue;
          const all = await rowsOfRun(db, 'claims', runId).toArray();
          await writeRunRows(db, [toRunRow(fromRunRow(row), all)], 'put');
        }
      }),
    );
  }
  putQueries(queries: Query[]): Promise<void> {
    return guarded(() => this.db.queries.bulkPut(queries).then(() => undefined));
  }
  putEvidence(items: Evidence[]): Promise<void> {
    return guarded(() => this.db.evidence.bulkPut(items).then(() => undefined));
  }
  putVerdicts(verdicts: StoredVerdict[]): Promise<void> {
    return guarded(() => this.db.verdicts.bulkPut(verdicts).then(() => undefined));
  }
  putSources(sources: StoredSource[]): Promise<void> {
    return guarded(() => this.db.sources.bulkPut(sources).then(() => undefined));
  }

  appendTrace(runId: string, entries: TraceEntry[]): Promise<void> {
    const rows: TraceRow[] = entries.map((entry) => ({ ...entry, runId }));
    return guarded(() => this.db.trace.bulkAdd(rows).then(() => undefined));
  }

  getCachedSearch(key: string, now: number, ttlMs: number): Promise<SearchResult[] | undefined> {
    return guarded(async () => {
      const hit = await this.db.searchCache.get(key);
      return hit && isFresh(hit.storedAt, now, ttlMs) ? hit.results : undefined;
    });
  }
  putCachedSearch(key: string, results: SearchResult[], now: number): Promise<void> {
    return guarded(() => this.db.searchCache.put({ key, results, storedAt: now }).then(() => undefined));
  }
  getCachedPage(url: string, now: number, ttlMs: number): Promise<Page | undefined> {
    return guarded(async () => {
      const hit = await this.db.pageCache.get(url);
      return hit && isFresh(hit.storedAt, now, ttlMs) ? hit.page : undefined;
    });
  }
  putCachedPage(page: Page, now: number): Promise<void> {
    return guarded(() => this.db.pageCache.put({ url: page.url, page, storedAt: now }).then(() => undefined));
  }

  getCachedAnswer(key: string, now: number, ttlMs: number): Promise<string | undefined> {
    return guarded(async () => {
      const hit = await this.db.answerCache.get(key);
      return hit && isFresh(hit.storedAt, now, ttlMs) ? hit.answer : undefined;
    });
  }
  putCachedAnswer(key: string, answer: string, now: number): Promise<void> {
    return guarded(() => this.db.answerCache.put({ key, answer, storedAt: now }).then(() => undefined));
  }

  /** Deletes cache entries older than their TTL at `now`; returns how many went. */
  pruneCaches(now: number, ttl: { searchMs: number; pageMs: number; answerMs?: number }): Promise<number> {
    const { db } = this;
    return guarded(async () => {
      const searches = await db.searchCache
        .where('storedAt')
        .below(now - ttl.searchMs)
        .delete();
      const pages = await db.pageCache
        .where('storedAt')
        .below(now - ttl.pageMs)
        .delete();
      const answers = ttl.answerMs
        ? await db.answerCache
            .where('storedAt')
            .below(now - ttl.answerMs)
            .delete()
        : 0;
      return searches + pages + answers;
    });
  }
}

/** The stored row for a run: the run plus History's derived, indexed fields. */
export function toRunRow(run: Run, claims: readonly Claim[]): RunRow {
  return {
    ...run,
    searchTerms: searchTermsFor(run, claims),
    site: siteOf(run.article.url),
    label: run.result?.label ?? '',
  };
}

/** `{createdAt, id}` of runs with the given statuses, read from the `[status+createdAt]` index only. */
async function runKeysByStatus(db: CartographerDb, statuses: readonly RunStatus[]) {
  const keys: { createdAt: number; id: string }[] = [];
  for (const status of new Set(statuses)) {
    await db.runs
      .where('[status+createdAt]')
      .between([status, Dexie.minKey], [status, Dexie.maxKey], true, true)
      .eachKey((key, cursor) => {
        keys.push({ createdAt: (key as [string, number])[1], id: cursor.primaryKey as string });
      });
  }
  return keys;
}
