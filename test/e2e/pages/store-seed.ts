/** Writes runs built with the seeded builders straight into the extension's IndexedDB, as the engine would. */
import type { Page } from 'playwright-core';
import type { StoredSource, StoredVerdict } from '../../../lib/engine/ports';
import type { Claim, Evidence, Query, Run, TraceEntry } from '../../../lib/engine/schemas';
import { toRunRow } from '../../../lib/db/dexie-research-store';
import { runIndexRowOf } from '../../../lib/db/run-index';

export interface SeedRun {
  run: Run;
  claims: Claim[];
  queries: Query[];
  evidence: Evidence[];
  verdicts: StoredVerdict[];
  sources: StoredSource[];
  trace: TraceEntry[];
}

/**
 * Seeds runs through an extension page that has already opened the database (the side panel, once it shows
 * something), so the schema is Dexie's own.
 */
export async function seedRuns(page: Page, runs: SeedRun[]): Promise<void> {
  const rows = runs.map((seed) => {
    const row = toRunRow(seed.run, seed.claims);
    return {
      runs: [row],
      runIndex: [runIndexRowOf(row)],
      claims: seed.claims,
      queries: seed.queries,
      evidence: seed.evidence,
      verdicts: seed.verdicts,
      sources: seed.sources,
      trace: seed.trace.map((entry) => ({ ...entry, runId: seed.run.id })),
    };
  });
  await page.evaluate(
    (batches) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('cartographer');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [
            'runs',
            'runIndex',
            'claims',
            'queries',
            'evidence',
            'verdicts',
            'sources',
            'trace',
          ] as const;
          const tx = db.transaction([...names], 'readwrite');
          for (const batch of batches)
            for (const name of names) for (const row of batch[name]) tx.objectStore(name).put(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}
