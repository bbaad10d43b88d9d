/** What a claim's verdict is judged with beyond its evidence: the run's judge options and its searches' record. */
import type { Claim } from '../../schemas';
import { articleTierOf, modelReadingsOf, type JudgeOptions } from '../../domain';
import type { RunContext } from './run-context';

/**
 * What the judge needs beyond the evidence, from stored inputs only: the article's URL (its tier, with the user's
 * overrides, sets the seed 001 priors) and "now" fixed at the run's start, so a resumed run judges exactly as an
 * uninterrupted one.
 */
export function judgeOptions(ctx: RunContext): JudgeOptions {
  return {
    now: new Date(ctx.run.createdAt),
    config: ctx.config,
    articleUrl: ctx.run.article.url,
    // A social post's source is its author's account, not the platform (`articleTierOf`).
    articleSource: articleTierOf(ctx.run.article, {
      overrides: ctx.deps.tierOverrides,
      lookalike: ctx.config.tiers.lookalike,
    }),
    ...(ctx.deps.tierOverrides ? { tierOverrides: ctx.deps.tierOverrides } : {}),
    // A challenged statement is someone's words quoted on the page: it starts at the statement prior, not the page's.
    ...(ctx.run.kind === 'challenge' ? { statement: true } : {}),
    // The whole run's model readings: a model whose quotes often fail weighs less in every verdict.
    modelReadings: modelReadingsOf(ctx.evidence),
  };
}

/** The claim's searches as its verdict keeps them: planned, and answered by a provider. */
export function searchFact(ctx: RunContext, claim: Claim): { queries: number; answered: number } {
  const mine = ctx.queries.filter((q) => q.claimId === claim.id);
  return { queries: mine.length, answered: mine.filter((q) => q.executed).length };
}
