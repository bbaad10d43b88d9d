/** An export file cut into small bundles (header + a slice of runs), so each import step is short. */

/** What the file is, before any run is imported: its bundles, or why it cannot be read. */
export type SplitExport =
  | { ok: true; total: number; bundles: Array<Record<string, unknown> & { runs: unknown[] }> }
  | { ok: false; message: string };

/**
 * Parses `text` and cuts its runs into bundles of `size`, each with the file's own header (format, version, export
 * time), so the background validates every bundle as the file it came from. A file that is not a run list is one
 * bundle (the background says why it cannot be imported).
 */
export function splitExport(text: string, size: number, fileName: string): SplitExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: `${fileName} is not valid JSON: choose a file exported from History.` };
  }
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as { runs?: unknown }).runs))
    return { ok: true, total: 0, bundles: [{ ...(parsed as object), runs: [] }] };
  const { runs, ...header } = parsed as { runs: unknown[] };
  const bundles: Array<Record<string, unknown> & { runs: unknown[] }> = [];
  for (let at = 0; at < runs.length; at += size) bundles.push({ ...header, runs: runs.slice(at, at + size) });
  if (bundles.length === 0) bundles.push({ ...header, runs: [] });
  return { ok: true, total: runs.length, bundles };
}

/**
 * What the reader hands the panel, in order: the run count, each bundle as JSON text (cheap to pass between threads
 * and on to the background, which parses it), the end — or why the file is unreadable.
 */
export type ExportPart =
  | { type: 'start'; total: number; bundles: number }
  | { type: 'bundle'; json: string; runs: number }
  | { type: 'end' }
  | { type: 'failure'; message: string };

/** The split file's `start` (or `failure`) part. */
export function startOf(split: SplitExport): ExportPart {
  return split.ok
    ? { type: 'start', total: split.total, bundles: split.bundles.length }
    : { type: 'failure', message: split.message };
}

/** Bundle `index` of a split file as a part, or the end after the last one. */
export function bundlePart(split: SplitExport, index: number): ExportPart {
  const bundle = split.ok ? split.bundles[index] : undefined;
  return bundle
    ? { type: 'bundle', json: JSON.stringify(bundle), runs: bundle.runs.length }
    : { type: 'end' };
}

/** "Run 3 (r-1) is damaged" in a bundle that starts at run 41 of the file → "Run 43 (r-1) is damaged". */
export function renumberError(message: string, offset: number): string {
  return message.replace(/^Run (\d+)\b/, (_m, n: string) => `Run ${Number(n) + offset}`);
}
