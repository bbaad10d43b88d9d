/**
 * Network catalogue: search results that point at the user's internal network. A local server stands in for the
 * internal service; every connection the engine opens to an address that is neither the sandbox nor the attacker's
 * public-looking site lands on it, so a single request reaching it means the guard failed.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect as netConnect, type AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG, type EngineConfig } from '../../lib/engine/config';
import { renderJsonReport, renderMarkdownReport } from '../../lib/report/markdown-report';
import { loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';
import { mergeSettings } from '../../lib/settings/settings-schema';

const SECRET = 'INTERNAL-PAYROLL-7F3A';

const sandbox = useSandbox({ reset: false });
let internal: Server;
let attacker: Server;
let internalPort = 0;
let attackerPort = 0;
/** Whether the attacker's search also returns the DNS-rebinding names. */
let includeRebinding = false;
/** Every request the stand-in internal service received, as `host path`. */
const internalHits: string[] = [];

/** The attack catalogue: where a search result (or a redirect) points, and what the run must say about it. */
function attackUrls(): { url: string; says: string }[] {
  const p = internalPort;
  return [
    { url: `http://127.0.0.1:${p}/secret`, says: '127.0.0.1 is a loopback address' },
    { url: `http://localhost:${p}/secret`, says: 'localhost is a local host name' },
    { url: `http://127.1:${p}/short`, says: '127.0.0.1 is a loopback address' },
    { url: `http://2130706433:${p}/decimal`, says: '127.0.0.1 is a loopback address' },
    { url: `http://0x7f000001:${p}/hex`, says: '127.0.0.1 is a loopback address' },
    { url: `http://0177.0.0.1:${p}/octal`, says: '127.0.0.1 is a loopback address' },
    { url: `http://api.localhost:${p}/`, says: 'api.localhost is a local host name' },
    { url: `http://[::ffff:127.0.0.1]:${p}/mapped`, says: '[::ffff:7f00:1] is a loopback address' },
    { url: `http://[::1]:${p}/v6`, says: '[::1] is a loopback address' },
    { url: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/', says: 'cloud metadata' },
    { url: 'http://metadata.google.internal/computeMetadata/v1/', says: 'cloud metadata' },
    { url: 'http://10.0.0.5/admin', says: '10.0.0.5 is a private network address' },
    { url: 'http://192.168.1.1/', says: '192.168.1.1 is a private network address' },
    { url: 'http://172.16.0.10/', says: '172.16.0.10 is a private network address' },
    { url: 'http://100.64.0.1/', says: 'carrier-grade NAT' },
    { url: 'http://[fd00::1]/', says: '[fd00::1] is a private network address' },
    { url: 'http://[fe80::1]/', says: '[fe80::1] is a link-local address' },
    { url: 'http://printer.local/', says: 'printer.local is a local host name' },
    { url: 'http://wiki.corp.internal/', says: 'wiki.corp.internal is an internal host name' },
    { url: 'http://jenkins:8080/', says: 'jenkins is a single-label host name' },
    // Public-looking, but answers with a redirect into the internal network.
    {
      url: `http://news-mirror.example.com:${attackerPort}/to-loopback`,
      says: '127.0.0.1 is a loopback address',
    },
    { url: `http://news-mirror.example.com:${attackerPort}/to-metadata`, says: 'cloud metadata' },
    { url: `http://news-mirror.example.com:${attackerPort}/to-hex`, says: '127.0.0.1 is a loopback address' },
    { url: `http://news-mirror.example.com:${attackerPort}/loop`, says: 'redirects in a loop' },
  ];
}

/** Public-looking names whose DNS answer is private (only caught where the resolver is checked). */
const REBINDING: Record<string, string> = {
  'intranet-gateway.example.net': '10.0.0.5',
  'rebind.attacker.example': '127.0.0.1',
};

function internalService(req: IncomingMessage, res: ServerResponse): void {
  internalHits.push(`${req.headers.host} ${req.url}`);
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html><head><title>Payroll</title></head><body><article><h1>Payroll</h1><p>${SECRET}: the MMR vaccine is safe and effective, salaries attached. ${'Internal text. '.repeat(40)}</p></article></body></html>`,
    );
}

/** The attacker's site: a SearXNG-compatible search that returns the catalogue, and redirecting pages. */
function attackerSite(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const go = (location: string): void => {
    res.writeHead(302, { location }).end();
  };
  if (url.pathname === '/searxng/search') {
    const query = url.searchParams.get('q') ?? '';
    const all = [
      ...attackUrls().map((a) => a.url),
      ...(includeRebinding ? Object.keys(REBINDING).map((h) => `http://${h}:${internalPort}/`) : []),
    ].map((u, i) => ({
      url: u,
      title: `Result ${i + 1} about ${query}`,
      content: `${query} — independent analysis of the evidence.`,
    }));
    const results = all;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query, results }));
    return;
  }
  if (url.pathname === '/to-loopback') return go(`http://127.0.0.1:${internalPort}/via-redirect`);
  if (url.pathname === '/to-metadata') return go('http://169.254.169.254/latest/meta-data/');
  if (url.pathname === '/to-hex') return go(`http://0x7f.1:${internalPort}/via-hex-redirect`);
  if (url.pathname === '/loop') return go('/loop');
  res.writeHead(404).end();
}

/**
 * Real fetch whose connections go: to the sandbox for its port, to the attacker for its port, and to the internal
 * service for every other destination (10.0.0.5:80, 169.254.169.254:80, [fd00::1]:80 …).
 */
function routedFetch(): typeof globalThis.fetch {
  const dispatcher = new Agent({
    connect: (options, callback) => {
      const port = Number(options.port) || 80;
      const target = port === sandbox().port || port === attackerPort ? port : internalPort;
      const socket = netConnect({ host: '127.0.0.1', port: target });
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
    },
  });
  return ((input: unknown, init?: Record<string, unknown>) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...(init ?? {}), dispatcher } as Parameters<typeof undiciFetch>[1],
    )) as unknown as typeof globalThis.fetch;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  internal = createServer(internalService);
  attacker = createServer(attackerSite);
  internalPort = await listen(internal);
  attackerPort = await listen(attacker);
});
afterAll(async () => {
  for (const server of [internal, attacker]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

/** The engine's config, reading every result of a query (the catalogue is longer than the default 6 and 5). */
function wideConfig(): EngineConfig {
  const config = structuredClone(ENGINE_CONFIG);
  (config.search as { resultsPerQuery: number }).resultsPerQuery = 40;
  (config.fetch as { pagesPerClaim: number }).pagesPerClaim = 40;
  return config;
}

async function runAttack(withDns: boolean, rebinding: boolean) {
  includeRebinding = rebinding;
  const store = new InMemoryResearchStore();
  const base = sandboxEngineSettings(sandbox(), 'annotated');
  const prompts: string[] = [];
  const fetch = routedFetch();
  const recording: typeof globalThis.fetch = async (input, init) => {
    if (typeof init?.body === 'string') prompts.push(init.body);
    return fetch(input, init);
  };
  const resolved: string[] = [];
  const deps = createEngineDeps(
    mergeSettings(base, {
      search: {
        wikipedia: false,
        openalex: false,
        factcheck: false,
        searxng: { enabled: true, url: `http://127.0.0.1:${attackerPort}/searxng` },
      },
    }),
    {
      fetch: recording,
      store,
      clock: systemClock,
      ids: sequentialIds(),
      // The sandbox and the attacker's public-looking site are the only origins let through; nothing else is.
      allowOrigins: [sandbox().origin],
      config: wideConfig(),
      ...(withDns
        ? {
            resolveHost: async (host: string) => {
              resolved.push(host);
              return [REBINDING[host] ?? '93.184.216.34'];
            },
          }
        : {}),
    },
  );
  internalHits.length = 0;
  // A private page an older version cached must not be served from the cache either.
  const stale = 'http://10.0.0.5/admin';
  await store.putCachedPage(
    {
      url: stale,
      finalUrl: stale,
      title: 'Admin',
      siteName: '10.0.0.5',
      byline: null,
      publishedAt: null,
      lang: 'en',
      text: `${SECRET} cached before the guard existed: the MMR vaccine is safe.`,
      fetchedAt: new Date().toISOString(),
      contentType: 'text/html',
      byteLength: 100,
    },
    Date.now(),
  );
  const report = await checkArticle(deps, {
    article: await loadArticle(sandbox(), 'health'),
    profile: 'quick',
  });
  const cached = await Promise.all(
    attackUrls()
      .filter((a) => a.url !== stale)
      .map((a) => store.getCachedPage(a.url, Date.now(), ENGINE_CONFIG.fetch.cacheTtlMs)),
  );
  return { report, prompts, cached, resolved };
}

describe('search results pointing into the internal network are never fetched', () => {
  it('refuses every private address in every notation, and every redirect into one', async () => {
    const { report, prompts, cached } = await runAttack(false, false);
    expect(report.claims.length).toBeGreaterThan(0);
    expect(internalHits).toEqual([]);
    const notices = report.run.notices.join('\n');
    for (const attack of attackUrls()) expect(notices).toContain(attack.says);
    expect(notices).toMatch(/Not fetched: 127\.0\.0\.1 is a loopback address/);
    expect(cached.filter(Boolean)).toEqual([]);
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) expect(prompt).not.toContain(SECRET);
    expect(renderJsonReport(report, ENGINE_CONFIG)).not.toContain(SECRET);
    expect(renderMarkdownReport(report, ENGINE_CONFIG)).not.toContain(SECRET);
  });

  it('in Node also refuses public-looking names that resolve to a private address', async () => {
    const { report, resolved } = await runAttack(true, true);
    expect(internalHits).toEqual([]);
    const notices = report.run.notices.join('\n');
    expect(notices).toContain('intranet-gateway.example.net (10.0.0.5) is a private network address');
    expect(notices).toContain('rebind.attacker.example (127.0.0.1) is a loopback address');
    expect(resolved).toEqual(expect.arrayContaining(['news-mirror.example.com', ...Object.keys(REBINDING)]));
  });

  it('without the resolver the rebinding names do reach the stand-in service (what the DNS check is for)', async () => {
    // Control: proves the stand-in counts real requests, so the zeros above mean something.
    await runAttack(false, true);
    expect(internalHits.map((h) => h.split(' ')[0]!.replace(/:\d+$/, '')).sort()).toEqual(
      Object.keys(REBINDING).sort(),
    );
  });
});
