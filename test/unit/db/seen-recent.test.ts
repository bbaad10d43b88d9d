import { beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { RECENT_FIRST, RECENT_LAST } from '../../../lib/db/seen-postings';
import { SEEN_BEFORE } from '../../../lib/engine/config';
import type { Run } from '../../../lib/engine/schemas';
import { BASE_TIME, fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeVerdict } from '../../builders';

let dbCount = 0;
const freshDb = () => new CartographerDb(`cartographer-seen-recent-${++dbCount}`);
const en = (text: string) => ({ text, lang: 'en' });

/** A finished run of one article with these claims, saved the way the engine saves it (run last). */
async function checkArticle(store: DexieResearchStore, texts: string[], createdAt: number): Promise<Run> {
  const run = fakeRun({ createdAt, article: fakeArticle({ url: `https://news.example.com/${createdAt}` }) });
  const made = texts.map((text, i) => fakeClaim({ runId: run.id, id: `c${i}`, text, kind: 'factual' }));
  await store.putClaims(made);
  await store.putEvidence(
    made.map((c) => fakeEvidence({ runId: run.id, claimId: c.id, id: `e-${c.id}`, domain: 'fullfact.org' })),
  );
  await store.putVerdicts(
    made.map((c) => fakeVerdict({ runId: run.id, claimId: c.id, label: 'refuted', counted: [`e-${c.id}`] })),
  );
  await store.putRun(run);
  return run;
}

/** Every posting as stored (key → its rows' primary keys, oldest first), the recent rows left out. */
async function postingsOf(db: CartographerDb): Promise<Map<string, string[]>> {
  const all = await db.seenKeys.toArray();
  return new Map(
    all
      .filter((p) => p.recent === undefined)
      .map((p) => [p.key, p.rows.map(([run, claim]) => `${run}/${claim}`)]),
  );
}

/** The rows waiting to be posted, oldest first. */
async function recentRows(db: CartographerDb) {
  const records = await db.seenKeys.where('key').between(RECENT_FIRST, RECENT_LAST, true, true).toArray();
  return records.flatMap((r) => r.recent ?? []);
}

const claimsOf = (n: number) => [
  `Unemployment in Ohio fell to ${n} percent in 2019.`,
  `The Riverside bridge cost ${n} million dollars.`,
  'Vaccines cause autism.',
  `Wages and prices for families rose by ${n} percent in 2021.`,
];

describe('the seen-before index between merges', () => {
  let store: DexieResearchStore;
  beforeEach(() => {
    store = new DexieResearchStore(freshDb());
  });

  it('finds a run saved a moment ago before its rows reach the postings, and forgets it at once when deleted', async () => {
    const a = await checkArticle(store, ['Vaccines cause autism.'], BASE_TIME);
    await store.seen.mergeRecent();
    const b = await checkArticle(store, ['Autism is caused by vaccines.'], BASE_TIME + 1);
    // b's rows are recent: not in any posting yet.
    const posted = [...(await postingsOf(store.db)).values()].flat();
    expect(posted.some((id) => id.startsWith(`${b.id}/`))).toBe(false);
    const [both] = await store.seen.lookup([en('Vaccines cause autism')]);
    expect(both!.map((h) => h.check.runId).sort()).toEqual([a.id, b.id].sort());
    // Saved again (a finished run's row rewritten): still once.
    await store.putRun({ ...b, updatedAt: b.updatedAt + 1 });
    const [again] = await store.seen.lookup([en('Vaccines cause autism')]);
    expect(again!.map((h) => h.check.runId).sort()).toEqual([a.id, b.id].sort());
    // Deleted while recent, and deleted once posted: gone from the very next lookup either way.
    await store.deleteRun(b.id);
    const [left] = await store.seen.lookup([en('Vaccines cause autism')]);
    expect(left!.map((h) => h.check.runId)).toEqual([a.id]);
    expect((await recentRows(store.db)).map((r) => r.runId)).not.toContain(b.id);
    await store.deleteRun(a.id);
    const [none] = await store.seen.lookup([en('Vaccines cause autism')]);
    expect(none).toEqual([]);
    expect(await postingsOf(store.db)).toEqual(new Map());
  });

  it('posts the recent rows as writing them at once would, merged at any point or when too many wait', async () => {
    // More rows than may wait: the update merges them itself at least once on the way.
    const runs = Math.ceil((SEEN_BEFORE.recentRowsMax * 1.5) / claimsOf(0).length);
    const saved: Run[] = [];
    let merges = 0;
    for (let i = 0; i < runs; i += 1) {
      saved.push(await checkArticle(store, claimsOf(i % 7), BASE_TIME + i));
      if (i === 5 || i === runs - 6) await store.seen.mergeRecent();
      const waiting = await recentRows(store.db);
      expect(waiting.length).toBeLessThanOrEqual(SEEN_BEFORE.recentRowsMax);
      if (waiting.length === 0) merges += 1;
    }
    expect(merges).toBeGreaterThanOrEqual(3);
    const [before] = await store.seen.lookup([en('Unemployment in Ohio dropped to 3 percent in 2019.')]);
    await store.seen.mergeRecent();
    const [after] = await store.seen.lookup([en('Unemployment in Ohio dropped to 3 percent in 2019.')]);
    expect(after).toEqual(before);
    // The newest run that told it (runs i with i % 7 = 3 did).
    expect(before!.map((h) => h.check.runId)).toContain(saved.filter((_, i) => i % 7 === 3).at(-1)!.id);

    // The same rows written at once, in the order the index took them.
    const rows = (await store.seen.allRows()).reverse();
    const other = new DexieResearchStore(freshDb());
    await other.seen.putRows(rows);
    expect(await postingsOf(store.db)).toEqual(await postingsOf(other.db));
  });
});
