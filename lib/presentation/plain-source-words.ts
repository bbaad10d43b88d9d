/** Reasons and trace text in the source-kind vocabulary: tier letters become kinds, named per domain where given. */
import type { SourceTier } from '../engine/schemas';
import {
  countKind,
  kindOfTierLetter,
  sourceKindOf,
  SOURCE_KIND_WORDS,
  type SourceKind,
} from './source-kind-words';

const TIERS: Readonly<Record<string, SourceTier>> = { A: 'A', "A'": "A'", B: 'B', C: 'C', D: 'D' };

function tierOfLetter(letter: string): SourceTier {
  return TIERS[letter.toUpperCase()] ?? 'unknown';
}

/** "1 tier-A (politifact.com, cdc.gov)" → "1 fact-checker (politifact.com), 1 public body (cdc.gov)". */
function kindsOfDomains(domains: string[], tier: SourceTier | 'unreliable'): string {
  const byKind = new Map<SourceKind, string[]>();
  for (const domain of domains) {
    const kind: SourceKind = tier === 'unreliable' ? 'unreliable' : sourceKindOf(domain, tier);
    byKind.set(kind, [...(byKind.get(kind) ?? []), domain]);
  }
  return [...byKind.entries()]
    .map(([kind, named]) => `${countKind(named.length, kind)} (${named.join(', ')})`)
    .join(', ');
}

/**
 * A verdict reason or trace detail with its tiers in the kinds a reader knows: "1 tier-D (naturalnews.com)" and
 * "1 known-unreliable (naturalnews.com)" both become "1 known unreliable (naturalnews.com)"; "from a tier-B source
 * (theguardian.com)" → "from a newsroom (theguardian.com)"; "1 tier-D source refutes" → "1 social account refutes".
 */
export function plainTiers(text: string): string {
  return text
    .replace(
      /\b(\d+) (tier-([A-D]'?)|known-unreliable) \(([^()]+)\)/g,
      (match, n: string, _key: string, letter: string | undefined, list: string) => {
        const domains = list.split(',').map((d) => d.trim());
        if (domains.length !== Number(n) || domains.some((d) => !/^[\w.-]+\.[a-z]{2,}$/i.test(d))) {
          const kind: SourceKind = letter ? kindOfTierLetter(tierOfLetter(letter)) : 'unreliable';
          return `${countKind(Number(n), kind)} (${list})`;
        }
        return kindsOfDomains(domains, letter ? tierOfLetter(letter) : 'unreliable') || match;
      },
    )
    .replace(
      /\ba (tier-([A-D]'?)|known-unreliable) source \(([\w.-]+)((?:, [^()]*)?)\)/g,
      (_m, _k, letter: string | undefined, domain: string, rest: string) => {
        const kind: SourceKind = letter ? sourceKindOf(domain, tierOfLetter(letter)) : 'unreliable';
        return `${article(SOURCE_KIND_WORDS[kind].one)} (${domain}${rest})`;
      },
    )
    .replace(/\b(\d+) tier-([A-D]'?) sources?\b/g, (_m, n: string, letter: string) =>
      countKind(Number(n), kindOfTierLetter(tierOfLetter(letter))),
    )
    .replace(/\b(\d+) tier-([A-D]'?)\b/g, (_m, n: string, letter: string) =>
      countKind(Number(n), kindOfTierLetter(tierOfLetter(letter))),
    )
    .replace(/\bknown-unreliable\b/g, 'known unreliable')
    .replace(
      /\(tier ([A-D]'?)\)/g,
      (_m, letter: string) => `(${SOURCE_KIND_WORDS[kindOfTierLetter(tierOfLetter(letter))].one})`,
    )
    .replace(
      /\btier[- ]([A-D]'?)\b/gi,
      (_m, letter: string) => SOURCE_KIND_WORDS[kindOfTierLetter(tierOfLetter(letter))].one,
    );
}

/** "a newsroom", "an official source". */
function article(words: string): string {
  return /^[aeiou]/i.test(words) ? `an ${words}` : `a ${words}`;
}
