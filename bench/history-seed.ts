/** Seeds a History for the bench fast: run rows built in Node, child rows cloned from the templates in the page, big transactions over several tabs. */
import { isDeepStrictEqual } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { DB_NAME, type RunRow } from '../lib/db/cartographer-db';
import { toRunRow } from '../lib/db/dexie-research-store';
import type { ExportedRun } from '../lib/db/export-bundle';
import { asImported } from '../lib/db/history-import';
import { runIndexRowOf } from '../lib/db/run-index';

/** A word put into one claim of every 100th run only: a selective search. */
export const RARE_WORD = 'zeppelin';
const SITES = Array.from({ length: 40 }, (_, i) => `www.site${i}.example`);
const CHILD_TABLES = ['claims', 'queries', 'evidence', 'verdicts', 'sources'] as const;

/** `n` copies of `template` with their own ids, dates, sites and titles; every 100th has RARE_WORD in a claim. */
export function seedRuns(template: ExportedRun, n: number, from = 0): ExportedRun[] {
  const base = Date.UTC(2026, 10, 22);
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const id = `bench-run-${i}`;
    const site = SITES[i % SITES.length]!;
    const own = <T extends { runId: string }>(rows: T[]) => rows.map((row) => ({ ...row, runId: id }));
    const claims = own(template.claims).map((c, j) =>
      j === 0 && i % 100 === 0 ? { ...c, text: `${c.text} (${RARE_WORD})` } : c,
    );
    return {
      run: {
        ...template.run,
        id,
        status: 'done',
        createdAt: base - i * 60_000,
        updatedAt: base - i * 60_000 + 20_000,
        article: {
          ...template.run.article,
          url: `https://${site}/story/${i}`,
          canonicalUrl: `https://${site}/story/${i}`,
          title: `${template.run.article.title} — ${i}`,
        },
      },
      claims,
      queries: own(template.queries),
      evidence: own(template.evidence),
      verdicts: own(template.verdicts),
      sources: own(template.sources),
      trace: template.trace,
    } as ExportedRun;
  });
}

/** The part of a seeded run row that differs from run to run; the rest is its template's prototype row. */
export interface RowPatch {
  id: string;
  createdAt: number;
  updatedAt: number;
  url: string;
  canonicalUrl: string;
  title: string;
  searchTerms: string[];
  site: string;
}

/**
 * A run row and its summary row from the template's prototype and the run's patch. Self-contained: its source is
 * also run in the page, so only the patch crosses to it (sending 500 whole run rows took seconds per batch).
 */
export function assembleRows(
  proto: Record<string, unknown>,
  patch: RowPatch,
): { row: Record<string, unknown>; index: Record<string, unknown> } {
  const row = {
    ...proto,
    id: patch.id,
    createdAt: patch.createdAt,
    updatedAt: patch.updatedAt,
    article: {
      ...(proto.article as Record<string, unknown>),
      url: patch.url,
      canonicalUrl: patch.canonicalUrl,
      title: patch.title,
    },
    searchTerms: patch.searchTerms,
    site: patch.site,
  };
  const index = {
    id: patch.id,
    createdAt: patch.createdAt,
    words: patch.searchTerms,
    label: proto.label,
    site: patch.site,
  };
  return { row, index };
}

/** What the page needs to write run `i`: its patch, and which template's prototype and children it takes. */
export interface SeedItem {
  patch: RowPatch;
  template: number;
  rare: boolean;
  /** Whether the run's child rows (claims … trace) are written too. */
  children: boolean;
}

/** Run `i` of the seeded History (templates in turn) as `importRuns` would store its run row. */
function seededRow(templates: readonly ExportedRun[], i: number, importedAt: number): RunRow {
  const run = seedRuns(templates[i % templates.length]!, 1, i)[0]!;
  return toRunRow(asImported(run.run, importedAt), run.claims);
}

function patchOf(row: RunRow): RowPatch {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    url: row.article.url,
    canonicalUrl: row.article.canonicalUrl ?? row.article.url,
    title: row.article.title,
    searchTerms: row.searchTerms,
    site: row.site,
  };
}

/**
 * Each template's prototype run row, checked: for the first runs of every template, prototype + patch must give
 * exactly the row import would store and its `runIndexRowOf` summary row (else the bench stops).
 */
export function prototypeRows(
  templates: readonly ExportedRun[],
  importedAt: number,
): Record<string, unknown>[] {
  const protos = templates.map(
    (_, t) => seededRow(templates, t, importedAt) as unknown as Record<string, unknown>,
  );
  for (let i = 0; i < templates.length * 3; i += 1) {
    const row = seededRow(templates, i === 0 ? 100 * templates.length : i, importedAt);
    const built = assembleRows(
      protos[(i === 0 ? 100 * templates.length : i) % templates.length]!,
      patchOf(row),
    );
    if (!isDeepStrictEqual(built.row, row) || !isDeepStrictEqual(built.index, runIndexRowOf(row)))
      throw new Error(`seeded run ${row.id}: prototype and patch do not rebuild the row import stores`);
  }
  return protos;
}

/** Run `i`'s patch and what else the page needs to write it. */
export function seedItem(
  templates: readonly ExportedRun[],
  i: number,
  importedAt: number,
  children: boolean,
): SeedItem {
  const patch = patchOf(seededRow(templates, i, importedAt));
  return { patch, template: i % templates.length, rare: i % 100 === 0, children };
}

/** What the seeding writes, said in the results. */
export function seedWrites(childRuns: number): string {
  return `every run as importRuns stores its run: its run row (\`toRunRow(asImported(…))\` of a copy of one of the templates, in turn, with its own id, date, site, URL and title) and its \`runIndex\` summary row; the newest ${childRuns.toLocaleString('en-US')} runs also a row of their own for every claim, query, evidence item, verdict, source and trace entry of their template (the first claim of every 100th run with the rare word). The other runs have no child rows: History's open and search read only runs and runIndex, and writing their ~210 child rows per run ran at 16–19 runs/s on this 2-core VM when measured (2026-11-26: IndexedDB's backend committed ~5,000 rows/s whatever the transaction size or the number of tabs), ~50 min for 50,000. Written through IndexedDB puts, 500 runs per transaction, from 2 extension tabs at once`;
}

/** tsx keeps function names with a `__name` helper that functions passed to page.evaluate expect in the page. */
export async function shimNames(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)');
}

/** Hands the templates' child rows to a page once; its runs are then written from them. */
async function putTemplates(
  page: Page,
  templates: readonly ExportedRun[],
  protos: Record<string, unknown>[],
): Promise<void> {
  await shimNames(page);
  await page.evaluate(
    ({ rows, protos, assemble }) => {
      const g = globalThis as unknown as {
        __benchTemplates: unknown;
        __benchProtos: unknown;
        __benchAssemble: unknown;
      };
      g.__benchTemplates = JSON.parse(rows);
      g.__benchProtos = JSON.parse(protos);
      g.__benchAssemble = (new Function(`return (${assemble})`) as () => unknown)();
    },
    {
      protos: JSON.stringify(protos),
      assemble: assembleRows.toString(),
      rows: JSON.stringify(
        templates.map((t) => ({
          claims: t.claims,
          queries: t.queries,
          evidence: t.evidence,
          verdicts: t.verdicts,
          sources: t.sources,
          trace: t.trace,
        })),
      ),
    },
  );
}

/** Writes one batch of runs in one transaction straight into the extension's IndexedDB. */
async function writeBatch(page: Page, items: SeedItem[]): Promise<void> {
  await page.evaluate(
    async ({ json, dbName, tables, rareWord }) => {
      // One JSON string crosses to the page (cheaper than Playwright's own serialisation of nested values).
      const batch = JSON.parse(json) as typeof items;
      const g = globalThis as unknown as {
        __benchTemplates: Record<string, Record<string, unknown>[]>[];
        __benchProtos: Record<string, unknown>[];
        __benchAssemble: typeof assembleRows;
        __benchDb?: IDBDatabase;
      };
      const db =
        g.__benchDb ??
        (g.__benchDb = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(dbName);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        }));
      const tx = db.transaction(['runs', 'runIndex', ...tables, 'trace'], 'readwrite', {
        durability: 'relaxed',
      });
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
      const runs = tx.objectStore('runs');
      const runIndex = tx.objectStore('runIndex');
      const stores = tables.map((table) => tx.objectStore(table));
      const trace = tx.objectStore('trace');
      for (const { patch, template, rare, children } of batch) {
        const runId = patch.id;
        const { row, index } = g.__benchAssemble(g.__benchProtos[template]!, patch);
        runs.put(row);
        runIndex.put(index);
        if (!children) continue;
        const t = g.__benchTemplates[template]!;
        tables.forEach((table, k) => {
          const store = stores[k]!;
          t[table]!.forEach((child, j) =>
            store.put(
              table === 'claims' && j === 0 && rare
                ? { ...child, runId, text: `${String(child.text)} (${rareWord})` }
                : { ...child, runId },
            ),
          );
        });
        for (const entry of t.trace!) trace.add({ ...entry, runId });
      }
      await done;
    },
    { json: JSON.stringify(items), dbName: DB_NAME, tables: [...CHILD_TABLES], rareWord: RARE_WORD },
  );
}

/**
 * Writes runs `from`..`to - 1` through `tabs` extension pages at once, each taking the next batch when its last
 * one commits (IndexedDB runs their transactions one after another; the tabs overlap building, cloning and sending).
 */
export async function seedRange(
  context: BrowserContext,
  pageUrl: string,
  templates: readonly ExportedRun[],
  range: { from: number; to: number },
  options: {
    tabs: number;
    batchSize: number;
    /** Runs below this number get their child rows; the others only their run and summary rows. */
    childRuns: number;
    onProgress?: (written: number) => void;
  },
): Promise<void> {
  const importedAt = Date.now();
  const protos = prototypeRows(templates, importedAt);
  const pages = await Promise.all(
    Array.from({ length: options.tabs }, async () => {
      const page = await context.newPage();
      await page.goto(pageUrl);
      await shimNames(page);
      await putTemplates(page, templates, protos);
      return page;
    }),
  );
  let next = range.from;
  let written = range.from;
  try {
    await Promise.all(
      pages.map(async (page) => {
        while (next < range.to) {
          const start = next;
          const n = Math.min(options.batchSize, range.to - start);
          next += n;
          const batch = Array.from({ length: n }, (_, k) =>
            seedItem(templates, start + k, importedAt, start + k < options.childRuns),
          );
          await writeBatch(page, batch);
          written += n;
          options.onProgress?.(written);
        }
      }),
    );
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
}
