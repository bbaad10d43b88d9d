/** Paragraph text: turns article content into plain text paragraphs joined by "\n\n", with exact offsets. */
import { countWords as countSegmentedWords } from '../engine/domain/text/segment';
import type { Paragraph } from '../engine/schemas';

const BLOCK = new Set(['P', 'LI', 'BLOCKQUOTE', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'DD']);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
export const PARAGRAPH_SEPARATOR = '\n\n';

export interface ParagraphText {
  text: string;
  paragraphs: Paragraph[];
  truncated: boolean;
}

/** Collapses whitespace (including NBSP) and drops zero-width characters. */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isBlock(node: Node): node is Element {
  return node.nodeType === 1 && BLOCK.has((node as Element).tagName.toUpperCase());
}

function hasBlockDescendant(el: Element): boolean {
  return el.querySelector('p, li, blockquote, h2, h3, h4, h5, h6, pre, dd') !== null;
}

/** Text of `node`, with `<br>` as a space, skipping nested block elements when `skipBlocks`. */
function collectText(node: Node, skipBlocks: boolean, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) out.push((child as Text).data);
    else if (child.nodeType === 1) {
      const tag = (child as Element).tagName.toUpperCase();
      if (tag === 'BR') out.push(' ');
      else if (SKIP.has(tag) || (skipBlocks && isBlock(child))) {
        out.push(' ');
      } else {
        if (tag === 'TD' || tag === 'TH') out.push(' ');
        collectText(child, skipBlocks, out);
      }
    }
  }
}

/**
 * The paragraphs of `root` in document order: the innermost p/li/blockquote/h2-h6, plus loose text of containers.
 * With `maxChars`, stops once the paragraphs joined would pass that many characters (`joinParagraphs` cuts there).
 */
export function collectParagraphs(root: Element, maxChars = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  let joined = -PARAGRAPH_SEPARATOR.length;
  const visit = (el: Element) => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (joined > maxChars) return;
      if (SKIP.has(child.tagName.toUpperCase())) continue;
      if (isBlock(child)) {
        const nested = hasBlockDescendant(child);
        const parts: string[] = [];
        collectText(child, nested, parts);
        const own = normalizeWhitespace(parts.join(''));
        if (own) {
          out.push(own);
          joined += PARAGRAPH_SEPARATOR.length + own.length;
        }
        if (nested) visit(child);
      } else {
        visit(child);
      }
    }
  };
  visit(root);
  if (out.length === 0) {
    const parts: string[] = [];
    collectText(root, false, parts);
    const all = normalizeWhitespace(parts.join(''));
    if (all) out.push(all);
  }
  return out;
}

/** Cuts `text` to at most `limit` characters, at a word boundary when one is near. */
function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd();
}

/** Joins paragraphs with "\n\n", recording offsets so that `text.slice(start, end)` is each paragraph. */
export function joinParagraphs(paragraphTexts: string[], maxChars: number): ParagraphText {
  let text = '';
  const paragraphs: Paragraph[] = [];
  let truncated = false;
  for (const para of paragraphTexts) {
    const sep = text.length > 0 ? PARAGRAPH_SEPARATOR : '';
    const room = maxChars - text.length - sep.length;
    if (room <= 0) {
      truncated = true;
      break;
    }
    const piece = cutAtWord(para, room);
    if (piece.length < para.length) truncated = true;
    if (!piece) break;
    const start = text.length + sep.length;
    text += sep + piece;
    paragraphs.push({ start, end: text.length });
    if (truncated) break;
  }
  return { text, paragraphs, truncated };
}

/** Plain text of article content, paragraph by paragraph, capped at `maxChars`. */
export function buildParagraphText(root: Element, maxChars: number): ParagraphText {
  return joinParagraphs(collectParagraphs(root, maxChars), maxChars);
}

/** Words in `text` in any script: Chinese, Japanese and Thai are cut into words by the engine's segmenter. */
export function countWords(text: string): number {
  return countSegmentedWords(text);
}
