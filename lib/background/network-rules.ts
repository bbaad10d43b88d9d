/**
 * Browser-side guard for the extension's own requests: declarativeNetRequest rules that block every request not made
 * from a tab (the background's fetches) to a private, loopback, link-local, metadata or local-name host, on every
 * redirect hop, except the endpoints the user configured (model server, SearXNG…).
 */
import {
  INTERNAL_SUFFIXES,
  LOCAL_SUFFIXES,
  LOOPBACK_DOMAINS,
  METADATA_HOSTS,
  NON_PUBLIC_V4_RANGES,
} from '../engine/domain/non-public-hosts';
import type { Settings } from '../settings/settings';

/** The subset of a declarativeNetRequest rule these guards use (plain strings, as the browser takes them). */
interface NetworkRule {
  id: number;
  priority: number;
  action: { type: 'block' | 'allow' };
  condition: { regexFilter: string; tabIds: number[] };
}

/** Requests with no tab: the service worker's fetches (and the side panel when it is not opened as a tab). */
const NOT_FROM_A_TAB = [-1];
/** `scheme://` and optional credentials, up to the host. */
const START = '^https?://(?:[^/@]*@)?';
/** After the host: optional port, then the path (browsers match canonical URLs, which always have one). */
const END = '\\.?(?::[0-9]+)?(?:[/?#]|$)';
const OCTET = '[0-9]{1,3}';

/** A regex for the whole numbers `lo`..`hi` (0-255) as a canonical IPv4 octet writes them (no leading zeros). */
function numberRange(lo: number, hi: number): string {
  if (lo === 0 && hi === 255) return OCTET;
  const parts: string[] = [];
  for (let n = lo; n <= hi;) {
    const decade = Math.floor(n / 10);
    const last = Math.min(hi, decade * 10 + 9);
    const prefix = decade === 0 ? '' : String(decade);
    parts.push(n === last ? String(n) : `${prefix}[${n % 10}-${last % 10}]`);
    n = last + 1;
  }
  return parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`;
}

/** A regex for the canonical dotted-quad addresses of one CIDR range. */
function v4RangePattern(base: string, bits: number): string {
  const octets = base.split('.').map(Number);
  return octets
    .map((octet, i) => {
      const fixed = Math.min(8, Math.max(0, bits - i * 8));
      return numberRange(octet, octet + 2 ** (8 - fixed) - 1);
    })
    .join('\\.');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A host named `name` or any subdomain of it, for each of `names`. */
const namesWithSubdomains = (names: readonly string[]) =>
  `(?:[^/?#@:\\[]*\\.)?(?:${names.map(escapeRegex).join('|')})`;

/**
 * Hosts as the browser canonicalises them (IPv4 in dotted decimal, IPv6 compressed and lower-cased in brackets),
 * one pattern per rule so each stays below the 2 KB compiled-regex limit (checked with `isRegexSupported`). The IPv4
 * ranges and the names derive from the one list in `lib/engine/domain/non-public-hosts.ts`.
 */
export const BLOCKED_HOST_PATTERNS: readonly string[] = [
  ...NON_PUBLIC_V4_RANGES.map(([base, bits]) => v4RangePattern(base, bits)),
  // IPv6 outside global unicast (2000::/3: a first group of four hex digits starting 2 or 3): ::1, ::, ::ffff:…,
  // fc00::/7, fe80::/10, ff00::/8, 64:ff9b::…; and the 6to4 and Teredo/documentation/benchmark/ORCHID ranges.
  '\\[(?::|[0-9a-f]{1,3}:|[014-9a-f][0-9a-f]{3}:|2002:|2001:(?:0|db8|2|[12][0-9a-f]):)[^\\]]*\\]',
  // Local, internal and loopback names with their subdomains, metadata services by their exact names: one rule
  // per list, as one rule for all of them is over Chromium's regex memory limit.
  namesWithSubdomains(LOCAL_SUFFIXES),
  namesWithSubdomains(INTERNAL_SUFFIXES),
  namesWithSubdomains(LOOPBACK_DOMAINS),
  `(?:${METADATA_HOSTS.map(escapeRegex).join('|')})`,
  // Single-label names (`router`, `metadata`, `jenkins`): never a public site.
  '[^/?#@:.\\[]+',
];

const BLOCK_PRIORITY = 1;
const ALLOW_PRIORITY = 2;
const FIRST_ALLOW_ID = 100;

/** Block rules for the extension's own requests to non-public hosts. */
export function privateAddressRules(): NetworkRule[] {
  return BLOCKED_HOST_PATTERNS.map((host, index) => ({
    id: index + 1,
    priority: BLOCK_PRIORITY,
    action: { type: 'block' },
    condition: { regexFilter: `${START}${host}${END}`, tabIds: NOT_FROM_A_TAB },
  }));
}

type EndpointSettings = Pick<Settings, 'model' | 'search'> & Partial<Pick<Settings, 'factChecks'>>;

/**
 * Every http(s) endpoint URL in the settings (any `url` / `baseUrl`-like field of `model` and `search`, skipping
 * sections switched off), as the canonical prefix requests to it start with.
 */
export function configuredEndpoints(settings: EndpointSettings): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if ((value as { enabled?: unknown }).enabled === false) return;
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'object') visit(field);
      else if (typeof field === 'string' && /url$/i.test(key) && URL.canParse(field.trim())) {
        const url = new URL(field.trim());
        if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
        found.add(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
      }
    }
  };
  visit(settings.model);
  visit(settings.search);
  visit(settings.factChecks);
  return [...found];
}

/** Higher-priority allow rules for the configured endpoints (their URL prefix, not their whole host). */
export function endpointAllowRules(endpoints: readonly string[]): NetworkRule[] {
  return endpoints.map((prefix, index) => ({
    id: FIRST_ALLOW_ID + index,
    priority: ALLOW_PRIORITY,
    action: { type: 'allow' },
    condition: { regexFilter: `^${escapeRegex(prefix)}(?:[/?#]|$)`, tabIds: NOT_FROM_A_TAB },
  }));
}

let installing: Promise<unknown> = Promise.resolve();
/** The rules this worker last installed (serialised); null after a failure or at start. */
let installed: string | null = null;

type Dnr = typeof browser.declarativeNetRequest;
type AddRules = NonNullable<Parameters<Dnr['updateSessionRules']>[0]['addRules']>;

/**
 * Replaces the extension's session rules (only they may filter by tab; the background installs them at every start)
 * with the block rules and allow rules for `settings`' endpoints. Resolves
 * false where the browser has no declarativeNetRequest (the URL checks still apply there).
 */
export function installNetworkRules(settings: EndpointSettings): Promise<boolean> {
  return reinstallNetworkRules(() => Promise.resolve(settings));
}

/**
 * The rules for the settings as they are when this install's turn comes (`load` is called then, not now). Settings
 * read before an earlier install finished could be older than those it installs: the worker's start read them, a
 * save landed, the save's install went first, and the start's install then put the older endpoints back (a
 * configured model server blocked until the next save).
 */
export function reinstallNetworkRules(load: () => Promise<EndpointSettings>): Promise<boolean> {
  const dnr = (browser as { declarativeNetRequest?: Dnr }).declarativeNetRequest;
  if (!dnr?.updateSessionRules) return Promise.resolve(false);
  // One update at a time: two overlapping ones would both remove the old ids and add the same new ones.
  const next = installing.then(async () => {
    const rules = [...privateAddressRules(), ...endpointAllowRules(configuredEndpoints(await load()))];
    const wanted = JSON.stringify(rules);
    // A settings change that leaves the endpoints alone (a key, a profile) does not churn the rules, so no request
    // can meet a ruleset that is being swapped.
    if (wanted === installed) return true;
    const existing = await dnr.getSessionRules();
    await dnr.updateSessionRules({
      removeRuleIds: existing.map((rule) => rule.id),
      addRules: rules as unknown as AddRules,
    });
    installed = wanted;
    return true;
  });
  installing = next.catch(() => {
    installed = null;
    return false;
  });
  return next;
}
