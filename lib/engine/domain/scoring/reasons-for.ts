/** Human-readable reasons for a verdict, each traceable to the evidence that produced it. */
import type { Rgba, VerdictLabel } from '../../schemas';
import type { EngineConfig } from '../../config';
import type { AssessedEvidence, JudgeClaimInput } from './assess-evidence';
import type { BeliefResult } from './belief-of';
import type { SourceGroup } from './independent-sources';
import { tierKeyOf } from './credibility-of';
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
  /** The run's model readings and the weight their failure rate leaves them. */
  modelReadings?: { failed: number; total: number; weight: number };
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
  const readings = modelReadingsReason(input);
  if (readings) reasons.push(readings);
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

/**
 * "The model's quotes failed 6 of 10 times in this check (…), so its readings weigh less (×0.40); 2 of this claim's
 * sources were read by the rules instead." — when the model's failures touched this claim; null otherwise.
 */
function modelReadingsReason(input: ReasonInput): string | null {
  const readings = input.modelReadings;
  if (!readings || readings.failed === 0) return null;
  const weighted = readings.weight < 1 && input.assessed.some((e) => e.modelWeighted);
  const fellBack = input.assessed.filter((e) => e.modelFellBack).length;
  if (!weighted && fellBack === 0) return null;
  const parts = [
    `The model's quotes failed ${readings.failed} of ${readings.total} times in this check (not in the source, not about the claim, contradicted by the rules, or a passage stating the claim called irrelevant)`,
  ];
  if (weighted) parts[0] += `, so its readings weigh less (×${readings.weight.toFixed(2)})`;
  if (fellBack > 0)
    parts.push(
      `${fellBack} of this claim's sources ${fellBack === 1 ? 'was' : 'were'} read by the rules instead`,
    );
  return `${parts.join('; ')}.`;
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
