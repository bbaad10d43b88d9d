/** Search result, fetched page and evidence schemas: what was found and what it says about a claim. */
import { z } from 'zod';
import { PostInfoSchema } from './article';

export const SearchResultSchema = z.object({
  url: z.string().url(),
  title: z.string(),
  snippet: z.string(),
  /** Provider id (`wikipedia`, `brave`, `factcheck` …). */
  provider: z.string(),
  /** 1-based rank within the provider's answer. */
  rank: z.number().int().positive(),
  publishedAt: z.string().nullable(),
  /** For ClaimReview results: the publisher's rating in words ("False", "Mostly true"). */
  rating: z.string().nullable().default(null),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const PageSchema = z.object({
  url: z.string().url(),
  /** URL after redirects. */
  finalUrl: z.string().url(),
  title: z.string(),
  siteName: z.string().nullable(),
  byline: z.string().nullable(),
  publishedAt: z.string().nullable(),
  lang: z.string(),
  text: z.string(),
  /**
   * A social post's rendered author, when a site reader read the page as a post (`text` is then the author's words
   * only). Absent for every other page: a platform's page whose post could not be read gets no account tier.
   */
  author: PostInfoSchema.optional(),
  /** ISO time the page was fetched (for cache TTL; never used as publication date). */
  fetchedAt: z.string(),
  contentType: z.string(),
  byteLength: z.number().int().nonnegative(),
});
export type Page = z.infer<typeof PageSchema>;

export const StanceSchema = z.enum(['supports', 'refutes', 'mixed', 'context', 'irrelevant']);
export type Stance = z.infer<typeof StanceSchema>;

/** What became of a model's stance reading (`Evidence.modelReading`): every value but the first two is a failure. */
export const ModelReadingSchema = z.enum([
  'counted',
  'no-side',
  'quote-not-found',
  'off-claim',
  'contradicted',
  'instruction',
  'overlooked',
  'framed',
  'second-look',
]);

/** The provider id of the local index of professional fact-checks (`adapters/search/factcheck-index.ts`). */
export const LOCAL_FACT_CHECKS = 'factcheck-index' as const;
/** The attribution the ClaimReview feed's licence (CC BY) asks for, shown with every fact-check found there. */
export const LOCAL_FACT_CHECKS_ATTRIBUTION = 'ClaimReview data: Data Commons, CC BY';

export const EvidenceSchema = z.object({
  id: z.string(),
  runId: z.string(),
  claimId: z.string(),
  url: z.string().url(),
  /** Registrable domain (eTLD+1). */
  domain: z.string(),
  /** The post's rendered author when the source is a social post its site reader read: the account the tier is for. */
  author: PostInfoSchema.optional(),
  title: z.string(),
  /** Passage the stance was read from. */
  passage: z.string(),
  /** Verbatim quote from the source carrying the stance ('' when none). */
  quote: z.string(),
  stance: StanceSchema,
  strength: z.number().min(0).max(1),
  relevance: z.number().min(0).max(1),
  publishedAt: z.string().nullable(),
  /** True when the interrogator found `quote` in the fetched text. */
  quoteVerified: z.boolean(),
  /** True when the stance came from lexical cues, not a model. */
  heuristic: z.boolean(),
  /** Query that found it. */
  queryId: z.string().nullable(),
  /** ClaimReview rating when this is a professional fact-check. */
  rating: z.string().nullable().default(null),
  /** Set when the source was found in the local index of professional fact-checks (shown with its attribution). */
  foundIn: z.literal(LOCAL_FACT_CHECKS).optional(),
  /** Why the stance is what it is (model's one-line rationale or the cue matched). */
  rationale: z.string().default(''),
  /**
   * The fetched page's words as a bottom-k sketch of hashed content stems (`domain/text/text-signature.ts`): how the
   * judge tells a reworded copy on another site without storing the page. Absent for snippet-only evidence.
   */
  signature: z.object({ size: z.number().int().nonnegative(), hashes: z.array(z.number().int()) }).optional(),
  /** The page's template (byline and site-name pattern, `domain/page-template.ts`); absent when it shows none. */
  template: z.string().optional(),
  /** The source carries text aimed at AI tools (instructions, role markers, answer-shaped JSON): shown with a warning; the flagged sentences are cut from what is weighed. */
  carriesInstructions: z.boolean().optional(),
  /**
   * What became of a model's stance reading of this source: `counted`; `no-side` (it took none); or why it did not
   * count and the rules' reading was used instead — its quote was not in the source, not about the claim, contradicted
   * by the rules' reading of that sentence or of the passage, an instruction, or it called `overlooked` a passage where
   * the rules found the claim's statement or figures irrelevant; `framed` it called support a sentence its source
   * does not assert (quoted, attributed, labelled, asked); `second-look` its side did not hold when the quoted
   * sentence was re-read alone. Absent when no model read the source.
   */
  modelReading: ModelReadingSchema.optional(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;
