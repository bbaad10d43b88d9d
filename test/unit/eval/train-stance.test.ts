import { describe, expect, it } from 'vitest';
import { fitLogistic, probability } from '../../../scripts/eval/logistic-regression';
import {
  learnedDecision,
  LEARNED_STRENGTH,
  type StanceModel,
} from '../../../scripts/eval/stance-learned/stance-learned';

/** A separable toy problem: y = 1 exactly when 2·a − b > 0.3, plus a feature of pure noise (fixed, no randomness). */
function toy() {
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 20; i++)
    for (let j = 0; j < 20; j++) {
      const a = i / 19;
      const b = j / 19;
      const noise = ((i * 7 + j * 13) % 10) / 10;
      if (Math.abs(2 * a - b - 0.3) < 0.02) continue;
      x.push([a, b, noise]);
      y.push(2 * a - b > 0.3 ? 1 : 0);
    }
  return { x, y };
}

describe('logistic regression trainer', () => {
  it('recovers a separable toy problem: every point classified, the signs of the true weights, noise near 0', () => {
    const { x, y } = toy();
    for (const standardise of [true, false]) {
      const m = fitLogistic(x, y, { lambda: 1e-4, standardise });
      const right = x.filter((r, i) => (probability(m, r) >= 0.5 ? 1 : 0) === y[i]).length;
      expect(right / x.length).toBeGreaterThanOrEqual(0.99);
      expect(m.weights[0]).toBeGreaterThan(0);
      expect(m.weights[1]).toBeLessThan(0);
      expect(Math.abs(m.weights[2]!)).toBeLessThan(Math.abs(m.weights[1]!) / 5);
    }
  });

  it('shrinks the weights as the penalty grows', () => {
    const { x, y } = toy();
    const norm = (lambda: number) => Math.hypot(...fitLogistic(x, y, { lambda, standardise: true }).weights);
    expect(norm(1)).toBeLessThan(norm(0.01));
    expect(norm(0.01)).toBeLessThan(norm(1e-4));
  });

  it('is deterministic: the same data give the same model twice', () => {
    const { x, y } = toy();
    expect(fitLogistic(x, y, { lambda: 0.01, standardise: true })).toEqual(
      fitLogistic(x, y, { lambda: 0.01, standardise: true }),
    );
  });
});

describe('learned layer on top of the rules', () => {
  // A model over two features ("another name", "rule: different figures") with a strong weight on the first.
  const model: StanceModel = {
    features: ['another name', 'rule: different figures'],
    mean: [0, 0],
    scale: [1, 1],
    weights: [6, 0],
    bias: -3,
    promoteAt: 0.6,
    promoteFrom: ['context'],
    demoteBelow: 0.1,
  };
  const context = { stance: 'context' as const, strength: 0.2, rationale: 'heuristic: same topic' };

  it('turns a context reading into a weak refute when the probability is high, saying which cues in words', () => {
    const d = learnedDecision(context, [1, 0], model);
    expect(d).toEqual({
      action: 'refutes',
      strength: LEARNED_STRENGTH,
      rationale: 'learned cues — another name',
    });
    expect(LEARNED_STRENGTH).toBeLessThanOrEqual(0.35);
    expect(learnedDecision(context, [0, 0], model)).toEqual({ action: 'keep' });
  });

  it('only promotes the readings it was trained to, and never overrules a labelled figure conflict', () => {
    const support = { stance: 'supports' as const, strength: 0.7, rationale: 'heuristic: near-verbatim' };
    expect(learnedDecision(support, [1, 0], model)).toEqual({ action: 'keep' });
    const figures = {
      stance: 'refutes' as const,
      strength: 0.4,
      rationale: 'heuristic: different figures (97% vs 64%)',
    };
    expect(learnedDecision(figures, [0, 0], model)).toEqual({ action: 'keep' });
    const weak = {
      stance: 'refutes' as const,
      strength: 0.35,
      rationale: 'heuristic: opposite wording (rose/fell)',
    };
    expect(learnedDecision(weak, [0, 0], model).action).toBe('context');
  });
});
