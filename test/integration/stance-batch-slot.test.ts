/**
 * A source's stance batch stays open while it waits for a model slot: passages about that source queued meanwhile
 * ride in the same call (issue 23, fewer calls when the model is the bottleneck), and never another source's text.
 * On the first hop a batch waits at the barrier for other claims' passages only while the model has other work.
 */
import { describe, expect, it } from 'vitest';
import { createRunContext } from '../../lib/engine/pipeline/context/create-run-context';
import { stanceStage } from '../../lib/engine/pipeline/stance/stance-stage';
import type { EngineConfig } from '../../lib/engine/config';
import type { Claim, Profile, TraceEntry } from '../../lib/engine/schemas';
import { fakeClaim, fakeQuery, fakeRun } from '../builders';
import { makeDeps, recordPrompts, useSandbox } from './harness';
import { sandboxPassage } from './sandbox-passage';

const sandbox = useSandbox({ reset: false });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Deep run of three claims about the sandbox's population sources (`c-a` and `c-b` state the same claim, `c-c`
 * another), its model answering in 600 ms, with `slots` model slots and the stance settings given.
 */
function threeClaims(
  id: string,
  slots: number,
  stance: Partial<EngineConfig['stance']> = {},
  profile: Profile = 'deep',
) {
  sandbox().setLatency({ modelMs: 600, modelJitterMs: 0 });
  const deps = makeDeps(sandbox(), 'annotated');
  deps.config = {
    ...deps.config,
    model: { ...deps.config.model, concurrency: slots },
    stance: { ...deps.config.stance, ...stance },
  };
  const prompts = recordPrompts(deps);
  const run = fakeRun({ id, profile });
  const ctx = createRunContext(deps, run);
  const claim = (claimId: string, text: string): Claim => fakeClaim({ id: claimId, runId: run.id, text });
  const population =
    'The population of Northvale rose to 1,482,000 at the end of 2023, up 1.6 percent on the year before.';
  const claims = [
    claim('c-a', population),
    claim('c-b', population),
    claim(
      'c-c',
      'Births in the region fell to 13,900 last year, the lowest number since records began in 1961.',
    ),
  ];
  ctx.claims = claims;
  const bulletin = sandboxPassage(sandbox().port, 'long-population-official');
  const herald = sandboxPassage(sandbox().port, 'long-population-press');
  return { ctx, run, claim, claims, prompts, bulletin, herald };
}

/** The run's stance calls, each as the claims it read ("c-b+c-c"). */
function stanceCalls(ctx: ReturnType<typeof threeClaims>['ctx']): string[] {
  return ctx.tracer
    .entries()
    .filter((t: TraceEntry) => t.kind === 'model')
    .map((t) => (t.fact.kind === 'stance' ? [...t.fact.claimIds].sort().join('+') : t.fact.kind));
}

/**
 * A follow-up hop (the short batch window, no first-hop barrier) of three claims: `c-a` reads the official bulletin,
 * `c-b` the newspaper 50 ms later and `c-c` the newspaper 400 ms later — after the newspaper's batch window closed,
 * while the bulletin's call (600 ms) still holds the slot when the run has one.
 */
async function followUpHop(modelSlots: number) {
  const { ctx, run, claims, prompts, bulletin, herald } = threeClaims(`run-slot-${modelSlots}`, modelSlots);
  ctx.queries = [fakeQuery({ id: 'q-1', runId: run.id, claimId: 'c-a', hop: 1, intent: 'followup' })];
  const done = [stanceStage(ctx, claims[0]!, [bulletin])];
  await sleep(50);
  done.push(stanceStage(ctx, claims[1]!, [herald]));
  await sleep(350);
  done.push(stanceStage(ctx, claims[2]!, [herald]));
  const results = await Promise.all(done);
  sandbox().setLatency({ modelMs: 0 });
  const calls = stanceCalls(ctx).sort();
  return {
    calls,
    prompts,
    results,
    bulletin: bulletin.candidate.result.url,
    herald: herald.candidate.result.url,
  };
}

describe('a stance batch waiting for a model slot', () => {
  it('takes in the passages about its source that arrive while it waits, and only those', async () => {
    const oneSlot = await followUpHop(1);
    // The newspaper's batch was still waiting for the only slot when c-c asked: one call answers c-b and c-c.
    expect(oneSlot.calls).toEqual(['c-a', 'c-b+c-c']);
    for (const p of oneSlot.prompts)
      expect(p.includes(oneSlot.bulletin) && p.includes(oneSlot.herald)).toBe(false);
    // Every passage got the model's reading (none fell back to the rules for want of an answer).
    const evidence = oneSlot.results.flatMap((r) => r.evidence);
    expect(evidence).toHaveLength(3);
    expect(evidence.every((e) => !e.heuristic)).toBe(true);

    // With free slots nothing waits: the newspaper's batch leaves after its window, and c-c gets a call of its own.
    const freeSlots = await followUpHop(4);
    expect(freeSlots.calls).toEqual(['c-a', 'c-b', 'c-c']);
  });
});

describe('a first-hop stance batch at the barrier', () => {
  it('waits while the model is busy and takes the model as soon as it would sit idle', async () => {
    // A barrier that never times out here: only the model going idle can end it (c-d never reaches the stance stage).
    const { ctx, claim, claims, bulletin, herald } = threeClaims('run-barrier-idle', 2, {
      batchMaxWaitMs: 600_000,
    });
    ctx.claims = [...claims, claim('c-d', 'The tram network carried 61 million passengers last year.')];
    // c-a is the first claim: its source goes at once. c-b and c-c queue the newspaper while c-a's call runs.
    const done = [stanceStage(ctx, claims[0]!, [bulletin])];
    await sleep(300);
    done.push(stanceStage(ctx, claims[1]!, [herald]));
    await sleep(100);
    done.push(stanceStage(ctx, claims[2]!, [herald]));
    const results = await Promise.all(done);
    sandbox().setLatency({ modelMs: 0 });
    const calls = stanceCalls(ctx);
    // The newspaper's batch waited while c-a's call held the model and took c-c's passage in; it left when the
    // model went idle, not when the barrier timed out.
    expect(calls).toEqual(['c-a', 'c-b+c-c']);
    const evidence = results.flatMap((r) => r.evidence);
    expect(evidence).toHaveLength(3);
    expect(evidence.every((e) => !e.heuristic)).toBe(true);
  }, 20_000);

  it('gives way only in Deep: in Quick (search its bottleneck) it keeps waiting for other claims while the model is idle', async () => {
    const sent = async (profile: Profile) => {
      const { ctx, claim, claims, bulletin, herald } = threeClaims(
        `run-barrier-${profile}`,
        2,
        { batchMaxWaitMs: 1500 },
        profile,
      );
      ctx.claims = [...claims, claim('c-d', 'The tram network carried 61 million passengers last year.')];
      // c-c queues the newspaper after c-a's call has ended: the model is idle.
      const done = [stanceStage(ctx, claims[0]!, [bulletin])];
      await sleep(300);
      done.push(stanceStage(ctx, claims[1]!, [herald]));
      await sleep(900);
      done.push(stanceStage(ctx, claims[2]!, [herald]));
      await Promise.all(done);
      sandbox().setLatency({ modelMs: 0 });
      return stanceCalls(ctx);
    };
    expect(await sent('deep')).toEqual(['c-a', 'c-b', 'c-c']);
    expect(await sent('quick')).toEqual(['c-a', 'c-b+c-c']);
  }, 20_000);
});
