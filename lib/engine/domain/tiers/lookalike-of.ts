/** lookalikeOf: whether a host imitates a listed credible domain (typo, other suffix, extra labels, homoglyphs). */
import { parse } from 'tldts';
import { prototypeOf } from '../text/confusables';
import { unicodeHost } from './punycode-decode';

/** How a host imitates a listed domain. */
type LookalikeKind = 'homoglyph' | 'extra-labels' | 'hyphenated' | 'other-suffix' | 'typo';

export interface Lookalike {
  /** The listed credible domain it imitates, e.g. `cdc.gov`. */
  of: string;
  how: LookalikeKind;
}

/** When a name is close enough to count (labels shorter than these are too short for the test to mean anything). */
export interface LookalikeLimits {
  /** Shortest listed label a one-edit typo is tested against (`cdcc` for `cdc` is too likely a real other name). */
  typoMinLength: number;
  /** Shortest listed label a two-edit typo is tested against. */
  typo2MinLength: number;
  /** Shortest listed label whose exact label under another suffix counts (`nih.gov.co` for `nih.gov`). */
  otherSuffixMinLength: number;
  /**
   * Under a government-only suffix, only a listed agency's acronym of at most this many letters counts under another
   * country's suffix (`nih.gov.co`); words such as `health` or `state` name real ministries in many countries.
   */
  restrictedAcronymMaxLength: number;
}

/** Listed credible domains indexed for the look-alike tests (build once, reuse). */
export interface LookalikeTargets {
  domains: ReadonlySet<string>;
  /** Label (`domainWithoutSuffix`) → listed domains with that label. */
  byLabel: ReadonlyMap<string, readonly string[]>;
  /** Skeleton of the whole domain → listed domain. */
  bySkeleton: ReadonlyMap<string, string>;
  /** `cdc-gov`, `cdcgov`, `who-int` … → listed domain. */
  byFlat: ReadonlyMap<string, string>;
}

/** Labels that name a registry's namespace, not a body (`gov.ru`, `gob.es`): never a name to imitate. */
const NAMESPACE_LABELS = new Set([
  'gov',
  'gouv',
  'gob',
  'govt',
  'go',
  'gv',
  'gub',
  'mil',
  'nic',
  'state',
  'admin',
]);

interface Split {
  label: string;
  suffix: string;
}

function split(domain: string): Split | undefined {
  const parsed = parse(domain);
  if (!parsed.domainWithoutSuffix || parsed.publicSuffix === null) return undefined;
  return { label: parsed.domainWithoutSuffix, suffix: parsed.publicSuffix };
}

/** Index the listed credible domains. */
export function lookalikeTargets(domains: Iterable<string>): LookalikeTargets {
  const set = new Set<string>();
  const byLabel = new Map<string, string[]>();
  const bySkeleton = new Map<string, string>();
  const byFlat = new Map<string, string>();
  for (const raw of domains) {
    const domain = raw.toLowerCase();
    set.add(domain);
    const parts = split(domain);
    if (!parts) continue;
    // Names, not namespaces: `gov.ru` names no body a `gov.<tld>` could imitate; `rosstat.gov.ru` is found whole.
    if (parse(domain).domain === domain && !NAMESPACE_LABELS.has(parts.label))
      byLabel.set(parts.label, [...(byLabel.get(parts.label) ?? []), domain]);
    if (!bySkeleton.has(skeleton(domain))) bySkeleton.set(skeleton(domain), domain);
    const labels = domain.split('.');
    byFlat.set(labels.join('-'), domain);
    if (domain.length >= 7) byFlat.set(labels.join(''), domain);
  }
  return { domains: set, byLabel, bySkeleton, byFlat };
}

/** ASCII and script look-alikes folded: `whо.int` (Cyrillic о), `rnicrosoft`, `c0vid` read as the letters they imitate. */
export function skeleton(text: string): string {
  const folded = [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((ch) => prototypeOf(ch) ?? ch)
    .join('')
    .toLowerCase();
  return folded
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/[1|]/g, 'l')
    .replace(/i/g, 'l');
}

/**
 * The listed credible domain `host` imitates, or undefined. Under a suffix only a government can register in
 * (`restrictedSuffix`, e.g. `gov.co`) typos cannot be bought, so only homoglyphs and a listed agency's acronym
 * under another country's suffix (`nih.gov.co` for `nih.gov`) count; real namesakes (`cdc.gov.tw`) are listed.
 * `host` must not itself be on a list (the caller looks it
 * up first): a listed domain is never a look-alike, and a name far from every listed domain is not one either.
 */
export function lookalikeOf(
  host: string,
  targets: LookalikeTargets,
  limits: LookalikeLimits,
  options: { restrictedSuffix?: boolean } = {},
): Lookalike | undefined {
  const ascii = host.toLowerCase().replace(/\.$/, '');
  const parsed = parse(ascii);
  const domain = parsed.domain;
  if (!domain || parsed.isIp || targets.domains.has(domain)) return undefined;
  const homoglyph = targets.bySkeleton.get(skeleton(unicodeHost(domain)));
  if (homoglyph && homoglyph !== domain) return { of: homoglyph, how: 'homoglyph' };
  if (options.restrictedSuffix) {
    const label = parsed.domainWithoutSuffix ?? '';
    const sameLabel =
      label.length <= limits.restrictedAcronymMaxLength ? targets.byLabel.get(label)?.[0] : undefined;
    return sameLabel ? { of: sameLabel, how: 'other-suffix' } : undefined;
  }
  const extra = listedInsideHost(ascii, targets);
  if (extra) return { of: extra, how: 'extra-labels' };
  const label = parsed.domainWithoutSuffix ?? '';
  const flat = flatMatch(label, targets);
  if (flat) return { of: flat, how: 'hyphenated' };
  const sameLabel = label.length >= limits.otherSuffixMinLength ? targets.byLabel.get(label)?.[0] : undefined;
  if (sameLabel) return { of: sameLabel, how: 'other-suffix' };
  const typo = nearestTypo(unicodeHost(label), targets, limits);
  return typo ? { of: typo, how: 'typo' } : undefined;
}

/**
 * `cdc.gov.health-news.com`, `www.cdc.gov.ai`: a listed domain spelt out in the host's labels, followed by labels
 * that make it another registrable domain.
 */
function listedInsideHost(host: string, targets: LookalikeTargets): string | undefined {
  const labels = host.split('.').filter(Boolean);
  for (let start = 0; start < labels.length - 1; start += 1)
    for (let end = start + 2; end < labels.length; end += 1) {
      const candidate = labels.slice(start, end).join('.');
      if (targets.domains.has(candidate)) return candidate;
    }
  return undefined;
}

/** `cdc-gov`, `who-int-health`, `reuterscom`: a listed domain with its dots turned into hyphens or dropped. */
function flatMatch(label: string, targets: LookalikeTargets): string | undefined {
  const direct = targets.byFlat.get(label);
  if (direct) return direct;
  const tokens = label.split('-');
  for (let start = 0; start < tokens.length; start += 1)
    for (let end = start + 2; end <= tokens.length; end += 1) {
      const hit = targets.byFlat.get(tokens.slice(start, end).join('-'));
      if (hit) return hit;
    }
  return undefined;
}

function nearestTypo(label: string, targets: LookalikeTargets, limits: LookalikeLimits): string | undefined {
  if (label.length < limits.typoMinLength - 1) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const [listed, domains] of targets.byLabel) {
    if (listed.length < limits.typoMinLength || Math.abs(listed.length - label.length) > 2) continue;
    const allowed = listed.length >= limits.typo2MinLength ? 2 : 1;
    const distance = editDistance(label, listed, allowed);
    // `news21` for `news24`: a changed number names another outlet (a typo squatter changes letters).
    const digitsOnly = /\d/.test(listed) && label.replace(/\d/g, '') === listed.replace(/\d/g, '');
    if (distance >= 1 && distance <= allowed && !digitsOnly && (!best || distance < best.distance))
      best = { domain: domains[0] ?? listed, distance };
  }
  return best?.domain;
}

/** Optimal string alignment distance (a swap of neighbours is one edit); answers `max + 1` once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (i > 0 && rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}
