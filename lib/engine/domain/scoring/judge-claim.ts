/** judgeClaim: evidence → independent votes → log-odds RGBA belief → verdict with reasons a reader can follow. */
import { UNCHECKABLE_KINDS, type Claim, type Evidence, type SourceTier, type Verdict } from '../../schemas';
import type { EngineConfig } from '../../config';
import {
  assessEvidence,
  type AssessedEvidence,
  type JudgeClaimInput,
  type JudgeEvidenceInput,
} from './assess-evidence';
import { beliefOf, type BeliefOptions } from './belief-of';
import { sourceOfTier, type ArticleSource } from './prior-of';
import { tierOf } from '../tiers/tier-of';
import { sourceDomain } from '../registrable-domain';
import { groupIndependentSources, type SourceGroup } from './independent-sources';
import { capLoneRuleContradictions } from './lone-rule-contradiction';
import { capLowTierVotes } from './low-tier-cap';
import { isCredibleTier } from '../tiers/credible-tier';
import { reasonsFor } from './reasons-for';
import { modelReadingWeight, type ModelReadings } from './model-readings';
import { confidenceOf, labelOf, rgbaOf, statusOf } from './verdict-of';
import { logistic } from './sigmoid-impact';

export interface JudgeOptions extends BeliefOptions {
  /** "Now" for recency; recency is neutral when absent (domain code never reads the clock). */
  now?: Date;
  config: EngineConfig;
  /** User Settings: domain → tier, applied before the curated lists. */
  tierOverrides?: Readonly<Record<string, SourceTier>>;
  /**
   * The URL of the page that made the claim: its tier (user overrides applied) sets the seed 001 priors of G and R.
   * Without it (or `sourceTier`), G starts at even odds.
   */
  articleUrl?: string;
  /** The article's source already looked up (e.g. a social post's account tier); wins over `articleUrl`. */
  articleSource?: ArticleSource;
  /** The article's tier when only the tier is known (`articleUrl` wins). */
  sourceTier?: SourceTier;
  /** The run's model readings (`modelReadingsOf`): their failure rate scales the model's votes down. */
  modelReadings?: ModelReadings;
}

/** The full working of one verdict, for battlegrounds, consensus points and the knowledge graph. */
export interface ClaimJudgement {
  verdict: Verdict;
  assessed: AssessedEvidence[];
  groups: SourceGroup[];
  contested: boolean;
}

export function judgeClaim(
  input: { claim: JudgeClaimInput; evidence: JudgeEvidenceInput[] },
  options: JudgeOptions,
): Verdict {
  return judgeClaimInDetail(input.claim, input.evidence, options).verdict;
}

/** The same verdict from the engine's own Claim and Evidence records (no conversion needed by the pipeline). */
export function judgeClaimEvidence(claim: Claim, evidence: Evidence[], options: JudgeOptions): Verdict {
  return judgeClaimInDetail(claim, evidence.map(fromEvidence), options).verdict;
}

export function fromEvidence(e: Evidence): JudgeEvidenceInput {
  return {
    id: e.id,
    url: e.url,
    ...(e.author ? { author: e.author } : {}),
    text: e.passage,
    quote: e.quote,
    stance: e.stance,
    strength: e.strength,
    relevance: e.relevance,
    publishedAt: e.publishedAt,
    quoteVerified: e.quoteVerified,
    rating: e.rating,
    heuristic: e.heuristic,
    ...(e.modelReading ? { modelReading: e.modelReading } : {}),
    ...(e.signature ? { signature: e.signature } : {}),
    ...(e.template ? { template: e.template } : {}),
  };
}

export function judgeClaimInDetail(
  claim: JudgeClaimInput,
  evidence: JudgeEvidenceInput[],
  options: JudgeOptions,
): ClaimJudgement {
  const { config } = options;
  const claimId = claim.id ?? 'claim';
  const checkable = !UNCHECKABLE_KINDS.includes(claim.kind ?? 'factual');
  const modelWeight = modelReadingWeight(options.modelReadings, config);
  const context = { now: options.now, config, tierOverrides: options.tierOverrides, modelWeight };
  const assessed = checkable ? evidence.map((e, i) => assessEvidence(e, i, claim, context)) : [];
  // The article's own site (by `sourceDomain`, as the search's "enough" counts it) is the article speaking again:
  // never a vote for or against its claims.
  const ownSite = options.articleUrl ? sourceDomain(options.articleUrl) : '';
  const isOwn = (e: AssessedEvidence) => ownSite !== '' && sourceDomain(e.url) === ownSite;
  const directional = assessed.filter((e) => e.impact > 0 && !isOwn(e));
  const grouped = groupIndependentSources(directional, config, { claimText: claim.text });
  const { groups, caps } = capLowTierVotes(capLoneRuleContradictions(grouped), config);
  const result = beliefOf(claim, groups, options, config, articleSourceOf(options));
  const rgba = rgbaOf(result.belief);
  const contested = isContested(groups, config);
  const hasEvidence = groups.some((g) => g.gVote !== 0);
  const label = labelOf(rgba, { checkable, hasEvidence, contested }, config);
  const confidence = confidenceOf(rgba, label, config);

  const counted = groups.map((g) => g.representative.id);
  const setAside: Verdict['setAside'] = [];
  for (const e of assessed) {
    if (isOwn(e) && e.impact > 0) {
      setAside.push({ evidenceId: e.id, fact: { kind: 'own-site', site: ownSite } });
    } else if (e.quoteFailed && e.originalStance !== e.stance) {
      setAside.push({ evidenceId: e.id, fact: { kind: 'quote-not-found', site: e.tier.domain || e.url } });
    } else if (e.stance === 'irrelevant') setAside.push({ evidenceId: e.id, fact: { kind: 'irrelevant' } });
    else if (e.stance === 'context') setAside.push({ evidenceId: e.id, fact: { kind: 'background' } });
  }
  for (const g of groups) {
    for (const [i, m] of g.members.slice(1).entries()) {
      const merged = g.mergedBy?.[i];
      const how =
        merged === 'domain' || m.tier.domain === g.representative.tier.domain
          ? 'same-site'
          : merged === 'first-appearance' || merged === 'template'
            ? merged
            : 'text';
      setAside.push({
        evidenceId: m.id,
        fact: { kind: 'copy-of', of: g.representative.url, how, site: m.tier.domain },
      });
    }
  }
  const reasons = reasonsFor(
    {
      claim,
      checkable,
      groups,
      assessed,
      result,
      rgba,
      contested,
      label,
      caps,
      ...(options.modelReadings ? { modelReadings: { ...options.modelReadings, weight: modelWeight } } : {}),
    },
    config,
  );
  return {
    verdict: {
      claimId,
      label,
      status: statusOf(confidence, config),
      confidence,
      rgba,
      belief: result.belief,
      reasons,
      counted,
      setAside,
      veracityFrom: hasEvidence ? 'evidence' : 'prior',
      prior: {
        veracity: logistic(result.priors.g),
        domain: result.priors.domain,
        tier: result.priors.tier,
        ...(result.priors.from.kind === 'statement' ? { statement: true as const } : {}),
      },
    },
    assessed,
    groups,
    contested,
  };
}

/** The article's own source for the priors: its URL's tier with the user's overrides, else a bare tier. */
function articleSourceOf(
  options: Pick<JudgeOptions, 'articleSource' | 'articleUrl' | 'sourceTier' | 'tierOverrides' | 'config'>,
): ArticleSource | undefined {
  if (options.articleSource) return options.articleSource;
  if (options.articleUrl) {
    const tier = tierOf(options.articleUrl, {
      overrides: options.tierOverrides,
      lookalike: options.config.tiers.lookalike,
    });
    if (tier.domain) return tier;
  }
  return options.sourceTier ? sourceOfTier(options.sourceTier) : undefined;
}

/** Credible (tier A, A', B by default) independent sources on both sides, the weaker side carrying enough weight. */
function isContested(groups: SourceGroup[], config: EngineConfig): boolean {
  const credible = (g: SourceGroup): boolean =>
    isCredibleTier(g.representative.tier, config) && g.representative.temporalMismatch === null;
  const pro = groups.filter((g) => g.gVote > 0);
  const con = groups.filter((g) => g.gVote < 0);
  if (!pro.some(credible) || !con.some(credible)) return false;
  const s = pro.reduce((sum, g) => sum + g.gVote, 0);
  const r = -con.reduce((sum, g) => sum + g.gVote, 0);
  return Math.min(s, r) / (s + r) >= config.verdict.contestedMinShare;
}
