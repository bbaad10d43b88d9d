/** Export one run or all as JSON (re-importable), one run as a Markdown report. */
import { exportRuns } from '@/lib/db/history-queries';
import type { ExportBundle } from '@/lib/db/export-bundle';
import { sealEntry } from '@/lib/db/run-seal';
import { sealKeyForExport } from '@/lib/settings/run-seal-key';
import { safeJson } from '@/lib/report/markdown-escape';
import type { Run } from '@/lib/engine';
import type { EngineConfig } from '@/lib/engine';
import { db } from '../db';
import { downloadText } from '../components/download';
import { exportFileName } from './history-search';

/** The bundle with this browser's seal on each run: imported here again, its runs are restored as they were. */
async function sealed(bundle: ExportBundle): Promise<ExportBundle> {
  const key = await sealKeyForExport();
  return { ...bundle, runs: await Promise.all(bundle.runs.map((entry) => sealEntry(entry, key))) };
}

export async function exportRunJson(run: Run): Promise<void> {
  const bundle = await sealed(await exportRuns(db, [run.id]));
  downloadText(
    exportFileName(run.article.title || run.id, 'json', new Date()),
    safeJson(bundle, 2),
    'application/json',
  );
}

export async function exportAllJson(): Promise<number> {
  const bundle = await sealed(await exportRuns(db));
  downloadText(exportFileName('history', 'json', new Date()), safeJson(bundle), 'application/json');
  return bundle.runs.length;
}

/** The report module is loaded on demand so it stays out of the panel's first load. */
export async function exportRunMarkdown(run: Run, config: EngineConfig): Promise<void> {
  const { renderMarkdownReport } = await import('@/lib/report/markdown-report');
  const [entry] = (await exportRuns(db, [run.id])).runs;
  if (!entry) throw new Error('This run no longer exists.');
  const markdown = renderMarkdownReport(entry, config);
  downloadText(exportFileName(run.article.title || run.id, 'md', new Date()), markdown, 'text/markdown');
}
