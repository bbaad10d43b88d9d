import { describe, expect, it } from 'vitest';
import { evaluateAggregation, factualityOf, mapGoldStance } from '../../../scripts/eval/aggregation';
import { at, evaluateWorthiness, PIPELINE_THRESHOLDS } from '../../../scripts/eval/check-worthiness';
import { stratifiedSample } from '../../../scripts/eval/datasets';
import { mergeSections, parseSections } from '../../../scripts/eval/eval-doc';
import { engineStance3, goldStance3 } from '../../../scripts/eval/stance';
import { ENGINE_CONFIG } from '../../../lib/engine/config';

describe('stratifiedSample', () => {
  const rows = [
    ...Array.from({ length: 10 }, (_, i) => `a${i}`),
    ...Array.from({ length: 5 }, (_, i) => `b${i}`),
    'c0',
  ];
  const group = (r: string) => r[0]!;

  it('keeps the class proportions and every class, in the original order', () => {
    const sample = stratifiedSample(rows, group, 8);
    expect(sample).toHaveLength(8);
    expect(sample.filter((r) => r.startsWith('a'))).toHaveLength(5);
    expect(sample.filter((r) => r.startsWith('b'))).toHaveLength(2);
    expect(sample).toContain('c0');
    expect(sample).toEqual([...sample].sort((x, y) => rows.indexOf(x) - rows.indexOf(y)));
  });

  it('is the same sample on every run, and all rows when asked for more', () => {
    expect(stratifiedSample(rows, group, 8)).toEqual(stratifiedSample(rows, group, 8));
    expect(stratifiedSample(rows, group, 99)).toEqual(rows);
  });

  it('never returns more than asked even when each class needs its one row', () => {
    const skewed = [...Array.from({ length: 20 }, () => 'a'), 'b', 'c'];
    expect(stratifiedSample(skewed, (r) => r, 3)).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    expect(stratifiedSample(skewed, (r) => r, 3)).toHaveLength(3);
  });
});

describe('label mappings', () => {
  it('folds the dataset stances into three ways and the engine stances onto them', () => {
    expect(['completely support', 'partially support', 'refute', 'irrelevant'].map(goldStance3)).toEqual([
      'support',
      'support',
      'refute',
      'irrelevant',
    ]);
    expect((['supports', 'mixed', 'refutes', 'context', 'irrelevant'] as const).map(engineStance3)).toEqual([
      'support',
      'support',
      'refute',
      'irrelevant',
      'irrelevant',
    ]);
  });

  it('maps verdict labels to the factuality classes', () => {
    expect(
      (
        [
          'supported',
          'likely_true',
          'refuted',
          'likely_false',
          'contested',
          'unverified',
          'not_checkable',
        ] as const
      ).map(factualityOf),
    ).toEqual([
      'true',
      'true',
      'false',
      'false',
      'not_enough_evidence',
      'not_enough_evidence',
      'not_enough_evidence',
    ]);
    expect(mapGoldStance('partially-support')).toEqual({ stance: 'supports', strength: 0.6 });
  });
});

describe('check-worthiness at the pipeline thresholds', () => {
  it('uses the pre-filter threshold of the engine config', () => {
    expect(PIPELINE_THRESHOLDS.prefilter).toBe(ENGINE_CONFIG.claims.prefilterThreshold);
  });

  it('predicts checkworthy at or above the threshold', () => {
    const items = [
      { text: 'x', gold: 'checkworthy' as const, score: 0.4 },
      { text: 'y', gold: 'checkworthy' as const, score: 0.1 },
      { text: 'z', gold: 'not' as const, score: 0.5 },
    ];
    const r = at(items, 0.4).result;
    expect(r.confusion).toEqual({ checkworthy: { checkworthy: 1, not: 1 }, not: { checkworthy: 1, not: 0 } });
  });

  it('scores a statistic above a question and beats nothing on an all-yes set', () => {
    const result = evaluateWorthiness('t', [
      {
        text: 'In 2023 the Federal Reserve raised interest rates by 0.25 percent in Washington.',
        gold: 'checkworthy',
        raw: 'yes',
      },
      { text: 'What do you think about that?', gold: 'not', raw: 'other' },
    ]);
    expect(result.items[0]!.score).toBeGreaterThan(result.items[1]!.score);
    expect(result.atPrefilter.result.accuracy).toBe(1);
    expect(result.allYes.accuracy).toBe(0.5);
    expect(result.goldCounts).toEqual({ yes: 1, other: 1 });
  });
});

describe('aggregation of gold stances', () => {
  it('calls a claim false when independent sources refute it, and unverified without decisive evidence', () => {
    const stances = [
      {
        claim: 'The bridge opened in 1990.',
        evidence: 'Records show the bridge opened to traffic in 1987, not later.',
        stance: 'refute',
      },
      {
        claim: 'The bridge opened in 1990.',
        evidence: 'The city archive dates the opening ceremony of the bridge to May 1987.',
        stance: 'refute',
      },
      {
        claim: 'The river is 40 km long.',
        evidence: 'A page about local restaurants.',
        stance: 'irrelevant',
      },
    ];
    const labels = [
      { claim: 'The bridge opened in 1990.', label: 'false' as const },
      { claim: 'The river is 40 km long.', label: 'not_enough_evidence' as const },
    ];
    const r = evaluateAggregation(stances, labels);
    expect(r.judge.confusion.false.false).toBe(1);
    expect(r.judge.confusion.not_enough_evidence.not_enough_evidence).toBe(1);
    expect(r.seed003.falseClaimDetection).toBe(1);
    expect(r.calibration.n).toBe(2);
  });
});

describe('bench/EVAL.md sections', () => {
  it('replaces the sections a run produced and keeps the others in a fixed order', () => {
    const first = mergeSections('', { offline: 'old offline', sandbox: 'sandbox figures' });
    const next = mergeSections(first, { intro: '# Eval', offline: 'new offline' });
    expect(parseSections(next)).toEqual({
      intro: '# Eval\n',
      offline: 'new offline\n',
      sandbox: 'sandbox figures\n',
    });
    expect(next.indexOf('# Eval')).toBeLessThan(next.indexOf('new offline'));
    expect(next).not.toContain('old offline');
  });
});
