/** The judge's public API: source tiers, credibility, belief, verdicts, battlegrounds, knowledge graph. */
export { tierOf, type TierResult, type TierOptions } from './tiers/tier-of';
export { articleTierOf, postAuthorTierOf } from './tiers/article-tier-of';
export { TIER_PROVENANCE } from './tiers/tier-lists';
export { isCredibleTier } from './tiers/credible-tier';
export {
  credibilityOf,
  citationIndicators,
  type Credibility,
  type CredibilityInput,
  type CredibilityOptions,
} from './scoring/credibility-of';
export { sigmoidImpact, logit, logistic } from './scoring/sigmoid-impact';
export { accumulateLogOdds } from './scoring/belief-of';
export {
  temporalFit,
  type JudgeClaimInput,
  type JudgeEvidenceInput,
  type AssessedEvidence,
} from './scoring/assess-evidence';
export {
  judgeClaim,
  judgeClaimEvidence,
  judgeClaimInDetail,
  type JudgeOptions,
  type ClaimJudgement,
} from './scoring/judge-claim';
export { modelReadingsOf, modelReadingWeight, type ModelReadings } from './scoring/model-readings';
export { labelOf, statusOf, confidenceOf, rgbaOf, MIRROR_LABEL } from './scoring/verdict-of';
export { judgeArticle, articleRgba, type JudgeArticleOptions, type JudgedArticle } from './judge-article';
export { attentionOf, rankClaims, mostDoubtful, DOUBTFUL_LABELS, type RankedClaim } from './claim-attention';
export { verifyQuote, type QuoteCheck } from './quotes/verify-quote';
export { dedupeEntities, matchEntity, normaliseEntity, type DedupedEntities } from './graph/dedupe-entities';
export { propagateBeliefs, type PropagationNode, type PropagationResult } from './graph/propagate-beliefs';
export { findBattlegrounds, type JudgedClaim } from './graph/find-battlegrounds';
export { buildKnowledgeGraph, type EntityRelation, type GraphInput } from './graph/build-knowledge-graph';
export { consensusPoints } from './graph/consensus-points';
export { pageOfOffset, withPageNumbers } from './page-of-offset';
export { ratcliffObershelp } from './text/ratcliff-obershelp';
export { sentencesOf, wordsOf, countWords, type TextSpan } from './text/segment';
