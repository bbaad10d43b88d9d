/**
 * One fact-check index measurement in a process of its own (so its memory is its own): download the feed into a
 * fresh directory, load it, look claims up. Prints one JSON line (`FactCheckWorkerResult`) on stdout.
 * Env: FACTCHECK_BENCH_DIR, FACTCHECK_BENCH_FEED_URL, FACTCHECK_BENCH_CLAIMS (a JSON file of {text, lang}[]).
 */
import { readFileSync } from 'node:fs';
import { loadFactCheckIndex, updateFactCheckIndex } from '../lib/composition/factcheck-index-file';

export interface FactCheckWorkerResult {
  records: number;
  feedBytes: number;
  storedBytes: number;
  downloadMs: number;
  loadMs: number;
  /** RSS high-water mark of the process (the kernel's own, `resourceUsage().maxRSS`). */
  maxRssBytes: number;
  /** Highest RSS and heap sampled every 50 ms while downloading, and while loading. */
  sampled: { downloadRss: number; downloadHeap: number; loadRss: number; loadHeap: number };
  /** Per claim looked up once (distinct texts, nothing remembered), in ms. */
  lookupMs: number[];
  /** Claims that found a fact-check. */
  found: number;
}

async function main(): Promise<void> {
  const dir = process.env.FACTCHECK_BENCH_DIR!;
  const feedUrl = process.env.FACTCHECK_BENCH_FEED_URL!;
  const claims = JSON.parse(readFileSync(process.env.FACTCHECK_BENCH_CLAIMS!, 'utf8')) as {
    text: string;
    lang: string;
  }[];
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  const t0 = performance.now();
  const meta = await updateFactCheckIndex({ dir, feedUrl, fetch: globalThis.fetch });
  const downloadMs = performance.now() - t0;
  sample();
  const download = { ...peak };
  peak.rss = 0;
  peak.heap = 0;
  const t1 = performance.now();
  const loaded = await loadFactCheckIndex(dir);
  const loadMs = performance.now() - t1;
  sample();
  clearInterval(timer);
  if (!loaded) throw new Error('the index did not load');
  const lookupMs: number[] = [];
  let found = 0;
  for (const claim of claims) {
    const start = performance.now();
    const hits = await loaded.index.lookup(claim, 3);
    lookupMs.push(performance.now() - start);
    if (hits.length > 0) found++;
  }
  const result: FactCheckWorkerResult = {
    records: meta.records,
    feedBytes: meta.feedBytes,
    storedBytes: meta.storedBytes,
    downloadMs,
    loadMs,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    sampled: {
      downloadRss: download.rss,
      downloadHeap: download.heap,
      loadRss: peak.rss,
      loadHeap: peak.heap,
    },
    lookupMs,
    found,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
