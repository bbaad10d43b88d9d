/**
 * Issue 23 item 1, through real HTTP against the sandbox: a wait for a slot held by another claim's work is a queue
 * wait (off the critical chain), and only such a wait. Here: a claim that reuses another claim's search (the same
 * query) sat through that search's wait for a provider in series (Wikipedia, one request at a time); the reusing
 * claim's trace entry carries that wait as `queuedMs`, and its queue-free time is never more than the search's own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import type { TraceEntry } from '../../lib/engine/schemas';
import { ARTICLES, type SandboxArticle } from '../sandbox/corpus';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
const SEARCH_MS = 150;

afterEach(() => sandbox().setLatency({ searchMs: 0 }));

const free = (t: TraceEntry) => t.endedAt - t.startedAt - (t.queuedMs ?? 0);

describe('a reused search', () => {
  it("carries the provider-slot wait it sat through as a queue wait, and no more than the search's work on the chain", async () => {
    const HEALTH = ARTICLES.find((a) => a.name === 'health') as SandboxArticle;
    // The two claims that share their queries come last, so their searches queue behind the other claims' requests.
    const paragraphs = [
      ...HEALTH.paragraphs.slice(2),
      'Measles cases in the United States reached 1,274 in 2019, the CDC said.',
      'In 2019, measles cases in the United States reached 1,274, the CDC said.',
    ];
    sandbox().setPages([{ ...HEALTH, paragraphs }]);
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
