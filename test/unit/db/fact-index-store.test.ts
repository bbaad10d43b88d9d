import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { FactIndexStore } from '../../../lib/db/fact-index-store';
import type { FactCheckRow } from '../../../lib/db/fact-index-rows';
import { isEngineError } from '../../../lib/engine/errors';

let dbCount = 0;
let db: CartographerDb;
let store: FactIndexStore<{ claim: string }>;

beforeEach(async () => {
  db = new CartographerDb(`fact-index-${++dbCount}`);
  await db.open();
  store = new FactIndexStore(db, { candidatesPerClaim: 3, maxRecordsPerTerm: 4 });
});
afterEach(async () => {
  await db.delete();
});

/** A stored row whose terms are the claim's words (the store does not care how terms are made). */
const row = (claim: string): Omit<FactCheckRow<{ claim: string }>, 'generation'> => ({
  id: claim,
  terms: claim.toLowerCase().split(/\W+/).filter(Boolean),
  record: { claim },
});

const FEED = { bytes: 1_000, etag: '"v1"', lastModified: null, url: 'https://feed.example/data.json' };

async function download(claims: readonly string[], refresh = false): Promise<number> {
  const generation = await store.begin({ refresh, now: 1, totalBytes: null });
  await store.putBatch(generation, claims.map(row), 500);
  await store.commit(generation, FEED, 2);
  return generation;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('FactIndexStore', () => {
  it('serves a finished download and counts exactly the rows stored', async () => {
    await download(['Vaccines cause autism', 'The moon landing was staged', 'Vaccines cause autism']);
    const { served, job } = await store.state();
    expect(job).toBeNull();
    // The feed repeated a review: one row, counted once.
    expect(served).toMatchObject({ records: 2, etag: '"v1"', url: FEED.url, downloadedAt: 2 });
    expect(await db.factChecks.count()).toBe(2);
  });

  it('looks claims up by shared terms, most shared first, skipping terms too common to select', async () => {
    await download([
      'the moon landing was staged in a studio',
      'the moon is made of cheese',
      'the earth is flat',
      'the landing of flight 93 was staged',
      'the vote was rigged',
    ]);
    // "the" is in all five (over the limit of 4): skipped. "moon landing staged" share 3 with the first.
    expect((await store.lookup(['the', 'moon', 'landing', 'staged'])).map((r) => r.claim)).toEqual([
      'the moon landing was staged in a studio',
      'the landing of flight 93 was staged',
      'the moon is made of cheese',
    ]);
    expect(await store.lookup(['the'])).toEqual([]);
    expect(await store.lookup(['unrelated'])).toEqual([]);
  });

  it('finds nothing before any download, and nothing of a download still running', async () => {
    expect(await store.lookup(['moon'])).toEqual([]);
    const generation = await store.begin({ refresh: false, now: 1, totalBytes: 100 });
    await store.putBatch(generation, [row('the moon is made of cheese')], 50);
    expect(await store.lookup(['moon'])).toEqual([]);
    expect((await store.state()).job).toMatchObject({ status: 'downloading', records: 1, bytes: 50 });
  });

  it('keeps serving the previous download during a refresh, then swaps and drops it', async () => {
    const first = await download(['the moon is made of cheese']);
    const second = await store.begin({ refresh: true, now: 3, totalBytes: null });
    await store.putBatch(second, [row('the moon is hollow')], 10);
    expect((await store.lookup(['moon'])).map((r) => r.claim)).toEqual(['the moon is made of cheese']);
    await store.commit(second, { ...FEED, etag: '"v2"' }, 4);
    expect((await store.lookup(['moon'])).map((r) => r.claim)).toEqual(['the moon is hollow']);
    expect(await store.countGeneration(first)).toBe(0);
    expect((await store.state()).served).toMatchObject({ generation: second, records: 1, etag: '"v2"' });
  });

  it('Cancel drops everything the download stored and keeps the served index', async () => {
    await download(['the moon is made of cheese']);
    const generation = await store.begin({ refresh: true, now: 3, totalBytes: null });
    await store.putBatch(generation, [row('the earth is flat'), row('the vote was rigged')], 10);
    await store.cancel();
    expect(await store.countGeneration(generation)).toBe(0);
    expect((await store.state()).job).toBeNull();
    expect((await store.state()).served?.records).toBe(1);
    // A write of the cancelled download that arrives late is refused and stores nothing.
    const late = await rejection(store.putBatch(generation, [row('late claim')], 20));
    expect(isEngineError(late) && late.code).toBe('run/cancelled');
    expect(await db.factChecks.count()).toBe(1);
  });

  it('marks a download no worker runs as interrupted, with nothing of it kept', async () => {
    const generation = await store.begin({ refresh: false, now: 1, totalBytes: null });
    await store.putBatch(generation, [row('the earth is flat')], 10);
    expect(await store.interruptOrphaned()).toBe(true);
    expect((await store.state()).job).toMatchObject({ status: 'interrupted', records: 0 });
    expect(await db.factChecks.count()).toBe(0);
    // Resuming starts a new download under a new generation.
    const again = await store.begin({ refresh: false, now: 2, totalBytes: null });
    expect(again).toBeGreaterThan(generation);
    expect(await store.interruptOrphaned()).toBe(true);
    expect(await store.interruptOrphaned()).toBe(false);
  });

  it('refuses a second download while one runs', async () => {
    await store.begin({ refresh: false, now: 1, totalBytes: null });
    const second = await rejection(store.begin({ refresh: false, now: 2, totalBytes: null }));
    expect(isEngineError(second) && second.message).toMatch(/already downloading/);
  });

  it('Remove empties the index', async () => {
    await download(['the moon is made of cheese', 'the earth is flat']);
    await store.remove();
    expect(await db.factChecks.count()).toBe(0);
    expect(await store.state()).toMatchObject({ served: null, job: null });
    expect(await store.lookup(['moon'])).toEqual([]);
  });

  it('turns a full disk into store/quota with nothing of the batch counted', async () => {
    const generation = await store.begin({ refresh: false, now: 1, totalBytes: null });
    await store.putBatch(generation, [row('the earth is flat')], 10);
    db.factChecks.bulkPut = (async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }) as unknown as typeof db.factChecks.bulkPut;
    const full = await rejection(store.putBatch(generation, [row('the vote was rigged')], 20));
    expect(isEngineError(full) && full.code).toBe('store/quota');
    // The transaction was rolled back: the count is still the one batch stored.
    expect((await store.state()).job).toMatchObject({ records: 1, bytes: 10 });
  });
});
