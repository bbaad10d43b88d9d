/** Task 3: aggregation given gold stances → verdict (Factcheck-Bench subtasks 3+4), judged by `judgeClaim`, offline. */
import { withOverrides } from '../../lib/engine/config';
import { judgeClaim, type JudgeEvidenceInput } from '../../lib/engine/domain';
import type { VerdictLabel } from '../../lib/engine/schemas';
import type { Factuality, FactualityRow, StanceRow } from './datasets';
import { calibration, classify, type Calibration, type Classification } from './metrics';
import { verdictMetrics, type VerdictMetrics } from './verdict-metrics';

export const FACTUALITY: readonly Factuality[] = ['true', 'false', 'not_enough_evidence'];

/** Gold stance → judge evidence stance and strength. */
export function mapGoldStance(stance: string): Pick<JudgeEvidenceInput, 'stance' | 'strength'> {
  switch (stance.replace('-', ' ')) {
    case 'completely support':
      return { stance: 'supports', strength: 0.9 };
    case 'partially support':
      return { stance: 'supports', strength: 0.6 };
    case 'refute':
      return { stance: 'refutes', strength: 0.9 };
    default:
      return { stance: 'irrelevant', strength: 0 };
  }
}

/** Verdict label → the dataset's three classes. */
export function factualityOf(label: VerdictLabel): Factuality {
  if (label === 'supported' || label === 'likely_true') return 'true';
  if (label === 'refuted' || label === 'likely_false') return 'false';
  return 'not_enough_evidence';
}

export interface AggregationResult {
  pairs: number;
  claims: number;
  missing: number;
  judge: Classification<Factuality>;
  alwaysTrue: Classification<Factuality>;
  seed003: VerdictMetrics;
  calibration: Calibration;
}

/** Every labelled claim judged from its gold-stance evidence; the evidence gets distinct synthetic unlisted domains. */
/**
 * The gold evidence's sources are anonymous here (one made-up domain each), not pages anyone wrote to flood a claim:
 * the cap that keeps sources of low or unknown tier below one credible source (`belief.lowTierVoteCap`) is lifted, so
 * the aggregation of gold stances is measured as before it existed.
 */
const GOLD_CONFIG = withOverrides({
  belief: { lowTierVoteCap: Number.POSITIVE_INFINITY, lowTierShareOfCredible: Number.POSITIVE_INFINITY },
});

export function evaluateAggregation(
  stances: readonly StanceRow[],
  labels: readonly FactualityRow[],
): AggregationResult {
  const byClaim = new Map<string, StanceRow[]>();
  for (const s of stances) byClaim.set(s.claim, [...(byClaim.get(s.claim) ?? []), s]);
  const judged: Array<[Factuality, Factuality]> = [];
  const confidences: Array<{ confidence: number; correct: boolean }> = [];
  let missing = 0;
  labels.forEach((row, i) => {
    const items = byClaim.get(row.claim);
    if (!items) missing += 1;
    const evidence: JudgeEvidenceInput[] = (items ?? []).map((e, j) => ({
      url: `https://fcb-claim${i}-evidence${j}.example/`,
      text: e.evidence,
      relevance: 1,
      ...mapGoldStance(e.stance),
    }));
    const verdict = judgeClaim(
      { claim: { id: `c${i}`, text: row.claim }, evidence },
      { config: GOLD_CONFIG },
    );
    const predicted = factualityOf(verdict.label);
    judged.push([row.label, predicted]);
    confidences.push({ confidence: verdict.confidence, correct: predicted === row.label });
  });
  return {
    pairs: stances.length,
    claims: labels.length,
    missing,
    judge: classify(FACTUALITY, judged),
    alwaysTrue: classify(
      FACTUALITY,
      labels.map((r) => [r.label, 'true'] as const),
    ),
    seed003: verdictMetrics(judged),
    calibration: calibration(confidences),
  };
}
