/** Why a verdict is what it is, as typed facts (one union, one list of kinds); the words live in lib/presentation. */
import { z } from 'zod';
import { RgbaSchema, SourceTierSchema } from './rgba-tier';

const unit = z.number().min(0).max(1);

/** A tier as the reasons group sources by: a listed tier, unknown, or the known-unreliable list. */
const ReasonTierSchema = z.union([SourceTierSchema, z.literal('unreliable')]);
export type ReasonTier = z.infer<typeof ReasonTierSchema>;

/** How a look-alike host imitates a listed credible domain. */
const LookalikeHowSchema = z.enum(['homoglyph', 'extra-labels', 'hyphenated', 'other-suffix', 'typo']);

/** Sites on one side of the claim, grouped by tier. */
const TierSitesSchema = z.object({ tier: ReasonTierSchema, sites: z.array(z.string()) });
export type TierSites = z.infer<typeof TierSitesSchema>;

/** Where veracity started before any evidence: the article's own source (or nothing known about it). */
const PriorSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('given') }),
  /** A challenged statement: the neutral statement prior, never the tier of the page it was selected on. */
  z.object({ kind: z.literal('statement') }),
  z.object({
    kind: z.literal('source'),
    tier: ReasonTierSchema,
    site: z.string(),
    /** The tier comes from the user's own tier setting. */
    override: z.boolean(),
    /** The article's host imitates this listed domain. */
    lookalikeOf: z.object({ of: z.string(), how: LookalikeHowSchema }).optional(),
  }),
]);
export type PriorSource = z.infer<typeof PriorSourceSchema>;

/** Why sites were merged into one source. */
const MergeWhySchema = z.enum(['text', 'first-appearance', 'template']);

/** Every kind of reason, each with exactly the data its words need. */
export const ReasonFactSchema = z.discriminatedUnion('kind', [
  /** An opinion, prediction or satire: shown, not scored. */
  z.object({ kind: z.literal('not-checked'), claimKind: z.string().nullable() }),
  /** Independent sources that support and refute, by tier. */
  z.object({
    kind: z.literal('sides'),
    support: z.array(TierSitesSchema),
    refute: z.array(TierSitesSchema),
  }),
  z.object({ kind: z.literal('no-side') }),
  z.object({ kind: z.literal('lookalike'), site: z.string(), of: z.string(), how: LookalikeHowSchema }),
  /**
   * A source that took a side but was never reviewed: a preprint, an upload to an open repository, a wiki page that is
   * not an article, what a reader submitted to an official or journal site. It counts at its own (lower) tier, never as a journal or the encyclopaedia.
   */
  z.object({
    kind: z.literal('unreviewed'),
    site: z.string(),
    what: z.enum(['preprint', 'open-repository', 'wiki-page', 'reader-submission']),
  }),
  z.object({ kind: z.literal('contested') }),
  /** A page read by rules gives another figure: a weak cue until a second independent source contradicts. */
  z.object({ kind: z.literal('rule-ceiling'), site: z.string() }),
  z.object({ kind: z.literal('misleading'), count: z.number().int().nonnegative() }),
  z.object({
    kind: z.literal('outdated'),
    site: z.string(),
    publishedAt: z.string(),
    windowFrom: z.string(),
    weight: z.number(),
  }),
  z.object({ kind: z.literal('quotes-not-found'), sites: z.array(z.string()) }),
  /** The model's quotes failed often in this run: its readings weigh less, or rules read some sources instead. */
  z.object({
    kind: z.literal('model-readings'),
    failed: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** The weight its readings kept (null: not weighted down for this claim). */
    weight: z.number().nullable(),
    fellBack: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('merged-copies'), sites: z.array(z.string()), why: z.array(MergeWhySchema) }),
  z.object({ kind: z.literal('same-site-pages'), count: z.number().int().nonnegative() }),
  z.object({
    kind: z.literal('low-tier-cap'),
    side: z.enum(['support', 'refute']),
    sites: z.array(z.string()),
    before: z.number(),
    after: z.number(),
    byCredible: z.boolean(),
  }),
  /** Veracity held back because too few independent sources agree. */
  z.object({
    kind: z.literal('consensus-cap'),
    logOdds: z.number(),
    sources: z.number().int().nonnegative(),
  }),
  /** The four channels and where veracity and danger started. */
  z.object({
    kind: z.literal('belief'),
    rgba: RgbaSchema,
    priorG: unit,
    priorR: unit,
    priorFrom: PriorSourceSchema,
    harm: z.number().nullable(),
    harmEffect: z.enum(['raises', 'lowers']).nullable(),
    /** False when no source was counted: G is then only the prior, never a veracity figure (absent in older runs). */
    evidenceCounted: z.boolean().default(true),
  }),
  /** Related claims moved veracity (one pass over the claim graph). */
  z.object({
    kind: z.literal('claim-graph'),
    logOdds: z.number(),
    related: z.array(z.object({ type: z.string(), target: z.string() })),
  }),
  /** A reason saved before reasons were facts: shown as it was written. */
  z.object({ kind: z.literal('legacy'), text: z.string() }),
]);
export type ReasonFact = z.infer<typeof ReasonFactSchema>;
type ReasonKind = ReasonFact['kind'];

/** The one list of reason kinds (derived from the union). */
export const REASON_KINDS: readonly ReasonKind[] = ReasonFactSchema.options.map((o) => o.shape.kind.value);
