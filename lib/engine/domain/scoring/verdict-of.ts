/** From a belief to a verdict: label from G and A, confidence, status. All thresholds from the judge config. */
import { perChannel, type Belief, type Rgba, type VerdictLabel, type VerdictStatus } from '../../schemas';
import type { EngineConfig } from '../../config';
import { logistic } from './sigmoid-impact';

interface LabelFacts {
  checkable: boolean;
  /** At least one independent source moved G (or a neighbouring claim did, through the claim graph). */
  hasEvidence: boolean;
  /** Credible independent sources on both sides, the weaker side carrying enough weight. */
  contested: boolean;
}

export function rgbaOf(belief: Belief): Rgba {
  return perChannel((channel) => logistic(belief[channel]));
}

export function labelOf(rgba: Rgba, facts: LabelFacts, config: EngineConfig): VerdictLabel {
  const t = config.verdict.label;
  if (!facts.checkable) return 'not_checkable';
  if (!facts.hasEvidence) return 'unverified';
  if (facts.contested) return 'contested';
  const explained = rgba.a >= config.verdict.strongMinExplainability;
  if (rgba.g >= t.supported) return explained ? 'supported' : 'likely_true';
  if (rgba.g >= t.likelyTrue) return 'likely_true';
  if (rgba.g <= t.refuted) return explained ? 'refuted' : 'likely_false';
  if (rgba.g <= t.likelyFalse) return 'likely_false';
  return 'unverified';
}

/** certaintyShare · |2g − 1| + (1 − certaintyShare) · a; fixed for not-checkable claims. */
export function confidenceOf(rgba: Rgba, label: VerdictLabel, config: EngineConfig): number {
  if (label === 'not_checkable') return config.verdict.notCheckableConfidence;
  const share = config.verdict.certaintyShare;
  return Math.max(0, Math.min(1, share * Math.abs(2 * rgba.g - 1) + (1 - share) * rgba.a));
}

export function statusOf(confidence: number, config: EngineConfig): VerdictStatus {
  const s = config.verdict.status;
  if (confidence >= s.verified) return 'verified';
  if (confidence >= s.flagged) return 'flagged';
  if (confidence >= s.humanReview) return 'needs_review';
  return 'human_review';
}

export const MIRROR_LABEL: Readonly<Record<VerdictLabel, VerdictLabel>> = {
  supported: 'refuted',
  likely_true: 'likely_false',
  contested: 'contested',
  likely_false: 'likely_true',
  refuted: 'supported',
  unverified: 'unverified',
  not_checkable: 'not_checkable',
};
