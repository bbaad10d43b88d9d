/** Visible text: the readable body text of any page (for evidence pages Readability will not take), hidden text dropped. */
import { removeHiddenElements, type HiddenTextLimits } from './hidden-text';
import { collectParagraphs, joinParagraphs, normalizeWhitespace, type ParagraphText } from './paragraph-text';

/** Page chrome that is never evidence. */
const CHROME =
  'script, style, nav, header, footer, aside, form, button, select, iframe, svg, [role="navigation"], [role="banner"], [role="contentinfo"]';

/** Paragraph text of the page's `<main>`/`<article>` (or body) without navigation, forms and hidden elements. */
export function readVisibleText(doc: Document, maxChars: number, limits: HiddenTextLimits): ParagraphText {
  const clone = doc.cloneNode(true) as Document;
  removeHiddenElements(doc, clone, limits);
  const root = clone.querySelector('article') ?? clone.querySelector('main') ?? clone.body;
  if (!root) return { text: '', paragraphs: [], truncated: false };
  for (const el of Array.from(root.querySelectorAll(CHROME))) el.remove();
  const paragraphs = collectParagraphs(root);
  const all = normalizeWhitespace(root.textContent ?? '');
  // Text kept in <div>s and <span>s (social posts, old layouts) is not in any paragraph: take it whole.
  const covered = paragraphs.reduce((sum, p) => sum + p.length, 0);
  return joinParagraphs(covered < all.length / 2 ? [all] : paragraphs, maxChars);
}
