/**
 * Stage 6: stance per source. Each source is assessed in its own model call (batched across the claims that
 * asked about it, never with another source's text), only for the most relevant sources a claim needs; the rest
 * by no-model rules. Every model reading is interrogated and, when it does not hold, replaced by the rules' reading;
 * sentences addressed to AI tools are cut from what is weighed (the source is flagged, the rest keeps its weight).
 */
import { pageIdentity } from '../acquire/page-identity';
import { modelReadingsOf, modelReadingWeight, verifyQuote } from '../../domain';
import { sourceDomain } from '../../domain/registrable-domain';
import type { Claim, Evidence } from '../../schemas';
import { LOCAL_FACT_CHECKS } from '../../schemas';
import { publishedAtOf, sourceInjection, type AcquiredPassage } from '../acquire/acquire-stage';
import { emitProgress, type RunContext } from '../context/run-context';
import { interrogateStance, type ReadingFailure } from './interrogate-stance';
import { pageOf, ruleStance, type Assessment } from './rule-stance';
import { arrivedAtFirstStance, assessBySource, withoutInstructions } from './stance-batch';
import { planRoutes, readByRules, routePolicy } from './stance-routes';

/**
 * Assesses every passage and returns one evidence item per source, with the trace ids of the calls made. While the
 * model reads a first hop's sources, `onProvisional` gets the rules' reading of every source (a provisional verdict).
 */
export async function stanceStage(
  ctx: RunContext,
  claim: Claim,
  acquired: AcquiredPassage[],
  onProvisional?: (evidence: Evidence[]) => Promise<void>,
): Promise<{ evidence: Evidence[]; traceIds: string[] }> {
  const passages = acquired.map(weighedPassage);
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
  // Only while a model call is awaited: answers from the model answer cache are there already (a re-check).
  if (onProvisional && firstHop && asked.some((a) => a !== null && !a.cached()))
    await onProvisional(
      passages.map((p, i) =>
        ruleEvidence(ctx, claim, p, asked[i] ? ruleStance(claim, p) : readByRules(claim, p, routes[i]!), i),
      ),
    );
  const results = await everyAnswer(
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
  await traceModelReadings(ctx, claim, evidence, traceIds);
  const byModel = routes.filter((r) => r === 'model').length;
  // Sources the model was asked about and answered: the others fell back to the rules.
  const modelRead = results.filter((r) => r.assessment && !r.assessment.heuristic).length;
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
  emitProgress(
    ctx,
    'stance',
    `Assessed ${passages.length} sources for a claim (${modelRead} read by the model${byModel > modelRead ? `, ${byModel - modelRead} it did not answer read by rules` : ''})`,
  );
  return { evidence, traceIds };
}

/**
 * Every call's result; on an interruption, only once every call of the claim has settled, so each answer that arrived
 * is kept (`stance-readings.ts`) before the run reports that it stopped.
 */
async function everyAnswer<T>(calls: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(calls);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/**
 * When a model reading of this step did not count, the run's rate so far goes to the trace: how often the model's
 * readings failed in this check and what its votes weigh now (the verdicts are judged on the final rate).
 */
async function traceModelReadings(
  ctx: RunContext,
  claim: Claim,
  evidence: Evidence[],
  dependsOn: string[],
): Promise<void> {
  const failedHere = evidence.some(
    (e) => e.modelReading && e.modelReading !== 'counted' && e.modelReading !== 'no-side',
  );
  if (!failedHere) return;
  const readings = modelReadingsOf([...ctx.evidence, ...evidence]);
  const weight = modelReadingWeight(readings, ctx.config);
  await ctx.tracer.decision(
    "model readings' failure rate",
    claim.id,
    `the model's readings failed ${readings.failed} of ${readings.total} times in this check so far; its votes weigh ×${weight.toFixed(2)}`,
    dependsOn,
  );
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
  const verifies = (quote: string) =>
    quote.trim() !== '' && verifyQuote(quote, p.sourceText, ctx.config.quote.nearSimilarity).found;
  // A model's reading is checked against the rules' reading of the same passage.
  const rules = a.heuristic ? null : ruleStance(claim, p);
  const checked = interrogateStance(claim, p.passage, a, {
    verified: verifies(a.quote),
    injection,
    page: pageOf(p),
    ...(rules ? { rules: { reading: rules, config: ctx.config } } : {}),
  });
  for (const problem of checked.problems) {
    await ctx.tracer.decision(problem.title, claim.id, `${url}: ${problem.detail}`, dependsOn);
  }
  const base = evidenceBase(ctx, claim, p, url, injection);
  const outcome = rules ? readingOutcome(a, checked, rules, ctx) : undefined;
  if (rules && outcome && outcome !== 'counted' && outcome !== 'no-side') {
    // The model's reading does not count: the rules' reading of the passage stands, and says why.
    const detail = checked.problems.find((x) => x.title !== 'source carries instructions')?.detail;
    await ctx.tracer.decision(
      "rules' reading used instead of the model's",
      claim.id,
      `${url}: the model's reading (${a.stance}) did not count: ${detail ?? FAILURE_WORDS[outcome]}; the rules read ${rules.stance}`,
      dependsOn,
    );
    return {
      ...base,
      quote: rules.quote,
      stance: rules.stance,
      strength: rules.strength,
      relevance: rules.relevance,
      quoteVerified: verifies(rules.quote),
      heuristic: true,
      rationale: `the model's reading (${a.stance}) did not count (${FAILURE_WORDS[outcome]}); the rules' reading of the passage is used — ${rules.rationale}`,
      modelReading: outcome,
    };
  }
  return {
    ...base,
    quote: a.quote,
    stance: checked.stance,
    strength: checked.strength,
    relevance: a.relevance,
    quoteVerified: verifies(a.quote),
    heuristic: a.heuristic,
    rationale: checked.rationale,
    ...(outcome ? { modelReading: outcome } : {}),
  };
}

/**
 * The rules' reading of a passage as evidence, for a provisional verdict only: interrogated like any reading but not
 * traced or stored, with an id of its own (the run's id sequence is left as an uninterrupted run would use it).
 */
function ruleEvidence(
  ctx: RunContext,
  claim: Claim,
  p: AcquiredPassage,
  a: Assessment,
  index: number,
): Evidence {
  const url = p.candidate.result.url;
  const injection = sourceInjection(p);
  const verified =
    a.quote.trim() !== '' && verifyQuote(a.quote, p.sourceText, ctx.config.quote.nearSimilarity).found;
  const checked = interrogateStance(claim, p.passage, a, { verified, injection, page: pageOf(p) });
  return {
    ...evidenceBase(ctx, claim, p, url, injection, `${claim.id}:provisional:${index}`),
    quote: a.quote,
    stance: checked.stance,
    strength: checked.strength,
    relevance: a.relevance,
    quoteVerified: verified,
    heuristic: true,
    rationale: checked.rationale,
  };
}

type ReadingOutcome = NonNullable<Evidence['modelReading']>;
const DECISIVE: readonly string[] = ['supports', 'refutes', 'mixed'];

/**
 * What becomes of a model's reading: the interrogator's failure; `overlooked` when it called the passage irrelevant
 * where the rules find the claim's own statement or figures (`modelReading.irrelevantRuleStrength`; "context" is a
 * reading a good model gives to what rules over-read, so it stands); else `counted` or `no-side`.
 */
function readingOutcome(
  a: Assessment,
  checked: { stance: string; failure: ReadingFailure | null },
  rules: Assessment,
  ctx: RunContext,
): ReadingOutcome {
  if (checked.failure) return checked.failure;
  if (DECISIVE.includes(checked.stance)) return 'counted';
  const strongRules =
    DECISIVE.includes(rules.stance) && rules.strength >= ctx.config.modelReading.irrelevantRuleStrength;
  return a.stance === 'irrelevant' && strongRules ? 'overlooked' : 'no-side';
}

/** Why a model's reading did not count, in the words the evidence's rationale uses. */
const FAILURE_WORDS: Record<Exclude<ReadingOutcome, 'counted' | 'no-side'>, string> = {
  'quote-not-found': 'its quote is not in the source',
  'off-claim': 'its quote is not about the claim',
  contradicted: "the rules' reading of its quote or of the passage says the opposite",
  instruction: 'its quote is an instruction addressed to AI tools',
  overlooked: "it called the passage irrelevant where the rules found the claim's statement or figures",
  framed:
    'its quote is a sentence the source mentions but does not assert (quoted, attributed, labelled or asked)',
  'second-look': 'its reading did not hold when the quoted sentence was read again on its own',
};

/** The passage as it is weighed: sentences addressed to AI tools cut (the rest of the page keeps its weight). */
function weighedPassage(p: AcquiredPassage): AcquiredPassage {
  if (!sourceInjection(p).suspicious) return p;
  const passage = withoutInstructions(p.passage);
  return passage === p.passage ? p : { ...p, passage };
}

/** The fields of an evidence item that do not depend on who read it. */
function evidenceBase(
  ctx: RunContext,
  claim: Claim,
  p: AcquiredPassage,
  url: string,
  injection: ReturnType<typeof sourceInjection>,
  id?: string,
) {
  return {
    id: id ?? ctx.deps.ids.next('ev'),
    runId: ctx.run.id,
    claimId: claim.id,
    url,
    domain: sourceDomain(url),
    // Who speaks on a social page: the author its site reader found rendered (the account the tier is for).
    ...(p.page?.author ? { author: p.page.author } : {}),
    title: p.page?.title || p.candidate.result.title,
    passage: p.passage,
    publishedAt: publishedAtOf(p),
    queryId: p.candidate.queryId,
    rating: p.candidate.result.rating ?? null,
    ...(p.candidate.result.provider === LOCAL_FACT_CHECKS ? { foundIn: LOCAL_FACT_CHECKS } : {}),
    ...(injection.suspicious ? { carriesInstructions: true } : {}),
    ...(p.page ? pageIdentity(p.page, ctx.config.belief.copies.signatureSize) : {}),
  };
}
