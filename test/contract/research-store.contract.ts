/** Contract suite for the ResearchStore port: every adapter must pass it unchanged. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResearchStore } from '../../lib/engine/ports';
import type { Run, RunStatus } from '../../lib/engine/schemas';
import {
  BASE_TIME,
  fakeClaim,
  fakeEvidence,
  fakePage,
  fakeQuery,
  fakeRun,
  fakeSearchResult,
  fakeSource,
  fakeTrace,
  fakeVerdict,
} from '../builders';

const HOUR = 60 * 60 * 1000;

export function describeResearchStoreContract(name: string, makeStore: () => Promise<ResearchStore>): void {
  describe(`ResearchStore contract: ${name}`, () => {
    let store: ResearchStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    /** Saves one run per status, `createdAt` one hour apart in the order given. */
    async function seedRuns(statuses: RunStatus[]): Promise<Run[]> {
      const runs = statuses.map((status, i) => fakeRun({ status, createdAt: BASE_TIME + i * HOUR }));
      for (const run of runs) await store.putRun(run);
      return runs;
    }

    describe('runs', () => {
      it('gives back exactly the run that was saved, and nothing for an unknown id', async () => {
        const run = fakeRun({
          result: {
            label: 'contested',
            rgba: { r: 0.4, g: 0.5, b: 0.6, a: 0.7 },
            consensus: [{ claimId: 'c-1', statement: 'The budget was approved.', sources: 3 }],
            battlegrounds: [],
            graph: { nodes: [{ id: 'n1', type: 'claim', label: 'Budget', ref: 'c-1' }], edges: [] },
            summary: 'Mostly accurate, one figure is disputed.',
          },
          notices: ['Budget reached after 40 model calls.'],
        });
        await store.putRun(run);
        expect(await store.getRun(run.id)).toEqual(run);
        expect(await store.getRun('run-does-not-exist')).toBeUndefined();
      });

      it('replaces a run saved again under the same id (status updates)', async () => {
        const run = fakeRun({ status: 'running', stage: 'search' });
        await store.putRun(run);
        await store.putRun({ ...run, status: 'done', stage: 'done', updatedAt: run.updatedAt + 5000 });
        expect(await store.getRun(run.id)).toMatchObject({ status: 'done', stage: 'done' });
        expect(await store.countRuns()).toBe(1);
      });

      it('lists runs newest first, with limit and offset for paging', async () => {
        const runs = await seedRuns(['done', 'failed', 'done', 'partial', 'cancelled']);
        const newestFirst = [...runs].reverse().map((run) => run.id);
        expect((await store.listRuns()).map((run) => run.id)).toEqual(newestFirst);
        expect((await store.listRuns({ limit: 2 })).map((run) => run.id)).toEqual(newestFirst.slice(0, 2));
        expect((await store.listRuns({ limit: 2, offset: 2 })).map((run) => run.id)).toEqual(
          newestFirst.slice(2, 4),
        );
        expect(await store.listRuns({ offset: 10 })).toEqual([]);
      });

      it('lists newest first regardless of the order runs were saved in', async () => {
        const old = fakeRun({ createdAt: BASE_TIME });
        const young = fakeRun({ createdAt: BASE_TIME + 3 * HOUR });
        const middle = fakeRun({ createdAt: BASE_TIME + HOUR });
        for (const run of [old, young, middle]) await store.putRun(run);
        expect((await store.listRuns()).map((run) => run.id)).toEqual([young.id, middle.id, old.id]);
      });

      it('filters by status, still newest first and paged', async () => {
        const runs = await seedRuns(['done', 'failed', 'done', 'partial', 'done']);
        const done = await store.listRuns({ status: ['done'] });
        expect(done.map((run) => run.id)).toEqual([runs[4]!.id, runs[2]!.id, runs[0]!.id]);
        const doneOrFailed = await store.listRuns({ status: ['done', 'failed'], offset: 1, limit: 2 });
        expect(doneOrFailed.map((run) => run.id)).toEqual([runs[2]!.id, runs[1]!.id]);
      });

      it('counts every saved run', async () => {
        expect(await store.countRuns()).toBe(0);
        await seedRuns(['done', 'running', 'queued']);
        expect(await store.countRuns()).toBe(3);
      });

      it('lists only queued and running runs as unfinished, oldest first', async () => {
        const runs = await seedRuns([
          'running',
          'done',
          'queued',
          'failed',
          'running',
          'cancelled',
          'partial',
        ]);
        const unfinished = await store.listUnfinishedRuns();
        expect(unfinished.map((run) => run.id)).toEqual([runs[0]!.id, runs[2]!.id, runs[4]!.id]);
        await store.putRun({ ...runs[0]!, status: 'done' });
        expect((await store.listUnfinishedRuns()).map((run) => run.id)).toEqual([runs[2]!.id, runs[4]!.id]);
      });
    });

    describe('run contents', () => {
      it('keeps claims per run, in article order, and replaces a claim saved again', async () => {
        const second = fakeClaim({ runId: 'run-a', start: 90, end: 120 });
        const first = fakeClaim({ runId: 'run-a', start: 10, end: 40 });
        const other = fakeClaim({ runId: 'run-b' });
        await store.putClaims([second, first, other]);
        expect(await store.listClaims('run-a')).toEqual([first, second]);
        await store.putClaims([{ ...first, text: 'Edited text.' }]);
        expect((await store.listClaims('run-a')).map((claim) => claim.text)).toEqual([
          'Edited text.',
          second.text,
        ]);
        expect(await store.listClaims('run-b')).toEqual([other]);
        expect(await store.listClaims('run-none')).toEqual([]);
      });

      it('orders claims at the same offset by id, numerically (c-2 before c-10)', async () => {
        const tenth = fakeClaim({ id: 'c-10', runId: 'run-a', start: 0 });
        const second = fakeClaim({ id: 'c-2', runId: 'run-a', start: 0 });
        await store.putClaims([tenth, second]);
        expect((await store.listClaims('run-a')).map((claim) => claim.id)).toEqual(['c-2', 'c-10']);
      });

      it('keeps queries per run, by hop then id, and records their execution', async () => {
        const followup = fakeQuery({ id: 'q-1', runId: 'run-a', hop: 1, intent: 'followup' });
        const neutral = fakeQuery({ id: 'q-2', runId: 'run-a', hop: 0 });
        const counter = fakeQuery({ id: 'q-10', runId: 'run-a', hop: 0, intent: 'counter' });
        await store.putQueries([followup, counter, neutral, fakeQuery({ runId: 'run-b' })]);
        expect(await store.listQueries('run-a')).toEqual([neutral, counter, followup]);
        await store.putQueries([{ ...neutral, executed: true, resultCount: 6 }]);
        expect((await store.listQueries('run-a'))[0]).toMatchObject({
          id: 'q-2',
          executed: true,
          resultCount: 6,
        });
      });

      it('keeps evidence per run, by id', async () => {
        const a = fakeEvidence({ id: 'ev-2', runId: 'run-a', stance: 'refutes' });
        const b = fakeEvidence({ id: 'ev-1', runId: 'run-a' });
        await store.putEvidence([a, b, fakeEvidence({ runId: 'run-b' })]);
        expect(await store.listEvidence('run-a')).toEqual([b, a]);
      });

      it('keeps one verdict per claim: a new verdict for a claim replaces the old one', async () => {
        const c1 = fakeVerdict({ runId: 'run-a', claimId: 'c-1', label: 'unverified' });
        const c2 = fakeVerdict({ runId: 'run-a', claimId: 'c-2', label: 'refuted' });
        await store.putVerdicts([c2, c1]);
        await store.putVerdicts([{ ...c1, label: 'supported', confidence: 0.9 }]);
        const verdicts = await store.listVerdicts('run-a');
        expect(verdicts.map((v) => [v.claimId, v.label])).toEqual([
          ['c-1', 'supported'],
          ['c-2', 'refuted'],
        ]);
        expect(await store.listVerdicts('run-b')).toEqual([]);
      });

      it('keeps one source per URL per run', async () => {
        const gov = fakeSource({ runId: 'run-a', url: 'https://b.example.gov/x', tier: 'A' });
        const blog = fakeSource({
          runId: 'run-a',
          url: 'https://a.blog.example/y',
          tier: 'D',
          credibility: 0.2,
        });
        await store.putSources([gov, blog, fakeSource({ runId: 'run-b' })]);
        await store.putSources([{ ...gov, credibility: 0.95 }]);
        expect(await store.listSources('run-a')).toEqual([blog, { ...gov, credibility: 0.95 }]);
      });

      it('appends trace entries in the order they happened, across calls', async () => {
        const first = [fakeTrace({ kind: 'model', purpose: 'extract claims' }), fakeTrace()];
        const later = [fakeTrace({ kind: 'decision', purpose: 'hop 1: single source' })];
        await store.appendTrace('run-a', first);
        await store.appendTrace('run-b', [fakeTrace()]);
        await store.appendTrace('run-a', later);
        expect(await store.listTrace('run-a')).toEqual([...first, ...later]);
        expect(await store.listTrace('run-none')).toEqual([]);
      });
    });

    describe('deleteRun', () => {
      it('deletes the run and everything that belongs to it, and nothing else', async () => {
        const [gone, kept] = await seedRuns(['done', 'done']);
        for (const run of [gone!, kept!]) {
          await store.putClaims([fakeClaim({ runId: run.id })]);
          await store.putQueries([fakeQuery({ runId: run.id })]);
          await store.putEvidence([fakeEvidence({ runId: run.id })]);
          await store.putVerdicts([fakeVerdict({ runId: run.id })]);
          await store.putSources([fakeSource({ runId: run.id })]);
          await store.appendTrace(run.id, [fakeTrace()]);
        }
        await store.putCachedSearch('bridge traffic', [fakeSearchResult()], BASE_TIME);

        await store.deleteRun(gone!.id);

        expect(await store.getRun(gone!.id)).toBeUndefined();
        expect(await store.listClaims(gone!.id)).toEqual([]);
        expect(await store.listQueries(gone!.id)).toEqual([]);
        expect(await store.listEvidence(gone!.id)).toEqual([]);
        expect(await store.listVerdicts(gone!.id)).toEqual([]);
        expect(await store.listSources(gone!.id)).toEqual([]);
        expect(await store.listTrace(gone!.id)).toEqual([]);
        expect(await store.countRuns()).toBe(1);

        expect(await store.getRun(kept!.id)).toEqual(kept);
        expect(await store.listClaims(kept!.id)).toHaveLength(1);
        expect(await store.listQueries(kept!.id)).toHaveLength(1);
        expect(await store.listEvidence(kept!.id)).toHaveLength(1);
        expect(await store.listVerdicts(kept!.id)).toHaveLength(1);
        expect(await store.listSources(kept!.id)).toHaveLength(1);
        expect(await store.listTrace(kept!.id)).toHaveLength(1);
        // Caches are shared between runs and survive.
        expect(await store.getCachedSearch('bridge traffic', BASE_TIME, HOUR)).toHaveLength(1);
      });

      it('does nothing for an unknown id', async () => {
        await seedRuns(['done']);
        await store.deleteRun('run-does-not-exist');
        expect(await store.countRuns()).toBe(1);
      });
    });

    describe('caches', () => {
      it('returns cached search results until they are older than the TTL', async () => {
        const results = [
          fakeSearchResult(),
          fakeSearchResult({ rank: 2, url: 'https://en.wikipedia.org/wiki/B' }),
        ];
        await store.putCachedSearch('old bridge traffic', results, BASE_TIME);
        expect(await store.getCachedSearch('old bridge traffic', BASE_TIME + HOUR, 24 * HOUR)).toEqual(
          results,
        );
        expect(await store.getCachedSearch('old bridge traffic', BASE_TIME + 24 * HOUR, 24 * HOUR)).toEqual(
          results,
        );
        expect(
          await store.getCachedSearch('old bridge traffic', BASE_TIME + 24 * HOUR + 1, 24 * HOUR),
        ).toBeUndefined();
        expect(await store.getCachedSearch('never searched', BASE_TIME, 24 * HOUR)).toBeUndefined();
      });

      it('restarts the TTL when a search is cached again', async () => {
        await store.putCachedSearch('q', [fakeSearchResult()], BASE_TIME);
        await store.putCachedSearch('q', [fakeSearchResult({ title: 'Fresh' })], BASE_TIME + 10 * HOUR);
        const hit = await store.getCachedSearch('q', BASE_TIME + 30 * HOUR, 24 * HOUR);
        expect(hit?.map((result) => result.title)).toEqual(['Fresh']);
      });

      it('returns a cached page by its URL until it is older than the TTL', async () => {
        const page = fakePage();
        await store.putCachedPage(page, BASE_TIME);
        expect(await store.getCachedPage(page.url, BASE_TIME + 6 * 24 * HOUR, 7 * 24 * HOUR)).toEqual(page);
        expect(
          await store.getCachedPage(page.url, BASE_TIME + 7 * 24 * HOUR + 1, 7 * 24 * HOUR),
        ).toBeUndefined();
        expect(await store.getCachedPage('https://other.example/', BASE_TIME, 7 * 24 * HOUR)).toBeUndefined();
      });
    });

    describe('copies, not aliases', () => {
      it('is not changed by mutating what was saved or what was read', async () => {
        const run = fakeRun();
        const snapshot = structuredClone(run);
        await store.putRun(run);
        run.article.title = 'Mutated after save';
        run.notices.push('mutated');
        const read = (await store.getRun(run.id))!;
        read.status = 'failed';
        read.article.paragraphs.length = 0;
        (await store.listRuns())[0]!.usage.modelCalls = 999;
        expect(await store.getRun(run.id)).toEqual(snapshot);
      });

      it('hands out copies of claims, trace and cached data', async () => {
        const claim = fakeClaim({ runId: 'run-a' });
        await store.putClaims([claim]);
        claim.entities.push('mutated');
        (await store.listClaims('run-a'))[0]!.text = 'mutated';
        expect((await store.listClaims('run-a'))[0]).toMatchObject({
          entities: ['old bridge'],
          text: fakeClaim().text,
        });

        const entry = fakeTrace({ dependsOn: ['t-0'] });
        await store.appendTrace('run-a', [entry]);
        entry.dependsOn.push('mutated');
        (await store.listTrace('run-a'))[0]!.dependsOn.push('mutated');
        expect((await store.listTrace('run-a'))[0]!.dependsOn).toEqual(['t-0']);

        const results = [fakeSearchResult()];
        await store.putCachedSearch('k', results, BASE_TIME);
        results[0]!.title = 'mutated';
        (await store.getCachedSearch('k', BASE_TIME, HOUR))![0]!.snippet = 'mutated';
        expect((await store.getCachedSearch('k', BASE_TIME, HOUR))![0]).toEqual(fakeSearchResult());

        const page = fakePage();
        await store.putCachedPage(page, BASE_TIME);
        (await store.getCachedPage(page.url, BASE_TIME, HOUR))!.text = 'mutated';
        expect((await store.getCachedPage(page.url, BASE_TIME, HOUR))!.text).toBe(page.text);
      });
    });
  });
}
