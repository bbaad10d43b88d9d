import { describe, expect, it } from 'vitest';
import { progressSteps, runCounts } from '../../../entrypoints/sidepanel/check/run-progress';
import { fakeEvidence, fakeQuery } from '../../builders';

describe('progressSteps', () => {
  it('marks stages before the current one done and later ones pending', () => {
    const steps = progressSteps({ stage: 'search', status: 'running', hop: 0 });
    const states = Object.fromEntries(steps.map((step) => [step.stage, step.state]));
    expect(states).toMatchObject({ ingest: 'done', extract: 'done', search: 'current', hop: 'pending' });
  });

  it('shows the hop number while looking harder', () => {
    const hop = progressSteps({ stage: 'hop', status: 'running', hop: 2 }).find(
      (step) => step.stage === 'hop',
    );
    expect(hop).toMatchObject({ state: 'current', label: 'Looking harder (round 2)' });
  });

  it('marks every stage done when the run is done, and unreached ones skipped when it was cancelled', () => {
    expect(progressSteps({ stage: 'done', status: 'done', hop: 1 }).every((s) => s.state === 'done')).toBe(
      true,
    );
    const cancelled = progressSteps({ stage: 'search', status: 'cancelled', hop: 0 });
    expect(cancelled.find((s) => s.stage === 'search')!.state).toBe('skipped');
    expect(cancelled.find((s) => s.stage === 'extract')!.state).toBe('done');
  });
});

describe('runCounts', () => {
  it('counts executed queries and distinct source URLs', () => {
    const counts = runCounts(
      [1, 2, 3],
      [fakeQuery({ executed: true }), fakeQuery({ executed: false })],
      [fakeEvidence({ url: 'https://a.example/x' }), fakeEvidence({ url: 'https://a.example/x' })],
      [{ url: 'https://b.example/y' }],
    );
    expect(counts).toEqual({ claims: 3, queriesRun: 1, queriesPlanned: 2, sourcesRead: 2, evidence: 2 });
  });
});
