/** Sources of low or unknown tier, however many and however independent, add up to less than one credible source. */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, type EngineConfig } from '../../../../lib/engine/config';
import { judgeClaim } from '../../../../lib/engine/domain';
import { judgeClaimInDetail } from '../../../../lib/engine/domain/scoring/judge-claim';
import { logit } from '../../../../lib/engine/domain/scoring/sigmoid-impact';
import { fakeEvidence, NOW } from './builders';
import { reasonText } from '../../../reason-text';

const config = ENGINE_CONFIG as EngineConfig;
const claim = { text: 'The MMR vaccine causes autism in one in fifty children.' };
const judge = (evidence: ReturnType<typeof fakeEvidence>[]) =>
  judgeClaim({ claim, evidence }, { config, now: NOW });
/** Made-up words, so each fresh page below has a text of its own. */
const W = Array.from(
  { length: 40 },
  (_, i) => `${'bcdfghklmnprstvz'[i % 16]}${'aeiou'[i % 5]}${'lmnrst'[i % 6]}${i}`,
);
/** `n` fresh-domain pages, each its own text (no copy detection helps), read by the model as strong support. */
const fresh = (n: number, stance: 'supports' | 'refutes' = 'supports') =>
  Array.from({ length: n }, (_, i) =>
    fakeEvidence({
      url: `https://independent-voice-${i}.com/story`,
      text: `Witness ${W[i % 40]} recalled ${W[(i + 1) % 40]} and ${W[(i + 2) % 40]} near ${W[(i + 3) % 40]}.`,
      stance,
      strength: 0.9,
      publishedAt: `2025-0${1 + (i % 9)}-1${i % 10}`,
    }),
  );
const lancet = fakeEvidence({
  url: 'https://www.thelancet.com/journals/lancet/article/x',
  text: 'Large studies of more than half a million children found no association between MMR vaccination and autism.',
  stance: 'refutes',
  strength: 0.9,
});

describe('low-tier votes are capped per side', () => {
  it.each([3, 8, 30])('%d fresh-domain pages supporting never outweigh one tier-A refutation', (n) => {
    const verdict = judge([lancet, ...fresh(n)]);
    expect(verdict.rgba.g).toBeLessThan(0.5);
    const alone = judge([lancet]);
    // They count together at most half the credible vote.
    const moved = logit(verdict.rgba.g) - logit(alone.rgba.g);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(config.belief.lowTierVoteCap + 1e-9);
    expect(reasonText(verdict)).toMatch(
      new RegExp(
        `^${n} sources of low or unknown tier that support it .* count together less than one credible source`,
        'm',
      ),
    );
  });

  it('alone, however many they are, they never make a claim likely true or likely false', () => {
    for (const stance of ['supports', 'refutes'] as const) {
      const verdict = judge(fresh(20, stance));
      expect(['unverified', 'contested']).toContain(verdict.label);
      expect(Math.abs(logit(verdict.rgba.g))).toBeLessThanOrEqual(config.belief.lowTierVoteCap + 1e-9);
    }
  });

  it('credible sources are never capped: independent credible sources that agree add up', () => {
    const credible = [
      lancet,
      fakeEvidence({
        url: 'https://www.who.int/q/autism',
        text: 'Epidemiological data show no evidence of a link between the vaccine and autism.',
        stance: 'refutes',
        strength: 0.9,
      }),
      fakeEvidence({
        url: 'https://www.cdc.gov/vaccinesafety/autism',
        text: 'Studies have shown that there is no link between receiving vaccines and developing autism spectrum disorder.',
        stance: 'refutes',
        strength: 0.9,
      }),
    ];
    const one = judge([credible[0]!]);
    const three = judge(credible);
    expect(logit(three.rgba.g)).toBeLessThan(logit(one.rgba.g) - 0.5);
    expect(reasonText(three)).not.toMatch(/low or unknown tier|counted as one/);
    expect(three.label).toBe('refuted');
  });

  it("a local paper (tier C) running a wire story is the wire's text: its group is not capped", () => {
    const text =
      'Measles cases in the United States reached 1,274 in 2019, the most since 1992, the CDC said on Monday in Atlanta.';
    const wire = fakeEvidence({ url: 'https://www.reuters.com/x', text, stance: 'supports', strength: 0.4 });
    const local = fakeEvidence({ url: 'https://www.sacbee.com/x', text, stance: 'supports', strength: 0.85 });
    const { groups, verdict } = judgeClaimInDetail(claim, [wire, local], { config, now: NOW });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.representative.url).toBe(local.url);
    expect(reasonText(verdict)).not.toMatch(/low or unknown tier/);
  });

  it('the cap follows the weakest credible vote on the other side: half of it at most', () => {
    const weak = fakeEvidence({ ...lancet, strength: 0.5, relevance: 0.6 });
    const { groups } = judgeClaimInDetail(claim, [weak, ...fresh(6)], { config, now: NOW });
    const credibleVote = -groups.find((g) => g.representative.url === weak.url)!.gVote;
    const lowSum = groups.filter((g) => g.gVote > 0).reduce((s, g) => s + g.gVote, 0);
    expect(lowSum).toBeLessThanOrEqual(config.belief.lowTierShareOfCredible * credibleVote + 1e-9);
  });
});

describe('the low-tier cap holds through the consensus cap, and credible sources still add up', () => {
  const refuting = (host: string, strength: number, i: number) =>
    fakeEvidence({
      url: `https://${host}/autism-${i}`,
      text: `Review ${W[i]} ${W[i + 5]}: cohort ${W[i + 10]} of ${W[i + 15]} children showed no ${W[i + 20]} with autism.`,
      stance: 'refutes',
      strength,
      publishedAt: '2024-0' + (1 + i) + '-15',
    });
  const CREDIBLE = [
    ['two tier-A refutations at 0.9', [refuting('www.who.int', 0.9, 0), refuting('www.cdc.gov', 0.9, 1)]],
    [
      'three refutations of three credible tiers at 0.7',
      [refuting('www.nih.gov', 0.7, 2), refuting('www.bmj.com', 0.7, 3), refuting('apnews.com', 0.7, 4)],
    ],
    ['one journal at 0.6', [refuting('www.nejm.org', 0.6, 5)]],
  ] as const;

  // Low-tier votes on the other side also lower the credible side's share of the votes, which sets the consensus
  // bound (seed 001); before the bound counted, 8 copies gained 0.505 against the cap of 0.5 in the copy-network suite.
  it.each(CREDIBLE.flatMap(([what, credible]) => [5, 12, 40].map((n) => [what, n, credible] as const)))(
    'against %s, %d fresh-domain pages move G by no more than the low-tier cap',
    (_what, n, credible) => {
      const alone = judge([...credible]);
      const attacked = judge([...credible, ...fresh(n)]);
      const moved = logit(attacked.rgba.g) - logit(alone.rgba.g);
      expect(moved).toBeGreaterThan(0);
      expect(moved).toBeLessThanOrEqual(config.belief.lowTierVoteCap + 1e-9);
      expect(attacked.rgba.g).toBeLessThan(0.5);
    },
  );

  it('two independent credible refutations count for more than either alone, a third for more still', () => {
    const [who, cdc] = CREDIBLE[0][1];
    const [nih, bmj, ap] = CREDIBLE[1][1];
    const g = (e: ReturnType<typeof fakeEvidence>[]) => logit(judge(e).rgba.g);
    expect(g([who, cdc])).toBeLessThan(Math.min(g([who]), g([cdc])));
    expect(g([nih, bmj, ap])).toBeLessThan(g([nih, bmj]));
    expect(g([nih, bmj])).toBeLessThan(Math.min(g([nih]), g([bmj])));
  });

  it('two credible refutations of lower tiers outweigh one tier-A refutation of about their strength', () => {
    const nih = refuting('www.nih.gov', 0.85, 6);
    const journal = refuting('www.nejm.org', 0.8, 7);
    const news = refuting('apnews.com', 0.8, 8);
    expect(logit(judge([journal, news]).rgba.g)).toBeLessThan(logit(judge([nih]).rgba.g));
  });
});

describe('copies are counted as one, and the reasons say so', () => {
  it('reworded copies on fresh domains the same day: one vote, "N sources that share their text counted as one"', () => {
    const story = [
      'Parents in three states described sudden developmental regression within weeks of the shot.',
      'Independent researchers say health agencies have ignored the warning signs for many years.',
      'The figures were compiled from insurance claims filed between 2015 and 2022 by worried families.',
    ];
    const reworded = [
      story.join(' '),
      [story[1], story[2], story[0]]
        .join(' ')
        .replace('researchers', 'scientists')
        .replace('ignored', 'dismissed'),
      [story[2], story[0], story[1]].join(' ').replace('Parents', 'Families').replace('compiled', 'gathered'),
    ];
    const copies = reworded.map((text, i) =>
      fakeEvidence({
        url: `https://copy-site-${i}.net/a`,
        text,
        stance: 'supports',
        strength: 0.9,
        publishedAt: '2025-03-03',
      }),
    );
    const verdict = judge(copies);
    expect(verdict.counted).toHaveLength(1);
    expect(reasonText(verdict)).toMatch(/^3 sources that share their text counted as one \(/m);
    expect(verdict.setAside.filter((s) => s.fact.kind === 'copy-of' && s.fact.how === 'text')).toHaveLength(
      2,
    );
  });
});
