/** The run's progress by stage, with counts derived from its rows in the database. */
import type { Evidence, Query, Run, RunStage } from '@/lib/engine';
import { isFinished } from '@/lib/engine';

type StepState = 'done' | 'current' | 'pending' | 'skipped';

interface ProgressStep {
  stage: RunStage;
  label: string;
  state: StepState;
}

/** Stages shown to the user, in pipeline order ('done' is not a step). */
const STEPS: readonly { stage: RunStage; label: string }[] = [
  { stage: 'ingest', label: 'Reading the article' },
  { stage: 'extract', label: 'Finding claims' },
  { stage: 'search', label: 'Searching, reading and weighing sources' },
  { stage: 'hop', label: 'Looking harder' },
  { stage: 'synthesise', label: 'Summing up' },
];

/** One entry per stage: done before the run's stage, current at it, pending after (skipped when it ended early). */
export function progressSteps(run: Pick<Run, 'stage' | 'status' | 'hop'>): ProgressStep[] {
  const at = run.stage === 'done' ? STEPS.length : STEPS.findIndex((step) => step.stage === run.stage);
  const finished = isFinished(run.status);
  return STEPS.map((step, index) => {
    const label = step.stage === 'hop' && run.hop > 0 ? `${step.label} (round ${run.hop})` : step.label;
    let state: StepState = index < at ? 'done' : index === at ? 'current' : 'pending';
    if (finished && state !== 'done') state = run.status === 'done' ? 'done' : 'skipped';
    return { stage: step.stage, label, state };
  });
}

interface RunCounts {
  claims: number;
  queriesRun: number;
  queriesPlanned: number;
  sourcesRead: number;
  evidence: number;
}

/** Claims found, queries run (of planned), distinct sources read and evidence items. */
export function runCounts(
  claims: readonly unknown[],
  queries: readonly Pick<Query, 'executed'>[],
  evidence: readonly Pick<Evidence, 'url'>[],
  sources: readonly { url: string }[],
): RunCounts {
  const urls = new Set([...sources.map((s) => s.url), ...evidence.map((e) => e.url)]);
  return {
    claims: claims.length,
    queriesRun: queries.filter((query) => query.executed).length,
    queriesPlanned: queries.length,
    sourcesRead: urls.size,
    evidence: evidence.length,
  };
}

/** True while the background may still write to the run. */
export function isActive(run: Pick<Run, 'status'>): boolean {
  return !isFinished(run.status);
}

/** "1:05" for 65 s: the elapsed time of a running check. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** The step a running check is on, in the words of the steps list. */
export function currentStepLabel(run: Pick<Run, 'stage' | 'status' | 'hop'>): string | null {
  return progressSteps(run).find((step) => step.state === 'current')?.label ?? null;
}
