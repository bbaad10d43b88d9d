/** Everything the panel shows about one run, read live from Dexie (re-renders as the background writes). */
import { useLiveQuery } from 'dexie-react-hooks';
import { rowsOfRun, type TraceRow } from '@/lib/db/cartographer-db';
import type { StoredSource, StoredVerdict } from '@/lib/engine/ports';
import type { Claim, Evidence, Query } from '@/lib/engine/schemas';
import type { ReportInput } from '@/lib/report/report-input';
import { db } from '../db';

/** What a report is rendered from, plus the run's trace. */
export interface RunData extends ReportInput {
  trace: TraceRow[];
}

/** undefined while loading, null when there is no such run (deleted, or none chosen). */
export function useRunData(runId: string | null): RunData | null | undefined {
  return useLiveQuery(async () => {
    if (!runId) return null;
    const run = await db.runs.get(runId);
    if (!run) return null;
    const [claims, queries, evidence, verdicts, sources, trace] = await Promise.all([
      rowsOfRun(db, 'claims', runId).toArray() as Promise<Claim[]>,
      rowsOfRun(db, 'queries', runId).toArray() as Promise<Query[]>,
      rowsOfRun(db, 'evidence', runId).toArray() as Promise<Evidence[]>,
      rowsOfRun(db, 'verdicts', runId).toArray() as Promise<StoredVerdict[]>,
      rowsOfRun(db, 'sources', runId).toArray() as Promise<StoredSource[]>,
      db.trace.where('runId').equals(runId).sortBy('seq'),
    ]);
    return { run, claims, queries, evidence, verdicts, sources, trace };
  }, [runId]);
}
