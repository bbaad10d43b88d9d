/** Article extraction over any DOM Document (the browser's in the content script, linkedom's in Node). */
export { extractArticle, readArticle, NOT_ARTICLE_MESSAGE } from './extract-article';
export type { ExtractArticleOptions, ExtractionConfig, ReadArticleOptions } from './extract-article';
export { removeHiddenElements, isHiddenByMarkup } from './hidden-text';
export { findPublishedDate, normalizeDate } from './published-date';
export { jsonLdDatePublished, jsonLdObjects } from './json-ld';
export { findPageLanguage, normalizeLanguageTag } from './page-language';
export { readPageMetadata } from './page-metadata';
export type { PageMetadata } from './page-metadata';
export {
  buildParagraphText,
  collectParagraphs,
  joinParagraphs,
  countWords,
  normalizeWhitespace,
} from './paragraph-text';
export type { ParagraphText } from './paragraph-text';
export { checkRestrictedUrl, isPdf, gatePage, utf8ByteLength } from './page-gate';
export type { ExtractionFailure } from './page-gate';
export { readVisibleText } from './visible-text';
export { readPage } from './read-page';
