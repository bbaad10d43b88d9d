import { beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { listSites, searchRuns } from '../../../lib/db/history-queries';
import type { ArticleVerdict, Run, VerdictLabel } from '../../../lib/engine/schemas';
import { BASE_TIME, fakeArticle, fakeClaim, fakeRun } from '../../builders';

const DAY = 24 * 60 * 60 * 1000;
let dbCount = 0;

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

describe('searchRuns', () => {
  let db: CartographerDb;
  let store: DexieResearchStore;
  let runs: Record<string, Run>;

  beforeEach(async () => {
    db = new CartographerDb(`cartographer-history-${++dbCount}`);
    store = new DexieResearchStore(db);
    runs = {
      bridge: fakeRun({
        createdAt: BASE_TIME,
        article: fakeArticle({
          title: 'Council approves bridge budget',
          url: 'https://www.news.example.com/bridge',
        }),
        result: verdict('likely_true'),
      }),
      vaccine: fakeRun({
        createdAt: BASE_TIME + DAY,
        article: fakeArticle({
          title: 'Vaccine study under fire',
          url: 'https://health.example.org/vaccines',
        }),
        result: verdict('contested'),
      }),
      zurich: fakeRun({
        createdAt: BASE_TIME + 2 * DAY,
        article: fakeArticle({
          title: 'Zürich baut eine neue Brücke',
          url: 'https://www.news.example.com/zuerich',
          lang: 'de',
        }),
        result: verdict('likely_true'),
      }),
      challenge: fakeRun({
        createdAt: BASE_TIME + 3 * DAY,
        kind: 'challenge',
        statement: 'Unemployment doubled in 2025',
        status: 'running',
        article: fakeArticle({ title: 'Jobs report', url: 'https://blog.example.net/jobs' }),
      }),
    };
    for (const run of Object.values(runs)) await store.putRun(run);
  });

  const ids = (page: { runs: Run[] }) => page.runs.map((run) => run.id);
  const all = { limit: 50, offset: 0 };

  it('lists every run newest first, with the total for paging', async () => {
    const page = await searchRuns(db, { limit: 2, offset: 1 });
    expect(ids(page)).toEqual([runs.zurich!.id, runs.vaccine!.id]);
    expect(page.total).toBe(4);
  });

  it('finds runs by word prefixes of the title, case- and accent-insensitively', async () => {
    expect(ids(await searchRuns(db, { ...all, text: 'BRID' }))).toEqual([runs.bridge!.id]);
    expect(ids(await searchRuns(db, { ...all, text: 'zurich brü' }))).toEqual([runs.zurich!.id]);
    expect(ids(await searchRuns(db, { ...all, text: 'vaccine bridge' }))).toEqual([]);
  });

  it('finds runs by URL, site and challenged statement', async () => {
    expect(ids(await searchRuns(db, { ...all, text: 'news.example.com' }))).toEqual([
      runs.zurich!.id,
      runs.bridge!.id,
    ]);
    expect(ids(await searchRuns(db, { ...all, text: 'vaccines' }))).toEqual([runs.vaccine!.id]);
    expect(ids(await searchRuns(db, { ...all, text: 'unemploy' }))).toEqual([runs.challenge!.id]);
  });

  it('finds a run by the text of claims saved after the run', async () => {
    expect((await searchRuns(db, { ...all, text: 'myocarditis' })).total).toBe(0);
    await store.putClaims([
      fakeClaim({ runId: runs.vaccine!.id, text: 'Myocarditis rates rose fivefold after the second dose.' }),
    ]);
    // A later status update must keep the claim words searchable.
    await store.putRun({ ...runs.vaccine!, status: 'done', updatedAt: BASE_TIME + 2 * DAY });
    expect(ids(await searchRuns(db, { ...all, text: 'myocard fivefold' }))).toEqual([runs.vaccine!.id]);
  });

  it('filters by label, site and date, combined with text', async () => {
    expect(ids(await searchRuns(db, { ...all, label: 'likely_true' }))).toEqual([
      runs.zurich!.id,
      runs.bridge!.id,
    ]);
    expect(ids(await searchRuns(db, { ...all, site: 'www.news.example.com' }))).toEqual([
      runs.zurich!.id,
      runs.bridge!.id,
    ]);
    expect(ids(await searchRuns(db, { ...all, site: 'news.example.com', text: 'brücke' }))).toEqual([
      runs.zurich!.id,
    ]);
    expect(ids(await searchRuns(db, { ...all, from: BASE_TIME + DAY, to: BASE_TIME + 2 * DAY }))).toEqual([
      runs.zurich!.id,
      runs.vaccine!.id,
    ]);
    const filtered = await searchRuns(db, {
      label: 'likely_true',
      from: BASE_TIME + DAY,
      limit: 10,
      offset: 0,
    });
    expect(ids(filtered)).toEqual([runs.zurich!.id]);
    expect(filtered.total).toBe(1);
  });

  it('pages through filtered results and reports the filtered total', async () => {
    const first = await searchRuns(db, { text: 'example', limit: 3, offset: 0 });
    const second = await searchRuns(db, { text: 'example', limit: 3, offset: 3 });
    expect(first.total).toBe(4);
    expect([...ids(first), ...ids(second)]).toEqual([
      runs.challenge!.id,
      runs.zurich!.id,
      runs.vaccine!.id,
      runs.bridge!.id,
    ]);
  });

  it('ignores punctuation-only search text instead of matching nothing', async () => {
    expect((await searchRuns(db, { ...all, text: ' ?! ' })).total).toBe(4);
  });

  it('forgets a deleted run', async () => {
    await store.deleteRun(runs.bridge!.id);
    expect((await searchRuns(db, { ...all, text: 'bridge' })).total).toBe(0);
  });

  it('lists the sites that have runs', async () => {
    expect(await listSites(db)).toEqual(['blog.example.net', 'health.example.org', 'news.example.com']);
  });
});
