import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  classifyAddress,
  classifyHostname,
  parseAllowedOrigins,
} from '../../../lib/engine/adapters/fetch/public-address';

/** [URL as an attacker writes it, the reason it must be refused]. */
const REFUSED: [string, string][] = [
  // Loopback in every IPv4 notation WHATWG URL parsing accepts.
  ['http://127.0.0.1/', 'loopback'],
  ['http://127.0.0.1:8080/admin', 'loopback'],
  ['http://127.1/', 'loopback'],
  ['http://127.0.1/', 'loopback'],
  ['http://2130706433/', 'loopback'],
  ['http://0x7f000001/', 'loopback'],
  ['http://0x7f.1/', 'loopback'],
  ['http://0x7f.0x0.0x0.0x1/', 'loopback'],
  ['http://0177.0.0.1/', 'loopback'],
  ['http://017700000001/', 'loopback'],
  ['http://127.0.0.1./', 'loopback'],
  ['http://127.255.255.254/', 'loopback'],
  ['http://%31%32%37.0.0.1/', 'loopback'],
  ['http://１２７．０．０．１/', 'loopback'],
  ['http://user:secret@127.0.0.1/', 'loopback'],
  ['https://127.0.0.1:443/', 'loopback'],
  // IPv6 loopback and IPv4 inside IPv6.
  ['http://[::1]/', 'loopback'],
  ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
  ['http://[::ffff:127.0.0.1]/', 'loopback'],
  ['http://[::ffff:7f00:1]/', 'loopback'],
  ['http://[0:0:0:0:0:ffff:127.0.0.1]/', 'loopback'],
  ['http://[::127.0.0.1]/', 'loopback'],
  ['http://[::ffff:0:127.0.0.1]/', 'loopback'],
  ['http://[64:ff9b::127.0.0.1]/', 'loopback'],
  ['http://[64:ff9b::a00:1]/', 'private'],
  ['http://[2002:7f00:1::]/', 'loopback'],
  ['http://[2002:c0a8:101::1]/', 'private'],
  // Private networks.
  ['http://10.0.0.1/', 'private'],
  ['http://10.1/', 'private'],
  ['http://167772161/', 'private'],
  ['http://012.0.0.1/', 'private'],
  ['http://172.16.0.1/', 'private'],
  ['http://172.31.255.255/', 'private'],
  ['http://192.168.1.1/', 'private'],
  ['http://0xc0a80101/', 'private'],
  ['http://[::ffff:192.168.0.1]/', 'private'],
  ['http://[::ffff:10.0.0.1]/', 'private'],
  ['http://[fd00::1]/', 'private'],
  ['http://[fc00::1]/', 'private'],
  ['http://[fdff:ffff::1]/', 'private'],
  ['http://[64:ff9b:1::1]/', 'private'],
  ['http://[fec0::1]/', 'private'],
  // Link-local, metadata, CGNAT.
  ['http://169.254.1.1/', 'link-local'],
  ['http://[fe80::1]/', 'link-local'],
  ['http://[febf::1]/', 'link-local'],
  ['http://169.254.169.254/latest/meta-data/', 'metadata'],
  ['http://2852039166/', 'metadata'],
  ['http://0xa9fea9fe/', 'metadata'],
  ['http://[::ffff:169.254.169.254]/', 'metadata'],
  ['http://[fd00:ec2::254]/', 'metadata'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'metadata'],
  ['http://metadata/', 'metadata'],
  ['http://100.100.100.200/', 'metadata'],
  ['http://100.64.0.1/', 'carrier-grade NAT'],
  ['http://100.127.255.255/', 'carrier-grade NAT'],
  // Multicast, broadcast, unspecified, reserved.
  ['http://224.0.0.1/', 'multicast'],
  ['http://239.255.255.250/', 'multicast'],
  ['http://[ff02::1]/', 'multicast'],
  ['http://255.255.255.255/', 'broadcast'],
  ['http://0.0.0.0/', 'unspecified'],
  ['http://0/', 'unspecified'],
  ['http://[::]/', 'unspecified'],
  ['http://0.1.2.3/', 'unspecified'],
  ['http://240.0.0.1/', 'reserved'],
  ['http://192.0.2.1/', 'reserved'],
  ['http://198.18.0.1/', 'reserved'],
  ['http://[2001:db8::1]/', 'reserved'],
  ['http://[2001::1]/', 'reserved'],
  ['http://[100::1]/', 'reserved'],
  ['http://[::8.8.8.8]/', 'reserved'],
  // Names that never reach the public web.
  ['http://localhost/', 'local host name'],
  ['http://LOCALHOST./', 'local host name'],
  ['http://localhost:3000/', 'local host name'],
  ['http://api.localhost/', 'local host name'],
  ['http://printer.local/', 'local host name'],
  ['http://nas.home.arpa/', 'local host name'],
  ['http://db.internal/', 'internal host name'],
  ['http://wiki.corp/', 'internal host name'],
  ['http://router.lan/', 'internal host name'],
  ['http://fileserver/', 'single-label'],
  // Public wildcard-DNS names that resolve to the address they spell (no DNS in a browser to catch them).
  ['http://127.0.0.1.nip.io/', 'loopback'],
  ['http://admin.10.0.0.1.nip.io/', 'private'],
  ['http://169.254.169.254.sslip.io/', 'metadata'],
  ['http://192-168-1-1.sslip.io/', 'private'],
  ['http://app-10-0-0-1-x.sslip.io/', 'private'],
  ['http://localtest.me/', 'loopback'],
  ['http://anything.lvh.me:3000/', 'loopback'],
  ['http://jenkins:8080/', 'single-label'],
];

const PUBLIC = [
  'https://www.who.int/news',
  'http://example.org:8080/a',
  'https://8.8.8.8/',
  'http://1.1.1.1/',
  'http://93.184.216.34/',
  'http://172.15.255.255/',
  'http://172.32.0.1/',
  'http://100.63.255.255/',
  'http://100.128.0.1/',
  'http://169.253.255.255/',
  'http://192.169.0.1/',
  'http://11.0.0.1/',
  'http://[2606:4700:4700::1111]/',
  'http://[64:ff9b::8.8.8.8]/',
  'http://[2002:808:808::1]/',
  'http://[::ffff:8.8.8.8]/',
  'https://en.wikipedia.org./wiki/Vaccine',
  'https://local.example.com/',
  'https://internal-affairs.gov/',
  'https://localhost.example.com/',
  'http://8.8.8.8.nip.io/',
  'http://1-1-1-1.sslip.io/',
  'https://www.2024-10-01.example.com/',
  'https://cdn.1.2.3.example.net/',
];

describe('checkUrl refuses every non-public address, in every notation', () => {
  it.each(REFUSED)('%s is refused (%s)', (url, reason) => {
    const verdict = checkUrl(url);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.reason).toContain(reason);
    expect(verdict.message).toMatch(
      /^Not fetched: .+ is an? .+, and Cartographer only reads public web pages/,
    );
  });

  it.each(PUBLIC)('%s is public', (url) => {
    expect(checkUrl(url)).toMatchObject({ ok: true });
  });

  it('names the canonical host in its plain message', () => {
    expect(checkUrl('http://0x7f.1/secret')).toMatchObject({
      ok: false,
      message:
        'Not fetched: 127.0.0.1 is a loopback address, and Cartographer only reads public web pages as evidence.',
    });
    expect(checkUrl('http://10.1.2.3/')).toMatchObject({
      message: expect.stringContaining('10.1.2.3 is a private network address'),
    });
  });

  it('refuses other schemes and unparseable addresses', () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.org/',
      'gopher://x.org/',
      'javascript:alert(1)',
      'data:text/html,hi',
    ])
      expect(checkUrl(url)).toMatchObject({ ok: false, reason: 'unsupported scheme' });
    for (const url of ['not a url', 'http://1.2.3.4.5/', 'http://[fe80::1%25eth0]/', 'http://[::1/'])
      expect(checkUrl(url)).toMatchObject({ ok: false, reason: 'invalid URL' });
  });
});

describe('the allow list of exact origins', () => {
  const allowed = parseAllowedOrigins('http://127.0.0.1:8787, https://intranet.example.corp');

  it('lets exactly those origins through, nothing else on the same host', () => {
    expect(checkUrl('http://127.0.0.1:8787/evidence/a', allowed).ok).toBe(true);
    expect(checkUrl('https://intranet.example.corp/page', allowed).ok).toBe(true);
    expect(checkUrl('https://intranet.example.corp:443/page', allowed).ok).toBe(true);
    expect(checkUrl('http://127.0.0.1:8788/', allowed).ok).toBe(false);
    expect(checkUrl('http://127.0.0.1/', allowed).ok).toBe(false);
    expect(checkUrl('https://127.0.0.1:8787/', allowed).ok).toBe(false);
    expect(checkUrl('http://localhost:8787/', allowed).ok).toBe(false);
    expect(checkUrl('http://[::1]:8787/', allowed).ok).toBe(false);
    expect(checkUrl('http://intranet.example.corp/', allowed).ok).toBe(false);
    expect(checkUrl('http://10.0.0.1/', allowed).ok).toBe(false);
  });

  it('compares canonical origins: another notation of the allowed address is the same origin', () => {
    expect(checkUrl('http://2130706433:8787/', allowed).ok).toBe(true);
  });

  it('rejects entries that are not bare origins, naming them', () => {
    expect(() => parseAllowedOrigins('http://127.0.0.1:8787/path')).toThrow(
      /"http:\/\/127.0.0.1:8787\/path" is not an origin/,
    );
    expect(() => parseAllowedOrigins('127.0.0.1:8787')).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins('file:///tmp')).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins('http://u:p@127.0.0.1')).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins('http://127.0.0.1:8787?x=1')).toThrow(/not an origin/);
    expect([...parseAllowedOrigins(' , http://127.0.0.1:8787/ ,')]).toEqual(['http://127.0.0.1:8787']);
    expect(parseAllowedOrigins(undefined).size).toBe(0);
  });
});

describe('classifyAddress for resolved addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback address'],
    ['10.20.30.40', 'private network address'],
    ['::1', 'loopback address'],
    ['::ffff:127.0.0.1', 'loopback address'],
    ['fe80::1ff:fe23:4567:890a%eth2', 'link-local address'],
    ['fd12:3456:789a:1::1', 'private network address'],
    ['169.254.169.254', 'cloud metadata address'],
    ['garbage', 'reserved address'],
  ])('%s → %s', (address, reason) => {
    expect(classifyAddress(address)).toBe(reason);
  });

  it('passes public addresses', () => {
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e', '151.101.1.69'])
      expect(classifyAddress(address)).toBeNull();
  });

  it('classifies host names by their suffix, ignoring trailing dots and case', () => {
    expect(classifyHostname('Foo.LocalHost.')).toBe('local host name');
    expect(classifyHostname('example.com')).toBeNull();
    expect(classifyHostname('..')).toBe('unspecified address');
  });
});
