import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../../lib/extraction';
import { findPublishedDate, normalizeDate } from '../../../lib/extraction/published-date';
import { newsDocument, toDocument } from './page-builder';
import { ENGINE_CONFIG } from '../../../lib/engine/config';

const URL_ = 'https://news.example/a/1';

function publishedAt(head: string, before = ''): string | null {
  const result = extractArticle(newsDocument({ head, before }), {
    url: URL_,
    config: ENGINE_CONFIG.extraction,
  });
  if (!result.ok) throw new Error(result.message);
  return result.article.publishedAt;
}

const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('publication date of an article', () => {
  it.each([
    [
      'article:published_time',
      '<meta property="article:published_time" content="2023-11-02T14:05:00Z">',
      '2023-11-02T14:05:00.000Z',
    ],
    [
      'og:published_time',
      '<meta property="og:published_time" content="2023-11-02">',
      '2023-11-02T00:00:00.000Z',
    ],
    [
      'itemprop datePublished',
      '<meta itemprop="datePublished" content="2022-06-30T08:00:00-04:00">',
      '2022-06-30T12:00:00.000Z',
    ],
    ['date meta', '<meta name="date" content="2021-01-15">', '2021-01-15T00:00:00.000Z'],
    ['DC.date meta (any case)', '<meta name="DC.date" content="2020-02-29">', '2020-02-29T00:00:00.000Z'],
    [
      'parsely-pub-date',
      '<meta name="parsely-pub-date" content="2019-07-04T10:00:00+02:00">',
      '2019-07-04T08:00:00.000Z',
    ],
    [
      'sailthru.date',
      '<meta name="sailthru.date" content="Tue, 05 Mar 2024 10:00:00 GMT">',
      '2024-03-05T10:00:00.000Z',
    ],
    [
      'JSON-LD array',
      ld([{ '@type': 'Organization' }, { '@type': 'BlogPosting', datePublished: '2018-05-01' }]),
      '2018-05-01T00:00:00.000Z',
    ],
    [
      'JSON-LD ReportageNewsArticle',
      ld({ '@type': 'ReportageNewsArticle', datePublished: '2017-09-09T09:09:09Z' }),
      '2017-09-09T09:09:09.000Z',
    ],
  ])('reads %s', (_name, head, expected) => {
    expect(publishedAt(head)).toBe(expected);
  });

  it('prefers article:published_time over JSON-LD and JSON-LD over secondary metas', () => {
    const both =
      '<meta name="date" content="2010-01-01">' +
      ld({ '@type': 'NewsArticle', datePublished: '2015-01-01' }) +
      '<meta property="article:published_time" content="2016-01-01">';
    expect(publishedAt(both)).toBe('2016-01-01T00:00:00.000Z');
    expect(
      publishedAt(
        '<meta name="date" content="2010-01-01">' +
          ld({ '@type': 'NewsArticle', datePublished: '2015-01-01' }),
      ),
    ).toBe('2015-01-01T00:00:00.000Z');
  });

  it('reads a <time datetime> in the article when no meta says', () => {
    expect(
      publishedAt(
        '',
        '<p class="dateline">Published <time datetime="2024-02-10T07:00:00Z">10 February</time></p>',
      ),
    ).toBe('2024-02-10T07:00:00.000Z');
  });

  it('skips unparseable values and broken JSON-LD instead of failing', () => {
    const head =
      '<meta property="article:published_time" content="yesterday">' +
      '<script type="application/ld+json">{ not json </script>' +
      '<meta name="dc.date" content="2012-12-12">';
    expect(publishedAt(head)).toBe('2012-12-12T00:00:00.000Z');
  });

  it('is null when the page never says (not the fetch time, not a guess)', () => {
    expect(publishedAt('')).toBeNull();
    expect(findPublishedDate(toDocument('<html><head></head><body><p>Hi</p></body></html>'))).toBeNull();
  });

  it('ignores a WebSite date in favour of the article in an @graph, and uses WebPage only as a fallback', () => {
    const graph = (extra: object[]) =>
      ld({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'WebSite', datePublished: '2000-01-01' }, ...extra],
      });
    expect(publishedAt(graph([{ '@type': 'WebPage', datePublished: '2014-04-04' }]))).toBe(
      '2014-04-04T00:00:00.000Z',
    );
    expect(publishedAt(graph([]))).toBeNull();
  });
});

describe('normalizeDate', () => {
  it.each([
    ['2024-03-05T10:00:00.123+05:30', '2024-03-05T04:30:00.000Z'],
    ['2024-03-05 10:00', '2024-03-05T10:00:00.000Z'],
    ['20240305', '2024-03-05T00:00:00.000Z'],
    ['March 5, 2024', '2024-03-05T00:00:00.000Z'],
    ['Sept. 21st, 2023 at 9:15', '2023-09-21T09:15:00.000Z'],
    ['5. März 2024', '2024-03-05T00:00:00.000Z'],
    ['1709632800', '2024-03-05T10:00:00.000Z'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDate(input)).toBe(expected);
  });

  it.each(['', 'soon', '2024-02-30', '2024-13-01', 'Updated recently'])('rejects %j', (input) => {
    expect(normalizeDate(input)).toBeNull();
  });
});
