/** How each passage's stance is read: by the model, a fact-check's rating, lexical cues, or not at all (off topic). */
import type { EngineConfig } from '../../config';
import { credibilityOf, isCredibleTier, sourceTierOf, temporalFit } from '../../domain';
import type { TierResult } from '../../domain/tiers/tier-of';
import { primaryLang } from '../search/counter-queries';
import { termOverlap } from '../text/content-words';
import type { Claim, Evidence, Profile, SourceTier } from '../../schemas';
import { publishedAtOf, sourceInjection, type AcquiredPassage } from '../acquire/acquire-stage';
import { followupReads } from './followup-reads';
import { articleIdentity, fromTheArticle, type ArticleIdentity } from '../adversary/independent-sides';
import { readByRating, ruleStance, type Assessment } from './rule-stance';
import type { RunContext } from '../context/run-context';

/**
 * How a passage is assessed: by the model, by a fact-check's rating, lexical cues, lexical cues on a follow-up hop
 * that had no model read to spare (`followupReads`), or not at all (off topic).
 */
type Route = 'model' | 'rated' | 'lexical' | 'followup' | 'off-topic';

/** What routing needs to know of a run, so that `planRoutes` runs without one. */
export interface RoutePolicy {
  /** A model is configured (without one, every passage is read by rules). */
  hasModel: boolean;
  profile: Profile;
  config: EngineConfig;
  /** The user's tier overrides (Settings). */
  tierOverrides?: Readonly<Record<string, SourceTier>>;
  /** The checked article: its language (off-topic test), its own site and text (its copies). */
  article: ArticleIdentity;
  /** The passages answer the claim's first hop (hop-0 queries). */
  firstHop: boolean;
  /** The claim's evidence from earlier hops. */
  earlier: Evidence[];
}

interface RoutePlan {
  /** One route per passage, in the passages' order. */
  routes: Route[];
  /** Why a follow-up hop's sources were read by rules (for the trace); null when the follow-up budget did not apply. */
  followupWhy: string | null;
}

/** The run's routing policy for a claim. */
export function routePolicy(ctx: RunContext, claim: Claim, firstHop: boolean): RoutePolicy {
  return {
    hasModel: !!ctx.deps.llm,
    profile: ctx.run.profile,
    config: ctx.config,
    tierOverrides: ctx.deps.tierOverrides,
    article: articleIdentity(ctx),
    firstHop,
    earlier: ctx.evidence.filter((e) => e.claimId === claim.id),
  };
}

/**
 * `routePassages`, then on a follow-up hop of a profile whose model-read budget is per claim across hops
 * (`stance.followupReadsOnConflictOnly`), the model's passages narrowed by `followupReads`: the others are read by
 * rules (route 'followup'), and `followupWhy` says why for the trace.
 */
export function planRoutes(claim: Claim, passages: AcquiredPassage[], policy: RoutePolicy): RoutePlan {
  const { config, profile } = policy;
  const routes = routePassages(claim, passages, policy);
  if (policy.firstHop || !policy.hasModel || !config.stance.followupReadsOnConflictOnly[profile])
    return { routes, followupWhy: null };
  const candidates = rankedForModel(
    claim,
    passages,
    policy,
    (i) => routes[i] !== 'off-topic' && routes[i] !== 'rated',
  ).map(({ i }) => ({
    i,
    lexical: ruleStance(claim, passages[i]!).stance,
    instructed: carriesInstructions(passages[i]!),
    credible: credibleSource(policy, sourceOfPassage(passages[i]!)),
  }));
  if (candidates.length === 0) return { routes, followupWhy: null };
  // The article's own site or a copy of it is the article speaking again: its reading never spends the claim's
  // model read, whatever its tier.
  const articleSource = fromTheArticle(policy.article);
  const plan = followupReads(
    policy.earlier,
    candidates,
    config.stance.modelSourcesPerClaim[profile],
    (e) => credibleSource(policy, e) && articleSource(e) === null,
  );
  const send = new Set(plan.send);
  for (const { i } of candidates) routes[i] = send.has(i) ? 'model' : 'followup';
  return { routes, followupWhy: plan.why };
}

/**
 * Which passages go to the model: without a model none; off-topic passages and fact-checks whose rating settles
 * the claim never do; of the others, all but the `stance.modelSourcesPerClaim` best (relevance × tier authority ×
 * timeliness) are weighed by lexical cues (low strength).
 */
function routePassages(claim: Claim, passages: AcquiredPassage[], policy: RoutePolicy): Route[] {
  const routes: Route[] = passages.map((p) => {
    if (!policy.hasModel) return 'lexical';
    if (offTopic(claim, p, policy.article.lang)) return 'off-topic';
    if (readByRating(ruleStance(claim, p))) return 'rated';
    return 'model';
  });
  const limit = policy.config.stance.modelSourcesPerClaim[policy.profile];
  // A source carrying instructions is read by the model in its own call (flagged, its vote capped) but never takes
  // an honest source's slot.
  const ranked = rankedForModel(
    claim,
    passages,
    policy,
    (i) => routes[i] === 'model' && !carriesInstructions(passages[i]!),
  );
  for (const { i } of ranked.slice(limit)) routes[i] = 'lexical';
  return routes;
}

/**
 * Passages (those `keep` lets through) best first for the model: credible tiers on the claim's subject first (however
 * many pages of other tiers match the claim's words more closely, they never take such a source's model read), then relevance
 * weighted by their tier's authority and by whether they were published in time to speak to the claim.
 */
function rankedForModel(
  claim: Claim,
  passages: AcquiredPassage[],
  policy: RoutePolicy,
  keep: (i: number) => boolean,
): { i: number; score: number }[] {
  return passages
    .map((p, i) => ({
      i,
      score: termOverlap(claim.text, p.passage) * tierWeight(policy, p) * timeliness(policy, claim, p),
    }))
    .filter(({ i }) => keep(i))
    .map((r) => ({ ...r, first: credibleFirst(policy, claim, passages[r.i]!) }))
    .sort((a, b) => Number(b.first) - Number(a.first) || b.score - a.score || a.i - b.i)
    .map(({ i, score }) => ({ i, score }));
}

/** A credible source on the claim's subject (`stance.credibleFirstMinOverlap`): it ranks before every other. */
function credibleFirst(policy: RoutePolicy, claim: Claim, p: AcquiredPassage): boolean {
  return (
    credibleSource(policy, sourceOfPassage(p)) &&
    termOverlap(claim.text, p.passage) >= policy.config.stance.credibleFirstMinOverlap
  );
}

/** A source of a tier the verdict counts as credible (`verdict.credibleTiers`, user overrides applied). */
function credibleSource(policy: RoutePolicy, source: Pick<Evidence, 'url' | 'author'>): boolean {
  return isCredibleTier(tierOfSource(policy, source), policy.config);
}

/** Who speaks in a passage: its page's rendered post author when a site reader found one, else its URL's site. */
function sourceOfPassage(p: AcquiredPassage): Pick<Evidence, 'url' | 'author'> {
  return { url: p.candidate.result.url, ...(p.page?.author ? { author: p.page.author } : {}) };
}

function tierOfSource(policy: RoutePolicy, source: Pick<Evidence, 'url' | 'author'>): TierResult {
  return sourceTierOf(source, { overrides: policy.tierOverrides, lookalike: policy.config.tiers.lookalike });
}

/** Evidence published before the claim's time window counts for less in the verdict, so it ranks lower here too. */
function timeliness(policy: RoutePolicy, claim: Claim, p: AcquiredPassage): number {
  return temporalFit(publishedAtOf(p), claim.timeAnchor ?? null)
    ? policy.config.belief.temporalMismatchWeight
    : 1;
}

function carriesInstructions(p: AcquiredPassage): boolean {
  return sourceInjection(p).suspicious;
}

/** How much a source's word counts before it is read: its tier's authority, as its credibility weighs it. */
function tierWeight(policy: RoutePolicy, p: AcquiredPassage): number {
  const url = p.candidate.result.url;
  const tier = tierOfSource(policy, sourceOfPassage(p));
  return credibilityOf({ url, tier }, { config: policy.config }).authority;
}

/** Below this share of the claim's key terms, a same-language passage is off topic and costs no model call. */
const OFF_TOPIC_OVERLAP = 0.15;

function offTopic(claim: Claim, p: AcquiredPassage, articleLang: string | null | undefined): boolean {
  const article = primaryLang(articleLang ?? undefined);
  const sameLanguage = primaryLang(p.page?.lang ?? articleLang ?? undefined) === article;
  return sameLanguage && termOverlap(claim.text, p.passage) < OFF_TOPIC_OVERLAP;
}

/** How a passage the model does not read is assessed, as its route says (the rationale tells the user which). */
export function readByRules(claim: Claim, p: AcquiredPassage, route: Route): Assessment {
  if (route === 'followup') {
    const a = ruleStance(claim, p);
    return {
      ...a,
      rationale: `read by rules on a follow-up hop (the model's read is kept for contrary sources): ${a.rationale}`,
    };
  }
  if (route !== 'off-topic') return ruleStance(claim, p);
  return {
    passageId: '',
    stance: 'irrelevant',
    quote: '',
    strength: 0,
    relevance: 0,
    rationale: "not sent to the model: the passage shares almost none of the claim's terms",
    heuristic: true,
  };
}
