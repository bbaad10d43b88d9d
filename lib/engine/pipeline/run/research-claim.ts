/** One claim's research loop: plan → search → acquire → stance → judge → weaknesses → sufficiency → next hop. */
import { credibilityForClaim, judgeClaimEvidence, sourceTierOf } from '../../domain';
import { judgeOptions, searchFact } from '../context/judge-inputs';
import { primaryLang, queryKey } from '../search/counter-queries';
import type { Claim, Evidence, Query } from '../../schemas';
import { hostOf, urlIdentity } from '../../domain/url';
import { secondLook } from '../stance/second-look';
import { acquireStage, planCandidates, type CandidatePlan } from '../acquire/acquire-stage';
import { filterFollowups, followupWords } from '../search/followup-filter';
import { providerRecord } from '../search/earned-providers';
import type { QueryHits } from '../search/search-stage';
import { articleIdentity } from '../adversary/independent-sides';
import { plannedFirstHop, planQueries } from '../search/plan-queries';
import { followupAllowance } from '../search/query-budget';
import { emitProgress, setStage, throwIfAborted, type RunContext } from '../context/run-context';
import { searchStage } from '../search/search-stage';
import { stanceStage } from '../stance/stance-stage';
import { judgeSufficiency, type Sufficiency } from '../adversary/sufficiency';
import { findWeaknesses } from '../adversary/weaknesses';
import { yieldTurn } from './yield-turn';

/** Researches one claim hop by hop, resuming after the last checkpoint. */
export async function researchClaim(ctx: RunContext, claim: Claim): Promise<void> {
  const maxHops = ctx.config.hops[ctx.run.profile];
  for (let hop = 0; hop <= maxHops; hop++) {
    throwIfAborted(ctx);
    const done = ctx.checkpoints.hop(claim.id, hop);
    if (done) {
      if (done.decision !== 'NEED_FOLLOWUP') return;
      continue;
    }
    const previous = hop > 0 ? ctx.checkpoints.hop(claim.id, hop - 1) : undefined;
    let queries = ctx.queries.filter((q) => q.claimId === claim.id && q.hop === hop);
    if (queries.length === 0) {
      queries =
        hop === 0
          ? planQueries(ctx, claim)
          : followupQueries(ctx, claim, hop, previous?.followups ?? [], previous?.reason ?? '');
      if (queries.length === 0) return;
      ctx.queries.push(...queries);
      await ctx.deps.store.putQueries(queries);
      if (hop === 0) await traceBudgetCuts(ctx, claim);
    }
    const upstream = [hop === 0 ? ctx.extractTraceId : previous?.traceId].filter((id): id is string => !!id);
    let stanceCp = ctx.checkpoints.stance(claim.id, hop)?.traceId;
    let searchFailed = false;
    if (!stanceCp) stanceCp = await recoverStance(ctx, claim, hop, queries, upstream);
    if (!stanceCp) {
      const hits = await searchStage(ctx, claim, queries, upstream);
      // The CPU steps below (ranking, page reading, stance rules) each leave the loop a turn before they run, so the
      // answers of other claims' searches are read and their freed slots send the next request first.
      await yieldTurn();
      searchFailed = hits.length > 0 && hits.every((h) => h.failed);
      const seen = new Set(ctx.evidence.filter((e) => e.claimId === claim.id).map((e) => urlIdentity(e.url)));
      const plan = planCandidates(claim, hits, seen, ctx.config.fetch.pagesPerClaim, {
        config: ctx.config,
        ...(ctx.deps.tierOverrides ? { tierOverrides: ctx.deps.tierOverrides } : {}),
      });
      await traceLeftOut(ctx, claim, plan);
      const acquired = await acquireStage(ctx, claim, plan.picked);
      throwIfAborted(ctx);
      await yieldTurn();
      const read = await stanceStage(ctx, claim, acquired, (readings) =>
        storeProvisional(ctx, claim, readings),
      );
      const looked = await secondLook(
        ctx,
        claim,
        read.evidence,
        acquired,
        // At full weight: whether readings decide a verdict's side never depends on the rest of the run.
        (all) => judgeClaimEvidence(claim, all, { ...judgeOptions(ctx), modelReadings: undefined }).label,
        read.traceIds,
      );
      const evidence = looked.evidence;
      const traceIds = [...read.traceIds, ...looked.traceIds];
      // What each query's providers returned for the claim, stored before its evidence: a resume that finds the
      // evidence finds the record the next hop's routes are read from (`earned-providers.ts`).
      await recordProviders(ctx, claim, hits, evidence);
      // Finished model work is stored even when a cancel arrived meanwhile: it is kept and never redone.
      ctx.evidence.push(...evidence);
      await ctx.deps.store.putEvidence(evidence);
      await storeSources(ctx, evidence);
      const fallbackDeps = acquired
        .map((a) => a.fetchTraceId ?? a.candidate.searchTraceId)
        .filter((id): id is string => !!id);
      stanceCp = await ctx.checkpoints.write(
        ctx.tracer,
        { type: 'stance', claimId: claim.id, hop },
        traceIds.length ? traceIds : fallbackDeps.length ? fallbackDeps : upstream,
      );
    }
    throwIfAborted(ctx);
    await yieldTurn();
    const mine = ctx.evidence.filter((e) => e.claimId === claim.id);
    await judgeAndStore(ctx, claim);
    if (ctx.guard.exhausted) return;
    const weaknesses = findWeaknesses(claim, mine, ctx.queries, {
      now: new Date(ctx.run.createdAt),
      lang: primaryLang(ctx.run.article.lang),
      outdatedDays: ctx.config.credibility.outdatedDays,
      ...(ctx.deps.tierOverrides ? { tierOverrides: ctx.deps.tierOverrides } : {}),
      article: articleIdentity(ctx),
      config: ctx.config,
    });
    const allowance = followupAllowance(claim.id, ctx.queries, ctx.config);
    let verdict: Sufficiency = searchFailed
      ? {
          decision: 'STOP',
          reason: 'every search for this claim failed: no further hop is planned',
          suggested: [],
          traceId: null,
        }
      : hop < maxHops && allowance === 0
        ? {
            decision: 'STOP',
            reason: `search budget spent (${ctx.config.search.queriesPerClaim} queries per claim)`,
            suggested: [],
            traceId: null,
          }
        : hop >= maxHops
          ? {
              decision: 'STOP',
              reason: `hop limit reached (${maxHops} for the ${ctx.run.profile} profile)`,
              suggested: [],
              traceId: null,
            }
          : await judgeSufficiency(ctx, claim, mine, weaknesses, [stanceCp]);
    let followups: string[] = [];
    if (verdict.decision === 'NEED_FOLLOWUP') {
      const existing = ctx.queries.filter((q) => q.claimId === claim.id).map((q) => q.text);
      followups = filterFollowups(
        [...verdict.suggested, ...weaknesses.flatMap((w) => w.followups)],
        claim.text,
        existing,
        Math.min(3, allowance),
        primaryLang(ctx.run.article.lang),
        followupWords(claim, mine),
      );
      const kept = new Set(followups.map(queryKey));
      for (const s of verdict.suggested.filter((s) => !kept.has(queryKey(s)))) {
        await ctx.tracer.decision(
          'follow-up query rejected',
          claim.id,
          `not run (URL, instruction, off-topic or repeat): ${s.slice(0, 200)}`,
          verdict.traceId ? [verdict.traceId] : [],
        );
      }
      if (followups.length === 0)
        verdict = { ...verdict, decision: 'STOP', reason: `${verdict.reason}; no new follow-up query` };
    }
    await ctx.checkpoints.write(
      ctx.tracer,
      {
        type: 'hop',
        claimId: claim.id,
        hop,
        decision: verdict.decision,
        reason: `${verdict.reason}${weaknesses.length ? ` [weaknesses: ${weaknesses.map((w) => w.kind).join(', ')}]` : ''}`,
        followups,
        ...(verdict.argument ? { argument: verdict.argument } : {}),
      },
      [verdict.traceId ?? stanceCp],
    );
    if (verdict.decision !== 'NEED_FOLLOWUP') return;
    ctx.run.hop = Math.max(ctx.run.hop, hop + 1);
    await setStage(ctx, 'hop', `Follow-up round ${hop + 1} for a claim: ${verdict.reason}`);
  }
}

/**
 * The worker stopped after this hop's evidence was stored but before its checkpoint was: the stored evidence is the
 * step's result (it is written in one put), so the checkpoint is written now and no page is searched or weighed again.
 */
async function recoverStance(
  ctx: RunContext,
  claim: Claim,
  hop: number,
  queries: Query[],
  upstream: string[],
): Promise<string | undefined> {
  const ids = new Set(queries.map((q) => q.id));
  const stored = ctx.evidence.filter(
    (e) => e.claimId === claim.id && e.queryId !== null && ids.has(e.queryId),
  );
  if (stored.length === 0) return undefined;
  await storeSources(ctx, stored);
  return ctx.checkpoints.write(ctx.tracer, { type: 'stance', claimId: claim.id, hop }, upstream);
}

/** Judges the claim on all its evidence and stores the verdict (called after every hop, so verdicts fill in live). */
export async function judgeAndStore(ctx: RunContext, claim: Claim): Promise<void> {
  const evidence = ctx.evidence.filter((e) => e.claimId === claim.id);
  const verdict = judgeClaimEvidence(claim, evidence, judgeOptions(ctx));
  const stored = { ...verdict, runId: ctx.run.id, search: searchFact(ctx, claim) };
  ctx.verdicts.set(claim.id, stored);
  await ctx.deps.store.putVerdicts([stored]);
  emitProgress(ctx, 'judge', `Verdict for a claim: ${verdict.label}`);
}

/**
 * While the model reads a claim's first sources, the rules' reading of them is stored as its verdict, marked
 * provisional, so the claim shows a reading after the extraction call alone; the model's verdict (`judgeAndStore`)
 * replaces it. Never over a verdict the claim already has.
 */
async function storeProvisional(ctx: RunContext, claim: Claim, readings: Evidence[]): Promise<void> {
  if (ctx.verdicts.has(claim.id)) return;
  const earlier = ctx.evidence.filter((e) => e.claimId === claim.id);
  const verdict = judgeClaimEvidence(claim, [...earlier, ...readings], judgeOptions(ctx));
  const stored = {
    ...verdict,
    runId: ctx.run.id,
    search: searchFact(ctx, claim),
    provisional: true as const,
  };
  ctx.verdicts.set(claim.id, stored);
  await ctx.deps.store.putVerdicts([stored]);
  emitProgress(
    ctx,
    'judge',
    `Provisional verdict for a claim (built-in rules, waiting for the model): ${verdict.label}`,
  );
}

function followupQueries(
  ctx: RunContext,
  claim: Claim,
  hop: number,
  texts: string[],
  reason: string,
): Query[] {
  const lang = primaryLang(ctx.run.article.lang);
  return texts.map((text) => ({
    id: ctx.deps.ids.next('q'),
    runId: ctx.run.id,
    claimId: claim.id,
    text,
    intent: 'followup' as const,
    lang,
    hop,
    reason: `follow-up: ${reason}`.slice(0, 300),
    executed: false,
    resultCount: 0,
  }));
}

/** Each query of the hop gets its record of what its providers returned for the claim (stored with the query). */
async function recordProviders(
  ctx: RunContext,
  claim: Claim,
  hits: QueryHits[],
  evidence: Evidence[],
): Promise<void> {
  const lang = primaryLang(ctx.run.article.lang);
  for (const hit of hits)
    hit.query.providers = providerRecord(claim, lang, [hit], evidence, ctx.config.search.onClaimOverlap);
  if (hits.length) await ctx.deps.store.putQueries(hits.map((h) => h.query));
}

/**
 * The sources (one per URL) of evidence just stored, with their tier and the credibility each claim's verdict weighs
 * them at (`credibilityForClaim`, "now" the judge's: the run's start); a URL that spoke to several claims of the run
 * keeps each claim's figure and the least of them.
 */
export async function storeSources(ctx: RunContext, evidence: Evidence[]): Promise<void> {
  const now = new Date(ctx.run.createdAt);
  const overrides = ctx.deps.tierOverrides;
  const options = { now, config: ctx.config, ...(overrides ? { tierOverrides: overrides } : {}) };
  const counted = (e: Evidence) => e.stance !== 'irrelevant';
  const tierOfItem = (e: Evidence) => sourceTierOf(e, { overrides, lookalike: ctx.config.tiers.lookalike });
  // Every counted item of the run, the ones just stored included (once each).
  const all = new Map([...ctx.evidence, ...evidence].filter(counted).map((e) => [e.id, e]));
  const urls = new Set(evidence.filter(counted).map((e) => e.url));
  const sources = [...urls].map((url) => {
    const items = [...all.values()].filter((e) => e.url === url);
    const first = items[0]!;
    const tier = tierOfItem(first);
    // Per claim, the least of its items from this URL (two passages of one page can differ in references shown).
    const byClaim: Record<string, number> = {};
    for (const e of items) {
      const claim = ctx.claims.find((c) => c.id === e.claimId);
      const page = { url: e.url, text: e.passage, publishedAt: e.publishedAt, tier: tierOfItem(e) };
      const score = credibilityForClaim(page, claim, options).score;
      byClaim[e.claimId] = Math.min(score, byClaim[e.claimId] ?? 1);
    }
    return {
      runId: ctx.run.id,
      url,
      domain: first.domain,
      title: first.title,
      tier: tier.tier,
      credibility: Math.min(...Object.values(byClaim)),
      credibilityByClaim: byClaim,
      publishedAt: first.publishedAt,
    };
  });
  if (sources.length) await ctx.deps.store.putSources(sources);
}

/** The trace names the planned first-hop queries the claim's search budget leaves out (counter-queries kept first). */
async function traceBudgetCuts(ctx: RunContext, claim: Claim): Promise<void> {
  const { leftOut } = plannedFirstHop(ctx, claim);
  if (leftOut.length === 0) return;
  await ctx.tracer.decision(
    'queries left out for the search budget',
    claim.id,
    `${leftOut.length} not run (at most ${ctx.config.search.firstHopQueries} on the first hop, ${ctx.config.search.queriesPerClaim} per claim; a rebuttal query and a neutral one are kept first): ${leftOut.map((q) => `${q.intent}: ${q.text}`).join('; ')}`.slice(
      0,
      1000,
    ),
  );
}

/** The trace names the results a hop did not fetch, and those moved out to keep room for credible tiers. */
async function traceLeftOut(ctx: RunContext, claim: Claim, plan: CandidatePlan): Promise<void> {
  if (plan.leftOut.length === 0) return;
  const host = (c: CandidatePlan['leftOut'][number]) => hostOf(c.result.url);
  const moved = plan.displaced.length
    ? `; ${plan.displaced.length} moved out to keep room for credible tiers: ${plan.displaced.map(host).join(', ')}`
    : '';
  const deps = [...new Set(plan.leftOut.map((c) => c.searchTraceId).filter((id): id is string => !!id))];
  await ctx.tracer.decision(
    'search results not fetched',
    claim.id,
    `${plan.picked.length} fetched, ${plan.leftOut.length} left out: ${plan.leftOut.map(host).join(', ')}${moved}`.slice(
      0,
      1000,
    ),
    deps,
  );
}
