/** Stage 3: a claim's first search round — the model's checked red-team queries when it wrote them, else templates. */
import { counterQueries, dedupeQueries, neutralQuery, primaryLang } from './counter-queries';
import type { Claim, PlannedQuery, Query } from '../../schemas';
import { firstHopQueries } from './query-budget';
import type { RunContext } from '../context/run-context';

/** The hop-0 queries of `claim`, as new (unexecuted) query records, within its first hop's budget. */
export function planQueries(ctx: RunContext, claim: Claim): Query[] {
  return plannedFirstHop(ctx, claim).kept.map((p) => ({
    id: ctx.deps.ids.next('q'),
    runId: ctx.run.id,
    claimId: claim.id,
    text: p.text,
    intent: p.intent,
    lang: p.lang,
    hop: 0,
    reason: p.reason,
    executed: false,
    resultCount: 0,
  }));
}

/** The claim's planned first-hop queries, split into those its budget runs and those it leaves out. */
export function plannedFirstHop(
  ctx: RunContext,
  claim: Claim,
): { kept: PlannedQuery[]; leftOut: PlannedQuery[] } {
  const lang = primaryLang(ctx.run.article.lang);
  const planned: PlannedQuery[] = claim.plannedQueries?.length
    ? claim.plannedQueries
    : dedupeQueries([
        neutralQuery({ text: claim.text, lang }),
        ...counterQueries({ text: claim.text, lang }, ctx.config.search.maxCounterQueries),
      ]);
  return firstHopQueries(planned, ctx.config);
}
