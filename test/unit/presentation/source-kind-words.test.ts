/** The source-kind vocabulary: one kind per source wherever it is named (pill, reasons, report). */
import { describe, expect, it } from 'vitest';
import {
  SOURCE_KIND_WORDS,
  credibilityWords,
  sourceKindOf,
  standingOf,
} from '../../../lib/presentation/source-kind-words';
import type { ReasonFact } from '../../../lib/engine/schemas';
import { reasonWords } from '../../../lib/presentation/reason-words';
import { listedTierOf } from '../../../lib/engine/domain/tiers/tier-of';
import { ENGINE_CONFIG } from '../../../lib/engine/config';

/** The kind's name; without a tier, the one a check would have stored from the lists. */
const kindName = (url: string, tier?: Parameters<typeof sourceKindOf>[1]) =>
  SOURCE_KIND_WORDS[sourceKindOf(url, tier ?? listedTierOf(url).tier)].one;

describe('source kinds', () => {
  it('names fact-checkers, reference works, journals, public bodies, newsrooms, social accounts', () => {
    expect(kindName('https://www.politifact.com/factchecks/2024/x')).toBe('fact-checker');
    expect(kindName('https://www.snopes.com/fact-check/y')).toBe('fact-checker');
    expect(kindName('https://en.wikipedia.org/wiki/Measles')).toBe('reference work');
    expect(kindName('https://www.britannica.com/science/measles')).toBe('reference work');
    expect(kindName('https://www.thelancet.com/journals/lancet/article/retraction')).toBe('journal');
    expect(kindName('https://www.nature.com/articles/abc')).toBe('journal');
    expect(kindName('https://www.cdc.gov/measles/')).toBe('public body');
    expect(kindName('https://www.who.int/news')).toBe('public body');
    expect(kindName('https://www.reuters.com/world/')).toBe('newsroom');
    expect(kindName('https://www.theguardian.com/world/x')).toBe('newsroom');
    expect(kindName('https://www.reddit.com/r/x')).toBe('social account');
  });

  it('an official public-body account on X is a public body, not a social account', () => {
    expect(sourceKindOf('https://x.com/CDCgov/status/1', "A'")).toBe('public-body-account');
    expect(SOURCE_KIND_WORDS['public-body-account'].tone).toBe('credible');
    expect(kindName('https://x.com/someone/status/1')).toBe('social account');
  });

  it('a known-unreliable site is "known unreliable", never "social media"', () => {
    expect(kindName('https://www.naturalnews.com/2024-x.html', 'D')).toBe('known unreliable');
    expect(SOURCE_KIND_WORDS.unreliable.tone).toBe('low');
  });

  it('a stored tier that differs from the lists (the user’s override) decides the kind', () => {
    expect(sourceKindOf('https://www.naturalnews.com/x', 'B')).toBe('newsroom');
    expect(sourceKindOf('https://unlisted.example/x', 'unknown')).toBe('unknown');
  });
});

describe('reasons in the same vocabulary as the pills', () => {
  it('names each domain’s kind in a reason’s tier group', () => {
    const support: ReasonFact = {
      kind: 'sides',
      support: [{ tier: 'A', sites: ['politifact.com', 'cdc.gov'] }],
      refute: [],
    } as const;
    expect(reasonWords(support)).toBe(
      '2 independent sources support: 1 fact-checker (politifact.com), 1 public body (cdc.gov).',
    );
    const refute: ReasonFact = {
      kind: 'sides',
      support: [],
      refute: [{ tier: 'unreliable', sites: ['naturalnews.com'] }],
    } as const;
    expect(reasonWords(refute)).toBe('1 independent source refutes: 1 known unreliable (naturalnews.com).');
    const wiki: ReasonFact = {
      kind: 'sides',
      support: [{ tier: 'B', sites: ['wikipedia.org'] }],
      refute: [],
    };
    expect(reasonWords(wiki)).toMatch(/1 reference work \(wikipedia\.org\)/);
  });
});

describe('sources nobody reviewed are named for what they are (attack review, 2026-11)', () => {
  it('an open repository upload, a preprint and a wiki user page: their kind, its standing and why', () => {
    expect(kindName('https://zenodo.org/records/1234567')).toBe('open repository upload');
    expect(SOURCE_KIND_WORDS['open-repository'].meaning).toMatch(
      /anyone can upload.*not peer reviewed|nothing is peer reviewed/,
    );
    expect(SOURCE_KIND_WORDS['open-repository'].tone).toBe('low');
    expect(kindName('https://arxiv.org/abs/2301.04567')).toBe('preprint (not peer reviewed)');
    expect(kindName('https://europepmc.org/article/PPR/PPR812345')).toBe('preprint (not peer reviewed)');
    expect(kindName('https://doi.org/10.5281/zenodo.1234567')).toBe('open repository upload');
    expect(kindName('https://www.bmj.com/content/351/bmj.h4677/rr-12')).toBe('reader submission');
    expect(kindName('https://www.bmj.com/content/351/bmj.h4677')).toBe('journal');
    expect(SOURCE_KIND_WORDS.preprint.tone).not.toBe('credible');
    expect(kindName('https://en.wikipedia.org/wiki/User:Attacker/MMR')).toBe('wiki page, not an article');
    expect(kindName('https://en.wikipedia.org/wiki/MMR_vaccine')).toBe('reference work');
    const words = credibilityWords(
      { url: 'https://zenodo.org/records/1', tier: 'D', credibility: 0.4, passage: 'Our cohort study.' },
      Date.parse('2026-01-01'),
      ENGINE_CONFIG,
    );
    expect(words.standing).toBe('open repository upload, low standing');
    expect(words.parts.join(' ')).not.toMatch(/vouched/);
  });

  it('reasons name a wiki user page as the page, never as the encyclopaedia, and say why each counts less', () => {
    const sides: ReasonFact = {
      kind: 'sides',
      support: [{ tier: 'D', sites: ['en.wikipedia.org/wiki/User:Attacker/MMR', 'zenodo.org'] }],
      refute: [{ tier: 'A', sites: ['thelancet.com'] }],
    };
    expect(reasonWords(sides)).toBe(
      '2 independent sources support: 1 wiki page, not an article (en.wikipedia.org/wiki/User:Attacker/MMR), 1 open repository upload (zenodo.org); 1 independent source refutes: 1 journal (thelancet.com).',
    );
    expect(reasonWords({ kind: 'unreviewed', site: 'zenodo.org', what: 'open-repository' })).toBe(
      'zenodo.org is an open repository: anyone can upload there and nothing is peer reviewed, so it counts as self-published, not as a journal.',
    );
    expect(
      reasonWords({ kind: 'unreviewed', site: 'en.wikipedia.org/wiki/Talk:MMR_vaccine', what: 'wiki-page' }),
    ).toMatch(/^en\.wikipedia\.org\/wiki\/Talk:MMR_vaccine is not a Wikipedia article .*anyone writes it/);
  });
});

describe('credibility in words', () => {
  const at = Date.parse('2026-11-26T12:00:00Z');

  it('a public body reads "public body, high standing" first; an old page is not lowered for a timeless claim', () => {
    // Before issue 32: authority 1 × 0.4 + no citations + an old page (recency 0.3 × 0.3) = 0.49, "a coin flip".
    const source = {
      url: 'https://www.cdc.gov/x',
      tier: 'A' as const,
      credibility: 0.49,
      publishedAt: '2019-01-01',
    };
    const timeless = credibilityWords(source, at, ENGINE_CONFIG, null);
    expect(timeless.standing).toBe('public body, high standing');
    expect(timeless.figure).toBe('credibility 100%');
    expect(timeless.lowered).toEqual([]);
    expect(timeless.parts).toEqual([
      'standing of a public body: 100%',
      'references and credentials: 100%, vouched for by its standing (the page shows none)',
      'recency: not counted, the claim does not change with time',
    ]);
  });

  it('the same page is lowered for its age when the claim is a figure, and says why', () => {
    const words = credibilityWords(
      { url: 'https://www.cdc.gov/x', tier: 'A', credibility: 0.49, publishedAt: '2019-01-01' },
      at,
      ENGINE_CONFIG,
      'figure',
    );
    // 1 × 0.4 + 1 × 0.3 (vouched) + 0.3 × 0.3 = 0.79
    expect(words.figure).toBe('credibility 79%');
    expect(words.lowered).toEqual(['it was published 7 years ago (the claim is a figure, which can change)']);
  });

  it('an unknown date is named as a reason for a current-events claim; a fresh page needs none', () => {
    const unknownDate = credibilityWords(
      { url: 'https://www.who.int/x', tier: 'A', credibility: 0.55, publishedAt: null },
      at,
      ENGINE_CONFIG,
      'current-events',
    );
    expect(unknownDate.lowered).toEqual([
      'its publication date is unknown (the claim is about current events)',
    ]);
    const full = credibilityWords(
      { url: 'https://www.who.int/x', tier: 'A', credibility: 1, publishedAt: '2026-10-01' },
      at,
      ENGINE_CONFIG,
      'current-events',
    );
    expect(full.lowered).toEqual([]);
    expect(full.figure).toBe('credibility 100%');
  });

  it('a page of a lower tier still shows when it has no references', () => {
    const words = credibilityWords(
      { url: 'https://www.reuters.com/x', tier: 'B', credibility: 0.6, publishedAt: '2026-10-01' },
      at,
      ENGINE_CONFIG,
      null,
    );
    expect(words.standing).toBe('newsroom, good standing');
    expect(words.lowered).toEqual(['the page shows no references or author credentials']);
  });

  it('a known-unreliable site’s standing says so, whatever its figure', () => {
    const words = credibilityWords(
      { url: 'https://naturalnews.com/x', tier: 'D', credibility: 0.35, publishedAt: '2026-10-01' },
      at,
      ENGINE_CONFIG,
    );
    expect(words.standing).toBe(standingOf('unreliable'));
    expect(words.standing).toBe('known unreliable');
  });
});
