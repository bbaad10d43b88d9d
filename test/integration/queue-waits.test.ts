/**
 * Issue 23 item 1, through real HTTP against the sandbox: a wait for a slot held by another claim's work is a queue
 * wait (off the critical chain), and only such a wait. Here: a claim that reuses another claim's search (the same
 * query) sat through that search's wait for a provider in series (Wikipedia, one request at a time); the reusing
 * claim's trace entry carries that wait as `queuedMs`, and its queue-free time is never more than the search's own;
 * the same for a claim that joins another claim's read of a page (per-host slots).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import type { TraceEntry } from '../../lib/engine/schemas';
import { ARTICLES, type SandboxArticle } from '../sandbox/corpus';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { sandboxNetwork } from '../sandbox/hosts';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';

const sandbox = useSandbox();
const SEARCH_MS = 150;
const PAGE_MS = 100;

afterEach(() => sandbox().setLatency({ searchMs: 0, pageMs: 0 }));

const free = (t: TraceEntry) => t.endedAt - t.startedAt - (t.queuedMs ?? 0);

/** The health article with two claims that share their queries and pages, placed last so they queue. */
function withTwins(): void {
  const HEALTH = ARTICLES.find((a) => a.name === 'health') as SandboxArticle;
  sandbox().setPages([
    {
      ...HEALTH,
      paragraphs: [
        ...HEALTH.paragraphs.slice(2),
        'Measles cases in the United States reached 1,274 in 2019, the CDC said.',
        'In 2019, measles cases in the United States reached 1,274, the CDC said.',
      ],
    },
  ]);
}

describe('a reused search', () => {
  it("carries the provider-slot wait it sat through as a queue wait, and no more than the search's work on the chain", async () => {
    // The two claims that share their queries come last, so their searches queue behind the other claims' requests.
    withTwins();
    const deps = makeDeps(sandbox(), undefined);
    const article = await loadArticle(sandbox(), 'health');
    sandbox().reset();
    sandbox().setLatency({ searchMs: SEARCH_MS });
    const report = await checkArticle(deps, { article, profile: 'quick' });
    expect(report.run.status).toBe('done');

    const trace = await deps.store.listTrace(report.run.id);
    const searches = trace.filter((t) => t.kind === 'search' && t.fact.kind === 'search');
    const textOf = (t: TraceEntry) => (t.fact.kind === 'search' ? t.fact.text : '');
    const reused = searches.filter((t) => /reused from the same query/.test(t.detail));
    expect(reused.length).toBeGreaterThan(0);
    let queuedReuses = 0;
    for (const r of reused) {
      const words = textOf(r).toLowerCase().split(/\s+/).sort().join(' ');
      const sent = searches.find(
        (t) =>
          t !== r &&
          !/reused/.test(t.detail) &&
          textOf(t).toLowerCase().split(/\s+/).sort().join(' ') === words,
      );
      expect(sent, textOf(r)).toBeDefined();
      // The reusing claim's time on the chain is at most the search's own queue-free time (a few ms of bookkeeping).
      expect(free(r), textOf(r)).toBeLessThanOrEqual(free(sent!) + 50);
      if ((r.queuedMs ?? 0) > 0) queuedReuses += 1;
    }
    // Wikipedia answers one request at a time: the shared searches, sent last, waited for it.
    expect(queuedReuses).toBeGreaterThan(0);
  }, 120_000);
});

describe('a page read once for two claims', () => {
  it("gives the claim that joined the read the read's wait for a per-host slot as a queue wait, not as work", async () => {
    withTwins();
    // One page at a time per host: the twins' shared pages wait behind the other claims' reads of the same hosts.
    const config = { ...ENGINE_CONFIG, fetch: { ...ENGINE_CONFIG.fetch, perHostConcurrency: 1 } };
    const deps = createEngineDeps(sandboxEngineSettings(sandbox(), undefined), {
      ...sandboxNetwork(sandbox().port),
      store: new InMemoryResearchStore(),
      clock: systemClock,
      ids: sequentialIds(),
      config,
    });
    const article = await loadArticle(sandbox(), 'health');
    sandbox().reset();
    sandbox().setLatency({ pageMs: PAGE_MS });
    const report = await checkArticle(deps, { article, profile: 'quick' });
    expect(report.run.status).toBe('done');
    const trace = await deps.store.listTrace(report.run.id);
    const fetches = trace.filter((t) => t.kind === 'fetch' && t.outcome !== 'error');
    const joined = fetches.filter((t) => t.detail.endsWith('(read once for the run)'));
    let queuedJoins = 0;
    for (const j of joined) {
      const url = j.detail.replace(/ \(read once for the run\)$/, '');
      const read = fetches.find((t) => t.detail === url);
      expect(read, url).toBeDefined();
      expect(free(j), url).toBeLessThanOrEqual(free(read!) + 50);
      if ((j.queuedMs ?? 0) > 0) queuedJoins += 1;
    }
    expect(queuedJoins).toBeGreaterThan(0);
  }, 120_000);
});
