/**
 * Keyless end to end, fact-check source kind: no model and no key (Wikipedia and OpenAlex only, as a new user has
 * them), plus the local fact-check index downloaded from the sandbox's generated ClaimReview feed. A claim with a
 * professional fact-check in the feed ends with that fact-check's verdict, shown with its fact-checker, rating, date
 * and link; a review by a publisher on no fact-checker list is not taken as a reading; near misses never match.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { checkArticle } from '../../lib/composition/check-article';
import { loadFactCheckIndex, updateFactCheckIndex } from '../../lib/composition/factcheck-index-file';
import type { FactCheckLookup } from '../../lib/engine/adapters/factcheck-index/fact-check-record';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { renderMarkdownReport } from '../../lib/report/markdown-report';
import { sandboxFetch, sandboxNetwork } from '../sandbox/hosts';
import { annotationOf, FALSE_LABELS, loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';
import type { ArticleName } from '../sandbox/server';

const sandbox = useSandbox();
let dir: string;
let index: FactCheckLookup;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cartographer-factchecks-'));
  // 20,000 items keep the test short; the bench reads the full-size feed.
  await updateFactCheckIndex({
    dir,
    feedUrl: `${sandbox().factCheckFeedUrl}?records=20000`,
    fetch: sandboxFetch(sandbox().port),
  });
  const loaded = await loadFactCheckIndex(dir);
  if (!loaded) throw new Error('the fact-check index did not load');
  index = loaded.index;
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A keyless, no-model check of a sandbox article, with or without the fact-check index. */
async function keylessCheck(name: ArticleName, withIndex: boolean) {
  const settings = sandboxEngineSettings(sandbox());
  const keyless = {
    ...settings,
    search: {
      ...settings.search,
      searxng: { ...settings.search.searxng, enabled: false },
      factcheck: { ...settings.search.factcheck, enabled: false, key: '' },
    },
  };
  const deps = createEngineDeps(keyless, {
    ...sandboxNetwork(sandbox().port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
    ...(withIndex ? { factCheckIndex: index } : {}),
  });
  const article = await loadArticle(sandbox(), name);
  return checkArticle(deps, { article, profile: 'quick' });
}

describe('a keyless check with the local fact-check index', { timeout: 180_000 }, () => {
  it('ends the MMR-autism claim with PolitiFact’s verdict, shown with fact-checker, rating, date and link', async () => {
    const report = await keylessCheck('health', true);
    const claim = report.claims.find((c) => annotationOf('health', c)?.id === 'health-mmr-autism');
    expect(claim, 'the claim is extracted without a model').toBeDefined();
    const verdict = report.verdicts.find((v) => v.claimId === claim!.id);
    expect(FALSE_LABELS).toContain(verdict?.label);
    const evidence = report.evidence.filter((e) => e.claimId === claim!.id);
    const politifact = evidence.find((e) => e.domain === 'politifact.com');
    expect(politifact).toMatchObject({ rating: 'Pants on Fire', stance: 'refutes' });
    expect(politifact?.url).toContain('/factchecks/2024/jan/30/viral-video/mmr-vaccine-autism-one-in-fifty');
    // The site on no fact-checker list that rated the same claim "True" gives no reading.
    expect(evidence.filter((e) => e.rating === 'True')).toEqual([]);
    expect(report.sources.find((s) => s.url === politifact?.url)?.tier).toBe('A');

    const markdown = renderMarkdownReport(report, ENGINE_CONFIG, {
      factCheckIndex: {
        records: index.size,
        updatedAt: index.updatedAt,
        path: dir,
        ageDays: 0,
        stale: false,
        attribution: 'ClaimReview data: Data Commons, CC BY',
      },
    });
    const row = markdown.split('\n').find((line) => line.startsWith('- **politifact.com**'));
    expect(row).toMatch(/tier A/);
    expect(row).toMatch(/published 2024-01-30/);
    expect(row).toMatch(/rating “Pants on Fire”/);
    expect(row).toContain('mmr-vaccine-autism-one-in-fifty');
    expect(markdown).toMatch(
      /\*\*Fact-check index:\*\* 19,9\d\d professional fact-checks searched.*ClaimReview data: Data Commons, CC BY/,
    );
  });

  it('settles the German asylum claim with CORRECTIV’s “Falsch”, not with the 2015 near miss rated “Richtig”', async () => {
    const report = await keylessCheck('politics-de', true);
    const claim = report.claims.find((c) => annotationOf('politics-de', c)?.id === 'de-asyl-2023');
    expect(claim).toBeDefined();
    const evidence = report.evidence.filter((e) => e.claimId === claim!.id);
    expect(evidence.find((e) => e.domain === 'correctiv.org')).toMatchObject({
      rating: 'Falsch',
      stance: 'refutes',
    });
    expect(evidence.some((e) => e.url.includes('asyl-2015'))).toBe(false);
    expect(FALSE_LABELS).toContain(report.verdicts.find((v) => v.claimId === claim!.id)?.label);
  });

  it('without the index the same keyless check does not find the fact-check', async () => {
    const report = await keylessCheck('health', false);
    const claim = report.claims.find((c) => annotationOf('health', c)?.id === 'health-mmr-autism');
    expect(report.evidence.filter((e) => e.claimId === claim?.id && e.domain === 'politifact.com')).toEqual(
      [],
    );
    expect(report.evidence.filter((e) => e.rating !== null)).toEqual([]);
  });
});
