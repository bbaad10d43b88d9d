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
  credibility: z.number().min(0).max(1),
  publishedAt: z.string().nullable(),
});
export type StoredSource = z.infer<typeof StoredSourceSchema>;
