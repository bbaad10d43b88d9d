import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import type { Article, ExtractionResult } from '../../../lib/engine/schemas';
import { extractArticle } from '../../../lib/extraction';
import { cutAfterText } from '../../../lib/extraction/text-budget';
import { newsDocument, paragraphs, toDocument } from './page-builder';

const URL_ = 'https://www.riverside-courier.example/news/2024/council-budget';
const FACTOR = ENGINE_CONFIG.extraction.readTextFactor;

function article(result: ExtractionResult): Article {
  if (!result.ok) throw new Error(`expected an article, got ${result.reason}: ${result.message}`);
  return result.article;
}

const shownText = (doc: Document) => {
  const copy = doc.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script, style').forEach((el) => el.remove());
  return copy.textContent ?? '';
};

describe('cutAfterText', () => {
  it('keeps the first characters of shown text and removes everything after, scripts not counted', () => {
    const doc = toDocument(
      `<html><body><script>${'x'.repeat(5000)}</script><div><p>${'a'.repeat(60)}</p><p>${'b'.repeat(60)}</p></div><p>${'c'.repeat(60)}</p><footer>end</footer></body></html>`,
    );
    const kept = cutAfterText(doc, 100);
    expect(kept?.data).toBe('b'.repeat(60));
    expect(shownText(doc)).toBe('a'.repeat(60) + 'b'.repeat(60));
    expect(doc.querySelector('footer')).toBeNull();
    expect(doc.querySelector('script')).not.toBeNull();
  });

  it('removes nothing from a page within the budget', () => {
    const doc = newsDocument();
    const before = doc.body.innerHTML;
    expect(cutAfterText(doc, 1_000_000)).toBeNull();
    expect(doc.body.innerHTML).toBe(before);
  });
});

describe('extractArticle under the text budget', () => {
  it('reads the start of an article far over the limit and says it was cut', () => {
    const maxTextChars = 600;
    const doc = newsDocument({ paragraphs: paragraphs(80) });
    expect(shownText(doc).length).toBeGreaterThan(maxTextChars * FACTOR * 4);
    const a = article(
      extractArticle(doc, { url: URL_, config: { ...ENGINE_CONFIG.extraction, maxTextChars } }),
    );
    expect(a.truncated).toBe(true);
    expect(a.text.startsWith('Paragraph 1.')).toBe(true);
    expect(a.text.length).toBeLessThanOrEqual(maxTextChars);
    expect(a.text.length).toBeGreaterThan(maxTextChars * 0.8);
  });

  it('says an article was cut when it runs on past the budget though its text read is under the limit', () => {
    // A long link list comes first: the copy is cut inside the article, short of maxTextChars of its text.
    const maxTextChars = 3000;
    const links = Array.from(
      { length: 170 },
      (_, i) => `<li><a href="/story/${i}">Related story number ${i} from the archive</a></li>`,
    ).join('');
    const body = paragraphs(60)
      .map((p) => `<p>${p}</p>`)
      .join('');
    const doc = toDocument(
      `<html lang="en"><head><title>Council passes budget</title></head><body><nav><ul>${links}</ul></nav><main><article><h1>Council passes budget</h1>${body}</article></main></body></html>`,
    );
    const a = article(
      extractArticle(doc, { url: URL_, config: { ...ENGINE_CONFIG.extraction, maxTextChars } }),
    );
    expect(a.text.startsWith('Paragraph 1.')).toBe(true);
    expect(a.text.length).toBeLessThan(maxTextChars);
    expect(a.truncated).toBe(true);
  });

  it('does not call a short article cut when only what follows it was cut', () => {
    const maxTextChars = 2500;
    const comments = paragraphs(80, 1)
      .map((p) => `<div class="comment"><span>${p}</span></div>`)
      .join('');
    const doc = newsDocument({
      paragraphs: paragraphs(6),
      outside: `<aside class="comments">${comments}</aside>`,
    });
    expect(shownText(doc).length).toBeGreaterThan(maxTextChars * FACTOR);
    const a = article(
      extractArticle(doc, { url: URL_, config: { ...ENGINE_CONFIG.extraction, maxTextChars } }),
    );
    expect(a.truncated).toBe(false);
    expect(a.text).toContain('Paragraph 6.');
    expect(a.text).not.toContain('comment');
  });
});
