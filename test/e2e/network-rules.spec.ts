/** The browser blocks the background's requests to private hosts on every redirect hop, but not configured endpoints. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_HOST_PATTERNS } from '../../lib/background/network-rules';
import { useExtension } from './use-extension';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('network rules in Chromium', () => {
  const harness = useExtension();
  let redirector: Server;
  let internal: Server;
  let redirectorPort = 0;
  let internalPort = 0;
  const internalHits: string[] = [];

  beforeAll(async () => {
    // Stands in for a service on the user's machine or network: it must never be reached by a redirect.
    internal = createServer((req, res) => {
      internalHits.push(`${req.headers.host} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('INTERNAL SECRET');
    });
    internalPort = await listen(internal);
    // A public-looking page (Chromium maps every name to 127.0.0.1) that redirects.
    redirector = createServer((req, res) => {
      const target =
        req.url === '/to-private'
          ? `http://127.0.0.1:${internalPort}/admin`
          : req.url === '/to-localhost'
            ? `http://localhost:${internalPort}/admin`
            : `http://intranet-looking-but-public.example.com:${internalPort}/public`;
      res.writeHead(302, { location: target }).end();
    });
    redirectorPort = await listen(redirector);
    await harness().useSandbox();
  });
  afterAll(async () => {
    redirector?.closeAllConnections();
    redirector?.close();
    internal?.closeAllConnections();
    internal?.close();
  });

  /** Fetches from the service worker: 'ok <status> <body>' or 'failed <message>'. */
  async function fetchFromWorker(url: string, headers: Record<string, string> = {}): Promise<string> {
    const sw = await harness().worker();
    return sw.evaluate(
      async ([target, options]) => {
        try {
          const response = await fetch(target, { headers: options });
          return `ok ${response.status} ${(await response.text()).slice(0, 40)}`;
        } catch (error) {
          return `failed ${String(error)}`;
        }
      },
      [url, headers] as const,
    );
  }

  async function allowRulesFor(prefix: string) {
    const sw = await harness().worker();
    await expect
      .poll(
        () =>
          sw.evaluate(
            async (text) =>
              (await chrome.declarativeNetRequest.getSessionRules()).some(
                (rule) => rule.action.type === 'allow' && rule.condition.regexFilter?.includes(text),
              ),
            prefix,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
  }

  it('blocks a redirect hop to a private address; the private server never sees the request', async () => {
    await allowRulesFor('127\\.0\\.0\\.1');
    for (const path of ['/to-private', '/to-localhost']) {
      const result = await fetchFromWorker(`http://news.example.com:${redirectorPort}${path}`);
      expect(result).toMatch(/^failed/);
    }
    // A direct request to a private address from the worker is blocked too.
    expect(await fetchFromWorker(`http://127.0.0.1:${internalPort}/direct`)).toMatch(/^failed/);
    expect(internalHits).toEqual([]);
    const sw = await harness().worker();
    // Every block rule compiled (a regex over the size limit is skipped with an error).
    const blockRules = await sw.evaluate(async () =>
      (await chrome.declarativeNetRequest.getSessionRules()).filter((rule) => rule.action.type === 'block'),
    );
    expect(blockRules).toHaveLength(BLOCKED_HOST_PATTERNS.length);
  });

  it('still follows a redirect to a public name (the same server, reached by name)', async () => {
    const result = await fetchFromWorker(`http://news.example.com:${redirectorPort}/to-public`);
    expect(result).toBe('ok 200 INTERNAL SECRET');
    expect(internalHits).toEqual([`intranet-looking-but-public.example.com:${internalPort} /public`]);
  });

  it('lets the configured model endpoint on 127.0.0.1 through, and follows a settings change', async () => {
    const models = `${harness().sandbox.modelBaseUrl()}/models`;
    expect(await fetchFromWorker(models, { authorization: 'Bearer sk-test' })).toMatch(/^ok 200/);
    // Another origin on the same address is not the configured endpoint.
    expect(await fetchFromWorker(`http://127.0.0.1:${internalPort}/v1/models`)).toMatch(/^failed/);
    // Point the model at the "internal" server: its rule is replaced, and it becomes reachable.
    await harness().configure({
      onboarded: true,
      model: {
        provider: 'openai-compatible',
        baseUrl: `http://127.0.0.1:${internalPort}/v1`,
        apiKey: 'sk-test',
        model: 'm',
      },
    });
    await allowRulesFor(`:${internalPort}/v1`);
    expect(await fetchFromWorker(`http://127.0.0.1:${internalPort}/v1/models`)).toBe(
      'ok 200 INTERNAL SECRET',
    );
    expect(await fetchFromWorker(models)).toMatch(/^failed/);
    expect(internalHits.at(-1)).toBe(`127.0.0.1:${internalPort} /v1/models`);
  });
});
