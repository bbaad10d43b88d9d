/** Storage full mid-run: the run ends failed with the storage message (never left "running" to resume forever). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { focusItem } from '../../lib/background/focus';
import { JobRunner } from '../../lib/background/job-runner';
import { QUOTA_MESSAGE } from '../../lib/db/store-error';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { EngineError } from '../../lib/engine/errors';
import { createRun, executeRun } from '../../lib/engine/pipeline';
import type { Evidence, Run, TraceEntry } from '../../lib/engine/schemas';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
beforeEach(() => fakeBrowser.reset());

const quota = () => new EngineError('store/quota', QUOTA_MESSAGE);

/** A database that fills up: big writes (evidence, trace) are refused once `full`; with `runsToo`, every write. */
class FillingStore extends InMemoryResearchStore {
  full = false;
  runsToo = false;
  override putEvidence(items: Evidence[]): Promise<void> {
    return this.full ? Promise.reject(quota()) : super.putEvidence(items);
  }
  override appendTrace(runId: string, entries: TraceEntry[]): Promise<void> {
    return this.full && this.runsToo ? Promise.reject(quota()) : super.appendTrace(runId, entries);
  }
  override putRun(run: Run): Promise<void> {
    return this.full && this.runsToo ? Promise.reject(quota()) : super.putRun(run);
  }
}

/** Deps on `store` that fill it up once the run reaches search. */
function fillingDeps(store: FillingStore) {
  return makeDeps(sandbox(), 'annotated', {
    store,
    onProgress: (e) => {
      if (e.stage === 'search') store.full = true;
    },
  });
}

function jobRunner(deps: ReturnType<typeof makeDeps>): JobRunner {
  const budget = { maxModelCalls: 40, maxTokens: 120_000, maxSearches: 60, maxSeconds: 180 };
  return new JobRunner(async () => ({ deps, budget }));
}

async function startHealthCheck(runner: JobRunner) {
  return runner.start({ article: await loadArticle(sandbox(), 'health'), profile: 'quick', kind: 'article' });
}

describe('storage full', () => {
  it('fails the run with the storage message, keeps what was stored, and never resumes it', async () => {
    const store = new FillingStore();
    const deps = fillingDeps(store);
    const run = await createRun(deps, { article: await loadArticle(sandbox(), 'health'), profile: 'quick' });
    const ended = await executeRun(deps, run.id);
    expect(ended.status).toBe('failed');
    expect(ended.error).toEqual({ code: 'store/quota', message: QUOTA_MESSAGE });
    expect(await store.getRun(run.id)).toMatchObject({ status: 'failed', error: { code: 'store/quota' } });
    expect(await store.listUnfinishedRuns()).toEqual([]);
    expect((await store.listClaims(run.id)).length).toBeGreaterThan(0);
  });

  it('through the job runner: when even the run record cannot be written, the panel is told why', async () => {
    const store = new FillingStore();
    store.runsToo = true;
    const deps = fillingDeps(store);
    const runner = jobRunner(deps);
    await startHealthCheck(runner);
    await expect
      .poll(() => focusItem.getValue(), { timeout: 20_000 })
      .toMatchObject({ error: QUOTA_MESSAGE });
  });

  it('through the job runner: a run the store refuses mid-way is stored failed, not resumed at the next start', async () => {
    const store = new FillingStore();
    const deps = fillingDeps(store);
    const runner = jobRunner(deps);
    const runId = await startHealthCheck(runner);
    await expect.poll(async () => (await store.getRun(runId))?.status, { timeout: 20_000 }).toBe('failed');
    expect((await store.getRun(runId))?.error?.message).toBe(QUOTA_MESSAGE);
    expect(await runner.resumeUnfinished()).toEqual([]);
  });
});
