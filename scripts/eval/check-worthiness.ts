/** Task 1 (offline): the no-model check-worthiness scorer on Factcheck-Bench subtasks 1 (sentences) and 2 (claims). */
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { scoreCheckWorthiness } from '../../lib/engine/pipeline/extract/worthiness/score-check-worthiness';
import type { ClaimRow, SentenceRow } from './datasets';
import { classify, type Classification } from './metrics';

export const WORTHY = ['checkworthy', 'not'] as const;
export type Worthy = (typeof WORTHY)[number];

/** The pipeline's two thresholds (ENGINE_CONFIG.claims): the model pre-filter and the no-model extraction. */
export const PIPELINE_THRESHOLDS = {
  prefilter: ENGINE_CONFIG.claims.prefilterThreshold,
  heuristicExtraction: ENGINE_CONFIG.claims.heuristicThreshold,
} as const;

export const SWEEP = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6] as const;

export interface ScoredItem {
  text: string;
  gold: Worthy;
  score: number;
}

export interface WorthinessAt {
  threshold: number;
  result: Classification<Worthy>;
}

export interface WorthinessResult {
  name: string;
  items: ScoredItem[];
  atPrefilter: WorthinessAt;
  atExtraction: WorthinessAt;
  allYes: Classification<Worthy>;
  sweep: WorthinessAt[];
  /** The sweep threshold with the best macro-F1 (lowest on ties). */
  best: WorthinessAt;
  goldCounts: Record<string, number>;
}

export const sentenceGold = (row: SentenceRow): Worthy => (row.checkworthy === 'yes' ? 'checkworthy' : 'not');
export const claimGold = (row: ClaimRow): Worthy => (row.checkworthy === 'factual' ? 'checkworthy' : 'not');

export function at(items: readonly ScoredItem[], threshold: number): WorthinessAt {
  return {
    threshold,
    result: classify(
      WORTHY,
      items.map((i) => [i.gold, i.score >= threshold ? 'checkworthy' : 'not'] as const),
    ),
  };
}

export function evaluateWorthiness(
  name: string,
  rows: ReadonlyArray<{ text: string; gold: Worthy; raw: string }>,
): WorthinessResult {
  const items = rows.map((r) => ({ text: r.text, gold: r.gold, score: scoreCheckWorthiness(r.text) }));
  const sweep = SWEEP.map((t) => at(items, t));
  const best = sweep.reduce((a, b) => (b.result.macroF1 > a.result.macroF1 ? b : a));
  const goldCounts: Record<string, number> = {};
  for (const r of rows) goldCounts[r.raw] = (goldCounts[r.raw] ?? 0) + 1;
  return {
    name,
    items,
    atPrefilter: at(items, PIPELINE_THRESHOLDS.prefilter),
    atExtraction: at(items, PIPELINE_THRESHOLDS.heuristicExtraction),
    allYes: classify(
      WORTHY,
      items.map((i) => [i.gold, 'checkworthy'] as const),
    ),
    sweep,
    best,
    goldCounts,
  };
}

export function evaluateSentences(rows: readonly SentenceRow[]): WorthinessResult {
  return evaluateWorthiness(
    'subtask 1 — sentences',
    rows.map((r) => ({ text: r.sentence, gold: sentenceGold(r), raw: r.checkworthy })),
  );
}

export function evaluateClaims(rows: readonly ClaimRow[]): WorthinessResult {
  return evaluateWorthiness(
    'subtask 2 — claims',
    rows.map((r) => ({ text: r.claim, gold: claimGold(r), raw: r.checkworthy })),
  );
}
