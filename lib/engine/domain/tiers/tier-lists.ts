/** The curated tier lists (JSON data with provenance), indexed once for lookups by host suffix. */
import aOfficial from '../../data/tiers/a-official.json' with { type: 'json' };
import aPrime from '../../data/tiers/a-prime-accounts.json' with { type: 'json' };
import bEstablished from '../../data/tiers/b-established.json' with { type: 'json' };
import cLocal from '../../data/tiers/c-local.json' with { type: 'json' };
import dSocial from '../../data/tiers/d-social.json' with { type: 'json' };
import unreliable from '../../data/tiers/unreliable.json' with { type: 'json' };
import governmentPatterns from '../../data/tiers/government-patterns.json' with { type: 'json' };
import type { SourceTier } from '../../schemas';

export interface TierEntry {
  tier: Exclude<SourceTier, 'unknown'>;
  /** Which curated list matched, e.g. `official/journals`, `official/preprint`, `unreliable/state_media`. */
  list: string;
  unreliable: boolean;
}

interface ListFile {
  tier: string;
  provenance: string;
  lists: Record<string, string[]>;
}

const FILES: ReadonlyArray<readonly [string, ListFile, boolean]> = [
  // Order matters: the first list that names a domain wins.
  ['unreliable', unreliable, true],
  ['official', aOfficial, false],
  ['established', bEstablished, false],
  ['local', cLocal, false],
  ['social', dSocial, false],
];

function buildDomainIndex(): Map<string, TierEntry> {
  const index = new Map<string, TierEntry>();
  for (const [name, file, isUnreliable] of FILES) {
    for (const [list, domains] of Object.entries(file.lists)) {
      for (const domain of domains) {
        const key = domain.toLowerCase();
        if (index.has(key)) continue;
        index.set(key, {
          tier: file.tier as TierEntry['tier'],
          list: `${name}/${list}`,
          unreliable: isUnreliable,
        });
      }
    }
  }
  return index;
}

/** Every curated domain (host suffix) → its tier entry. */
export const DOMAIN_INDEX: ReadonlyMap<string, TierEntry> = buildDomainIndex();

/** Government host patterns as regular expressions ('*' = one two-letter country or state label). */
export const GOVERNMENT_PATTERNS: ReadonlyArray<{ pattern: string; regex: RegExp }> =
  governmentPatterns.patterns.map((pattern) => ({
    pattern,
    regex: new RegExp(
      `(^|\\.)${pattern
        .split('.')
        .map((l) => (l === '*' ? '[a-z]{2}' : l))
        .join('\\.')}$`,
    ),
  }));

/** Platform domain → platform id, and platform id → official account handles (lower case). */
export const PLATFORM_OF_DOMAIN: ReadonlyMap<string, string> = new Map(
  Object.entries(aPrime.platforms).flatMap(([platform, domains]) =>
    domains.map((d) => [d, platform] as const),
  ),
);
export const OFFICIAL_ACCOUNTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(aPrime.accounts).map(([platform, handles]) => [
    platform,
    new Set(handles.map((h) => h.toLowerCase())),
  ]),
);

/** Provenance note of every list file, for the Settings page and the report. */
export const TIER_PROVENANCE: Readonly<Record<string, string>> = {
  official: aOfficial.provenance,
  'official-accounts': aPrime.provenance,
  government: governmentPatterns.provenance,
  established: bEstablished.provenance,
  local: cLocal.provenance,
  social: dSocial.provenance,
  unreliable: unreliable.provenance,
};
