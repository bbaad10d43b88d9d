/** History's import: validates an export file run by run and saves the new runs (the background's, never the panel's). */
import type { z } from 'zod';
import { isFinished, transition } from '../engine/pipeline/context/run-state';
import type { Run } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import { toRunRow } from './dexie-research-store';
import {
  EXPORT_VERSION,
  OLDEST_IMPORT_VERSION,
  upgradeExportedRun,
  ExportEnvelopeSchema,
  ExportedRunSchema,
  foreignChildren,
  nonWebUrls,
  type ExportedRun,
} from './export-bundle';
import { writeRunRows } from './run-rows';
import { SeenClaimIndex } from './seen-claims';
import { toStoreError } from './store-error';
import { isSealedHere } from './run-seal';

interface ImportOutcome {
  imported: number;
  /** Runs already in History (same id): kept as they are. */
  skipped: number;
  /** One sentence per run that could not be imported, or about the file as a whole. */
  errors: string[];
}

export const UNFINISHED_IMPORT_NOTICE = 'Imported before it finished: it will not resume.';

/**
 * Validates `bundle` (parsed JSON) run by run and saves the valid, new runs; never throws for bad input. `sealKey`:
 * this browser's export seal key; a finished run whose seal verifies under it was exported here and is restored as it
 * was (shown on its page again), every other run is marked imported.
 */
export async function importRuns(
  db: CartographerDb,
  bundle: unknown,
  importedAt: number = Date.now(),
  sealKey: CryptoKey | null = null,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { imported: 0, skipped: 0, errors: [] };
  const envelope = ExportEnvelopeSchema.safeParse(bundle);
  if (!envelope.success) {
    outcome.errors.push('This file is not a Cartographer export (expected JSON exported from History).');
    return outcome;
  }
  const { version } = envelope.data;
  if (version > EXPORT_VERSION || version < OLDEST_IMPORT_VERSION) {
    outcome.errors.push(
      envelope.data.version > EXPORT_VERSION
        ? `This export was made by a newer Cartographer (format version ${envelope.data.version}): update the extension to import it.`
        : `Unsupported export format version ${envelope.data.version}.`,
    );
    return outcome;
  }
  const valid: SealedRun[] = [];
  for (const [index, raw] of envelope.data.runs.entries()) {
    const parsed = ExportedRunSchema.safeParse(upgradeExportedRun(raw, version));
    if (!parsed.success) {
      outcome.errors.push(`Run ${index + 1}${describeId(raw)} is damaged: ${firstIssue(parsed.error)}`);
      continue;
    }
    const foreign = foreignChildren(parsed.data);
    if (foreign.length > 0) {
      outcome.errors.push(
        `Run ${index + 1} (${parsed.data.run.id}) is damaged: its ${foreign.join(', ')} belong to another run.`,
      );
      continue;
    }
    const unsafe = nonWebUrls(parsed.data);
    if (unsafe.length > 0) {
      outcome.errors.push(
        `Run ${index + 1} (${parsed.data.run.id}) is damaged: its ${unsafe.join(' and ')} ${unsafe.length > 1 ? 'are not web addresses' : 'is not a web address'} (http or https).`,
      );
      continue;
    }
    valid.push({ ...parsed.data, sealedHere: await isSealedHere(raw, sealKey) });
  }
  for (let at = 0; at < valid.length; at += IMPORT_BATCH) {
    try {
      const saved = await saveImportedBatch(db, valid.slice(at, at + IMPORT_BATCH), importedAt);
      // Their claims join the seen-before index (a run already in History keeps its rows).
      await indexImported(db, saved);
      outcome.imported += saved.length;
      outcome.skipped += Math.min(IMPORT_BATCH, valid.length - at) - saved.length;
    } catch (error) {
      outcome.errors.push(toStoreError(error).message);
      break; // Storage failures (quota) will not get better for the next batch.
    }
  }
  return outcome;
}

/** Runs saved per transaction: large imports stay fast, and a failure loses at most one batch. */
const IMPORT_BATCH = 200;

/** Saves the runs whose ids are new, with their contents, in one transaction; returns the ids saved. */
async function saveImportedBatch(
  db: CartographerDb,
  entries: SealedRun[],
  importedAt: number,
): Promise<string[]> {
  return db.transaction(
    'rw',
    [db.runs, db.runIndex, db.claims, db.queries, db.evidence, db.verdicts, db.sources, db.trace],
    async () => {
      const existing = await db.runs.bulkGet(entries.map((entry) => entry.run.id));
      const seen = new Set<string>();
      const fresh = entries.filter((entry, i) => {
        if (existing[i] !== undefined || seen.has(entry.run.id)) return false;
        seen.add(entry.run.id);
        return true;
      });
      await writeRunRows(
        db,
        fresh.map((entry) => toRunRow(restoredOrImported(entry, importedAt), entry.claims)),
        'add',
      );
      await db.claims.bulkPut(fresh.flatMap((entry) => entry.claims));
      await db.queries.bulkPut(fresh.flatMap((entry) => entry.queries));
      await db.evidence.bulkPut(fresh.flatMap((entry) => entry.evidence));
      await db.verdicts.bulkPut(fresh.flatMap((entry) => entry.verdicts));
      await db.sources.bulkPut(fresh.flatMap((entry) => entry.sources));
      await db.trace.bulkAdd(
        fresh.flatMap((entry) => entry.trace.map((item) => ({ ...item, runId: entry.run.id }))),
      );
      return fresh.map((entry) => entry.run.id);
    },
  );
}

/** A valid entry, and whether this browser's seal on it verified. */
type SealedRun = ExportedRun & { sealedHere: boolean };

/**
 * A finished run this browser exported comes back as it was (its page's check again); anything else is imported.
 * An unfinished one is imported even when sealed: it must never resume from a file.
 */
function restoredOrImported(entry: SealedRun, importedAt: number): Run {
  return entry.sealedHere && isFinished(entry.run.status) ? entry.run : asImported(entry.run, importedAt);
}

/** Adds the claims of runs just imported to the seen-before index, oldest first. */
async function indexImported(db: CartographerDb, runIds: readonly string[]): Promise<void> {
  const seen = new SeenClaimIndex(db);
  const runs = await db.runs.bulkGet([...runIds]);
  const ordered = runs.flatMap((run) => (run ? [run] : [])).sort((a, b) => a.createdAt - b.createdAt);
  for (const run of ordered) await seen.indexRun(run.id);
}

/**
 * What an imported run says about itself is the file's word: it is marked imported (whatever the file claims),
 * stamped with the import time, and never resumes — one that was queued or running becomes partial, with a notice.
 */
export function asImported(run: Run, importedAt: number): Run {
  const imported: Run = { ...run, origin: 'imported', importedAt };
  if (isFinished(imported.status)) return imported;
  return transition({ ...imported, notices: [...run.notices, UNFINISHED_IMPORT_NOTICE] }, 'partial');
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
