/** Stage 6: stance per passage — batched model calls (suspicious passages alone), every quote interrogated. */
import { tierOf, verifyQuote } from '../domain';
import { detectInjection, lexicalStance, MAX_HEURISTIC_STRENGTH, ratingStance } from '../heuristics';
import { AssessStanceOutputSchema, SCHEMA_NAMES, wrapUntrusted } from '../schemas';
import type { AssessStanceOutput, Claim, Evidence, Stance } from '../schemas';
import type { AcquiredPassage } from './acquire-stage';
import { isBudgetStop } from './budget-guard';
import { ASSESS_STANCE_SYSTEM } from './prompts';
import { addNotice, emitProgress, type RunContext } from './run-context';
import { errorMessage } from './tracer';
import { callModel } from './model-call';

type Assessment = AssessStanceOutput['assessments'][number] & { heuristic: boolean };

const BATCH = 8;

/** Assesses every passage and returns one evidence item per source, with the trace ids of the calls made. */
export async function stanceStage(
  ctx: RunContext,
  claim: Claim,
  passages: AcquiredPassage[],
): Promise<{ evidence: Evidence[]; traceIds: string[] }> {
  if (passages.length === 0) return { evidence: [], traceIds: [] };
  const suspicious = passages.map(
    (p) => detectInjection(`${p.candidate.result.title}\n${p.passage}`).suspicious,
  );
  const groups: number[][] = [];
  const clean = passages.map((_, i) => i).filter((i) => !suspicious[i]);
  for (let i = 0; i < clean.length; i += BATCH) groups.push(clean.slice(i, i + BATCH));
  passages.forEach((_, i) => suspicious[i] && groups.push([i]));

  const assessments = new Map<number, Assessment>();
  const traceIds: string[] = [];
  await Promise.all(
    groups.map(async (group) => {
      const result = await assessGroup(ctx, claim, passages, group);
      result.assessments.forEach((a, i) => assessments.set(group[i]!, a));
      if (result.traceId) traceIds.push(result.traceId);
    }),
  );

  const evidence: Evidence[] = [];
  for (const [i, p] of passages.entries()) {
    const a = assessments.get(i) ?? lexical(claim, p);
    evidence.push(await toEvidence(ctx, claim, p, a, suspicious[i] ?? false, traceIds));
  }
  emitProgress(ctx, 'stance', `Assessed ${passages.length} sources for a claim`);
  return { evidence, traceIds };
}

async function assessGroup(
  ctx: RunContext,
  claim: Claim,
  passages: AcquiredPassage[],
  group: number[],
): Promise<{ assessments: Assessment[]; traceId: string | null }> {
  const items = group.map((i) => passages[i]!);
  const llm = ctx.deps.llm;
  const fallback = () => ({ assessments: items.map((p) => lexical(claim, p)), traceId: null });
  if (!llm) return fallback();
  const dependsOn = items
    .map((p) => p.fetchTraceId ?? p.candidate.searchTraceId)
    .filter((id): id is string => !!id);
  try {
    const user = [
      'Assess each passage against the claim.',
      wrapUntrusted('claim', claim.text, { id: claim.id }),
      ...items.map((p, k) =>
        wrapUntrusted('passage', p.passage, {
          id: `p${k + 1}`,
          url: p.candidate.result.url,
          published: p.page?.publishedAt ?? p.candidate.result.publishedAt ?? 'unknown',
        }),
      ),
    ].join('\n\n');
    const { value, traceId } = await callModel(ctx, llm, {
      purpose: `stance for ${claim.id} (${items.length} passages)`,
      claimId: claim.id,
      dependsOn,
      schemaName: SCHEMA_NAMES.assessStance,
      schema: AssessStanceOutputSchema,
      system: ASSESS_STANCE_SYSTEM,
      user,
    });
    const byId = new Map(value.assessments.map((a) => [a.passageId.trim(), a]));
    return {
      assessments: items.map((p, k) => {
        const a = byId.get(`p${k + 1}`);
        return a
          ? { ...a, heuristic: false }
          : {
              passageId: `p${k + 1}`,
              stance: 'irrelevant' as Stance,
              quote: '',
              strength: 0,
              relevance: 0,
              rationale: 'the model gave no assessment for this passage',
              heuristic: false,
            };
      }),
      traceId,
    };
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    addNotice(
      ctx,
      isBudgetStop(error)
        ? errorMessage(error)
        : `The model's stance answers could not be used (${errorMessage(error)}); lexical cues (low strength) were used instead.`,
    );
    return fallback();
  }
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
  suspicious: boolean,
  dependsOn: string[],
): Promise<Evidence> {
  const url = p.candidate.result.url;
  let stance = a.stance;
  let strength = a.strength;
  let rationale = a.rationale;
  if (suspicious) {
    strength = Math.min(strength, MAX_HEURISTIC_STRENGTH);
    rationale = `source carries instructions aimed at AI tools; assessed alone, strength capped. ${rationale}`;
  }
  const decisive = stance === 'supports' || stance === 'refutes' || stance === 'mixed';
  const verified =
    a.quote.trim() !== '' && verifyQuote(a.quote, p.sourceText, ctx.config.quote.nearSimilarity).found;
  if (decisive && !verified) {
    await ctx.tracer.decision(
      'citation-integrity failure',
      claim.id,
      `quote not found in ${url}: "${a.quote.slice(0, 200)}" — demoted from ${stance} to context`,
      dependsOn,
    );
    rationale = `quote not found in the source (demoted from ${stance}). ${rationale}`;
    stance = 'context';
  }
  return {
    id: ctx.deps.ids.next('ev'),
    runId: ctx.run.id,
    claimId: claim.id,
    url,
    domain: tierOf(url, { overrides: ctx.deps.tierOverrides }).domain || hostname(url),
    title: p.page?.title || p.candidate.result.title,
    passage: p.passage,
    quote: a.quote,
    stance,
    strength,
    relevance: a.relevance,
    publishedAt: p.page?.publishedAt ?? p.candidate.result.publishedAt ?? null,
    quoteVerified: verified,
    heuristic: a.heuristic,
    queryId: p.candidate.queryId,
    rating: p.candidate.result.rating ?? null,
    rationale,
  };
}

function hostname(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
