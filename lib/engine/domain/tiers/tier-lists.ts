/** The curated tier lists (JSON data with provenance), indexed once for lookups by host suffix. */
import aOfficial from '../../data/tiers/a-official.json' with { type: 'json' };
import aPrime from '../../data/tiers/a-prime-accounts.json' with { type: 'json' };
import bEstablished from '../../data/tiers/b-established.json' with { type: 'json' };
import cLocal from '../../data/tiers/c-local.json' with { type: 'json' };
import cPreprints from '../../data/tiers/c-preprint-servers.json' with { type: 'json' };
import dOpenRepositories from '../../data/tiers/d-open-repositories.json' with { type: 'json' };
import dSocial from '../../data/tiers/d-social.json' with { type: 'json' };
import unreliable from '../../data/tiers/unreliable.json' with { type: 'json' };
import governmentPatterns from '../../data/tiers/government-patterns.json' with { type: 'json' };
import type { SourceTier } from '../../schemas';
import { lookalikeTargets, type LookalikeTargets } from './lookalike-of';

export interface TierEntry {
  tier: Exclude<SourceTier, 'unknown'>;
  /** Which curated list matched, e.g. `official/journals`, `preprint/preprint`, `unreliable/state_media`. */
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
  // Not peer reviewed: screened preprint servers (C) and open repositories anyone uploads to (D).
  ['preprint', cPreprints, false],
  ['repository', dOpenRepositories, false],
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
        if (index.has(key) || key.includes('/')) continue;
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

/**
 * Curated entries with a path (`europepmc.org/article/PPR/`, BMJ rapid responses): pages of a site that are not
 * what the rest of the site is (an index's preprints, a resolver's DOIs of an open repository, what readers submit to
 * an official site), matched as a prefix of `host/path` (lower case; a star is one path segment) from the most specific
 * host name down to the registrable domain. First listed wins.
 */
export const PATH_INDEX: ReadonlyArray<readonly [RegExp, TierEntry]> = FILES.flatMap(
  ([name, file, isUnreliable]) =>
    Object.entries(file.lists).flatMap(([list, entries]) =>
      entries
        .filter((entry) => entry.includes('/'))
        .map(
          (entry) =>
            [
              pathPrefixPattern(entry),
              { tier: file.tier as TierEntry['tier'], list: `${name}/${list}`, unreliable: isUnreliable },
            ] as const,
        ),
    ),
);

/** The host names path entries are for (`europepmc.org`, `doi.org` …): only their URLs are parsed for a path. */
export const PATH_HOSTS: ReadonlySet<string> = new Set(
  FILES.flatMap(([, file]) =>
    Object.values(file.lists).flatMap((entries) =>
      entries.filter((e) => e.includes('/')).map((e) => e.toLowerCase().slice(0, e.indexOf('/'))),
    ),
  ),
);

/** An entry (`regulations.gov/comment/`; a star stands for one path segment) → a regular expression for that prefix of a lower-case `host/path`. */
function pathPrefixPattern(entry: string): RegExp {
  const parts = entry
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}`);
}

/**
 * A government pattern: `gov.*` ('*' = one two-letter country or state label) or an exact name (`bund.de`, `gov`).
 * `wildcard` patterns only ever match a public suffix (see `government-match.ts`).
 */
export interface GovernmentPattern {
  pattern: string;
  regex: RegExp;
  wildcard: boolean;
}

/** Government host patterns, each as a regular expression over one candidate name (never over the whole host). */
export const GOVERNMENT_PATTERNS: ReadonlyArray<GovernmentPattern> = governmentPatterns.patterns.map(
  (pattern) => ({
    pattern,
    regex: new RegExp(
      `^${pattern
        .split('.')
        .map((l) => (l === '*' ? '[a-z]{2}' : l))
        .join('\\.')}$`,
    ),
    wildcard: pattern.includes('*'),
  }),
);

/** Listed credible domains (tiers A and B, never the unreliable list), indexed for the look-alike tests. */
export const LOOKALIKE_TARGETS: LookalikeTargets = lookalikeTargets(
  [...DOMAIN_INDEX.entries()]
    .filter(([, entry]) => !entry.unreliable && (entry.tier === 'A' || entry.tier === 'B'))
    .map(([domain]) => domain)
    .concat(GOVERNMENT_PATTERNS.filter((p) => !p.wildcard && p.pattern.includes('.')).map((p) => p.pattern)),
);

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
  preprint: cPreprints.provenance,
  repository: dOpenRepositories.provenance,
  social: dSocial.provenance,
  unreliable: unreliable.provenance,
};
