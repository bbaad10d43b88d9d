/** Orders claims by what most needs attention: the engine's one order (doubtful first, then danger × doubt). */
export { rankClaims, type RankedClaim } from '@/lib/engine';
