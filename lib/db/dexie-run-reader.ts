/** Reads of one run's records from IndexedDB (Dexie), shared by the writer and the side panel's live views. */
import { STORE_ORDER } from '../engine/adapters/memory/research-store';
import type { RunReads } from '../engine/run-records';
import type { Claim, Evidence, Query, Run, StoredSource, StoredVerdict, TraceEntry } from '../engine/schemas';
import { SetAsideItemSchema } from '../engine/schemas';
import { rowsOfRun, type CartographerDb, type RunChildTable, type RunRow } from './cartographer-db';
import { guarded } from './store-error';

export class DexieRunReader implements RunReads {
  constructor(readonly db: CartographerDb) {}

  getRun(id: string): Promise<Run | undefined> {
    return guarded(async () => {
      const row = await this.db.runs.get(id);
      return row && fromRunRow(row);
    });
  }
  listClaims(runId: string): Promise<Claim[]> {
    return this.listOf<Claim>('claims', runId, STORE_ORDER.claims);
  }
  listQueries(runId: string): Promise<Query[]> {
    return this.listOf<Query>('queries', runId, STORE_ORDER.queries);
  }
  listEvidence(runId: string): Promise<Evidence[]> {
    return this.listOf<Evidence>('evidence', runId, STORE_ORDER.evidence);
  }
  /** Rows saved before set-asides were facts read with their old sentences as legacy facts. */
  async listVerdicts(runId: string): Promise<StoredVerdict[]> {
    const rows = await this.listOf<StoredVerdict>('verdicts', runId, STORE_ORDER.verdicts);
    return rows.map(withSetAsideFacts);
  }
  listSources(runId: string): Promise<StoredSource[]> {
    return this.listOf<StoredSource>('sources', runId, STORE_ORDER.sources);
  }
  /** In the order it was appended. */
  listTrace(runId: string): Promise<TraceEntry[]> {
    return guarded(async () => {
      const rows = await this.db.trace.where('runId').equals(runId).toArray();
      return rows.map(({ runId: _runId, seq: _seq, ...entry }) => entry);
    });
  }

  private listOf<T>(table: RunChildTable, runId: string, order: (a: T, b: T) => number) {
    return guarded(async () => ((await rowsOfRun(this.db, table, runId).toArray()) as T[]).sort(order));
  }
}

/** A stored verdict whose set-aside items are facts (an old row's `{ evidenceId, reason }` becomes a legacy fact). */
function withSetAsideFacts(row: StoredVerdict): StoredVerdict {
  const items: unknown[] = Array.isArray(row.setAside) ? row.setAside : [];
  return {
    ...row,
    setAside: items.flatMap((item) => {
      const parsed = SetAsideItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** The run without History's derived fields. */
export function fromRunRow(row: RunRow): Run {
  const { searchTerms: _terms, site: _site, label: _label, ...run } = row;
  return run;
}

/** Rows for `ids`, in the order given (missing ones skipped). */
export async function loadRuns(db: CartographerDb, ids: readonly string[]): Promise<Run[]> {
  const rows = await db.runs.bulkGet([...ids]);
  return rows.filter((row): row is RunRow => row !== undefined).map(fromRunRow);
}
