/** Rows the ResearchStore keeps beside the run's own records: a claim's verdict and a source as the run saw it. */
import { z } from 'zod';
import { SourceTierSchema, VerdictSchema } from './verdict';

/** A claim's verdict, filed under its run. */
export const StoredVerdictSchema = VerdictSchema.extend({ runId: z.string() });
export type StoredVerdict = z.infer<typeof StoredVerdictSchema>;

/** A source (one URL) as seen by a run: where it sits and how far it is trusted. */
export const StoredSourceSchema = z.object({
  runId: z.string(),
  url: z.string(),
  domain: z.string(),
  title: z.string(),
  tier: SourceTierSchema,
  /**
   * The least credibility the run weighed it at for any claim it spoke to (`credibilityForClaim`): a source is never
   * shown as more trusted than a verdict weighed it. Per claim: `credibilityByClaim`.
   */
  credibility: z.number().min(0).max(1),
  /**
   * Claim id → the credibility the claim's verdict weighed this source at (its age counts only for a time-sensitive
   * claim, so one page can weigh differently on two claims). Absent on runs stored before.
   */
  credibilityByClaim: z.record(z.string(), z.number().min(0).max(1)).optional(),
  publishedAt: z.string().nullable(),
});
export type StoredSource = z.infer<typeof StoredSourceSchema>;

/** The credibility a source was weighed at for one claim (the run-wide least when the run kept none per claim). */
export function sourceCredibilityFor(
  source: Pick<StoredSource, 'credibility' | 'credibilityByClaim'>,
  claimId: string,
): number {
  return source.credibilityByClaim?.[claimId] ?? source.credibility;
}
