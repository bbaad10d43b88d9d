/** Consensus points (seed 000): a claim's independent credible sources agree (≥ 90 %), credibility high enough. */
import type { ConsensusPoint } from '../../schemas';
import type { EngineConfig } from '../../config';
import type { SourceGroup } from '../scoring/independent-sources';
import { isCredibleTier } from '../tiers/credible-tier';
import { toBattlegroundSource, type JudgedClaim } from './find-battlegrounds';

/**
 * A claim judged true (or false) is a consensus point when ≥ `consensusMinSources` independent sources of a
 * credible tier (A, A', B; never known-unreliable) take the verdict's side, they are ≥ `consensusAgreement` of the
 * sources taking any side, and the agreeing sources' mean credibility is ≥ `consensusMinCredibility` (see config for
 * why 0.45, not seed 000's 0.6, on this engine's credibility scale).
 */
export function consensusPoints(judged: readonly JudgedClaim[], config: EngineConfig): ConsensusPoint[] {
  const out: ConsensusPoint[] = [];
  const a = config.article;
  const credible = (g: SourceGroup): boolean => isCredibleTier(g.representative.tier, config);
  for (const { claim, judgement } of judged) {
    const { label } = judgement.verdict;
    const sign =
      label === 'supported' || label === 'likely_true'
        ? 1
        : label === 'refuted' || label === 'likely_false'
          ? -1
          : 0;
    if (sign === 0) continue;
    const directional = judgement.groups.filter((g) => g.gVote !== 0);
    const agreeing = directional.filter((g) => Math.sign(g.gVote) === sign);
    if (agreeing.filter(credible).length < a.consensusMinSources) continue;
    if (agreeing.length / directional.length < a.consensusAgreement) continue;
    const credibility =
      agreeing.reduce((s, g) => s + g.representative.credibility.score, 0) / agreeing.length;
    if (credibility < a.consensusMinCredibility) continue;
    const verb = sign > 0 ? 'supported' : 'refuted';
    out.push({
      claimId: claim.id,
      statement: `${sign > 0 ? '' : 'Not so: '}${claim.text} — ${verb} by ${agreeing.length} independent sources (average credibility ${credibility.toFixed(2)}).`,
      sources: agreeing.length,
      agree: sign > 0 ? 'supports' : 'refutes',
      credibility,
      agreeing: agreeing
        .map(toBattlegroundSource)
        .sort((x, y) => y.credibility - x.credibility || (x.url < y.url ? -1 : x.url > y.url ? 1 : 0)),
    });
  }
  return out;
}
