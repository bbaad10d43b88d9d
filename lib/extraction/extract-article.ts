/** extractArticle: the article on a page (any DOM Document) via Readability on a clone, or why it cannot be checked. */
import { isProbablyReaderable, Readability } from '@mozilla/readability';
import type { EngineConfig } from '../engine/config';
import type { Article, ExtractionResult } from '../engine/schemas';
import { cloneWithinBudget } from './budget-clone';
import { removeHiddenElements } from './hidden-text';
import { removeCaptions } from './page-captions';
import { fail, gatePage } from './page-gate';
import { findPageLanguage } from './page-language';
import { readPageMetadata } from './page-metadata';
import { buildParagraphText, countWords } from './paragraph-text';
import { readerableOptions } from './readerable-options';
import { findPublishedDate } from './published-date';
import { readPost } from './posts/read-post';

/** The run's extraction thresholds (`config.extraction`), handed down by the host's composition. */
export type ExtractionLimits = EngineConfig['extraction'];

interface ExtractArticleOptions {
  /** The page's URL (the tab's URL in the browser, the final URL after redirects in Node). */
  url: string;
  /** Size of the page's HTML in bytes when known; otherwise measured from the document. */
  htmlBytes?: number;
  /** The run's extraction config (`config.extraction`). */
  config: ExtractionLimits;
}

interface ReadArticleOptions {
  url: string;
  /** The run's extraction config (`config.extraction`). */
  config: ExtractionLimits;
  /** Text cut (default `config.maxTextChars`). */
  maxTextChars?: number;
  /** Run Readability even when `isProbablyReaderable` says no (evidence pages can be short). */
  force?: boolean;
}

const NOT_ARTICLE_MESSAGE =
  'This page looks like a shop or home page, not an article: open a single article and try again.';

/**
 * Readability over a clone of `doc` with hidden elements removed; metadata from the untouched original. Returns
 * null when the page is not readerable (unless `force`) or has no text. No size, URL or length checks.
 */
export function readArticle(doc: Document, options: ReadArticleOptions): Article | null {
  const { config } = options;
  const maxTextChars = options.maxTextChars ?? config.maxTextChars;
  // Text past a few times the limit can never be in the article's text: Readability does not read it (nor is it copied).
  const { copy: clone, lastKept } = cloneWithinBudget(doc, maxTextChars * config.readTextFactor);
  removeHiddenElements(doc, clone, config);
  removeCaptions(clone, config.captionMaxWords);
  if (!options.force && !isProbablyReaderable(clone, readerableOptions(clone))) return null;
  const parsed = new Readability<Element>(clone, { serializer: (node) => node as Element }).parse();
  if (!parsed?.content) return null;
  const body = buildParagraphText(parsed.content, maxTextChars);
  if (!body.text) return null;
  // The article ran on where the copy was cut: what was read is only its first part.
  const cutShort = lastKept !== null && reachesCut(parsed.content, lastKept);
  const meta = readPageMetadata(doc, options.url, parsed);
  return {
    url: options.url,
    canonicalUrl: meta.canonicalUrl,
    title: meta.title,
    byline: meta.byline,
    siteName: meta.siteName,
    publishedAt: findPublishedDate(doc, parsed.content, parsed.publishedTime),
    lang: findPageLanguage(doc),
    text: body.text,
    paragraphs: body.paragraphs,
    wordCount: countWords(body.text),
    truncated: body.truncated || cutShort,
  };
}

/** True when the article's content holds the copy's last kept text (by node, or ends with its words if recreated). */
function reachesCut(content: Element, lastKept: Text): boolean {
  if (content.contains(lastKept)) return true;
  const tail = lastKept.data.replace(/\s+/g, ' ').trim().slice(-80);
  return tail.length > 0 && (content.textContent ?? '').replace(/\s+/g, ' ').trim().endsWith(tail);
}

/**
 * The article on the page, or a specific reason it cannot be checked: restricted URL, PDF, HTML over the size
 * limit, not an article, or fewer than `minWords` words. Pure: the live document is never modified.
 */
export function extractArticle(doc: Document, options: ExtractArticleOptions): ExtractionResult {
  const { config } = options;
  const gate = gatePage(doc, options.url, options.htmlBytes, config.maxHtmlBytes);
  if (gate) return gate;
  // A social post or thread: its site reader, before Readability (which finds no article there).
  const post = readPost(doc, { url: options.url, maxTextChars: config.maxTextChars });
  if (post) {
    if (!post.ok) return fail('not-article', post.message);
    if (post.article.wordCount < config.minPostWords) {
      return fail(
        'too-short',
        `This post is too short to check (${post.article.wordCount} words): open a post that states something, or select a statement and choose “Challenge this claim”.`,
      );
    }
    return { ok: true, article: post.article };
  }
  const article = readArticle(doc, { url: options.url, config });
  if (!article) return fail('not-article', NOT_ARTICLE_MESSAGE);
  if (article.wordCount < config.minWords) {
    return fail(
      'too-short',
      `This article is too short to check (${article.wordCount} words; at least ${config.minWords} are needed): open a longer article and try again.`,
    );
  }
  return { ok: true, article };
}
