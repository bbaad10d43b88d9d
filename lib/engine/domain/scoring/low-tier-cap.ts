/** Sources of low or unknown tier together never outweigh one credible source, however many there are. */
import type { EngineConfig } from '../../config';
import { isCredibleTier } from '../tiers/credible-tier';
import type { SourceGroup } from './independent-sources';

/** What the cap did on one side, for the verdict's reasons. */
export interface LowTierCap {
  /** +1 support, −1 refutation. */
  side: 1 | -1;
  /** The low-tier groups on that side and their summed |vote| before and after the cap. */
  groups: SourceGroup[];
  before: number;
  after: number;
  /** Whether a credible source on the other side set the cap (else `belief.lowTierVoteCap` did). */
  byCredible: boolean;
}

/**
 * Groups with the summed G vote of the non-credible ones (no member of a tier in `verdict.credibleTiers` on the
 * group's side; a known-unreliable domain is never credible)
 * scaled down, per side, to at most `belief.lowTierShareOfCredible` of the strongest credible vote on the other side
 * and never more than `belief.lowTierVoteCap`. Scaling keeps each group's share of its side; credible groups are
 * untouched. Pages anyone can write, however many and however independent they look, add up to less than one
 * credible source.
 */
export function capLowTierVotes(
  groups: SourceGroup[],
  config: EngineConfig,
): { groups: SourceGroup[]; caps: LowTierCap[] } {
  const b = config.belief;
  const credible = (g: SourceGroup) => speaksForCredible(g, config);
  const caps: LowTierCap[] = [];
  const scale = new Map<SourceGroup, number>();
  for (const side of [1, -1] as const) {
    const low = groups.filter((g) => !credible(g) && Math.sign(g.gVote) === side);
    const before = low.reduce((sum, g) => sum + Math.abs(g.gVote), 0);
    const opposing = groups.filter((g) => credible(g) && Math.sign(g.gVote) === -side);
    const strongest = Math.max(0, ...opposing.map((g) => Math.abs(g.gVote)));
    const byCredible = opposing.length > 0 && b.lowTierShareOfCredible * strongest < b.lowTierVoteCap;
    const cap = byCredible ? b.lowTierShareOfCredible * strongest : b.lowTierVoteCap;
    if (before <= cap) continue;
    for (const g of low) scale.set(g, cap / before);
    caps.push({ side, groups: low, before, after: cap, byCredible });
  }
  return {
    groups: groups.map((g) => {
      const factor = scale.get(g);
      return factor === undefined ? g : { ...g, gVote: g.gVote * factor };
    }),
    caps,
  };
}

/**
 * A group speaks for a credible source when one of its members is credible and says what the group's vote says: a
 * local paper (tier C) running a Reuters story is Reuters' text, however its vote was picked. Any other group is a
 * page anyone can write, whose votes `capLowTierVotes` caps.
 */
export function speaksForCredible(g: SourceGroup, config: EngineConfig): boolean {
  return g.members.some((m) => isCredibleTier(m.tier, config) && Math.sign(m.gImpact) === Math.sign(g.gVote));
}
