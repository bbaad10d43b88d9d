import { describe, expect, it } from 'vitest';
import { corpusReviews, feedByteLength, feedPieces } from './factcheck-feed';

/** The generated feed as one value (small sizes only: the full one is streamed, never built). */
function feedOf(records: number, port = 8787): { dataFeedElement: { item: unknown }[] } {
  return JSON.parse([...feedPieces(records, port, 10_000)].join('')) as {
    dataFeedElement: { item: unknown }[];
  };
}

describe('the generated ClaimReview feed', () => {
  it('is valid JSON in the DataFeed shape, the same bytes each time, its Content-Length exact', () => {
    const text = [...feedPieces(2_000, 8787)].join('');
    expect([...feedPieces(2_000, 8787)].join('')).toBe(text);
    expect(feedByteLength(2_000, 8787)).toBe(Buffer.byteLength(text));
    const feed = JSON.parse(text) as { '@type': string; dataFeedElement: unknown[] };
    expect(feed['@type']).toBe('DataFeed');
    expect(feed.dataFeedElement).toHaveLength(2_000);
  });

  it('holds items of about 2 KB in several languages, by listed and unlisted publishers', () => {
    const reviews = feedOf(3_000).dataFeedElement.flatMap((e) =>
      Array.isArray(e.item) ? (e.item as { inLanguage?: string; author?: { url?: string } }[]) : [],
    );
    const langs = new Set(reviews.map((r) => r.inLanguage).filter(Boolean));
    expect(langs.size).toBeGreaterThanOrEqual(8);
    const sites = new Set(reviews.map((r) => r.author?.url));
    expect(sites).toContain('https://www.politifact.com/');
    expect(sites).toContain('https://dailytruthcheck.com/');
    const bytes = feedByteLength(3_000, 8787) / 3_000;
    expect(bytes).toBeGreaterThan(1_400);
    expect(bytes).toBeLessThan(2_600);
  });

  it('carries every corpus review, served from the sandbox port, in its second half', () => {
    const text = [...feedPieces(3_000, 4321)].join('');
    for (const review of corpusReviews(4321)) {
      const at = text.indexOf(JSON.stringify(review.url));
      expect(at, review.url).toBeGreaterThan(text.length / 2);
    }
  });
});
