/** Battlegrounds: claims where credible independent sources take both sides, with the sources of each side. */
import type { Battleground, BattlegroundSource } from '../../schemas';
import type { EngineConfig } from '../../config';
import type { JudgeClaimInput } from '../scoring/assess-evidence';
import type { ClaimJudgement } from '../scoring/judge-claim';
import type { SourceGroup } from '../scoring/independent-sources';
import { isCredibleTier } from '../tiers/credible-tier';

export interface JudgedClaim {
  claim: JudgeClaimInput & { id: string };
  judgement: ClaimJudgement;
}

/** Below this lean the evidence favours neither side. */
const EVEN = 0.1;

export function findBattlegrounds(judged: readonly JudgedClaim[], config: EngineConfig): Battleground[] {
  const out: Battleground[] = [];
  for (const { claim, judgement } of judged) {
    const credible = (g: SourceGroup): boolean => isCredibleTier(g.representative.tier, config);
    const pro = judgement.groups.filter((g) => g.gVote > 0);
    const con = judgement.groups.filter((g) => g.gVote < 0);
    if (!pro.some(credible) || !con.some(credible)) continue;
    const s = pro.reduce((sum, g) => sum + g.gVote, 0);
    const r = -con.reduce((sum, g) => sum + g.gVote, 0);
    const lean = Math.abs(s - r) / (s + r);
    out.push({
      id: `bg-${claim.id}`,
      claimId: claim.id,
      point: `Is it true that ${claim.text.replace(/[.?!]+$/, '')}?`,
      sideA: { position: `Yes: ${claim.text}`, sources: pro.map(toBattlegroundSource).sort(byCredibility) },
      sideB: {
        position: `No: the evidence contradicts "${claim.text}"`,
        sources: con.map(toBattlegroundSource).sort(byCredibility),
      },
      favours: lean < EVEN ? 'neither' : s > r ? 'A' : 'B',
      lean,
    });
  }
  return out;
}

/** A source group as shown on a battleground or a consensus point: its representative page. */
export function toBattlegroundSource(group: SourceGroup): BattlegroundSource {
  const e = group.representative;
  return {
    evidenceId: e.id,
    url: e.url,
    domain: e.tier.domain,
    tier: e.tier.tier,
    credibility: e.credibility.score,
    quote: e.quote || e.text.slice(0, 280),
    publishedAt: e.publishedAt,
  };
}

function byCredibility(a: BattlegroundSource, b: BattlegroundSource): number {
  return b.credibility - a.credibility || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}
