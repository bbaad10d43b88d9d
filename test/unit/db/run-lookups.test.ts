import { beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { DexieRunReader } from '../../../lib/db/dexie-run-reader';
import { latestRunFor, previousCheckOf } from '../../../lib/db/run-lookups';
import { loadRun } from '../../../lib/engine/run-records';
import { BASE_TIME, fakeArticle, fakeClaim, fakeRun, fakeTrace, fakeVerdict } from '../../builders';

let dbCount = 0;

describe('run lookups and loadRun over Dexie', () => {
  let db: CartographerDb;
  let store: DexieResearchStore;
  beforeEach(() => {
    db = new CartographerDb(`cartographer-lookups-${++dbCount}`);
    store = new DexieResearchStore(db);
  });

  it('finds the last check of a page under another spelling of the same URL', async () => {
    const url = 'https://www.example.org/story?id=4';
    const article = fakeArticle({ url, canonicalUrl: url });
    await store.putRun(fakeRun({ id: 'old', article, createdAt: BASE_TIME }));
    await store.putRun(fakeRun({ id: 'new', article, createdAt: BASE_TIME + 1000 }));
    await store.putRun(
      fakeRun({
        id: 'other',
        article: fakeArticle({ url: 'https://example.org/story?id=5' }),
        createdAt: BASE_TIME + 2000,
      }),
    );
    expect(await latestRunFor(db, 'https://example.org/story/?id=4&utm_source=feed#top')).toBe('new');
    expect(await latestRunFor(db, 'https://example.org/elsewhere')).toBeNull();
  });

  it('a challenge of one statement is never the page’s latest article check', async () => {
    const url = 'https://example.org/challenged';
    const article = fakeArticle({ url });
    await store.putRun(fakeRun({ id: 'check', article, createdAt: BASE_TIME }));
    await store.putRun(fakeRun({ id: 'challenge', kind: 'challenge', article, createdAt: BASE_TIME + 1 }));
    expect(await latestRunFor(db, url)).toBe('challenge');
    expect(await latestRunFor(db, url, 'article')).toBe('check');
    expect(await latestRunFor(db, url, 'challenge')).toBe('challenge');
  });

  it('compares a run with the newest earlier finished check of the same article', async () => {
    const article = fakeArticle({ url: 'https://example.org/a' });
    const first = fakeRun({ id: 'first', article, status: 'done', createdAt: BASE_TIME });
    const failed = fakeRun({ id: 'failed', article, status: 'failed', createdAt: BASE_TIME + 1 });
    const now = fakeRun({ id: 'now', article, status: 'done', createdAt: BASE_TIME + 2 });
    for (const run of [first, failed, now]) await store.putRun(run);
    const claim = fakeClaim({ runId: 'first', id: 'c1' });
    await store.putClaims([claim]);
    await store.putVerdicts([fakeVerdict({ runId: 'first', claimId: 'c1' })]);
    const previous = await previousCheckOf(db, now);
    expect(previous?.run.id).toBe('first');
    expect(previous?.claims.map((c) => c.id)).toEqual(['c1']);
    expect(previous?.verdicts.map((v) => v.claimId)).toEqual(['c1']);
    expect(await previousCheckOf(db, first)).toBeNull();
  });

  it('loadRun through the read-only reader returns what the writer stored, trace in append order', async () => {
    await store.putRun(fakeRun({ id: 'r' }));
    await store.putClaims([fakeClaim({ runId: 'r', id: 'c1' })]);
    await store.appendTrace('r', [fakeTrace({ id: 't1' }), fakeTrace({ id: 't2' })]);
    await store.appendTrace('r', [fakeTrace({ id: 't3' })]);
    const records = await loadRun(new DexieRunReader(db), 'r');
    expect(records?.run.id).toBe('r');
    expect(records?.claims.map((c) => c.id)).toEqual(['c1']);
    expect(records?.trace.map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    expect(records?.run).not.toHaveProperty('searchTerms');
    expect(await loadRun(new DexieRunReader(db), 'missing')).toBeUndefined();
  });
});
