/**
 * The seen-before index (issue 33) in Chromium: History's IndexedDB index grown to 1k, 10k and 50k runs of 10 claims
 * each (child rows for every claim); times the lookup of one article's 30 claims (20 told before, in another word
 * order) and the index update after a run is saved (10 claims).
 *   scripts/with-node22 npx tsx bench/seen-bench.ts [1000,10000,50000]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type * as SeenEntry from './browser/seen-entry';
import { chromiumVersion, launchChromium } from './lib/chromium';
import { log, median, round } from './lib/stats';

export interface SeenBenchRow {
  runs: number;
  claims: number;
  seedMs: number;
  /** One article's 30 claims looked up (ms per lookup, one per rep). */
  lookupMs: number[];
  /** Of the 30, how many found an earlier check (20 were told before). */
  found: number;
  /** Indexing one saved run of 10 claims (ms per run). */
  updateMs: number[];
  lookupMedianMs: number;
  updateMedianMs: number;
}

export const SEEN_SIZES = [1_000, 10_000, 50_000] as const;
const CLAIMS_PER_RUN = 10;
const REPS = 11;

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
  const browser = await launchChromium();
  const rows: SeenBenchRow[] = [];
  try {
    const page = await browser.newPage();
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
        async ({ runs, perRun, reps }) => {
          const S = (window as unknown as { CartoSeen: typeof SeenEntry }).CartoSeen;
          const seedMs = await S.seedTo(runs, perRun);
          await S.lookups(2, 30, 20); // warm-up (JIT, IndexedDB's first reads)
          const { times, found } = await S.lookups(reps, 30, 20);
          const updateMs = await S.updates(reps, perRun);
          return { seedMs, lookupMs: times, found, updateMs };
        },
        { runs, perRun: CLAIMS_PER_RUN, reps: REPS },
      );
      seedMs += result.seedMs;
      const row: SeenBenchRow = {
        runs,
        claims: runs * CLAIMS_PER_RUN,
        seedMs: round(seedMs),
        lookupMs: result.lookupMs.map((t) => round(t)),
        found: result.found,
        updateMs: result.updateMs.map((t) => round(t)),
        lookupMedianMs: round(median(result.lookupMs)),
        updateMedianMs: round(median(result.updateMs)),
      };
      rows.push(row);
      log(
        `seen-before at ${runs.toLocaleString('en')} runs (${row.claims.toLocaleString('en')} claims): lookup of 30 claims ${row.lookupMedianMs} ms (found ${row.found} of 20 told before), update after a run ${row.updateMedianMs} ms; seeded in ${Math.round(seedMs / 1000)} s`,
      );
    }
  } finally {
    await browser.close();
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
