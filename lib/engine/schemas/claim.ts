/** Claim and query schemas: what is checked and what is searched for it. */
import { z } from 'zod';
import { VERDICT_LABELS } from './verdict-labels';

export const ClaimKindSchema = z.enum([
  'factual',
  'statistical',
  'causal',
  'attribution',
  'prediction',
  'opinion',
  'satire',
]);
export type ClaimKind = z.infer<typeof ClaimKindSchema>;

/** Kinds that are shown but never scored (they weigh 0 at article level). */
export const UNCHECKABLE_KINDS: readonly ClaimKind[] = ['opinion', 'prediction', 'satire'];

const ClaimEdgeSchema = z.object({
  type: z.enum(['depends_on', 'supports', 'contradicts']),
  /** Id of the other claim of the same run. */
  target: z.string(),
});
export type ClaimEdge = z.infer<typeof ClaimEdgeSchema>;

const TimeAnchorSchema = z.object({
  /** ISO date the claim's time window starts (inclusive), if any. */
  from: z.string().nullable(),
  /** ISO date the claim's time window ends (inclusive), if any. */
  to: z.string().nullable(),
});
export type TimeAnchor = z.infer<typeof TimeAnchorSchema>;

export const ClaimRoleSchema = z.enum(['thesis', 'support', 'background']);

/**
 * The article's own stance toward a claim it carries: `asserts` (its own statement), `reports` (someone else's, told
 * without taking a side) or `rebuts` (told in order to deny it). The article is judged only on what it asserts.
 */
export const ArticleStanceSchema = z.enum(['asserts', 'reports', 'rebuts']);
export type ArticleStance = z.infer<typeof ArticleStanceSchema>;

/** A query planned for a claim before any search: from the model's extraction answer (checked) or a template. */
const PlannedQuerySchema = z.object({
  text: z.string(),
  intent: z.enum(['neutral', 'counter']),
  lang: z.string(),
  /** Why it exists, as the trace and the claim's "queries tried" show it. */
  reason: z.string(),
});
export type PlannedQuery = z.infer<typeof PlannedQuerySchema>;

/** An entity–entity relation the article states in this claim (subject and object occur in the article text). */
const ClaimRelationSchema = z.object({
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
  /** The citing source: the article's URL. */
  citation: z.string(),
});
export type ClaimRelation = z.infer<typeof ClaimRelationSchema>;

/** What an article's sentence hides from its reader or disguises (`domain/text/reader-view.ts` finds them). */
const HiddenKindSchema = z.enum([
  'bidi-reordered',
  'invisible-characters',
  'tag-characters',
  'look-alike-letters',
]);
export type HiddenKind = z.infer<typeof HiddenKindSchema>;

/** One earlier check of the same claim, as History keeps it. */
const EarlierCheckSchema = z.object({
  runId: z.string(),
  claimId: z.string(),
  checkedAt: z.number(),
  label: z.enum(VERDICT_LABELS),
  /** Domains of the sources that counted, in the verdict's order. */
  sources: z.array(z.string()),
  url: z.string(),
  site: z.string(),
});

/**
 * The claim was checked in earlier runs (History's seen-before index, `pipeline/run/seen-reuse.ts`): those checks,
 * newest first, and whether this run reused the newest one's evidence or checked the claim again, and why.
 */
const SeenBeforeSchema = z.object({
  earlier: z.array(EarlierCheckSchema).min(1),
  decision: z.enum(['reused', 'rechecked']),
  /**
   * `fresh`: checked within `freshForDays` for its kind; `stale`: longer ago; `weak`: the earlier verdict rested on
   * no counted evidence or little confidence; `gone`: the earlier run's evidence is no longer stored; `other-time`: the
   * earlier claim named another year, or a year where this one names none (or the other way round).
   */
  why: z.enum(['fresh', 'stale', 'weak', 'gone', 'other-time']),
  /** How fast its kind of claim ages: figures, current events, or settled (science, history). */
  freshness: z.enum(['figures', 'current', 'settled']),
  freshForDays: z.number().nonnegative(),
  /** Whole days between the newest earlier check and this run. */
  ageDays: z.number().int().nonnegative(),
});
export type SeenBefore = z.infer<typeof SeenBeforeSchema>;

export const ClaimSchema = z.object({
  id: z.string(),
  runId: z.string(),
  /** Verbatim text from the article. */
  quote: z.string(),
  /** Offsets of `quote` in `Article.text`. */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** Decontextualised statement (pronouns resolved), what is searched and judged. */
  text: z.string(),
  kind: ClaimKindSchema,
  role: ClaimRoleSchema.default('support'),
  checkWorthiness: z.number().min(0).max(1),
  harm: z.number().int().min(1).max(5),
  entities: z.array(z.string()),
  timeAnchor: TimeAnchorSchema.nullable(),
  edges: z.array(ClaimEdgeSchema),
  /** PDFs only: the 1-based page the quote starts on (highlights are impossible in a PDF viewer). */
  page: z.number().int().positive().optional(),
  /**
   * What the quote hides from its reader (bidi controls that reorder it, invisible or tag characters, look-alike
   * letters); absent when nothing. `text` is the sentence as it displays, and that is what is checked.
   */
  hiddenCharacters: z.array(HiddenKindSchema).optional(),
  /** Queries the model wrote for this claim in the extraction call, already checked; absent without a model. */
  plannedQueries: z.array(PlannedQuerySchema).optional(),
  /** Entity relations the model found in this claim's sentence, already checked; absent without a model. */
  relations: z.array(ClaimRelationSchema).optional(),
  /** The article's stance toward the claim (`extract/article-stance.ts`); absent in runs stored before: `asserts`. */
  articleStance: ArticleStanceSchema.optional(),
  /** The article's sentence that shows its stance (the claim's own sentence, or the neighbour that frames it). */
  articleStanceSentence: z.string().optional(),
  /** The words that showed the stance ("claims that", "There is no evidence"), null when none did; who read it. */
  articleStanceCue: z.string().nullable().optional(),
  articleStanceBy: z.enum(['rules', 'model']).optional(),
  /** Earlier runs that checked this claim, and what this run did with them; absent when none did. */
  seenBefore: SeenBeforeSchema.optional(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** The article's stance toward a claim; a claim stored before stances were read is the article's own. */
export function articleStanceOf(claim: Pick<Claim, 'articleStance'>): ArticleStance {
  return claim.articleStance ?? 'asserts';
}

/** Whether the article makes the claim its own: only these count for its headline, label, figures and badge. */
export function isAsserted(claim: Pick<Claim, 'articleStance'>): boolean {
  return articleStanceOf(claim) === 'asserts';
}

const QueryIntentSchema = z.enum(['neutral', 'counter', 'followup']);

export const QuerySchema = z.object({
  id: z.string(),
  runId: z.string(),
  claimId: z.string(),
  text: z.string(),
  intent: QueryIntentSchema,
  lang: z.string(),
  /** 0 for the first round, then one per adversary hop. */
  hop: z.number().int().nonnegative(),
  /** Why this query exists (template, weakness it answers). */
  reason: z.string(),
  /** Set once the query has run: how many results each provider returned. */
  executed: z.boolean().default(false),
  resultCount: z.number().int().nonnegative().default(0),
  /**
   * Once its evidence is weighed, what each provider returned for it (`pipeline/search/earned-providers.ts`): `earned`
   * a result about the claim (or a page read and not found irrelevant), `offClaim` an answer with nothing about it. A
   * later hop's follow-ups go to the providers that earned the claim. Absent before it existed: the whole route.
   */
  providers: z.object({ earned: z.array(z.string()), offClaim: z.array(z.string()) }).optional(),
});
export type Query = z.infer<typeof QuerySchema>;
