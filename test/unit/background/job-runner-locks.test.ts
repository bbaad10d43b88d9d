/** JobRunner refuses a second concurrent check of the same article, and allows it again once the first settles. */
import { describe, expect, it } from 'vitest';
import { JobRunner } from '../../../lib/background/job-runner';
import { InMemoryResearchStore } from '../../../lib/engine/adapters/memory/research-store';
import { sequentialIds, manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import type { Run } from '../../../lib/engine/schemas';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { fakeArticle } from '../../builders';

/** A runner whose searches wait until `release()`, so a run stays active as long as the test wants. */
function heldRunner() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const settled: Run[] = [];
  const store = new InMemoryResearchStore();
  const deps = {
    llm: null,
    search: { id: 'held', search: () => gate.then(() => []) },
    fetcher: { fetchPage: () => Promise.reject(new Error('unused')) },
    store,
    clock: manualClock(),
    ids: sequentialIds(),
    config: ENGINE_CONFIG,
  };
  let onSettle: () => void = () => undefined;
  const runner = new JobRunner(
    async () => ({ deps, budget: { maxModelCalls: 5, maxTokens: 10_000, maxSearches: 5, maxSeconds: 60 } }),
    (run) => {
      settled.push(run);
      onSettle();
    },
  );
  const nextSettle = () => new Promise<void>((resolve) => (onSettle = resolve));
  return { runner, store, release, settled, nextSettle };
}

const article = fakeArticle({ url: 'https://news.example.com/bridge' });

describe('one check at a time per article', () => {
  it('refuses a second check of an article while the first runs, with a sentence saying what to do', async () => {
    const { runner, release, nextSettle } = heldRunner();
    const first = await runner.start({ article, profile: 'quick', kind: 'article' });
    expect(runner.isActive(first)).toBe(true);
    await expect(
      runner.start({
        article: { ...article, url: `${article.url}#comments` },
        profile: 'quick',
        kind: 'article',
      }),
    ).rejects.toMatchObject({
      code: 'input/invalid',
      message: expect.stringMatching(/already being checked/),
    });

    // Another article and a challenge on the same page are not blocked.
    const other = await runner.start({
      article: fakeArticle({ url: 'https://news.example.com/other' }),
      profile: 'quick',
      kind: 'article',
    });
    const challenge = await runner.start({
      article,
      profile: 'quick',
      kind: 'challenge',
      statement: 'The bridge cost four million euros.',
    });
    expect(new Set([first, other, challenge]).size).toBe(3);

    const settled = nextSettle();
    release();
    await settled;
    await expect.poll(() => runner.isActive(first)).toBe(false);
    const again = await runner.start({ article, profile: 'quick', kind: 'article' });
    expect(again).not.toBe(first);
  });

  it('lets exactly one of two simultaneous starts through', async () => {
    const { runner, store } = heldRunner();
    const results = await Promise.allSettled([
      runner.start({ article, profile: 'quick', kind: 'article' }),
      runner.start({ article, profile: 'quick', kind: 'article' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await store.listRuns()).toHaveLength(1);
  });
});
