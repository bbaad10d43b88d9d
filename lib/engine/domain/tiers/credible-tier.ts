/** isCredibleTier: whether a source's tier is one the verdict counts as credible (`verdict.credibleTiers`). */
import type { EngineConfig } from '../../config';
import type { TierResult } from './tier-of';

/** A tier in `verdict.credibleTiers` (A, A', B by default) and never a domain known to be unreliable. */
export function isCredibleTier(tier: Pick<TierResult, 'tier' | 'unreliable'>, config: EngineConfig): boolean {
  return !tier.unreliable && config.verdict.credibleTiers.includes(tier.tier);
}
