/**
 * The local fact-check index at the real feed's size: the sandbox's generated ClaimReview feed (100,000 items,
 * ≈ 2 KB each, eleven languages) downloaded over HTTP into a fresh directory and loaded, in a process of its own;
 * download-to-ready time, peak memory, stored size and lookup time per claim.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ARTICLES } from '../test/sandbox/corpus/index';
import { FEED_RECORDS, feedByteLength } from '../test/sandbox/factcheck-feed';
import { startSandbox } from '../test/sandbox/server';
import type { FactCheckWorkerResult } from './factcheck-worker';
import { log, median, round } from './lib/stats';

const run = promisify(execFile);

export interface FactCheckBenchResults {
  records: number;
  feedBytes: number;
  storedBytes: number;
  downloadMs: number;
  loadMs: number;
  /** Download, parse, store, then load: until the first lookup can run. */
  readyMs: number;
  maxRssBytes: number;
  sampled: FactCheckWorkerResult['sampled'];
  claims: number;
  found: number;
  lookup: { meanMs: number; medianMs: number; p95Ms: number; maxMs: number };
}

/** Distinct claims to look up: every sandbox claim (as written and as quoted) and generated near-template ones. */
function benchClaims(): { text: string; lang: string }[] {
  const corpus = ARTICLES.flatMap((a) =>
    a.claims.flatMap((c) => [
      { text: c.text, lang: a.lang },
      { text: c.quote, lang: a.lang },
    ]),
  );
  const people = ['Joe Biden', 'Elon Musk', 'Ron DeSantis', 'Kamala Harris'];
  const things = ['raw milk', 'gas stoves', '5G towers', 'electric cars', 'vitamin D'];
  const generated = Array.from({ length: 200 }, (_, i) => ({
    text: `${people[i % people.length]} said ${['Texas', 'Ohio', 'London', 'Chicago'][i % 4]} spent ${i + 7} million dollars on ${things[i % things.length]} in ${2015 + (i % 10)}.`,
    lang: 'en',
  }));
  const seen = new Set<string>();
  return [...corpus, ...generated].filter((c) => !seen.has(c.text) && (seen.add(c.text), true));
}

export async function benchFactChecks(options: { records?: number } = {}): Promise<FactCheckBenchResults> {
  const records = options.records ?? FEED_RECORDS;
  const sandbox = await startSandbox();
  const dir = await mkdtemp(join(tmpdir(), 'cartographer-factcheck-bench-'));
  try {
    // The sandbox works out its Content-Length before the clock starts (a real server knows it).
    feedByteLength(records, sandbox.port);
    const claims = benchClaims();
    const claimsFile = join(dir, 'claims.json');
    await writeFile(claimsFile, JSON.stringify(claims));
    log(`fact-check index: ${records.toLocaleString('en')} feed items, ${claims.length} claims to look up`);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/factcheck-worker.ts'], {
      env: {
        ...process.env,
        FACTCHECK_BENCH_DIR: join(dir, 'cache'),
        FACTCHECK_BENCH_FEED_URL: `${sandbox.factCheckFeedUrl}?records=${records}`,
        FACTCHECK_BENCH_CLAIMS: claimsFile,
      },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 600_000,
    });
    const w = JSON.parse(stdout.trim().split('\n').pop()!) as FactCheckWorkerResult;
    const sorted = [...w.lookupMs].sort((a, b) => a - b);
    const result: FactCheckBenchResults = {
      records: w.records,
      feedBytes: w.feedBytes,
      storedBytes: w.storedBytes,
      downloadMs: round(w.downloadMs, 0),
      loadMs: round(w.loadMs, 0),
      readyMs: round(w.downloadMs + w.loadMs, 0),
      maxRssBytes: w.maxRssBytes,
      sampled: w.sampled,
      claims: w.lookupMs.length,
      found: w.found,
      lookup: {
        meanMs: round(w.lookupMs.reduce((a, b) => a + b, 0) / Math.max(1, w.lookupMs.length)),
        medianMs: round(median(w.lookupMs)),
        p95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN),
        maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
      },
    };
    log(
      `fact-check index: ready in ${(result.readyMs / 1000).toFixed(1)} s, peak RSS ${(result.maxRssBytes / 1e6).toFixed(0)} MB, stored ${(result.storedBytes / 1e6).toFixed(1)} MB, lookup mean ${result.lookup.meanMs} ms`,
    );
    return result;
  } finally {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}
