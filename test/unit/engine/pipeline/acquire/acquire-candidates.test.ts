/** Result flooding: the pages fetched per claim keep room for credible tiers whatever the ranking. */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, type EngineConfig } from '../../../../../lib/engine/config';
import { isCredibleTier, tierOf } from '../../../../../lib/engine/domain';
import { pickCandidates, planCandidates } from '../../../../../lib/engine/pipeline/acquire/acquire-stage';
import type { QueryHits } from '../../../../../lib/engine/pipeline/search/search-stage';
import type { SearchResult } from '../../../../../lib/engine/schemas';
import { fakeClaim, fakeQuery } from '../../../../builders';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

const config = ENGINE_CONFIG as EngineConfig;
const claim = fakeClaim({ text: 'The MMR vaccine causes autism in one in fifty children.' });
/** Shares 2 of the claim's 6 content words: on its subject, not close enough to escalate a low-ranked result. */
const ON_SUBJECT = 'Large studies found no association between the MMR jab and autism.';
const result = (url: string, rank: number, snippet = ON_SUBJECT): SearchResult => ({
  url,
  title: url,
  snippet,
  provider: 'searxng',
  rank,
  publishedAt: null,
  rating: null,
});
const hits = (urls: string[]): QueryHits[] => [
  {
    query: fakeQuery({ claimId: claim.id }),
    results: urls.map((u, i) => result(u, i + 1)),
    traceId: 't-1',
    failed: false,
    answered: ['searxng'],
  },
];
const flood = (n: number) => Array.from({ length: n }, (_, i) => `https://www.fresh-news-${i}.com/story`);
const credible = (url: string) => isCredibleTier(tierOf(url, TIERS), config);
const N = config.fetch.pagesPerClaim;

describe('planCandidates', () => {
  it('12 fresh-domain results ranked first do not push the tier-A results out', () => {
    const urls = [
      ...flood(12),
      'https://www.thelancet.com/a',
      'https://www.who.int/b',
      'https://www.cdc.gov/c',
    ];
    const plan = planCandidates(claim, hits(urls), new Set(), N, { config });
    expect(plan.picked.filter((c) => credible(c.result.url))).toHaveLength(config.fetch.credibleReserve);
    expect(plan.picked).toHaveLength(N);
    // The lowest-ranked fresh results made room, and are named as moved out; the others are simply left out.
    expect(plan.displaced.map((c) => c.result.url)).toEqual(flood(N).slice(N - config.fetch.credibleReserve));
    expect(plan.leftOut).toHaveLength(urls.length - N);
    // Fetched in rank order.
    const ranks = plan.picked.map((c) => urls.indexOf(c.result.url));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('nothing moves when credible results already rank high enough, or when there are none', () => {
    const ranked = [
      'https://www.who.int/b',
      'https://www.thelancet.com/a',
      'https://www.cdc.gov/c',
      ...flood(6),
    ];
    expect(planCandidates(claim, hits(ranked), new Set(), N, { config }).displaced).toEqual([]);
    const none = planCandidates(claim, hits(flood(9)), new Set(), N, { config });
    expect(none.displaced).toEqual([]);
    expect(none.picked.map((c) => c.result.url)).toEqual(flood(N));
  });

  it('a credible result on another subject keeps no room (it would cost a fetch and say nothing)', () => {
    const urls = [...flood(8), 'https://www.thelancet.com/other'];
    const h = hits(urls);
    h[0]!.results[8] = {
      ...h[0]!.results[8]!,
      title: 'Aspirin in older adults',
      snippet: 'Daily aspirin and bleeding risk.',
    };
    const plan = planCandidates(claim, h, new Set(), N, { config });
    expect(plan.displaced).toEqual([]);
    expect(plan.picked.map((c) => c.result.url)).toEqual(flood(N));
  });

  it('a user override that makes a site credible counts', () => {
    const urls = [...flood(8), 'https://www.fresh-news-99.com/x'];
    const plan = planCandidates(claim, hits(urls), new Set(), N, {
      config,
      tierOverrides: { 'fresh-news-99.com': 'B' },
    });
    expect(plan.picked.map((c) => c.result.url)).toContain('https://www.fresh-news-99.com/x');
  });

  it('without tier options the pick is rank order (the old behaviour, for callers that do not weigh tiers)', () => {
    const urls = [...flood(8), 'https://www.thelancet.com/a'];
    expect(pickCandidates(claim, hits(urls), new Set(), N).map((c) => c.result.url)).toEqual(flood(N));
  });
});
