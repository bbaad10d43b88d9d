/** The CLI's article fetch: the evidence fetcher's guarded download (timeout, size cap, charset, redirect checks). */
import { execFile } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFromUrl } from '../../lib/composition/load-article';
import { newsHtml } from '../unit/extraction/page-builder';
import { startLocalServer, type LocalServer } from '../unit/adapters/local-server';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

async function check(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/check.ts', ...args], {
      env: { ...process.env, OPENAI_API_KEY: '', ...env },
      timeout: 50_000,
      maxBuffer: 1_000_000,
    });
    return { code: 0, stdout, stderr, ms: Date.now() - started };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '', ms: Date.now() - started };
  }
}

const TITLE = 'Café crème – naïve €5';
const cp1252 = (html: string) =>
  Buffer.from(html.replace(/’/g, "'").replace('–', '\x96').replace('€', '\x80'), 'latin1');
const endless = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  const chunk = `<p>${'filler text '.repeat(5_000)}</p>`;
  const write = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', write);
  };
  res.on('close', () => res.removeAllListeners('drain'));
  write();
};

let site: LocalServer;
let internal: LocalServer;
beforeAll(async () => {
  internal = await startLocalServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(newsHtml()),
  );
  site = await startLocalServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/hang') return; // never answers
    if (path === '/huge') return endless(res);
    if (path === '/cp1252-header')
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
        .end(cp1252(newsHtml({ title: TITLE }).replace('<meta charset="utf-8">', '')));
    if (path === '/cp1252-meta')
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          cp1252(
            newsHtml({ title: TITLE }).replace('<meta charset="utf-8">', '<meta charset="windows-1252">'),
          ),
        );
    if (path === '/utf16')
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(newsHtml({ title: TITLE }), 'utf16le')]));
    if (path === '/binary')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(5_000, 0));
    if (path === '/moved') return void res.writeHead(301, { location: '/cp1252-header' }).end();
    if (path === '/to-internal')
      return void res.writeHead(302, { location: `${internal.origin}/admin` }).end();
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await site?.close();
  await internal?.close();
});

describe('articleFromUrl', () => {
  it.each([['/cp1252-header'], ['/cp1252-meta'], ['/utf16'], ['/moved']])(
    'honours the page’s charset (%s)',
    async (path) => {
      const result = await articleFromUrl(`${site.origin}${path}`, globalThis.fetch);
      expect(result.ok && result.article.title).toBe(TITLE);
    },
  );

  it('stops a hanging address at the timeout and a huge page at the size cap', async () => {
    const hang = await articleFromUrl(`${site.origin}/hang`, globalThis.fetch, { timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(hang).toMatchObject({ code: 'fetch/timeout' });
    expect((hang as Error).message).toContain('did not answer within 0.3 s');
    const huge = await articleFromUrl(`${site.origin}/huge`, globalThis.fetch, { maxBytes: 2_000_000 });
    expect(huge).toEqual({
      ok: false,
      reason: 'too-large',
      message: 'This page is larger than 2 MB, so it was not checked.',
    });
  });

  it('says binary data is not an article', async () => {
    const result = await articleFromUrl(`${site.origin}/binary`, globalThis.fetch);
    expect(result).toMatchObject({ ok: false, reason: 'not-article' });
  });

  it('fetches the address the user gave, but no redirect from it into another private origin', async () => {
    const error = await articleFromUrl(`${site.origin}/to-internal`, globalThis.fetch).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'fetch/refused' });
    expect((error as Error).message).toContain('127.0.0.1 is a loopback address');
    expect(internal.requests).toEqual([]);
  });
});

describe('npm run check on a misbehaving address', () => {
  it('gives up on a hanging address with a message, within the timeout', async () => {
    const result = await check({}, `${site.origin}/hang`);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/did not answer within 10 s/);
    expect(result.ms).toBeLessThan(35_000);
  }, 180_000);

  it('caps a huge page instead of reading it all', async () => {
    const result = await check({}, `${site.origin}/huge`);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      'Cannot check this page: This page is larger than 8 MB, so it was not checked.',
    );
  }, 180_000);

  it('refuses a redirect into the internal network, and rejects an allow list that is not made of origins', async () => {
    const redirected = await check({}, `${site.origin}/to-internal`);
    expect(redirected.code).toBe(1);
    expect(redirected.stderr).toMatch(/Not fetched: 127\.0\.0\.1 is a loopback address/);
    expect(internal.requests).toEqual([]);
    const bad = await check(
      { CARTOGRAPHER_ALLOW_ORIGINS: 'http://127.0.0.1:8787/v1' },
      `${site.origin}/hang`,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('CARTOGRAPHER_ALLOW_ORIGINS: "http://127.0.0.1:8787/v1" is not an origin');
  }, 180_000);
});
