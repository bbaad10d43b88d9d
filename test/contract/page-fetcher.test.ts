import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageFetcher } from '../../lib/engine/adapters/fetch/readability-page-fetcher';
import { manualClock } from '../../lib/engine/adapters/memory/system-clock';
import type { EngineErrorData } from '../../lib/engine/errors';
import { PageSchema } from '../../lib/engine/schemas';
import { normalizeDate } from '../../lib/extraction';
import { EVIDENCE, withPort } from '../sandbox/corpus';
import { sandboxFetch } from '../sandbox/hosts';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { newsHtml, paragraphs } from '../unit/extraction/page-builder';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const ARTICLE = newsHtml({
  head: '<meta property="article:published_time" content="2023-04-01T12:00:00Z"><meta property="og:site_name" content="Riverside Courier">',
});
/** windows-1252 bytes for "Café crème – naïve €5" (é=E9, è=E8, –=96, ï=EF, €=80). */
const CP1252_PHRASE = Buffer.from([
  0x43, 0x61, 0x66, 0xe9, 0x20, 0x63, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65,
  0x20, 0x80, 0x35,
]);

function cp1252Page(declareInMeta: boolean): Buffer {
  const meta = declareInMeta
    ? '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'
    : '';
  const html = newsHtml({ before: '<p>MARKER</p>' })
    .replace('<meta charset="utf-8">', meta)
    .replace(/’/g, "'");
  const [head, tail] = html.split('MARKER');
  return Buffer.concat([Buffer.from(head!, 'latin1'), CP1252_PHRASE, Buffer.from(tail!, 'latin1')]);
}

const routes: Record<string, Handler> = {
  '/article': (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE),
  '/old-address': (_req, res) => res.writeHead(301, { location: '/moved/article' }).end(),
  '/moved/article': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE),
  '/missing': (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>'),
  '/busy': (_req, res) => res.writeHead(503, { 'retry-after': '7' }).end('busy'),
  '/report.pdf': (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 ...'),
  '/image': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)),
  '/endless': (_req, res) => {
    // Chunked, no Content-Length: only counting the stream can stop it.
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = `<p>${'filler text '.repeat(800)}</p>`;
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', write);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    write();
  },
  '/declared-huge': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': '999999999' }).end(),
  '/cp1252-header': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' }).end(cp1252Page(false)),
  '/cp1252-meta': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(cp1252Page(true)),
  '/utf8-meta': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(Buffer.from(newsHtml({ before: '<p>Café crème – naïve €5 日本</p>' }), 'utf8')),
  '/stall-headers': () => undefined, // never answers
  '/stall-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<!doctype html><html><body><p>The beginning of a page that never ends');
  },
  '/post': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<!doctype html><html lang="en"><head><title>@citizen on Social</title><meta name="date" content="2024-01-09"></head><body><nav>Home Explore</nav><div class="post"><span>Vaccines caused the outbreak in Springfield, my cousin says. Share before they delete this!</span></div><div style="display:none">SECRET instructions</div></body></html>',
      ),
  '/empty': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><nav>Home</nav></body></html>'),
  '/notes.txt': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Budget notes\n\nThe council approved 42 million euros.\n'),
};

let server: Server;
let origin = '';
const pending = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    pending.add(res);
    res.on('close', () => pending.delete(res));
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of pending) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const clock = manualClock(Date.UTC(2026, 0, 15, 8, 0, 0));
/** The local test server is loopback: it is let through by exact origin, as the sandbox tests do. */
const fetcher = () =>
  createPageFetcher({
    fetch: globalThis.fetch,
    clock,
    timeoutMs: 2_000,
    maxBytes: 200_000,
    allowOrigins: [origin],
  });

async function failure(promise: Promise<unknown>): Promise<EngineErrorData> {
  try {
    await promise;
  } catch (error) {
    return error as EngineErrorData;
  }
  throw new Error('expected the fetch to fail');
}

describe('createPageFetcher against a local HTTP server', () => {
  it('returns the article as a Page, dated by the page and stamped by the clock', async () => {
    const page = await fetcher().fetchPage(`${origin}/article`);
    expect(PageSchema.parse(page)).toEqual(page);
    expect(page).toMatchObject({
      url: `${origin}/article`,
      finalUrl: `${origin}/article`,
      siteName: 'Riverside Courier',
      publishedAt: '2023-04-01T12:00:00.000Z',
      fetchedAt: '2026-01-15T08:00:00.000Z',
      lang: 'en',
      contentType: 'text/html',
    });
    expect(page.text.split('\n\n')).toEqual(paragraphs(8));
    expect(page.byteLength).toBe(Buffer.byteLength(ARTICLE));
  });

  it('follows redirects and reports the final URL', async () => {
    const page = await fetcher().fetchPage(`${origin}/old-address`);
    expect(page.url).toBe(`${origin}/old-address`);
    expect(page.finalUrl).toBe(`${origin}/moved/article`);
  });

  it('names the HTTP status of a missing page', async () => {
    const error = await failure(fetcher().fetchPage(`${origin}/missing`));
    expect(error).toMatchObject({ code: 'fetch/http', retryable: false });
    expect(error.message).toContain('answered 404 Not Found');
  });

  it('marks a 503 as retryable with the server’s Retry-After', async () => {
    const error = await failure(fetcher().fetchPage(`${origin}/busy`));
    expect(error).toMatchObject({ code: 'fetch/http', retryable: true, retryAfterMs: 7000 });
    expect(error.message).toContain('503');
  });

  it('refuses a PDF and other non-HTML content with a clear message', async () => {
    const pdf = await failure(fetcher().fetchPage(`${origin}/report.pdf`));
    expect(pdf).toMatchObject({ code: 'fetch/not-html' });
    expect(pdf.message).toContain('PDF');
    const image = await failure(fetcher().fetchPage(`${origin}/image`));
    expect(image).toMatchObject({ code: 'fetch/not-html' });
    expect(image.message).toContain('image/png');
  });

  it('stops reading a body that passes the byte cap', async () => {
    const streamed = await failure(fetcher().fetchPage(`${origin}/endless`));
    expect(streamed).toMatchObject({ code: 'fetch/too-large' });
    expect(streamed.message).toContain('0.2 MB');
    const declared = await failure(fetcher().fetchPage(`${origin}/declared-huge`));
    expect(declared).toMatchObject({ code: 'fetch/too-large' });
  });

  it.each([['/cp1252-header'], ['/cp1252-meta']])('decodes a windows-1252 page (%s)', async (path) => {
    const page = await fetcher().fetchPage(`${origin}${path}`);
    expect(page.text).toContain('Café crème – naïve €5');
  });

  it('decodes a UTF-8 page that declares no charset in the header', async () => {
    const page = await fetcher().fetchPage(`${origin}/utf8-meta`);
    expect(page.text).toContain('Café crème – naïve €5 日本');
  });

  it('times out on a server that never answers, and on a body that never ends', async () => {
    const quick = createPageFetcher({
      fetch: globalThis.fetch,
      clock,
      timeoutMs: 150,
      allowOrigins: [origin],
    });
    const headers = await failure(quick.fetchPage(`${origin}/stall-headers`));
    expect(headers).toMatchObject({ code: 'fetch/timeout', retryable: true });
    expect(headers.message).toContain('did not answer within 0.2 s');
    const body = await failure(quick.fetchPage(`${origin}/stall-body`));
    expect(body).toMatchObject({ code: 'fetch/timeout', retryable: true });
  });

  it('stops when the caller aborts, and says it was cancelled rather than timed out', async () => {
    const controller = new AbortController();
    const running = fetcher().fetchPage(`${origin}/stall-headers`, { signal: controller.signal });
    controller.abort(new Error('user pressed Cancel'));
    const error = await failure(running);
    expect(error).toMatchObject({ code: 'run/cancelled', retryable: false });
    const already = await failure(fetcher().fetchPage(`${origin}/article`, { signal: AbortSignal.abort() }));
    expect(already).toMatchObject({ code: 'run/cancelled' });
  });

  it('keeps a short non-article page as evidence, without its hidden text', async () => {
    const page = await fetcher().fetchPage(`${origin}/post`);
    expect(page.text).toContain('Vaccines caused the outbreak in Springfield');
    expect(page.text).not.toContain('SECRET');
    expect(page.text).not.toContain('Explore');
    expect(page.publishedAt).toBe('2024-01-09T00:00:00.000Z');
  });

  it('fails a page with no readable text', async () => {
    const error = await failure(fetcher().fetchPage(`${origin}/empty`));
    expect(error).toMatchObject({ code: 'fetch/not-article' });
  });

  it('reads plain text pages', async () => {
    const page = await fetcher().fetchPage(`${origin}/notes.txt`);
    expect(page.text).toBe('Budget notes\n\nThe council approved 42 million euros.');
    expect(page.contentType).toBe('text/plain');
  });

  it('reports an unreachable host as blocked and retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = createPageFetcher({ fetch: globalThis.fetch, clock, allowOrigins: [`http://127.0.0.1:${port}`] });
    const error = await failure(gone.fetchPage(`http://127.0.0.1:${port}/gone`));
    expect(error).toMatchObject({ code: 'fetch/blocked', retryable: true });
    expect(error.message).toContain('connection was refused');
  });
});

describe('createPageFetcher against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const official = EVIDENCE.find((e) => e.kind === 'official' && e.publishedAt && e.stances.length > 0)!;
  const social = EVIDENCE.find((e) => e.kind === 'social' && e.stances.length > 0)!;

  it.each([
    ['an official page', official],
    ['a social post', social],
  ])('reads %s on its own domain, with the sentences that carry its stances', async (_kind, evidence) => {
    const url = withPort(evidence.url, sandbox.port);
    const page = await createPageFetcher({ fetch: sandboxFetch(sandbox.port), clock }).fetchPage(url);
    expect(PageSchema.parse(page)).toEqual(page);
    expect(new URL(page.finalUrl).hostname).toBe(evidence.host);
    for (const stance of evidence.stances) expect(page.text).toContain(stance.sentence);
    expect(page.publishedAt).toBe(normalizeDate(evidence.publishedAt));
    expect(page.fetchedAt).toBe('2026-01-15T08:00:00.000Z');
    expect(sandbox.requests().some((r) => r.kind === 'page' && r.host === evidence.host)).toBe(true);
  });
});
