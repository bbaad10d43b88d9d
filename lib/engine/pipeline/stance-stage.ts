/**
 * Stage 6: stance per source. Each source is assessed in its own model call (batched across the claims that
 * asked about it, never with another source's text), only for the most relevant sources a claim needs; the rest
 * by no-model rules. Every quote is interrogated, sources carrying instructions flagged and their vote capped.
 */
import { temporalFit, tierOf, verifyQuote } from '../domain';
import { hostOf, registrableDomain } from '../domain/url';
import { detectInjection, lexicalStance, primaryLang, ratingStance, termOverlap } from '../heuristics';
import type { AssessStanceOutput, Claim, Evidence } from '../schemas';
import type { AcquiredPassage } from './acquire-stage';
import { emitProgress, type RunContext } from './run-context';
import { interrogateStance } from './interrogate-stance';
import { followupReads } from './followup-reads';
import { articleIdentity, fromTheArticle } from './independent-sides';
import { arrivedAtFirstStance, assessBySource } from './stance-batch';

export type Assessment = AssessStanceOutput['assessments'][number] & { heuristic: boolean };

/**
 * How a passage is assessed: by the model, by a fact-check's rating, lexical cues, lexical cues on a follow-up hop
 * that had no model read to spare (`followupReads`), or not at all (off topic).
 */
type Route = 'model' | 'rated' | 'lexical' | 'followup' | 'off-topic';

/** Assesses every passage and returns one evidence item per source, with the trace ids of the calls made. */
export async function stanceStage(
  ctx: RunContext,
  claim: Claim,
  passages: AcquiredPassage[],
): Promise<{ evidence: Evidence[]; traceIds: string[] }> {
  const firstHop = isFirstHop(ctx, passages);
  if (passages.length === 0) {
    if (firstHop) arrivedAtFirstStance(ctx, claim.id);
    return { evidence: [], traceIds: [] };
  }
  const { routes, followupWhy } = planRoutes(ctx, claim, passages, firstHop);
  const asked = passages.map((p, i) =>
    routes[i] === 'model' ? assessBySource(ctx, claim, p, firstHop) : null,
  );
  await Promise.all(asked.map((a) => a?.queued));
  if (firstHop) arrivedAtFirstStance(ctx, claim.id);
  const results = await Promise.all(
    passages.map(async (p, i) => {
      const pending = asked[i];
      if (!pending) return { assessment: ruled(claim, p, routes[i]!), traceIds: [] };
      const { answer, traceIds } = await pending.result;
      return { assessment: answer ? { ...answer, heuristic: false } : lexical(claim, p), traceIds };
    }),
  );
  const traceIds = [...new Set(results.flatMap((r) => r.traceIds))];
  const evidence: Evidence[] = [];
  for (const [i, p] of passages.entries()) {
    const a = results[i]?.assessment ?? lexical(claim, p);
    evidence.push(await toEvidence(ctx, claim, p, a, traceIds));
  }
  const byModel = routes.filter((r) => r === 'model').length;
  if (followupWhy) {
    const ruled = routes.filter((r) => r === 'followup').length;
    traceIds.push(
      await ctx.tracer.decision(
        'follow-up sources read by rules',
        claim.id,
        `${ruled} read by rules, ${byModel} by the model: ${followupWhy}`,
        traceIds.length ? [...traceIds] : [],
      ),
    );
  }
  emitProgress(ctx, 'stance', `Assessed ${passages.length} sources for a claim (${byModel} by the model)`);
  return { evidence, traceIds };
}

/**
 * `routePassages`, then on a follow-up hop of a profile whose model-read budget is per claim across hops
 * (`stance.followupReadsOnConflictOnly`), the model's passages narrowed by `followupReads`: the others are read by
 * rules (route 'followup'), and `followupWhy` says why for the trace.
 */
function planRoutes(
  ctx: RunContext,
  claim: Claim,
  passages: AcquiredPassage[],
  firstHop: boolean,
): { routes: Route[]; followupWhy: string | null } {
  const routes = routePassages(ctx, claim, passages);
  if (firstHop || !ctx.deps.llm || !ctx.config.stance.followupReadsOnConflictOnly[ctx.run.profile])
    return { routes, followupWhy: null };
  const candidates = rankedForModel(
    ctx,
    claim,
    passages,
    (i) => routes[i] !== 'off-topic' && routes[i] !== 'rated',
  ).map(({ i }) => ({
    i,
    lexical: lexical(claim, passages[i]!).stance,
    instructed: carriesInstructions(passages[i]!),
    credible: credibleSource(ctx, passages[i]!.candidate.result.url),
  }));
  if (candidates.length === 0) return { routes, followupWhy: null };
  const earlier = ctx.evidence.filter((e) => e.claimId === claim.id);
  // The article's own site or a copy of it is the article speaking again: its reading never spends the claim's
  // model read, whatever its tier.
  const articleSource = fromTheArticle(articleIdentity(ctx));
  const plan = followupReads(
    earlier,
    candidates,
    ctx.config.stance.modelSourcesPerClaim[ctx.run.profile],
    (e) => credibleSource(ctx, e.url) && articleSource(e) === null,
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
export function routePassages(ctx: RunContext, claim: Claim, passages: AcquiredPassage[]): Route[] {
  const routes: Route[] = passages.map((p) => {
    if (!ctx.deps.llm) return 'lexical';
    if (offTopic(ctx, claim, p)) return 'off-topic';
    if (lexical(claim, p).rationale.startsWith('professional fact-check rated')) return 'rated';
    return 'model';
  });
  const limit = ctx.config.stance.modelSourcesPerClaim[ctx.run.profile];
  // A source carrying instructions is read by the model in its own call (flagged, its vote capped) but never takes
  // an honest source's slot.
  const ranked = rankedForModel(
    ctx,
    claim,
    passages,
    (i) => routes[i] === 'model' && !carriesInstructions(passages[i]!),
  );
  for (const { i } of ranked.slice(limit)) routes[i] = 'lexical';
  return routes;
}

/**
 * Passages (those `keep` lets through) best first for the model: relevance weighted by their tier's authority and by
 * whether they were published in time to speak to the claim.
 */
function rankedForModel(
  ctx: RunContext,
  claim: Claim,
  passages: AcquiredPassage[],
  keep: (i: number) => boolean,
): { i: number; score: number }[] {
  return passages
    .map((p, i) => ({
      i,
      score: termOverlap(claim.text, p.passage) * tierWeight(ctx, p) * timeliness(ctx, claim, p),
    }))
    .filter(({ i }) => keep(i))
    .sort((a, b) => b.score - a.score || a.i - b.i);
}

/** A source of a tier the verdict counts as credible (`verdict.credibleTiers`, user overrides applied). */
function credibleSource(ctx: RunContext, url: string): boolean {
  const tier = tierOf(url, { overrides: ctx.deps.tierOverrides });
  return !tier.unreliable && ctx.config.verdict.credibleTiers.includes(tier.tier);
}

/** Evidence published before the claim's time window counts for less in the verdict, so it ranks lower here too. */
function timeliness(ctx: RunContext, claim: Claim, p: AcquiredPassage): number {
  const publishedAt = p.page?.publishedAt ?? p.candidate.result.publishedAt ?? null;
  return temporalFit(publishedAt, claim.timeAnchor ?? null) ? ctx.config.belief.temporalMismatchWeight : 1;
}

/** Whether these passages answer a claim's first hop (hop-0 queries, or no passages at all: the first hop found none). */
function isFirstHop(ctx: RunContext, passages: AcquiredPassage[]): boolean {
  const hops = passages.map((p) => ctx.queries.find((q) => q.id === p.candidate.queryId)?.hop ?? 0);
  return hops.length === 0 || hops.every((h) => h === 0);
}

function carriesInstructions(p: AcquiredPassage): boolean {
  return detectInjection(`${p.candidate.result.title}\n${p.sourceText}`).suspicious;
}

/** How much a source's word counts before it is read: its tier's authority (unknown tiers by domain ending). */
function tierWeight(ctx: RunContext, p: AcquiredPassage): number {
  const tier = tierOf(p.candidate.result.url, { overrides: ctx.deps.tierOverrides });
  const { authorityByTier, authorityBySuffix } = ctx.config.credibility;
  if (tier.unreliable) return authorityByTier.unreliable;
  if (tier.tier !== 'unknown') return authorityByTier[tier.tier];
  const match = authorityBySuffix.find(([suffix]) => `.${tier.domain}`.endsWith(suffix));
  return match ? match[1] : authorityByTier.unknown;
}

function ruled(claim: Claim, p: AcquiredPassage, route: Route): Assessment {
  if (route === 'followup') {
    const a = lexical(claim, p);
    return {
      ...a,
      rationale: `read by rules on a follow-up hop (the model's read is kept for contrary sources): ${a.rationale}`,
    };
  }
  if (route !== 'off-topic') return lexical(claim, p);
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

/** Below this share of the claim's key terms, a same-language passage is off topic and costs no model call. */
const OFF_TOPIC_OVERLAP = 0.15;

function offTopic(ctx: RunContext, claim: Claim, p: AcquiredPassage): boolean {
  const sameLanguage =
    primaryLang(p.page?.lang ?? ctx.run.article.lang) === primaryLang(ctx.run.article.lang);
  return sameLanguage && termOverlap(claim.text, p.passage) < OFF_TOPIC_OVERLAP;
}

/** No-model stance: a fact-check's rating when the review is about this claim, else lexical cues. */
function lexical(claim: Claim, p: AcquiredPassage): Assessment {
  const s = lexicalStance(claim.text, p.passage);
  const rated = ratingStance(p.candidate.result.rating);
  if (rated && s.stance !== 'irrelevant' && s.relevance >= 0.5 && reviews(claim, p)) {
    return {
      passageId: '',
      stance: rated.stance,
      quote: s.quote,
      strength: rated.strength,
      relevance: s.relevance,
      rationale: `professional fact-check rated it "${p.candidate.result.rating}"`,
      heuristic: true,
    };
  }
  return {
    passageId: '',
    stance: s.stance,
    quote: s.quote,
    strength: s.strength,
    relevance: s.relevance,
    rationale: s.rationale,
    heuristic: true,
  };
}

/** A fact-check's rating settles a claim only if the claim it reviewed shares at least this share of the claim's terms. */
const REVIEWED_CLAIM_OVERLAP = 0.5;
const YEAR = /(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/g;

/**
 * Whether the fact-check reviewed this claim, not another one on the same topic: the reviewed claim (the result's
 * "Claim: …" line, else its title) shares most of the claim's terms and names none but the claim's years.
 */
function reviews(claim: Claim, p: AcquiredPassage): boolean {
  const { snippet, title } = p.candidate.result;
  const reviewed = /^Claim: (.*?)(?: — Rating: |$)/s.exec(snippet)?.[1] ?? title;
  if (termOverlap(claim.text, reviewed) < REVIEWED_CLAIM_OVERLAP) return false;
  const years = (text: string) => new Set(text.match(YEAR) ?? []);
  const claimYears = years(claim.text);
  const reviewedYears = [...years(reviewed)];
  return claimYears.size === 0 || reviewedYears.length === 0 || reviewedYears.some((y) => claimYears.has(y));
}

async function toEvidence(
  ctx: RunContext,
  claim: Claim,
  p: AcquiredPassage,
  a: Assessment,
  dependsOn: string[],
): Promise<Evidence> {
  const url = p.candidate.result.url;
  const injection = detectInjection(`${p.candidate.result.title}\n${p.sourceText}`);
  const verified =
    a.quote.trim() !== '' && verifyQuote(a.quote, p.sourceText, ctx.config.quote.nearSimilarity).found;
  const checked = interrogateStance(claim, p.passage, a, { verified, injection });
  for (const problem of checked.problems) {
    await ctx.tracer.decision(problem.title, claim.id, `${url}: ${problem.detail}`, dependsOn);
  }
  return {
    id: ctx.deps.ids.next('ev'),
    runId: ctx.run.id,
    claimId: claim.id,
    url,
    domain: registrableDomain(url) || hostOf(url),
    title: p.page?.title || p.candidate.result.title,
    passage: p.passage,
    quote: a.quote,
    stance: checked.stance,
    strength: checked.strength,
    relevance: a.relevance,
    publishedAt: p.page?.publishedAt ?? p.candidate.result.publishedAt ?? null,
    quoteVerified: verified,
    heuristic: a.heuristic,
    queryId: p.candidate.queryId,
    rating: p.candidate.result.rating ?? null,
    rationale: checked.rationale,
    ...(injection.suspicious ? { carriesInstructions: true } : {}),
  };
}
