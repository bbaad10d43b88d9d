import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { articleTierOf, judgeArticle, judgeClaim, type JudgeOptions } from '../../../../lib/engine/domain';
import type { Claim, Evidence } from '../../../../lib/engine/schemas';
import { fakeEvidence, NOW } from './builders';
import { reasonText } from '../../../reason-text';
import type { ReasonFact } from '../../../../lib/engine/schemas';

const config = ENGINE_CONFIG;
const judge = (
  evidence: Parameters<typeof judgeClaim>[0]['evidence'],
  options: Partial<JudgeOptions>,
  harm = 2,
) =>
  judgeClaim(
    { claim: { text: 'Unemployment fell to 3.9 percent in 2024.', harm }, evidence },
    { now: NOW, config, ...options },
  );
const lastReason = (v: { reasons: ReasonFact[] }) => reasonText({ reasons: v.reasons.slice(-1) });

/** Seed 001, "Tier-Based Priors (FR-002)": veracity and danger priors per tier, copied from the seed's table. */
const SEED_TABLE = [
  { tier: 'A', url: 'https://www.cdc.gov/nchs/data', veracity: 0.85, danger: 0.1 },
  { tier: "A'", url: 'https://x.com/WHO/status/1', veracity: 0.75, danger: 0.15 },
  { tier: 'B', url: 'https://www.reuters.com/world/x', veracity: 0.7, danger: 0.2 },
  { tier: 'C', url: 'https://www.sacbee.com/news/x', veracity: 0.55, danger: 0.35 },
  { tier: 'D', url: 'https://www.reddit.com/r/news/x', veracity: 0.35, danger: 0.5 },
] as const;

/** An X post is its rendered author's (as its site reader found it), never its URL path's: the A' row's source. */
function sourceOptions(url: string): Partial<JudgeOptions> {
  if (!url.startsWith('https://x.com/')) return { articleUrl: url };
  const post = {
    platform: 'x',
    handle: '@WHO',
    authorName: 'WHO',
    profileUrl: 'https://x.com/WHO',
    posts: 1,
  } as const;
  return { articleSource: articleTierOf({ url, kind: 'post', post }, { lookalike: config.tiers.lookalike }) };
}

describe('tier priors from the article’s own source (seed 001)', () => {
  for (const row of SEED_TABLE) {
    it(`a tier-${row.tier} article starts G at ${row.veracity * 100} % and R at ${row.danger * 100} %`, () => {
      const v = judge([], sourceOptions(row.url));
      expect(v.rgba.g).toBeCloseTo(row.veracity, 9);
      expect(v.rgba.r).toBeCloseTo(row.danger, 9);
      expect(v.reasons.at(-1)).toMatchObject({
        kind: 'belief',
        priorFrom: { kind: 'source', tier: row.tier },
      });
      expect(lastReason(v)).toContain(`are right about ${Math.round(row.veracity * 100)} % of the time`);
      // No source was counted: the prior is said as a starting point, never as the claim's veracity.
      expect(lastReason(v)).toMatch(/^No evidence counted, so no veracity figure/);
      expect(lastReason(v)).toContain(`the harm if it were false: ${Math.round(row.danger * 100)} %.`);
      // A prior is not evidence: with nothing found the claim stays unverified, whatever the source.
      expect(v.label).toBe('unverified');
    });
  }

  it('reads the same numbers from the config the judge uses (one table, not copies)', () => {
    for (const row of SEED_TABLE) {
      expect(config.belief.veracityPrior[row.tier]).toBe(row.veracity);
      expect(config.belief.dangerPrior[row.tier]).toBe(row.danger);
    }
  });

  it('says where the prior came from, in plain words', () => {
    const v = judge([fakeEvidence({ url: 'https://www.cdc.gov/a', stance: 'supports', strength: 0.9 })], {
      articleUrl: 'https://www.reuters.com/world/x',
    });
    expect(reasonText(v)).toContain(
      'before any evidence, sources like this one (newsroom: reuters.com) are right about 70 % of the time',
    );
    expect(reasonText(v)).not.toMatch(/right about 50 ?%/);
  });

  it('a subdomain inherits its site’s tier: www.bbc.co.uk is tier B', () => {
    expect(lastReason(judge([], { articleUrl: 'https://www.bbc.co.uk/news/x' }))).toContain(
      'sources like this one (newsroom: bbc.co.uk) are right about 70 % of the time',
    );
  });

  it('a user tier override changes the prior (and says so)', () => {
    const plain = judge([], { articleUrl: 'https://www.reuters.com/world/x' });
    const demoted = judge([], {
      articleUrl: 'https://www.reuters.com/world/x',
      tierOverrides: { 'reuters.com': 'D' },
    });
    const promoted = judge([], {
      articleUrl: 'https://blog.my-local-paper.example/post',
      tierOverrides: { 'my-local-paper.example': 'A' },
    });
    expect(plain.rgba.g).toBeCloseTo(0.7, 9);
    expect(demoted.rgba.g).toBeCloseTo(0.35, 9);
    expect(demoted.rgba.r).toBeCloseTo(0.5, 9);
    expect(lastReason(demoted)).toContain(
      '(social account: reuters.com, your tier setting) are right about 35 % of the time',
    );
    expect(promoted.rgba.g).toBeCloseTo(0.85, 9);
    expect(lastReason(promoted)).toContain(
      '(official source: my-local-paper.example, your tier setting) are right about 85 % of the time',
    );
  });

  it('an unknown site starts even (unknown is not known-bad); a known-unreliable site starts low', () => {
    const unknown = judge([], { articleUrl: 'https://www.dailywellnessreport.com/a' });
    expect(unknown.rgba.g).toBeCloseTo(0.5, 9);
    expect(lastReason(unknown)).toContain(
      '(source of unknown standing: dailywellnessreport.com) are right about 50 % of the time',
    );
    const bad = judge([], { articleUrl: 'https://www.naturalnews.com/a' });
    expect(bad.rgba.g).toBeCloseTo(config.belief.veracityPrior.unreliable, 9);
    expect(lastReason(bad)).toContain('(known unreliable: naturalnews.com)');
  });

  it('the same evidence reads differently from a tier-A and a tier-D article', () => {
    const evidence = [
      fakeEvidence({ url: 'https://www.bbc.co.uk/a', stance: 'supports', strength: 0.7, relevance: 0.8 }),
    ];
    const fromA = judge(evidence, { articleUrl: 'https://www.cdc.gov/a' });
    const fromD = judge(evidence, { articleUrl: 'https://www.reddit.com/r/x' });
    expect(fromA.rgba.g).toBeGreaterThan(fromD.rgba.g);
    expect(['supported', 'likely_true']).toContain(fromA.label);
    expect(fromD.label).toBe('unverified');
  });

  it('a refuting tier-A source still overturns a tier-A article’s prior', () => {
    const v = judge(
      [
        fakeEvidence({ url: 'https://www.bls.gov/a', stance: 'refutes', strength: 0.95 }),
        fakeEvidence({ url: 'https://www.census.gov/b', stance: 'refutes', strength: 0.95 }),
      ],
      { articleUrl: 'https://www.cdc.gov/a' },
    );
    expect(['refuted', 'likely_false']).toContain(v.label);
  });

  it('the claim’s harm moves R from the tier’s prior, and the reason says so', () => {
    const mild = judge([], { articleUrl: 'https://www.reuters.com/x' }, 2);
    const grave = judge([], { articleUrl: 'https://www.reuters.com/x' }, 5);
    expect(mild.rgba.r).toBeCloseTo(0.2, 9);
    expect(grave.rgba.r).toBeGreaterThan(mild.rgba.r);
    expect(lastReason(grave)).toContain('Danger (R)');
    expect(lastReason(grave)).toContain('a harm of 5 out of 5 raises danger from 20 %');
  });

  it('without an article source G starts even, as the judge did before priors', () => {
    const v = judge([], {});
    expect(v.rgba.g).toBeCloseTo(0.5, 9);
    expect(lastReason(v)).toContain("with nothing known about the article's source, it starts at 50 %");
  });

  it('judgeArticle applies the article’s prior to every claim', () => {
    const claim = (id: string): Claim => ({
      id,
      runId: 'r',
      quote: 'q',
      start: 0,
      end: 1,
      text: `Claim ${id} about the 2024 budget.`,
      kind: 'factual',
      role: 'support',
      checkWorthiness: 0.8,
      harm: 2,
      entities: [],
      timeAnchor: null,
      edges: [],
    });
    const ev: Evidence = {
      id: 'e1',
      runId: 'r',
      claimId: 'c1',
      url: 'https://www.bbc.co.uk/a',
      domain: 'bbc.co.uk',
      title: 't',
      passage: 'The budget was approved on Tuesday by a large majority of members.',
      quote: 'The budget was approved on Tuesday',
      stance: 'supports',
      strength: 0.8,
      relevance: 1,
      publishedAt: '2025-06-01',
      quoteVerified: true,
      heuristic: false,
      queryId: null,
      rating: null,
      rationale: '',
    };
    const judged = judgeArticle(
      { claims: [claim('c1'), claim('c2')], evidence: [ev] },
      { now: NOW, config, articleUrl: 'https://www.sacbee.com/news/x' },
    );
    for (const v of judged.verdicts) expect(reasonText(v)).toContain('are right about 55 % of the time');
  });
});
