import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { FactIndexStore } from '../../../lib/db/fact-index-store';
import { FactIndexDownloader } from '../../../lib/background/fact-index-download';
import { readFactCheckFeed } from '../../../lib/engine/adapters/factcheck-index/feed-stream';
import type { FactCheckRecord } from '../../../lib/engine/adapters/factcheck-index/fact-check-record';
import { refreshDue } from '../../../lib/background/fact-index-refresh';
import { EMPTY_FACT_INDEX, type FactIndexStateRow } from '../../../lib/db/fact-index-rows';

const URL_ = 'https://feed.example/claimreview/data.json';

/** A ClaimReview DataFeed as Data Commons publishes it, with `n` reviews. */
function feedText(n: number): string {
  const items = Array.from({ length: n }, (_, i) => ({
    '@type': 'DataFeedItem',
    item: [
      {
        '@type': 'ClaimReview',
        claimReviewed: `Claim number ${i} about the harbour bridge toll`,
        url: `https://factcheck.example/review/${i}`,
        author: { '@type': 'Organization', name: 'Example Check', url: 'https://factcheck.example' },
        reviewRating: { '@type': 'Rating', alternateName: i % 2 ? 'False' : 'Mostly true' },
        datePublished: '2026-03-01',
        inLanguage: 'en',
      },
    ],
  }));
  return JSON.stringify({ '@context': 'https://schema.org', '@type': 'DataFeed', dataFeedElement: items });
}

/** The body in chunks; with `holdAfter`, it stops sending after that many chunks until the request is aborted. */
function body(text: string, chunk = 512, holdAfter?: number, signal?: AbortSignal) {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (holdAfter !== undefined && sent >= holdAfter) {
        await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()));
        controller.error(signal?.reason);
        return;
      }
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
      sent++;
    },
  });
}

let dbCount = 0;
let db: CartographerDb;
let store: FactIndexStore<FactCheckRecord>;
let requests: { url: string; init: RequestInit | undefined }[];

beforeEach(async () => {
  db = new CartographerDb(`fact-download-${++dbCount}`);
  await db.open();
  store = new FactIndexStore(db);
  requests = [];
});
afterEach(async () => {
  await db.delete();
});

function downloader(respond: (init: RequestInit | undefined) => Response, batchSize = 25) {
  let now = 1_000;
  return new FactIndexDownloader<FactCheckRecord>({
    store,
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      return respond(init);
    },
    now: () => now++,
    parse: (stream, signal) => readFactCheckFeed(stream, undefined, { signal }),
    rowOf: (record) => ({
      id: record.url,
      terms: record.claimReviewed.toLowerCase().split(/\W+/).filter(Boolean),
      record,
    }),
    config: { batchSize },
  });
}

describe('FactIndexDownloader', () => {
  it('streams the feed into the index in batches and serves it when complete', async () => {
    const text = feedText(120);
    const size = new TextEncoder().encode(text).length;
    // The state after each stored batch, as the panel reads it.
    const progress: (number | undefined)[] = [];
    const putBatch = store.putBatch.bind(store);
    store.putBatch = async (...args) => {
      await putBatch(...args);
      progress.push((await store.state()).job?.records);
    };
    const d = downloader(
      () => new Response(body(text), { headers: { 'content-length': String(size), etag: '"abc"' } }),
    );
    await d.start(URL_);
    await d.settled();
    const { served, job } = await store.state();
    expect(job).toBeNull();
    expect(served).toMatchObject({ records: 120, bytes: size, etag: '"abc"', url: URL_ });
    // Progress moved batch by batch (25 records each) before the download was served.
    expect(progress).toEqual([25, 50, 75, 100, 120]);
    const found = await store.lookup(['claim', 'number', '7']);
    expect(found[0]?.claimReviewed).toBe('Claim number 7 about the harbour bridge toll');
    expect(found[0]?.rating).toBe('False');
  });

  it('Cancel mid-download keeps nothing of it', async () => {
    const d = downloader((init) => new Response(body(feedText(500), 256, 20, init?.signal ?? undefined)), 10);
    await d.start(URL_);
    // Wait until some batches are stored.
    for (let i = 0; i < 200 && ((await store.state()).job?.records ?? 0) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await store.state()).job?.records).toBeGreaterThan(0);
    await d.cancel();
    expect(await store.state()).toMatchObject({ served: null, job: null });
    expect(await db.factChecks.count()).toBe(0);
    expect(d.busy).toBe(false);
  });

  it('says what the server answered when it refuses, and keeps nothing', async () => {
    const d = downloader(() => new Response('Not found', { status: 404 }));
    await d.start(URL_);
    await d.settled();
    const { job } = await store.state();
    expect(job).toMatchObject({ status: 'failed', records: 0 });
    expect(job?.error?.message).toBe(`The fact-check feed answered HTTP 404 (${URL_}).`);
  });

  it('a weekly refresh asks whether the feed changed, and an unchanged feed is not downloaded again', async () => {
    let status = 200;
    const d = downloader(() =>
      status === 304
        ? new Response(null, { status: 304 })
        : new Response(body(feedText(3)), { headers: { etag: '"v1"' } }),
    );
    await d.start(URL_);
    await d.settled();
    const before = (await store.state()).served!;
    status = 304;
    await d.start(URL_, { refresh: true });
    await d.settled();
    expect(new Headers(requests[1]?.init?.headers).get('if-none-match')).toBe('"v1"');
    const after = (await store.state()).served!;
    expect(after).toMatchObject({ generation: before.generation, records: 3 });
    expect(after.checkedAt).toBeGreaterThan(before.checkedAt);
    expect(await db.factChecks.count()).toBe(3);
  });

  it('a full disk fails the download with a clear sentence, nothing kept, the served index untouched', async () => {
    const d = downloader(() => new Response(body(feedText(60))), 20);
    await d.start(URL_);
    await d.settled();
    const bulkPut = db.factChecks.bulkPut.bind(db.factChecks);
    let calls = 0;
    db.factChecks.bulkPut = (async (...args: Parameters<typeof bulkPut>) => {
      if (++calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return bulkPut(...args);
    }) as typeof bulkPut;
    await d.start(URL_, { refresh: true });
    await d.settled();
    const { job, served } = await store.state();
    expect(job).toMatchObject({
      status: 'failed',
      records: 0,
      error: { code: 'store/quota' },
    });
    expect(job?.error?.message).toMatch(
      /^Browser storage is full, so the fact-check index could not be stored .* Nothing of it was kept/,
    );
    expect(served?.records).toBe(60);
    expect(await db.factChecks.count()).toBe(60);
  });
});

describe('refreshDue', () => {
  const WEEK = 7 * 24 * 60 * 60 * 1000;
  const served = {
    generation: 1,
    records: 10,
    bytes: 100,
    downloadedAt: 0,
    checkedAt: 1_000,
    etag: null,
    lastModified: null,
    url: URL_,
  };
  const state = (overrides: Partial<FactIndexStateRow> = {}): FactIndexStateRow => ({
    ...EMPTY_FACT_INDEX,
    served,
    ...overrides,
  });
  it('is due a week after the served index was last checked, not before', () => {
    expect(refreshDue(state(), 1_000 + WEEK - 1)).toBe(false);
    expect(refreshDue(state(), 1_000 + WEEK)).toBe(true);
  });
  it('is never due without an index, or while a download runs', () => {
    expect(refreshDue(state({ served: null }), 1_000 + 2 * WEEK)).toBe(false);
    const job = { generation: 2, status: 'downloading' as const, refresh: true, startedAt: 0, bytes: 0 };
    expect(
      refreshDue(state({ job: { ...job, totalBytes: null, records: 0, error: null } }), 1_000 + 2 * WEEK),
    ).toBe(false);
  });
});
