/** `npm run factchecks -- update|status|remove`: the local index of professional fact-checks the CLI's checks use. */
import { parseArgs } from 'node:util';
import {
  FACT_CHECK_FEED_ATTRIBUTION,
  cacheDirFromEnv,
  feedUrlFromEnv,
  indexAgeDays,
  isIndexStale,
  readFactCheckIndexMeta,
  removeFactCheckIndex,
  updateFactCheckIndex,
  type FactCheckIndexMeta,
  type UpdateProgress,
} from '../lib/composition/factcheck-index-file';
import { isEngineError } from '../lib/engine';

const USAGE = `Usage: npm run factchecks -- <update|status|remove> [--json]

A local index of professional fact-checks (the ClaimReview feed published by Data Commons: keyless, CC BY,
about 200 MB, about 93,000 fact-checks). Once downloaded, "npm run check" matches each claim against it.
  update  download the feed (progress on stderr) and replace the index; a failed or cancelled (Ctrl-C) download
          keeps the old index
  status  what is stored: fact-checks, date, size, and whether a refresh is advised (older than a week)
  remove  delete the index
Environment:
  CARTOGRAPHER_CACHE_DIR          where the index is kept (default ~/.cache/cartographer)
  CARTOGRAPHER_FACTCHECK_FEED_URL the feed to download (default the Data Commons feed)

Exit codes: 0 done; 1 the download or the stored index failed; 2 bad arguments; 5 cancelled.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  const { values, positionals } = args;
  if (values.help) return (console.log(USAGE), 0);
  const [command, ...rest] = positionals;
  if (!command || rest.length > 0) return fail(`Give one command: update, status or remove.\n\n${USAGE}`, 2);
  const dir = cacheDirFromEnv(process.env);
  if (command === 'status') return status(dir, values.json === true);
  if (command === 'remove') {
    const removed = await removeFactCheckIndex(dir);
    process.stderr.write(
      removed ? `Removed the fact-check index from ${dir}.\n` : `No fact-check index in ${dir}.\n`,
    );
    return 0;
  }
  if (command === 'update') return update(dir);
  return fail(`Unknown command "${command}": use update, status or remove.\n\n${USAGE}`, 2);
}

async function update(dir: string): Promise<number> {
  const feedUrl = feedUrlFromEnv(process.env);
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  process.stderr.write(
    `Downloading professional fact-checks from ${feedUrl} into ${dir} (${FACT_CHECK_FEED_ATTRIBUTION})\n`,
  );
  const started = Date.now();
  let shown = 0;
  const onProgress = (progress: UpdateProgress) => {
    const now = Date.now();
    if (now - shown < 1_000) return;
    shown = now;
    process.stderr.write(`${progressLine(progress)}\n`);
  };
  const meta = await updateFactCheckIndex({
    dir,
    feedUrl,
    fetch: globalThis.fetch,
    signal: controller.signal,
    onProgress,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const skipped = meta.skipped.noClaim + meta.skipped.noUrl + meta.skipped.malformed + meta.skipped.oversized;
  process.stderr.write(
    `Ready: ${meta.records.toLocaleString('en')} fact-checks (${megabytes(meta.feedBytes)} downloaded, ${megabytes(meta.storedBytes)} stored) in ${seconds} s${skipped ? `; ${skipped.toLocaleString('en')} feed entries skipped (${skippedWords(meta)})` : ''}.\n`,
  );
  return 0;
}

function progressLine({ stats, totalBytes }: UpdateProgress): string {
  const share = totalBytes
    ? ` of ${megabytes(totalBytes)} (${Math.min(100, Math.round((stats.bytes / totalBytes) * 100))} %)`
    : '';
  return `  ${megabytes(stats.bytes)}${share}, ${stats.records.toLocaleString('en')} fact-checks`;
}

async function status(dir: string, json: boolean): Promise<number> {
  const meta = await readFactCheckIndexMeta(dir);
  if (json) {
    process.stdout.write(
      `${JSON.stringify(meta ? { ...meta, dir, ageDays: round(indexAgeDays(meta)), stale: isIndexStale(meta) } : { dir, records: 0 }, null, 2)}\n`,
    );
    return 0;
  }
  if (!meta) {
    process.stdout.write(`No fact-check index in ${dir}. Download one with: npm run factchecks -- update\n`);
    return 0;
  }
  const age = indexAgeDays(meta);
  process.stdout.write(
    [
      `Fact-check index: ${meta.records.toLocaleString('en')} fact-checks, updated ${meta.updatedAt} (${age < 1 ? 'today' : `${Math.floor(age)} day${Math.floor(age) === 1 ? '' : 's'} ago`})`,
      `  stored: ${megabytes(meta.storedBytes)} in ${dir}`,
      `  from: ${meta.feedUrl} (${FACT_CHECK_FEED_ATTRIBUTION})`,
      ...(isIndexStale(meta) ? ['  Older than a week: refresh it with npm run factchecks -- update'] : []),
    ].join('\n') + '\n',
  );
  return 0;
}

function skippedWords(meta: FactCheckIndexMeta): string {
  const { noClaim, noUrl, malformed, oversized } = meta.skipped;
  return [
    noClaim ? `${noClaim} without a claim` : '',
    noUrl ? `${noUrl} without a link` : '',
    malformed ? `${malformed} malformed` : '',
    oversized ? `${oversized} too large` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function fail(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (isEngineError(error)) {
      process.stderr.write(`${error.message}\n`);
      process.exit(
        error.code === 'run/cancelled'
          ? 5
          : error.code === 'input/invalid' && /CARTOGRAPHER_/.test(error.message)
            ? 2
            : 1,
      );
    }
    process.stderr.write(`Unexpected error: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
