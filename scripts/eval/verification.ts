/** Task 4: full claim verification — a challenge-style run per claim (search, fetch, stance, judge) with a small budget. */
import { createRun, executeRun, type EngineDeps } from '../../lib/engine/pipeline';
import type { Budget } from '../../lib/engine/schemas';
import { factualityOf, FACTUALITY } from './aggregation';
import type { Factuality } from './datasets';
import { calibration, classify, type Calibration, type Classification } from './metrics';
import { mapLimit, syntheticArticle } from './pipeline-harness';
import { verdictMetrics, type VerdictMetrics } from './verdict-metrics';

/** Per claim: few model calls and searches, one hop (profile quick). */
export const VERIFY_BUDGET: Budget = { maxModelCalls: 8, maxTokens: 60_000, maxSearches: 8, maxSeconds: 180 };

export interface LabelledClaim {
  claim: string;
  gold: Factuality;
}

export interface VerificationResult {
  name: string;
  n: number;
  /** Classes scored: three for Factcheck-Bench, true/false for FacTool (no verdict of false = "true"). */
  classes: readonly Factuality[];
  result: Classification<Factuality>;
  seed003: VerdictMetrics;
  calibration: Calibration;
  failedRuns: number;
  usage: { modelCalls: number; tokens: number; searches: number; fetches: number };
  labels: Record<string, number>;
  notices: string[];
}

export async function evaluateVerification(
  deps: EngineDeps,
  name: string,
  claims: readonly LabelledClaim[],
  options: { binary: boolean; concurrency: number; budget?: Budget },
): Promise<VerificationResult> {
  const classes: readonly Factuality[] = options.binary ? ['true', 'false'] : FACTUALITY;
  const usage = { modelCalls: 0, tokens: 0, searches: 0, fetches: 0 };
  const labels: Record<string, number> = {};
  const notices = new Set<string>();
  let failedRuns = 0;
  const outcomes = await mapLimit(claims, options.concurrency, async (item, i) => {
    const article = syntheticArticle(item.claim, `https://eval.cartographer.invalid/verify/${i}`);
    const created = await createRun(deps, {
      article,
      profile: 'quick',
      kind: 'challenge',
      statement: item.claim,
      budget: options.budget ?? VERIFY_BUDGET,
    });
    const run = await executeRun(deps, created.id);
    const verdict = (await deps.store.listVerdicts(run.id))[0];
    if (run.status === 'failed' || !verdict) failedRuns += 1;
    usage.modelCalls += run.usage.modelCalls;
    usage.tokens += run.usage.promptTokens + run.usage.completionTokens;
    usage.searches += run.usage.searches;
    usage.fetches += run.usage.fetches;
    run.notices.forEach((n) => notices.add(n));
    const label = verdict?.label ?? 'unverified';
    labels[label] = (labels[label] ?? 0) + 1;
    const label3 = factualityOf(label);
    const predicted = options.binary && label3 === 'not_enough_evidence' ? 'true' : label3;
    // Calibration judges the verdict as shown: "unverified" is never right about a claim whose truth is known.
    return {
      gold: item.gold,
      predicted,
      correct: label3 === item.gold,
      confidence: verdict?.confidence ?? 0,
    };
  });
  const pairs = outcomes.map((o) => [o.gold, o.predicted] as const);
  return {
    name,
    n: claims.length,
    classes,
    result: classify(classes, pairs),
    seed003: verdictMetrics(pairs),
    calibration: calibration(outcomes.map((o) => ({ confidence: o.confidence, correct: o.correct }))),
    failedRuns,
    usage,
    labels,
    notices: [...notices].slice(0, 10),
  };
}
