import { describe, expect, it } from 'vitest';
import { readerableOptions } from '../../../lib/extraction/readerable-options';
import { toDocument } from './page-builder';

/** The options as they were decided from the body's whole textContent, cut to its first 20,000 characters. */
function fromWholeText(doc: Document): ReturnType<typeof readerableOptions> {
  const sample = (doc.body?.textContent ?? '').slice(0, 20_000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const dense =
    sample.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  return letters === 0 || dense / letters < 0.3 ? {} : { minContentLength: 50, minScore: 12 };
}

const HAN = '市议会周二批准了预算';

describe('readerableOptions', () => {
  it('decides from the first 20,000 characters of the body text, scripts included, as textContent gives them', () => {
    const pages: string[] = [];
    for (const latin of [0, 5_000, 13_000, 15_500, 19_990, 25_000])
      for (const inScript of [false, true])
        pages.push(
          `<html><body><nav><a>${'a'.repeat(latin)}</a></nav>${inScript ? `<script>${HAN.repeat(600)}</script>` : ''}<main><div><p>${HAN.repeat(800)}</p></div></main></body></html>`,
        );
    const decided = pages.map((html) => {
      const doc = toDocument(html);
      expect(readerableOptions(doc), html.slice(0, 60)).toEqual(fromWholeText(doc));
      return readerableOptions(doc).minScore !== undefined;
    });
    // Both answers occur, so the cut at 20,000 characters decides some of these pages.
    expect(decided).toContain(true);
    expect(decided).toContain(false);
  });
});
