import { describe, expect, it } from 'vitest';
import { datesIn } from '../../../../lib/engine/pipeline/stance/reading/date-mismatch';
import { MONTH_OF, monthNumber } from '../../../../lib/engine/domain/dates/month-names';
import {
  normalizeDate,
  pdfDate,
  postDate,
  searchResultDate,
} from '../../../../lib/engine/domain/dates/read-date';
import { extractArticle } from '../../../../lib/extraction';
import { newsDocument } from '../../extraction/page-builder';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';

describe('one month table for every date reader', () => {
  it('the page reader and the text heuristic read every month name in the table alike', () => {
    expect(MONTH_OF.size).toBeGreaterThan(60);
    for (const [name, month] of MONTH_OF) {
      const written = `5 ${name[0]!.toUpperCase()}${name.slice(1)} 2024`;
      const iso = `2024-${String(month).padStart(2, '0')}-05T00:00:00.000Z`;
      expect({ written, page: normalizeDate(written) }).toEqual({ written, page: iso });
      expect({ written, text: datesIn(written)[0]?.month }).toEqual({ written, text: month });
    }
  });

  it('reads dates in the languages the heuristic already knew (French, Spanish, Italian, Portuguese)', () => {
    expect(normalizeDate('5 juillet 2024')).toBe('2024-07-05T00:00:00.000Z');
    expect(normalizeDate('12 septiembre 2023 10:30')).toBe('2023-09-12T10:30:00.000Z');
    expect(normalizeDate('1 août 2022')).toBe('2022-08-01T00:00:00.000Z');
    expect(normalizeDate('3 dezembro 2021')).toBe('2021-12-03T00:00:00.000Z');
    expect(monthNumber('Sept.')).toBe(9);
    expect(monthNumber('Septem')).toBe(9);
    expect(monthNumber('Tuesday')).toBeUndefined();
  });

  it('a page whose only date is French gets it as publishedAt', () => {
    const doc = newsDocument({ lang: 'fr', head: '<meta name="date" content="5 juillet 2024">' });
    const result = extractArticle(doc, {
      url: 'https://news.example/fr/1',
      config: ENGINE_CONFIG.extraction,
    });
    expect(result.ok && result.article.publishedAt).toBe('2024-07-05T00:00:00.000Z');
  });

  it('post, search-result and PDF readers keep their formats and reject impossible dates', () => {
    expect(postDate('April 18, 2024 at 2:05 PM')).toBe('2024-04-18T14:05:00.000Z');
    expect(postDate('Feb 30, 2024')).toBeNull();
    // A page's date with a 12-hour time: 2 PM, not 2 AM.
    expect(normalizeDate('April 18, 2024 at 2:05 PM')).toBe('2024-04-18T14:05:00.000Z');
    expect(normalizeDate('5 May 2024 12:10 a.m.')).toBe('2024-05-05T00:10:00.000Z');
    expect(searchResultDate('2023-08-10')).toBe('2023-08-10');
    expect(searchResultDate('Thu, 10 Aug 2023 00:00:00 GMT')).toBe('2023-08-10T00:00:00.000Z');
    expect(pdfDate("D:20240312093000+01'00'")).toBe('2024-03-12T08:30:00.000Z');
    expect(pdfDate('D:20241345')).toBeNull();
  });
});
