/** tierOf: a URL's source tier from its registrable domain (subdomains inherit); a URL never names an account. */
import { parse } from 'tldts';
import type { SourceTier } from '../../schemas';
import { governmentMatch, isPublicSuffix } from './government-match';
import { lookalikeOf, type Lookalike, type LookalikeLimits } from './lookalike-of';
import {
  DOMAIN_INDEX,
  type TierEntry,
  GOVERNMENT_PATTERNS,
  LOOKALIKE_TARGETS,
  PATH_HOSTS,
  PATH_INDEX,
} from './tier-lists';
import { isListedWikiHost, WIKI_PAGE_TIER, wikiPageOf } from './wiki-page-of';

export interface TierResult {
  tier: SourceTier;
  unreliable: boolean;
  /** Registrable domain (eTLD+1), or the host when it has none (IP, localhost). */
  domain: string;
  /**
   * The curated list or rule that decided, e.g. `official/journals`, `preprint/preprint`, `government-pattern:gov.uk`,
   * `wiki-page:user`, `override`.
   */
  list?: string;
  /**
   * The page the tier is for when a site's pages differ (a wiki's user page, talk page or old revision,
   * `en.wikipedia.org/wiki/User:Attacker`): reasons name it instead of the domain.
   */
  page?: string;
  /** Set when the host imitates a listed credible domain: it then borrows no tier (and the reasons name it). */
  lookalike?: Lookalike;
}

export interface TierOptions {
  /** User overrides from Settings: domain (or host suffix) → tier. Applied before every list. */
  overrides?: Readonly<Record<string, SourceTier>>;
  /** How close a name must be to a listed one to count as a look-alike: the run's `config.tiers.lookalike`. */
  lookalike: LookalikeLimits;
}

/**
 * Tier of a URL (or bare host) by its site. Unknown is its own answer, never D. A social platform's URL gets the
 * platform's tier whatever its path says: X shows anyone's post under any handle's path, so only the author a site
 * reader finds rendered on the page can speak for an account (`sourceTierOf`).
 */
export function tierOf(url: string, options: TierOptions): TierResult {
  return lookup(url, options.overrides, options.lookalike);
}

/**
 * What the curated lists (and the user's overrides) say of a URL, without the look-alike test: for words about a
 * source whose tier its check already decided with the run's limits (presentation asks only for the kind of list).
 */
export function listedTierOf(url: string, overrides?: TierOptions['overrides']): TierResult {
  return lookup(url, overrides, null);
}

/** The lookup; `limits` null skips the look-alike test. */
function lookup(
  url: string,
  overridden: TierOptions['overrides'],
  limits: LookalikeLimits | null,
): TierResult {
  const parsed = parse(url.includes('://') ? url : `https://${url}`);
  const host = (parsed.hostname ?? '').toLowerCase().replace(/\.$/, '');
  const domain = parsed.domain ?? host;
  if (!host) return { tier: 'unknown', unreliable: false, domain: '' };
  const suffixes = hostSuffixes(host);

  const overrides = normaliseOverrides(overridden);
  for (const suffix of suffixes) {
    const tier = overrides.get(suffix);
    if (tier) return { tier, unreliable: false, domain, list: 'override' };
  }

  const byPath = pathEntry(url, suffixes);
  if (byPath)
    return {
      tier: byPath.entry.tier,
      unreliable: byPath.entry.unreliable,
      domain,
      list: byPath.entry.list,
      page: byPath.page,
    };
  const listed = listedEntry(host, suffixes);
  if (listed && !listed.unreliable) {
    // A listed wiki stands for its articles only: anyone writes its user, talk and draft pages and old revisions.
    const wiki = isListedWikiHost(host) ? wikiPageOf(url) : undefined;
    if (wiki)
      return {
        tier: WIKI_PAGE_TIER,
        unreliable: false,
        domain,
        list: `wiki-page:${wiki.kind}`,
        page: wiki.page,
      };
  }
  if (listed) return { tier: listed.tier, unreliable: listed.unreliable, domain, list: listed.list };
  const government = governmentMatch(host, GOVERNMENT_PATTERNS);
  // A government name (a registry only it uses, or a domain it owns) cannot be bought: only homoglyphs and agency acronyms count.
  const lookalike = limits ? cachedLookalike(host, limits, government !== undefined) : undefined;
  if (lookalike) return { tier: 'unknown', unreliable: false, domain, lookalike };
  if (government)
    return { tier: 'A', unreliable: false, domain, list: `government-pattern:${government.pattern}` };
  return { tier: 'unknown', unreliable: false, domain };
}

const LOOKALIKE_CACHE = new Map<string, Lookalike | null>();
const LOOKALIKE_CACHE_SIZE = 4096;

/** Look-alike test of one host, remembered (a run asks about the same few hosts many times). */
function cachedLookalike(
  host: string,
  limits: LookalikeLimits,
  restrictedSuffix: boolean,
): Lookalike | undefined {
  const key = `${host}|${restrictedSuffix}|${limits.typoMinLength},${limits.typo2MinLength},${limits.otherSuffixMinLength},${limits.restrictedAcronymMaxLength}`;
  const known = LOOKALIKE_CACHE.get(key);
  if (known !== undefined) return known ?? undefined;
  const found = lookalikeOf(host, LOOKALIKE_TARGETS, limits, { restrictedSuffix });
  if (LOOKALIKE_CACHE.size >= LOOKALIKE_CACHE_SIZE) LOOKALIKE_CACHE.clear();
  LOOKALIKE_CACHE.set(key, found ?? null);
  return found;
}

/**
 * The curated entry naming this host: its registrable domain or a name below it (subdomains inherit), or a public
 * suffix above it; never a name above the registrable domain that someone else could register.
 */
function listedEntry(host: string, suffixes: string[]): TierEntry | undefined {
  const domain = parse(host).domain;
  // The top-level domain too: a registry-wide entry such as `edu` names every accredited institution.
  const tld = host.slice(host.lastIndexOf('.') + 1);
  for (const suffix of suffixes.includes(tld) ? suffixes : [...suffixes, tld]) {
    const entry = DOMAIN_INDEX.get(suffix);
    if (!entry) continue;
    const owned = domain !== null && (suffix === domain || suffix.endsWith(`.${domain}`));
    if (owned || isPublicSuffix(suffix) || domain === null) return entry;
  }
  return undefined;
}

/** The curated entry with a path that names this URL's page (`europepmc.org/article/PPR/…`), if any. */
function pathEntry(url: string, suffixes: string[]): { entry: TierEntry; page: string } | undefined {
  if (!suffixes.some((suffix) => PATH_HOSTS.has(suffix))) return undefined;
  let raw: string;
  try {
    raw = new URL(url.includes('://') ? url : `https://${url}`).pathname;
  } catch {
    return undefined;
  }
  // Decoded, and `//` as `/`: a server reads `/article/%50PR/` and `//article/PPR/` as the same page.
  const shown = decodeOrRaw(raw).replace(/\/{2,}/g, '/');
  const path = shown.toLowerCase();
  for (const suffix of suffixes) {
    const page = `${suffix}${path}`;
    const hit = PATH_INDEX.find(([prefix]) => prefix.test(page));
    if (hit)
      return { entry: hit[1], page: `${suffixes[0]?.replace(/^www\./, '') ?? suffix}${shown}`.slice(0, 120) };
  }
  return undefined;
}

/** The path decoded; as it is when it holds a broken escape (never a reason to skip a rule). */
function decodeOrRaw(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `a.b.example.co.uk` → [`a.b.example.co.uk`, `b.example.co.uk`, `example.co.uk`, `co.uk`] (most specific first). */
function hostSuffixes(host: string): string[] {
  const labels = host.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) out.push(labels.slice(i).join('.'));
  if (labels.length === 1) out.push(host);
  return out;
}

function normaliseOverrides(overrides: TierOptions['overrides']): Map<string, SourceTier> {
  const out = new Map<string, SourceTier>();
  for (const [key, tier] of Object.entries(overrides ?? {})) {
    const host =
      key
        .trim()
        .toLowerCase()
        .replace(/^[a-z]+:\/\//, '')
        .replace(/^www\./, '')
        .split('/')[0] ?? '';
    if (host) out.set(host, tier);
  }
  return out;
}

/**
 * An account proven by its owner (a Bluesky domain handle, a Mastodon server) is that body's own voice when the owner
 * is of tier A or A': it is then an official account (A', `list` says how it was proven); otherwise undefined.
 */
export function officialVoice(owner: TierResult, list: string): TierResult | undefined {
  return owner.tier === 'A' || owner.tier === "A'"
    ? { tier: "A'", unreliable: false, domain: owner.domain, list }
    : undefined;
}
