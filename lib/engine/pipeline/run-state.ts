/** The run's life in one place: statuses, which transitions are allowed, which states are finished. */
import { EngineError } from '../errors';
import type { RunStatus } from '../schemas';

/** States a run never leaves: the check is over and what it found is kept. */
export const END_STATES = [
  'done',
  'partial',
  'no-evidence',
  'failed',
  'cancelled',
] as const satisfies readonly RunStatus[];
export type EndState = (typeof END_STATES)[number];

/** States in which a run still has work to do (resumed when the worker wakes). */
export const UNFINISHED_STATES = ['queued', 'running'] as const satisfies readonly RunStatus[];

const TRANSITIONS: Readonly<Record<RunStatus, readonly RunStatus[]>> = {
  queued: ['running', 'cancelled', 'failed'],
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

export function canTransition(from: RunStatus, to: RunStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Moves a run to its next status, refusing a transition the run's life does not allow. */
export function transition<T extends { status: RunStatus }>(run: T, to: RunStatus): T {
  if (!canTransition(run.status, to))
    throw new EngineError('run/invalid-transition', `A check cannot go from "${run.status}" to "${to}".`);
  run.status = to;
  return run;
}
