/** Public-address guard: refuses URLs and addresses that reach loopback, private, link-local or metadata networks. */
import {
  INTERNAL_SUFFIXES,
  ipv4Value,
  LOCAL_SUFFIXES,
  LOOPBACK_DOMAINS,
  METADATA_HOSTS,
  NON_PUBLIC_V4_RANGES,
  type NonPublicReason,
} from '../../domain/non-public-hosts';

type UrlVerdict =
  | { ok: true; url: URL }
  | {
      ok: false;
      host: string;
      reason: NonPublicReason | 'unsupported scheme' | 'invalid URL';
      message: string;
    };

/**
 * The IPv4 address a wildcard-DNS name spells out (`10.0.0.1.nip.io`, `10-0-0-1.sslip.io`, `app.192.168.1.1.xip.io`):
 * such names resolve to the address they contain, which a browser cannot check by DNS.
 */
function spelledAddress(host: string): number | null {
  const labels = host.split('.');
  for (let i = 0; i + 4 <= labels.length - 1; i++) {
    const v4 = ipv4Value(labels.slice(i, i + 4).join('.'));
    if (v4 !== null) return v4;
  }
  for (const label of labels.slice(0, -1)) {
    const dashed = /(?:^|-)(\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3})(?:-|$)/.exec(label);
    const v4 = dashed ? ipv4Value(dashed[1]!.replace(/-/g, '.')) : null;
    if (v4 !== null) return v4;
  }
  return null;
}

function classifyV4(value: number): NonPublicReason | null {
  for (const [base, bits, reason] of NON_PUBLIC_V4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = ipv4Value(base)!;
    if (value >= start && value < start + size) return reason;
  }
  return null;
}

/** Eight 16-bit groups of an IPv6 address (brackets, zone and embedded dotted IPv4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let s = text
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!s.includes(':')) return null;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const v4 = ipv4Value(dotted[1]!);
    if (v4 === null) return null;
    s = `${s.slice(0, -dotted[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

function classifyV6(g: number[]): NonPublicReason | null {
  const embedded = (g[6]! * 0x10000 + g[7]!) >>> 0;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'unspecified address';
  if (zeros(0, 7) && g[7] === 1) return 'loopback address';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) and IPv4-compatible (::a.b.c.d).
  if (zeros(0, 5) && g[5] === 0xffff) return classifyV4(embedded) ?? null;
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return classifyV4(embedded) ?? 'reserved address';
  if (zeros(0, 6)) return classifyV4(embedded) ?? 'reserved address';
  // NAT64 well-known prefix 64:ff9b::/96 carries an IPv4 address; 64:ff9b:1::/48 is local use.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return classifyV4(embedded);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private network address';
  if (g[0] === 0xfd00 && g[1] === 0xec2 && zeros(2, 7) && g[7] === 0x254) return 'cloud metadata address';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'private network address';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local address';
  if ((g[0]! & 0xffc0) === 0xfec0) return 'private network address';
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast address';
  // 6to4 (2002::/16) embeds an IPv4 address in bits 16–47.
  if (g[0] === 0x2002) return classifyV4(((g[1]! << 16) | g[2]!) >>> 0);
  // Teredo (2001::/32), benchmarking, ORCHID and documentation ranges never host a public page.
  // (ORCHID is 2001:10::/28 and ORCHIDv2 2001:20::/28: a second group 0x10-0x2f.)
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8 || g[1] === 2 || (g[1]! >= 0x10 && g[1]! <= 0x2f)))
    return 'reserved address';
  // Only global unicast (2000::/3) is public.
  if ((g[0]! & 0xe000) !== 0x2000) return 'reserved address';
  return null;
}

/** Why an IP address (v4 dotted quad or v6, as DNS returns them) is not public, or null when it is. */
export function classifyAddress(address: string): NonPublicReason | null {
  const v4 = ipv4Value(address);
  if (v4 !== null) return classifyV4(v4);
  const v6 = ipv6Groups(address);
  if (v6) return classifyV6(v6);
  return 'reserved address';
}

/** True when `hostname` (already canonical, as `URL.hostname` gives it) is an IP literal. */
export function isIpLiteral(hostname: string): boolean {
  return ipv4Value(hostname) !== null || ipv6Groups(hostname) !== null;
}

/**
 * Why a URL's canonical hostname is not public, or null. IP literals by range; names by the suffixes that
 * never reach the public web (`localhost`, `*.local`, `*.internal`, `*.home.arpa`…) and single-label names.
 */
export function classifyHostname(hostname: string): NonPublicReason | null {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host.startsWith('[') || isIpLiteral(host)) return classifyAddress(host);
  if (host === '') return 'unspecified address';
  if (METADATA_HOSTS.includes(host)) return 'cloud metadata address';
  const endsWith = (suffix: string) => host === suffix || host.endsWith(`.${suffix}`);
  if (LOCAL_SUFFIXES.some(endsWith)) return 'local host name';
  if (LOOPBACK_DOMAINS.some(endsWith)) return 'loopback address';
  const spelled = spelledAddress(host);
  if (spelled !== null && classifyV4(spelled)) return classifyV4(spelled);
  if (INTERNAL_SUFFIXES.some(endsWith)) return 'internal host name';
  if (!host.includes('.')) return 'single-label host name';
  return null;
}

/** "Not fetched: 127.0.0.1 is a loopback address." — the sentence a refused URL is reported with. */
export function refusalMessage(host: string, reason: string): string {
  const article = /^[aeiou]/.test(reason) ? 'an' : 'a';
  return `Not fetched: ${host} is ${article} ${reason}, and Cartographer only reads public web pages as evidence.`;
}

/** Exact origins (`scheme://host:port`) the user let through the guard; nothing a page or result says adds to it. */
export type AllowedOrigins = ReadonlySet<string>;

/**
 * Parses a comma list of exact origins (`CARTOGRAPHER_ALLOW_ORIGINS`). Throws a plain Error naming the first entry
 * that is not an http(s) origin (no path, query or credentials), so a typo is not silently ignored.
 */
export function parseAllowedOrigins(list: string | readonly string[] | undefined): AllowedOrigins {
  const entries = (typeof list === 'string' ? list.split(',') : (list ?? []))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins = new Set<string>();
  for (const entry of entries) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = null;
    }
    const bare =
      parsed &&
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.pathname === '/' &&
      !parsed.search &&
      !parsed.hash &&
      !parsed.username &&
      !parsed.password &&
      !/[/?#]./.test(entry.replace(/^https?:\/\//i, '').replace(/\/$/, ''));
    if (!parsed || !bare)
      throw new Error(
        `"${entry}" is not an origin: write scheme://host:port, for example http://127.0.0.1:8787.`,
      );
    origins.add(parsed.origin);
  }
  return origins;
}

/** True when the URL's origin is one of the allowed exact origins. */
export function isAllowedOrigin(url: URL, allowed: AllowedOrigins | undefined): boolean {
  return !!allowed && allowed.has(url.origin);
}

/** Checks one URL: http(s) only, and a public host unless its exact origin is allowed. */
export function checkUrl(url: string, allowed?: AllowedOrigins): UrlVerdict {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {
      ok: false,
      host: url,
      reason: 'invalid URL',
      message: `Not fetched: "${url}" is not a valid address.`,
    };
  }
  const host = parsed.host;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return {
      ok: false,
      host,
      reason: 'unsupported scheme',
      message: `Not fetched: ${parsed.protocol} addresses are not web pages.`,
    };
  if (isAllowedOrigin(parsed, allowed)) return { ok: true, url: parsed };
  const reason = classifyHostname(parsed.hostname);
  if (reason)
    return { ok: false, host: parsed.hostname, reason, message: refusalMessage(parsed.hostname, reason) };
  return { ok: true, url: parsed };
}
