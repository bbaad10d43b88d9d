/** An extraction that left nothing to check (issue 31): who looked, and how many checkable claims the rules find instead. */
import { UNCHECKABLE_KINDS, type Article, type Claim, type NoClaims } from '../../schemas';
import type { EngineConfig } from '../../config';
import { extractClaimsHeuristically } from './extract-claims-heuristically';

/** The checkable claims the built-in rules find in the article (what "check the rules' claims" would check, uncapped). */
function ruleClaimCount(article: Pick<Article, 'text'>, config: Pick<EngineConfig, 'claims'>): number {
  return extractClaimsHeuristically(article, {
    maxClaims: config.claims.maxClaims,
    threshold: config.claims.heuristicThreshold,
  }).filter((claim) => !UNCHECKABLE_KINDS.includes(claim.kind)).length;
}

/**
 * What to record when `claims` holds no checkable claim: the configured model found none (the rules are asked what
 * they find), or the rules did; null when there is something to check.
 */
export function noClaimsFound(
  claims: readonly Claim[],
  by: NoClaims['by'],
  article: Pick<Article, 'text'>,
  config: Pick<EngineConfig, 'claims'>,
): NoClaims | null {
  if (claims.some((claim) => !UNCHECKABLE_KINDS.includes(claim.kind))) return null;
  return { by, ruleClaims: by === 'model' ? ruleClaimCount(article, config) : 0 };
}
