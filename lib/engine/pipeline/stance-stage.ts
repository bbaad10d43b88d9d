/**
 * Stage 6: stance per source. Each source is assessed in its own model call (batched across the claims that
 * asked about it, never with another source's text), only for the most relevant sources a claim needs; the rest
 * by no-model rules. Every quote is interrogated, sources carrying instructions flagged and their vote capped.
 */
import { pageIdentity } from './page-identity';
import { verifyQuote } from '../domain';
import { sourceDomain } from '../domain/url';
import type { Claim, Evidence } from '../schemas';
import { publishedAtOf, sourceInjection, type AcquiredPassage } from './acquire-stage';
import { emitProgress, type RunContext } from './run-context';
import { interrogateStance } from './interrogate-stance';
import { ruleStance, type Assessment } from './rule-stance';
import { arrivedAtFirstStance, assessBySource } from './stance-batch';
import { planRoutes, readByRules, routePolicy } from './stance-routes';

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
  const { routes, followupWhy } = planRoutes(claim, passages, routePolicy(ctx, claim, firstHop));
  const asked = passages.map((p, i) =>
    routes[i] === 'model' ? assessBySource(ctx, claim, p, firstHop) : null,
  );
  await Promise.all(asked.map((a) => a?.queued));
  if (firstHop) arrivedAtFirstStance(ctx, claim.id);
  const results = await Promise.all(
    passages.map(async (p, i) => {
      const pending = asked[i];
      if (!pending) return { assessment: readByRules(claim, p, routes[i]!), traceIds: [] };
      const { answer, traceIds } = await pending.result;
      return { assessment: answer ? { ...answer, heuristic: false } : ruleStance(claim, p), traceIds };
    }),
  );
  const traceIds = [...new Set(results.flatMap((r) => r.traceIds))];
  const evidence: Evidence[] = [];
  for (const [i, p] of passages.entries()) {
    const a = results[i]?.assessment ?? ruleStance(claim, p);
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

/** Whether these passages answer a claim's first hop (hop-0 queries, or no passages at all: the first hop found none). */
function isFirstHop(ctx: RunContext, passages: AcquiredPassage[]): boolean {
  const hops = passages.map((p) => ctx.queries.find((q) => q.id === p.candidate.queryId)?.hop ?? 0);
  return hops.length === 0 || hops.every((h) => h === 0);
}

async function toEvidence(
  ctx: RunContext,
  claim: Claim,
  p: AcquiredPassage,
  a: Assessment,
  dependsOn: string[],
): Promise<Evidence> {
  const url = p.candidate.result.url;
  const injection = sourceInjection(p);
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
    domain: sourceDomain(url),
    title: p.page?.title || p.candidate.result.title,
    passage: p.passage,
    quote: a.quote,
    stance: checked.stance,
    strength: checked.strength,
    relevance: a.relevance,
    publishedAt: publishedAtOf(p),
    quoteVerified: verified,
    heuristic: a.heuristic,
    queryId: p.candidate.queryId,
    rating: p.candidate.result.rating ?? null,
    rationale: checked.rationale,
    ...(injection.suspicious ? { carriesInstructions: true } : {}),
    ...(p.page ? pageIdentity(p.page, ctx.config.belief.copies.signatureSize) : {}),
  };
}
