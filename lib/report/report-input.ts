/** What a report is rendered from: one run and everything stored for it. */
import type { StoredSource, StoredVerdict } from '../engine/ports';
import type { Claim, Evidence, Query, Rgba, Run, VerdictLabel } from '../engine/schemas';

export interface ReportInput {
  run: Run;
  claims: Claim[];
  queries: Query[];
  evidence: Evidence[];
  verdicts: StoredVerdict[];
  sources: StoredSource[];
}

export const LABEL_TEXT: Record<VerdictLabel, string> = {
  supported: 'Supported',
  likely_true: 'Likely true',
  contested: 'Contested',
  likely_false: 'Likely false',
  refuted: 'Refuted',
  unverified: 'Unverified (not enough evidence)',
  not_checkable: 'Not checkable (opinion or prediction)',
};

export const STATUS_TEXT: Record<StoredVerdict['status'], string> = {
  verified: 'verified',
  flagged: 'flagged',
  needs_review: 'needs review',
  human_review: 'needs human review',
};

/** List prices per million tokens used for the cost estimate (gpt-4o-mini, USD). */
export const PRICE_PER_MILLION = { prompt: 0.15, completion: 0.6 } as const;

export function formatRgba(rgba: Rgba): string {
  const f = (x: number) => x.toFixed(2);
  return `R danger ${f(rgba.r)} · G veracity ${f(rgba.g)} · B honesty ${f(rgba.b)} · A explainability ${f(rgba.a)}`;
}

/** Estimated model cost in USD at the list price above. */
export function estimateCost(run: Run): number {
  return (
    (run.usage.promptTokens * PRICE_PER_MILLION.prompt +
      run.usage.completionTokens * PRICE_PER_MILLION.completion) /
    1_000_000
  );
}

/** Danger × doubt: claims that are harmful and doubtful first. */
export function claimOrder(claims: Claim[], verdicts: Map<string, StoredVerdict>): Claim[] {
  const score = (c: Claim) => {
    const v = verdicts.get(c.id);
    return v ? v.rgba.r * (1 - v.rgba.g) : 0;
  };
  return [...claims].sort((a, b) => score(b) - score(a) || a.start - b.start);
}
