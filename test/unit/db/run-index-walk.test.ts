/**
 * History's newest-first walk over the summary rows (chunked getAll): the same runs, in the same order, as a full
 * scan, including runs that share a date across and within chunks, and searches mixing rare, common, prefix and
 * absent words.
 */
import { describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import type { RunIndexRow } from '../../../lib/db/run-index';
import {
  distinctSites,
  searchRunIndex,
  searchWords,
  type IndexSearch,
} from '../../../lib/db/run-index-query';
import { newestFirst, walkNewestFirst } from '../../../lib/db/run-index-walk';
import type { ArticleVerdict, VerdictLabel } from '../../../lib/engine/schemas';
import { BASE_TIME, fakeArticle, fakeClaim, fakeRun } from '../../builders';

let dbCount = 0;
const MINUTE = 60_000;
const LABELS: VerdictLabel[] = ['likely_true', 'contested'];

function verdict(label: VerdictLabel): ArticleVerdict {
  return {
    label,
    rgba: { r: 0.1, g: 0.5, b: 0.5, a: 0.5 },
    consensus: [],
    battlegrounds: [],
    graph: { nodes: [], edges: [] },
    summary: '',
  };
}

/** 90 runs: runs 20–49 all saved at one minute (more than a chunk), the rest a minute apart; words by residue. */
async function seeded() {
  const db = new CartographerDb(`run-index-walk-${++dbCount}`);
  const store = new DexieResearchStore(db);
  for (let i = 0; i < 90; i += 1) {
    const at = i >= 20 && i < 50 ? 20 : i;
    const run = fakeRun({
      id: `run-${String((i * 37) % 90).padStart(2, '0')}`,
      createdAt: BASE_TIME - at * MINUTE,
      article: fakeArticle({
        title: `${i % 3 === 0 ? 'bridge' : 'budget'} ${i % 2 === 0 ? 'bridges' : 'council'}${i % 30 === 7 ? ' zeppelin' : ''}`,
        url: `https://site${i % 4}.example/story/${i}`,
      }),
      result: verdict(LABELS[i % LABELS.length]!),
    });
    await store.putRun(run);
    await store.putClaims([fakeClaim({ runId: run.id, text: `traffic fell by ${i % 7} percent` })]);
  }
  return db;
}

/** Every summary row read and tested in turn, newest first: what each search must return. */
function fullScan(rows: RunIndexRow[], search: IndexSearch) {
  const keys = rows
    .filter(
      (row) =>
        row.createdAt >= search.from &&
        row.createdAt <= search.to &&
        (!search.label || row.label === search.label) &&
        (!search.site || row.site === search.site) &&
        search.words.every((word) => row.words.some((term) => term.startsWith(word))),
    )
    .map((row): [number, string] => [row.createdAt, row.id])
    .sort(newestFirst);
  return {
    ids: keys.slice(search.offset, search.offset + search.limit).map(([, id]) => id),
    total: keys.length,
  };
}

describe('the newest-first walk', () => {
  it('reads every row in scope once, in index order, through chunks that end inside a shared date', async () => {
    const db = await seeded();
    const rows = await db.runIndex.toArray();
    for (const chunk of [1, 3, 7, 29, 30, 31, 500])
      for (const scope of [
        { site: '', from: -Infinity, to: Infinity },
        { site: '', from: BASE_TIME - 60 * MINUTE, to: BASE_TIME - 5 * MINUTE },
        { label: 'contested' as const, site: '', from: -Infinity, to: Infinity },
        { site: 'site1.example', from: -Infinity, to: BASE_TIME - 20 * MINUTE },
      ]) {
        const walk = await walkNewestFirst(db, scope, () => true, Infinity, chunk);
        const expected = fullScan(rows, { ...scope, words: [], offset: 0, limit: 1_000 });
        expect(walk.exhausted).toBe(true);
        expect(
          walk.keys.map(([, id]) => id),
          `${chunk} ${JSON.stringify(scope)}`,
        ).toEqual(expected.ids);
      }
  });

  it('stops once enough rows match and says it did not read them all', async () => {
    const db = await seeded();
    const walk = await walkNewestFirst(db, { site: '', from: -Infinity, to: Infinity }, () => true, 10, 4);
    expect(walk.exhausted).toBe(false);
    expect(walk.keys.length).toBeGreaterThanOrEqual(10);
    expect(walk.keys.length).toBeLessThan(10 + 4);
  });
});

describe('searches on a set with a date shared by more runs than a chunk', () => {
  it('return the full scan\u2019s page and total for rare, common, prefix, absent and combined words', async () => {
    const db = await seeded();
    const rows = await db.runIndex.toArray();
    // Tiny limits: common words leave the word index for the walk, which reads 4 rows per request.
    const limits = { candidateCap: 12, countAhead: 1_000, filterAhead: 1_000, walkChunk: 4 };
    let searches = 0;
    for (const text of [
      'zeppelin',
      'bridge',
      'brid',
      'bu',
      'council percent',
      'zeppelin budget',
      'nowhere',
      '',
    ])
      for (const label of [undefined, 'contested'] as const)
        for (const site of ['', 'site2.example'])
          for (const [offset, limit] of [
            [0, 5],
            [5, 40],
          ] as const) {
            const search: IndexSearch = {
              words: searchWords(text),
              ...(label ? { label } : {}),
              site,
              from: -Infinity,
              to: Infinity,
              offset,
              limit,
            };
            const page = await searchRunIndex(db, search, limits);
            expect(page.totalIsLowerBound, JSON.stringify(search)).toBe(false);
            expect({ ids: page.ids, total: page.total }, JSON.stringify(search)).toEqual(
              fullScan(rows, search),
            );
            searches += 1;
          }
    expect(searches).toBe(64);
    // The set exercises what it claims: a rare word, a word too common for the cap, and no match at all.
    expect(
      fullScan(rows, { words: ['zeppelin'], site: '', from: -Infinity, to: Infinity, offset: 0, limit: 90 })
        .total,
    ).toBe(3);
    expect(rows.filter((row) => row.words.some((w) => w.startsWith('brid'))).length).toBeGreaterThan(12);
    expect(
      fullScan(rows, { words: ['nowhere'], site: '', from: -Infinity, to: Infinity, offset: 0, limit: 9 })
        .total,
    ).toBe(0);
  });
});

describe('the site list', () => {
  it('holds each site with a saved run once, sorted, read one seek per site', async () => {
    const db = await seeded();
    const sites = ['site0.example', 'site1.example', 'site2.example', 'site3.example'];
    expect(await distinctSites(db)).toEqual(sites);
    const store = new DexieResearchStore(db);
    for (const row of await db.runIndex
      .where('[site+createdAt]')
      .between(['site2.example', -Infinity], ['site2.example', Infinity])
      .toArray())
      await store.deleteRun(row.id);
    expect(await distinctSites(db)).toEqual(sites.filter((site) => site !== 'site2.example'));
  });
});
