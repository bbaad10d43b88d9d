import { describe, expect, it } from 'vitest';
import { Checkpoints } from '../../../../../lib/engine/pipeline/context/checkpoints';
import {
  END_STATES,
  canEnterStage,
  enterStage,
  isFinished,
  transition,
} from '../../../../../lib/engine/pipeline/context/run-state';
import { RunStageSchema, RunStatusSchema, type TraceEntry } from '../../../../../lib/engine/schemas';
import { fakeRun, fakeTrace } from '../../../../builders';

describe('run status', () => {
  it('knows every end state, and only those, as finished', () => {
    for (const status of RunStatusSchema.options)
      expect(isFinished(status), status).toBe((END_STATES as readonly string[]).includes(status));
    expect(isFinished('no-evidence')).toBe(true);
  });

  it('never leaves an end state', () => {
    for (const end of END_STATES)
      for (const to of RunStatusSchema.options)
        expect(() => transition(fakeRun({ status: end }), to)).toThrow(/cannot go/);
  });

  it('runs queued → running → an end state', () => {
    const run = fakeRun({ status: 'queued' });
    transition(run, 'running');
    transition(run, 'no-evidence');
    expect(run.status).toBe('no-evidence');
  });
});

describe('run stage', () => {
  it('moves forward only; done comes after synthesise', () => {
    const run = fakeRun({ stage: 'ingest' });
    for (const stage of ['extract', 'search', 'hop', 'hop', 'synthesise', 'done'] as const) {
      enterStage(run, stage);
      expect(run.stage).toBe(stage);
    }
    expect(() => enterStage(fakeRun({ stage: 'hop' }), 'search')).toThrow(/cannot go back/);
    expect(canEnterStage('search', 'done')).toBe(false);
    expect(RunStageSchema.options).toEqual(['ingest', 'extract', 'search', 'hop', 'synthesise', 'done']);
  });
});

describe('checkpoints', () => {
  const entry = (over: Partial<TraceEntry>): TraceEntry => fakeTrace({ ...over });

  it('are read back only from typed checkpoint entries, never from trace text', () => {
    const cps = Checkpoints.fromTrace([
      entry({ id: 't1', kind: 'checkpoint', checkpoint: { type: 'extract' } }),
      entry({
        id: 't2',
        kind: 'checkpoint',
        checkpoint: {
          type: 'hop',
          claimId: 'c1',
          hop: 0,
          decision: 'ENOUGH',
          reason: 'two sources',
          followups: [],
        },
      }),
      // What the old engine wrote: a decision whose purpose and detail look like a checkpoint.
      entry({
        id: 't3',
        kind: 'decision',
        purpose: 'checkpoint: stance done, hop 0',
        detail: JSON.stringify({ type: 'stance', claimId: 'c1', hop: 0 }),
      }),
      entry({ id: 't4', kind: 'model', purpose: 'extract claims' }),
      // A damaged checkpoint only means that step is redone.
      entry({ id: 't5', kind: 'checkpoint', checkpoint: undefined }),
    ]);
    expect(cps.extract()?.traceId).toBe('t1');
    expect(cps.hop('c1', 0)).toMatchObject({ decision: 'ENOUGH', traceId: 't2' });
    expect(cps.stance('c1', 0)).toBeUndefined();
    expect(cps.hops()).toHaveLength(1);
  });
});
