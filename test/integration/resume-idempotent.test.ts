import { describe, expect, it } from 'vitest';
import { loadReportInput } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { createRun, executeRun, INTERRUPT, type RunProgress } from '../../lib/engine/pipeline';
import type { Ids, StoredVerdict } from '../../lib/engine/ports';
import type {
  Article,
  Checkpoint,
  Claim,
  Evidence,
  Profile,
  Query,
  TraceEntry,
} from '../../lib/engine/schemas';
import { sandboxNetwork } from '../sandbox/hosts';
import { loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';
import { reasonText } from '../reason-text';

const sandbox = useSandbox();

/**
 * A store that interrupts the run (as a worker restart would) at its `stopAt`-th checkpoint: right after storing it,
 * or — `lose` — just before, so the step's results are stored and its checkpoint is not (the worker died between).
 */
class StopAtCheckpoint extends InMemoryResearchStore {
  private seen = 0;
  constructor(
    private readonly stopAt: number,
    private readonly stop: () => void,
    private readonly lose = false,
  ) {
    super();
  }
  override async appendTrace(runId: string, entries: TraceEntry[]): Promise<void> {
    const checkpoints = entries.filter((e) => e.kind === 'checkpoint').length;
    if (this.lose && checkpoints > 0 && this.seen + checkpoints >= this.stopAt) {
      this.stop();
      this.seen += checkpoints;
      await super.appendTrace(
        runId,
        entries.filter((e) => e.kind !== 'checkpoint'),
      );
      return;
    }
    await super.appendTrace(runId, entries);
    this.seen += checkpoints;
    if (this.seen >= this.stopAt) this.stop();
  }
}

/** A store that interrupts the run right after it stores the first checkpoint of a given type. */
class StopAfterFirst extends InMemoryResearchStore {
  constructor(
    private readonly type: Checkpoint['type'],
    private readonly stop: () => void,
  ) {
    super();
  }
  override async appendTrace(runId: string, entries: TraceEntry[]): Promise<void> {
    await super.appendTrace(runId, entries);
    if (entries.some((e) => e.checkpoint?.type === this.type)) this.stop();
  }
}

function deps(store: InMemoryResearchStore, ids: Ids, onProgress?: (e: RunProgress) => void) {
  return createEngineDeps(
    {
      ...sandboxEngineSettings(sandbox(), 'annotated'),
      // The article's own site set to tier B by the user: its prior (70 %) is in every verdict.
      tierOverrides: { 'dailywellnessreport.com': 'B' },
    },
    {
      ...sandboxNetwork(sandbox().port),
      store,
      clock: systemClock,
      ids,
      ...(onProgress ? { onProgress } : {}),
    },
  );
}

/** What a reader sees of each verdict, keyed by the claim's quote (ids are not compared across runs). */
function readable(claims: Claim[], evidence: Evidence[], verdicts: StoredVerdict[]) {
  const urlOf = new Map(evidence.map((e) => [e.id, e.url]));
  return Object.fromEntries(
    claims.map((c) => {
      const v = verdicts.find((x) => x.claimId === c.id);
      return [
        c.quote,
        v && {
          label: v.label,
          status: v.status,
          confidence: v.confidence,
          rgba: v.rgba,
          belief: v.belief,
          reasons: v.reasons,
          counted: v.counted.map((id) => urlOf.get(id)).sort(),
          setAside: v.setAside.map((s) => `${urlOf.get(s.evidenceId)}: ${JSON.stringify(s.fact)}`).sort(),
        },
      ];
    }),
  );
}

async function uninterrupted(article: Article, profile: Profile = 'quick') {
  const store = new InMemoryResearchStore();
  const d = deps(store, sequentialIds());
  const run = await createRun(d, { article, profile });
  const finished = await executeRun(d, run.id);
  expect(finished.status).toBe('done');
  const report = await loadReportInput(d, run.id);
  const checkpoints = (await store.listTrace(run.id)).filter((t) => t.kind === 'checkpoint').length;
  return { report, checkpoints, verdicts: readable(report.claims, report.evidence, report.verdicts) };
}

describe('resuming never applies anything twice', () => {
  it('stopped after every checkpoint and resumed, the final verdicts and reasons equal an uninterrupted run', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const clean = await uninterrupted(article);
    // The claim graph moves at least one verdict (so a second propagation would show), and the prior is the tier's.
    const all = Object.values(clean.verdicts).flatMap((v) => v?.reasons ?? []);
    expect(all.filter((r) => r.kind === 'claim-graph').length).toBeGreaterThan(0);
    expect(reasonText({ reasons: all })).toContain(
      '(newsroom: dailywellnessreport.com, your tier setting) are right about 70 % of the time',
    );
    expect(clean.checkpoints).toBeGreaterThan(3);

    const stops = Array.from({ length: clean.checkpoints }, (_, i) => i + 1).flatMap((at) => [
      { at, lose: false },
      { at, lose: true },
    ]);
    for (const { at: stopAt, lose } of stops) {
      const controller = new AbortController();
      const store = new StopAtCheckpoint(
        stopAt,
        () => {
          if (!controller.signal.aborted) controller.abort(INTERRUPT);
        },
        lose,
      );
      const ids = sequentialIds(); // one id space across both sessions, as random ids would be
      const first = deps(store, ids);
      const run = await createRun(first, { article, profile: 'quick' });
      const interrupted = await executeRun(first, run.id, controller.signal);
      expect(controller.signal.aborted, `stop at checkpoint ${stopAt}${lose ? ' (lost)' : ''}`).toBe(true);
      if (interrupted.status === 'running') {
        const finished = await executeRun(deps(store, ids), run.id);
        expect(finished.status, `stop at checkpoint ${stopAt}${lose ? ' (lost)' : ''}`).toBe('done');
      }
      const report = await loadReportInput(first, run.id);
      expect(
        readable(report.claims, report.evidence, report.verdicts),
        `stop at checkpoint ${stopAt}${lose ? ' (lost)' : ''}`,
      ).toEqual(clean.verdicts);
      expect(report.run.result?.label).toBe(clean.report.run.result?.label);
      expect(report.run.result?.rgba).toEqual(clean.report.run.result?.rgba);
    }
  }, 300_000);

  it('a worker restart during the summary call does not propagate beliefs a second time', async () => {
    const article = await loadArticle(sandbox(), 'health');
    // Deep: the profile whose summary the model writes (Quick's comes from a template, with no call to stop in).
    const clean = await uninterrupted(article, 'deep');
    const store = new InMemoryResearchStore();
    const ids = sequentialIds();
    const controller = new AbortController();
    const first = deps(store, ids, (e) => {
      if (e.stage === 'synthesise' && !controller.signal.aborted) controller.abort(INTERRUPT);
    });
    const run = await createRun(first, { article, profile: 'deep' });
    expect((await executeRun(first, run.id, controller.signal)).status).toBe('running');
    // The interrupted session had already stored the propagated verdicts.
    const midway = await loadReportInput(first, run.id);
    expect(readable(midway.claims, midway.evidence, midway.verdicts)).toEqual(clean.verdicts);

    const finished = await executeRun(deps(store, ids), run.id);
    expect(finished.status).toBe('done');
    const report = await loadReportInput(first, run.id);
    expect(readable(report.claims, report.evidence, report.verdicts)).toEqual(clean.verdicts);
    for (const v of report.verdicts)
      expect(v.reasons.filter((r) => r.kind === 'claim-graph').length).toBeLessThanOrEqual(1);
  }, 60_000);

  it('a cancel during the summary call keeps the uninterrupted verdicts (no second propagation)', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const clean = await uninterrupted(article, 'deep');
    const store = new InMemoryResearchStore();
    const controller = new AbortController();
    const d = deps(store, sequentialIds(), (e) => {
      if (e.stage === 'synthesise' && !controller.signal.aborted) controller.abort();
    });
    const run = await createRun(d, { article, profile: 'deep' });
    expect((await executeRun(d, run.id, controller.signal)).status).toBe('cancelled');
    const report = await loadReportInput(d, run.id);
    expect(readable(report.claims, report.evidence, report.verdicts)).toEqual(clean.verdicts);
  }, 60_000);

  it('a worker restart whose id source starts over overwrites no stored record and skips no hop', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const clean = await uninterrupted(article, 'deep');
    // Stopped right after the first claim's first hop is checkpointed: every claim's first-hop queries (q-1 … q-12)
    // and that claim's evidence are stored; no follow-up query is planned yet.
    const controller = new AbortController();
    const store = new StopAfterFirst('stance', () => {
      if (!controller.signal.aborted) controller.abort(INTERRUPT);
    });
    const first = deps(store, sequentialIds());
    const run = await createRun(first, { article, profile: 'deep' });
    expect((await executeRun(first, run.id, controller.signal)).status).toBe('running');
    const stored = await store.listQueries(run.id);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((q) => q.hop === 0)).toBe(true);

    // The restarted worker's ids start again at q-1, ev-1, t-1 (a sequential source, as the tests' own): its
    // follow-up queries would take the ids of stored first-hop queries, and a claim whose stored evidence answers
    // to such an id would take its follow-up hop for done without searching it.
    const finished = await executeRun(deps(store, sequentialIds()), run.id);
    expect(finished.status).toBe('done');
    const queries = await store.listQueries(run.id);
    for (const q of stored)
      expect(
        queries.find((x) => x.id === q.id),
        q.id,
      ).toMatchObject({
        claimId: q.claimId,
        hop: q.hop,
        text: q.text,
      });
    const report = await loadReportInput(first, run.id);
    // The same queries as the uninterrupted run, each searched.
    const planned = (claims: Claim[], qs: Query[]) =>
      qs
        .map(
          (q) =>
            `${claims.find((c) => c.id === q.claimId)?.quote} | hop ${q.hop} | ${q.text} | ${q.executed}`,
        )
        .sort();
    expect(planned(report.claims, queries)).toEqual(planned(clean.report.claims, clean.report.queries));
    expect(readable(report.claims, report.evidence, report.verdicts)).toEqual(clean.verdicts);
  }, 60_000);
});
