/** History at scale in Chromium with the built extension: grow one profile to 1k, 10k, 50k runs; time open, search, reopen. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DB_NAME } from '../lib/db/cartographer-db';
import { toRunRow } from '../lib/db/dexie-research-store';
import { runIndexRowOf } from '../lib/db/run-index';
import type { ExportedRun } from '../lib/db/export-bundle';
import { asImported } from '../lib/db/history-import';
import { launchExtension, type ExtensionHarness } from '../test/e2e/fixtures';
import { HistoryPage } from '../test/e2e/pages/history-page';
import { bridgeRun } from '../test/e2e/pages/run-bundle';
import { log, median, round } from './lib/stats';

/** A word put into one claim of every 100th run only: a selective search. */
export const RARE_WORD = 'zeppelin';
const SITES = Array.from({ length: 40 }, (_, i) => `www.site${i}.example`);

export interface HistoryResults {
  runs: number;
  batchSize: number;
  seedMs?: number;
  seedRunsPerSecond?: number;
  /** Bytes of one run as JSON (the template). */
  runJsonBytes?: number;
  templateClaims?: number;
  templateEvidence?: number;
  templateTrace?: number;
  storageUsageBefore?: number;
  storageUsageAfter?: number;
  bytesPerRun?: number;
  reps: number;
  /** Side panel reloaded, History tab clicked → first row in the DOM. */
  openHistoryMs: number[];
  /** Search box filled with the rare word → rows replaced by the 100 matching runs. */
  searchRareMs: number[];
  rareMatches: number;
  /** Search by a word in every run's claims → first page of all 10,000. */
  searchCommonWord: string;
  searchCommonMs: number[];
  /** Reopen clicked on the first row → the run's title shown in the Check tab. */
  openRunMs: number[];
  /** How the runs were written (`import` message, or rows written as import writes them). */
  seedPath?: string;
  /** The run sizes mixed in (claims, evidence, trace, JSON bytes of each template). */
  templates?: string;
  /** Set when the figures were recovered from a run's log (what was not logged is absent). */
  fromLog?: string;
}

/** One History size: every measure, plus the medians the goals read (`searchMs`: the slower search). */
export interface HistoryEntry extends HistoryResults {
  openMs: number;
  searchMs: number;
}

export const HISTORY_SIZES = [1_000, 10_000, 50_000] as const;

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

/** tsx keeps function names with a `__name` helper that functions passed to page.evaluate expect in the page. */
async function shimNames(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)');
}

async function sendImport(page: Page, runs: ExportedRun[]): Promise<{ imported: number; errors: string[] }> {
  await shimNames(page);
  return page.evaluate(
    async (bundle) => {
      const message = {
        id: Math.floor(Math.random() * 1e9),
        type: 'importRuns',
        data: { bundle },
        timestamp: Date.now(),
      };
      const reply = (await chrome.runtime.sendMessage(message)) as {
        res?: { ok: boolean; imported?: number; errors?: string[]; error?: { message: string } };
        err?: unknown;
      };
      if (!reply?.res?.ok) throw new Error(`importRuns failed: ${JSON.stringify(reply)}`);
      return { imported: reply.res.imported ?? 0, errors: reply.res.errors ?? [] };
    },
    { format: 'cartographer-export', version: 1, runs },
  );
}

async function storageUsage(page: Page): Promise<number> {
  await shimNames(page);
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
}

/** Time in the page from running `act` to `done()` being true (checked on every DOM mutation and frame). */
async function timeUntil(page: Page, act: string, done: string, timeoutMs = 30_000): Promise<number> {
  await shimNames(page);
  return page.evaluate(
    ({ act, done, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const isDone = new Function(`return (${done})`) as () => boolean;
        const start = performance.now();
        let finished = false;
        const check = () => {
          if (finished) return;
          if (isDone()) {
            finished = true;
            observer.disconnect();
            resolve(performance.now() - start);
          } else if (performance.now() - start > timeoutMs) {
            finished = true;
            observer.disconnect();
            reject(new Error(`timed out waiting for ${done}`));
          } else requestAnimationFrame(check);
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        (new Function(act) as () => void)();
        check();
      }),
    { act, done, timeoutMs },
  );
}

const CLICK_HISTORY = `[...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.trim() === 'History').click()`;
const FIRST_ROW = `document.querySelector('[data-testid=history-row]') !== null`;
const fillSearch = (text: string) => `
  const input = [...document.querySelectorAll('input')].find((i) => i.getAttribute('aria-label') === 'Search title, URL or claim' || (i.labels && [...i.labels].some((l) => l.textContent.includes('Search title, URL or claim'))));
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));`;
const countIs = (text: string) =>
  `(document.querySelector('[data-testid=history-count]')?.textContent ?? '').replace(/[^0-9]/g, '') === ${JSON.stringify(text)} && document.querySelector('[data-testid=history-row]') !== null`;

const atLeastShown = `/\\+ runs$/.test(document.querySelector('[data-testid=history-count]')?.textContent ?? '') && document.querySelector('[data-testid=history-row]') !== null`;

const CHILD_TABLES = ['claims', 'queries', 'evidence', 'verdicts', 'sources'] as const;

/** Hands the templates' child rows to the page once; runs are then written by reference to them. */
async function putTemplates(page: Page, templates: ExportedRun[]): Promise<void> {
  await shimNames(page);
  await page.evaluate(
    (rows) => {
      (globalThis as unknown as { __benchTemplates: unknown }).__benchTemplates = rows;
    },
    templates.map((t) => ({
      claims: t.claims,
      queries: t.queries,
      evidence: t.evidence,
      verdicts: t.verdicts,
      sources: t.sources,
      trace: t.trace,
    })),
  );
}

/**
 * Writes runs as `importRuns` writes them (the run row from `toRunRow(asImported(…))`, every child row with the
 * run's id) straight into the extension's IndexedDB, in one transaction per batch: the import message validates
 * every run with zod and would take half an hour for 50,000.
 */
async function writeRows(
  page: Page,
  batch: { row: unknown; index: unknown; template: number; rare: boolean }[],
): Promise<void> {
  await shimNames(page);
  await page.evaluate(
    async ({ batch, dbName, tables, rareWord }) => {
      const g = globalThis as unknown as {
        __benchTemplates: Record<string, Record<string, unknown>[]>[];
        __benchDb?: IDBDatabase;
      };
      const db =
        g.__benchDb ??
        (g.__benchDb = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(dbName);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        }));
      const tx = db.transaction(['runs', 'runIndex', ...tables, 'trace'], 'readwrite');
      for (const { row, index, template, rare } of batch) {
        const runId = (row as { id: string }).id;
        tx.objectStore('runs').put(row);
        tx.objectStore('runIndex').put(index);
        const t = g.__benchTemplates[template]!;
        for (const table of tables) {
          const store = tx.objectStore(table);
          t[table]!.forEach((child, j) =>
            store.put(
              table === 'claims' && j === 0 && rare
                ? { ...child, runId, text: `${String(child.text)} (${rareWord})` }
                : { ...child, runId },
            ),
          );
        }
        const trace = tx.objectStore('trace');
        for (const entry of t.trace!) trace.add({ ...entry, runId });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
    },
    { batch, dbName: DB_NAME, tables: [...CHILD_TABLES], rareWord: RARE_WORD },
  );
}

/** Opens the side panel past onboarding (a new browser on the profile). */
async function openPanel(harness: ExtensionHarness): Promise<Page> {
  const { tabId } = await harness.openTab(harness.sandbox.articleUrls.health);
  const panel = new HistoryPage(await harness.openSidePanel(tabId));
  await panel.finishOnboarding();
  return panel.page;
}

/** Times open, the two searches and reopen `reps` times on a panel over `total` runs. */
async function measure(page: Page, total: number, reps: number, commonWord: string) {
  const openHistoryMs: number[] = [];
  const searchRareMs: number[] = [];
  const searchCommonMs: number[] = [];
  const openRunMs: number[] = [];
  let rareMatches = 0;
  for (let i = 0; i < reps; i += 1) {
    await page.reload();
    await page.getByRole('tab', { name: 'History' }).waitFor();
    openHistoryMs.push(await timeUntil(page, CLICK_HISTORY, FIRST_ROW));
    await page.getByTestId('history-count').waitFor();
    searchRareMs.push(await timeUntil(page, fillSearch(RARE_WORD), countIs(String(total / 100))));
    rareMatches = Number(
      ((await page.getByTestId('history-count').textContent()) ?? '').replace(/[^0-9]/g, ''),
    );
    // Past the index's caps History says "N+ runs" rather than read every run to count them.
    searchCommonMs.push(
      await timeUntil(page, fillSearch(commonWord), `(${countIs(String(total))}) || (${atLeastShown})`),
    );
    openRunMs.push(
      await timeUntil(
        page,
        `document.querySelector('[data-testid=history-row] button[aria-label^=Reopen]').click()`,
        `document.querySelector('[data-testid=run-title]') !== null`,
      ),
    );
    log(
      `history ${total} rep ${i + 1}: open ${round(openHistoryMs.at(-1)!)} ms, search rare ${round(searchRareMs.at(-1)!)} ms, common ${round(searchCommonMs.at(-1)!)} ms, open run ${round(openRunMs.at(-1)!)} ms`,
    );
  }
  return { openHistoryMs, searchRareMs, searchCommonMs, openRunMs, rareMatches };
}

/** A word in every seeded run (its URL is `https://www.siteN.example/story/N`): a search that matches all runs. */
export const COMMON_WORD = 'story';

/**
 * Grows one browser profile to each of `sizes` runs (mixing the templates' sizes in turn), restarts the browser
 * on it and measures: figures at each size are read on a profile at rest, not right after the writes.
 */
export async function benchHistory(
  options: {
    templates?: ExportedRun[];
    sizes?: readonly number[];
    reps?: number;
    batchSize?: number;
    /** Told each size's entry as soon as it is measured (the bench saves it: 50,000 runs take long to write). */
    onEntry?: (entries: HistoryEntry[]) => void;
  } = {},
): Promise<HistoryEntry[]> {
  const sizes = [...(options.sizes ?? HISTORY_SIZES)].sort((a, b) => a - b);
  const reps = options.reps ?? 5;
  const batchSize = options.batchSize ?? 250;
  const fallback = bridgeRun() as unknown as ExportedRun;
  const templates = options.templates?.length ? options.templates : [fallback];
  const commonWord = COMMON_WORD;
  const mix = templates;
  const described = mix
    .map(
      (t) =>
        `${t.claims.length} claims, ${t.evidence.length} evidence, ${t.trace.length} trace entries (${kbOf(JSON.stringify(t).length)})`,
    )
    .join('; ');
  const jsonBytes = mix.reduce((n, t) => n + JSON.stringify(seedRuns(t, 1)[0]).length, 0) / mix.length;
  const profileDir = await mkdtemp(join(tmpdir(), 'cartographer-history-bench-'));
  const entries: HistoryEntry[] = [];
  let written = 0;
  let seedMs = 0;
  try {
    let before = 0;
    for (const total of sizes) {
      // Seed up to `total` in a browser of its own, then measure in a fresh one on the same profile.
      const seeder = await launchExtension({ profileDir });
      try {
        const page = await openPanel(seeder);
        if (written === 0) {
          before = await storageUsage(page);
          // The first runs go through the real import message (the database is made and migrated by the app).
          const first = seedRuns(mix[0]!, Math.min(100, total), 0);
          const outcome = await sendImport(page, first);
          if (outcome.errors.length > 0)
            throw new Error(`import errors: ${outcome.errors.slice(0, 3).join('; ')}`);
          written = first.length;
        }
        await putTemplates(page, mix);
        const t0 = performance.now();
        while (written < total) {
          const n = Math.min(batchSize, total - written);
          const batch = Array.from({ length: n }, (_, k) => {
            const i = written + k;
            const template = i % mix.length;
            const run = seedRuns(mix[template]!, 1, i)[0]!;
            const row = toRunRow(asImported(run.run, Date.now()), run.claims);
            return {
              row,
              index: runIndexRowOf(row),
              template,
              rare: i % 100 === 0,
            };
          });
          await writeRows(page, batch);
          written += n;
          if (written % 5_000 < batchSize) log(`history: ${written} runs written`);
        }
        seedMs += performance.now() - t0;
      } finally {
        await seeder.close();
      }
      const harness = await launchExtension({ profileDir });
      try {
        const page = await openPanel(harness);
        const after = await storageUsage(page);
        const m = await measure(page, total, reps, commonWord);
        const entry: HistoryResults = {
          runs: total,
          batchSize,
          seedMs: round(seedMs, 0),
          seedRunsPerSecond: round(total / Math.max(0.001, seedMs / 1000), 1),
          runJsonBytes: round(jsonBytes, 0),
          templateClaims: mix[0]!.claims.length,
          templateEvidence: mix[0]!.evidence.length,
          templateTrace: mix[0]!.trace.length,
          storageUsageBefore: before,
          storageUsageAfter: after,
          bytesPerRun: round((after - before) / total, 0),
          reps,
          openHistoryMs: m.openHistoryMs.map((x) => round(x)),
          searchRareMs: m.searchRareMs.map((x) => round(x)),
          rareMatches: m.rareMatches,
          searchCommonWord: commonWord,
          searchCommonMs: m.searchCommonMs.map((x) => round(x)),
          openRunMs: m.openRunMs.map((x) => round(x)),
          seedPath:
            'the first 100 through the `importRuns` message, the rest as rows written the way import writes them (`toRunRow(asImported(…))` with its `runIndexRowOf` summary row, and each child row with its run id), straight into IndexedDB from the side-panel page',
          templates: `${mix.length} templates from the pipeline section's cold Quick runs, in turn (${described})`,
        };
        const medians = historyMedians(entry);
        entries.push({
          ...entry,
          openMs: medians.openHistory,
          searchMs: round(Math.max(medians.searchRare, medians.searchCommon)),
        });
        log(`history ${total}: open ${medians.openHistory} ms, search ${entries.at(-1)!.searchMs} ms`);
        options.onEntry?.([...entries]);
      } finally {
        await harness.close();
      }
    }
  } finally {
    await rm(profileDir, { recursive: true, force: true });
  }
  return entries;
}

const kbOf = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function historyMedians(h: HistoryResults) {
  return {
    openHistory: round(median(h.openHistoryMs)),
    searchRare: round(median(h.searchRareMs)),
    searchCommon: round(median(h.searchCommonMs)),
    openRun: round(median(h.openRunMs)),
  };
}
