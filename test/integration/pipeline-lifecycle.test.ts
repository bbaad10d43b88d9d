import { ENGINE_CONFIG } from '../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { checkArticle, loadReportInput } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { CartographerDb } from '../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../lib/db/dexie-research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { sandboxFetch } from '../sandbox/hosts';
import { sandboxEngineSettings } from './sandbox-settings';
import { createRun, executeRun, INTERRUPT, type RunProgress } from '../../lib/engine/pipeline';
import type { TraceEntry } from '../../lib/engine/schemas';
import { FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, truthTable, useSandbox } from './harness';

const sandbox = useSandbox();

/** The claim-extraction calls the sandbox model received. */
const extractCalls = () =>
  sandbox()
    .requests()
    .filter((r) => r.schemaName === 'extract_claims');

const firstStance = (controller: AbortController, reason?: unknown) => (e: RunProgress) => {
  if (e.stage === 'stance' && !controller.signal.aborted) controller.abort(reason);
};

/**
 * A store that interrupts the run (as the service worker being stopped would, `INTERRUPT`) the moment the first
 * stance call's answer is recorded: the model has answered and no claim has reached its checkpoint yet.
 */
class InterruptAtFirstStanceAnswer extends InMemoryResearchStore {
  constructor(private readonly controller: AbortController) {
    super();
  }
  override async appendTrace(runId: string, entries: TraceEntry[]): Promise<void> {
    await super.appendTrace(runId, entries);
    const answered = entries.some(
      (e) => e.kind === 'model' && e.fact.kind === 'stance' && e.outcome === 'ok',
    );
    if (answered && !this.controller.signal.aborted) this.controller.abort(INTERRUPT);
  }
}

/**
 * How many passages were sent to the model to read (second looks aside; answers from the cache were not sent), or
 * those of its calls with this outcome.
 */
function stancePassages(trace: readonly TraceEntry[], outcome?: TraceEntry['outcome']): number {
  return trace
    .filter(
      (t) => t.kind === 'model' && (outcome === undefined ? t.outcome !== 'cached' : t.outcome === outcome),
    )
    .reduce((n, t) => n + (t.fact.kind === 'stance' && !t.fact.secondLook ? t.fact.passages : 0), 0);
}

describe('run lifecycle', () => {
  it('cancel stops the run and keeps what was found (status cancelled)', async () => {
    const controller = new AbortController();
    const deps = makeDeps(sandbox(), 'annotated', { onProgress: firstStance(controller) });
    const report = await checkArticle(
      deps,
      { article: await loadArticle(sandbox(), 'health'), profile: 'deep' },
      controller.signal,
    );
    expect(report.run.status).toBe('cancelled');
    expect(report.run.notices.join(' ')).toMatch(/Cancelled/);
    expect(report.claims.length).toBeGreaterThan(0);
    expect(report.evidence.length).toBeGreaterThan(0);
    expect(report.verdicts.length).toBe(report.claims.length);
    // A cancelled run is final: executing it again does nothing.
    const again = await executeRun(deps, report.run.id);
    expect(again.status).toBe('cancelled');
  });

  // No retry: every answered reading is kept the moment it answers (`stance-readings.ts`) and a claim stops only once
  // all its calls have settled, so only the calls cut off by the interruption (at most `model.concurrency`) are sent
  // again. Counted in passages: how a source's passages are batched (one call for two claims, or two calls) varies with
  // CPU load in a clean run too, so clean and resumed call counts differ by a call either way under load.
  // Three deep checks (clean, interrupted, resumed): under heavy CPU load one can pass 30 s.
  it(
    'resumes after an interruption and finishes without redoing finished model calls',
    { timeout: 60_000 },
    async () => {
      const article = await loadArticle(sandbox(), 'health');
      // Deep: Quick's first stance calls (one per claim, no barrier) are all in flight before the first answer, so an
      // interruption there would come after every call a clean Quick run makes.
      const cleanStore = new InMemoryResearchStore();
      const clean = await checkArticle(makeDeps(sandbox(), 'annotated', { store: cleanStore }), {
        article,
        profile: 'deep',
      });
      const cleanPassages = stancePassages(await cleanStore.listTrace(clean.run.id));
      sandbox().reset();

      const store = new InMemoryResearchStore();
      const controller = new AbortController();
      const first = makeDeps(sandbox(), 'annotated', {
        store,
        onProgress: firstStance(controller, INTERRUPT),
      });
      const run = await createRun(first, { article, profile: 'deep' });
      const interrupted = await executeRun(first, run.id, controller.signal);
      expect(interrupted.status).toBe('running');
      expect((await store.listUnfinishedRuns()).map((r) => r.id)).toContain(run.id);
      const callsBefore = interrupted.usage.modelCalls;
      expect(callsBefore).toBeGreaterThan(0);
      expect(callsBefore).toBeLessThan(clean.run.usage.modelCalls);
      const before = await store.listTrace(run.id);
      const cutOff = before.filter((t) => t.kind === 'model' && t.outcome === 'error');
      expect(cutOff.length).toBeLessThanOrEqual(ENGINE_CONFIG.model.concurrency);

      const second = makeDeps(sandbox(), 'annotated', { store });
      const finished = await executeRun(second, run.id);
      expect(finished.status).toBe('done');
      expect(extractCalls()).toHaveLength(1);
      // Every request the server saw counts, across both sessions. A call cut off by the interruption counts as spent
      // too: the client cannot tell whether its request reached the server before it was aborted (one that had only
      // just started, as a batch the idle model had just taken, often has not). So the usage is what the server saw,
      // plus at most the cut-off calls, never less.
      const chats = sandbox()
        .requests()
        .filter((r) => r.kind === 'model' && r.path.endsWith('/completions'));
      expect(finished.usage.modelCalls).toBeGreaterThanOrEqual(chats.length);
      expect(finished.usage.modelCalls).toBeLessThanOrEqual(chats.length + cutOff.length);
      // Each passage a clean run reads is sent once more after the interruption unless its answer had arrived.
      const resumed = (await store.listTrace(run.id)).slice(before.length);
      expect(stancePassages(resumed)).toBe(cleanPassages - stancePassages(before, 'ok'));
      const report = await loadReportInput(second, run.id);
      for (const row of truthTable('health', report.claims, report.verdicts)) {
        expect(row.truth === 'true' ? TRUE_LABELS : FALSE_LABELS, row.id).toContain(row.label);
      }
    },
  );

  it('an interruption right after a stance call answered: resume reads every other passage and never that one again', async () => {
    const article = await loadArticle(sandbox(), 'health');
    // A Re-run: nothing comes from the model-answer cache, so only the run's own records can spare the call.
    const input = { article, profile: 'deep' as const, fresh: true };
    const cleanStore = new InMemoryResearchStore();
    const clean = await checkArticle(makeDeps(sandbox(), 'annotated', { store: cleanStore }), input);
    const cleanPassages = stancePassages(await cleanStore.listTrace(clean.run.id));
    expect(cleanPassages).toBeGreaterThan(0);
    sandbox().reset();

    const controller = new AbortController();
    const store = new InterruptAtFirstStanceAnswer(controller);
    const first = makeDeps(sandbox(), 'annotated', { store });
    const run = await createRun(first, input);
    const interrupted = await executeRun(first, run.id, controller.signal);
    expect(interrupted.status).toBe('running');
    const before = await store.listTrace(run.id);
    // The model answered at least one passage before the interruption, and no claim's step was finished.
    const answered = stancePassages(before, 'ok');
    expect(answered).toBeGreaterThan(0);
    expect(before.some((t) => t.checkpoint?.type === 'stance')).toBe(false);

    const finished = await executeRun(makeDeps(sandbox(), 'annotated', { store }), run.id);
    expect(finished.status).toBe('done');
    const resumed = (await store.listTrace(run.id)).slice(before.length);
    // Every passage a clean run reads is read once across both sessions: the answered ones are not asked again
    // (the calls cut off by the interruption are, as their answers never arrived).
    expect(stancePassages(resumed)).toBe(cleanPassages - answered);
    expect(stancePassages(resumed, 'ok')).toBe(cleanPassages - answered);
  });

  it('deleting an interrupted run deletes the model readings kept for its resume', async () => {
    const db = new CartographerDb(`cartographer-lifecycle-${Date.now()}`);
    const store = new DexieResearchStore(db);
    const controller = new AbortController();
    const deps = makeDeps(sandbox(), 'annotated', { store, onProgress: firstStance(controller, INTERRUPT) });
    const input = { article: await loadArticle(sandbox(), 'health'), profile: 'deep' as const, fresh: true };
    const run = await createRun(deps, input);
    const other = await createRun(deps, input);
    expect((await executeRun(deps, run.id, controller.signal)).status).toBe('running');
    const readings = (id: string) =>
      db.trace
        .where('runId')
        .equals(id)
        .filter((row) => row.checkpoint?.type === 'reading')
        .count();
    expect(await readings(run.id)).toBeGreaterThan(0);
    await store.appendTrace(other.id, (await store.listTrace(run.id)).slice(0, 1));

    await store.deleteRun(run.id);
    expect(await readings(run.id)).toBe(0);
    expect(await db.trace.where('runId').equals(run.id).count()).toBe(0);
    // Another run's records stay.
    expect(await db.trace.where('runId').equals(other.id).count()).toBe(1);
    db.close();
  });

  it('resumes a run stored before typed checkpoints (checkpoints as trace text): may redo a step, never crashes', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const store = new InMemoryResearchStore();
    const controller = new AbortController();
    const first = makeDeps(sandbox(), 'annotated', { store, onProgress: firstStance(controller, INTERRUPT) });
    const run = await createRun(first, { article, profile: 'quick' });
    await executeRun(first, run.id, controller.signal);

    // The same stored run as the old engine wrote it: checkpoints were decisions with JSON in `detail`.
    const legacy = new InMemoryResearchStore();
    const stored = (await store.getRun(run.id))!;
    await legacy.putRun(stored);
    await legacy.putClaims(await store.listClaims(run.id));
    await legacy.putQueries(await store.listQueries(run.id));
    await legacy.putEvidence(await store.listEvidence(run.id));
    await legacy.putVerdicts(await store.listVerdicts(run.id));
    const trace = await store.listTrace(run.id);
    expect(trace.some((t) => t.kind === 'checkpoint')).toBe(true);
    await legacy.appendTrace(
      run.id,
      trace.map(({ checkpoint, ...entry }) =>
        checkpoint
          ? {
              ...entry,
              kind: 'decision' as const,
              purpose: `checkpoint: ${checkpoint.type}`,
              detail: JSON.stringify(checkpoint),
            }
          : entry,
      ),
    );

    const finished = await executeRun(makeDeps(sandbox(), 'annotated', { store: legacy }), run.id);
    expect(finished.status).toBe('done');
    // Its claims were kept (extraction is not redone) and every claim has a verdict.
    expect(extractCalls()).toHaveLength(1);
    const claims = await legacy.listClaims(run.id);
    expect(claims.length).toBeGreaterThan(0);
    expect((await legacy.listVerdicts(run.id)).length).toBe(claims.length);
  });

  it('works end to end without a model: heuristic claims, lexical stance, rule sufficiency, template summary', async () => {
    const deps = makeDeps(sandbox(), undefined);
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    expect(report.run.status).toBe('done');
    expect(report.run.model).toBe('none');
    expect(report.run.usage.modelCalls).toBe(0);
    expect(
      sandbox()
        .requests()
        .filter((r) => r.kind === 'model'),
    ).toEqual([]);
    expect(report.claims.length).toBeGreaterThanOrEqual(3);
    for (const c of report.claims) expect(report.run.article.text.slice(c.start, c.end)).toBe(c.quote);
    expect(report.evidence.length).toBeGreaterThan(0);
    for (const e of report.evidence) {
      expect(e.heuristic).toBe(true);
      // Lexical cues stay weak; only agreement on the claim's own wording and figures may count for more (≤ 0.7).
      if (!e.rating) expect(e.strength).toBeLessThanOrEqual(e.stance === 'supports' ? 0.7 : 0.4);
    }
    expect(report.queries.some((q) => q.intent === 'counter' && q.executed)).toBe(true);
    const table = truthTable('health', report.claims, report.verdicts);
    const autism = table.find((r) => r.id === 'health-mmr-autism');
    expect(autism && FALSE_LABELS).toContain(autism?.label);
    expect(report.run.result?.summary).toMatch(/claims checked/);
  });

  it('one failing search provider never fails the run: it becomes a notice', async () => {
    const settings = sandboxEngineSettings(sandbox(), 'annotated');
    settings.search.searxng.url = `${sandbox().origin}/down/searxng`;
    const deps = createEngineDeps(settings, {
      fetch: sandboxFetch(sandbox().port),
      store: new InMemoryResearchStore(),
      clock: systemClock,
      ids: sequentialIds(),
    });
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'news'),
      profile: 'quick',
    });
    expect(report.run.status).toBe('done');
    expect(report.run.notices.join(' ')).toMatch(/SearXNG|searxng/);
    expect(report.evidence.length).toBeGreaterThan(0);
  });
});
