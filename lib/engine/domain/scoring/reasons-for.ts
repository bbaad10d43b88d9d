/** Human-readable reasons for a verdict, each traceable to the evidence that produced it. */
import type { Rgba, VerdictLabel } from '../../schemas';
import type { EngineConfig } from '../../config';
import type { AssessedEvidence, JudgeClaimInput } from './assess-evidence';
import type { BeliefResult } from './belief-of';
import type { SourceGroup } from './independent-sources';
import { tierKeyOf } from './credibility-of';
import { describeLookalike } from '../tiers/lookalike-of';
import { logistic } from './sigmoid-impact';
import { heldAtRuleCeiling } from './lone-rule-contradiction';

interface ReasonInput {
  claim: JudgeClaimInput;
  checkable: boolean;
  groups: SourceGroup[];
  assessed: AssessedEvidence[];
  result: BeliefResult;
  rgba: Rgba;
  contested: boolean;
  label: VerdictLabel;
}

export function reasonsFor(input: ReasonInput, config: EngineConfig): string[] {
  const { claim, groups, assessed, result, rgba } = input;
  if (!input.checkable) return [`${capitalise(claim.kind ?? 'this')} is shown but not checked: it weighs 0.`];
  const reasons: string[] = [];
  const side = (sign: number, verb: string): string | null => {
    const chosen = groups.filter((g) => Math.sign(g.gVote) === sign);
    if (chosen.length === 0) return null;
    const byTier = new Map<string, string[]>();
    for (const g of chosen) {
      const key =
        tierKeyOf(g.representative.tier) === 'unreliable'
          ? 'known-unreliable'
          : `tier-${g.representative.tier.tier}`;
      byTier.set(key, [...(byTier.get(key) ?? []), g.representative.tier.domain || g.representative.url]);
    }
    const parts = [...byTier.entries()].map(
      ([tier, domains]) => `${domains.length} ${tier} (${domains.join(', ')})`,
    );
    const n = chosen.length;
    return `${n} independent source${n === 1 ? '' : 's'} ${verb}: ${parts.join(', ')}`;
  };
  const pro = side(1, n1('supports', 'support', groups, 1));
  const con = side(-1, n1('refutes', 'refute', groups, -1));
  if (pro || con) reasons.push([pro, con].filter(Boolean).join('; ') + '.');
  else reasons.push('No independent source takes a side on this claim yet.');

  reasons.push(...lookalikeReasons(assessed));
  if (input.contested) reasons.push('Contested: credible independent sources disagree.');
  for (const g of groups.filter(heldAtRuleCeiling))
    reasons.push(
      `${g.representative.tier.domain || g.representative.url} gives another figure for the claim's subject, read by rules: it counts as a weak cue until a second independent source contradicts the claim.`,
    );
  const mixed = groups.filter((g) => g.members.some((m) => m.misleading));
  if (mixed.length > 0) {
    reasons.push(
      `${mixed.length} source(s) say it is partly true or misleading in framing (lowers honesty B, not veracity G).`,
    );
  }
  for (const e of assessed) {
    if (e.temporalMismatch)
      reasons.push(
        `${e.tier.domain || e.url}: ${e.temporalMismatch}; weight ×${config.belief.temporalMismatchWeight}.`,
      );
  }
  const failed = assessed.filter((e) => e.quoteFailed);
  if (failed.length > 0) {
    reasons.push(
      `${failed.length} quote(s) not found in their source (${failed.map((e) => e.tier.domain || e.url).join(', ')}): demoted to context.`,
    );
  }
  const copies = groups.reduce((n, g) => n + g.members.length - 1, 0);
  if (copies > 0)
    reasons.push(`${copies} duplicate page(s) or copies set aside: one vote per independent source.`);
  if (result.capped) reasons.push(`${result.capped}.`);
  const { priors } = result;
  const harm =
    Math.abs(priors.harmShift) < 1e-9
      ? ''
      : `, harm ${claim.harm ?? '?'} of 5 ${priors.harmShift > 0 ? 'raises' : 'lowers'} it`;
  reasons.push(
    `Veracity G ${pct(rgba.g)} (prior ${pct(logistic(priors.g))} ${priors.from}), danger R ${pct(rgba.r)} (prior ${pct(logistic(priors.r))}${harm}), honesty B ${pct(rgba.b)}, explainability A ${pct(rgba.a)}.`,
  );
  return reasons;
}

/** One reason per look-alike source: it is named, and it counted as a source of unknown tier, never as the original. */
function lookalikeReasons(assessed: AssessedEvidence[]): string[] {
  const seen = new Map<string, string>();
  for (const e of assessed) {
    const { lookalike, domain } = e.tier;
    if (lookalike && !seen.has(domain || e.url))
      seen.set(
        domain || e.url,
        `Look-alike source: ${describeLookalike(domain || e.url, lookalike)}; it counts as a source of unknown tier.`,
      );
  }
  return [...seen.values()];
}

function n1(singular: string, plural: string, groups: SourceGroup[], sign: number): string {
  return groups.filter((g) => Math.sign(g.gVote) === sign).length === 1 ? singular : plural;
}

/** "70 %": the form the reasons use for every probability. */
function pct(x: number): string {
  return `${Math.round(x * 100)} %`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
