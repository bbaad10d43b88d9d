import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../../lib/extraction';
import type { Article, ExtractionResult } from '../../../lib/engine/schemas';
import { ArticleSchema } from '../../../lib/engine/schemas';
import { newsDocument, newsHtml, paragraphs, toDocument } from './page-builder';

const URL_ = 'https://www.riverside-courier.example/news/2024/council-budget?utm_source=x';

function article(result: ExtractionResult): Article {
  if (!result.ok) throw new Error(`expected an article, got ${result.reason}: ${result.message}`);
  return result.article;
}

const GRAPH = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Riverside Courier', datePublished: '2001-01-01' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
    {
      '@type': ['NewsArticle'],
      headline: 'Council passes budget',
      datePublished: '2024-03-05T09:30:00+01:00',
      author: { '@type': 'Person', name: 'Jane Roe' },
    },
  ],
})}</script>`;

describe('extractArticle on a news page', () => {
  const doc = newsDocument({
    head: `${GRAPH}
      <link rel="canonical" href="/news/2024/council-budget">
      <meta property="og:site_name" content="Riverside Courier">
      <meta name="author" content="Jane Roe">`,
  });
  const result = extractArticle(doc, { url: URL_, config: ENGINE_CONFIG.extraction });
  const a = article(result);

  it('returns an article that satisfies the shared schema', () => {
    expect(ArticleSchema.parse(a)).toEqual(a);
  });

  it('reads the metadata a reader sees', () => {
    expect(a.url).toBe(URL_);
    expect(a.canonicalUrl).toBe('https://www.riverside-courier.example/news/2024/council-budget');
    expect(a.title).toContain('Council passes budget');
    expect(a.byline).toBe('Jane Roe');
    expect(a.siteName).toBe('Riverside Courier');
    expect(a.lang).toBe('en');
    // The NewsArticle in @graph, not the WebSite, and converted from +01:00 to UTC.
    expect(a.publishedAt).toBe('2024-03-05T08:30:00.000Z');
  });

  it('keeps the article paragraphs and leaves out navigation and footer', () => {
    expect(a.paragraphs).toHaveLength(8);
    expect(a.text.startsWith('Paragraph 1. The city council')).toBe(true);
    expect(a.text).not.toContain('Sport');
    expect(a.text).not.toContain('©');
    expect(a.wordCount).toBeGreaterThan(200);
    expect(a.truncated).toBe(false);
  });

  it('gives exact paragraph offsets joined by blank lines', () => {
    const expected = paragraphs(8);
    a.paragraphs.forEach((p, i) => expect(a.text.slice(p.start, p.end)).toBe(expected[i]));
    expect(a.paragraphs.map((p) => a.text.slice(p.start, p.end)).join('\n\n')).toBe(a.text);
  });

  it('never modifies the live document', () => {
    const html = newsHtml({
      head: GRAPH,
      after: '<div style="display:none">hidden</div><template><p>tpl</p></template><noscript>ns</noscript>',
    });
    const live = toDocument(html);
    const before = live.documentElement.outerHTML;
    article(extractArticle(live, { url: URL_, config: ENGINE_CONFIG.extraction }));
    expect(live.documentElement.outerHTML).toBe(before);
  });
});

describe('extractArticle paragraphs', () => {
  it('takes list items, quotes and subheadings, with <br> as a space and whitespace collapsed', () => {
    const doc = newsDocument({
      after: `<h2>What   happens next</h2>
        <blockquote><p>“We will review every line,” the mayor said.</p></blockquote>
        <ul><li>First vote in April</li><li><p>Second&nbsp;vote in May</p></li></ul>
        <p>Line one<br>line two</p>`,
    });
    const a = article(extractArticle(doc, { url: URL_, config: ENGINE_CONFIG.extraction }));
    const texts = a.paragraphs.map((p) => a.text.slice(p.start, p.end));
    expect(texts.slice(-5)).toEqual([
      'What happens next',
      '“We will review every line,” the mayor said.',
      'First vote in April',
      'Second vote in May',
      'Line one line two',
    ]);
  });

  it('cuts text over maxTextChars at a word boundary and says so', () => {
    const doc = newsDocument({ paragraphs: paragraphs(40) });
    const a = article(
      extractArticle(doc, { url: URL_, config: { ...ENGINE_CONFIG.extraction, maxTextChars: 1000 } }),
    );
    expect(a.truncated).toBe(true);
    expect(a.text.length).toBeLessThanOrEqual(1000);
    expect(a.text.length).toBeGreaterThan(900);
    const last = a.paragraphs.at(-1)!;
    expect(last.end).toBe(a.text.length);
    expect(paragraphs(40).some((p) => p.startsWith(a.text.slice(last.start, last.end)))).toBe(true);
    expect(a.text.endsWith(' ')).toBe(false);
  });
});

describe('extractArticle refuses pages it cannot check, with a sentence the user can act on', () => {
  const doc = newsDocument();

  it.each([
    ['chrome://settings/'],
    ['edge://extensions'],
    ['about:blank'],
    ['chrome-extension://abcdefghijklmnop/sidepanel.html'],
    ['moz-extension://1234/page.html'],
    ['file:///home/me/article.html'],
    ['view-source:https://example.com/'],
    ['https://chromewebstore.google.com/detail/foo/abc'],
    ['https://chrome.google.com/webstore/detail/foo'],
  ])('restricted URL %s', (url) => {
    const result = extractArticle(doc, { url, config: ENGINE_CONFIG.extraction });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('restricted-url');
    expect(result.message).toMatch(/try again|open the/);
  });

  it('checks an ordinary web store–like path on another host', () => {
    expect(
      extractArticle(doc, { url: 'https://example.com/webstore/news', config: ENGINE_CONFIG.extraction }).ok,
    ).toBe(true);
  });

  it('rejects a PDF by its URL', () => {
    const result = extractArticle(doc, {
      url: 'https://example.org/report.PDF?download=1',
      config: ENGINE_CONFIG.extraction,
    });
    expect(result).toMatchObject({ ok: false, reason: 'pdf' });
  });

  it('rejects a PDF by its content type', () => {
    const pdfDoc = newsDocument();
    Object.defineProperty(pdfDoc, 'contentType', { value: 'application/pdf' });
    const result = extractArticle(pdfDoc, {
      url: 'https://example.org/viewer',
      config: ENGINE_CONFIG.extraction,
    });
    expect(result).toMatchObject({ ok: false, reason: 'pdf' });
    if (!result.ok) expect(result.message).toContain('PDF');
  });

  it('rejects HTML over the size limit, measured or as told', () => {
    const big = newsDocument({ after: `<p>${'x'.repeat(20_000)}</p>` });
    const measured = extractArticle(big, {
      url: URL_,
      config: { ...ENGINE_CONFIG.extraction, maxHtmlBytes: 10_000 },
    });
    expect(measured).toMatchObject({ ok: false, reason: 'too-large' });
    if (!measured.ok) expect(measured.message).toMatch(/too large.*MB/);
    const told = extractArticle(newsDocument(), {
      url: URL_,
      htmlBytes: 9_000_000,
      config: ENGINE_CONFIG.extraction,
    });
    expect(told).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('says a shop page is not an article', () => {
    const tiles = Array.from(
      { length: 12 },
      (_, i) =>
        `<div class="tile"><a href="/p/${i}"><img src="/i/${i}.jpg">Blue mug ${i}</a><span>€${9 + i}.99</span><button>Add to cart</button></div>`,
    ).join('');
    const shop = toDocument(
      `<!doctype html><html lang="en"><head><title>MugShop – Home</title></head><body><nav><a href="/">Home</a><a href="/cart">Cart</a></nav><div class="grid">${tiles}</div><footer>Free shipping over €50</footer></body></html>`,
    );
    const result = extractArticle(shop, {
      url: 'https://mugshop.example/',
      config: ENGINE_CONFIG.extraction,
    });
    expect(result).toEqual({
      ok: false,
      reason: 'not-article',
      message:
        'This page looks like a shop or home page, not an article: open a single article and try again.',
    });
  });

  it('says a short article is too short, with its word count', () => {
    const short = newsDocument({ paragraphs: paragraphs(2) });
    const result = extractArticle(short, { url: URL_, config: ENGINE_CONFIG.extraction });
    expect(result).toMatchObject({ ok: false, reason: 'too-short' });
    if (!result.ok)
      expect(result.message).toMatch(
        new RegExp(`too short to check \\(\\d+ words; at least ${ENGINE_CONFIG.extraction.minWords}`),
      );
    expect(
      extractArticle(short, { url: URL_, config: { ...ENGINE_CONFIG.extraction, minWords: 30 } }).ok,
    ).toBe(true);
  });
});
