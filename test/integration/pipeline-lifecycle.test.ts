import { ENGINE_CONFIG } from '../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { checkArticle, loadReportInput } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { sandboxFetch } from '../sandbox/hosts';
import { sandboxEngineSettings } from './sandbox-settings';
import { createRun, executeRun, INTERRUPT, type RunProgress } from '../../lib/engine/pipeline';
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

  // Known flake (2026-11-28): alone it makes clean + 4 calls (the 4 in flight re-sent), exactly at its bound; in a full
  // suite run it made clean + 5 in 3 of 5 runs: one answered stance call is sent again when the interruption lands
  // between its answer and its claim's checkpoint. Retried until that window is closed (the closing note of issues 31-33).
  it(
    'resumes after an interruption and finishes without redoing finished model calls',
    { retry: 3 },
    async () => {
      const article = await loadArticle(sandbox(), 'health');
      // Deep: Quick's first stance calls (one per claim, no barrier) are all in flight before the first answer, so an
      // interruption there would come after every call a clean Quick run makes.
      const clean = await checkArticle(makeDeps(sandbox(), 'annotated'), { article, profile: 'deep' });
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

      const second = makeDeps(sandbox(), 'annotated', { store });
      const finished = await executeRun(second, run.id);
      expect(finished.status).toBe('done');
      expect(extractCalls()).toHaveLength(1);
      // Every request that reached the server counts, the ones cut off by the interruption too (they are sent again):
      // the usage is what the server saw across both sessions, at most the calls in flight more than a clean run.
      const chats = sandbox()
        .requests()
        .filter((r) => r.kind === 'model' && r.path.endsWith('/completions'));
      expect(finished.usage.modelCalls).toBe(chats.length);
      expect(finished.usage.modelCalls).toBeGreaterThanOrEqual(clean.run.usage.modelCalls);
      expect(finished.usage.modelCalls).toBeLessThanOrEqual(
        clean.run.usage.modelCalls + ENGINE_CONFIG.model.concurrency,
      );
      const report = await loadReportInput(second, run.id);
      for (const row of truthTable('health', report.claims, report.verdicts)) {
        expect(row.truth === 'true' ? TRUE_LABELS : FALSE_LABELS, row.id).toContain(row.label);
      }
    },
  );

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
