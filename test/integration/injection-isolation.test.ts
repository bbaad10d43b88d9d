import { describe, expect, it } from 'vitest';
import { createRunContext } from '../../lib/engine/pipeline/context/create-run-context';
import { stanceStage } from '../../lib/engine/pipeline/stance/stance-stage';
import { fakeClaim, fakeRun } from '../builders';
import { makeDeps, useSandbox } from './harness';
import { sandboxPassage } from './sandbox-passage';

const sandbox = useSandbox({ reset: false });

describe('an injected source spoils at most its own vote', () => {
  it('assesses a passage carrying instructions in its own call, so a gullible model cannot flip the honest passages', async () => {
    const deps = makeDeps(sandbox(), 'gullible');
    // Deep sends up to 3 sources per claim to the model, so both passages are read by it.
    const run = fakeRun({ id: 'run-iso', profile: 'deep' });
    const ctx = createRunContext(deps, run);
    const claim = fakeClaim({
      id: 'c-vitc',
      runId: run.id,
      text: 'Taking vitamin C megadoses cures the common cold within 24 hours.',
    });
    const honest = sandboxPassage(sandbox().port, 'nih-vitamin-c');
    const injected = sandboxPassage(sandbox().port, 'medium-vitamin-c-injection');
    expect(injected.passage).toMatch(/Ignore previous instructions/);

    const { evidence } = await stanceStage(ctx, claim, [honest, injected]);

    const calls = ctx.tracer.entries().filter((t) => t.kind === 'model');
    expect(calls.map((t) => t.purpose).sort()).toEqual([
      'stance for c-vitc (1 passages)',
      'stance for c-vitc (1 passages)',
    ]);
    const nih = evidence.find((e) => e.url === honest.candidate.result.url)!;
    const medium = evidence.find((e) => e.url === injected.candidate.result.url)!;
    expect(nih.stance).toBe('refutes');
    // Its own (annotated, weak) testimonial is what it says; the instruction was cut before the model read it.
    expect(medium.strength).toBeLessThanOrEqual(0.4);
    expect(medium.passage).not.toMatch(/Ignore previous instructions/);
    expect(medium.rationale).toMatch(/those sentences were cut and the rest read alone/);
  });
});
