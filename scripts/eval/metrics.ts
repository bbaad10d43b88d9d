/** Classification and calibration metrics for `npm run eval`: F1, macro-F1, confusion, ECE and reliability bins. */

export interface ClassScore {
  precision: number;
  recall: number;
  f1: number;
  /** How many gold items have this class. */
  support: number;
}

export interface Classification<C extends string> {
  n: number;
  accuracy: number;
  macroF1: number;
  perClass: Record<C, ClassScore>;
  /** confusion[gold][predicted] */
  confusion: Record<C, Record<C, number>>;
}

/** F1 from counts; 0 when precision and recall are both 0 (or undefined). */
export function f1(tp: number, fp: number, fn: number): number {
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

/** Scores [gold, predicted] pairs over `classes`; macro-F1 is the unweighted mean over every listed class. */
export function classify<C extends string>(
  classes: readonly C[],
  pairs: ReadonlyArray<readonly [C, C]>,
): Classification<C> {
  const confusion = Object.fromEntries(
    classes.map((g) => [g, Object.fromEntries(classes.map((p) => [p, 0]))]),
  ) as Record<C, Record<C, number>>;
  for (const [g, p] of pairs) {
    const row = confusion[g];
    if (!row || row[p] === undefined)
      throw new Error(`Unknown class in pair [${g}, ${p}]; expected one of ${classes.join(', ')}.`);
    row[p] += 1;
  }
  const perClass = Object.fromEntries(
    classes.map((c) => {
      const tp = confusion[c][c];
      const fp = classes.reduce((s, g) => s + (g === c ? 0 : confusion[g][c]), 0);
      const fn = classes.reduce((s, p) => s + (p === c ? 0 : confusion[c][p]), 0);
      const score: ClassScore = {
        precision: tp + fp === 0 ? 0 : tp / (tp + fp),
        recall: tp + fn === 0 ? 0 : tp / (tp + fn),
        f1: f1(tp, fp, fn),
        support: tp + fn,
      };
      return [c, score];
    }),
  ) as Record<C, ClassScore>;
  const correct = classes.reduce((s, c) => s + confusion[c][c], 0);
  return {
    n: pairs.length,
    accuracy: pairs.length === 0 ? 0 : correct / pairs.length,
    macroF1: classes.length === 0 ? 0 : classes.reduce((s, c) => s + perClass[c].f1, 0) / classes.length,
    perClass,
    confusion,
  };
}

/** Share of items matching `predicate` (0 for an empty list). */
export function rate<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(predicate).length / items.length;
}

export interface ReliabilityBin {
  /** Lower and upper edge; a bin holds lo ≤ c < hi, the last one also c = 1. */
  lo: number;
  hi: number;
  count: number;
  meanConfidence: number;
  accuracy: number;
}

export interface Calibration {
  n: number;
  /** Expected calibration error: Σ (count/n) · |accuracy − mean confidence| over the bins. */
  ece: number;
  bins: ReliabilityBin[];
}

/** Equal-width reliability bins over [0, 1] and the expected calibration error. Empty bins report 0s. */
export function calibration(
  items: ReadonlyArray<{ confidence: number; correct: boolean }>,
  binCount = 10,
): Calibration {
  const sums = Array.from({ length: binCount }, () => ({ count: 0, confidence: 0, correct: 0 }));
  for (const { confidence, correct } of items) {
    const c = Math.max(0, Math.min(1, confidence));
    const bin = sums[Math.min(binCount - 1, Math.floor(c * binCount))]!;
    bin.count += 1;
    bin.confidence += c;
    bin.correct += correct ? 1 : 0;
  }
  const n = items.length;
  const bins = sums.map((s, i) => ({
    lo: i / binCount,
    hi: (i + 1) / binCount,
    count: s.count,
    meanConfidence: s.count ? s.confidence / s.count : 0,
    accuracy: s.count ? s.correct / s.count : 0,
  }));
  const ece =
    n === 0 ? 0 : bins.reduce((e, b) => e + (b.count / n) * Math.abs(b.accuracy - b.meanConfidence), 0);
  return { n, ece, bins };
}
