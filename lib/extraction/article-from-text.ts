/** A bare statement as an Article: for a selection on a page that cannot be read, or a dataset sentence. */
import type { Article } from '../engine/schemas';

export function articleFromText(text: string, page: { url: string; title?: string; lang?: string }): Article {
  const trimmed = text.trim();
  return {
    url: page.url,
    canonicalUrl: page.url,
    title: page.title || trimmed.slice(0, 80),
    byline: null,
    siteName: null,
    publishedAt: null,
    lang: page.lang ?? 'und',
    text: trimmed,
    paragraphs: [{ start: 0, end: trimmed.length }],
    wordCount: trimmed.split(/\s+/).filter(Boolean).length,
    truncated: false,
    kind: 'selection',
  };
}
