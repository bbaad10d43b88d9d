import type { SourceTier } from '@/lib/engine';
import { TIER_KIND, TIER_WORDS, percent } from '@/lib/presentation/verdict-words';

/** A source's kind in plain words ("social media"), its tier letter and meaning on hover. */
export function TierBadge({ tier }: { tier: SourceTier }) {
  return (
    <span
      className={`badge tier tier-${tier === "A'" ? 'A2' : tier}`}
      title={TIER_WORDS[tier]}
      aria-label={TIER_WORDS[tier]}
    >
      {TIER_KIND[tier]}
    </span>
  );
}

/** Credibility 0..1 in words ("credibility 82%"), or that it is unknown. */
export function Credibility({ value }: { value: number | null }) {
  return (
    <span className="muted">{value === null ? 'credibility unknown' : `credibility ${percent(value)}`}</span>
  );
}
