/** Publication date: read from meta tags, JSON-LD, microdata and <time>, normalised to an ISO 8601 instant. */
import { normalizeDate } from '../engine/domain/dates/read-date';
import { jsonLdDatePublished } from './json-ld';

export { normalizeDate };

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
