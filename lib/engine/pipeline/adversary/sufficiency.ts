/** Sufficiency (seed 001) as seed 003's counter-arguer: the rules decide; when they cannot, the model argues against. */
import { detectInjection } from '../text/detect-injection';
import { primaryLang } from '../search/counter-queries';
import {
  COUNTER_ARGUE_SCHEMA,
  CounterArgueOutputSchema,
  decimal,
  instruction,
  joined,
  userMessage,
  word,
  wrapUntrusted,
  type Claim,
  type CounterArgument,
  type Evidence,
} from '../../schemas';
import { isBudgetStop } from '../context/budget-guard';
import { filterFollowups, followupWords } from '../search/followup-filter';
import { callModel } from '../model/model-call';
import { COUNTER_ARGUE_SYSTEM } from '../model/prompts';
import { addNotice, type RunContext } from '../context/run-context';
import { sanitiseArgument } from './sanitise-argument';
import { errorMessage } from '../context/tracer';
import type { EngineConfig } from '../../config';
import {
  articleIdentity,
  independentSides,
  type ArticleIdentity,
  type IndependentSides,
} from './independent-sides';
import type { Weakness } from './weaknesses';
import { counterArguerGate } from './counter-arguer-gate';
import { evidenceLean } from '../../domain/scoring/evidence-lean';

export interface Sufficiency {
  decision: 'ENOUGH' | 'NEED_FOLLOWUP' | 'STOP';
  reason: string;
  /** Follow-up queries to run first at the next hop (the counter-arguer's test query). */
  suggested: string[];
  traceId: string | null;
  /** The counter-arguer's case against the leaning verdict, validated; absent when the model was not asked. */
  argument?: CounterArgument;
}

/**
 * The rule: enough when ≥2 independent sources take a side (read by the model or a strong rule, never the article's
 * own site, a copy of it or a page carrying instructions: `independentSides`) and nothing conflicts or is one-sided.
 */
export function ruleSufficiency(
  evidence: Evidence[],
  weaknesses: Weakness[],
  sides: IndependentSides,
): Omit<Sufficiency, 'traceId'> {
  const n = sides.sources.length;
  const blocking = blockingWeaknesses(weaknesses);
  if (n >= 2 && blocking.length === 0)
    return { decision: 'ENOUGH', reason: `${n} independent sources take a side`, suggested: [] };
  if (weaknesses.length === 0) return { decision: 'ENOUGH', reason: 'no weakness left', suggested: [] };
  return {
    decision: 'NEED_FOLLOWUP',
    reason: weaknesses.map((w) => `${w.kind}: ${w.detail}`).join('; '),
    suggested: [],
  };
}

function blockingWeaknesses(weaknesses: Weakness[]): Weakness[] {
  return weaknesses.filter(
    (w) =>
      w.kind === 'conflicting' ||
      w.kind === 'one-sided' ||
      w.kind === 'no-evidence' ||
      w.kind === 'single-source',
  );
}

/**
 * The counter-arguer may end the search only where the evidence already holds both sides: when the only gap the
 * rules see is a conflict. A gap (no evidence, one source, no counter-query yet) is never closed by the model's word.
 */
export function modelMayEnd(weaknesses: Weakness[]): boolean {
  const blocking = blockingWeaknesses(weaknesses);
  return blocking.length > 0 && blocking.every((w) => w.kind === 'conflicting');
}

/**
 * The one gate of the sufficiency model: it is asked only when the rules cannot decide, that is when sources
 * conflict (which side holds, what would settle it). Every other gap (no evidence, one source, one-sided, low tier,
 * outdated) has its follow-ups by rule, at no model call; when the rules say ENOUGH nothing is asked.
 */
function rulesCannotDecide(weaknesses: Weakness[]): boolean {
  return weaknesses.some((w) => w.kind === 'conflicting');
}

/**
 * Independent sources the engine itself weighed against the leaning verdict (a verified quote that refutes a claim
 * leaning true, or supports one leaning false, or is mixed), counted as for "enough" (`independentSides`: never the
 * article's site or a copy of it, a page carrying instructions or a weak rule; copies of one text are one source).
 * The model's "tested" can end a search only when the case against rests on two of them: a side resting on one
 * page is a gap, whatever that page tells the model.
 */
export function opposingSources(
  evidence: Evidence[],
  leaning: CounterArgument['against'],
  article: ArticleIdentity | null,
  config: EngineConfig,
): number {
  const against = leaning === 'true' ? 'refutes' : 'supports';
  const opposing = evidence.filter((e) => e.stance === against || e.stance === 'mixed');
  return independentSides(opposing, article, config).sources.length;
}

/**
 * The rules first: ENOUGH, no model, or no conflict (`rulesCannotDecide`), and no call is made. Otherwise one model
 * call states the strongest case against the leaning verdict and, when it is untested, one query to test it (the
 * next hop's first query). The answer is untrusted (written from page text): bounded, sanitised, its query filtered,
 * and it can end the search only where `modelMayEnd` allows and two independent sources the engine weighed carry
 * the case against. Falls back to the rules on failure; suspicious passages are left out.
 */
export async function judgeSufficiency(
  ctx: RunContext,
  claim: Claim,
  evidence: Evidence[],
  weaknesses: Weakness[],
  dependsOn: string[],
): Promise<Sufficiency> {
  const rule = ruleSufficiency(
    evidence,
    weaknesses,
    independentSides(evidence, articleIdentity(ctx), ctx.config, claim.text),
  );
  const llm = ctx.deps.llm;
  if (!llm || rule.decision === 'ENOUGH' || !rulesCannotDecide(weaknesses)) return { ...rule, traceId: null };
  const gate = counterArguerGate(evidence, articleIdentity(ctx), ctx.run.profile, ctx.config);
  if (!gate.ask) {
    // The conflict's own follow-ups (`findWeaknesses`): the refuting side's query first, then the supporting side's.
    const [refuting, supporting] = weaknesses.find((w) => w.kind === 'conflicting')?.followups ?? [];
    const suggested = [
      gate.ruledSides.includes('refutes') ? refuting : undefined,
      gate.ruledSides.includes('supports') ? supporting : undefined,
    ].filter((q): q is string => !!q);
    const traceId = await ctx.tracer.decision(
      'counter-arguer not asked',
      claim.id,
      gate.why ?? '',
      dependsOn,
    );
    return {
      ...rule,
      ...(suggested.length
        ? { reason: `${rule.reason}; the side only the rules read is searched first`, suggested }
        : {}),
      traceId,
    };
  }
  const shown = evidence
    .filter((e) => e.stance !== 'irrelevant' && !detectInjection(`${e.title}\n${e.passage}`).suspicious)
    .slice(0, 8);
  const g = ctx.verdicts.get(claim.id)?.rgba.g ?? 0.5;
  // The lean comes from the readings that take a side (the claim's For and Against), never from the prior alone: with
  // none for or against (context, mixed) the claim leans nowhere, and the case argued is the one against the claim.
  const lean = evidenceLean(evidence, g).lean;
  const leaning: CounterArgument['against'] = lean ?? 'true';
  // The source's name is in each passage's url attribute: page-derived, it stays inside the wrapper.
  const user = userMessage(
    lean === null
      ? instruction`Current verdict: no passage takes a side on the claim yet (none supports or contradicts it). Argue that it is FALSE.`
      : leaning === 'true'
        ? instruction`Current verdict: the claim leans TRUE (veracity ${Math.round(g * 100)} %). Argue that it is FALSE.`
        : instruction`Current verdict: the claim leans FALSE (veracity ${Math.round(g * 100)} %). Argue that it is TRUE.`,
    wrapUntrusted('claim', claim.text, { id: claim.id }),
    ...shown.map((e, i) =>
      wrapUntrusted('passage', e.passage, {
        id: `p${i + 1}`,
        url: e.url,
        published: e.publishedAt ?? 'unknown',
      }),
    ),
    shown.length
      ? instruction`Assessments so far: ${joined(
          shown.map((e, i) => instruction`p${i + 1} ${word(e.stance)} (strength ${decimal(e.strength, 2)})`),
          '; ',
        )}.`
      : instruction`Assessments so far: none.`,
  );
  try {
    const { value, traceId } = await callModel(ctx, llm, {
      fact: { kind: 'counter-argument', claimId: claim.id },
      claimId: claim.id,
      dependsOn,
      schemaName: COUNTER_ARGUE_SCHEMA,
      schema: CounterArgueOutputSchema,
      system: COUNTER_ARGUE_SYSTEM,
      user,
      // Only the shape goes to the trace: the model's words are shown once, marked, after validation.
      describe: (answer) =>
        answer.tested
          ? 'the model says the passages test the case against'
          : 'the model proposes a test query',
    });
    const existing = ctx.queries.filter((q) => q.claimId === claim.id).map((q) => q.text);
    const query =
      filterFollowups(
        [value.query],
        claim.text,
        existing,
        1,
        primaryLang(ctx.run.article.lang),
        followupWords(claim, shown),
      )[0] ?? null;
    const text = sanitiseArgument(
      value.argument,
      [claim.text, claim.quote, ...shown.map((e) => e.passage)],
      shown.map((e) => e.domain),
    );
    const cited = new Set(value.citations.map((c) => c.trim().toLowerCase()));
    const citations = shown.filter((_, i) => cited.has(`p${i + 1}`)).map((e) => e.url);
    const argument: CounterArgument = {
      against: leaning,
      text,
      citations: [...new Set(citations)],
      tested: value.tested,
      query: value.tested ? null : query,
    };
    // The model's "tested" is its word; the engine ends a search on it only where its own weighing backs it.
    const backed =
      opposingSources(evidence, leaning, articleIdentity(ctx), ctx.config) >= 2
        ? argument
        : { ...argument, citations: [] };
    return { ...decide(rule, weaknesses, backed), argument, traceId };
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    if (isBudgetStop(error))
      return { decision: 'STOP', reason: errorMessage(error), suggested: [], traceId: null };
    addNotice(
      ctx,
      `The model's counter-arguments could not be used (${errorMessage(error)}); a rule decided when to search again.`,
    );
    return { ...rule, traceId: null };
  }
}

/** The engine's decision from the rules and the validated counter-argument (reasons in the engine's own words). */
export function decide(
  rule: Omit<Sufficiency, 'traceId'>,
  weaknesses: Weakness[],
  argument: CounterArgument,
): Omit<Sufficiency, 'traceId'> {
  if (argument.tested && argument.citations.length > 0 && modelMayEnd(weaknesses))
    return {
      decision: 'ENOUGH',
      reason: `the strongest case against is tested by the sources already weighed (${argument.citations.length} cited); the conflict is left to the judge`,
      suggested: [],
      argument,
    };
  if (argument.query)
    return {
      decision: 'NEED_FOLLOWUP',
      reason: `${rule.reason}; the case against is untested: a query to test it`,
      suggested: [argument.query],
      argument,
    };
  return { ...rule, argument };
}
