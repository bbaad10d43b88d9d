/**
 * The CLI's fact-check index on disk (Node): downloaded from the ClaimReview feed as a stream into a gzipped file of
 * compact record lines, switched in atomically by its `meta.json`, loaded into memory for a check, removed on request.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { once } from 'node:events';
import {
  emptyFeedStats,
  readFactCheckFeed,
  type FeedStats,
} from '../engine/adapters/factcheck-index/feed-stream';
import {
  createMemoryFactCheckIndex,
  recordIndexTerms,
} from '../engine/adapters/factcheck-index/memory-index';
import {
  decodeRecordLine,
  encodeRecordLine,
  RECORD_LINE_VERSION,
} from '../engine/adapters/factcheck-index/record-line';
import type { FactCheckLookup } from '../engine/adapters/factcheck-index/fact-check-record';
import { FACT_CHECK_INDEX } from '../engine/config';
import { EngineError } from '../engine/errors';

export { FACT_CHECK_FEED_ATTRIBUTION } from '../engine/adapters/factcheck-index/fact-check-record';

/** The Data Commons ClaimReview feed (keyless, CC BY; https://datacommons.org/factcheck/download). */
const DEFAULT_FACT_CHECK_FEED_URL =
  'https://storage.googleapis.com/datacommons-feeds/claimreview/latest/data.json';

const META_FILE = 'factcheck-index.json';
const FORMAT = 'cartographer-factcheck-index';

/** What `meta.json` says of the stored index. */
export interface FactCheckIndexMeta {
  format: typeof FORMAT;
  version: number;
  /** When the download finished (ISO 8601). */
  updatedAt: string;
  feedUrl: string;
  /** The records file, in the same directory. */
  file: string;
  records: number;
  /** Bytes of the feed as downloaded, and of the stored file. */
  feedBytes: number;
  storedBytes: number;
  /** What the feed held that became no record. */
  skipped: { noClaim: number; noUrl: number; malformed: number; oversized: number };
}

/** Where the CLI keeps its caches: `$CARTOGRAPHER_CACHE_DIR`, else `~/.cache/cartographer`. */
export function cacheDirFromEnv(env: NodeJS.ProcessEnv): string {
  const set = env.CARTOGRAPHER_CACHE_DIR?.trim();
  return set ? set : join(homedir(), '.cache', 'cartographer');
}

/** The feed to download: `$CARTOGRAPHER_FACTCHECK_FEED_URL`, else the Data Commons feed. */
export function feedUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const set = env.CARTOGRAPHER_FACTCHECK_FEED_URL?.trim();
  if (!set) return DEFAULT_FACT_CHECK_FEED_URL;
  if (!/^https?:\/\//i.test(set))
    throw new EngineError(
      'input/invalid',
      `CARTOGRAPHER_FACTCHECK_FEED_URL must be an http(s) URL, not "${set}".`,
    );
  return set;
}

export interface UpdateProgress {
  stats: FeedStats;
  /** The feed's size when the server says it (Content-Length), else null. */
  totalBytes: number | null;
}

interface UpdateOptions {
  dir: string;
  feedUrl: string;
  fetch: typeof globalThis.fetch;
  signal?: AbortSignal;
  onProgress?: (progress: UpdateProgress) => void;
  now?: () => Date;
  /** Give up when nothing arrives for this long (default `FACT_CHECK_INDEX.stallTimeoutMs`). */
  stallMs?: number;
}

/**
 * Downloads the feed and stores it as the new index. The new records go to a file of their own; only when it is
 * complete does `meta.json` switch to it (a rename), so a failed, refused or cancelled download leaves the old
 * index as it was. Throws an EngineError saying what went wrong.
 */
export async function updateFactCheckIndex(options: UpdateOptions): Promise<FactCheckIndexMeta> {
  const { dir, feedUrl } = options;
  await mkdir(dir, { recursive: true });
  // One signal for the download: the caller's cancel, or nothing received for `stallMs`.
  const stallMs = options.stallMs ?? FACT_CHECK_INDEX.stallTimeoutMs;
  const controller = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitForBytes = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, stallMs);
  };
  const onCancel = () => controller.abort();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  if (options.signal?.aborted) controller.abort();
  waitForBytes();
  try {
    return await download(options, controller.signal, waitForBytes, () =>
      stalled
        ? new EngineError(
            'fetch/timeout',
            `The fact-check feed at ${feedUrl} sent nothing for ${Math.round(stallMs / 1000)} s: the old index is kept.`,
            { retryable: true },
          )
        : cancelled(),
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}

/** The download itself (`updateFactCheckIndex`): `signal` aborts it, `stopped` says why once it has. */
async function download(
  options: UpdateOptions,
  signal: AbortSignal,
  received: () => void,
  stopped: () => EngineError,
): Promise<FactCheckIndexMeta> {
  const { dir, feedUrl } = options;
  const response = await options.fetch(feedUrl, { signal }).catch((error: unknown) => {
    if (signal.aborted) throw stopped();
    throw new EngineError(
      'fetch/http',
      `Could not download the fact-check feed from ${feedUrl}: ${String((error as Error)?.message ?? error)}`,
      {
        cause: error,
        retryable: true,
      },
    );
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new EngineError(
      'fetch/http',
      `The fact-check feed at ${feedUrl} answered HTTP ${response.status}: the old index is kept.`,
      {
        retryable: response.status >= 500 || response.status === 429,
      },
    );
  }
  const length = Number(response.headers.get('content-length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
  const stamp = (options.now?.() ?? new Date()).toISOString();
  const file = `factchecks-${stamp.replace(/[:.]/g, '-')}-${process.pid}.ndjson.gz`;
  const partial = join(dir, `${file}.partial`);
  const stats = emptyFeedStats();
  let opened: WriteStream | undefined;
  try {
    const gzip = createGzip();
    const out = createWriteStream(partial);
    opened = out;
    const written = once(out, 'close');
    gzip.pipe(out);
    const failed = new Promise<never>((_, reject) => {
      out.once('error', reject);
      gzip.once('error', reject);
    });
    failed.catch(() => undefined);
    const write = async (text: string) => {
      if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), failed]);
    };
    const records = readFactCheckFeed(response.body, stats, {
      signal,
      onProgress: (s) => {
        received();
        options.onProgress?.({ stats: s, totalBytes });
      },
    });
    let batch = '';
    for await (const record of records) {
      batch += `${encodeRecordLine(record, recordIndexTerms(record))}\n`;
      if (batch.length >= 64_000) {
        await write(batch);
        batch = '';
      }
    }
    if (batch) await write(batch);
    gzip.end();
    await Promise.race([written, failed]);
    if (stats.records === 0)
      throw new EngineError(
        'input/invalid',
        `The feed at ${feedUrl} held no usable fact-check: the old index is kept.`,
      );
    await rename(partial, join(dir, file));
    const meta: FactCheckIndexMeta = {
      format: FORMAT,
      version: RECORD_LINE_VERSION,
      updatedAt: (options.now?.() ?? new Date()).toISOString(),
      feedUrl,
      file,
      records: stats.records,
      feedBytes: stats.bytes,
      storedBytes: (await stat(join(dir, file))).size,
      skipped: {
        noClaim: stats.noClaim,
        noUrl: stats.noUrl,
        malformed: stats.malformed,
        oversized: stats.oversized,
      },
    };
    const metaPartial = join(dir, `${META_FILE}.partial-${process.pid}`);
    await writeFile(metaPartial, `${JSON.stringify(meta, null, 2)}\n`, 'utf8');
    await rename(metaPartial, join(dir, META_FILE));
    await removeOldFiles(dir, file);
    return meta;
  } catch (error) {
    // The file is created when its stream opens, on one of libuv's threads, and the removal's stat may run on another:
    // for a feed that fails at its first bytes, the removal could find no file and the open then create it. Closed
    // first, the stream has made the file (or failed to) before it is removed.
    if (opened && !opened.closed) {
      const closed = once(opened, 'close').catch(() => undefined);
      opened.destroy();
      await closed;
    }
    await rm(partial, { force: true });
    if (signal.aborted) throw stopped();
    throw error;
  }
}

function cancelled(): EngineError {
  return new EngineError('run/cancelled', 'The fact-check download was cancelled: the old index is kept.');
}

/** Records files of earlier downloads are deleted (a partial one may be another update still running). */
async function removeOldFiles(dir: string, keep: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name !== keep && /^factchecks-.*\.ndjson\.gz$/.test(name)) await rm(join(dir, name), { force: true });
  }
}

/** The stored index's meta, or null when there is none (or it is not one this version can read). */
export async function readFactCheckIndexMeta(dir: string): Promise<FactCheckIndexMeta | null> {
  let text: string;
  try {
    text = await readFile(join(dir, META_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const meta = JSON.parse(text) as Partial<FactCheckIndexMeta>;
    if (meta.format !== FORMAT || meta.version !== RECORD_LINE_VERSION || typeof meta.file !== 'string')
      return null;
    if (!/^factchecks-[\w-]+\.ndjson\.gz$/.test(meta.file)) return null;
    return meta as FactCheckIndexMeta;
  } catch {
    return null;
  }
}

/** Days since the index was updated. */
export function indexAgeDays(meta: Pick<FactCheckIndexMeta, 'updatedAt'>, now: Date = new Date()): number {
  return (now.getTime() - Date.parse(meta.updatedAt)) / 86_400_000;
}

/** Whether the index is old enough that a refresh is advised (`FACT_CHECK_INDEX.staleAfterDays`). */
export function isIndexStale(meta: Pick<FactCheckIndexMeta, 'updatedAt'>, now: Date = new Date()): boolean {
  return indexAgeDays(meta, now) > FACT_CHECK_INDEX.staleAfterDays;
}

/** The stored index in memory, ready for lookups; null when none is stored. */
export async function loadFactCheckIndex(
  dir: string,
): Promise<{ index: FactCheckLookup; meta: FactCheckIndexMeta; path: string } | null> {
  const meta = await readFactCheckIndexMeta(dir);
  if (!meta) return null;
  const path = join(dir, meta.file);
  const index = createMemoryFactCheckIndex(meta.updatedAt);
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      const decoded = decodeRecordLine(line);
      if (decoded) index.add(decoded.record, decoded.terms ?? undefined);
    }
  } catch (error) {
    throw new EngineError(
      'store/failed',
      `The fact-check index at ${path} cannot be read (${String((error as Error)?.message ?? error)}): run "npm run factchecks -- update" again, or remove it.`,
      { cause: error },
    );
  }
  return { index, meta, path };
}

/** Deletes the stored index; false when there was none. */
export async function removeFactCheckIndex(dir: string): Promise<boolean> {
  const meta = await readFactCheckIndexMeta(dir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return false;
  }
  await rm(join(dir, META_FILE), { force: true });
  for (const name of names) {
    if (/^factchecks-.*\.ndjson\.gz(?:\.partial)?$/.test(name)) await rm(join(dir, name), { force: true });
  }
  return meta !== null;
}
