/** Consensus points (seed 000): ≥ 90 % of a claim's independent sources agree, average credibility ≥ 0.6. */
import type { ArticleVerdict } from '../../schemas';
import type { EngineConfig } from '../../config';
import type { JudgedClaim } from './find-battlegrounds';

export function consensusPoints(
  judged: readonly JudgedClaim[],
  config: EngineConfig,
): ArticleVerdict['consensus'] {
  const out: ArticleVerdict['consensus'] = [];
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
    if (agreeing.length < config.article.consensusMinSources) continue;
    if (agreeing.length / directional.length < config.article.consensusAgreement) continue;
    const credibility =
      agreeing.reduce((s, g) => s + g.representative.credibility.score, 0) / agreeing.length;
    if (credibility < config.article.consensusMinCredibility) continue;
    const verb = sign > 0 ? 'supported' : 'refuted';
    out.push({
      claimId: claim.id,
      statement: `${sign > 0 ? '' : 'Not so: '}${claim.text} — ${verb} by ${agreeing.length} independent sources (average credibility ${credibility.toFixed(2)}).`,
      sources: agreeing.length,
    });
  }
  return out;
}
