/** The run's life in one place: statuses and stages, which changes are allowed, which states are finished. */
import { EngineError } from '../../errors';
import { RunStageSchema, type RunStage, type RunStatus } from '../../schemas';

/** States a run never leaves: the check is over and what it found is kept. */
export const END_STATES = [
  'done',
  'partial',
  'no-evidence',
  'failed',
  'cancelled',
] as const satisfies readonly RunStatus[];
type EndState = (typeof END_STATES)[number];

/** States in which a run still has work to do (resumed when the worker wakes). */
export const UNFINISHED_STATES = ['queued', 'running'] as const satisfies readonly RunStatus[];

const TRANSITIONS: Readonly<Record<RunStatus, readonly RunStatus[]>> = {
  // A queued run can end without running: cancelled, failed (storage), or partial (imported unfinished).
  queued: ['running', 'cancelled', 'failed', 'partial'],
  running: ['running', ...END_STATES],
  done: [],
  partial: [],
  'no-evidence': [],
  failed: [],
  cancelled: [],
};

export function isFinished(status: RunStatus): status is EndState {
  return (END_STATES as readonly RunStatus[]).includes(status);
}

function canTransition(from: RunStatus, to: RunStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Moves a run to its next status, refusing a transition the run's life does not allow. */
export function transition<T extends { status: RunStatus }>(run: T, to: RunStatus): T {
  if (!canTransition(run.status, to))
    throw new EngineError('run/invalid-transition', `A check cannot go from "${run.status}" to "${to}".`);
  run.status = to;
  return run;
}

/** Stages in the order a run goes through them: ingest → extract → search → hop → synthesise → done. */
const RUN_STAGES: readonly RunStage[] = RunStageSchema.options;

/** Stages only move forward (staying is allowed: concurrent claims each enter `hop`); `done` follows `synthesise`. */
export function canEnterStage(from: RunStage, to: RunStage): boolean {
  if (to === 'done') return from === 'synthesise' || from === 'done';
  return RUN_STAGES.indexOf(to) >= RUN_STAGES.indexOf(from);
}

/** True when the run has not yet reached `stage` (a resumed run skips the stages it has passed). */
export function isBefore(current: RunStage, stage: RunStage): boolean {
  return RUN_STAGES.indexOf(current) < RUN_STAGES.indexOf(stage);
}

/** Moves a run to `stage`, refusing to go back. */
export function enterStage<T extends { stage: RunStage }>(run: T, stage: RunStage): T {
  if (!canEnterStage(run.stage, stage))
    throw new EngineError(
      'run/invalid-transition',
      `A check cannot go back from "${run.stage}" to "${stage}".`,
    );
  run.stage = stage;
  return run;
}
