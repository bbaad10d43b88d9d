import { describe, expect, it } from 'vitest';
import {
  configuredEndpoints,
  endpointAllowRules,
  privateAddressRules,
} from '../../../lib/background/network-rules';
import { defaultSettings, mergeSettings } from '../../../lib/settings/settings';
import { classifyHostname } from '../../../lib/engine/adapters/fetch/public-address';
import {
  INTERNAL_SUFFIXES,
  LOCAL_SUFFIXES,
  LOOPBACK_DOMAINS,
  METADATA_HOSTS,
  NON_PUBLIC_V4_RANGES,
  ipv4Value,
} from '../../../lib/engine/domain/non-public-hosts';

/** What the browser does: the highest-priority matching rule decides (URLs as the browser canonicalises them). */
function decide(url: string, endpoints: string[] = []): 'block' | 'allow' | 'pass' {
  const canonical = new URL(url).href;
  const rules = [...privateAddressRules(), ...endpointAllowRules(endpoints)]
    .filter((rule) => new RegExp(rule.condition.regexFilter, 'i').test(canonical))
    .sort((a, b) => b.priority - a.priority);
  return rules[0]?.action.type ?? 'pass';
}

describe('the browser rules for the extension’s own requests', () => {
  it.each([
    'http://127.0.0.1:8080/admin',
    'http://2130706433/', // canonicalised to 127.0.0.1
    'http://0x7f.1/',
    'http://10.0.0.5/',
    'http://172.16.0.10/',
    'http://172.31.255.1/',
    'http://192.168.1.1/cgi-bin/reboot',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0:3000/',
    'http://224.0.0.1/',
    'http://user:pw@192.168.0.1/',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:7f00:1::]/',
    'http://localhost:11434/api/tags',
    'http://api.localhost/',
    'http://printer.local/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://router.home.arpa/',
    'http://nas.lan./',
    'http://jenkins:8080/',
    'http://metadata/',
  ])('blocks %s', (url) => {
    expect(decide(url)).toBe('block');
  });

  it.each([
    'https://www.cdc.gov/flu/index.html',
    'http://93.184.216.34/',
    'http://172.32.0.1/',
    'http://192.169.0.1/',
    'http://100.128.0.1/',
    'https://[2606:2800:220:1:248:1893:25c8:1946]/',
    'https://local.example.com/',
    'https://mylocalhost.com/',
    'https://internal.example.org/page?q=localhost',
    'https://example.com/redirect?to=http://127.0.0.1/',
  ])('lets %s through', (url) => {
    expect(decide(url)).toBe('pass');
  });

  it('allows the configured endpoints by URL prefix only', () => {
    const settings = mergeSettings(defaultSettings(), {
      model: { provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1/' },
      search: { searxng: { enabled: true, url: 'http://192.168.1.20:8888' }, brave: { enabled: false } },
    });
    const endpoints = configuredEndpoints(settings);
    expect(endpoints.sort()).toEqual(['http://192.168.1.20:8888', 'http://localhost:11434/v1']);
    expect(decide('http://localhost:11434/v1/chat/completions', endpoints)).toBe('allow');
    expect(decide('http://192.168.1.20:8888/search?q=x&format=json', endpoints)).toBe('allow');
    expect(decide('http://localhost:11434/api/pull', endpoints)).toBe('block');
    expect(decide('http://localhost:11435/v1/chat/completions', endpoints)).toBe('block');
    expect(decide('http://192.168.1.21:8888/search', endpoints)).toBe('block');
  });

  it('does not allow an endpoint of a switched-off search provider', () => {
    const settings = mergeSettings(defaultSettings(), {
      search: { searxng: { enabled: false, url: 'http://192.168.1.20:8888' } },
    });
    expect(configuredEndpoints(settings)).toEqual([]);
  });
});

const dotted = (value: number) => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');

/** Hosts at the edges of every range and name of the one list, and just outside them. */
function edgeHosts(): string[] {
  const v4 = NON_PUBLIC_V4_RANGES.flatMap(([base, bits]) => {
    const start = ipv4Value(base)!;
    const end = start + 2 ** (32 - bits) - 1;
    return [start - 1, start, start + 1, end - 1, end, end + 1].filter((v) => v >= 0 && v <= 0xffffffff);
  }).map(dotted);
  const names = [...LOCAL_SUFFIXES, ...INTERNAL_SUFFIXES, ...LOOPBACK_DOMAINS, ...METADATA_HOSTS].flatMap(
    (name) => [name, `a.${name}`, `${name}.example.com`, `x${name}.com`],
  );
  const v6 = [
    '::1',
    '::',
    '::ffff:7f00:1',
    '::ffff:5db8:d822',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    'fec0::1',
    '64:ff9b::a00:1',
    '100::1',
    '1234::1',
    '2001:db8::1',
    '2001:0:1::1',
    '2001:10::1',
    '2001:4860::1',
    '2606:4700::1',
    '3fff::1',
    '4000::1',
  ].map((a) => `[${a}]`);
  return [...v4, ...names, ...v6];
}

describe('one list of non-public hosts for the URL check and the browser rules', () => {
  it('the browser rules block exactly the hosts the URL check refuses, at every edge of the list', () => {
    const disagreements = edgeHosts()
      .map((host) => ({ host, url: `http://${host}/` }))
      .map(({ host, url }) => ({
        host,
        refused: classifyHostname(new URL(url).hostname) !== null,
        blocked: decide(url) === 'block',
      }))
      .filter(({ refused, blocked }) => refused !== blocked);
    // The one known difference, on the strict side: a browser rule cannot read the IPv4 address inside an
    // IPv4-mapped IPv6 address, so it blocks them all, public ones included (the URL check reads it).
    expect(disagreements).toEqual([{ host: '[::ffff:5db8:d822]', refused: false, blocked: true }]);
  });

  it('keeps every block rule short enough for Chromium to compile', () => {
    // Chromium refuses a regex over 2 KB compiled (isRegexSupported: memoryLimitExceeded) and then installs no rule
    // at all; one rule for every name (252 characters) was refused, the longest accepted today is 138.
    const longest = Math.max(...privateAddressRules().map((rule) => rule.condition.regexFilter.length));
    expect(longest).toBeLessThanOrEqual(160);
  });

  it('a host added to the list is blocked by both (planted)', () => {
    expect(decide('http://192.0.2.7/')).toBe('block');
    expect(decide('http://app.localtest.me/')).toBe('block');
    expect(decide('http://site.alt/')).toBe('block');
    expect(decide('http://192.0.3.7/')).toBe('pass');
    // ORCHID (2001:10::/28, 2001:20::/28) never hosts a page: both refuse it (the URL check let it through before).
    expect(classifyHostname('[2001:10::1]')).toBe('reserved address');
    expect(classifyHostname('[2001:2f::1]')).toBe('reserved address');
    expect(classifyHostname('[2001:30::1]')).toBeNull();
  });
});
