/** The judge's public API: source tiers, credibility, belief, verdicts, battlegrounds, knowledge graph. */
export { tierOf } from './tiers/tier-of';
export { articleTierOf, sourceTierOf } from './tiers/article-tier-of';
export { isCredibleTier } from './tiers/credible-tier';
export { credibilityForClaim, credibilityOf } from './scoring/credibility-of';
export { temporalFit, type JudgeEvidenceInput } from './scoring/assess-evidence';
export { judgeClaim, judgeClaimEvidence, type JudgeOptions } from './scoring/judge-claim';
export { modelReadingsOf, modelReadingWeight } from './scoring/model-readings';
export { judgeArticle } from './judge-article';
export { rankClaims, mostDoubtful, type RankedClaim } from './claim-attention';
export { verifyQuote } from './quotes/verify-quote';
export { dedupeEntities, normaliseEntity } from './graph/dedupe-entities';
export { buildKnowledgeGraph } from './graph/build-knowledge-graph';
export { ratcliffObershelp } from './text/ratcliff-obershelp';
