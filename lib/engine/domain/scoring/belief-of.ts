/** Log-odds belief per RGBA channel from independent source groups (seed 001), with the consensus cap. */
import type { Belief } from '../../schemas';
import type { EngineConfig } from '../../config';
import { tierKeyOf } from './credibility-of';
import type { JudgeClaimInput } from './assess-evidence';
import type { SourceGroup } from './independent-sources';
import { logit } from './sigmoid-impact';
import { speaksForCredible } from './low-tier-cap';
import { priorOf, statementPriorOf, type ArticleSource, type Priors } from './prior-of';

export interface BeliefOptions {
  /** Log-odds prior on G; defaults to the tier prior of the article's source, or 0 (even odds). */
  prior?: number;
  /** A challenged statement: priors from `statementPriorOf`, never the tier of the page it was selected on. */
  statement?: boolean;
}

export interface BeliefResult {
  belief: Belief;
  support: number;
  refute: number;
  /** The consensus cap on G (log-odds) and the independent sources it weighed, when it bound. */
  capped: { logOdds: number; sources: number } | null;
  priorG: number;
  /** Where G and R started (seed 001 tier priors) and why. */
  priors: Priors;
}

/**
 * G after the consensus cap. Fewer than 2 independent sources on a side: |G| on that side ≤ consensusCap. With ≥ 2,
 * the bound is the logit of that side's share of the votes (seed 001), never tighter than consensusCap.
 */
function consensusG(priorG: number, votes: readonly number[], config: EngineConfig): number {
  const b = config.belief;
  const support = votes.filter((v) => v > 0).reduce((s, v) => s + v, 0);
  const refute = -votes.filter((v) => v < 0).reduce((s, v) => s + v, 0);
  const sideBound = (count: number, share: number): number =>
    count >= 2 ? Math.max(b.consensusCap, logit(Math.min(share, b.consensusMaxShare))) : b.consensusCap;
  const total = support + refute;
  const upper = sideBound(votes.filter((v) => v > 0).length, total > 0 ? support / total : 0);
  const lower = -sideBound(votes.filter((v) => v < 0).length, total > 0 ? refute / total : 0);
  return Math.min(upper, Math.max(lower, accumulateLogOdds(priorG, votes)));
}

/** Adds log-odds impacts to a prior (seed 001: posterior = prior + Σ evidence). */
export function accumulateLogOdds(prior: number, impacts: readonly number[]): number {
  return impacts.reduce((sum, x) => sum + x, prior);
}

export function beliefOf(
  claim: JudgeClaimInput,
  groups: SourceGroup[],
  options: BeliefOptions,
  config: EngineConfig,
  source?: ArticleSource,
): BeliefResult {
  const b = config.belief;
  const startHarm = claim.harm ?? b.neutralHarm;
  const priors = options.statement
    ? statementPriorOf(startHarm, config)
    : priorOf(source, startHarm, config, options.prior);
  const priorG = priors.g;
  const votes = groups.map((g) => g.gVote);
  const support = votes.filter((v) => v > 0).reduce((s, v) => s + v, 0);
  const refute = -votes.filter((v) => v < 0).reduce((s, v) => s + v, 0);
  const raw = accumulateLogOdds(priorG, votes);
  const consensus = consensusG(priorG, votes, config);
  // Pages anyone can write move G by no more than their own (capped) votes: not through the consensus cap either,
  // whose bound their disagreement would otherwise loosen or tighten for the credible sources.
  const low = groups.filter((g) => !speaksForCredible(g, config)).map((g) => g.gVote);
  const lowSupport = low.filter((v) => v > 0).reduce((s, v) => s + v, 0);
  const lowRefute = -low.filter((v) => v < 0).reduce((s, v) => s + v, 0);
  const credibleOnly = low.length
    ? consensusG(
        priorG,
        groups.filter((g) => speaksForCredible(g, config)).map((g) => g.gVote),
        config,
      )
    : consensus;
  const g = Math.min(credibleOnly + lowSupport, Math.max(credibleOnly - lowRefute, consensus));
  const capped = g === raw ? null : { logOdds: g, sources: groups.length };

  const harm = Math.min(5, Math.max(1, Math.round(claim.harm ?? b.neutralHarm)));
  let r = priors.r + priors.harmShift;
  let honesty = 0;
  let explain = b.explainStart;
  for (const group of groups) {
    const members = group.members;
    const weight = b.explainTierWeight[tierKeyOf(group.representative.tier)];
    const strongest = Math.max(...members.map((m) => m.impact));
    if (members.some((m) => m.harmSignal)) r += b.harmEvidenceShare * strongest;
    if (members.some((m) => m.misleading)) honesty -= b.misleadingShare * strongest;
    else if (group.gVote > 0) honesty += b.honestSupportShare * group.gVote;
    explain += (members.some((m) => m.quoted) ? b.explainQuoted : b.explainUnquoted) * weight;
  }
  // Judged false by evidence (not by the source's prior alone): a false claim is more dangerous the more harmful it is.
  if (g < 0 && g < priorG) r += b.falseHarmShare * (harm / 5) * -g;
  return { belief: { r, g, b: honesty, a: explain }, support, refute, capped, priorG, priors };
}
