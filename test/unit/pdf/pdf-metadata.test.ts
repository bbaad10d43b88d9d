import { describe, expect, it } from 'vitest';
import { pdfDate } from '../../../lib/engine/domain/dates/read-date';
import { pdfMetadata } from '../../../lib/pdf/pdf-metadata';

const xmp = (fields: Record<string, unknown>) => ({ get: (name: string) => fields[name] ?? null });

describe('pdfDate', () => {
  it('reads PDF dates with and without time and zone, as UTC', () => {
    expect(pdfDate("D:20240312093000+01'00'")).toBe('2024-03-12T08:30:00.000Z');
    expect(pdfDate("D:20240312093000-05'30")).toBe('2024-03-12T15:00:00.000Z');
    expect(pdfDate('D:20240312093000Z')).toBe('2024-03-12T09:30:00.000Z');
    expect(pdfDate('D:20230102')).toBe('2023-01-02T00:00:00.000Z');
    expect(pdfDate('D:2023')).toBe('2023-01-01T00:00:00.000Z');
  });

  it('reads XMP (ISO) dates and refuses what is not a date', () => {
    expect(pdfDate('2024-03-12T09:30:00+01:00')).toBe('2024-03-12T08:30:00.000Z');
    expect(pdfDate('yesterday')).toBeNull();
    expect(pdfDate('D:20241345')).toBeNull();
    expect(pdfDate(undefined)).toBeNull();
    expect(pdfDate(20240312)).toBeNull();
  });
});

describe('pdfMetadata', () => {
  it('takes title, author and creation date from the Info dictionary', () => {
    expect(
      pdfMetadata({
        info: { Title: ' Urban  Air Quality ', Author: 'Helena Marsh', CreationDate: 'D:20240312' },
        xmp: xmp({ 'dc:title': 'Other title' }),
      }),
    ).toEqual({
      title: 'Urban Air Quality',
      author: 'Helena Marsh',
      publishedAt: '2024-03-12T00:00:00.000Z',
      lang: null,
    });
  });

  it('falls back to XMP, and skips a title that only names the file', () => {
    expect(
      pdfMetadata({
        info: { Title: 'Microsoft Word - draft_v3.docx', Language: 'de-CH' },
        xmp: xmp({
          'dc:title': 'Report (XMP)',
          'dc:creator': ['Helena Marsh', 'Ali Kaya'],
          'xmp:createdate': '2024-03-12T09:30:00+01:00',
        }),
      }),
    ).toEqual({
      title: 'Report (XMP)',
      author: 'Helena Marsh, Ali Kaya',
      publishedAt: '2024-03-12T08:30:00.000Z',
      lang: 'de-CH',
    });
  });

  it('gives nulls when the PDF says nothing', () => {
    expect(pdfMetadata({ info: {}, xmp: null })).toEqual({
      title: null,
      author: null,
      publishedAt: null,
      lang: null,
    });
  });
});
