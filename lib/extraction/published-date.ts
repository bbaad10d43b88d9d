/** Publication date: read from meta tags, JSON-LD, microdata and <time>, normalised to an ISO 8601 instant. */
import { jsonLdDatePublished } from './json-ld';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  januar: 1,
  februar: 2,
  märz: 3,
  maerz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
};

function utcIso(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  if (y < 1800 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || s > 60)
    return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (date.getUTCDate() !== d) return null; // 31 February and friends
  return date.toISOString();
}

function monthNumber(name: string): number | undefined {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? MONTHS[key.slice(0, 3)];
}

/**
 * Normalises a date as pages write it to an ISO instant (`2024-03-05T10:00:00.000Z`), or null when it is not a
 * date. ISO dates, offsets and `YYYYMMDD` are exact; a date without a time is midnight UTC; a date-time without an
 * offset is read as UTC (pages rarely say, and the day is what matters for recency).
 */
export function normalizeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (!v) return null;
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      v,
    );
  if (iso) {
    const [, y, mo, d, h, mi, s, zone] = iso;
    const base = utcIso(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
    if (!base || !zone || /^z$/i.test(zone)) return base;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[^0-9]/g, '');
    const offsetMin = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
    return new Date(Date.parse(base) - offsetMin * 60_000).toISOString();
  }
  const compact = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})?Z?)?$/.exec(v);
  if (compact) {
    const [, y, mo, d, h, mi, s] = compact;
    return utcIso(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  }
  if (/^\d{10}(\d{3})?$/.test(v)) {
    const ms = v.length === 10 ? Number(v) * 1000 : Number(v);
    return new Date(ms).toISOString();
  }
  // "March 5, 2024", "Tue, 05 Mar 2024 10:00:00 GMT", "5. März 2024", "5 March 2024 14:30"
  const words =
    /(?:^|[\s,])(\d{1,2})\.?\s+([A-Za-zä]{3,9}\.?)\s+(\d{4})(?:[\s,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(
      v,
    );
  const wordsUs =
    /([A-Za-zä]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:[\s,T]+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(
      v,
    );
  const dmy = words
    ? { d: words[1], m: words[2], y: words[3], h: words[4], mi: words[5], s: words[6] }
    : null;
  const mdy = wordsUs
    ? { d: wordsUs[2], m: wordsUs[1], y: wordsUs[3], h: wordsUs[4], mi: wordsUs[5], s: wordsUs[6] }
    : null;
  for (const parts of [dmy, mdy]) {
    const month = parts?.m ? monthNumber(parts.m) : undefined;
    if (!parts || month === undefined) continue;
    const base = utcIso(
      Number(parts.y),
      month,
      Number(parts.d),
      Number(parts.h ?? 0),
      Number(parts.mi ?? 0),
      Number(parts.s ?? 0),
    );
    if (!base) continue;
    const zone = /(?:GMT|UTC)?\s*([+-]\d{2}):?(\d{2})\s*$/.exec(v);
    if (!zone?.[1] || !zone[2]) return base;
    const offsetMin = (zone[1].startsWith('-') ? -1 : 1) * (Math.abs(Number(zone[1])) * 60 + Number(zone[2]));
    return new Date(Date.parse(base) - offsetMin * 60_000).toISOString();
  }
  return null;
}

function metaContent(doc: Document, selector: string): string | null {
  for (const el of Array.from(doc.querySelectorAll(selector))) {
    const value = el.getAttribute('content') ?? el.getAttribute('datetime') ?? el.textContent;
    const date = normalizeDate(value);
    if (date) return date;
  }
  return null;
}

/** Meta tags in order of how reliably they mean "first published". */
const PRIMARY_META = [
  'meta[property="article:published_time"]',
  'meta[name="article:published_time"]',
  'meta[property="og:published_time"]',
  'meta[name="og:published_time"]',
];
const SECONDARY_META = [
  'meta[name="date" i]',
  'meta[name="dc.date" i]',
  'meta[name="dc.date.issued" i]',
  'meta[name="dcterms.issued" i]',
  'meta[name="dcterms.created" i]',
  'meta[name="parsely-pub-date" i]',
  'meta[name="sailthru.date" i]',
  'meta[name="pubdate" i]',
  'meta[name="publish-date" i]',
  'meta[name="citation_publication_date" i]',
  'meta[name="citation_date" i]',
];

/**
 * The page's publication date as an ISO instant, or null. Looks, in order, at `article:published_time` /
 * `og:published_time`, JSON-LD `datePublished` of an article, the `datePublished` microdata, the common date metas
 * (`date`, `dc.date`, `parsely-pub-date`, `sailthru.date` …), a `<time datetime>` in the article content (or in the
 * page's `<article>`), and finally `fallback` (what Readability found).
 */
export function findPublishedDate(
  doc: Document,
  content?: Element | null,
  fallback?: string | null,
): string | null {
  for (const selector of PRIMARY_META) {
    const date = metaContent(doc, selector);
    if (date) return date;
  }
  const fromJsonLd = normalizeDate(jsonLdDatePublished(doc));
  if (fromJsonLd) return fromJsonLd;
  const microdata = metaContent(doc, '[itemprop="datePublished"]');
  if (microdata) return microdata;
  for (const selector of SECONDARY_META) {
    const date = metaContent(doc, selector);
    if (date) return date;
  }
  const roots = [content, doc.querySelector('article')].filter((r): r is Element => !!r);
  for (const root of roots) {
    const time = root.querySelector('time[pubdate][datetime]') ?? root.querySelector('time[datetime]');
    const date = normalizeDate(time?.getAttribute('datetime'));
    if (date) return date;
  }
  return normalizeDate(fallback);
}
