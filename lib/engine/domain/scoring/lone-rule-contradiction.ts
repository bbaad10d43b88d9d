/** A rule's strong contradiction decides only with a second independent source against the claim. */
import type { SourceGroup } from './independent-sources';

/**
 * Groups with every uncorroborated strong rule contradiction counted at the ordinary rule ceiling
 * (`belief.ruleCeiling`): a same-subject contradiction read by rules keeps its full weight only when
 * another independent source, not one known to be unreliable, also contradicts the claim (read by the model, a rating
 * or a rule). Rules misread an honest page that adds a sub-group, a wider place or another year to the claim's
 * subject; one such page alone must not make a true claim false. A second page anyone can write only corroborates:
 * it is itself capped at the rule ceiling (`belief.untrustedRuleTiers`), so it never carries the full weight.
 */
export function capLoneRuleContradictions(groups: SourceGroup[]): SourceGroup[] {
  const against = (g: SourceGroup) => g.gVote < 0 && !g.representative.tier.unreliable;
  return groups.map((g) => {
    const lone = g.representative.loneRuleImpact;
    if (g.gVote >= 0 || lone === undefined) return g;
    const corroborated = groups.some((other) => other !== g && against(other));
    return corroborated ? g : { ...g, gVote: -Math.min(lone, -g.gVote) };
  });
}

/** Whether a group's vote was held at the rule ceiling by `capLoneRuleContradictions` (for the verdict's reasons). */
export const heldAtRuleCeiling = (g: SourceGroup): boolean =>
  g.representative.loneRuleImpact !== undefined && g.gVote < 0 && -g.gVote < -g.representative.gImpact;
