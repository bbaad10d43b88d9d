/**
 * Reasons and trace purposes saved as sentences (Dexie version 2, export version 1) become typed facts: a database is
 * upgraded in place, an old export is converted on import, and a sentence nothing can read is shown verbatim.
 */
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { CartographerDb, declareVersionsBeforeFacts } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { importRuns } from '../../../lib/db/history-import';
import { exportRuns } from '../../../lib/db/history-queries';
import { renderMarkdownReport } from '../../../lib/report/markdown-report';
import { reasonLines } from '../../../lib/presentation/reason-words';
import { traceWords } from '../../../lib/presentation/trace-words';
import { loadExistingRun } from '../../../lib/engine/run-records';

const OLD_EXPORT: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/export-v1.json', import.meta.url), 'utf8'),
);

let dbCount = 0;

describe('an export of version 1 (reasons and purposes as sentences)', () => {
  it('imports, with its sentences as facts: known purposes typed, unknown sentences verbatim', async () => {
    const db = new CartographerDb(`facts-import-${++dbCount}`);
    const outcome = await importRuns(db, OLD_EXPORT, 1_800_000_000_000);
    expect(outcome).toEqual({ imported: 1, skipped: 0, errors: [] });
    const store = new DexieResearchStore(db);
    const [verdict] = await store.listVerdicts('run-v1');
    expect(verdict?.reasons).toEqual([
      { kind: 'legacy', text: '2 independent sources support: 2 tier-A (cdc.gov, who.int).' },
      { kind: 'legacy', text: '1 quote(s) not found in their source (example.com): demoted to context.' },
      expect.objectContaining({ kind: 'legacy' }),
    ]);
    const trace = await store.listTrace('run-v1');
    expect(trace.map((t) => t.fact)).toEqual([
      { kind: 'extract-claims' },
      { kind: 'progress', step: 'extract', hop: 0, decision: null },
      { kind: 'search', intent: 'counter', hop: 0, text: 'measles cases 2024 debunked' },
      { kind: 'search', intent: 'followup', hop: 1, text: 'measles cases 2024 cdc' },
      { kind: 'fetch-evidence', claimId: 'c-1' },
      { kind: 'stance', claimIds: ['c-1'], passages: 3, oneSource: false },
      { kind: 'decision', decision: "rules' reading used instead of the model's" },
      { kind: 'legacy', text: 'hop 1: conflicting sources' },
    ]);
    // Shown: typed entries in today's words, the rest as they were written.
    expect(trace.map((t) => traceWords(t))).toContain(
      'Follow-up search for “measles cases 2024 cdc”: wikipedia.',
    );
    expect(trace.map((t) => traceWords(t))).toContain(
      'Hop 1: conflicting sources (tier A and tier D disagree).',
    );
    // The Markdown report prints the old reasons as they were written.
    const records = await loadExistingRun(store, 'run-v1');
    expect(renderMarkdownReport(records, ENGINE_CONFIG)).toContain(
      '- 2 independent sources support: 2 tier-A (cdc.gov, who.int).',
    );
    // Exported again, it is a current (version 2) export.
    const again = await exportRuns(db);
    expect(again.version).toBe(2);
    expect(again.runs[0]?.verdicts[0]?.reasons).toEqual(verdict?.reasons);
  });

  it('refuses a version 1 file whose reason is neither a sentence nor a fact', async () => {
    const forged = structuredClone(OLD_EXPORT) as { runs: { verdicts: { reasons: unknown[] }[] }[] };
    forged.runs[0]!.verdicts[0]!.reasons = [{ kind: 'sides', support: 'everyone' }];
    const db = new CartographerDb(`facts-import-${++dbCount}`);
    const outcome = await importRuns(db, forged);
    // Not a fact: kept as the legacy text of what was there, never trusted as a typed reason.
    expect(outcome.imported).toBe(1);
    const [verdict] = await new DexieResearchStore(db).listVerdicts('run-v1');
    expect(verdict?.reasons).toEqual([{ kind: 'legacy', text: '{"kind":"sides","support":"everyone"}' }]);
    expect(reasonLines(verdict?.reasons ?? [])).toEqual(['{"kind":"sides","support":"everyone"}']);
  });
});

describe('a database of version 2 (before facts)', () => {
  it('is upgraded to version 3 in place: saved reasons and purposes become facts', async () => {
    const name = `facts-upgrade-${++dbCount}`;
    const old = new Dexie(name);
    declareVersionsBeforeFacts(old);
    const entry = (OLD_EXPORT as { runs: { verdicts: object[]; trace: object[] }[] }).runs[0]!;
    await old.table('verdicts').bulkPut(entry.verdicts);
    await old.table('trace').bulkAdd(entry.trace.map((t) => ({ ...t, runId: 'run-v1' })));
    old.close();

    const db = new CartographerDb(name);
    await db.open();
    expect(db.verno).toBe(7); // the current version (5 added the fact-check index, 6 the seen-before index, 7 its postings)
    const [verdict] = await db.verdicts.toArray();
    expect(verdict?.reasons[0]).toEqual({
      kind: 'legacy',
      text: '2 independent sources support: 2 tier-A (cdc.gov, who.int).',
    });
    const trace = await db.trace.orderBy('seq').toArray();
    expect(trace[2]?.fact).toEqual({
      kind: 'search',
      intent: 'counter',
      hop: 0,
      text: 'measles cases 2024 debunked',
    });
    expect(trace.every((t) => t.fact !== undefined)).toBe(true);
  });
});
