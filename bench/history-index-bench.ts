/**
 * History's query layer alone, before (version 3: the runs' word index, then a filter over every run's date key)
 * and after (version 4: the run index), on the same runs in Node with fake-indexeddb — a relative figure, not
 * Chromium's (history-bench.ts measures the tab in Chromium). Also the index's cost per saved run.
 *   scripts/with-node22 npx tsx bench/history-index-bench.ts 1000,10000,50000
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { Dexie, type Table } from 'dexie';
import { CartographerDb, type RunRow } from '../lib/db/cartographer-db';
import { toRunRow } from '../lib/db/dexie-research-store';
import { searchRuns, type RunSearch } from '../lib/db/history-queries';
import { runIndexRowOf } from '../lib/db/run-index';
import { writeRunRows } from '../lib/db/run-rows';
import { tokenize } from '../lib/db/search-terms';
import type { Claim, Run, VerdictLabel } from '../lib/engine/schemas';
import { fakeArticle, fakeClaim, fakeRun } from '../test/builders';
import { log, median, round } from './lib/stats';

const RARE_WORD = 'zeppelin';
const COMMON_WORD = 'story';
const LABELS: VerdictLabel[] = ['likely_true', 'contested', 'likely_false', 'unverified'];
const BATCH = 5_000;
const REPS = 5;

/** Run `i` of a History: 12 claims of their own words, 40 sites, one run in 100 with the rare word. */
function seedRun(i: number): { run: Run; claims: Claim[] } {
  const site = `www.site${i % 40}.example`;
  const run = fakeRun({
    id: `bench-run-${i}`,
    createdAt: Date.UTC(2026, 10, 22) - i * 60_000,
    article: fakeArticle({
      title: `Council approves bridge budget — ${i}`,
      url: `https://${site}/story/${i}`,
      text: 'The city council approved a budget of 4.2 million euros for the new bridge. '.repeat(60),
    }),
    result: {
      label: LABELS[i % LABELS.length]!,
      rgba: { r: 0.1, g: 0.5, b: 0.5, a: 0.5 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [], edges: [] },
      summary: '',
    },
  });
  const claims = Array.from({ length: 12 }, (_, j) =>
    fakeClaim({
      runId: run.id,
      text: `Claim ${j} of run ${i}: traffic on bridge ${(i * 7 + j) % 997} fell by ${j * 3} percent${j === 0 && i % 100 === 0 ? ` (${RARE_WORD})` : ''}.`,
    }),
  );
  return { run, claims };
}

/** The version-3 database (the runs' own multi-entry word index) and its search, as History ran it before. */
function versionThree(name: string) {
  const db = new Dexie(name);
  db.version(1).stores({
    runs: 'id, createdAt, status, [status+createdAt], *searchTerms, site, label',
    claims: '[runId+id]',
  });
  return db;
}

async function oldSearch(runs: Table<RunRow, string>, search: RunSearch) {
  const filters: Set<string>[] = [];
  for (const word of new Set(tokenize(search.text ?? '')))
    filters.push(new Set(await runs.where('searchTerms').startsWith(word).primaryKeys()));
  if (search.label) filters.push(new Set(await runs.where('label').equals(search.label).primaryKeys()));
  const byDate = runs
    .where('createdAt')
    .between(search.from ?? -Infinity, search.to ?? Infinity, true, true)
    .reverse();
  if (filters.length === 0) {
    const [total, rows] = await Promise.all([
      byDate.clone().count(),
      byDate.clone().offset(search.offset).limit(search.limit).toArray(),
    ]);
    return { total, runs: rows };
  }
  const matching = (await byDate.primaryKeys()).filter((id) => filters.every((set) => set.has(id)));
  const page = matching.slice(search.offset, search.offset + search.limit);
  return { total: matching.length, runs: await runs.bulkGet(page) };
}

async function timed(fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const out: number[] = [];
  for (let r = 0; r < REPS; r += 1) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const SEARCHES: Record<string, RunSearch> = {
  open: { offset: 0, limit: 50 },
  searchRare: { text: RARE_WORD, offset: 0, limit: 50 },
  searchCommon: { text: COMMON_WORD, offset: 0, limit: 50 },
  searchTwoWords: { text: `${COMMON_WORD} bridge`, offset: 0, limit: 50 },
  label: { label: 'contested', offset: 0, limit: 50 },
};

async function benchSize(n: number) {
  const before = versionThree(`bench-v3-${n}`);
  const after = new CartographerDb(`bench-v4-${n}`);
  const runsV3 = before.table('runs') as Table<RunRow, string>;
  let seedV3 = 0;
  let seedV4 = 0;
  for (let at = 0; at < n; at += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - at) }, (_, k) => {
      const { run, claims } = seedRun(at + k);
      return toRunRow(run, claims);
    });
    let t0 = performance.now();
    await before.transaction('rw', runsV3, () => runsV3.bulkAdd(rows));
    seedV3 += performance.now() - t0;
    t0 = performance.now();
    await after.transaction('rw', after.runs, after.runIndex, async () => {
      await after.runs.bulkAdd(rows);
      await after.runIndex.bulkAdd(rows.map(runIndexRowOf));
    });
    seedV4 += performance.now() - t0;
  }
  const entry: Record<string, unknown> = { runs: n };
  for (const [name, search] of Object.entries(SEARCHES)) {
    const old = await oldSearch(runsV3, search);
    const now = await searchRuns(after, search);
    const same = JSON.stringify(old.runs.map((r) => r?.id)) === JSON.stringify(now.runs.map((r) => r.id));
    const beforeMs = median(await timed(() => oldSearch(runsV3, search)));
    const afterMs = median(await timed(() => searchRuns(after, search)));
    entry[name] = {
      beforeMs: round(beforeMs),
      afterMs: round(afterMs),
      totalBefore: old.total,
      totalAfter: `${now.total}${now.totalIsLowerBound ? '+' : ''}`,
      samePage: same,
    };
    log(
      `history-index ${n} ${name}: before ${round(beforeMs)} ms (total ${old.total}), after ${round(afterMs)} ms (total ${now.total}${now.totalIsLowerBound ? '+' : ''}), same page: ${same}`,
    );
  }
  entry.bulkSeedMsPerRun = { before: round(seedV3 / n, 3), after: round(seedV4 / n, 3) };
  before.close();
  after.close();
  return entry;
}

/** What the index adds to one saved run: the summary row's bytes and the extra time of a putRun. */
async function costPerRun() {
  const sample = Array.from({ length: 200 }, (_, i) => seedRun(i));
  const row = toRunRow(sample[0]!.run, sample[0]!.claims);
  const summaryBytes = JSON.stringify(runIndexRowOf(row)).length;
  const runRowBytes = JSON.stringify(row).length;
  const rows = sample.map(({ run, claims }) => toRunRow(run, claims));
  // The same run rows written one per transaction, with their summary rows (after) and without (before).
  const db = new CartographerDb('bench-cost');
  let t0 = performance.now();
  for (const r of rows) await db.transaction('rw', db.runs, db.runIndex, () => writeRunRows(db, [r], 'put'));
  const putMs = (performance.now() - t0) / rows.length;
  const bare = new CartographerDb('bench-cost-bare');
  t0 = performance.now();
  for (const r of rows) await bare.transaction('rw', bare.runs, () => bare.runs.put(r));
  const bareMs = (performance.now() - t0) / rows.length;
  return {
    summaryRowBytes: summaryBytes,
    summaryWords: runIndexRowOf(row).words.length,
    runRowBytes,
    writeMsWithIndex: round(putMs, 3),
    writeMsWithoutIndex: round(bareMs, 3),
  };
}

const sizes = (process.argv[2] ?? '1000,10000').split(',').map(Number);
const results: Record<string, unknown> = {
  note: 'Node + fake-indexeddb, same runs before (version 3) and after (version 4); medians of 5 after a warm-up.',
  cost: await costPerRun(),
  sizes: [] as unknown[],
};
log(`history-index cost: ${JSON.stringify(results.cost)}`);
for (const n of sizes) {
  (results.sizes as unknown[]).push(await benchSize(n));
  writeFileSync('bench/history-index-results.json', `${JSON.stringify(results, null, 2)}\n`);
}
