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
import type { LowTierCap } from './low-tier-cap';

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
  /** What `capLowTierVotes` did, per side. */
  caps?: LowTierCap[];
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
  const capped = new Set((input.caps ?? []).flatMap((c) => c.groups.map((g) => g.representative.id)));
  for (const g of groups.filter((g) => heldAtRuleCeiling(g) && !capped.has(g.representative.id)))
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
  reasons.push(...mergedReasons(groups));
  for (const cap of input.caps ?? []) reasons.push(lowTierReason(cap));
  if (result.capped) reasons.push(`${result.capped}.`);
  const { priors } = result;
  const harm =
    Math.abs(priors.harmShift) < 1e-9
      ? ''
      : `, harm ${claim.harm ?? '?'} of 5 ${priors.harmShift > 0 ? 'raises' : 'lowers'} it`;
  // No counted source: G is only where the check starts (the article's prior), never presented as a veracity.
  if (!groups.some((g) => g.gVote !== 0)) {
    reasons.push(
      `No evidence counted, so no veracity figure: the prior ${pct(logistic(priors.g))} ${priors.from} is where the check starts, not a verdict; danger R ${pct(rgba.r)} (prior ${pct(logistic(priors.r))}${harm}) is the harm if it were false.`,
    );
    return reasons;
  }
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

/**
 * One line per group that merged several sites, in plain words: "5 sources that share their text counted as one
 * (a.com, b.net, …)", or "published within a day with shared text"; pages of one site are counted together.
 */
function mergedReasons(groups: SourceGroup[]): string[] {
  const out: string[] = [];
  let samePage = 0;
  for (const g of groups) {
    const reasons = g.mergedBy ?? [];
    samePage += reasons.filter((r) => r === 'domain').length;
    const sites = [...new Set(g.members.map((m) => m.tier.domain || m.url))];
    if (sites.length < 2) continue;
    const kinds = [
      reasons.includes('text') ? 'share their text' : null,
      reasons.includes('first-appearance') ? 'first appeared together with shared text' : null,
      reasons.includes('template') ? 'share a page template and text' : null,
    ].filter((k): k is string => k !== null);
    const why = `that ${kinds.join(' or ')}`;
    out.push(`${sites.length} sources ${why} counted as one (${sites.join(', ')}).`);
  }
  if (samePage > 0)
    out.push(
      `${samePage} more page(s) of a site already counted set aside: one vote per independent source.`,
    );
  return out;
}

/** "7 sources of low or unknown tier that support it count together less than one credible source (…)". */
function lowTierReason(cap: LowTierCap): string {
  const n = cap.groups.length;
  const sites = cap.groups.map((g) => g.representative.tier.domain || g.representative.url).join(', ');
  const verb = cap.side > 0 ? (n === 1 ? 'supports' : 'support') : n === 1 ? 'refutes' : 'refute';
  const bound = cap.byCredible
    ? 'half the credible source on the other side'
    : `the most sources of low or unknown tier may add up to`;
  const count = n === 1 ? 'counts' : 'count together';
  return `${n} source${n === 1 ? '' : 's'} of low or unknown tier that ${verb} it (${sites}) ${count} less than one credible source: their vote was cut from ${cap.before.toFixed(2)} to ${cap.after.toFixed(2)} (log-odds, ${bound}).`;
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
