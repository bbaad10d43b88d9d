/** Belief, RGBA, verdict, battleground and knowledge-graph schemas: what the judge produces. */
import { z } from 'zod';
import { VERDICT_LABELS } from './verdict-labels';
import { perChannel } from './channels';
import { RgbaSchema, SourceTierSchema } from './rgba-tier';
import { ReasonFactSchema } from './reason-fact';
import { SetAsideItemSchema } from './set-aside-fact';

export { RgbaSchema, SourceTierSchema, type Rgba, type SourceTier } from './rgba-tier';

const unit = z.number().min(0).max(1);

/** The same four channels in log-odds, before the sigmoid. */
export const BeliefSchema = z.object(perChannel(() => z.number()));
export type Belief = z.infer<typeof BeliefSchema>;

export const VerdictLabelSchema = z.enum(VERDICT_LABELS);
export type VerdictLabel = z.infer<typeof VerdictLabelSchema>;

const VerdictStatusSchema = z.enum(['verified', 'flagged', 'needs_review', 'human_review']);
export type VerdictStatus = z.infer<typeof VerdictStatusSchema>;

export const VerdictSchema = z.object({
  claimId: z.string(),
  label: VerdictLabelSchema,
  status: VerdictStatusSchema,
  confidence: unit,
  rgba: RgbaSchema,
  belief: BeliefSchema,
  /** Why, as typed facts each traceable to evidence (worded by `lib/presentation/reason-words`). */
  reasons: z.array(ReasonFactSchema),
  /** Evidence ids that counted (one per independent source) and those set aside with why. */
  counted: z.array(z.string()),
  /** Why each, as a typed fact (worded by `lib/presentation/set-aside-words`; old stored sentences read as legacy). */
  setAside: z.array(SetAsideItemSchema),
  /**
   * Where the veracity G comes from: counted evidence (the claim's own sources, or related claims through the claim
   * graph), or only the prior of the article's source — then no veracity figure is shown anywhere. Absent in runs
   * stored before it was kept (read as `counted.length > 0`).
   */
  veracityFrom: z.enum(['evidence', 'prior']).optional(),
  /** Where G started before any evidence: the prior of the page that made the claim (its domain and tier key). */
  prior: z
    .object({
      veracity: unit,
      domain: z.string().nullable(),
      tier: z.string().nullable(),
      /** A challenged statement's neutral prior (`belief.statementPrior`), not its page's: absent otherwise. */
      statement: z.literal(true).optional(),
    })
    .optional(),
  /**
   * How the claim's searches went when it was judged: queries planned for it and how many a provider answered. A claim
   * none of whose searches was answered was not searched (issue 32 item 4): it is "not searched", never "not enough
   * evidence". Absent in runs stored before it was kept.
   */
  search: z
    .object({ queries: z.number().int().nonnegative(), answered: z.number().int().nonnegative() })
    .optional(),
  /**
   * Set while the verdict is the built-in rules' reading of the claim's first sources and the model's reading of
   * them is still awaited (issue 23 item 3); the model's verdict replaces it. Absent on every final verdict.
   */
  provisional: z.literal(true).optional(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

const BattlegroundSourceSchema = z.object({
  evidenceId: z.string(),
  url: z.string(),
  domain: z.string(),
  tier: SourceTierSchema,
  credibility: unit,
  quote: z.string(),
  publishedAt: z.string().nullable(),
});
export type BattlegroundSource = z.infer<typeof BattlegroundSourceSchema>;

const BattlegroundSchema = z.object({
  id: z.string(),
  claimId: z.string(),
  /** The point of contention in words. */
  point: z.string(),
  sideA: z.object({ position: z.string(), sources: z.array(BattlegroundSourceSchema) }),
  sideB: z.object({ position: z.string(), sources: z.array(BattlegroundSourceSchema) }),
  favours: z.enum(['A', 'B', 'neither']),
  /** How strongly the evidence leans, 0 (even) .. 1 (one-sided). */
  lean: unit,
});
export type Battleground = z.infer<typeof BattlegroundSchema>;

const GraphNodeSchema = z.object({
  id: z.string(),
  type: z.enum(['claim', 'entity', 'source']),
  label: z.string(),
  /** Claim id, entity name or URL this node stands for. */
  ref: z.string(),
});
export type GraphNode = z.infer<typeof GraphNodeSchema>;

const GraphEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  type: z.enum(['supports', 'refutes', 'mentions', 'depends_on', 'contradicts', 'relates']),
  label: z.string(),
  /** Evidence ids backing the edge (for an entity relation: the citing source, the article's URL). */
  citations: z.array(z.string()),
  /** For an entity–entity relation: the claims that state it. */
  claimIds: z.array(z.string()).optional(),
});
export type GraphEdge = z.infer<typeof GraphEdgeSchema>;

const KnowledgeGraphSchema = z.object({
  nodes: z.array(GraphNodeSchema),
  edges: z.array(GraphEdgeSchema),
});
export type KnowledgeGraph = z.infer<typeof KnowledgeGraphSchema>;

/** Where independent credible sources agree on a claim ("Where sources agree" in the Battlegrounds tab). */
const ConsensusPointSchema = z.object({
  claimId: z.string(),
  statement: z.string(),
  /** How many independent sources agree. */
  sources: z.number().int(),
  /** Which way they agree (absent in runs stored before it was kept). */
  agree: z.enum(['supports', 'refutes']).optional(),
  /** Mean credibility of the agreeing sources. */
  credibility: unit.optional(),
  /** The agreeing sources, one per independent source, most credible first. */
  agreeing: z.array(BattlegroundSourceSchema).optional(),
});
export type ConsensusPoint = z.infer<typeof ConsensusPointSchema>;

export const ArticleVerdictSchema = z.object({
  label: VerdictLabelSchema,
  rgba: RgbaSchema,
  consensus: z.array(ConsensusPointSchema),
  battlegrounds: z.array(BattlegroundSchema),
  graph: KnowledgeGraphSchema,
  summary: z.string(),
  /** Who wrote the summary: the model, or a template from the verdicts (Quick, no model, or the model failed). */
  summaryBy: z.enum(['model', 'template']).optional(),
});
export type ArticleVerdict = z.infer<typeof ArticleVerdictSchema>;
