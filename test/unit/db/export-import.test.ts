import { beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { ExportBundleSchema } from '../../../lib/db/export-bundle';
import { UNFINISHED_IMPORT_NOTICE, importRuns } from '../../../lib/db/history-import';
import { exportRuns, searchRuns } from '../../../lib/db/history-queries';
import type { Run } from '../../../lib/engine/schemas';
import {
  BASE_TIME,
  fakeClaim,
  fakeEvidence,
  fakeQuery,
  fakeRun,
  fakeSource,
  fakeTrace,
  fakeVerdict,
} from '../../builders';

let dbCount = 0;
const freshDb = () => new CartographerDb(`cartographer-export-${++dbCount}`);

async function seedFullRun(store: DexieResearchStore, overrides: Partial<Run> = {}): Promise<Run> {
  const run = fakeRun(overrides);
  await store.putRun(run);
  await store.putClaims([fakeClaim({ runId: run.id, text: `Claim about tramways for ${run.id}` })]);
  await store.putQueries([fakeQuery({ runId: run.id }), fakeQuery({ runId: run.id, intent: 'counter' })]);
  await store.putEvidence([fakeEvidence({ runId: run.id })]);
  await store.putVerdicts([fakeVerdict({ runId: run.id })]);
  await store.putSources([fakeSource({ runId: run.id })]);
  await store.appendTrace(run.id, [fakeTrace(), fakeTrace({ kind: 'decision' })]);
  return run;
}

/** What a user would save to disk and load again. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('exportRuns / importRuns', () => {
  let source: DexieResearchStore;
  beforeEach(() => {
    source = new DexieResearchStore(freshDb());
  });

  it('exports all runs newest first in the documented, valid format', async () => {
    const older = await seedFullRun(source, { createdAt: BASE_TIME });
    const newer = await seedFullRun(source, { createdAt: BASE_TIME + 1000 });
    const bundle = await exportRuns(source.db, undefined, BASE_TIME);
    expect(ExportBundleSchema.parse(throughJson(bundle))).toEqual(bundle);
    expect(bundle).toMatchObject({
      format: 'cartographer-export',
      version: 2,
      exportedAt: '2026-11-22T00:00:00.000Z',
    });
    expect(bundle.runs.map((entry) => entry.run.id)).toEqual([newer.id, older.id]);
    expect(bundle.runs[0]).toMatchObject({ claims: [{}], queries: [{}, {}], trace: [{}, {}] });
  });

  it('exports only the runs asked for', async () => {
    const wanted = await seedFullRun(source);
    await seedFullRun(source);
    const bundle = await exportRuns(source.db, [wanted.id, 'run-gone']);
    expect(bundle.runs.map((entry) => entry.run.id)).toEqual([wanted.id]);
  });

  it('round-trips: an import into an empty History restores every run and all its contents', async () => {
    const run = await seedFullRun(source);
    const target = new DexieResearchStore(freshDb());
    const outcome = await importRuns(target.db, throughJson(await exportRuns(source.db)), BASE_TIME + 5);
    expect(outcome).toEqual({ imported: 1, skipped: 0, errors: [] });
    // Everything is restored; only its provenance says where it came from.
    expect(await target.getRun(run.id)).toEqual({ ...run, origin: 'imported', importedAt: BASE_TIME + 5 });
    for (const list of [
      'listClaims',
      'listQueries',
      'listEvidence',
      'listVerdicts',
      'listSources',
      'listTrace',
    ] as const) {
      expect(await target[list](run.id)).toEqual(await source[list](run.id));
    }
    // Imported runs are searchable by their claims too.
    expect((await searchRuns(target.db, { text: 'tramways', limit: 10, offset: 0 })).total).toBe(1);
  });

  it('marks every imported run as imported, whatever the file says about itself', async () => {
    const run = await seedFullRun(source);
    const bundle = throughJson(await exportRuns(source.db)) as { runs: { run: Record<string, unknown> }[] };
    Object.assign(bundle.runs[0]!.run, { origin: 'local', importedAt: 42 });
    const target = new DexieResearchStore(freshDb());
    await importRuns(target.db, bundle, BASE_TIME + 9);
    expect(await target.getRun(run.id)).toMatchObject({ origin: 'imported', importedAt: BASE_TIME + 9 });
  });

  it('refuses a run whose links are not web addresses (a hand-made file)', async () => {
    const run = await seedFullRun(source);
    const bundle = throughJson(await exportRuns(source.db)) as {
      runs: { evidence: { url: string }[]; sources: { url: string }[] }[];
    };
    bundle.runs[0]!.evidence[0]!.url = 'javascript:alert(document.domain)';
    bundle.runs[0]!.sources[0]!.url = 'data:text/html,<script>alert(1)</script>';
    const target = new DexieResearchStore(freshDb());
    expect(await importRuns(target.db, bundle)).toEqual({
      imported: 0,
      skipped: 0,
      errors: [
        `Run 1 (${run.id}) is damaged: its evidence URL and source URL are not web addresses (http or https).`,
      ],
    });
    expect(await target.getRun(run.id)).toBeUndefined();
  });

  it('skips runs already in History and leaves them untouched', async () => {
    const run = await seedFullRun(source);
    const bundle = throughJson(await exportRuns(source.db)) as { runs: { run: Run }[] };
    bundle.runs[0]!.run.article.title = 'Changed in the file';
    expect(await importRuns(source.db, bundle)).toEqual({ imported: 0, skipped: 1, errors: [] });
    expect((await source.getRun(run.id))?.article.title).toBe(run.article.title);
  });

  it('imports the valid runs of a file and names the damaged ones', async () => {
    await seedFullRun(source);
    await seedFullRun(source);
    const bundle = throughJson(await exportRuns(source.db)) as { runs: { run: Record<string, unknown> }[] };
    const damagedId = bundle.runs[1]!.run.id;
    bundle.runs[1]!.run.status = 'exploded';
    const target = new DexieResearchStore(freshDb());
    const outcome = await importRuns(target.db, bundle);
    expect(outcome.imported).toBe(1);
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatch(new RegExp(`^Run 2 \\(${damagedId}\\) is damaged: run\\.status`));
    expect(await target.getRun(String(damagedId))).toBeUndefined();
  });

  it('rejects contents that belong to another run', async () => {
    await seedFullRun(source);
    const bundle = throughJson(await exportRuns(source.db)) as { runs: { claims: { runId: string }[] }[] };
    bundle.runs[0]!.claims[0]!.runId = 'run-someone-else';
    const target = new DexieResearchStore(freshDb());
    const outcome = await importRuns(target.db, bundle);
    expect(outcome.imported).toBe(0);
    expect(outcome.errors[0]).toMatch(/its claims belong to another run/);
    expect(await target.countRuns()).toBe(0);
  });

  it('explains files that are not exports, or from a newer version, without throwing', async () => {
    const db = freshDb();
    for (const junk of [null, 'hello', { format: 'other', version: 1, runs: [] }, { runs: 'x' }]) {
      const outcome = await importRuns(db, junk);
      expect(outcome.imported).toBe(0);
      expect(outcome.errors).toEqual([
        'This file is not a Cartographer export (expected JSON exported from History).',
      ]);
    }
    const newer = await importRuns(db, { format: 'cartographer-export', version: 3, runs: [] });
    expect(newer.errors[0]).toMatch(/newer Cartographer .*update the extension/);
  });

  it('does not let an imported unfinished run resume', async () => {
    const run = await seedFullRun(source, { status: 'running', stage: 'search' });
    const target = new DexieResearchStore(freshDb());
    await importRuns(target.db, throughJson(await exportRuns(source.db)));
    expect(await target.listUnfinishedRuns()).toEqual([]);
    expect(await target.getRun(run.id)).toMatchObject({
      status: 'partial',
      notices: [UNFINISHED_IMPORT_NOTICE],
    });
  });
});
