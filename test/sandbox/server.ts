/** The sandbox: one node:http server standing in for the outside world (pages, search APIs, an OpenAI-compatible model). */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dualProtocolFront } from './tls';
import { ARTICLES, EVIDENCE, withPort } from './corpus/index';
import { pdfAt, pdfBytes } from './corpus/pdf-documents';
import type { ArticleName, SandboxArticle, SandboxEvidencePage } from './corpus/types';
import { renderArticle, renderEvidence } from './html';
import { POST_PAGES } from './corpus/posts';
import { ATTACK_POST_PAGES } from './corpus/posts-attacks';
import { OLD_REDDIT_HOST, renderPostPage } from './corpus/posts-html';
import { setExtraEvidence } from './extra-evidence';
import { ScriptedModel, type ModelReply } from './model';
import { handleSearch, SEARCH_PROVIDERS, type JsonReply, type SearchProvider } from './search';
import { keylessState } from './search-keyless';
import { ProviderGate, type LimitsPatch, type ProviderLimits } from './limits';
import { serveFactCheckFeed } from './factcheck-feed';

export type { ArticleName } from './corpus/types';

export interface Latency {
  modelMs: number;
  modelJitterMs: number;
  searchMs: number;
  pageMs: number;
}
export interface SandboxOptions {
  /** 0 = random free port. */
  port?: number;
  latency?: Partial<Latency>;
  /** Model requests beyond this many in flight wait in a queue (default 4). */
  modelConcurrency?: number;
  /** GDELT's spacing between requests (default 5000 ms, as documented). */
  gdeltIntervalMs?: number;
}
export interface SandboxRequest {
  at: number;
  host: string;
  method: string;
  path: string;
  kind: 'page' | 'search' | 'model' | 'control' | 'factcheck-feed';
  provider?: string;
  query?: string;
  scenario?: string;
  schemaName?: string;
  status: number;
  /** The request's Accept header: tells a browser's own navigation from the extension's download of a page. */
  accept?: string;
  /** Chat completions: the prompt's tokens as sent (≈4 characters a token), before any window cut. */
  promptTokens?: number;
  /** Chat completions: the output limit asked for (`max_tokens` / `max_completion_tokens`). */
  maxTokens?: number;
  /** Chat completions to a small-window scenario: the start of the prompt was dropped. */
  truncated?: boolean;
  /** Chat completions: every message as sent (role and text), so a test can read exactly what reached the model. */
  messages?: { role: string; content: string }[];
  /** A Wikimedia request: its client (identity string, or `unidentified`) and whether it identified itself. */
  client?: string;
  identified?: boolean;
  /** A Wikimedia request: its client's Wikimedia requests in flight when it arrived, itself included (1: in series). */
  inFlight?: number;
  /** An OpenAlex request: whether it carried `api_key`. */
  keyed?: boolean;
  /** A model request: its Authorization header as sent (absent: none), so a test sees which key went where. */
  authorization?: string;
}
export interface Sandbox {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  articleUrls: Record<ArticleName, string>;
  /** `${origin}/v1`, or `${origin}/s/<scenario>/v1`. */
  modelBaseUrl(scenario?: string): string;
  searchBaseUrls: Record<SearchProvider, string>;
  /** The generated ClaimReview feed (`factcheck-feed.ts`): `?records=N`, `fail-after=BYTES`, `status=NNN`, `html=1`. */
  factCheckFeedUrl: string;
  /** The request log, oldest first; an entry appears on arrival and gets its status when answered (0 = no answer). */
  requests(): SandboxRequest[];
  /** Clears the log, the scenario counters and the providers' rate-limit counters, and restores the documented limits. */
  reset(): void;
  /** Sets the providers' enforced limits (`limits.ts`; default: their documentation's) until the next reset. */
  setLimits(patch: LimitsPatch): ProviderLimits;
  setLatency(latency: Partial<Latency>): void;
  /**
   * Serves these versions of corpus pages instead (same host and path; e.g. an evidence page with an injected
   * paragraph) until the next call; `setPages([])` restores the corpus. Annotations still come from the corpus.
   * An evidence page at a host and path the corpus lacks is added: served, searched and annotated from its own
   * `stances` (`extra-evidence.ts`).
   */
  setPages(pages: (SandboxArticle | SandboxEvidencePage)[]): void;
  close(): Promise<void>;
}

/** OpenAI's API host: a browser whose resolver maps it to the sandbox's port reaches the sandbox model as OpenAI. */
export const OPENAI_API_HOST = 'api.openai.com';

/** The providers served by Wikimedia: their requests share one per-client minute (`limits.ts`). */
const WIKIMEDIA_PROVIDERS: ReadonlySet<string> = new Set(['wikipedia', 'current-events']);

const NO_LATENCY: Latency = { modelMs: 0, modelJitterMs: 0, searchMs: 0, pageMs: 0 };

function pageKey(host: string, path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  return `${host.toLowerCase()}${decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded}`;
}

const PAGES = new Map<string, { render: (port: number) => string }>([
  ...ARTICLES.map(
    (article) =>
      [
        pageKey(article.host, article.path),
        { render: (port: number) => renderArticle(article, port) },
      ] as const,
  ),
  ...EVIDENCE.map(
    (page) =>
      [pageKey(page.host, page.path), { render: (port: number) => renderEvidence(page, port) }] as const,
  ),
  ...[...POST_PAGES, ...ATTACK_POST_PAGES].map(
    (page) =>
      [pageKey(page.host, page.path), { render: (port: number) => renderPostPage(page, port) }] as const,
  ),
  ...POST_PAGES.filter((page) => page.site === 'reddit').map(
    (page) =>
      [
        pageKey(OLD_REDDIT_HOST, page.path),
        { render: (port: number) => renderPostPage(page, port, { old: true }) },
      ] as const,
  ),
]);

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    return () => {
      this.active -= 1;
      this.waiting.shift()?.();
    };
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, reply: JsonReply | ModelReply): void {
  const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
  const type = typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
  res.writeHead(reply.status, { 'content-type': type, ...(reply.headers ?? {}) });
  res.end(body);
}

function sendStream(res: ServerResponse, reply: ModelReply): void {
  const completion = reply.body as {
    id: string;
    created: number;
    model: string;
    choices: { message: { content: string }; finish_reason?: string }[];
    usage?: unknown;
  };
  const chunk = (delta: unknown, finish: string | null, usage?: unknown) =>
    `data: ${JSON.stringify({ id: completion.id, object: 'chat.completion.chunk', created: completion.created, model: completion.model, choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: completion.choices[0]?.message.content ?? '' }, null));
  res.write(chunk({}, completion.choices[0]?.finish_reason ?? 'stop', completion.usage));
  res.end('data: [DONE]\n\n');
}

/** Starts the sandbox on 127.0.0.1. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  let latency: Latency = { ...NO_LATENCY, ...options.latency };
  const model = new ScriptedModel();
  const modelSlots = new Semaphore(options.modelConcurrency ?? 4);
  let log: SandboxRequest[] = [];
  let keyless = keylessState(options.gdeltIntervalMs);
  const htmlCache = new Map<string, string>();
  const overrides = new Map<string, { render: (port: number) => string }>();
  let port = 0;
  const gate = new ProviderGate();

  async function route(req: IncomingMessage, res: ServerResponse, entry: SandboxRequest): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const host = entry.host;

    const pdf = pdfAt(host, path);
    if (pdf) {
      // PDFs are pages too: a test that slows pages can stop the worker while a PDF downloads.
      await sleep(latency.pageMs);
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(pdfBytes(pdf)));
      return;
    }
    // OpenAI's own host (E2E maps it here) answers as the model server does.
    if (host !== '127.0.0.1' && host !== 'localhost' && host !== OPENAI_API_HOST) {
      const wiki = /^([a-z-]+)\.wikipedia\.org$/.exec(host);
      if (wiki && path === '/w/api.php') {
        Object.assign(entry, { kind: 'search', provider: 'wikipedia' });
        return search(req, res, entry, 'wikipedia', path, url, wiki[1]);
      }
      await sleep(latency.pageMs);
      if (host === 'evil.example') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('collected');
        return;
      }
      const key = pageKey(host, path);
      const page = overrides.get(key) ?? PAGES.get(key);
      if (!page) {
        res
          .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>No page at ${host}${path}.</p></body></html>`,
          );
        return;
      }
      const html = htmlCache.get(key) ?? page.render(port);
      htmlCache.set(key, html);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }

    if (path.startsWith('/_control/') || path === '/') {
      entry.kind = 'control';
      if (path === '/_control/reset' && req.method === 'POST') {
        sandbox.reset();
        return sendJson(res, { status: 200, body: { ok: true } });
      }
      if (path === '/_control/latency' && req.method === 'POST') {
        sandbox.setLatency(JSON.parse((await readBody(req)) || '{}') as Partial<Latency>);
        return sendJson(res, { status: 200, body: { ok: true, latency } });
      }
      if (path === '/_control/limits' && req.method === 'POST') {
        const limits = sandbox.setLimits(JSON.parse((await readBody(req)) || '{}') as LimitsPatch);
        return sendJson(res, { status: 200, body: { ok: true, limits } });
      }
      if (path === '/_control/requests') return sendJson(res, { status: 200, body: log });
      if (path === '/')
        return sendJson(res, {
          status: 200,
          body: {
            articles: sandbox.articleUrls,
            model: sandbox.modelBaseUrl(),
            search: sandbox.searchBaseUrls,
          },
        });
      return sendJson(res, { status: 404, body: { error: `Unknown control endpoint ${path}` } });
    }

    if (path === '/factchecks/claimreview/latest/data.json') {
      entry.kind = 'factcheck-feed';
      return serveFactCheckFeed(url, res, port);
    }
    const modelMatch = /^(?:\/s\/([^/]+))?\/v1(\/.*)$/.exec(path);
    if (modelMatch) {
      const scenario = modelMatch[1] ?? 'annotated';
      Object.assign(entry, { kind: 'model', scenario });
      if (req.headers.authorization !== undefined) entry.authorization = req.headers.authorization;
      const body = await readBody(req);
      const reply = model.handle(
        scenario,
        req.method ?? 'GET',
        modelMatch[2] ?? '',
        req.headers.authorization,
        body,
      );
      if (reply.schemaName) entry.schemaName = reply.schemaName;
      if (reply.request) Object.assign(entry, reply.request);
      if (reply.hang) return; // answers never; the client aborts or close() ends it
      const release = await modelSlots.acquire();
      try {
        await sleep(latency.modelMs + Math.random() * latency.modelJitterMs + (reply.delayMs ?? 0));
      } finally {
        release();
      }
      if (reply.stream && reply.status === 200) return sendStream(res, reply);
      return sendJson(res, reply);
    }

    // Model-server info outside /v1: llama.cpp `GET /props`, LM Studio `GET /api/v0/models`.
    const infoMatch = /^(?:\/s\/([^/]+))?(\/props|\/api\/v0\/models)$/.exec(path);
    if (infoMatch && req.method === 'GET') {
      Object.assign(entry, { kind: 'model', scenario: infoMatch[1] ?? 'annotated' });
      return sendJson(res, model.info(infoMatch[1] ?? 'annotated', infoMatch[2] ?? ''));
    }

    const fault = /^\/(down|ratelimit|ratelimit-bare|error|hang|html-error)\/([^/]+)(\/.*)$/.exec(path);
    if (fault) {
      Object.assign(entry, {
        kind: 'search',
        provider: fault[2],
        query:
          url.searchParams.get('q') ??
          url.searchParams.get('query') ??
          url.searchParams.get('search') ??
          url.searchParams.get('srsearch') ??
          undefined,
      });
      if (fault[1] === 'hang') return; // answers never; the client times out or close() ends it
      await sleep(latency.searchMs);
      if (fault[1] === 'down')
        return sendJson(res, {
          status: 503,
          body: { error: 'Service Unavailable', detail: `${fault[2]} is down (sandbox fault).` },
        });
      if (fault[1] === 'error')
        return sendJson(res, {
          status: 500,
          body: { error: 'Internal Server Error', detail: `${fault[2]} crashed (sandbox fault).` },
        });
      if (fault[1] === 'ratelimit-bare')
        return sendJson(res, {
          status: 429,
          body: { error: 'Too Many Requests', detail: `${fault[2]} rate limit exceeded (sandbox fault).` },
        });
      if (fault[1] === 'html-error') {
        // A captive portal, a CDN's error page or a login wall: HTML with status 200 where JSON was asked for.
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html><head><title>Service temporarily unavailable</title></head><body><h1>Our servers are busy</h1><p>${fault[2]} could not answer your request (sandbox fault). Please try again later.</p></body></html>`,
          );
        return;
      }
      return sendJson(res, {
        status: 429,
        headers: { 'retry-after': '1' },
        body: {
          error: 'Too Many Requests',
          detail: `${fault[2]} rate limit exceeded (sandbox fault). Retry after 1 second.`,
        },
      });
    }

    const provider = /^\/([a-z-]+)(\/.*)$/.exec(path);
    if (provider && (SEARCH_PROVIDERS as string[]).includes(provider[1] ?? '')) {
      Object.assign(entry, { kind: 'search', provider: provider[1] });
      const wikiLang =
        provider[1] === 'wikipedia' ? /^\/([a-z-]+)\/w\/api\.php$/.exec(provider[2] ?? '')?.[1] : undefined;
      return search(
        req,
        res,
        entry,
        provider[1] as SearchProvider,
        wikiLang ? '/w/api.php' : (provider[2] ?? ''),
        url,
        wikiLang,
      );
    }
    sendJson(res, { status: 404, body: { error: `Nothing at ${path} on the sandbox.` } });
  }

  async function search(
    req: IncomingMessage,
    res: ServerResponse,
    entry: SandboxRequest,
    provider: SearchProvider,
    subPath: string,
    url: URL,
    wikiLang?: string,
  ): Promise<void> {
    const body = await readBody(req);
    // Wikimedia counts every request of a client across all its hosts; OpenAlex a day's searches per key.
    const admission = WIKIMEDIA_PROVIDERS.has(provider) ? gate.wikimedia(req.headers) : undefined;
    if (admission) {
      Object.assign(entry, {
        client: admission.client,
        identified: admission.identified,
        inFlight: admission.inFlight,
      });
      res.on('close', admission.done);
    }
    if (provider === 'openalex') entry.keyed = url.searchParams.has('api_key');
    await sleep(latency.searchMs);
    const refused =
      admission?.refused ?? (provider === 'openalex' ? gate.openalex(url.searchParams) : undefined);
    if (refused) {
      entry.query = url.searchParams.get('srsearch') ?? url.searchParams.get('search') ?? undefined;
      return sendJson(res, refused);
    }
    const reply = handleSearch({
      provider,
      path: subPath,
      method: req.method ?? 'GET',
      params: url.searchParams,
      headers: req.headers,
      body,
      port,
      wikiLang,
      state: keyless,
    });
    if (reply.query !== undefined) entry.query = reply.query;
    if (provider === 'openalex' && reply.status === 200)
      reply.headers = { ...reply.headers, ...gate.openalexHeaders(url.searchParams) };
    sendJson(res, reply);
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '127.0.0.1').replace(/:\d+$/, '').toLowerCase();
    const entry: SandboxRequest = {
      at: Date.now(),
      host,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      kind: 'page',
      status: 0,
      ...(req.headers.accept ? { accept: req.headers.accept } : {}),
    };
    log.push(entry);
    res.on('close', () => {
      entry.status = res.headersSent ? res.statusCode : 0;
    });
    route(req, res, entry).catch((cause: unknown) => {
      if (!res.headersSent)
        sendJson(res, { status: 500, body: { error: `Sandbox failure: ${String(cause)}` } });
    });
  };
  const http = createServer(handle);
  const server = dualProtocolFront(http, handle);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  const sandbox: Sandbox = {
    port,
    origin,
    articleUrls: Object.fromEntries(
      ARTICLES.map((article) => [article.name, withPort(article.url, port)]),
    ) as Record<ArticleName, string>,
    modelBaseUrl: (scenario?: string) =>
      scenario && scenario !== 'annotated' ? `${origin}/s/${scenario}/v1` : `${origin}/v1`,
    searchBaseUrls: {
      searxng: `${origin}/searxng`,
      brave: `${origin}/brave`,
      wikipedia: `${origin}/wikipedia`,
      openalex: `${origin}/openalex`,
      factcheck: `${origin}/factcheck`,
      tavily: `${origin}/tavily`,
      europepmc: `${origin}/europepmc`,
      gdelt: `${origin}/gdelt/api/v2/doc/doc`,
      'current-events': `${origin}/current-events/w/api.php`,
    },
    factCheckFeedUrl: `${origin}/factchecks/claimreview/latest/data.json`,
    requests: () => [...log],
    reset: () => {
      log = [];
      model.reset();
      keyless = keylessState(options.gdeltIntervalMs);
      gate.reset();
    },
    setLimits: (patch) => gate.setLimits(patch),
    setLatency: (next) => {
      latency = { ...latency, ...next };
    },
    setPages: (pages) => {
      overrides.clear();
      htmlCache.clear();
      setExtraEvidence(
        pages.filter(
          (p): p is SandboxEvidencePage => !('claims' in p) && !PAGES.has(pageKey(p.host, p.path)),
        ),
      );
      for (const page of pages) {
        const render = (at: number) =>
          'claims' in page ? renderArticle(page, at) : renderEvidence(page, at);
        overrides.set(pageKey(page.host, page.path), { render });
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        setExtraEvidence([]);
        server.close((error) => (error ? reject(error) : resolve()));
        server.destroyConnections();
      }),
  };
  return sandbox;
}
