/** Engine wording made plain for the panel: tier letters become the kind of source they stand for. */
import type { SourceTier } from '@/lib/engine';
import { TIER_KIND } from '@/lib/presentation/verdict-words';
import { count } from '@/lib/presentation/plural';

const TIERS: Readonly<Record<string, SourceTier>> = { A: 'A', "A'": "A'", B: 'B', C: 'C', D: 'D' };

/** "1 tier-D source refutes" → "1 social media source refutes"; "tier A" → "official source". */
export function plainTiers(text: string): string {
  return text
    .replace(/\b(\d+) tier-([A-D]'?) sources?\b/g, (_m, n: string, tier: string) =>
      count(Number(n), `${TIER_KIND[TIERS[tier] ?? 'unknown']} source`),
    )
    .replace(/\b(\d+) tier-([A-D]'?)\b/g, (_m, n: string, tier: string) =>
      count(Number(n), TIER_KIND[TIERS[tier] ?? 'unknown']),
    )
    .replace(/\(tier ([A-D]'?)\)/g, (_m, tier: string) => `(${TIER_KIND[TIERS[tier] ?? 'unknown']})`)
    .replace(
      /\btier[- ]([A-D]'?)\b/gi,
      (_m, tier: string) => TIER_KIND[TIERS[tier.toUpperCase()] ?? 'unknown'],
    );
}

/** "1 quote(s)" → "1 quote", "3 page(s)" → "3 pages". */
export function plainPlurals(text: string): string {
  return text.replace(/\b(\d+) ([a-z]+)\(s\)/gi, (_m, n: string, noun: string) => count(Number(n), noun));
}

/** A verdict reason or trace detail in plain words. */
export function plainReason(text: string): string {
  return plainPlurals(plainTiers(text));
}
