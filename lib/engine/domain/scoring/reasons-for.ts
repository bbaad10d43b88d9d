/** Why a verdict is what it is, as typed facts each traceable to the evidence that produced it (no words). */
import type { ReasonFact, ReasonTier, Rgba, TierSites, VerdictLabel } from '../../schemas';
import type { EngineConfig } from '../../config';
import type { AssessedEvidence, JudgeClaimInput } from './assess-evidence';
import type { BeliefResult } from './belief-of';
import type { SourceGroup } from './independent-sources';
import { tierKeyOf } from './credibility-of';
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

export function reasonsFor(input: ReasonInput, config: EngineConfig): ReasonFact[] {
  const { claim, groups, assessed, result, rgba } = input;
  if (!input.checkable) return [{ kind: 'not-checked', claimKind: claim.kind ?? null }];
  const reasons: ReasonFact[] = [];
  const support = sideSites(groups, 1);
  const refute = sideSites(groups, -1);
  reasons.push(
    support.length > 0 || refute.length > 0 ? { kind: 'sides', support, refute } : { kind: 'no-side' },
  );
  reasons.push(...lookalikeReasons(assessed));
  reasons.push(...unreviewedReasons(groups));
  if (input.contested) reasons.push({ kind: 'contested' });
  const capped = new Set((input.caps ?? []).flatMap((c) => c.groups.map((g) => g.representative.id)));
  for (const g of groups.filter((g) => heldAtRuleCeiling(g) && !capped.has(g.representative.id)))
    reasons.push({ kind: 'rule-ceiling', site: sourceSite(g.representative) });
  const mixed = groups.filter((g) => g.members.some((m) => m.misleading));
  if (mixed.length > 0) reasons.push({ kind: 'misleading', count: mixed.length });
  const from = claim.timeAnchor?.from;
  for (const e of assessed) {
    if (e.temporalMismatch && e.publishedAt && from)
      reasons.push({
        kind: 'outdated',
        site: sourceSite(e),
        publishedAt: e.publishedAt.slice(0, 10),
        windowFrom: from.slice(0, 10),
        weight: config.belief.temporalMismatchWeight,
      });
  }
  const failed = assessed.filter((e) => e.quoteFailed);
  if (failed.length > 0) reasons.push({ kind: 'quotes-not-found', sites: failed.map(sourceSite) });
  const readings = modelReadingsReason(input);
  if (readings) reasons.push(readings);
  reasons.push(...mergedReasons(groups));
  for (const cap of input.caps ?? []) reasons.push(lowTierReason(cap));
  if (result.capped) reasons.push({ kind: 'consensus-cap', ...result.capped });
  const { priors } = result;
  const shifted = Math.abs(priors.harmShift) >= 1e-9;
  reasons.push({
    kind: 'belief',
    rgba,
    priorG: logistic(priors.g),
    priorR: logistic(priors.r),
    priorFrom: priors.from,
    harm: claim.harm ?? null,
    harmEffect: shifted ? (priors.harmShift > 0 ? 'raises' : 'lowers') : null,
    // No counted source: G is only where the check starts (the article's prior), never presented as a veracity.
    evidenceCounted: groups.some((g) => g.gVote !== 0),
  });
  return reasons;
}

/**
 * How a source is named in the reasons: its registrable domain, else its URL; a page whose tier is not its site's (a
 * wiki's user page, `en.wikipedia.org/wiki/User:Attacker`) is named itself, never as the site.
 */
function sourceSite(e: { tier: { domain: string; page?: string }; url: string }): string {
  return e.tier.page || e.tier.domain || e.url;
}

/** The independent sources on one side (+1 support, −1 refute), grouped by tier in order of appearance. */
function sideSites(groups: SourceGroup[], sign: number): TierSites[] {
  const byTier = new Map<ReasonTier, string[]>();
  for (const g of groups.filter((g) => Math.sign(g.gVote) === sign)) {
    const tier: ReasonTier =
      tierKeyOf(g.representative.tier) === 'unreliable' ? 'unreliable' : g.representative.tier.tier;
    byTier.set(tier, [...(byTier.get(tier) ?? []), sourceSite(g.representative)]);
  }
  return [...byTier.entries()].map(([tier, sites]) => ({ tier, sites }));
}

/** When the model's failures in this run touched this claim: how often, the weight left, who the rules read. */
function modelReadingsReason(input: ReasonInput): ReasonFact | null {
  const readings = input.modelReadings;
  if (!readings || readings.failed === 0) return null;
  const weighted = readings.weight < 1 && input.assessed.some((e) => e.modelWeighted);
  const fellBack = input.assessed.filter((e) => e.modelFellBack).length;
  if (!weighted && fellBack === 0) return null;
  return {
    kind: 'model-readings',
    failed: readings.failed,
    total: readings.total,
    weight: weighted ? readings.weight : null,
    fellBack,
  };
}

/** One fact per group that merged several sites, and one for pages of a site already counted. */
function mergedReasons(groups: SourceGroup[]): ReasonFact[] {
  const out: ReasonFact[] = [];
  let samePage = 0;
  for (const g of groups) {
    const why = g.mergedBy ?? [];
    samePage += why.filter((r) => r === 'domain').length;
    const sites = [...new Set(g.members.map(sourceSite))];
    if (sites.length < 2) continue;
    out.push({
      kind: 'merged-copies',
      sites,
      why: (['text', 'first-appearance', 'template'] as const).filter((k) => why.includes(k)),
    });
  }
  if (samePage > 0) out.push({ kind: 'same-site-pages', count: samePage });
  return out;
}

/** What the low-tier cap did on one side. */
function lowTierReason(cap: LowTierCap): ReasonFact {
  return {
    kind: 'low-tier-cap',
    side: cap.side > 0 ? 'support' : 'refute',
    sites: cap.groups.map((g) => sourceSite(g.representative)),
    before: cap.before,
    after: cap.after,
    byCredible: cap.byCredible,
  };
}

/** One fact per look-alike source: it is named, and it counted as a source of unknown tier, never as the original. */
function lookalikeReasons(assessed: AssessedEvidence[]): ReasonFact[] {
  const seen = new Map<string, ReasonFact>();
  for (const e of assessed) {
    const { lookalike } = e.tier;
    const site = sourceSite(e);
    if (lookalike && !seen.has(site))
      seen.set(site, { kind: 'lookalike', site, of: lookalike.of, how: lookalike.how });
  }
  return [...seen.values()];
}

/** The curated lists and rules whose sources were never reviewed (`preprint/…`, `repository/…`, `wiki-page:…` …). */
const UNREVIEWED: ReadonlyArray<readonly [string, Extract<ReasonFact, { kind: 'unreviewed' }>['what']]> = [
  ['preprint/', 'preprint'],
  ['repository/', 'open-repository'],
  ['wiki-page:', 'wiki-page'],
  ['social/reader_submissions', 'reader-submission'],
];

/** One fact per unreviewed source that took a side: named, with why it counts as less than a reviewed source. */
function unreviewedReasons(groups: SourceGroup[]): ReasonFact[] {
  const seen = new Map<string, ReasonFact>();
  for (const g of groups.filter((g) => g.gVote !== 0))
    for (const m of g.members) {
      const list = m.tier.unreliable ? '' : (m.tier.list ?? '');
      const what = UNREVIEWED.find(([prefix]) => list.startsWith(prefix))?.[1];
      const site = sourceSite(m);
      if (what && !seen.has(site)) seen.set(site, { kind: 'unreviewed', site, what });
    }
  return [...seen.values()];
}
