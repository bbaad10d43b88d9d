/** History's reads of the database: indexed search and paging, the site list, and export (import is history-import.ts). */
import type { Run, VerdictLabel } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import { DexieRunReader, fromRunRow, loadRuns } from './dexie-run-reader';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportBundle, type ExportedRun } from './export-bundle';
import { siteOf } from '../engine/domain/url';
import { distinctSites, searchRunIndex, searchWords } from './run-index-query';
import { guarded } from './store-error';

export interface RunSearch {
  /** Words matched as prefixes against title, site, URL and claim texts; every word must match. */
  text?: string;
  label?: VerdictLabel;
  /** Host as shown in History (`www.` is ignored). */
  site?: string;
  /** Inclusive range of `createdAt`, epoch ms. */
  from?: number;
  to?: number;
  limit: number;
  offset: number;
}

export interface RunSearchPage {
  /** The requested page of matching runs, newest first. */
  runs: Run[];
  /** How many runs match in all (for the virtualised list); a lower bound when `totalIsLowerBound`. */
  total: number;
  /** Set when counting every match would mean reading every run: History shows "N+ runs". */
  totalIsLowerBound?: boolean;
}

/** Finds runs through History's index (run-index-query.ts), then loads just the requested page. */
export function searchRuns(db: CartographerDb, search: RunSearch): Promise<RunSearchPage> {
  return guarded(async () => {
    const site = search.site?.trim()
      ? siteOf(`https://${search.site.trim().replace(/^[a-z]+:\/\//i, '')}`)
      : '';
    const page = await searchRunIndex(db, {
      words: searchWords(search.text),
      ...(search.label ? { label: search.label } : {}),
      site,
      from: search.from ?? -Infinity,
      to: search.to ?? Infinity,
      offset: search.offset,
      limit: search.limit,
    });
    const runs = await loadRuns(db, page.ids);
    return page.totalIsLowerBound
      ? { runs, total: page.total, totalIsLowerBound: true }
      : { runs, total: page.total };
  });
}

/** Every site with at least one run, sorted, for the site filter (read from the index only). */
export function listSites(db: CartographerDb): Promise<string[]> {
  return guarded(() => distinctSites(db));
}

/** The runs with `ids` (all runs when omitted, newest first) and everything they contain. */
export function exportRuns(
  db: CartographerDb,
  ids?: string[],
  exportedAt: number = Date.now(),
): Promise<ExportBundle> {
  const store = new DexieRunReader(db);
  return guarded(() =>
    db.transaction('r', db.tables, async () => {
      const runs = ids
        ? await loadRuns(db, ids)
        : (await db.runs.orderBy('createdAt').reverse().toArray()).map(fromRunRow);
      const entries: ExportedRun[] = [];
      for (const run of runs) {
        entries.push({
          run,
          claims: await store.listClaims(run.id),
          queries: await store.listQueries(run.id),
          evidence: await store.listEvidence(run.id),
          verdicts: await store.listVerdicts(run.id),
          sources: await store.listSources(run.id),
          trace: await store.listTrace(run.id),
        });
      }
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: new Date(exportedAt).toISOString(),
        runs: entries,
      } satisfies ExportBundle;
    }),
  );
}
