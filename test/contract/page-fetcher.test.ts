import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedNodeFetch } from '../../lib/engine/adapters/fetch/node-guarded-fetch';
import { articleFromUrl } from '../../lib/composition/load-article';
import { createPageFetcher } from '../../lib/engine/adapters/fetch/readability-page-fetcher';
import { readPage as readPageWith } from '../../lib/extraction/read-page';
import type { PageReader } from '../../lib/engine/ports';
import { manualClock } from '../../lib/engine/adapters/memory/system-clock';
import type { EngineErrorData } from '../../lib/engine/errors';
import { PageSchema } from '../../lib/engine/schemas';
import { normalizeDate } from '../../lib/extraction/published-date';
import { EVIDENCE, withPort } from '../sandbox/corpus';
import { sandboxFetch } from '../sandbox/hosts';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { newsHtml, paragraphs } from '../unit/extraction/page-builder';
import { ENGINE_CONFIG } from '../../lib/engine/config';

/** The reader the composition root hands the fetcher, bound to the default extraction config. */
const readPage: PageReader = (body) => readPageWith(body, ENGINE_CONFIG.extraction);

/** The limits the composition root passes from the run's config; tests override some of them. */
const FETCH_LIMITS = {
  timeoutMs: ENGINE_CONFIG.fetch.timeoutMs,
  maxBytes: ENGINE_CONFIG.fetch.maxBytes,
  maxTextChars: ENGINE_CONFIG.extraction.maxTextChars,
};

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

const redirect =
  (location: () => string, status = 302): Handler =>
  (_req, res) =>
    res.writeHead(status, { location: location() }).end();
const utf16 = (text: string, bom: boolean) =>
  Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);

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
  '/loop-a': redirect(() => '/loop-b'),
  '/loop-b': redirect(() => `${origin}/loop-a`),
  '/self': redirect(() => '/self', 301),
  '/chain': (req, res) => {
    const left = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('left'));
    res.writeHead(307, { location: left > 0 ? `/chain?left=${left - 1}` : '/article' }).end();
  },
  '/to-internal': redirect(() => `${internalOrigin}/secret`),
  '/to-internal-hex': redirect(() => `http://0x7f000001:${internalPort}/secret`),
  '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/iam/'),
  '/to-localhost': redirect(() => `http://localhost:${internalPort}/secret`, 308),
  '/to-file': redirect(() => 'file:///etc/passwd'),
  // Same host name, another port: the internal server.
  '/to-other-port': (req, res) =>
    res
      .writeHead(302, { location: `http://${req.headers.host?.replace(/:\d+$/, '')}:${internalPort}/admin` })
      .end(),
  '/binary': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array<number>(600).fill(0), 7, 8, 1]),
      ),
  '/empty-body': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(),
  '/blank': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('   \n  '),
  '/utf16-bom': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(utf16(newsHtml({ before: '<p>Zürich – 42 °C</p>' }), true)),
  '/utf16-header': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-16le' })
      .end(utf16(newsHtml({ before: '<p>Zürich – 42 °C</p>' }), false)),
  '/utf16-bare': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(utf16(newsHtml({ before: '<p>Zürich – 42 °C</p>' }), false)),
};

/** A second local server standing in for an internal service: it must never receive a request. */
let internal: Server;
let internalPort = 0;
let internalOrigin = '';
const internalHits: string[] = [];
/** Every request the main server saw, as `host path`. */
const seen: string[] = [];

let server: Server;
let origin = '';
const pending = new Set<ServerResponse>();

beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/html' }).end(newsHtml({ before: '<p>INTERNAL SECRET</p>' }));
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  internalOrigin = `http://127.0.0.1:${internalPort}`;
  server = createServer((req, res) => {
    seen.push(`${req.headers.host?.replace(/:\d+$/, '')} ${req.url}`);
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
  internal.closeAllConnections();
  await new Promise((resolve) => internal.close(resolve));
});

const clock = manualClock(Date.UTC(2026, 0, 15, 8, 0, 0));
/** The local test server is loopback: it is let through by exact origin, as the sandbox tests do. */
const fetcher = () =>
  createPageFetcher({
    ...FETCH_LIMITS,
    fetch: globalThis.fetch,
    clock,
    readPage,
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
      ...FETCH_LIMITS,
      fetch: globalThis.fetch,
      clock,
      readPage,
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
    const gone = createPageFetcher({
      ...FETCH_LIMITS,
      readPage,
      fetch: globalThis.fetch,
      clock,
      allowOrigins: [`http://127.0.0.1:${port}`],
    });
    const error = await failure(gone.fetchPage(`http://127.0.0.1:${port}/gone`));
    expect(error).toMatchObject({ code: 'fetch/blocked', retryable: true });
    expect(error.message).toContain('connection was refused');
  });
});

describe('createPageFetcher only reads public addresses', () => {
  it('refuses a loopback page unless its exact origin is allowed, without sending a request', async () => {
    const before = seen.length;
    const strict = createPageFetcher({ ...FETCH_LIMITS, readPage, fetch: globalThis.fetch, clock });
    const error = await failure(strict.fetchPage(`${origin}/article`));
    expect(error).toMatchObject({ code: 'fetch/refused', retryable: false });
    expect(error.message).toBe(
      'Not fetched: 127.0.0.1 is a loopback address, and Cartographer only reads public web pages as evidence.',
    );
    const otherPort = createPageFetcher({
      ...FETCH_LIMITS,
      readPage,
      fetch: globalThis.fetch,
      clock,
      allowOrigins: [internalOrigin],
    });
    expect(await failure(otherPort.fetchPage(`${origin}/article`))).toMatchObject({ code: 'fetch/refused' });
    expect(seen.length).toBe(before);
  });

  it.each([
    ['/to-internal', '127.0.0.1 is a loopback address'],
    ['/to-internal-hex', '127.0.0.1 is a loopback address'],
    ['/to-localhost', 'localhost is a local host name'],
    ['/to-metadata', '169.254.169.254 is a cloud metadata address'],
    ['/to-file', 'file: addresses are not web pages'],
  ])('checks every redirect hop: %s is refused before it is requested', async (path, says) => {
    const error = await failure(fetcher().fetchPage(`${origin}${path}`));
    expect(error).toMatchObject({ code: 'fetch/refused' });
    expect(error.message).toContain(says);
    expect(internalHits).toEqual([]);
  });

  it('says a redirect loop is a loop, and stops after 5 hops', async () => {
    for (const path of ['/loop-a', '/self']) {
      const error = await failure(fetcher().fetchPage(`${origin}${path}`));
      expect(error).toMatchObject({ code: 'fetch/redirects', retryable: false });
      expect(error.message).toBe(
        'The page at ' + new URL(origin).host + ' redirects in a loop, so it was skipped.',
      );
    }
    const five = await fetcher().fetchPage(`${origin}/chain?left=4`);
    expect(five.finalUrl).toBe(`${origin}/article`);
    const before = seen.length;
    const six = await failure(fetcher().fetchPage(`${origin}/chain?left=5`));
    expect(six).toMatchObject({ code: 'fetch/redirects' });
    expect(six.message).toContain('redirects more than 5 times');
    expect(seen.length - before).toBe(6);
  });

  it('checks the addresses a host name resolves to, where DNS is available', async () => {
    const port = new URL(origin).port;
    const dns: Record<string, string[]> = {
      'news.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'rebind.example.com': ['10.0.0.7'],
      'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
      'mapped.example.com': ['::ffff:169.254.169.254'],
    };
    const resolved: string[] = [];
    const withDns = createPageFetcher({
      ...FETCH_LIMITS,
      readPage,
      // Every connection lands on the local server; the resolver says where the name would really go.
      fetch: sandboxFetch(Number(port)),
      clock,
      resolveHost: async (host) => {
        resolved.push(host);
        return dns[host] ?? [];
      },
    });
    const before = seen.length;
    const page = await withDns.fetchPage(`http://news.example.com:${port}/article`);
    expect(page.text).toContain(paragraphs(8)[0]);
    for (const [host, says] of [
      ['rebind.example.com', 'rebind.example.com (10.0.0.7) is a private network address'],
      ['mixed.example.com', 'mixed.example.com (127.0.0.1) is a loopback address'],
      ['mapped.example.com', '(::ffff:169.254.169.254) is a cloud metadata address'],
    ]) {
      const error = await failure(withDns.fetchPage(`http://${host}:${port}/article`));
      expect(error).toMatchObject({ code: 'fetch/refused' });
      expect(error.message).toContain(says);
    }
    expect(seen.slice(before)).toEqual(['news.example.com /article']);
    expect(resolved).toEqual([
      'news.example.com',
      'rebind.example.com',
      'mixed.example.com',
      'mapped.example.com',
    ]);
  });

  it('counts a name lookup that never answers against the timeout', async () => {
    const stuck = createPageFetcher({
      ...FETCH_LIMITS,
      readPage,
      fetch: globalThis.fetch,
      clock,
      timeoutMs: 150,
      resolveHost: () => new Promise<string[]>(() => undefined),
    });
    const error = await failure(stuck.fetchPage('http://slow-dns.example.com/article'));
    expect(error).toMatchObject({ code: 'fetch/timeout' });
  });
});

describe('Node: the connection’s own DNS answer is checked (no rebinding window)', () => {
  it('refuses a name that answered public to the guard but private to the connection', async () => {
    const port = new URL(origin).port;
    // The connection's resolver: every name is 127.0.0.1 (where the local server listens).
    const connectionLookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const fetcher = createPageFetcher({
      ...FETCH_LIMITS,
      readPage,
      fetch: createGuardedNodeFetch({
        lookup: connectionLookup,
        allowOrigins: [`http://allowed.example.com:${port}`],
      }),
      clock,
      // The guard's own lookup is lied to: it sees a public address.
      resolveHost: async () => ['93.184.216.34'],
      allowOrigins: [`http://allowed.example.com:${port}`],
    });
    const before = seen.length;
    const error = await failure(fetcher.fetchPage(`http://rebind.example.com:${port}/article`));
    expect(error).toMatchObject({ code: 'fetch/refused' });
    expect(error.message).toContain('rebind.example.com (127.0.0.1) is a loopback address');
    expect(seen.length).toBe(before);
    const page = await fetcher.fetchPage(`http://allowed.example.com:${port}/article`);
    expect(page.text).toContain(paragraphs(8)[0]);
    expect(seen.slice(before)).toEqual(['allowed.example.com /article']);
  });
});

/**
 * A DNS server that rebinds: each name gets the answers in `script` in turn (the last one repeats). Guard and
 * connection ask the same server, so what the guard saw is not what the connection gets.
 */
function rebindingDns(script: string[]) {
  const queries = new Map<string, number>();
  const log: string[] = [];
  const answer = (host: string, by: string) => {
    const n = queries.get(host) ?? 0;
    queries.set(host, n + 1);
    const address = script[Math.min(n, script.length - 1)]!;
    log.push(`${by} ${host} ${address}`);
    return address;
  };
  const lookup: LookupFunction = (host, options, callback) => {
    const address = answer(host, 'connection');
    const family = address.includes(':') ? 6 : 4;
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return { lookup, resolveHost: async (host: string) => [answer(host, 'guard')], log };
}

describe('Node: only the exact allowed origins connect unchecked (not other ports of their host)', () => {
  const PUBLIC = '93.184.216.34';
  const LOOPBACK = '127.0.0.1';

  it('refuses an allowed host on another port when its DNS answers public, then private', async () => {
    const port = new URL(origin).port;
    const allowOrigins = [`http://dev.example.com:${port}`]; // CARTOGRAPHER_ALLOW_ORIGINS
    const dns = rebindingDns([PUBLIC, LOOPBACK]);
    const fetcher = createPageFetcher({
      ...FETCH_LIMITS,
      fetch: createGuardedNodeFetch({ allowOrigins, lookup: dns.lookup }),
      clock,
      readPage,
      timeoutMs: 2_000,
      allowOrigins,
      resolveHost: dns.resolveHost,
    });
    const hitsBefore = internalHits.length;
    const error = await failure(fetcher.fetchPage(`http://dev.example.com:${internalPort}/admin`));
    expect(error).toMatchObject({ code: 'fetch/refused' });
    expect(error.message).toContain('dev.example.com (127.0.0.1) is a loopback address');
    expect(internalHits.length).toBe(hitsBefore);
    expect(dns.log).toEqual([`guard dev.example.com ${PUBLIC}`, `connection dev.example.com ${LOOPBACK}`]);
    // The allowed origin itself still connects, to whatever its DNS says.
    const page = await fetcher.fetchPage(`http://dev.example.com:${port}/article`);
    expect(page.text).toContain(paragraphs(8)[0]);
  });

  it('refuses the CLI article’s redirect to another port of its own host', async () => {
    const port = new URL(origin).port;
    const target = `http://article.example.com:${port}/to-other-port`;
    // As scripts/check.ts wires it: the article's own origin connects unchecked.
    const dns = rebindingDns([LOOPBACK, PUBLIC, LOOPBACK]);
    const hitsBefore = internalHits.length;
    const before = seen.length;
    const error = await failure(
      articleFromUrl(
        target,
        createGuardedNodeFetch({ allowOrigins: [new URL(target).origin], lookup: dns.lookup }),
        { resolveHost: dns.resolveHost, timeoutMs: 2_000 },
      ),
    );
    expect(error).toMatchObject({ code: 'fetch/refused' });
    expect(error.message).toContain('article.example.com (127.0.0.1) is a loopback address');
    expect(seen.slice(before)).toEqual(['article.example.com /to-other-port']);
    expect(internalHits.length).toBe(hitsBefore);
  });

  it('checks every hop the fetch follows itself, by origin', async () => {
    const port = new URL(origin).port;
    const guarded = createGuardedNodeFetch({
      allowOrigins: [`http://dev.example.com:${port}`],
      lookup: rebindingDns([LOOPBACK]).lookup,
    });
    const hitsBefore = internalHits.length;
    const error = await failure(
      guarded(`http://dev.example.com:${port}/to-other-port`, { redirect: 'follow' }),
    );
    let cause: unknown = error;
    while ((cause as { cause?: unknown }).cause) cause = (cause as { cause?: unknown }).cause;
    expect(cause).toMatchObject({ code: 'ECARTOGRAPHER_PRIVATE_ADDRESS' });
    expect(internalHits.length).toBe(hitsBefore);
  });
});

describe('createPageFetcher on bodies that are not readable text', () => {
  it.each([
    ['/binary', 'fetch/not-html', 'is binary data, not text'],
    ['/empty-body', 'fetch/not-article', 'has no readable text'],
    ['/blank', 'fetch/not-article', 'has no readable text'],
  ])('%s ends with a plain message', async (path, code, says) => {
    const error = await failure(fetcher().fetchPage(`${origin}${path}`));
    expect(error).toMatchObject({ code });
    expect(error.message).toContain(says);
    expect(error.message).not.toMatch(/destructure|undefined|null/);
  });

  it.each([['/utf16-bom'], ['/utf16-header'], ['/utf16-bare']])('decodes UTF-16 (%s)', async (path) => {
    const page = await fetcher().fetchPage(`${origin}${path}`);
    expect(page.text).toContain('Zürich – 42 °C');
    expect(page.text).toContain(paragraphs(8)[0]);
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
    const page = await createPageFetcher({
      ...FETCH_LIMITS,
      fetch: sandboxFetch(sandbox.port),
      clock,
      readPage,
    }).fetchPage(url);
    expect(PageSchema.parse(page)).toEqual(page);
    expect(new URL(page.finalUrl).hostname).toBe(evidence.host);
    for (const stance of evidence.stances) expect(page.text).toContain(stance.sentence);
    expect(page.publishedAt).toBe(normalizeDate(evidence.publishedAt));
    expect(page.fetchedAt).toBe('2026-01-15T08:00:00.000Z');
    expect(sandbox.requests().some((r) => r.kind === 'page' && r.host === evidence.host)).toBe(true);
  });
});
