/** Task 1 with a model: the pipeline's extract stage on each sentence — does it yield a checkable claim? */
import { ENGINE_CONFIG, type EngineConfig } from '../../lib/engine/config';
import { PIPELINE_THRESHOLDS, WORTHY, type ScoredItem, type Worthy } from './check-worthiness';
import type { EngineDeps } from '../../lib/engine/pipeline';
import { extractStage } from '../../lib/engine/pipeline/extract/extract-stage';
import { UNCHECKABLE_KINDS } from '../../lib/engine/schemas';
import { classify, type Classification } from './metrics';
import { mapLimit, stageContext, syntheticArticle } from './pipeline-harness';

export interface ModelWorthinessResult {
  name: string;
  n: number;
  /** Items whose model call failed (the stage fell back to heuristics): left out of the scores. */
  failures: number;
  calls: number;
  /** The model alone (pre-filter off: the model sees every sentence). */
  model: Classification<Worthy>;
  /** The pipeline: the heuristic pre-filter AND the model (a sentence under the pre-filter never reaches the model). */
  pipeline: Classification<Worthy>;
  notices: string[];
}

const MODEL_FAILED = /^Claim extraction by the model failed/;

/** One extract-stage call per item, with the pre-filter switched off; the pipeline figure applies it afterwards. */
export async function evaluateModelWorthiness(
  deps: EngineDeps,
  name: string,
  items: readonly ScoredItem[],
  concurrency: number,
): Promise<ModelWorthinessResult> {
  const base: EngineConfig = deps.config ?? ENGINE_CONFIG;
  const config = { ...base, claims: { ...base.claims, prefilterThreshold: 0 } } as unknown as EngineConfig;
  const notices = new Set<string>();
  let calls = 0;
  const outcomes = await mapLimit(items, concurrency, async (item, i) => {
    const ctx = await stageContext(
      deps,
      syntheticArticle(item.text, `https://eval.cartographer.invalid/extract/${i}`),
      config,
    );
    const claims = await extractStage(ctx);
    calls += ctx.run.usage.modelCalls;
    const failed = ctx.run.notices.some((n) => MODEL_FAILED.test(n));
    ctx.run.notices.forEach((n) => notices.add(n));
    return { item, failed, checkable: claims.some((c) => !UNCHECKABLE_KINDS.includes(c.kind)) };
  });
  const ok = outcomes.filter((o) => !o.failed);
  const said = (o: (typeof ok)[number]): Worthy => (o.checkable ? 'checkworthy' : 'not');
  return {
    name,
    n: items.length,
    failures: outcomes.length - ok.length,
    calls,
    model: classify(
      WORTHY,
      ok.map((o) => [o.item.gold, said(o)] as const),
    ),
    pipeline: classify(
      WORTHY,
      ok.map((o) => [o.item.gold, o.item.score >= PIPELINE_THRESHOLDS.prefilter ? said(o) : 'not'] as const),
    ),
    notices: [...notices],
  };
}
