/** Every reason kind has plain words: no tier letters, no "(s)", no log-odds, no "prior"; legacy text verbatim. */
import { describe, expect, it } from 'vitest';
import { REASON_KINDS, ReasonFactSchema, type ReasonFact } from '../../../lib/engine/schemas';
import { reasonWords } from '../../../lib/presentation/reason-words';

const rgba = { r: 0.2, g: 0.72, b: 0.5, a: 0.3 };

/** One fact of every kind (the record's type makes a missing kind a type error). */
const ONE_OF_EACH: { [K in ReasonFact['kind']]: Extract<ReasonFact, { kind: K }> } = {
  'not-checked': { kind: 'not-checked', claimKind: 'opinion' },
  sides: {
    kind: 'sides',
    support: [{ tier: 'A', sites: ['cdc.gov', 'who.int'] }],
    refute: [{ tier: 'D', sites: ['reddit.com'] }],
  },
  'no-side': { kind: 'no-side' },
  lookalike: { kind: 'lookalike', site: 'cdc-gov.org', of: 'cdc.gov', how: 'hyphenated' },
  unreviewed: { kind: 'unreviewed', site: 'zenodo.org', what: 'open-repository' },
  contested: { kind: 'contested' },
  'rule-ceiling': { kind: 'rule-ceiling', site: 'ons.gov.uk' },
  misleading: { kind: 'misleading', count: 1 },
  outdated: {
    kind: 'outdated',
    site: 'bbc.co.uk',
    publishedAt: '2019-01-02',
    windowFrom: '2024-01-01',
    weight: 0.25,
  },
  'quotes-not-found': { kind: 'quotes-not-found', sites: ['example.com'] },
  'model-readings': { kind: 'model-readings', failed: 6, total: 10, weight: 0.4, fellBack: 1 },
  'merged-copies': { kind: 'merged-copies', sites: ['a.com', 'b.net'], why: ['text'] },
  'same-site-pages': { kind: 'same-site-pages', count: 1 },
  'low-tier-cap': {
    kind: 'low-tier-cap',
    side: 'support',
    sites: ['x.com', 'y.net'],
    before: 3.2,
    after: 1,
    byCredible: false,
  },
  'consensus-cap': { kind: 'consensus-cap', logOdds: 1.386, sources: 1 },
  belief: {
    kind: 'belief',
    rgba,
    priorG: 0.7,
    priorR: 0.2,
    priorFrom: { kind: 'source', tier: 'B', site: 'reuters.com', override: false },
    harm: 5,
    harmEffect: 'raises',
    evidenceCounted: true,
  },
  'claim-graph': { kind: 'claim-graph', logOdds: 0.4, related: [{ type: 'depends_on', target: 'c-2' }] },
  legacy: { kind: 'legacy', text: '2 tier-A sources support (saved by an old version)' },
};

describe('reason words', () => {
  it('cover the one list of kinds, and every example is a valid fact', () => {
    expect(Object.keys(ONE_OF_EACH).sort()).toEqual([...REASON_KINDS].sort());
    for (const fact of Object.values(ONE_OF_EACH)) expect(ReasonFactSchema.parse(fact)).toEqual(fact);
  });

  it.each(Object.values(ONE_OF_EACH).filter((f) => f.kind !== 'legacy'))(
    '$kind reads without engine jargon',
    (fact) => {
      const words = reasonWords(fact);
      expect(words).toMatch(/^[A-Z0-9a-z]/);
      expect(words).toMatch(/\.$/);
      expect(words).not.toMatch(
        /\(s\)|tier-[A-D]|\btier [A-D]\b|log-odds|\bprior\b|\bhop\b|counter-query|×|undefined|\[object/,
      );
    },
  );

  it('name kinds of sources and say what a prior means', () => {
    expect(reasonWords(ONE_OF_EACH.sides)).toBe(
      '2 independent sources support: 2 public bodies (cdc.gov, who.int); 1 independent source refutes: 1 social account (reddit.com).',
    );
    expect(reasonWords(ONE_OF_EACH.belief)).toContain(
      'before any evidence, sources like this one (newsroom: reuters.com) are right about 70 % of the time',
    );
    expect(reasonWords(ONE_OF_EACH['quotes-not-found'])).toBe(
      '1 quote not found in its source (example.com): counted as background only, not as evidence.',
    );
    expect(reasonWords(ONE_OF_EACH['consensus-cap'])).toBe(
      'Veracity held at 80 %: 1 independent source is not enough agreement to go further.',
    );
  });

  it('give no veracity figure when no evidence was counted: the starting point is said as such', () => {
    const words = reasonWords({ ...ONE_OF_EACH.belief, evidenceCounted: false });
    expect(words).toMatch(/^No evidence counted, so no veracity figure/);
    expect(words).not.toMatch(/Veracity \(G\) \d/);
    expect(words).toContain(
      'are right about 70 % of the time; that is where the check starts, not a verdict',
    );
    expect(words).toContain('the harm if it were false');
  });

  it('show a reason saved by an old version as it was written', () => {
    expect(reasonWords(ONE_OF_EACH.legacy)).toBe('2 tier-A sources support (saved by an old version)');
  });
});
