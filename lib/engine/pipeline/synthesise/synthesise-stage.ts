/** Stage 9: article verdict (judge), battlegrounds and graph, and a short summary (model on Deep, template on Quick). */
import { judgeArticle, mostDoubtful, rankClaims } from '../../domain';
import { judgeOptions, searchFact } from '../context/judge-inputs';
import {
  SCHEMA_NAMES,
  WriteSummaryOutputSchema,
  decimal,
  instruction,
  userMessage,
  word,
  wrapUntrusted,
} from '../../schemas';
import { articleStanceOf, isAsserted, UNCHECKABLE_KINDS, type ArticleStance } from '../../schemas';
import type { ArticleVerdict, Claim, Instruction, VerdictLabel } from '../../schemas';
import type { StoredVerdict } from '../../ports';
import { isBudgetStop } from '../context/budget-guard';
import { WRITE_SUMMARY_SYSTEM } from '../model/prompts';
import { addNotice, type RunContext } from '../context/run-context';
import { errorMessage } from '../context/tracer';
import { callModel } from '../model/model-call';
import { sanitiseSummary, type CutSentence } from './sanitise-summary';

/** Computes the article verdict and summary and sets `run.result`. `useModel: false` for cancelled/partial ends. */
export async function synthesiseStage(ctx: RunContext, useModel: boolean): Promise<ArticleVerdict> {
  const verdicts = ctx.claims.map((c) => ctx.verdicts.get(c.id)).filter((v): v is StoredVerdict => !!v);
  // Recomputed from the stored claims and evidence (never from stored, possibly propagated, verdicts): running this
  // stage twice — a resume, or a cancel during the summary call — gives the same verdicts as running it once.
  const { verdicts: propagated, ...article } = judgeArticle(
    { claims: ctx.claims, evidence: ctx.evidence },
    judgeOptions(ctx),
  );
  // Claim-graph propagation can move verdicts: store what the article verdict was computed from.
  const claimOf = new Map(ctx.claims.map((c) => [c.id, c]));
  const updated = propagated.map((v) => {
    const claim = claimOf.get(v.claimId);
    return { ...v, runId: ctx.run.id, ...(claim ? { search: searchFact(ctx, claim) } : {}) };
  });
  for (const v of updated) ctx.verdicts.set(v.claimId, v);
  if (updated.length) await ctx.deps.store.putVerdicts(updated);
  let summary = templateSummary(ctx.claims, updated.length ? updated : verdicts);
  // The model found none while the rules find some (issue 31): the summary names who looked, as the outcome does.
  if (ctx.claims.length === 0 && ctx.run.noClaims?.by === 'model' && ctx.run.noClaims.ruleClaims > 0)
    summary = `The model found no check-worthy claims in this article; the built-in rules find ${ctx.run.noClaims.ruleClaims}, not checked in this run.`;
  let summaryBy: 'model' | 'template' = 'template';
  const llm = ctx.deps.llm;
  const byModel = ctx.config.summary.byModel[ctx.run.profile];
  if (llm && useModel && ctx.claims.length > 0 && !byModel) {
    await ctx.tracer.decision(
      'summary written from the verdicts',
      null,
      `the ${ctx.run.profile} profile writes the summary from the verdicts by a template, with no model call`,
      ctx.checkpoints.hops().map((cp) => cp.traceId),
    );
  }
  if (llm && useModel && byModel && ctx.claims.length > 0) {
    try {
      // The title is the page's: it goes in as data, like every claim; the verdicts are the engine's own words.
      const user = userMessage(
        instruction`Summarise this fact-check of the article whose title follows. Article verdict: ${word(article.label)}.`,
        wrapUntrusted('article', ctx.run.article.title, { part: 'title' }),
        ...ctx.claims.flatMap((c) => {
          const v = ctx.verdicts.get(c.id);
          return [
            wrapUntrusted('claim', c.text, { id: c.id }),
            instruction`verdict: ${word(v?.label ?? 'unverified')}, confidence ${decimal(v?.confidence ?? 0, 2)}, article: ${STANCE_NOTE[articleStanceOf(c)]}`,
          ];
        }),
      );
      const deps = ctx.checkpoints.hops().map((cp) => cp.traceId);
      const { value, traceId } = await callModel(ctx, llm, {
        fact: { kind: 'write-summary' },
        claimId: null,
        dependsOn: deps,
        schemaName: SCHEMA_NAMES.writeSummary,
        schema: WriteSummaryOutputSchema,
        system: WRITE_SUMMARY_SYSTEM,
        user,
      });
      const checked = sanitiseSummary(
        value.summary.trim(),
        {
          claims: ctx.claims,
          labels: new Map(ctx.claims.map((c) => [c.id, ctx.verdicts.get(c.id)?.label ?? 'unverified'])),
          evidence: ctx.evidence,
          articleLabel: article.label,
        },
        '',
      );
      await recordCuts(ctx, checked.cut, traceId);
      const written = checked.text;
      if (written) {
        summary = written;
        summaryBy = 'model';
      }
    } catch (error) {
      if (ctx.signal?.aborted) throw error;
      if (!isBudgetStop(error))
        addNotice(
          ctx,
          `The model could not write the summary (${errorMessage(error)}); a template summary is shown.`,
        );
    }
  }
  const result = { ...article, summary, summaryBy };
  ctx.run.result = result;
  return result;
}

/** Says in the trace, sentence by sentence, what the model's summary lost and why. */
async function recordCuts(ctx: RunContext, cut: CutSentence[], traceId: string): Promise<void> {
  for (const { sentence, why } of cut)
    await ctx.tracer.decision(
      'summary sentence cut',
      null,
      `cut from the model's summary: "${sentence.length > 200 ? `${sentence.slice(0, 199).trimEnd()}…` : sentence}" — ${why}`,
      [traceId],
    );
}

/** A claim none of whose searches was answered: not searched, never "not enough evidence" (issue 32 item 4). */
const NOT_SEARCHED = 'not-searched' as const;

const GROUPS: { labels: (VerdictLabel | typeof NOT_SEARCHED)[]; words: string }[] = [
  { labels: ['supported', 'likely_true'], words: 'supported or likely true' },
  { labels: ['refuted', 'likely_false'], words: 'refuted or likely false' },
  { labels: ['contested'], words: 'contested between credible sources' },
  { labels: ['unverified'], words: 'unverified (not enough evidence)' },
  { labels: [NOT_SEARCHED], words: 'not searched (no search for them was answered)' },
];

/** The summary's group of a claim: its label, or not searched when it is unverified and no search was answered. */
function groupOf(verdict: StoredVerdict | undefined): VerdictLabel | typeof NOT_SEARCHED {
  const label = verdict?.label ?? 'unverified';
  return label === 'unverified' && verdict?.search?.answered === 0 ? NOT_SEARCHED : label;
}

/** The article's stance as the summary prompt states it beside each verdict. */
const STANCE_NOTE: Record<ArticleStance, Instruction> = {
  asserts: instruction`asserts it`,
  reports: instruction`only reports it (not its own claim)`,
  rebuts: instruction`reports it to rebut it (not its own claim)`,
};

/**
 * "5 claims checked: 2 supported or likely true, 1 refuted …; 1 opinion or prediction, not checkable." plus the most
 * doubtful claim, in the words of the panel's counts (checked, not checkable). Claims the article only reports or
 * rebuts are counted apart, never as its own ("3 claims checked that the article makes: …. It also reports 1 claim in
 * order to rebut it, not counted against it: …").
 */
export function templateSummary(claims: Claim[], verdicts: StoredVerdict[]): string {
  if (claims.length === 0) return 'No check-worthy claims were found in this article.';
  const byClaim = new Map(verdicts.map((v) => [v.claimId, v]));
  const checkable = (some: Claim[]) => some.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
  const groups = (some: Claim[]) =>
    GROUPS.map((g) => ({
      g,
      n: checkable(some).filter((c) => g.labels.includes(groupOf(byClaim.get(c.id)))).length,
    }))
      .filter((x) => x.n > 0)
      .map((x) => `${x.n} ${x.g.words}`)
      .join(', ');
  const plural = (n: number) => `${n} claim${n === 1 ? '' : 's'}`;
  /** "3 claims checked: 2 supported …; 1 opinion or prediction, not checkable" (or only the opinions). */
  const checked = (some: Claim[], after = '') => {
    const n = checkable(some).length;
    const opinions = some.length - n;
    const rest =
      opinions > 0
        ? `${opinions} opinion${opinions === 1 ? '' : 's'} or prediction${opinions === 1 ? '' : 's'}, not checkable`
        : '';
    if (n === 0) return rest;
    return `${plural(n)} checked${after}: ${groups(some)}${rest ? `; ${rest}` : ''}`;
  };
  const asserted = claims.filter(isAsserted);
  const reported = claims.filter((c) => !isAsserted(c));
  // The claim named is the first of the panel's and the report's list (one attention order).
  const worst = mostDoubtful(rankClaims(claims, verdicts))?.claim;
  const tail = worst ? ` Most doubtful: "${quoted(worst.text)}"` : '';
  const first = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (reported.length === 0) return `${first(checked(claims))}.${tail}`;
  const rebutted = reported.filter((c) => articleStanceOf(c) === 'rebuts').length;
  const own =
    asserted.length > 0
      ? `${first(checked(asserted, ' that the article makes'))}.`
      : 'The article makes no claim of its own that was checked.';
  const how =
    rebutted === reported.length
      ? `in order to rebut ${reported.length === 1 ? 'it' : 'them'}`
      : `without making ${reported.length === 1 ? 'it' : 'them'} its own${rebutted ? ` (rebutting ${rebutted})` : ''}`;
  return `${own} It also reports ${plural(reported.length)} ${how}, not counted against it: ${groups(reported)}.${tail}`;
}

/** A claim quoted inside a sentence: at most 160 characters, its own closing punctuation kept ("… children."). */
function quoted(text: string): string {
  const short = text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text.trim();
  return /[.!?…]$/u.test(short) ? short : `${short}.`;
}
