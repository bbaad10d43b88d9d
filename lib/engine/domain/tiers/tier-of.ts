/** tierOf: a URL's source tier from its registrable domain (subdomains inherit), official accounts by path. */
import { parse } from 'tldts';
import type { SourceTier } from '../../schemas';
import { DOMAIN_INDEX, GOVERNMENT_PATTERNS, OFFICIAL_ACCOUNTS, PLATFORM_OF_DOMAIN } from './tier-lists';

export interface TierResult {
  tier: SourceTier;
  unreliable: boolean;
  /** Registrable domain (eTLD+1), or the host when it has none (IP, localhost). */
  domain: string;
  /** The curated list or rule that decided, e.g. `official/preprint`, `government-pattern:gov.uk`, `override`. */
  list?: string;
}

export interface TierOptions {
  /** User overrides from Settings: domain (or host suffix) → tier. Applied before every list. */
  overrides?: Readonly<Record<string, SourceTier>>;
}

/** Tier of a URL (or bare host). Unknown is its own answer, never D. */
export function tierOf(url: string, options: TierOptions = {}): TierResult {
  const parsed = parse(url.includes('://') ? url : `https://${url}`);
  const host = (parsed.hostname ?? '').toLowerCase().replace(/\.$/, '');
  const domain = parsed.domain ?? host;
  if (!host) return { tier: 'unknown', unreliable: false, domain: '' };
  const suffixes = hostSuffixes(host);

  const overrides = normaliseOverrides(options.overrides);
  for (const suffix of suffixes) {
    const tier = overrides.get(suffix);
    if (tier) return { tier, unreliable: false, domain, list: 'override' };
  }

  const account = officialAccount(url, suffixes);
  if (account) return { tier: "A'", unreliable: false, domain, list: `official-accounts/${account}` };
  const owned = domainHandleOwner(host, url, options);
  if (owned) return owned;

  for (const suffix of suffixes) {
    const entry = DOMAIN_INDEX.get(suffix);
    if (entry) return { tier: entry.tier, unreliable: entry.unreliable, domain, list: entry.list };
  }
  for (const { pattern, regex } of GOVERNMENT_PATTERNS) {
    if (regex.test(host))
      return { tier: 'A', unreliable: false, domain, list: `government-pattern:${pattern}` };
  }
  return { tier: 'unknown', unreliable: false, domain };
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

/** `platform/handle` when the URL is an official account (or a post of one) on a social platform. */
function officialAccount(url: string, suffixes: string[]): string | undefined {
  const platform = suffixes.map((s) => PLATFORM_OF_DOMAIN.get(s)).find((p) => p !== undefined);
  if (!platform) return undefined;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  const first = (platform === 'linkedin-company' ? segments[1] : segments[0]) ?? '';
  const handle = decodeURIComponentSafe(first).replace(/^@/, '').toLowerCase();
  return handle && OFFICIAL_ACCOUNTS.get(platform)?.has(handle) ? `${platform}/${handle}` : undefined;
}

/**
 * A Bluesky account whose handle is a domain (`bsky.app/profile/who.int/…`) is proven by that domain's owner (DNS
 * or well-known file), so it speaks for the domain: an official domain's account is A', another keeps its tier.
 */
function domainHandleOwner(host: string, url: string, options: TierOptions): TierResult | undefined {
  if (host !== 'bsky.app' && !host.endsWith('.bsky.app')) return undefined;
  const handle = /\/profile\/([^/?#]+)/.exec(url)?.[1]?.toLowerCase() ?? '';
  if (!handle.includes('.') || handle.startsWith('did:') || /(^|\.)bsky\.(social|app)$/.test(handle))
    return undefined;
  const owner = tierOf(handle, options);
  const official = officialVoice(owner, `official-accounts/bluesky-domain:${owner.domain}`);
  if (official) return official;
  if (owner.tier === 'unknown') return undefined;
  return { ...owner, list: `${owner.list ?? 'domain'} (bluesky-domain:${owner.domain})` };
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

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
