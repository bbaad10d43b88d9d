/** Seed 003 verdict metrics: false-claim detection rate, false-positive rate on true claims, false-claim F1. */
import { f1 } from './metrics';

export interface VerdictMetrics {
  /** Gold-false claims predicted false (recall on false claims: the "hallucination detection rate"). */
  falseClaimDetection: number;
  /** Gold-true claims predicted false (flagging a correct claim). */
  falsePositiveOnTrue: number;
  falseClaimF1: number;
  falseClaims: number;
  trueClaims: number;
}

/** Over [gold, predicted] pairs whose classes include 'true' and 'false' (any other class is neither). */
export function verdictMetrics(pairs: ReadonlyArray<readonly [string, string]>): VerdictMetrics {
  const isFalse = pairs.filter(([g]) => g === 'false');
  const isTrue = pairs.filter(([g]) => g === 'true');
  const tp = isFalse.filter(([, p]) => p === 'false').length;
  const fp = pairs.filter(([g, p]) => g !== 'false' && p === 'false').length;
  const fn = isFalse.length - tp;
  return {
    falseClaimDetection: isFalse.length ? tp / isFalse.length : 0,
    falsePositiveOnTrue: isTrue.length ? isTrue.filter(([, p]) => p === 'false').length / isTrue.length : 0,
    falseClaimF1: f1(tp, fp, fn),
    falseClaims: isFalse.length,
    trueClaims: isTrue.length,
  };
}
