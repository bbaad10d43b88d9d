/** One-call check for Node callers (CLI, demo, tests): create the run, execute it, and load what it stored. */
import { createRun, executeRun, type CreateRunInput, type EngineDeps } from '../engine/pipeline';
import type { ReportInput } from '../report/report-input';

export async function checkArticle(
  deps: EngineDeps,
  input: CreateRunInput,
  signal?: AbortSignal,
): Promise<ReportInput> {
  const created = await createRun(deps, input);
  await executeRun(deps, created.id, signal);
  return loadReportInput(deps, created.id);
}

/** Everything stored for a run, in the shape the reports take. */
export async function loadReportInput(deps: Pick<EngineDeps, 'store'>, runId: string): Promise<ReportInput> {
  const { store } = deps;
  const run = await store.getRun(runId);
  if (!run) throw new Error(`Run ${runId} is not in the store`);
  const [claims, queries, evidence, verdicts, sources] = await Promise.all([
    store.listClaims(runId),
    store.listQueries(runId),
    store.listEvidence(runId),
    store.listVerdicts(runId),
    store.listSources(runId),
  ]);
  return { run, claims, queries, evidence, verdicts, sources };
}
