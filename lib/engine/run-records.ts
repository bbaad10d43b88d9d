/** One run and everything stored for it, loaded in one place (executeRun, reports, the side panel's live view). */
import { EngineError } from './errors';
import type { ResearchStore } from './ports';
import type { Run } from './schemas';

/** The reads `loadRun` needs: any ResearchStore, or a read-only view of one. */
export type RunReads = Pick<
  ResearchStore,
  'getRun' | 'listClaims' | 'listQueries' | 'listEvidence' | 'listVerdicts' | 'listSources' | 'listTrace'
>;

export interface RunRecords {
  run: Run;
  claims: Awaited<ReturnType<ResearchStore['listClaims']>>;
  queries: Awaited<ReturnType<ResearchStore['listQueries']>>;
  evidence: Awaited<ReturnType<ResearchStore['listEvidence']>>;
  verdicts: Awaited<ReturnType<ResearchStore['listVerdicts']>>;
  sources: Awaited<ReturnType<ResearchStore['listSources']>>;
  trace: Awaited<ReturnType<ResearchStore['listTrace']>>;
}

/** The run with all its records, or undefined when there is no such run. */
export async function loadRun(store: RunReads, runId: string): Promise<RunRecords | undefined> {
  const run = await store.getRun(runId);
  if (!run) return undefined;
  const [claims, queries, evidence, verdicts, sources, trace] = await Promise.all([
    store.listClaims(runId),
    store.listQueries(runId),
    store.listEvidence(runId),
    store.listVerdicts(runId),
    store.listSources(runId),
    store.listTrace(runId),
  ]);
  return { run, claims, queries, evidence, verdicts, sources, trace };
}

/** As `loadRun`, for callers that were given the id of a run that must exist. */
export async function loadExistingRun(store: RunReads, runId: string): Promise<RunRecords> {
  const records = await loadRun(store, runId);
  if (!records)
    throw new EngineError(
      'store/not-found',
      'This check no longer exists: it may have been deleted in History.',
    );
  return records;
}
