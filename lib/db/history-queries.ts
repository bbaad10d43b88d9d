/** History's queries over the database: indexed search and paging, export and validated import. */
import type { z } from 'zod';
import type { Run, VerdictLabel } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import { DexieResearchStore, fromRunRow, loadRuns, toRunRow } from './dexie-research-store';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportEnvelopeSchema,
  ExportedRunSchema,
  foreignChildren,
  type ExportBundle,
  type ExportedRun,
} from './export-bundle';
import { siteOf, tokenize } from './search-terms';
import { guarded, toStoreError } from './store-error';

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
  /** How many runs match in all (for the virtualised list). */
  total: number;
}

/** Finds runs through the indexes only, then loads just the requested page. */
export function searchRuns(db: CartographerDb, search: RunSearch): Promise<RunSearchPage> {
  return guarded(async () => {
    const filters: Set<string>[] = [];
    for (const word of new Set(tokenize(search.text ?? ''))) {
      filters.push(new Set(await db.runs.where('searchTerms').startsWith(word).primaryKeys()));
    }
    if (search.label) filters.push(new Set(await db.runs.where('label').equals(search.label).primaryKeys()));
    const site = search.site?.trim() ? siteOf(`https://${search.site.trim().replace(/^[a-z]+:\/\//i, '')}`) : '';
    if (site) filters.push(new Set(await db.runs.where('site').equals(site).primaryKeys()));

    const byDate = db.runs
      .where('createdAt')
      .between(search.from ?? -Infinity, search.to ?? Infinity, true, true)
      .reverse();
    if (filters.length === 0) {
      const [total, rows] = await Promise.all([
        byDate.clone().count(),
        byDate.clone().offset(search.offset).limit(search.limit).toArray(),
      ]);
      return { total, runs: rows.map(fromRunRow) };
    }
    filters.sort((a, b) => a.size - b.size);
    const matching = (await byDate.primaryKeys()).filter((id) => filters.every((set) => set.has(id)));
    const page = matching.slice(search.offset, search.offset + search.limit);
    return { total: matching.length, runs: await loadRuns(db, page) };
  });
}

/** Every site with at least one run, sorted, for the site filter (read from the index only). */
export function listSites(db: CartographerDb): Promise<string[]> {
  return guarded(async () => ((await db.runs.orderBy('site').uniqueKeys()) as string[]).filter(Boolean));
}

/** The runs with `ids` (all runs when omitted, newest first) and everything they contain. */
export function exportRuns(db: CartographerDb, ids?: string[], exportedAt: number = Date.now()): Promise<ExportBundle> {
  const store = new DexieResearchStore(db);
  return guarded(() =>
    db.transaction('r', db.tables, async () => {
      const runs = ids ? await loadRuns(db, ids) : await store.listRuns();
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

export interface ImportOutcome {
  imported: number;
  /** Runs already in History (same id): kept as they are. */
  skipped: number;
  /** One sentence per run that could not be imported, or about the file as a whole. */
  errors: string[];
}

export const UNFINISHED_IMPORT_NOTICE = 'Imported before it finished: it will not resume.';

/** Validates `bundle` (parsed JSON) run by run and saves the valid, new runs; never throws for bad input. */
export async function importRuns(db: CartographerDb, bundle: unknown): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { imported: 0, skipped: 0, errors: [] };
  const envelope = ExportEnvelopeSchema.safeParse(bundle);
  if (!envelope.success) {
    outcome.errors.push('This file is not a Cartographer export (expected JSON exported from History).');
    return outcome;
  }
  if (envelope.data.version !== EXPORT_VERSION) {
    outcome.errors.push(
      envelope.data.version > EXPORT_VERSION
        ? `This export was made by a newer Cartographer (format version ${envelope.data.version}): update the extension to import it.`
        : `Unsupported export format version ${envelope.data.version}.`,
    );
    return outcome;
  }
  for (const [index, raw] of envelope.data.runs.entries()) {
    const parsed = ExportedRunSchema.safeParse(raw);
    if (!parsed.success) {
      outcome.errors.push(`Run ${index + 1}${describeId(raw)} is damaged: ${firstIssue(parsed.error)}`);
      continue;
    }
    const entry = parsed.data;
    const foreign = foreignChildren(entry);
    if (foreign.length > 0) {
      outcome.errors.push(
        `Run ${index + 1} (${entry.run.id}) is damaged: its ${foreign.join(', ')} belong to another run.`,
      );
      continue;
    }
    try {
      if (await saveImported(db, entry)) outcome.imported++;
      else outcome.skipped++;
    } catch (error) {
      outcome.errors.push(toStoreError(error).message);
      break; // Storage failures (quota) will not get better for the next run.
    }
  }
  return outcome;
}

/** Saves one run and its contents in one transaction; false when the id is already taken. */
async function saveImported(db: CartographerDb, entry: ExportedRun): Promise<boolean> {
  return db.transaction('rw', [db.runs, db.claims, db.queries, db.evidence, db.verdicts, db.sources, db.trace], async () => {
    if ((await db.runs.where('id').equals(entry.run.id).count()) > 0) return false;
    const unfinished = entry.run.status === 'queued' || entry.run.status === 'running';
    const run: Run = unfinished
      ? { ...entry.run, status: 'partial', notices: [...entry.run.notices, UNFINISHED_IMPORT_NOTICE] }
      : entry.run;
    await db.runs.add(toRunRow(run, entry.claims));
    await db.claims.bulkPut(entry.claims);
    await db.queries.bulkPut(entry.queries);
    await db.evidence.bulkPut(entry.evidence);
    await db.verdicts.bulkPut(entry.verdicts);
    await db.sources.bulkPut(entry.sources);
    await db.trace.bulkAdd(entry.trace.map((item) => ({ ...item, runId: run.id })));
    return true;
  });
}

function describeId(raw: unknown): string {
  const id = (raw as { run?: { id?: unknown } } | null)?.run?.id;
  return typeof id === 'string' ? ` (${id})` : '';
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid data.';
  const path = issue.path.join('.');
  return `${path ? `${path}: ` : ''}${issue.message}${error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problems)` : ''}.`;
}
