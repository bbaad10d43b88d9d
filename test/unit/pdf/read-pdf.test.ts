/** The PDF reader on real PDFs (written by the sandbox's PDF writer) through the real pdf.js. */
import { describe, expect, it } from 'vitest';
import { nodePdfJs } from '../../../lib/composition/node-pdfjs';
import { articleFromPdf, NO_TEXT_LAYER_MESSAGE } from '../../../lib/pdf/article-from-pdf';
import { looksLikePdf, readPdfArticle } from '../../../lib/pdf/read-pdf';
import { pdfBytes, sandboxPdf } from '../../sandbox/corpus/pdf-documents';
import { writePdf } from '../../sandbox/pdf-writer';
import { ENGINE_CONFIG } from '../../../lib/engine/config';

const URL_ = 'https://www.air-institute.org/reports/air-quality-2024.pdf';
const META = { title: 'T', author: null, publishedAt: null, lang: null };
const words = (n: number, w = 'word') => Array.from({ length: n }, () => w).join(' ');

async function read(bytes: Uint8Array, options: Partial<Parameters<typeof readPdfArticle>[2]> = {}) {
  const { pdfjs } = await nodePdfJs();
  return readPdfArticle(pdfjs, bytes, { url: URL_, ...options, limits: ENGINE_CONFIG.extraction });
}

describe('readPdfArticle', () => {
  it('reads text, pages and Info metadata of a three-page report', async () => {
    const result = await read(pdfBytes(sandboxPdf('report')));
    if (!result.ok) throw new Error(result.message);
    const { article } = result;
    expect(article).toMatchObject({
      title: 'Urban Air Quality Report 2024',
      byline: 'Helena Marsh',
      publishedAt: '2024-03-12T08:30:00.000Z',
      siteName: 'air-institute.org',
      truncated: false,
    });
    expect(article.pages).toHaveLength(3);
    for (const fact of sandboxPdf('report').facts) {
      const at = article.text.indexOf(fact.sentence);
      expect(at, fact.sentence).toBeGreaterThanOrEqual(0);
      const page = article.pages!.find((p) => p.start <= at && at < p.end);
      expect(page?.number, fact.sentence).toBe(fact.page);
    }
    // Paragraph spans cover exactly the text between separators.
    expect(article.paragraphs.map((p) => article.text.slice(p.start, p.end)).join('\n\n')).toBe(article.text);
  });

  it('takes title, author and date from XMP when there is no Info dictionary', async () => {
    const result = await read(pdfBytes(sandboxPdf('report-xmp')));
    expect(result).toMatchObject({
      ok: true,
      article: {
        title: 'Urban Air Quality Report 2024 (XMP)',
        byline: 'Helena Marsh',
        publishedAt: '2024-03-12T08:30:00.000Z',
      },
    });
  });

  it('says a scanned (image-only) PDF has no text layer', async () => {
    const scan = pdfBytes(sandboxPdf('scan'));
    expect(looksLikePdf(scan)).toBe(true);
    expect(await read(scan)).toEqual({ ok: false, reason: 'pdf', message: NO_TEXT_LAYER_MESSAGE });
  });

  it('reads only the first pages over the page limit, and says the text was cut', async () => {
    const result = await read(pdfBytes(sandboxPdf('report')), { maxPages: 2, minWords: 20 });
    if (!result.ok) throw new Error(result.message);
    expect(result.article.pages?.map((p) => p.number)).toEqual([1, 2]);
    expect(result.article.truncated).toBe(true);
    expect(result.article.text).not.toContain('low emission zone');
  });

  it('turns a damaged file into a message a reader can act on', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n%%EOF');
    const result = await read(broken);
    expect(result).toMatchObject({ ok: false, reason: 'pdf' });
    if (!result.ok) expect(result.message).toMatch(/not a readable PDF|could not read this PDF/);
  });

  it('checks a short PDF with text as too short, not as scanned', async () => {
    const short = writePdf({ pages: [{ paragraphs: [words(30)] }] });
    expect(await read(short)).toMatchObject({ ok: false, reason: 'too-short' });
  });
});

describe('articleFromPdf', () => {
  it('keeps an empty page in the page list without text and maps later pages after it', () => {
    const result = articleFromPdf(
      { pages: [[words(50, 'one')], [], [words(50, 'three')]], pageCount: 3, metadata: META },
      { url: URL_, limits: ENGINE_CONFIG.extraction },
    );
    if (!result.ok) throw new Error(result.message);
    const [p1, p2, p3] = result.article.pages!;
    expect(p2!.start).toBe(p2!.end);
    expect(result.article.text.slice(p1!.start, p1!.end)).toBe(words(50, 'one'));
    expect(result.article.text.slice(p3!.start, p3!.end)).toBe(words(50, 'three'));
  });

  it('cuts text at the character limit and marks it truncated', () => {
    const result = articleFromPdf(
      { pages: [[words(100)], [words(100, 'later')]], pageCount: 2, metadata: META },
      { url: URL_, maxTextChars: 300, minWords: 20, limits: ENGINE_CONFIG.extraction },
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.article.text.length).toBeLessThanOrEqual(300);
    expect(result.article.truncated).toBe(true);
    expect(result.article.text).not.toContain('later');
  });

  it('names a PDF without a title by its first line, a local file without a site', () => {
    const result = articleFromPdf(
      { pages: [['Annual report', words(90)]], pageCount: 1, metadata: { ...META, title: null } },
      { url: 'https://local.file/report.pdf', limits: ENGINE_CONFIG.extraction },
    );
    expect(result).toMatchObject({ ok: true, article: { title: 'Annual report', siteName: null } });
  });
});
