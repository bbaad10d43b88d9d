/** Sufficiency judge (seed 001, Self-RAG style): ENOUGH / NEED_FOLLOWUP / STOP — by the model, or by rule. */
import { detectInjection } from '../heuristics';
import { JudgeSufficiencyOutputSchema, SCHEMA_NAMES, wrapUntrusted } from '../schemas';
import type { Claim, Evidence } from '../schemas';
import { isBudgetStop } from './budget-guard';
import { JUDGE_SUFFICIENCY_SYSTEM } from './prompts';
import { addNotice, type RunContext } from './run-context';
import { errorMessage } from './tracer';
import { decisiveEvidence, type Weakness } from './weaknesses';
import { callModel } from './model-call';

export interface Sufficiency {
  decision: 'ENOUGH' | 'NEED_FOLLOWUP' | 'STOP';
  reason: string;
  suggested: string[];
  traceId: string | null;
}

/** The rule: enough when ≥2 independent sources take a side and nothing conflicts or is one-sided. */
export function ruleSufficiency(evidence: Evidence[], weaknesses: Weakness[]): Omit<Sufficiency, 'traceId'> {
  const domains = new Set(decisiveEvidence(evidence).map((e) => e.domain));
  const blocking = weaknesses.filter(
    (w) =>
      w.kind === 'conflicting' ||
      w.kind === 'one-sided' ||
      w.kind === 'no-evidence' ||
      w.kind === 'single-source',
  );
  if (domains.size >= 2 && blocking.length === 0)
    return { decision: 'ENOUGH', reason: `${domains.size} independent sources take a side`, suggested: [] };
  if (weaknesses.length === 0) return { decision: 'ENOUGH', reason: 'no weakness left', suggested: [] };
  return {
    decision: 'NEED_FOLLOWUP',
    reason: weaknesses.map((w) => `${w.kind}: ${w.detail}`).join('; '),
    suggested: [],
  };
}

/**
 * Asks the model when there is one and the rule is not already satisfied (a model call on the critical path saved
 * per settled claim); falls back to the rule on failure; suspicious passages are left out.
 */
export async function judgeSufficiency(
  ctx: RunContext,
  claim: Claim,
  evidence: Evidence[],
  weaknesses: Weakness[],
  dependsOn: string[],
): Promise<Sufficiency> {
  const rule = ruleSufficiency(evidence, weaknesses);
  const llm = ctx.deps.llm;
  if (!llm || rule.decision === 'ENOUGH') return { ...rule, traceId: null };
  const shown = evidence
    .filter((e) => e.stance !== 'irrelevant' && !detectInjection(`${e.title}\n${e.passage}`).suspicious)
    .slice(0, 8);
  const user = [
    'Is the evidence enough to judge the claim?',
    wrapUntrusted('claim', claim.text, { id: claim.id }),
    ...shown.map((e, i) =>
      wrapUntrusted('passage', e.passage, {
        id: `p${i + 1}`,
        url: e.url,
        published: e.publishedAt ?? 'unknown',
      }),
    ),
    `Assessments so far: ${shown.map((e, i) => `p${i + 1} ${e.stance} (strength ${e.strength.toFixed(2)}, ${e.domain})`).join('; ') || 'none'}.`,
    `Weaknesses found: ${weaknesses.map((w) => `${w.kind} (${w.detail})`).join('; ') || 'none'}.`,
  ].join('\n\n');
  try {
    const { value, traceId } = await callModel(ctx, llm, {
      purpose: `sufficiency for ${claim.id}`,
      claimId: claim.id,
      dependsOn,
      schemaName: SCHEMA_NAMES.judgeSufficiency,
      schema: JudgeSufficiencyOutputSchema,
      system: JUDGE_SUFFICIENCY_SYSTEM,
      user,
      describe: (answer) => `${answer.decision}: ${answer.reason}`,
    });
    return { decision: value.decision, reason: value.reason, suggested: value.followupQueries, traceId };
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    if (isBudgetStop(error))
      return { decision: 'STOP', reason: errorMessage(error), suggested: [], traceId: null };
    addNotice(
      ctx,
      `The model's sufficiency answers could not be used (${errorMessage(error)}); a rule decided when to search again.`,
    );
    return { ...rule, traceId: null };
  }
}
