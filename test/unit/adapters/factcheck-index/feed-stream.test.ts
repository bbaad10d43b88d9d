import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyFeedStats,
  readFactCheckFeed,
  type FeedStats,
} from '../../../../lib/engine/adapters/factcheck-index/feed-stream';
import type {
  FactCheckRecord,
  JsonValue,
} from '../../../../lib/engine/adapters/factcheck-index/fact-check-record';
import {
  JsonTokenizer,
  type JsonEvents,
} from '../../../../lib/engine/adapters/factcheck-index/json-tokenizer';

/** A ClaimReview in the feed's shape, overridable per field. */
function fakeReview(overrides: Record<string, JsonValue> = {}): Record<string, JsonValue> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ClaimReview',
    claimReviewed: 'Drinking bleach cures COVID-19',
    url: 'https://www.politifact.com/factchecks/2020/apr/24/bleach/',
    author: { '@type': 'Organization', name: 'PolitiFact', url: 'https://www.politifact.com' },
    reviewRating: {
      '@type': 'Rating',
      alternateName: 'Pants on Fire',
      ratingValue: '1',
      bestRating: 6,
      worstRating: 1,
    },
    datePublished: '2020-04-24',
    itemReviewed: {
      '@type': 'Claim',
      author: { '@type': 'Person', name: 'A blogger' },
      datePublished: '2020-04-20',
    },
    inLanguage: 'en',
    ...overrides,
  };
}

function feedOf(elements: JsonValue[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@type': 'DataFeed', dataFeedElement: elements });
}

function item(...reviews: JsonValue[]): JsonValue {
  return { '@type': 'DataFeedItem', dateCreated: '2024-01-01T00:00:00Z', item: reviews };
}

/** The bytes as a web stream, cut at the given byte offsets. */
function streamOf(bytes: Uint8Array, cuts: number[] = []): ReadableStream<Uint8Array> {
  const points = [...new Set([0, ...cuts.filter((c) => c > 0 && c < bytes.length), bytes.length])].sort(
    (a, b) => a - b,
  );
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const from = points[next];
      const to = points[next + 1];
      next++;
      if (from === undefined || to === undefined) controller.close();
      else controller.enqueue(bytes.slice(from, to));
    },
  });
}

async function readAll(
  text: string | Uint8Array,
  cuts: number[] = [],
): Promise<{ records: FactCheckRecord[]; stats: FeedStats }> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const stats = emptyFeedStats();
  const records: FactCheckRecord[] = [];
  for await (const record of readFactCheckFeed(streamOf(bytes, cuts), stats)) records.push(record);
  return { records, stats };
}

/** Rebuilds a JSON value from tokenizer events (the test's own reading, to compare with JSON.parse). */
function rebuild(pieces: string[], maxStringChars = 1_000_000): unknown {
  const stack: { value: unknown[] | Record<string, unknown>; key: string }[] = [];
  let result: unknown;
  const put = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) result = value;
    else if (Array.isArray(top.value)) top.value.push(value);
    // An own property, as JSON.parse makes it (a "__proto__" key is data, not the prototype).
    else
      Object.defineProperty(top.value, top.key, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
  };
  const events: JsonEvents = {
    startObject: () => {
      const value = {};
      put(value);
      stack.push({ value, key: '' });
    },
    startArray: () => {
      const value: unknown[] = [];
      put(value);
      stack.push({ value, key: '' });
    },
    endObject: () => void stack.pop(),
    endArray: () => void stack.pop(),
    key: (name) => {
      const top = stack[stack.length - 1];
      if (top) top.key = name;
    },
    value: (value) => put(value),
  };
  const tokenizer = new JsonTokenizer(events, { maxStringChars, maxDepth: 1_000 });
  for (const piece of pieces) tokenizer.write(piece);
  tokenizer.end();
  return result;
}

function cutText(text: string, cuts: number[]): string[] {
  const points = [...new Set([0, ...cuts.map((c) => c % (text.length + 1)), text.length])].sort(
    (a, b) => a - b,
  );
  return points.slice(1).map((to, i) => text.slice(points[i], to));
}

describe('JsonTokenizer', () => {
  it('reads any JSON value as JSON.parse does, cut into pieces anywhere', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        (value, cuts, spaced) => {
          const text = JSON.stringify(value, null, spaced ? 2 : undefined);
          expect(rebuild(cutText(text, cuts))).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads a "__proto__" key as data, as JSON.parse does (found by the property above)', () => {
    const text = '{"__proto__": false, "a": {"__proto__": {"claimReviewed": "injected"}}}';
    expect(rebuild([text])).toEqual(JSON.parse(text));
  });

  it('decodes every escape, including a surrogate pair split across pieces', () => {
    const text = String.raw`["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00!", ""]`;
    for (let cut = 0; cut <= text.length; cut++) {
      expect(rebuild([text.slice(0, cut), text.slice(cut)])).toEqual([
        'a"b\\c/d\b\f\n\r\t',
        'é中',
        '😀!',
        '',
      ]);
    }
  });

  it('keeps only the start of a string longer than the cap, and says it was cut', () => {
    const seen: { value: unknown; truncated: boolean }[] = [];
    const events: JsonEvents = {
      startObject() {},
      endObject() {},
      startArray() {},
      endArray() {},
      key() {},
      value: (value, truncated) => void seen.push({ value, truncated }),
    };
    const tokenizer = new JsonTokenizer(events, { maxStringChars: 10, maxDepth: 10 });
    tokenizer.write('["abcdefghij", "abcdefghijk');
    tokenizer.write('\\u00e9xyz", "ab\\ncd"]');
    tokenizer.end();
    expect(seen).toEqual([
      { value: 'abcdefghij', truncated: false },
      { value: 'abcdefghij', truncated: true },
      { value: 'ab\ncd', truncated: false },
    ]);
  });

  it.each([
    ['{"a" 1}', "expected ':'"],
    ['[1,]', "unexpected ']'"],
    ['[1 2]', "expected ','"],
    ['{"a":1]', 'does not match'],
    ['[tru]', "'tru' is not a JSON value"],
    ['[01]', "'01' is not a JSON value"],
    ['["a\\x"]', 'unknown escape'],
    ['["\\u12g4"]', 'four hex digits'],
    ['[1] 2', 'after the end'],
    ['{"a": [1, 2', 'ends before the JSON is complete'],
    ['["abc', 'ends inside a string'],
    ['[[[[[[[[[[[[', 'nested too deep'],
  ])('refuses %s: %s', (text, message) => {
    const events: JsonEvents = {
      startObject() {},
      endObject() {},
      startArray() {},
      endArray() {},
      key() {},
      value() {},
    };
    const tokenizer = new JsonTokenizer(events, { maxStringChars: 100, maxDepth: 8 });
    const run = () => {
      tokenizer.write(text);
      tokenizer.end();
    };
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'input/invalid',
        message: expect.stringMatching(/at character \d+/),
      });
    }
  });
});

describe('readFactCheckFeed', () => {
  it('normalises a ClaimReview into a record', async () => {
    const { records, stats } = await readAll(feedOf([item(fakeReview())]));
    expect(records).toEqual([
      {
        claimReviewed: 'Drinking bleach cures COVID-19',
        claimant: 'A blogger',
        claimDate: '2020-04-20',
        rating: 'Pants on Fire',
        ratingValue: 1,
        bestRating: 6,
        worstRating: 1,
        factChecker: 'PolitiFact',
        factCheckerSite: 'politifact.com',
        url: 'https://www.politifact.com/factchecks/2020/apr/24/bleach/',
        datePublished: '2020-04-24',
        language: 'en',
      },
    ]);
    expect(stats).toMatchObject({ items: 1, reviews: 1, records: 1, malformed: 0 });
  });

  it('takes a "__proto__" key as data: a feed cannot give a review fields it does not have', async () => {
    // A review with no claim and no rating of its own, whose "__proto__" carries both: an assignment would have made
    // them the object's inherited fields, read as if the feed had given them.
    const text = feedOf([item(fakeReview())]).replace(
      '{"@context":"https://schema.org","@type":"ClaimReview","claimReviewed":"Drinking bleach cures COVID-19",',
      '{"@context":"https://schema.org","@type":"ClaimReview","__proto__":{"claimReviewed":"Injected claim","reviewRating":{"alternateName":"True"}},',
    );
    expect(text).toContain('__proto__');
    const { records, stats } = await readAll(text);
    expect(records.map((r) => r.claimReviewed)).not.toContain('Injected claim');
    expect(records).toHaveLength(0);
    expect(stats.records).toBe(0);
  });

  it('gives the same records whatever byte the stream is cut at, multi-byte characters included', async () => {
    const text = feedOf([
      item(fakeReview({ claimReviewed: 'Путин сказал «нет» 😀 — café', inLanguage: 'ru' })),
      item(
        fakeReview({ claimReviewed: '日本の人口は1億2千万人だ', reviewRating: { alternateName: '誤り' } }),
      ),
      item(fakeReview({ claimReviewed: 'Escaped \u00e9 and "quotes" and \\ back' })),
    ]);
    const bytes = new TextEncoder().encode(text);
    const whole = await readAll(bytes);
    expect(whole.records.map((r) => r.claimReviewed)).toEqual([
      'Путин сказал «нет» 😀 — café',
      '日本の人口は1億2千万人だ',
      'Escaped é and "quotes" and \\ back',
    ]);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect((await readAll(bytes, [cut])).records).toEqual(whole.records);
    }
    const byteByByte = await readAll(
      bytes,
      Array.from({ length: bytes.length }, (_, i) => i),
    );
    expect(byteByByte.records).toEqual(whole.records);
  });

  it('skips and counts malformed items and reviews without a claim or a url, and reads the rest', async () => {
    const text = feedOf([
      item(fakeReview({ claimReviewed: 'first' })),
      'not an item',
      42,
      { '@type': 'DataFeedItem' },
      item(fakeReview({ claimReviewed: 12 })),
      item(fakeReview({ claimReviewed: '   ' })),
      item(fakeReview({ url: 'javascript:alert(1)' })),
      item(fakeReview({ url: null })),
      item('a string review', fakeReview({ claimReviewed: 'second', reviewRating: 'False', author: [] })),
      fakeReview({ claimReviewed: 'a bare ClaimReview as an element' }),
    ]);
    const { records, stats } = await readAll(text);
    expect(records.map((r) => r.claimReviewed)).toEqual([
      'first',
      'second',
      'a bare ClaimReview as an element',
    ]);
    expect(records[1]).toMatchObject({ rating: null, factChecker: null, factCheckerSite: 'politifact.com' });
    expect(stats).toEqual({
      bytes: new TextEncoder().encode(text).length,
      items: 10,
      reviews: 8,
      records: 3,
      noClaim: 1,
      noUrl: 2,
      malformed: 5,
      oversized: 0,
    });
  });

  it('caps a huge field and skips a huge element unread, keeping the items after it', async () => {
    const hugeClaim = 'word '.repeat(1_000_000);
    const text = feedOf([
      item(fakeReview({ claimReviewed: hugeClaim, reviewBody: 'x'.repeat(3_000_000) })),
      item(
        fakeReview({ claimReviewed: 'many values', appearance: Array.from({ length: 20_000 }, (_, i) => i) }),
      ),
      item(fakeReview({ claimReviewed: 'after the huge ones' })),
    ]);
    const { records, stats } = await readAll(text, [65_536, 1_000_000, 4_000_000]);
    expect(records.map((r) => r.claimReviewed.length <= 2_001)).toEqual([true, true]);
    expect(records[0]?.claimReviewed.endsWith('…')).toBe(true);
    expect(records[1]?.claimReviewed).toBe('after the huge ones');
    expect(stats).toMatchObject({ items: 3, records: 2, oversized: 1 });
  });

  it('reads a top-level array of items and ratings given as numbers or strings', async () => {
    const text = JSON.stringify([
      item(
        fakeReview({ reviewRating: { name: 'Faux', ratingValue: 2.5, bestRating: '5', worstRating: 'x' } }),
      ),
    ]);
    const { records } = await readAll(text);
    expect(records[0]).toMatchObject({ rating: 'Faux', ratingValue: 2.5, bestRating: 5, worstRating: null });
  });

  it('refuses text that is not JSON, a truncated download, and JSON that is not a feed', async () => {
    const text = feedOf([item(fakeReview()), item(fakeReview())]);
    await expect(readAll(text.slice(0, text.length - 40))).rejects.toMatchObject({ code: 'input/invalid' });
    await expect(readAll('<html>Service unavailable</html>')).rejects.toMatchObject({
      code: 'input/invalid',
      message: expect.stringContaining('Not valid JSON at character 0'),
    });
    await expect(readAll('{"error": {"code": 404}}')).rejects.toThrow('not a ClaimReview feed');
  });

  it('stops on cancel and cancels the stream', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const chunk = new TextEncoder().encode(`${feedOf([item(fakeReview())]).slice(0, -2)},`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        sent++;
        if (sent === 1) c.enqueue(chunk);
        else c.enqueue(new TextEncoder().encode(`${JSON.stringify(item(fakeReview()))},`));
      },
      cancel() {
        cancelled = true;
      },
    });
    const seen: string[] = [];
    const run = async () => {
      for await (const record of readFactCheckFeed(stream, emptyFeedStats(), { signal: controller.signal })) {
        seen.push(record.url);
        if (seen.length === 3) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'run/cancelled' });
    expect(seen.length).toBe(3);
    expect(cancelled).toBe(true);
  });
});
