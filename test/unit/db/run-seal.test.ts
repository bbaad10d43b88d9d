/** A run exported here, deleted and imported again is this page's check again; any other file's run stays imported. */
import { describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { importRuns } from '../../../lib/db/history-import';
import { exportRuns } from '../../../lib/db/history-queries';
import { latestRunFor } from '../../../lib/db/run-lookups';
import { newSealKey, sealEntry, sealKeyOf } from '../../../lib/db/run-seal';
import { safeJson } from '../../../lib/report/markdown-escape';
import { fakeArticle, fakeClaim, fakeRun, fakeVerdict } from '../../builders';

let dbCount = 0;
const URL = 'https://www.bbc.com/news/health-1';

async function checkedHere() {
  const store = new DexieResearchStore(new CartographerDb(`cartographer-seal-${++dbCount}`));
  const run = fakeRun({ status: 'done', article: fakeArticle({ url: URL }) });
  await store.putRun(run);
  await store.putClaims([fakeClaim({ runId: run.id })]);
  await store.putVerdicts([fakeVerdict({ runId: run.id, label: 'refuted' })]);
  return { store, run };
}

/** The file a user saves from History (sealed as the panel does), read back from disk. */
async function exportedFile(store: DexieResearchStore, key: CryptoKey): Promise<unknown> {
  const bundle = await exportRuns(store.db);
  const sealed = { ...bundle, runs: await Promise.all(bundle.runs.map((e) => sealEntry(e, key))) };
  return JSON.parse(safeJson(sealed, 2));
}

describe('re-importing a run this browser exported (issue 32 item 10)', () => {
  it('restores it as it was: the page shows it as its check again', async () => {
    const key = await sealKeyOf(newSealKey());
    const { store, run } = await checkedHere();
    const file = await exportedFile(store, key);
    await store.deleteRun(run.id);
    expect(await latestRunFor(store.db, URL, 'article')).toBeNull();

    expect(await importRuns(store.db, file, Date.now(), key)).toMatchObject({ imported: 1, errors: [] });
    expect(await store.db.runs.get(run.id)).toMatchObject({ origin: 'local' });
    expect(await latestRunFor(store.db, URL, 'article')).toBe(run.id);
  });

  it('without this browser’s key (another browser, or none yet) it is imported, never the page’s check', async () => {
    const { store, run } = await checkedHere();
    const file = await exportedFile(store, await sealKeyOf(newSealKey()));
    await store.deleteRun(run.id);
    await importRuns(store.db, file, Date.now(), await sealKeyOf(newSealKey()));
    expect(await store.db.runs.get(run.id)).toMatchObject({ origin: 'imported' });
    expect(await latestRunFor(store.db, URL, 'article')).toBeNull();
  });

  it('a sealed file edited afterwards (a verdict changed) is imported, never restored', async () => {
    const key = await sealKeyOf(newSealKey());
    const { store, run } = await checkedHere();
    const file = (await exportedFile(store, key)) as {
      runs: { verdicts: { label: string }[] }[];
    };
    file.runs[0]!.verdicts[0]!.label = 'supported';
    await store.deleteRun(run.id);
    await importRuns(store.db, file, Date.now(), key);
    expect(await store.db.runs.get(run.id)).toMatchObject({ origin: 'imported' });
    expect(await latestRunFor(store.db, URL, 'article')).toBeNull();
  });

  it('a seal copied onto another run does not verify', async () => {
    const key = await sealKeyOf(newSealKey());
    const { store, run } = await checkedHere();
    const file = (await exportedFile(store, key)) as {
      runs: { run: { id: string }; claims: { runId: string }[]; verdicts: { runId: string }[] }[];
    };
    const forged = structuredClone(file.runs[0]!);
    forged.run.id = 'run-forged';
    for (const row of [...forged.claims, ...forged.verdicts]) row.runId = 'run-forged';
    file.runs.push(forged);
    await store.deleteRun(run.id);
    await importRuns(store.db, file, Date.now(), key);
    expect(await store.db.runs.get('run-forged')).toMatchObject({ origin: 'imported' });
    expect(await store.db.runs.get(run.id)).toMatchObject({ origin: 'local' });
  });

  it('an unfinished run is imported even when sealed: it never resumes from a file', async () => {
    const key = await sealKeyOf(newSealKey());
    const store = new DexieResearchStore(new CartographerDb(`cartographer-seal-${++dbCount}`));
    const run = fakeRun({ status: 'running', article: fakeArticle({ url: URL }) });
    await store.putRun(run);
    const file = await exportedFile(store, key);
    await store.deleteRun(run.id);
    await importRuns(store.db, file, Date.now(), key);
    expect(await store.db.runs.get(run.id)).toMatchObject({ origin: 'imported', status: 'partial' });
  });
});
