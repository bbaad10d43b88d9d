/** The one list of non-public hosts: IPv4 ranges and host names that never reach the public web, with their reason. */

/** Why a host or address is not public, in words that finish "… is a ___". */
export type NonPublicReason =
  | 'loopback address'
  | 'private network address'
  | 'link-local address'
  | 'cloud metadata address'
  | 'shared carrier-grade NAT address'
  | 'multicast address'
  | 'broadcast address'
  | 'unspecified address'
  | 'reserved address'
  | 'local host name'
  | 'internal host name'
  | 'single-label host name';

/** IPv4 ranges (base, prefix length, reason), the more specific first: the first range an address falls in names it. */
export const NON_PUBLIC_V4_RANGES: ReadonlyArray<readonly [string, number, NonPublicReason]> = [
  ['169.254.169.254', 32, 'cloud metadata address'],
  ['100.100.100.200', 32, 'cloud metadata address'],
  ['255.255.255.255', 32, 'broadcast address'],
  ['0.0.0.0', 8, 'unspecified address'],
  ['10.0.0.0', 8, 'private network address'],
  ['100.64.0.0', 10, 'shared carrier-grade NAT address'],
  ['127.0.0.0', 8, 'loopback address'],
  ['169.254.0.0', 16, 'link-local address'],
  ['172.16.0.0', 12, 'private network address'],
  ['192.0.0.0', 24, 'reserved address'],
  ['192.0.2.0', 24, 'reserved address'],
  ['192.88.99.0', 24, 'reserved address'],
  ['192.168.0.0', 16, 'private network address'],
  ['198.18.0.0', 15, 'reserved address'],
  ['198.51.100.0', 24, 'reserved address'],
  ['203.0.113.0', 24, 'reserved address'],
  ['224.0.0.0', 4, 'multicast address'],
  ['240.0.0.0', 4, 'reserved address'],
];

/** Exact names of cloud metadata services. */
export const METADATA_HOSTS: readonly string[] = ['metadata.google.internal', 'metadata', 'instance-data'];
/** Suffixes that never name a public site: RFC 6761/6762/8375/9476 and the names RFC 6762 Appendix G lists. */
export const LOCAL_SUFFIXES: readonly string[] = ['localhost', 'local', 'home.arpa'];
export const INTERNAL_SUFFIXES: readonly string[] = [
  'internal',
  'intranet',
  'lan',
  'corp',
  'home',
  'private',
  'localdomain',
  'alt',
];
/** Public names whose DNS always answers 127.0.0.1 (browsers cannot resolve names, so they are known by name). */
export const LOOPBACK_DOMAINS: readonly string[] = ['localtest.me', 'lvh.me', 'vcap.me', 'lacolhost.com'];

/** 32-bit value of a dotted-quad IPv4 address, or null when `text` is not one. */
export function ipv4Value(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}
