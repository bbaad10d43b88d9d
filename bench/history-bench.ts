/** History at scale in Chromium with the built extension: seed 10,000 runs, then time open, search and reopen. */
import type { Page } from 'playwright-core';
import type { ExportedRun } from '../lib/db/export-bundle';
import { launchExtension } from '../test/e2e/fixtures';
import { HistoryPage } from '../test/e2e/pages/history-page';
import { bridgeRun } from '../test/e2e/pages/run-bundle';
import { log, median, round } from './lib/stats';

/** A word put into one claim of every 100th run only: a selective search. */
export const RARE_WORD = 'zeppelin';
const SITES = Array.from({ length: 40 }, (_, i) => `www.site${i}.example`);

export interface HistoryResults {
  runs: number;
  batchSize: number;
  seedMs: number;
  seedRunsPerSecond: number;
  /** Bytes of one run as JSON (the template). */
  runJsonBytes: number;
  templateClaims: number;
  templateEvidence: number;
  templateTrace: number;
  storageUsageBefore: number;
  storageUsageAfter: number;
  bytesPerRun: number;
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
}

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

export async function benchHistory(
  options: { template?: ExportedRun | null; runs?: number; reps?: number; batchSize?: number } = {},
): Promise<HistoryResults> {
  const total = options.runs ?? 10_000;
  const reps = options.reps ?? 5;
  const batchSize = options.batchSize ?? 100;
  const template = options.template ?? (bridgeRun() as unknown as ExportedRun);
  const harness = await launchExtension();
  try {
    const { tabId } = await harness.openTab(harness.sandbox.articleUrls.health);
    const panel = new HistoryPage(await harness.openSidePanel(tabId));
    await panel.finishOnboarding();
    const page = panel.page;
    const before = await storageUsage(page);
    const t0 = performance.now();
    for (let from = 0; from < total; from += batchSize) {
      const outcome = await sendImport(page, seedRuns(template, Math.min(batchSize, total - from), from));
      if (outcome.errors.length > 0)
        throw new Error(`import errors: ${outcome.errors.slice(0, 3).join('; ')}`);
      if ((from / batchSize) % 20 === 0) log(`history: seeded ${from + outcome.imported} runs`);
    }
    const seedMs = performance.now() - t0;
    const after = await storageUsage(page);
    log(`history: seeded ${total} runs in ${round(seedMs / 1000, 1)} s; storage ${before} → ${after} bytes`);

    const openHistoryMs: number[] = [];
    const searchRareMs: number[] = [];
    const searchCommonMs: number[] = [];
    const openRunMs: number[] = [];
    const commonWord = (template.claims[0]?.text ?? 'the').toLowerCase().match(/[a-z]{5,}/)?.[0] ?? 'the';
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
      searchCommonMs.push(await timeUntil(page, fillSearch(commonWord), countIs(String(total))));
      openRunMs.push(
        await timeUntil(
          page,
          `document.querySelector('[data-testid=history-row] button[aria-label^=Reopen]').click()`,
          `document.querySelector('[data-testid=run-title]') !== null`,
        ),
      );
      log(
        `history rep ${i + 1}: open ${round(openHistoryMs.at(-1)!)} ms, search rare ${round(searchRareMs.at(-1)!)} ms, common ${round(searchCommonMs.at(-1)!)} ms, open run ${round(openRunMs.at(-1)!)} ms`,
      );
    }
    return {
      runs: total,
      batchSize,
      seedMs: round(seedMs, 0),
      seedRunsPerSecond: round(total / (seedMs / 1000), 1),
      runJsonBytes: JSON.stringify(seedRuns(template, 1)[0]).length,
      templateClaims: template.claims.length,
      templateEvidence: template.evidence.length,
      templateTrace: template.trace.length,
      storageUsageBefore: before,
      storageUsageAfter: after,
      bytesPerRun: round((after - before) / total, 0),
      reps,
      openHistoryMs: openHistoryMs.map((x) => round(x)),
      searchRareMs: searchRareMs.map((x) => round(x)),
      rareMatches,
      searchCommonWord: commonWord,
      searchCommonMs: searchCommonMs.map((x) => round(x)),
      openRunMs: openRunMs.map((x) => round(x)),
    };
  } finally {
    await harness.close();
  }
}

export function historyMedians(h: HistoryResults) {
  return {
    openHistory: round(median(h.openHistoryMs)),
    searchRare: round(median(h.searchRareMs)),
    searchCommon: round(median(h.searchCommonMs)),
    openRun: round(median(h.openRunMs)),
  };
}
