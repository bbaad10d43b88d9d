import { describe, expect, it } from 'vitest';
import { calibration, classify, f1, rate } from '../../../scripts/eval/metrics';
import { verdictMetrics } from '../../../scripts/eval/verdict-metrics';

describe('f1', () => {
  it('is the harmonic mean of precision and recall', () => {
    // p = 2/3, r = 2/4 → 2·(2/3)(1/2)/(2/3 + 1/2) = 4/7
    expect(f1(2, 1, 2)).toBeCloseTo(4 / 7, 10);
    expect(f1(3, 0, 0)).toBe(1);
  });

  it('is 0 when nothing is right, never NaN', () => {
    expect(f1(0, 0, 0)).toBe(0);
    expect(f1(0, 5, 3)).toBe(0);
  });
});

describe('classify', () => {
  const pairs = [
    ['a', 'a'],
    ['a', 'a'],
    ['a', 'b'],
    ['b', 'b'],
    ['b', 'c'],
    ['c', 'c'],
  ] as const;
  const result = classify(['a', 'b', 'c'] as const, pairs);

  it('fills the confusion matrix with rows gold and columns predicted', () => {
    expect(result.confusion).toEqual({
      a: { a: 2, b: 1, c: 0 },
      b: { a: 0, b: 1, c: 1 },
      c: { a: 0, b: 0, c: 1 },
    });
    expect(result.accuracy).toBeCloseTo(4 / 6, 10);
  });

  it('gives per-class precision, recall and F1 computed by hand', () => {
    expect(result.perClass.a).toMatchObject({ precision: 1, support: 3 });
    expect(result.perClass.a.recall).toBeCloseTo(2 / 3, 10);
    expect(result.perClass.a.f1).toBeCloseTo(0.8, 10);
    expect(result.perClass.b).toMatchObject({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    expect(result.perClass.c.f1).toBeCloseTo(2 / 3, 10);
  });

  it('macro-F1 is the unweighted mean of the class F1s', () => {
    expect(result.macroF1).toBeCloseTo((0.8 + 0.5 + 2 / 3) / 3, 10);
  });

  it('counts a listed class that never occurs as F1 0 in the macro average', () => {
    const allYes = classify(['yes', 'no'] as const, [
      ['yes', 'yes'],
      ['yes', 'yes'],
      ['no', 'yes'],
    ]);
    expect(allYes.perClass.yes.f1).toBeCloseTo(0.8, 10); // p 2/3, r 1
    expect(allYes.perClass.no.f1).toBe(0);
    expect(allYes.macroF1).toBeCloseTo(0.4, 10);
  });

  it('refuses a label outside the class list instead of miscounting it', () => {
    expect(() => classify(['a', 'b'] as const, [['a', 'z' as 'a']])).toThrow(/Unknown class/);
  });
});

describe('calibration (ECE and reliability bins)', () => {
  it('weights each bin gap by its share of the items', () => {
    const cal = calibration([
      { confidence: 0.95, correct: true },
      { confidence: 0.95, correct: false },
      { confidence: 0.25, correct: true },
      { confidence: 0.15, correct: false },
    ]);
    // bin 0.9–1.0: |0.5 − 0.95| · 2/4; bin 0.2–0.3: |1 − 0.25| · 1/4; bin 0.1–0.2: |0 − 0.15| · 1/4
    expect(cal.ece).toBeCloseTo(0.225 + 0.1875 + 0.0375, 10);
    expect(cal.bins).toHaveLength(10);
    expect(cal.bins[9]).toMatchObject({ count: 2, accuracy: 0.5 });
    expect(cal.bins[9]!.meanConfidence).toBeCloseTo(0.95, 10);
    expect(cal.bins[2]).toMatchObject({ count: 1, accuracy: 1 });
    expect(cal.bins[5]).toMatchObject({ count: 0, accuracy: 0, meanConfidence: 0 });
  });

  it('is 0 for a perfectly calibrated set', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ confidence: 0.7, correct: i < 7 }));
    expect(calibration(items).ece).toBeCloseTo(0, 10);
  });

  it('puts a bin edge in the upper bin and confidence 1 in the last bin', () => {
    const cal = calibration([
      { confidence: 0.5, correct: true },
      { confidence: 1, correct: true },
      { confidence: 0, correct: false },
    ]);
    expect(cal.bins[5]!.count).toBe(1);
    expect(cal.bins[9]!.count).toBe(1);
    expect(cal.bins[0]!.count).toBe(1);
  });

  it('uses as many bins as asked and handles no items', () => {
    expect(calibration([{ confidence: 0.6, correct: false }], 5).bins.map((b) => b.count)).toEqual([
      0, 0, 0, 1, 0,
    ]);
    expect(calibration([])).toMatchObject({ n: 0, ece: 0 });
  });
});

describe('seed 003 verdict metrics', () => {
  const pairs = [
    ['true', 'true'],
    ['true', 'false'],
    ['false', 'false'],
    ['false', 'not_enough_evidence'],
    ['false', 'false'],
    ['not_enough_evidence', 'false'],
  ] as const;
  const m = verdictMetrics(pairs);

  it('false-claim detection rate is the recall on false claims', () => {
    expect(m.falseClaimDetection).toBeCloseTo(2 / 3, 10);
    expect(m.falseClaims).toBe(3);
  });

  it('false-positive rate is the share of true claims called false', () => {
    expect(m.falsePositiveOnTrue).toBe(0.5);
    expect(m.trueClaims).toBe(2);
  });

  it('false-claim F1 counts any non-false claim called false as a false positive', () => {
    // tp 2, fp 2, fn 1 → p 0.5, r 2/3
    expect(m.falseClaimF1).toBeCloseTo(4 / 7, 10);
  });

  it('rate is 0 on an empty list', () => {
    expect(rate([], () => true)).toBe(0);
    expect(rate([1, 2, 3, 4], (x) => x > 1)).toBe(0.75);
  });
});
