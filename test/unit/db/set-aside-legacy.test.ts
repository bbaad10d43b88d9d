/**
 * Set-aside items saved as sentences (`{ evidenceId, reason }`, before they were facts) still open: rows in the
 * database (version 4, no upgrade) and old exports (versions 1 and 2) are read as legacy facts showing the old
 * sentence, in the panel and the reports; a stored "fact" that does not parse is never trusted as one.
 */
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { importRuns } from '../../../lib/db/history-import';
import { exportRuns } from '../../../lib/db/history-queries';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { loadExistingRun } from '../../../lib/engine/run-records';
import { SetAsideList } from '../../../entrypoints/sidepanel/check/set-aside-list';
import type { SetAsideItem } from '../../../lib/engine/schemas';

type RawExport = { version: number; runs: { verdicts: { setAside: unknown[] }[] }[] };
const OLD_EXPORT = JSON.parse(
  readFileSync(new URL('./fixtures/export-v1.json', import.meta.url), 'utf8'),
) as RawExport;
const OLD_SENTENCE = "it is on the article's own site (dailywellnessreport.com)";

let dbCount = 0;

/** A version 2 export of the fixture's run, as today's History writes it. */
async function currentExport(): Promise<RawExport> {
  const db = new CartographerDb(`set-aside-legacy-${++dbCount}`);
  await importRuns(db, OLD_EXPORT, 1_800_000_000_000);
  const file = (await exportRuns(db)) as unknown as RawExport;
  expect(file.version).toBe(2);
  return file;
}

/** The fixture (version 1, or exported again as version 2) with one set-aside item in the given stored shape. */
async function exportWith(version: number, item: unknown): Promise<RawExport> {
  const file = version === 1 ? structuredClone(OLD_EXPORT) : await currentExport();
  file.runs[0]!.verdicts[0]!.setAside = [item];
  return file;
}

async function importedSetAside(file: RawExport) {
  const db = new CartographerDb(`set-aside-legacy-${++dbCount}`);
  const outcome = await importRuns(db, file, 1_800_000_000_000);
  expect(outcome.errors).toEqual([]);
  expect(outcome.imported).toBe(1);
  const store = new DexieResearchStore(db);
  return { db, store, verdict: (await store.listVerdicts('run-v1'))[0] };
}

function panelLines(items: readonly SetAsideItem[]): string[] {
  const html = renderToStaticMarkup(createElement(SetAsideList, { items }));
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
}

describe('set-aside sentences saved before facts', () => {
  for (const version of [1, 2]) {
    it(`an export of version ${version} imports, its sentence kept verbatim as a legacy fact`, async () => {
      const { store, verdict } = await importedSetAside(
        await exportWith(version, { evidenceId: 'ev-1', reason: OLD_SENTENCE }),
      );
      expect(verdict?.setAside).toEqual([
        { evidenceId: 'ev-1', fact: { kind: 'legacy', text: OLD_SENTENCE } },
      ]);
      expect(panelLines(verdict!.setAside)).toEqual([OLD_SENTENCE]);
      const records = await loadExistingRun(store, 'run-v1');
      // The report names the item's source before the sentence, kept verbatim.
      expect(renderMarkdownReport(records, ENGINE_CONFIG)).toMatch(
        /Set aside:\n- \S.* — it is on the article's own site \(dailywellnessreport\.com\)\n/,
      );
      const json = JSON.parse(renderJsonReport(records, ENGINE_CONFIG)) as {
        verdicts: { setAside: { evidenceId: string; reason: string; fact: unknown }[] }[];
      };
      expect(json.verdicts[0]?.setAside).toEqual([
        { evidenceId: 'ev-1', reason: OLD_SENTENCE, fact: { kind: 'legacy', text: OLD_SENTENCE } },
      ]);
    });
  }

  it('a row already in the database (version 4, no upgrade) opens with its old sentence', async () => {
    const { db, store } = await importedSetAside(
      await exportWith(2, { evidenceId: 'ev-1', fact: { kind: 'background' } }),
    );
    const [row] = await db.verdicts.toArray();
    await db.verdicts.put({ ...row!, setAside: [{ evidenceId: 'ev-1', reason: OLD_SENTENCE }] } as never);
    expect(db.verno).toBe(7); // the current version (5 added the fact-check index, 6 the seen-before index, 7 its postings)
    const records = await loadExistingRun(store, 'run-v1');
    expect(records.verdicts[0]?.setAside).toEqual([
      { evidenceId: 'ev-1', fact: { kind: 'legacy', text: OLD_SENTENCE } },
    ]);
    expect(renderMarkdownReport(records, ENGINE_CONFIG)).toContain(` — ${OLD_SENTENCE}`);
    // Exported again, it is a current export carrying the fact.
    const again = await exportRuns(db);
    expect(again.runs[0]?.verdicts[0]?.setAside).toEqual(records.verdicts[0]?.setAside);
  });

  it('a stored fact that does not parse is shown as the text it was, never trusted as that kind', async () => {
    const forged = { kind: 'own-site', site: 42 };
    const { verdict } = await importedSetAside(await exportWith(2, { evidenceId: 'ev-1', fact: forged }));
    expect(verdict?.setAside).toEqual([
      { evidenceId: 'ev-1', fact: { kind: 'legacy', text: JSON.stringify(forged) } },
    ]);
  });

  it('a current fact round-trips through export and import unchanged', async () => {
    const fact = { kind: 'copy-of', of: 'https://a.example/1', how: 'template', site: 'b.example' };
    const { db, verdict } = await importedSetAside(await exportWith(2, { evidenceId: 'ev-1', fact }));
    expect(verdict?.setAside).toEqual([{ evidenceId: 'ev-1', fact }]);
    const again = await exportRuns(db);
    const { verdict: back } = await importedSetAside(again as unknown as RawExport);
    expect(back?.setAside).toEqual([{ evidenceId: 'ev-1', fact }]);
  });
});
