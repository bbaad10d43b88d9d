/**
 * Model output schemas (one per `schemaName`); untrusted text reaches prompts through `prompt.ts`.
 * The sandbox model answers these by name; the pipeline validates every answer against them.
 */
import { z } from 'zod';
import { ArticleStanceSchema, ClaimKindSchema, ClaimRoleSchema } from './claim';
import { StanceSchema } from './evidence';

export const SCHEMA_NAMES = {
  extractClaims: 'extract_claims',
  assessStance: 'assess_stance',
  judgeSufficiency: 'judge_sufficiency',
  writeSummary: 'write_summary',
} as const;

/**
 * A search query the model wrote for a claim inside the extraction call (one home for model-planned queries):
 * `neutral` looks the claim up, `counter` looks for the strongest evidence against it. Untrusted: the engine
 * cleans, caps and checks every one (`model-queries.ts`) and keeps template counter-queries as a floor.
 */
const ModelQuerySchema = z.object({
  text: z.string(),
  intent: z.enum(['neutral', 'counter']),
  /** The query's language: the article's, or "en" for the English translation. */
  lang: z.string(),
  /** What the query looks for ("the opposing figure", "the named rebuttal", "existing fact-checks"). */
  aim: z.string(),
});
export type ModelQuery = z.infer<typeof ModelQuerySchema>;

/** A relation between two entities the article states (subject and object must occur in the article text). */
const ModelRelationSchema = z.object({
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
  /** Index of the claim (in this answer's list) that states the relation. */
  claimIndex: z.number().int().nonnegative(),
});
export type ModelRelation = z.infer<typeof ModelRelationSchema>;

/** Keeps the well-formed items of an array (anything else becomes []): a bad query or relation never costs the claims. */
function wellFormed<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((v) => item.safeParse(v).success) : []),
    z.array(item),
  );
}

/** A value when it fits `item`, else null: a model that leaves a field out or garbles it never costs the claim. */
function orNull<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (item.safeParse(value).success ? value : null), item.nullable());
}

/** `extract_claims`: claims with verbatim quotes; edges point at other claims by index in this list. */
export const ExtractClaimsOutputSchema = z.object({
  claims: z.array(
    z.object({
      quote: z.string(),
      text: z.string(),
      kind: ClaimKindSchema,
      role: ClaimRoleSchema,
      checkWorthiness: z.number().min(0).max(1),
      harm: z.number().int().min(1).max(5),
      entities: z.array(z.string()),
      timeFrom: z.string().nullable(),
      timeTo: z.string().nullable(),
      edges: z.array(
        z.object({
          type: z.enum(['depends_on', 'supports', 'contradicts']),
          targetIndex: z.number().int().nonnegative(),
        }),
      ),
      queries: wellFormed(ModelQuerySchema),
      /** The article's own stance toward the claim, and its sentence that shows it: a proposal the rules check. */
      articleStance: orNull(ArticleStanceSchema),
      articleStanceSentence: orNull(z.string()),
    }),
  ),
  relations: wellFormed(ModelRelationSchema),
});
export type ExtractClaimsOutput = z.infer<typeof ExtractClaimsOutputSchema>;

/** `assess_stance`: one assessment per passage id given in the prompt. */
/** The model's reading of one passage (one item of `assess_stance`). */
export const StanceReadingSchema = z.object({
  passageId: z.string(),
  stance: StanceSchema,
  quote: z.string(),
  strength: z.number().min(0).max(1),
  relevance: z.number().min(0).max(1),
  rationale: z.string(),
});

export const AssessStanceOutputSchema = z.object({
  assessments: z.array(StanceReadingSchema),
});
export type AssessStanceOutput = z.infer<typeof AssessStanceOutputSchema>;

/** `judge_sufficiency`: whether a claim needs another hop. */
export const JudgeSufficiencyOutputSchema = z.object({
  decision: z.enum(['ENOUGH', 'NEED_FOLLOWUP', 'STOP']),
  reason: z.string(),
  followupQueries: z.array(z.string()),
});

/** `write_summary`: a short written summary of the run. */
export const WriteSummaryOutputSchema = z.object({ summary: z.string() });

/** Untrusted text's wire format lives with the one prompt builder (`prompt.ts`). */
export { wrapUntrusted } from './prompt';
