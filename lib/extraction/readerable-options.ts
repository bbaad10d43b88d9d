/** isProbablyReaderable's thresholds for the page's script: dense scripts say in fewer characters what Latin says. */

/** Han, kana and Hangul: one character carries about as much as two or three Latin letters. */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LETTER = /\p{L}/gu;

interface ReaderableOptions {
  minContentLength?: number;
  minScore?: number;
}

/**
 * Readability's defaults (paragraphs over 140 characters, score 20) for most pages; for a page written mostly in
 * Chinese, Japanese or Korean, a third of the length and about half the score, so a news article of normal length
 * is not taken for a home page.
 */
export function readerableOptions(doc: Document): ReaderableOptions {
  const sample = leadingText(doc.body, 20_000);
  const letters = sample.match(LETTER)?.length ?? 0;
  const dense = sample.match(DENSE)?.length ?? 0;
  if (letters === 0 || dense / letters < 0.3) return {};
  return { minContentLength: 50, minScore: 12 };
}

/** The first `max` characters of `root.textContent`, without building the text of a long page whole. */
function leadingText(root: Node | null, max: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let node: Node | null = root?.firstChild ?? null; node && length < max;) {
    // Text and CDATA sections (in SVG or MathML), as textContent counts them.
    if (node.nodeType === 3 || node.nodeType === 4) {
      parts.push((node as Text).data);
      length += (node as Text).data.length;
    }
    if (node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== root && !node.nextSibling) node = node.parentNode;
    node = node && node !== root ? node.nextSibling : null;
  }
  return parts.join('').slice(0, max);
}
