/**
 * History's index (Dexie version 4): one summary row per run, kept in step with every write, and searches through
 * it that return what the old full scan returned, on a mixed set, through both of its paths.
 */
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { CartographerDb, declareVersionsBeforeFacts, type RunRow } from '../../../lib/db/cartographer-db';
import { DexieResearchStore, fromRunRow, toRunRow } from '../../../lib/db/dexie-research-store';
import { importRuns } from '../../../lib/db/history-import';
import { searchRuns } from '../../../lib/db/history-queries';
import { searchRunIndex, searchWords, type IndexSearch } from '../../../lib/db/run-index-query';
import { siteOf } from '../../../lib/engine/domain/url';
import type { ArticleVerdict, Run, VerdictLabel } from '../../../lib/engine/schemas';
import { BASE_TIME, fakeArticle, fakeClaim, fakeRun } from '../../builders';

let dbCount = 0;
const HOUR = 60 * 60 * 1000;
const LABELS: VerdictLabel[] = ['likely_true', 'contested', 'likely_false'];
const SITES = ['www.news.example.com', 'health.example.org', 'blog.example.net', 'zeitung.example.de'];
const WORDS = ['bridge', 'budget', 'vaccine', 'brücke', 'zürich', 'jobs', 'bridges', 'council', 'rare'];

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

/** A small deterministic generator, so the mixed set is the same on every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

/** `n` runs mixing titles, sites, labels (some unfinished), equal dates and claim words. */
function mixedRuns(n: number): { run: Run; claimText: string }[] {
  const pick = random(7);
  return Array.from({ length: n }, (_, i) => {
    const site = SITES[pick(SITES.length)]!;
    const title = `${WORDS[pick(WORDS.length)]} ${WORDS[pick(WORDS.length)]} ${i % 50 === 0 ? 'zeppelin' : ''}`;
    const labelAt = pick(LABELS.length + 1);
    const run = fakeRun({
      id: `run-${String(i).padStart(4, '0')}`,
      // Every fifth run shares its time with the one before: ties are ordered by id, as the old scan did.
      createdAt: BASE_TIME + Math.floor(i - (i % 5 === 0 ? 1 : 0)) * HOUR,
      article: fakeArticle({ title, url: `https://${site}/story/${i}` }),
      ...(labelAt < LABELS.length ? { result: verdict(LABELS[labelAt]!) } : { status: 'running' as const }),
    });
    return { run, claimText: `${WORDS[pick(WORDS.length)]} rose by ${pick(90)} percent` };
  });
}

/** The search as History ran it before version 4: every saved run's row checked in turn, newest first. */
function oldScan(rows: RunRow[], search: IndexSearch): { ids: string[]; total: number } {
  const matching = rows
    .filter(
      (row) =>
        row.createdAt >= search.from &&
        row.createdAt <= search.to &&
        (!search.label || row.label === search.label) &&
        (!search.site || row.site === search.site) &&
        search.words.every((word) => row.searchTerms.some((term) => term.startsWith(word))),
    )
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return {
    ids: matching.slice(search.offset, search.offset + search.limit).map((row) => row.id),
    total: matching.length,
  };
}

async function seeded(n: number) {
  const db = new CartographerDb(`run-index-${++dbCount}`);
  const store = new DexieResearchStore(db);
  for (const { run, claimText } of mixedRuns(n)) {
    await store.putRun(run);
    await store.putClaims([fakeClaim({ runId: run.id, text: claimText })]);
  }
  return { db, store };
}

describe('the run index', () => {
  it('holds one summary row per run with its words, label, site and date, and loses it with the run', async () => {
    const { db, store } = await seeded(3);
    const rows = await db.runIndex.toArray();
    const runs = await db.runs.toArray();
    expect(rows).toHaveLength(3);
    for (const run of runs) {
      const row = rows.find((r) => r.id === run.id)!;
      expect(row).toEqual({
        id: run.id,
        createdAt: run.createdAt,
        words: run.searchTerms,
        label: run.result?.label ?? '',
        site: siteOf(run.article.url),
      });
      // Claim words saved after the run are in its summary.
      expect(row.words).toContain('percent');
    }
    // Saved again (even under another date, which is part of the index's key): still one row, up to date.
    await store.putRun({ ...fromRunRow(runs[1]!), createdAt: runs[1]!.createdAt + 1 });
    expect(await db.runIndex.where('id').equals(runs[1]!.id).toArray()).toEqual([
      expect.objectContaining({ createdAt: runs[1]!.createdAt + 1 }),
    ]);
    expect(await db.runIndex.count()).toBe(3);
    await store.deleteRun(runs[0]!.id);
    expect(await db.runIndex.where('id').equals(runs[0]!.id).first()).toBeUndefined();
    expect(await db.runIndex.count()).toBe(2);
  });

  it('is written for imported runs', async () => {
    const { db: source } = await seeded(4);
    const { exportRuns } = await import('../../../lib/db/history-queries');
    const bundle = JSON.parse(JSON.stringify(await exportRuns(source))) as unknown;
    const db = new CartographerDb(`run-index-${++dbCount}`);
    expect(await importRuns(db, bundle)).toMatchObject({ imported: 4, errors: [] });
    expect((await db.runIndex.toArray()).map((r) => r.id).sort()).toEqual(
      (await db.runs.toArray()).map((r) => r.id).sort(),
    );
    expect((await searchRuns(db, { text: 'percent', limit: 10, offset: 0 })).total).toBe(4);
  });
});

describe('searches through the index', () => {
  const searches: Omit<IndexSearch, 'offset' | 'limit'>[] = [];
  for (const text of [
    '',
    'bridge',
    'brid',
    'zurich',
    'zeppelin',
    'bridge council',
    'percent',
    'story',
    'nothing',
  ])
    for (const label of [undefined, 'likely_true', 'contested'] as const)
      for (const site of ['', 'news.example.com', 'example.org'])
        for (const [from, to] of [
          [-Infinity, Infinity],
          [BASE_TIME + 40 * HOUR, BASE_TIME + 160 * HOUR],
        ] as const)
          searches.push({ words: searchWords(text), ...(label ? { label } : {}), site, from, to });

  it('return the pages and totals the old scan returned on a mixed set (both paths, every filter)', async () => {
    const { db } = await seeded(240);
    const rows = await db.runs.toArray();
    // Small limits, so both the word-index path and the newest-first walk are taken.
    const limits = { candidateCap: 30, countAhead: 15, filterAhead: 5, walkChunk: 7 };
    let walked = 0;
    for (const search of searches) {
      for (const [offset, limit] of [
        [0, 10],
        [10, 25],
      ] as const) {
        const query = { ...search, offset, limit };
        const expected = oldScan(rows, query);
        const page = await searchRunIndex(db, query, limits);
        const what = JSON.stringify(query);
        expect(page.ids, what).toEqual(expected.ids);
        if (page.totalIsLowerBound) {
          walked += 1;
          expect(page.total, what).toBeLessThan(expected.total + 1);
          expect([offset + limit + limits.countAhead, offset + limit + limits.filterAhead], what).toContain(
            page.total,
          );
        } else expect(page.total, what).toBe(expected.total);
      }
    }
    expect(walked).toBeGreaterThan(0);
  });

  it('counts exactly with the default limits on the same set', async () => {
    const { db } = await seeded(240);
    const rows = await db.runs.toArray();
    for (const search of searches) {
      const query = { ...search, offset: 0, limit: 50 };
      const page = await searchRunIndex(db, query);
      expect(page.totalIsLowerBound).toBe(false);
      expect({ ids: page.ids, total: page.total }).toEqual(oldScan(rows, query));
    }
  });

  it('counts a search matching every run exactly through searchRuns (no "N+" below the caps)', async () => {
    const { db } = await seeded(60);
    const page = await searchRuns(db, { text: 'story example', limit: 10, offset: 0 });
    expect(page.total).toBe(60);
    expect(page.runs).toHaveLength(10);
    expect(page.totalIsLowerBound).toBeUndefined();
  });
});

describe('a database of version 3 (before the run index)', () => {
  it('is upgraded to version 4: every saved run gets its summary row and is found by search', async () => {
    const name = `run-index-upgrade-${++dbCount}`;
    const old = new Dexie(name);
    declareVersionsBeforeFacts(old);
    old.version(3).stores({});
    const saved = mixedRuns(30).map(({ run, claimText }) =>
      toRunRow(run, [fakeClaim({ runId: run.id, text: claimText })]),
    );
    await old.table('runs').bulkPut(saved);
    old.close();

    const db = new CartographerDb(name);
    await db.open();
    expect(db.verno).toBe(7); // the current version (5 added the fact-check index, 6 the seen-before index, 7 its postings)
    expect(await db.runIndex.count()).toBe(30);
    const rows = await db.runs.toArray();
    const query = {
      words: searchWords('bridge'),
      site: '',
      from: -Infinity,
      to: Infinity,
      offset: 0,
      limit: 50,
    };
    const page = await searchRunIndex(db, query);
    expect(page.ids.length).toBeGreaterThan(0);
    expect({ ids: page.ids, total: page.total }).toEqual(oldScan(rows, query));
    // The runs' own word index is gone (it lives in the summary rows now).
    expect(db.runs.schema.idxByName.searchTerms).toBeUndefined();
  });
});
