/** Page metadata: canonical URL, title, byline and site name from link/meta tags, Readability and the URL. */
import { normalizeWhitespace } from './paragraph-text';
import { siteOf } from '../engine/domain/url';

interface PageMetadata {
  canonicalUrl: string;
  title: string;
  byline: string | null;
  siteName: string | null;
}

/** What Readability found, when it ran. */
interface ReadabilityMetadata {
  title?: string | null;
  byline?: string | null;
  siteName?: string | null;
}

function meta(doc: Document, selector: string): string | null {
  const value = doc.querySelector(selector)?.getAttribute('content');
  const clean = value ? normalizeWhitespace(value) : '';
  return clean || null;
}

/** An absolute http(s) URL resolved against `base`, or null. */
function absoluteHttpUrl(href: string | null | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function clean(value: string | null | undefined): string | null {
  const text = value ? normalizeWhitespace(value) : '';
  return text || null;
}

/** Metadata of `doc` at `url`; `readability` (when it ran) fills title, byline and site name. */
export function readPageMetadata(
  doc: Document,
  url: string,
  readability?: ReadabilityMetadata | null,
): PageMetadata {
  const canonicalUrl =
    absoluteHttpUrl(doc.querySelector('link[rel~="canonical" i]')?.getAttribute('href'), url) ??
    absoluteHttpUrl(meta(doc, 'meta[property="og:url"]'), url) ??
    url;
  const title =
    clean(readability?.title) ??
    meta(doc, 'meta[property="og:title"]') ??
    clean(doc.title) ??
    clean(doc.querySelector('h1')?.textContent) ??
    (siteOf(url) || null) ??
    url;
  const byline =
    [
      clean(readability?.byline),
      meta(doc, 'meta[name="author" i]'),
      meta(doc, 'meta[property="article:author"]'),
    ].find((b): b is string => !!b && !/^https?:\/\//i.test(b)) ?? null;
  const siteName =
    meta(doc, 'meta[property="og:site_name"]') ??
    clean(readability?.siteName) ??
    meta(doc, 'meta[name="application-name" i]') ??
    (siteOf(url) || null);
  return { canonicalUrl, title, byline, siteName };
}
