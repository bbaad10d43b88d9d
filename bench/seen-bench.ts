/**
 * The seen-before index (issue 33) in Chromium: History's IndexedDB index grown to 1k, 10k and 50k runs of 10 claims
 * each (child rows for every claim; each distinct claim told in ten runs on average) over a Zipf-like vocabulary
 * with people, places, figures and years, one claim in ten made only of the dozen most common words. Per case
 * (`names`: claims with names and figures; `common`: the adversarial claims of common words, no name, no figure),
 * times the lookup of one article's 30 claims (20 told before, in another word order; 10 new, which must not be
 * found) and the index update after a run of 10 claims is saved; then the lookups again while those runs' rows are
 * still recent (not yet in the postings), and the merge that posts them.
 *   scripts/with-node22 npx tsx bench/seen-bench.ts [1000,10000,50000]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type * as SeenEntry from './browser/seen-entry';
import { chromiumVersion, launchChromiumProfile } from './lib/chromium';
import { log, median, round } from './lib/stats';

export type SeenCaseName = SeenEntry.SeenCase;

export interface SeenCaseRow {
  case: SeenCaseName;
  /** One article's 30 claims looked up (ms per lookup, one per rep). */
  lookupMs: number[];
  /** Of the claims told before (20 per article, over all reps), how many found an earlier check. */
  found: number;
  expected: number;
  /** Of the claims never told (10 per article, over all reps), how many found one anyway (must be 0). */
  falseFound: number;
  newClaims: number;
  /** Indexing one saved run of 10 claims, half of them told before (ms per run), its rows joining the recent rows. */
  updateMs: number[];
  /** One article's 30 claims looked up again with the updates' rows still recent (ms per lookup; found, false). */
  lookupRecentMs?: number[];
  recentFound?: number;
  recentFalseFound?: number;
  /** Merging the updates' recent rows into the postings, once (ms), and how many runs' rows it posted. */
  mergeMs?: number;
  mergedRuns?: number;
  /** `mergeMs` per run merged: what each update costs later, when the index is idle. */
  mergePerRunMs?: number;
  lookupRecentMedianMs?: number;
  lookupMedianMs: number;
  lookupP95Ms: number;
  updateMedianMs: number;
  updateP95Ms: number;
}

export interface SeenBenchRow {
  runs: number;
  claims: number;
  seedMs: number;
  cases: SeenCaseRow[];
}

export const SEEN_SIZES = [1_000, 10_000, 50_000] as const;
export const SEEN_CASES: readonly SeenCaseName[] = ['names', 'common'];
const CLAIMS_PER_RUN = 10;
const REPS = 21;
const ARTICLE = { claims: 30, known: 20 };
/** A pause after seeding before timing (the store compacts what was just written). */
const SETTLE_MS = 5_000;

/** The 95th percentile (nearest rank). */
function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./browser/seen-entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'CartoSeen',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

export async function benchSeen(sizes: readonly number[] = SEEN_SIZES): Promise<SeenBenchRow[]> {
  const code = await bundle();
  // A profile on disk, as the extension's History is (an incognito context keeps IndexedDB in memory, under a
  // quota that 50,000 runs exceed).
  const profile = mkdtempSync(join(tmpdir(), 'carto-seen-bench-'));
  const context = await launchChromiumProfile(profile);
  const rows: SeenBenchRow[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (m) => log(m.text()));
    await page.route('http://bench.example/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>seen bench</title>',
      }),
    );
    await page.goto('http://bench.example/seen', { waitUntil: 'load' });
    await page.addScriptTag({ content: `var __name = (f) => f;\n${code}` });
    await page.evaluate(() => (window as unknown as { CartoSeen: typeof SeenEntry }).CartoSeen.reset());
    let seedMs = 0;
    for (const runs of [...sizes].sort((a, b) => a - b)) {
      const result = await page.evaluate(
        async ({ runs, perRun, reps, article, cases, SETTLE_MS }) => {
          const S = (window as unknown as { CartoSeen: typeof SeenEntry }).CartoSeen;
          const seedMs = await S.seedTo(runs, perRun).catch((e: Error) => {
            throw new Error(`seeding ${runs} runs failed: ${e.name}: ${e.message}`);
          });
          // Let the store settle after the bulk write (History grows over months, not in one burst).
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          const out = [];
          for (const kind of cases) {
            await S.lookups(kind, 2, article.claims, article.known, perRun); // warm-up (JIT, first reads)
            const { times, found, falseFound } = await S.lookups(
              kind,
              reps,
              article.claims,
              article.known,
              perRun,
            );
            const { times: updateMs } = await S.updates(kind, reps, perRun);
            // The same lookups with the updates' rows still recent (read with the postings), then their merge.
            const recent = await S.lookups(kind, reps, article.claims, article.known, perRun);
            const merged = await S.merge();
            out.push({
              kind,
              lookupMs: times,
              found,
              falseFound,
              recentFound: recent.found,
              recentFalseFound: recent.falseFound,
              updateMs,
              lookupRecentMs: recent.times,
              mergeMs: merged.ms,
              mergedRuns: merged.rows / perRun,
            });
          }
          return { seedMs, cases: out };
        },
        { runs, perRun: CLAIMS_PER_RUN, reps: REPS, article: ARTICLE, cases: SEEN_CASES, SETTLE_MS },
      );
      seedMs += result.seedMs;
      const row: SeenBenchRow = {
        runs,
        claims: runs * CLAIMS_PER_RUN,
        seedMs: round(seedMs),
        cases: result.cases.map((c) => ({
          case: c.kind,
          lookupMs: c.lookupMs.map((t) => round(t)),
          found: c.found,
          expected: ARTICLE.known * REPS,
          falseFound: c.falseFound,
          newClaims: (ARTICLE.claims - ARTICLE.known) * REPS,
          recentFound: c.recentFound,
          recentFalseFound: c.recentFalseFound,
          updateMs: c.updateMs.map((t) => round(t)),
          lookupMedianMs: round(median(c.lookupMs)),
          lookupP95Ms: round(p95(c.lookupMs)),
          updateMedianMs: round(median(c.updateMs)),
          updateP95Ms: round(p95(c.updateMs)),
          lookupRecentMs: c.lookupRecentMs.map((t) => round(t)),
          lookupRecentMedianMs: round(median(c.lookupRecentMs)),
          mergeMs: round(c.mergeMs),
          mergedRuns: c.mergedRuns,
          mergePerRunMs: round(c.mergeMs / Math.max(1, c.mergedRuns)),
        })),
      };
      rows.push(row);
      for (const c of row.cases)
        log(
          `seen-before at ${runs.toLocaleString('en')} runs (${row.claims.toLocaleString('en')} claims), ${c.case}: lookup of 30 claims median ${c.lookupMedianMs} ms, p95 ${c.lookupP95Ms} ms (found ${c.found} of ${c.expected} told before, ${c.falseFound} of ${c.newClaims} new); update after a run median ${c.updateMedianMs} ms, p95 ${c.updateP95Ms} ms; lookup with ${c.mergedRuns} runs' rows recent median ${c.lookupRecentMedianMs} ms; their merge ${c.mergeMs} ms (${c.mergePerRunMs} ms a run); seeded in ${Math.round(seedMs / 1000)} s`,
        );
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = process.argv[2]?.split(',').map(Number) ?? [...SEEN_SIZES];
  const rows = await benchSeen(sizes);
  writeFileSync(
    new URL('./seen-results.json', import.meta.url),
    `${JSON.stringify({ chromium: chromiumVersion(), measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
  );
}
