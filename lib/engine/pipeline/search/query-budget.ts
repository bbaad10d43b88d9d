/**
 * A claim's search budget (issue 23 item 2): at most `search.queriesPerClaim` queries over all its hops, the first hop
 * at most `search.firstHopQueries`. What is cut never costs the red team first: the plan's first counter-query (its
 * strongest), one neutral query and a query that looks for a rebuttal or fact-check are kept before any other, then
 * the other counter-queries, then the other neutral ones.
 */
import type { EngineConfig } from '../../config';
import type { PlannedQuery, Query } from '../../schemas';
import { isAdversarial } from './model-queries';

/** The queries kept for a claim's first hop (in their planned order) and those left out for the budget. */
export function firstHopQueries<T extends Pick<PlannedQuery, 'text' | 'intent'>>(
  planned: readonly T[],
  config: EngineConfig,
): { kept: T[]; leftOut: T[] } {
  const max = Math.min(config.search.firstHopQueries, config.search.queriesPerClaim);
  if (planned.length <= max) return { kept: [...planned], leftOut: [] };
  const indexed = planned.map((q, i) => ({ q, i }));
  const counters = indexed.filter(({ q }) => q.intent === 'counter');
  const neutrals = indexed.filter(({ q }) => q.intent !== 'counter');
  // The plan's first counter-query is its strongest (a model's named rebuttal or opposing figure, a template's "false").
  const strongest = counters[0];
  const rebuttal = counters.find((c) => c !== strongest && isAdversarial(c.q.text));
  const first = [strongest, neutrals[0], rebuttal].filter((x): x is (typeof indexed)[number] => !!x);
  const priority = [
    ...first,
    ...counters.filter((c) => !first.includes(c)),
    ...neutrals.filter((n) => !first.includes(n)),
  ];
  const keep = new Set(priority.slice(0, max).map(({ i }) => i));
  return {
    kept: indexed.filter(({ i }) => keep.has(i)).map(({ q }) => q),
    leftOut: indexed.filter(({ i }) => !keep.has(i)).map(({ q }) => q),
  };
}

/** How many follow-up queries a claim may still run: its budget less the queries it has already planned. */
export function followupAllowance(claimId: string, queries: readonly Query[], config: EngineConfig): number {
  const used = queries.filter((q) => q.claimId === claimId).length;
  return Math.max(0, config.search.queriesPerClaim - used);
}
