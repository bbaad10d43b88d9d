/**
 * The keyless search endpoints, each in its 2026 wire format and enforcing its documented contract:
 * - Europe PMC REST search (www.ebi.ac.uk/europepmc/webservices/rest/search, `format=json&resultType=core`), throttled
 *   at 10 requests a second and 500 a minute (Europe PMC Developer Forum, February 2026) with a 429 and `errMsg`; a
 *   query with unbalanced quotes or brackets, or a `pageSize` outside 1–1000, is a 400 with `errCode`/`errMsg`.
 * - GDELT DOC 2.0 (api.gdeltproject.org/api/v2/doc/doc, `mode=ArtList&format=json`, blog.gdeltproject.org/gdelt-doc-2-0-api-debuts):
 *   one request every 5 seconds — a closer one gets its plain-text refusal with status 200, as does a keyword shorter
 *   than 3 characters; without `startdatetime`/`enddatetime` it searches the last 3 months.
 * - Wikipedia's Current events portal through the MediaWiki API (`action=parse&page=Portal:Current events/2024
 *   February 14&prop=text&formatversion=2`): a day page whose items cite the corpus's reports of that day.
 */
import { englishMonthName } from '../../lib/engine/domain/dates/month-names';
import { withPort } from './corpus/index';
import type { SandboxEvidencePage } from './corpus/types';
import { allEvidence } from './extra-evidence';
import { escapeHtml } from './html';
import { clampCount, pageId, searchIndex, snippet } from './search-index';
import type { JsonReply, SearchRequest } from './search';

export type KeylessProvider = 'europepmc' | 'gdelt' | 'current-events';
export const KEYLESS_PROVIDERS: KeylessProvider[] = ['europepmc', 'gdelt', 'current-events'];

/** What the sandbox remembers between requests: arrival times per provider. */
export interface KeylessState {
  now(): number;
  arrivals: Partial<Record<KeylessProvider, number[]>>;
  /** GDELT's spacing (5000 ms, as documented; a test may shorten it). */
  gdeltIntervalMs: number;
}

export function keylessState(gdeltIntervalMs = 5000, now: () => number = Date.now): KeylessState {
  return { now, arrivals: {}, gdeltIntervalMs };
}

/** Records an arrival and answers the arrivals of the last `windowMs` before it (this one excluded). */
function arrive(state: KeylessState | undefined, provider: KeylessProvider, windowMs: number): number[] {
  if (!state) return [];
  const at = state.now();
  const list = (state.arrivals[provider] ??= []);
  const recent = list.filter((time) => at - time < windowMs);
  state.arrivals[provider] = [...list.filter((time) => at - time < 60_000), at];
  return recent;
}

const EUROPEPMC_VERSION = '6.9';
export const GDELT_RATE_MESSAGE =
  'Please limit requests to one every 5 seconds or contact kalev.leetaru5@gmail.com for larger queries.';
export const GDELT_SHORT_KEYWORD = 'Your search contained a keyword that was too short.';
function europepmc(request: SearchRequest): JsonReply {
  const query = request.params.get('query') ?? '';
  const recent = arrive(request.state, 'europepmc', 60_000);
  const lastSecond = recent.filter((time) => (request.state?.now() ?? 0) - time < 1000);
  if (lastSecond.length >= 10 || recent.length >= 500)
    return {
      status: 429,
      query,
      body: { errCode: 429, errMsg: 'Too many requests: at most 10 a second and 500 a minute.' },
    };
  const pageSize = Number(request.params.get('pageSize') ?? 25);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000)
    return { status: 400, query, body: { errCode: 400, errMsg: 'pageSize must be between 1 and 1000.' } };
  if (query.trim() === '' || (query.match(/"/g)?.length ?? 0) % 2 === 1 || !balanced(query))
    return { status: 400, query, body: { errCode: 400, errMsg: `Invalid query: ${query}` } };
  const core = request.params.get('resultType') === 'core';
  const hits = searchIndex().search(
    query,
    (doc) => doc.page.kind === 'journal' || doc.page.kind === 'preprint',
  );
  const result = hits.slice(0, pageSize).map(({ doc }) => {
    const id = String(30_000_000 + pageId(doc.page));
    const preprint = doc.page.kind === 'preprint';
    const doi = `10.1016/sandbox.${pageId(doc.page)}`;
    return {
      id: preprint ? `PPR${id}` : id,
      source: preprint ? 'PPR' : 'MED',
      ...(preprint ? {} : { pmid: id }),
      doi,
      title: doc.page.title,
      authorString: doc.page.author ?? '',
      pubYear: doc.page.publishedAt?.slice(0, 4) ?? '',
      pubType: preprint ? 'preprint' : 'journal article',
      isOpenAccess: 'Y',
      ...(core
        ? {
            abstractText: doc.page.paragraphs.join(' '),
            journalInfo: { journal: { title: doc.page.siteName } },
            fullTextUrlList: {
              fullTextUrl: [
                {
                  availability: 'Free',
                  availabilityCode: 'F',
                  documentStyle: 'html',
                  site: 'Publisher',
                  url: withPort(doc.page.url, request.port),
                },
                {
                  availability: 'Subscription required',
                  availabilityCode: 'S',
                  documentStyle: 'doi',
                  site: 'DOI',
                  url: `https://doi.org/${doi}`,
                },
              ],
            },
          }
        : { journalTitle: doc.page.siteName }),
      ...(doc.page.publishedAt ? { firstPublicationDate: doc.page.publishedAt.slice(0, 10) } : {}),
    };
  });
  return {
    status: 200,
    query,
    body: {
      version: EUROPEPMC_VERSION,
      hitCount: hits.length,
      nextCursorMark: 'AoIIP4AAACgzMDAwMDAwMA==',
      request: {
        queryString: query,
        resultType: core ? 'core' : 'lite',
        cursorMark: '*',
        pageSize,
        sort: '',
        synonym: false,
      },
      resultList: { result },
    },
  };
}

function balanced(query: string): boolean {
  let depth = 0;
  for (const char of query.replace(/"[^"]*"/g, '')) {
    if (char === '(') depth++;
    if (char === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** GDELT's `YYYYMMDDHHMMSS` as epoch milliseconds. */
function gdeltTime(value: string | null): number | null {
  const m = value ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value) : null;
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
}

const NEWS_KINDS = new Set<SandboxEvidencePage['kind']>(['news', 'factcheck', 'blog']);

function gdelt(request: SearchRequest): JsonReply {
  const query = request.params.get('query') ?? '';
  const recent = arrive(request.state, 'gdelt', request.state?.gdeltIntervalMs ?? 0);
  if (recent.length > 0) return { status: 200, query, body: GDELT_RATE_MESSAGE };
  const words = query
    .replace(/"[^"]*"/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.some((word) => !/^[(-]|:|^OR$/.test(word) && [...word].length < 3))
    return { status: 200, query, body: GDELT_SHORT_KEYWORD };
  if (request.params.get('format')?.toLowerCase() !== 'json')
    return {
      status: 200,
      query,
      body: `<html><body><h1>${escapeHtml(query)}</h1><p>No JSON asked for.</p></body></html>`,
    };
  const now = request.state?.now() ?? Date.now();
  const start = gdeltTime(request.params.get('startdatetime')) ?? now - 92 * 86_400_000;
  const end = gdeltTime(request.params.get('enddatetime')) ?? now;
  const max = clampCount(request.params.get('maxrecords'), 75, 250);
  const hits = searchIndex().search(query, (doc) => {
    const at = doc.page.publishedAt ? Date.parse(doc.page.publishedAt) : NaN;
    return NEWS_KINDS.has(doc.page.kind) && at >= start && at <= end;
  });
  // GDELT requires every word (no partial matches): a page missing one is not an answer.
  const every = hits.filter(({ doc }) => {
    const text = `${doc.title}\n${doc.body}`.toLowerCase();
    return words.every((word) => text.includes(word.toLowerCase()));
  });
  const articles = every.slice(0, max).map(({ doc }) => ({
    url: withPort(doc.page.url, request.port),
    url_mobile: '',
    title: doc.page.title,
    seendate: (doc.page.publishedAt ? new Date(doc.page.publishedAt) : new Date(now))
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, ''),
    socialimage: '',
    domain: doc.page.host.replace(/^www\./, ''),
    language: doc.page.lang === 'de' ? 'German' : 'English',
    sourcecountry: 'United States',
  }));
  // No article: GDELT answers an empty object.
  return { status: 200, query, body: articles.length > 0 ? { articles } : {} };
}

/** The day a page title names (`Portal:Current events/2024 February 14`), as `YYYY-MM-DD`. */
function portalDay(title: string): string | null {
  const m = /^Portal:Current[ _]events\/(\d{4})[ _]([A-Z][a-z]+)[ _](\d{1,2})$/.exec(title);
  // Wikipedia titles name the month in English, in full ("2026 November 28"): nothing else is a day page.
  const month = m ? [...Array(12).keys()].findIndex((i) => englishMonthName(i + 1) === m[2]) : -1;
  if (!m || month < 0) return null;
  return `${m[1]}-${String(month + 1).padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
}

const REPORT_KINDS = new Set<SandboxEvidencePage['kind']>(['news', 'official', 'factcheck']);

function currentEvents(request: SearchRequest): JsonReply {
  const page = request.params.get('page') ?? '';
  if (request.params.get('action') !== 'parse')
    return {
      status: 200,
      query: page,
      body: { error: { code: 'badvalue', info: 'Unrecognized value for parameter "action".' } },
    };
  const day = portalDay(page);
  const now = request.state?.now() ?? Date.now();
  if (!day || day < '1994-01-01' || Date.parse(`${day}T00:00:00Z`) > now)
    return {
      status: 200,
      query: page,
      body: { error: { code: 'missingtitle', info: "The page you specified doesn't exist." } },
    };
  const reports = allEvidence().filter(
    (evidence) => REPORT_KINDS.has(evidence.kind) && evidence.publishedAt?.slice(0, 10) === day,
  );
  const items = reports
    .map((report) => {
      const event = snippet(report, report.title);
      const link = `<a rel="nofollow" class="external text" href="${escapeHtml(withPort(report.url, request.port))}">(${escapeHtml(report.siteName)})</a>`;
      const topic = escapeHtml(report.title.split(/[:,]/)[0] ?? report.title);
      return `<li><a href="/wiki/${encodeURIComponent(topic.replace(/ /g, '_'))}" title="${topic}">${topic}</a>\n<ul><li>${escapeHtml(event)} ${link}</li></ul></li>`;
    })
    .join('\n');
  const [year, month, date] = day.split('-');
  const heading = `${englishMonthName(Number(month))} ${Number(date)}, ${year}`;
  const text = `<div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr"><div class="current-events-main vevent" id="${day}"><div class="current-events-heading plainlinks" role="heading">${heading}</div><div class="current-events-content description">\n<p><b>Armed conflicts and attacks</b>\n</p>\n<ul>${items}</ul></div></div></div>`;
  return {
    status: 200,
    query: page,
    body: {
      parse: {
        title: page.replace(/_/g, ' '),
        pageid: 400_000 + (Number(day.replace(/-/g, '')) % 100_000),
        text,
      },
    },
  };
}

export const KEYLESS_HANDLERS: Record<KeylessProvider, (request: SearchRequest) => JsonReply> = {
  europepmc,
  gdelt,
  'current-events': currentEvents,
};

export const KEYLESS_PATHS: Record<KeylessProvider, string> = {
  europepmc: '/search',
  gdelt: '/api/v2/doc/doc',
  'current-events': '/w/api.php',
};
