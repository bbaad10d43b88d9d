/** Everything the panel shows about one run, read live from Dexie (re-renders as the background writes). */
import { useLiveQuery } from 'dexie-react-hooks';
import { DexieRunReader } from '@/lib/db/dexie-run-reader';
import { loadRun, type RunRecords } from '@/lib/engine';
import { db } from '../db';

/** What a report is rendered from, plus the run's trace. */
export type RunData = RunRecords;

const reader = new DexieRunReader(db);

/** undefined while loading, null when there is no such run (deleted, or none chosen). */
export function useRunData(runId: string | null): RunData | null | undefined {
  return useLiveQuery(async () => (runId ? ((await loadRun(reader, runId)) ?? null) : null), [runId]);
}
