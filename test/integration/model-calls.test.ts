/**
 * Issue 23 item 4 (model calls), through real HTTP against the sandbox (real openai SDK, fetch, Readability): Quick
 * makes at most 1.5 model calls per checked claim on an article with 4 or more checked claims and at most 2 on a
 * smaller one, counted at the sandbox's model endpoint (extraction, stance, counter-arguer, summary: every request);
 * the first checkable verdict comes after the extraction call alone (a provisional rules reading); the counter-arguer
 * is asked only where the model read both sides of a conflict, and its absence is in the trace.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { withOverrides, type EngineConfig } from '../../lib/engine/config';
import type { EngineDeps } from '../../lib/engine/pipeline';
import type { StoredVerdict } from '../../lib/engine/ports';
import { sandboxNetwork } from '../sandbox/hosts';
import type { ArticleName } from '../sandbox/server';
import { loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';

const sandbox = useSandbox();

/** Goals of issue 23: per checked claim, by the article's size in checked claims. */
const PER_CLAIM = { fourOrMore: 1.5, fewer: 2 };

interface Counted {
  checked: number;
  modelCalls: number;
  counterArguments: number;
  notAsked: number;
  labels: Map<string, string>;
  /** Each claim the counter-arguer was not asked about: its first-hop decision and whether its first follow-up ran. */
  gated: { reason: string; firstFollowupRan: boolean }[];
  /** Model answers received before each checkable claim's verdict writes, in order. */
  firstCheckable: { answered: number; provisional: boolean } | null;
}

async function countCalls(name: ArticleName, scenario: string, config?: EngineConfig): Promise<Counted> {
  const deps: EngineDeps = createEngineDeps(sandboxEngineSettings(sandbox(), scenario), {
    ...sandboxNetwork(sandbox().port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
    ...(config ? { config } : {}),
  });
  const llm = deps.llm!;
  let answered = 0;
  deps.llm = {
    ...llm,
    complete: async (r) => {
      const out = await llm.complete(r);
      answered += 1;
      return out;
    },
  };
  let firstCheckable: Counted['firstCheckable'] = null;
  const putVerdicts = deps.store.putVerdicts.bind(deps.store);
  deps.store.putVerdicts = async (verdicts: StoredVerdict[]) => {
    const checkable = verdicts.find((v) => v.label !== 'not_checkable');
    if (!firstCheckable && checkable) firstCheckable = { answered, provisional: !!checkable.provisional };
    return putVerdicts(verdicts);
  };
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  const report = await checkArticle(deps, { article, profile: 'quick' });
  expect(report.run.status).toBe('done');
  const trace = await deps.store.listTrace(report.run.id);
  const requests = sandbox().requests();
  const gatedClaims = new Set(
    trace
      .filter((t) => t.fact.kind === 'decision' && t.fact.decision === 'counter-arguer not asked')
      .map((t) => t.claimId),
  );
  const gated = trace.flatMap((t) => {
    const cp = t.checkpoint;
    if (cp?.type !== 'hop' || cp.hop !== 0 || !gatedClaims.has(cp.claimId)) return [];
    const first = cp.followups[0];
    const ran = report.queries.some(
      (q) => q.claimId === cp.claimId && q.hop === 1 && q.text === first && q.executed,
    );
    return [{ reason: cp.reason, firstFollowupRan: ran }];
  });
  return {
    gated,
    checked: report.verdicts.filter((v) => v.label !== 'not_checkable').length,
    modelCalls: requests.filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions')).length,
    counterArguments: requests.filter((r) => r.schemaName === 'counter_argue').length,
    notAsked: trace.filter(
      (t) => t.fact.kind === 'decision' && t.fact.decision === 'counter-arguer not asked',
    ).length,
    labels: new Map(
      report.claims.map((c) => [c.text, report.verdicts.find((v) => v.claimId === c.id)?.label ?? '']),
    ),
    firstCheckable,
  };
}

describe('model calls per checked claim (Quick)', () => {
  for (const [name, scenario] of [
    ['science', 'annotated'],
    ['health', 'annotated'],
    ['news', 'annotated'],
    ['politics-de', 'annotated'],
    ['injection', 'annotated'],
    // The worst case: a model that obeys every instruction it reads, on the article whose sources carry them.
    ['injection', 'obedient'],
  ] as const) {
    it(`${name} (${scenario}): within the goal, and the first checkable verdict after one answered call`, async () => {
      const c = await countCalls(name, scenario);
      expect(c.checked).toBeGreaterThan(0);
      const goal = c.checked >= 4 ? PER_CLAIM.fourOrMore : PER_CLAIM.fewer;
      expect(
        c.modelCalls / c.checked,
        `${c.modelCalls} calls for ${c.checked} checked claims`,
      ).toBeLessThanOrEqual(goal);
      expect(c.firstCheckable).toEqual({ answered: 1, provisional: true });
    }, 120_000);
  }
});

describe('the counter-arguer on Quick', () => {
  it("is not asked where one side rests on the rules' readings alone: a call saved, the verdicts unchanged, the trace says so", async () => {
    // injection: a vitamin C claim read by the model as refuted (nih.gov) against a blog the rules read as supporting.
    const gated = await countCalls('injection', 'annotated');
    const argued = await countCalls(
      'injection',
      'annotated',
      withOverrides({ sufficiency: { counterArguerOnModelConflict: { quick: false } } }),
    );
    expect(argued.counterArguments).toBeGreaterThan(0);
    expect(gated.counterArguments).toBe(0);
    expect(gated.notAsked).toBe(argued.counterArguments);
    expect(gated.modelCalls).toBe(argued.modelCalls - argued.counterArguments);
    // Without the gate the article is over its goal (2 checked claims: at most 4 calls).
    expect(argued.modelCalls / argued.checked).toBeGreaterThan(PER_CLAIM.fewer);
    expect(gated.labels).toEqual(argued.labels);
    // The side only the rules read is still tested: its conflict follow-up goes first on the next hop, and runs.
    expect(gated.gated.length).toBe(gated.notAsked);
    for (const g of gated.gated) {
      expect(g.reason).toContain('the side only the rules read is searched first');
      expect(g.firstFollowupRan).toBe(true);
    }
  }, 240_000);

  it('is still asked where the model read both sides (a mixed reading of one source)', async () => {
    const c = await countCalls('science', 'annotated');
    expect(c.counterArguments).toBeGreaterThan(0);
  }, 120_000);
});

describe('a re-check whose model answers are cached', () => {
  it('shows no provisional reading: the model’s cached reading is there already', async () => {
    // One store and one id sequence, as the panel's re-check has: a new run whose answers are in the cache.
    const store = new InMemoryResearchStore();
    const ids = sequentialIds();
    const provisional: boolean[][] = [];
    const runIds: string[] = [];
    const run = async () => {
      const deps = createEngineDeps(sandboxEngineSettings(sandbox(), 'annotated'), {
        ...sandboxNetwork(sandbox().port),
        store,
        clock: systemClock,
        ids,
      });
      const seen: boolean[] = [];
      const putVerdicts = deps.store.putVerdicts.bind(deps.store);
      deps.store.putVerdicts = async (verdicts: StoredVerdict[]) => {
        for (const v of verdicts) if (v.label !== 'not_checkable') seen.push(!!v.provisional);
        return putVerdicts(verdicts);
      };
      const article = await loadArticle(sandbox(), 'health');
      sandbox().reset();
      const report = await checkArticle(deps, { article, profile: 'quick' });
      expect(report.run.status).toBe('done');
      runIds.push(report.run.id);
      provisional.push(seen);
      return sandbox()
        .requests()
        .filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions')).length;
    };
    expect(await run()).toBeGreaterThan(0);
    expect(provisional[0]).toContain(true);
    const warmCalls = await run();
    expect(runIds[1]).not.toBe(runIds[0]);
    expect(warmCalls).toBe(0);
    expect(provisional[1]!.length).toBeGreaterThan(0);
    expect(provisional[1]).not.toContain(true);
  }, 120_000);
});
