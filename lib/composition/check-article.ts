/** One-call check for Node callers (CLI, demo, tests): create the run, execute it, and load what it stored. */
import { createRun, executeRun, type CreateRunInput, type EngineDeps } from '../engine/pipeline';
import { loadExistingRun } from '../engine/run-records';
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
  const { trace: _trace, ...report } = await loadExistingRun(deps.store, runId);
  return report;
}
