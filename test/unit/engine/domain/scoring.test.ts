import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import {
  credibilityOf,
  judgeClaim as judgeClaimWith,
  temporalFit,
  type JudgeOptions,
} from '../../../../lib/engine/domain';
import { accumulateLogOdds } from '../../../../lib/engine/domain/scoring/belief-of';
import { sigmoidImpact as impactWith } from '../../../../lib/engine/domain/scoring/sigmoid-impact';
import { fakeEvidence, NOW } from './builders';
import { reasonText } from '../../../reason-text';

const config = ENGINE_CONFIG;
const sigmoidImpact = (strength: number, relevance = 1) => impactWith(strength, relevance, config);
const judgeClaim = (input: Parameters<typeof judgeClaimWith>[0], options: Partial<JudgeOptions> = {}) =>
  judgeClaimWith(input, { config, ...options });

describe('credibilityOf (seed 000 golden values)', () => {
  it('scores a recent .edu study with references, citations and credentials 0.94', () => {
    const c = credibilityOf(
      {
        url: 'https://www.harvard.edu/study',
        text: 'Study by Dr. Smith. References: [1] Nature 2023',
        publishedAt: '2025-09-01',
      },
      { now: NOW, config },
    );
    expect(c.score).toBeCloseTo(0.94, 10);
    expect(c).toMatchObject({ authority: 1, citations: 0.8, recency: 1 });
  });

  it('scores a five-year-old .com blog post with no citations 0.33', () => {
    const c = credibilityOf(
      { url: 'https://randomsite.com/blog', text: 'Blog post about health...', publishedAt: '2020-11-01' },
      { now: NOW, config },
    );
    expect(c.score).toBeCloseTo(0.33, 10);
  });

  it('reads recency from the publication date, and an unknown date is neutral, not fresh', () => {
    const old = credibilityOf(
      { url: 'https://randomsite.com/a', publishedAt: '2012-01-01' },
      { now: NOW, config },
    );
    const unknown = credibilityOf(
      { url: 'https://randomsite.com/a', publishedAt: null },
      { now: NOW, config },
    );
    const fresh = credibilityOf(
      { url: 'https://randomsite.com/a', publishedAt: '2026-10-01' },
      { now: NOW, config },
    );
    expect(old.recency).toBe(0.3);
    expect(unknown.recency).toBe(0.5);
    expect(fresh.recency).toBe(1);
  });

  it('uses the tier for authority: tier A above tier D, known-unreliable lowest', () => {
    const a = credibilityOf({ url: 'https://www.cdc.gov/x' }, { now: NOW, config }).authority;
    const d = credibilityOf({ url: 'https://medium.com/x' }, { now: NOW, config }).authority;
    const bad = credibilityOf({ url: 'https://naturalnews.com/x' }, { now: NOW, config }).authority;
    expect(a).toBeGreaterThan(d);
    expect(d).toBeGreaterThan(bad);
  });
});

describe('sigmoid impact and log-odds (seed 001 golden values)', () => {
  it('gives 0.036 / 1.0 / 1.964 at strength 0.1 / 0.5 / 0.9', () => {
    expect(sigmoidImpact(0.1)).toBeCloseTo(0.036, 3);
    expect(sigmoidImpact(0.5)).toBeCloseTo(1.0, 10);
    expect(sigmoidImpact(0.9)).toBeCloseTo(1.964, 3);
  });

  it('scales with relevance', () => {
    expect(sigmoidImpact(0.9, 0.5)).toBeCloseTo(0.982, 3);
  });

  it('keeps a belief at log-odds 2.0 above 1.8 after five weak refutes', () => {
    const weak = -sigmoidImpact(0.1);
    expect(accumulateLogOdds(2.0, [weak, weak, weak, weak, weak])).toBeGreaterThan(1.8);
  });

  it('five weak refutes from tier-A sources do not overturn a strong prior in a verdict', () => {
    const evidence = ['cdc.gov', 'nih.gov', 'who.int', 'ons.gov.uk', 'destatis.de'].map((d, i) =>
      fakeEvidence({
        url: `https://${d}/p${i}`,
        stance: 'refutes',
        strength: 0.1,
        text: `weak doubt number ${i} about ${d} data`,
      }),
    );
    const v = judgeClaim(
      { claim: { text: 'Unemployment fell in 2024.' }, evidence },
      { now: NOW, prior: 2.0 },
    );
    expect(v.belief.g).toBeGreaterThan(1.8);
  });
});

describe('judgeClaim', () => {
  it('supports a claim backed by two independent tier-A sources and says so in the reasons', () => {
    const v = judgeClaim(
      {
        claim: { text: 'Measles cases rose in 2024.' },
        evidence: [
          fakeEvidence({ url: 'https://www.cdc.gov/measles', stance: 'supports', strength: 0.9 }),
          fakeEvidence({ url: 'https://www.who.int/measles', stance: 'supports', strength: 0.9 }),
        ],
      },
      { now: NOW, config },
    );
    expect(v.label).toBe('supported');
    expect(v.reasons[0]).toEqual({
      kind: 'sides',
      support: [{ tier: 'A', sites: ['cdc.gov', 'who.int'] }],
      refute: [],
    });
    expect(reasonText({ reasons: v.reasons.slice(0, 1) })).toBe(
      '2 independent sources support: 2 public bodies (cdc.gov, who.int).',
    );
    expect(v.counted).toHaveLength(2);
  });

  it('collapses several pages of one domain and copies of one text into one vote', () => {
    const text =
      'The city council approved the new budget of 12 million euros on Tuesday after a long debate.';
    const one = judgeClaim(
      {
        claim: { text: 'x' },
        evidence: [fakeEvidence({ url: 'https://a-site.example/1', text, stance: 'supports' })],
      },
      { now: NOW, config },
    );
    const many = judgeClaim(
      {
        claim: { text: 'x' },
        evidence: [
          fakeEvidence({ url: 'https://a-site.example/1', text, stance: 'supports' }),
          fakeEvidence({
            url: 'https://a-site.example/2',
            text: 'Another page of the same site agrees completely here.',
            stance: 'supports',
          }),
          fakeEvidence({ url: 'https://mirror.example/copy', text, stance: 'supports' }),
        ],
      },
      { now: NOW, config },
    );
    expect(many.counted).toHaveLength(1);
    expect(many.setAside.map((s) => s.fact.kind)).toEqual(['copy-of', 'copy-of']);
    expect(many.belief.g).toBeCloseTo(one.belief.g, 10);
  });

  it('one low-tier dissenter does not make a claim contested', () => {
    const v = judgeClaim(
      {
        claim: { text: 'x' },
        evidence: [
          fakeEvidence({ url: 'https://www.reuters.com/a', stance: 'supports', strength: 0.9 }),
          fakeEvidence({ url: 'https://apnews.com/b', stance: 'supports', strength: 0.9 }),
          fakeEvidence({ url: 'https://www.reddit.com/r/c', stance: 'refutes', strength: 0.9 }),
        ],
      },
      { now: NOW, config },
    );
    expect(v.label).not.toBe('contested');
    expect(v.rgba.g).toBeGreaterThan(0.65);
  });

  it('is contested when credible independent sources take both sides', () => {
    const v = judgeClaim(
      {
        claim: { text: 'x' },
        evidence: [
          fakeEvidence({ url: 'https://www.cdc.gov/a', stance: 'supports', strength: 0.9 }),
          fakeEvidence({ url: 'https://www.bbc.co.uk/b', stance: 'refutes', strength: 0.9 }),
        ],
      },
      { now: NOW, config },
    );
    expect(v.label).toBe('contested');
    expect(reasonText(v)).toContain('Contested');
  });

  it('is unverified without evidence and not_checkable for opinions (which take no evidence into account)', () => {
    expect(judgeClaim({ claim: { text: 'x' }, evidence: [] }).label).toBe('unverified');
    const opinion = judgeClaim({
      claim: { text: 'Jazz is the best music.', kind: 'opinion' },
      evidence: [fakeEvidence({ stance: 'refutes' })],
    });
    expect(opinion.label).toBe('not_checkable');
    expect(opinion.counted).toEqual([]);
  });

  it('demotes a quote the source does not contain to context, and says why', () => {
    const v = judgeClaim({
      claim: { text: 'x' },
      evidence: [
        fakeEvidence({
          url: 'https://www.cdc.gov/a',
          stance: 'supports',
          text: 'Cases fell by 12 percent.',
          quote: 'Cases fell by 21 percent.',
        }),
      ],
    });
    expect(v.label).toBe('unverified');
    expect(v.setAside[0]?.fact).toEqual({ kind: 'quote-not-found', site: 'cdc.gov' });
  });

  it('down-weights evidence published before the claim’s time window, with the reason shown', () => {
    const claim = {
      text: 'The 2025 flood damaged 300 homes.',
      timeAnchor: { from: '2025-03-01', to: '2025-03-31' },
    };
    const before = fakeEvidence({
      url: 'https://www.reuters.com/a',
      stance: 'refutes',
      strength: 0.9,
      publishedAt: '2024-12-01',
    });
    const after = { ...before, publishedAt: '2025-04-02' };
    const vb = judgeClaim({ claim, evidence: [before] }, { now: NOW, config });
    const va = judgeClaim({ claim, evidence: [after] }, { now: NOW, config });
    expect(Math.abs(vb.belief.g)).toBeLessThan(Math.abs(va.belief.g) / 2);
    expect(reasonText(vb)).toContain("before the claim's time window");
    expect(temporalFit('2025-04-02', claim.timeAnchor)).toBeNull();
  });

  it('lowers honesty B, not veracity G, for true-but-misleading evidence', () => {
    const clean = judgeClaim({
      claim: { text: 'x' },
      evidence: [fakeEvidence({ url: 'https://www.cdc.gov/a', stance: 'supports' })],
    });
    const framed = judgeClaim({
      claim: { text: 'x' },
      evidence: [
        fakeEvidence({ url: 'https://www.cdc.gov/a', stance: 'supports' }),
        fakeEvidence({
          url: 'https://fullfact.org/b',
          stance: 'mixed',
          text: 'True but misleading: the figure is cherry-picked from one month.',
        }),
      ],
    });
    expect(framed.rgba.b).toBeLessThan(clean.rgba.b);
    expect(framed.rgba.g).toBeCloseTo(clean.rgba.g, 10);
  });

  it('applies tier overrides from Settings', () => {
    const e = [fakeEvidence({ url: 'https://www.reddit.com/r/a', stance: 'supports', strength: 0.9 })];
    const plain = judgeClaim({ claim: { text: 'x' }, evidence: e });
    const trusted = judgeClaim(
      { claim: { text: 'x' }, evidence: e },
      { tierOverrides: { 'reddit.com': 'A' } },
    );
    expect(trusted.belief.g).toBeGreaterThan(plain.belief.g);
  });
});
