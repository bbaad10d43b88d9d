/**
 * Wikipedia's Current events portal (en.wikipedia.org/wiki/Portal:Current_events/<YYYY>_<Month>_<D>): the day pages
 * around a claim's date, read through the MediaWiki API (`action=parse`), and the news reports cited by the items
 * that carry the query's words. A Wikimedia host: every request identified and through the one Wikimedia budget.
 */
import { englishMonthName } from '../../domain/dates/month-names';
import { EngineError } from '../../errors';
import type { SearchProvider } from '../../ports';
import { viaWikimedia, type WikimediaAccess } from '../http/wikimedia-access';
import type { SearchResult } from '../../schemas';
import { wordsOf } from '../../domain/text/segment';
import {
  createSearchHttp,
  rankResults,
  record,
  str,
  stripHtml,
  type SearchAdapterOptions,
} from './search-http';

interface CurrentEventsOptions extends Omit<SearchAdapterOptions, 'limiter' | 'headers'> {
  /** The client's one Wikimedia budget and identity (required: an unidentified request gets 10 a minute). */
  wikimedia: WikimediaAccess;
  /** Day pages read before and after the claim's day, the first day the portal has, share of query words to match. */
  daysBefore: number;
  daysAfter: number;
  firstDay: string;
  minOverlap: number;
}

const CURRENT_EVENTS_DEFAULTS = {
  baseUrl: 'https://en.wikipedia.org/w/api.php',
  /** Characters of an item kept as a result's title. */
  titleChars: 160,
} as const;

/** One item of a day page: its text and the reports it cites. */
interface PortalItem {
  text: string;
  links: string[];
  day: string;
}

export function createCurrentEventsSearch(options: CurrentEventsOptions): SearchProvider {
  const http = createSearchHttp('Wikipedia Current events', {
    ...options,
    ...viaWikimedia(options.wikimedia),
  });
  const baseUrl = options.baseUrl ?? CURRENT_EVENTS_DEFAULTS.baseUrl;
  // A day page is read once per adapter: every claim and query of the same days matches against the same items.
  const days = new Map<string, Promise<PortalItem[]>>();
  const dayItems = (day: string, signal: AbortSignal | undefined, onSent: (() => void) | undefined) => {
    let items = days.get(day);
    if (!items) {
      items = readDay(day, signal, onSent);
      days.set(day, items);
      // A failed read is not kept: the next query may try again.
      items.catch(() => days.delete(day));
    }
    return items;
  };
  const readDay = async (day: string, signal?: AbortSignal, onSent?: () => void): Promise<PortalItem[]> => {
    const url = new URL(baseUrl);
    const params = {
      action: 'parse',
      page: portalTitle(day),
      prop: 'text',
      format: 'json',
      formatversion: '2',
      redirects: '1',
      origin: '*',
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const body = record(await http.json(url.toString(), { ...(signal ? { signal } : {}), onSent }));
    const error = record(body.error);
    // A day with no page yet (today's, before anyone wrote it) has no items; any other refusal is an error.
    if (str(error.code) === 'missingtitle') return [];
    if (str(error.info))
      throw new EngineError(
        'search/unavailable',
        `Wikipedia refused the Current events page: ${str(error.info)}`,
      );
    return portalItems(str(record(body.parse).text) ?? '', day);
  };
  return {
    id: 'current-events',
    async search({ text, lang, limit, date, signal, onSent }) {
      const terms = queryTerms(text, lang);
      if (terms.length === 0 || limit <= 0 || !date) return [];
      const wanted = portalDays(date, options, options.clock.now());
      if (wanted.length === 0) return [];
      const items: PortalItem[] = [];
      // In series: one Wikimedia request at a time (API:Etiquette).
      for (const day of wanted) items.push(...(await dayItems(day, signal, onSent)));
      const matched = items
        .map((item) => ({ item, overlap: overlap(terms, item.text, lang) }))
        .filter(({ overlap }) => overlap >= options.minOverlap)
        .sort((a, b) => b.overlap - a.overlap);
      const results: Omit<SearchResult, 'rank'>[] = matched.flatMap(({ item }) =>
        item.links.map((url) => ({
          url,
          title: clip(item.text, CURRENT_EVENTS_DEFAULTS.titleChars),
          snippet: item.text,
          provider: 'current-events',
          publishedAt: item.day,
          rating: null,
        })),
      );
      // A report cited by items of several days (a story that ran on) is one result.
      const seen = new Set<string>();
      return rankResults(
        results.filter((result) => !seen.has(result.url) && Boolean(seen.add(result.url))),
        limit,
      );
    },
  };
}

/** The portal's title of a day page: `Portal:Current events/2024 February 14`. */
function portalTitle(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `Portal:Current events/${year} ${englishMonthName(month ?? 1)} ${date}`;
}

/** The days read for a claim's date, inside the portal's range (its first day page to today). */
function portalDays(
  date: string,
  window: Pick<CurrentEventsOptions, 'daysBefore' | 'daysAfter' | 'firstDay'>,
  now: number,
): string[] {
  const day = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day)) return [];
  const first = Date.parse(`${window.firstDay}T00:00:00Z`);
  const days: string[] = [];
  for (let offset = -window.daysBefore; offset <= window.daysAfter; offset++) {
    const at = day + offset * 86_400_000;
    if (at >= first && at <= now) days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The innermost list items of a day page's HTML (an item with no list inside it: the event itself, not its topic
 * heading) that cite at least one report, with the reports' addresses (`class="external…"` links).
 */
function portalItems(html: string, day: string): PortalItem[] {
  const items: PortalItem[] = [];
  for (const match of html.matchAll(/<li\b[^>]*>((?:(?!<li\b)[\s\S])*?)<\/li>/gi)) {
    const inner = match[1] ?? '';
    const links = [...inner.matchAll(/<a\b[^>]*>/gi)]
      .map((tag) => tag[0])
      .filter((tag) => /\bclass="[^"]*\bexternal\b/i.test(tag))
      .map((tag) => /\bhref="([^"]+)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '')
      .filter((href) => /^https?:\/\//i.test(href));
    // The report's name in brackets ("(Reuters)") is a citation, not part of the event.
    const text = stripHtml(inner.replace(/<a\b[^>]*class="[^"]*\bexternal\b[^"]*"[^>]*>[\s\S]*?<\/a>/gi, ''));
    if (links.length > 0 && text !== '') items.push({ text, links: [...new Set(links)], day });
  }
  return items;
}

/** Words that say nothing about which event an item is. */
const STOP = new Set(
  'the and for that with this from have has was were are not but its into than then they their there about after before over under more most also been says said fact check false'.split(
    ' ',
  ),
);

function queryTerms(text: string, lang: string): string[] {
  const words = wordsOf(text, lang).filter(
    (word) => (word.length >= 3 || /^\d+$/.test(word)) && !STOP.has(word),
  );
  return [...new Set(words)];
}

/** Share of `terms` found among the words of `text` (a term matches a word it starts, so "vaccine" finds "vaccines"). */
function overlap(terms: string[], text: string, lang: string): number {
  const words = wordsOf(text, lang);
  const found = terms.filter((term) => words.some((word) => word === term || word.startsWith(term)));
  return found.length / terms.length;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
