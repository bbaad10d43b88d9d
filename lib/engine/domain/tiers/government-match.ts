/** governmentMatch: the government pattern a host falls under, read from its public suffix and registrable domain. */
import { parse } from 'tldts';
import type { GovernmentPattern } from './tier-lists';

interface GovernmentMatch {
  pattern: string;
  /** True when the matched name is a public suffix only a government registers under (`gov.uk`, `gob.mx`, `gov`). */
  restrictedSuffix: boolean;
}

/** True when the public suffix list (ICANN section) names `name` itself as a public suffix. */
export function isPublicSuffix(name: string): boolean {
  return parse(`x.${name}`).publicSuffix === name;
}

interface Name {
  name: string;
  /** A public suffix (a registry), not a name someone registered. */
  suffix: boolean;
  /** The registrable domain itself (its parent is the public suffix). */
  parentIsSuffix: boolean;
}

/**
 * Whether a wildcard pattern may name a registered domain: only when the wildcard ranges over its public suffix and
 * the pattern pins that suffix's top level (`state.*.us` → `state.tx.us` under `tx.us`). `gov.*` pins nothing, so
 * it names public suffixes only (`gov.uk`), never a registered `gov.<tld>`.
 */
function wildcardMayNameDomain(pattern: string): boolean {
  const rest = pattern.split('.').slice(1);
  return !pattern.startsWith('*') && rest.includes('*') && rest.some((label) => label !== '*');
}

/**
 * The names of `host` a pattern may match: its registrable domain and the names below it (the owner's), and the
 * public suffixes above it. `cdc.gov.health-news.com` → `cdc.gov.health-news.com`, `gov.health-news.com`,
 * `health-news.com`, `com`; never `gov.<tld>` unless the list says `gov.<tld>` is a public suffix.
 */
function ownedOrSuffixNames(host: string): Name[] {
  const parsed = parse(host);
  const domain = parsed.domain;
  const labels = host.split('.');
  const out: Name[] = [];
  for (let i = 0; i < labels.length; i += 1) {
    const name = labels.slice(i).join('.');
    const owned = domain !== null && (name === domain || name.endsWith(`.${domain}`));
    if (owned) out.push({ name, suffix: false, parentIsSuffix: name === domain });
    else if (isPublicSuffix(name)) out.push({ name, suffix: true, parentIsSuffix: true });
  }
  return out;
}

/**
 * The first government pattern that names this host: a wildcard (`gov.*`) only where the public suffix list says the
 * name is a public suffix (`gov.uk` yes, `gov.example-tld` no), an exact pattern on the registrable domain or a
 * public suffix (`bund.de` and its subdomains, `gov`). Undefined for everything else.
 */
export function governmentMatch(
  host: string,
  patterns: ReadonlyArray<GovernmentPattern>,
): GovernmentMatch | undefined {
  const names = ownedOrSuffixNames(host.toLowerCase().replace(/\.$/, ''));
  for (const { pattern, regex, wildcard } of patterns) {
    const hit = names.find(
      ({ name, suffix, parentIsSuffix }) =>
        regex.test(name) && (suffix || !wildcard || (parentIsSuffix && wildcardMayNameDomain(pattern))),
    );
    if (hit) return { pattern, restrictedSuffix: hit.suffix };
  }
  return undefined;
}
