/** What a report is rendered from: one run and everything stored for it. */
import type { StoredVerdict } from '../engine/ports';
import type { RunRecords } from '../engine/run-records';
import type { Claim, Rgba, Run } from '../engine/schemas';
import { CHANNELS } from '../presentation/channel-words';
import { rankClaims } from '../engine/domain/claim-attention';
import type { ReportGuidance } from './keyless-lines';

export type ReportInput = Omit<RunRecords, 'trace'>;

/** The local index of professional fact-checks a check used (the CLI's): what the report says of it. */
export interface FactCheckIndexReport {
  records: number;
  /** When it was downloaded (ISO 8601). */
  updatedAt: string;
  /** Where it is stored. */
  path: string;
  ageDays: number;
  /** Older than a week: a refresh is advised. */
  stale: boolean;
  attribution: string;
}

/** What the host adds to a report beyond the run: `factCheckIndex` null when none is downloaded, absent when not asked. */
export interface ReportExtras {
  factCheckIndex?: FactCheckIndexReport | null;
  /** What the user has that the keyless guidance asks about (`keyless-lines.ts`); absent: no guidance. */
  guidance?: ReportGuidance;
  /** The History of checked claims the check looked claims up in (the CLI's, `CARTOGRAPHER_HISTORY=on`). */
  seenHistory?: { path: string; claims: number };
}

/** List prices per million tokens used for the cost estimate (gpt-4o-mini, USD). */
const PRICE_PER_MILLION = { prompt: 0.15, completion: 0.6 } as const;

export function formatRgba(rgba: Rgba): string {
  return CHANNELS.map(
    ({ key, name }) => `${key.toUpperCase()} ${name.toLowerCase()} ${rgba[key].toFixed(2)}`,
  ).join(' · ');
}

/** Estimated model cost in USD at the list price above. */
export function estimateCost(run: Run): number {
  return (
    (run.usage.promptTokens * PRICE_PER_MILLION.prompt +
      run.usage.completionTokens * PRICE_PER_MILLION.completion) /
    1_000_000
  );
}

/** The panel's one attention order (doubtful verdicts first, then danger × doubt): the summary's most doubtful first. */
export function claimOrder(claims: Claim[], verdicts: Map<string, StoredVerdict>): Claim[] {
  return rankClaims(claims, [...verdicts.values()]).map((r) => r.claim);
}
