/** Search endpoints in the wire formats of SearXNG, Brave, MediaWiki, OpenAlex, Google Fact Check Tools, Tavily, Europe PMC, GDELT and Wikipedia's Current events. */
import { withPort } from './corpus/index';
import type { SandboxEvidencePage } from './corpus/types';
import { escapeHtml } from './html';
import { tokenize } from './text';
import { clampCount, pageId, searchIndex, snippet } from './search-index';
import {
  KEYLESS_HANDLERS,
  KEYLESS_PATHS,
  KEYLESS_PROVIDERS,
  type KeylessProvider,
  type KeylessState,
} from './search-keyless';

export type SearchProvider =
  'searxng' | 'brave' | 'wikipedia' | 'openalex' | 'factcheck' | 'tavily' | KeylessProvider;
export const SEARCH_PROVIDERS: SearchProvider[] = [
  'searxng',
  'brave',
  'wikipedia',
  'openalex',
  'factcheck',
  'tavily',
  ...KEYLESS_PROVIDERS,
];

export interface SearchRequest {
  provider: SearchProvider;
  /** Path below the provider prefix, e.g. `/search` or `/res/v1/web/search`. */
  path: string;
  method: string;
  params: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  port: number;
  /** Language of a host-routed Wikipedia request (`de.wikipedia.org`). */
  wikiLang?: string;
  /** The sandbox's memory of earlier requests (the rate rules of `search-keyless.ts`); absent: none enforced. */
  state?: KeylessState;
}

export interface JsonReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  query?: string;
}

function header(request: SearchRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function highlight(text: string, query: string, open: string, close: string): string {
  const terms = new Set(tokenize(query));
  return escapeHtml(text)
    .split(/(\s+)/)
    .map((word) => (terms.has(tokenize(word)[0] ?? '\u0000') ? `${open}${word}${close}` : word))
    .join('');
}

function isWiki(page: SandboxEvidencePage): boolean {
  return page.host.endsWith('.wikipedia.org');
}

function wikiTitle(page: SandboxEvidencePage): string {
  return decodeURIComponent(page.path.replace(/^\/wiki\//, '')).replace(/_/g, ' ');
}

function humanAge(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function searxng(request: SearchRequest): JsonReply {
  const query = request.params.get('q') ?? '';
  if (request.params.get('format') !== 'json') {
    return {
      status: 403,
      body: 'format not allowed: add format=json (and enable it in settings.yml)',
      query,
    };
  }
  const hits = searchIndex().search(query).slice(0, 20);
  const results = hits.map(({ doc, score }, index) => ({
    url: withPort(doc.page.url, request.port),
    title: doc.page.title,
    content: snippet(doc.page, query),
    engine: index % 2 === 0 ? 'duckduckgo' : 'bing',
    engines: ['duckduckgo', 'bing'],
    parsed_url: ['http', `${doc.page.host}:${request.port}`, doc.page.path, '', '', ''],
    template: 'default.html',
    positions: [index + 1],
    score: Number(score.toFixed(4)),
    category: 'general',
    ...(doc.page.publishedAt ? { publishedDate: doc.page.publishedAt } : {}),
  }));
  return {
    status: 200,
    query,
    body: {
      query,
      number_of_results: results.length,
      results,
      answers: [],
      corrections: [],
      infoboxes: [],
      suggestions: [],
      unresponsive_engines: [],
    },
  };
}

function brave(request: SearchRequest): JsonReply {
  const query = request.params.get('q') ?? '';
  const token = header(request, 'x-subscription-token');
  if (!token || token.startsWith('bad')) {
    return {
      status: 401,
      query,
      body: {
        type: 'ErrorResponse',
        error: {
          id: 'c3e1d6a2-0000-4000-8000-sandbox',
          status: 401,
          code: 'SUBSCRIPTION_TOKEN_INVALID',
          detail: 'The provided subscription token is invalid.',
          meta: { component: 'authentication' },
        },
        time: 1700000000,
      },
    };
  }
  const count = clampCount(request.params.get('count'), 20, 20);
  const results = searchIndex()
    .search(query)
    .slice(0, count)
    .map(({ doc }) => ({
      type: 'search_result',
      title: doc.page.title,
      url: withPort(doc.page.url, request.port),
      description: highlight(snippet(doc.page, query), query, '<strong>', '</strong>'),
      language: doc.page.lang,
      family_friendly: true,
      ...(doc.page.publishedAt
        ? { page_age: doc.page.publishedAt.slice(0, 19), age: humanAge(doc.page.publishedAt) }
        : {}),
      meta_url: {
        scheme: 'http',
        netloc: `${doc.page.host}:${request.port}`,
        hostname: doc.page.host,
        path: doc.page.path,
      },
    }));
  return {
    status: 200,
    query,
    body: {
      type: 'search',
      query: { original: query, more_results_available: false },
      web: { type: 'search', results, family_friendly: true },
    },
  };
}

function wikipedia(request: SearchRequest): JsonReply {
  const query = request.params.get('srsearch') ?? '';
  const lang = request.wikiLang ?? 'en';
  if (request.params.get('action') !== 'query' || request.params.get('list') !== 'search') {
    return {
      status: 200,
      query,
      body: { error: { code: 'badvalue', info: 'Unrecognized value for parameter "action" or "list".' } },
    };
  }
  const limit = clampCount(request.params.get('srlimit'), 10, 500);
  const hits = searchIndex().search(query, (doc) => isWiki(doc.page) && doc.page.host.startsWith(`${lang}.`));
  const search = hits.slice(0, limit).map(({ doc }) => {
    const body = doc.page.paragraphs.join(' ');
    return {
      ns: 0,
      title: wikiTitle(doc.page),
      pageid: pageId(doc.page),
      size: body.length,
      wordcount: body.split(/\s+/).length,
      snippet: highlight(snippet(doc.page, query), query, '<span class="searchmatch">', '</span>'),
      timestamp: '2024-03-01T12:00:00Z',
    };
  });
  return {
    status: 200,
    query,
    body: { batchcomplete: '', query: { searchinfo: { totalhits: hits.length }, search } },
  };
}

function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {};
  text.split(/\s+/).forEach((word, position) => {
    if (!word) return;
    (index[word] ??= []).push(position);
  });
  return index;
}

function openalex(request: SearchRequest): JsonReply {
  const query = request.params.get('search') ?? '';
  const perPage = clampCount(request.params.get('per-page') ?? request.params.get('per_page'), 25, 200);
  const hits = searchIndex().search(
    query,
    (doc) => doc.page.kind === 'journal' || doc.page.kind === 'preprint',
  );
  const results = hits.slice(0, perPage).map(({ doc, score }) => {
    const id = `https://openalex.org/W${4000000000 + pageId(doc.page)}`;
    const isArxiv = doc.page.host === 'arxiv.org';
    return {
      id,
      doi: isArxiv
        ? `https://doi.org/10.48550/arxiv.${doc.page.path.split('/').pop()}`
        : `https://doi.org/10.1016/sandbox.${pageId(doc.page)}`,
      title: doc.page.title,
      display_name: doc.page.title,
      relevance_score: Number(score.toFixed(3)),
      publication_date: doc.page.publishedAt?.slice(0, 10) ?? null,
      publication_year: doc.page.publishedAt ? Number(doc.page.publishedAt.slice(0, 4)) : null,
      type: isArxiv ? 'preprint' : 'article',
      primary_location: {
        landing_page_url: withPort(doc.page.url, request.port),
        source: { display_name: doc.page.siteName, type: isArxiv ? 'repository' : 'journal' },
      },
      authorships: (doc.page.author ?? '')
        .split(/,\s*/)
        .filter(Boolean)
        .map((name) => ({ author: { display_name: name } })),
      abstract_inverted_index: invertedIndex(doc.page.paragraphs.join(' ')),
    };
  });
  return {
    status: 200,
    query,
    body: {
      meta: { count: hits.length, db_response_time_ms: 12, page: 1, per_page: perPage },
      results,
      group_by: [],
    },
  };
}

function factcheck(request: SearchRequest): JsonReply {
  const query = request.params.get('query') ?? '';
  const key = request.params.get('key');
  if (!key) {
    // Google APIs' answer to a call without a key or other identity (cloud.google.com/apis/design/errors: the
    // `error: { code, message, status }` shape; PERMISSION_DENIED with this message for "unregistered callers").
    return {
      status: 403,
      query,
      body: {
        error: {
          code: 403,
          message:
            "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
          status: 'PERMISSION_DENIED',
        },
      },
    };
  }
  if (key.startsWith('bad')) {
    return {
      status: 400,
      query,
      body: {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
              metadata: { service: 'factchecktools.googleapis.com' },
            },
          ],
        },
      },
    };
  }
  const lang = request.params.get('languageCode');
  const pageSize = clampCount(request.params.get('pageSize'), 10, 100);
  const hits = searchIndex().search(
    query,
    (doc) => Boolean(doc.page.claimReview) && (!lang || doc.page.lang === lang.slice(0, 2)),
  );
  const claims = hits.slice(0, pageSize).map(({ doc }) => {
    const review = doc.page.claimReview!;
    return {
      text: review.claimText,
      claimant: review.claimant,
      claimDate: `${review.claimDate}T00:00:00Z`,
      claimReview: [
        {
          publisher: { name: review.publisher, site: doc.page.host.replace(/^www\./, '') },
          url: withPort(doc.page.url, request.port),
          title: doc.page.title,
          reviewDate: `${review.reviewDate}T00:00:00Z`,
          textualRating: review.rating,
          languageCode: doc.page.lang,
        },
      ],
    };
  });
  return { status: 200, query, body: claims.length > 0 ? { claims } : {} };
}

function tavily(request: SearchRequest): JsonReply {
  let payload: { query?: unknown; max_results?: unknown; api_key?: unknown } = {};
  try {
    payload = JSON.parse(request.body || '{}') as typeof payload;
  } catch {
    return { status: 400, body: { detail: { error: 'Invalid JSON body.' } } };
  }
  const query = typeof payload.query === 'string' ? payload.query : '';
  const auth = header(request, 'authorization') ?? '';
  const key = auth.replace(/^Bearer\s+/i, '') || (typeof payload.api_key === 'string' ? payload.api_key : '');
  if (!key.startsWith('tvly-') || key.startsWith('tvly-bad')) {
    return { status: 401, query, body: { detail: { error: 'Unauthorized: missing or invalid API key.' } } };
  }
  if (request.method !== 'POST')
    return { status: 405, query, body: { detail: { error: 'Method Not Allowed' } } };
  if (!query) return { status: 400, query, body: { detail: { error: 'Query is missing.' } } };
  const max = clampCount(String(payload.max_results ?? 5), 5, 20);
  const hits = searchIndex().search(query).slice(0, max);
  const top = hits[0]?.score ?? 1;
  const results = hits.map(({ doc, score }) => ({
    title: doc.page.title,
    url: withPort(doc.page.url, request.port),
    content: snippet(doc.page, query),
    score: Number((score / top).toFixed(4)),
    raw_content: null,
    ...(doc.page.publishedAt ? { published_date: new Date(doc.page.publishedAt).toUTCString() } : {}),
  }));
  return {
    status: 200,
    query,
    body: { query, follow_up_questions: null, answer: null, images: [], results, response_time: 0.42 },
  };
}

const HANDLERS: Record<SearchProvider, (request: SearchRequest) => JsonReply> = {
  searxng,
  brave,
  wikipedia,
  openalex,
  factcheck,
  tavily,
  ...KEYLESS_HANDLERS,
};

const EXPECTED_PATHS: Record<SearchProvider, string> = {
  searxng: '/search',
  brave: '/res/v1/web/search',
  wikipedia: '/w/api.php',
  openalex: '/works',
  factcheck: '/v1alpha1/claims:search',
  tavily: '/search',
  ...KEYLESS_PATHS,
};

/** Answers one search request; unknown paths get a 404 JSON error. */
export function handleSearch(request: SearchRequest): JsonReply {
  if (request.path !== EXPECTED_PATHS[request.provider]) {
    return { status: 404, body: { error: `No such ${request.provider} endpoint: ${request.path}` } };
  }
  return HANDLERS[request.provider](request);
}

/** The ranked evidence pages for a query (for tests that check the corpus is findable). */
export function rankEvidence(query: string): SandboxEvidencePage[] {
  return searchIndex()
    .search(query)
    .map((hit) => hit.doc.page);
}
