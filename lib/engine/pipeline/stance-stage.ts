/**
 * Stage 6: stance per source — each source in its own model call (one page's text can never steer another's
 * assessment), every quote interrogated, sources carrying instructions flagged and their vote capped.
 */
import { verifyQuote } from '../domain';
import { hostOf, registrableDomain } from '../domain/url';
import { detectInjection, lexicalStance, primaryLang, ratingStance, termOverlap } from '../heuristics';
import { AssessStanceOutputSchema, SCHEMA_NAMES, wrapUntrusted } from '../schemas';
import type { AssessStanceOutput, Claim, Evidence } from '../schemas';
import type { AcquiredPassage } from './acquire-stage';
import { isBudgetStop } from './budget-guard';
import { ASSESS_STANCE_SYSTEM } from './prompts';
import { addNotice, emitProgress, type RunContext } from './run-context';
import { errorMessage } from './tracer';
import { callModel } from './model-call';
import { interrogateStance } from './interrogate-stance';

export type Assessment = AssessStanceOutput['assessments'][number] & { heuristic: boolean };

/** Assesses every passage and returns one evidence item per source, with the trace ids of the calls made. */
export async function stanceStage(
  ctx: RunContext,
  claim: Claim,
  passages: AcquiredPassage[],
): Promise<{ evidence: Evidence[]; traceIds: string[] }> {
  if (passages.length === 0) return { evidence: [], traceIds: [] };
  const results = await Promise.all(passages.map((p) => assessOne(ctx, claim, p)));
  const traceIds = results.flatMap((r) => r.traceIds);
  const evidence: Evidence[] = [];
  for (const [i, p] of passages.entries()) {
    const a = results[i]?.assessment ?? lexical(claim, p);
    evidence.push(await toEvidence(ctx, claim, p, a, traceIds));
  }
  emitProgress(ctx, 'stance', `Assessed ${passages.length} sources for a claim`);
  return { evidence, traceIds };
}

/** One source, one call: the passage under an unguessable id; an answer naming other ids gets one repair retry. */
async function assessOne(
  ctx: RunContext,
  claim: Claim,
  p: AcquiredPassage,
): Promise<{ assessment: Assessment; traceIds: string[] }> {
  const llm = ctx.deps.llm;
  if (!llm) return { assessment: lexical(claim, p), traceIds: [] };
  if (offTopic(ctx, claim, p)) {
    const assessment: Assessment = {
      passageId: '',
      stance: 'irrelevant',
      quote: '',
      strength: 0,
      relevance: 0,
      rationale: "not sent to the model: the passage shares almost none of the claim's terms",
      heuristic: true,
    };
    return { assessment, traceIds: [] };
  }
  const id = ctx.deps.ids.next('src');
  const dependsOn = [p.fetchTraceId ?? p.candidate.searchTraceId].filter((x): x is string => !!x);
  const task = [
    `Assess the passage against the claim. Answer with exactly one assessment, for passage id "${id}".`,
    wrapUntrusted('claim', claim.text, { id: claim.id }),
    wrapUntrusted('passage', withoutInstructions(p.passage), {
      id,
      url: p.candidate.result.url,
      published: p.page?.publishedAt ?? p.candidate.result.publishedAt ?? 'unknown',
    }),
  ].join('\n\n');
  const traceIds: string[] = [];
  let user = task;
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { value, traceId } = await whenBudgetAllows(ctx, () =>
        callModel(ctx, llm, {
          purpose: `stance for ${claim.id} (1 passages)`,
          claimId: claim.id,
          dependsOn,
          schemaName: SCHEMA_NAMES.assessStance,
          schema: AssessStanceOutputSchema,
          system: ASSESS_STANCE_SYSTEM,
          user,
        }),
      );
      traceIds.push(traceId);
      const mine = value.assessments.find((a) => a.passageId.trim() === id);
      if (mine) return { assessment: { ...mine, heuristic: false }, traceIds };
      const named = value.assessments.map((a) => a.passageId.trim()).filter(Boolean);
      await ctx.tracer.decision(
        'stance answer for unknown passage ids',
        claim.id,
        `${p.candidate.result.url}: asked for "${id}", the model answered for ${named.map((n) => `"${n.slice(0, 40)}"`).join(', ') || 'no passage'}${attempt === 0 ? ' — asking once more' : ''}`,
        [traceId],
      );
      user = `${task}\n\nYour previous answer named passage ids that are not in this request (${named.length ? named.map((n) => n.slice(0, 40)).join(', ') : 'none'}). Answer again with exactly one assessment whose passageId is "${id}".`;
    }
    addNotice(
      ctx,
      "The model's stance answers for some sources named passages that were not asked about, even after a retry; those sources were assessed by lexical cues (low strength).",
    );
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    addNotice(
      ctx,
      isBudgetStop(error)
        ? errorMessage(error)
        : `The model's stance answers could not be used (${errorMessage(error)}); lexical cues (low strength) were used instead.`,
    );
  }
  return { assessment: lexical(claim, p), traceIds };
}

/**
 * One call per source runs many calls at once; while plenty of the model-call budget is left they run in parallel,
 * near its end one at a time (per run), so concurrent calls cannot all pass the budget check and overshoot it.
 */
const queues = new WeakMap<RunContext, Promise<unknown>>();
const TIGHT_BUDGET = 12;

function whenBudgetAllows<T>(ctx: RunContext, call: () => Promise<T>): Promise<T> {
  const left = ctx.run.budget.maxModelCalls - ctx.run.usage.modelCalls;
  if (left > TIGHT_BUDGET) return call();
  const previous = queues.get(ctx) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(call);
  queues.set(ctx, next);
  return next;
}

/** Below this share of the claim's key terms, a same-language passage is off topic and costs no model call. */
const OFF_TOPIC_OVERLAP = 0.15;

function offTopic(ctx: RunContext, claim: Claim, p: AcquiredPassage): boolean {
  const sameLanguage =
    primaryLang(p.page?.lang ?? ctx.run.article.lang) === primaryLang(ctx.run.article.lang);
  return sameLanguage && termOverlap(claim.text, p.passage) < OFF_TOPIC_OVERLAP;
}

/** The passage with sentences addressed to AI tools cut out (the model never reads them; the source is still flagged). */
export function withoutInstructions(passage: string): string {
  const flagged = detectInjection(passage).sentences;
  let out = passage;
  for (const s of [...flagged].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, s.start)}[text addressed to AI tools removed]${out.slice(s.end)}`;
  }
  return out;
}

/** No-model stance: a fact-check's rating when the review is about this claim, else lexical cues. */
function lexical(claim: Claim, p: AcquiredPassage): Assessment {
  const s = lexicalStance(claim.text, p.passage);
  const rated = ratingStance(p.candidate.result.rating);
  if (rated && s.stance !== 'irrelevant' && s.relevance >= 0.5) {
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
