/**
 * The article text as extraction read it before the fast path: a deep clone of the whole page, cut after its text
 * budget, hidden text and captions removed, Readability, and every paragraph collected before joining. Tests compare
 * `extractArticle` with it (in Node on linkedom and in Chromium with computed styles).
 */
import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { removeHiddenElements } from '../../../lib/extraction/hidden-text';
import { removeCaptions } from '../../../lib/extraction/page-captions';
import { collectParagraphs, joinParagraphs } from '../../../lib/extraction/paragraph-text';
import { readerableOptions } from '../../../lib/extraction/readerable-options';
import { cutAfterText } from '../../../lib/extraction/text-budget';

interface ReferenceText {
  text: string;
  paragraphs: Array<{ start: number; end: number }>;
  truncated: boolean;
}

/** The text `readArticle` gave before the fast path, or null where it gave no article. */
export function referenceArticleText(doc: Document, maxTextChars: number): ReferenceText | null {
  const clone = doc.cloneNode(true) as Document;
  const lastKept = cutAfterText(clone, maxTextChars * ENGINE_CONFIG.extraction.readTextFactor);
  removeHiddenElements(doc, clone, ENGINE_CONFIG.extraction);
  removeCaptions(clone, ENGINE_CONFIG.extraction.captionMaxWords);
  if (!isProbablyReaderable(clone, readerableOptions(clone))) return null;
  const parsed = new Readability<Element>(clone, { serializer: (node) => node as Element }).parse();
  if (!parsed?.content) return null;
  const body = joinParagraphs(collectParagraphs(parsed.content), maxTextChars);
  if (!body.text) return null;
  const content = parsed.content;
  const tail = lastKept ? lastKept.data.replace(/\s+/g, ' ').trim().slice(-80) : '';
  const cutShort =
    lastKept !== null &&
    (content.contains(lastKept) ||
      (tail.length > 0 && (content.textContent ?? '').replace(/\s+/g, ' ').trim().endsWith(tail)));
  return { text: body.text, paragraphs: body.paragraphs, truncated: body.truncated || cutShort };
}
