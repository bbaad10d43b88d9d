/** The article reader the engine's page fetcher is given: a downloaded HTML or plain-text body → readable text. */
import { parseHTML } from 'linkedom';
import { hostOf } from '../engine/domain/url';
import type { PageBody, PageText } from '../engine/ports';
import { readArticle, type ExtractionLimits } from './extract-article';
import { readPageMetadata } from './page-metadata';
import { findPageLanguage } from './page-language';
import { normalizeWhitespace } from './paragraph-text';
import { findPublishedDate } from './published-date';
import { readVisibleText } from './visible-text';
import { readPost } from './posts/read-post';

/**
 * A social post's site reader, else Readability on linkedom (an article), else the page's visible text; null when
 * empty. `config` is the run's `config.extraction` (the host binds it when it hands this reader to the fetcher).
 */
export function readPage(
  { source, contentType, url, maxTextChars }: PageBody,
  config: ExtractionLimits,
): PageText | null {
  if (contentType === 'text/plain') return readPlainText(source, url, maxTextChars);
  const doc = parseHTML(source).document as unknown as Document;
  // A social post as evidence: only its author's words, not the replies and recommendations around it.
  const post = readPost(doc, { url, maxTextChars });
  if (post?.ok) {
    const { title, siteName, byline, publishedAt, lang, text, post: author } = post.article;
    // The author the post is rendered with is who speaks (the account a tier may be given to), never the URL path.
    return { title, siteName, byline, publishedAt, lang, text, ...(author ? { author } : {}) };
  }
  // A platform's page with no readable post: read as a plain page below, with no author and so no account tier.
  const article =
    readArticle(doc, { url, config, maxTextChars }) ??
    readArticle(doc, { url, config, maxTextChars, force: true });
  if (article && article.wordCount >= 20) {
    const { title, siteName, byline, publishedAt, lang, text } = article;
    return { title, siteName, byline, publishedAt, lang, text };
  }
  // Not an article: the page's visible text is still evidence.
  const text = readVisibleText(doc, maxTextChars, config).text;
  if (!text) return null;
  const meta = readPageMetadata(doc, url);
  return {
    title: meta.title,
    siteName: meta.siteName,
    byline: meta.byline,
    publishedAt: findPublishedDate(doc),
    lang: findPageLanguage(doc),
    text,
  };
}

function readPlainText(source: string, url: string, maxTextChars: number): PageText | null {
  const text = source
    .split(/\n\s*\n/)
    .map(normalizeWhitespace)
    .filter(Boolean)
    .join('\n\n')
    .slice(0, maxTextChars);
  if (!text) return null;
  const title = normalizeWhitespace(text.split('\n')[0] ?? '').slice(0, 200);
  return { title, siteName: hostOf(url), byline: null, publishedAt: null, lang: 'und', text };
}
