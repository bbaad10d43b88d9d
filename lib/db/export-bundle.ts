/** The JSON export format (versioned, validated with zod on import): runs with everything they contain. */
import { z } from 'zod';
import {
  ClaimSchema,
  EvidenceSchema,
  QuerySchema,
  RunSchema,
  StoredSourceSchema,
  StoredVerdictSchema,
  TraceEntrySchema,
} from '../engine/schemas';
import { isWebUrl } from '../engine/domain/url';
import { reasonFactOf, traceFactOf } from './legacy-facts';

export const EXPORT_FORMAT = 'cartographer-export';
/** 2: reasons and trace purposes are typed facts. 1: they were sentences (still imported, converted). */
export const EXPORT_VERSION = 2;
/** The oldest format version this build imports. */
export const OLDEST_IMPORT_VERSION = 1;

export const ExportedRunSchema = z.object({
  run: RunSchema,
  claims: z.array(ClaimSchema),
  queries: z.array(QuerySchema),
  evidence: z.array(EvidenceSchema),
  verdicts: z.array(StoredVerdictSchema),
  sources: z.array(StoredSourceSchema),
  trace: z.array(TraceEntrySchema),
  /** This browser's seal on the entry (`run-seal.ts`): verified against the raw entry, never trusted as read here. */
  seal: z.string().optional(),
});
export type ExportedRun = z.infer<typeof ExportedRunSchema>;

export const ExportBundleSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  /** ISO time of the export (informational). */
  exportedAt: z.string().optional(),
  runs: z.array(ExportedRunSchema),
});
export type ExportBundle = z.infer<typeof ExportBundleSchema>;

/** Only the envelope: entries are validated one by one so one bad run does not sink the file. */
export const ExportEnvelopeSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  runs: z.array(z.unknown()),
});

/**
 * One exported run of an older format version in the current shape (before validation): version 1's reason
 * sentences and trace purposes become facts (sentences it cannot read are kept verbatim as legacy facts).
 */
export function upgradeExportedRun(raw: unknown, version: number): unknown {
  if (version >= 2 || !isRecord(raw)) return raw;
  const { verdicts, trace } = raw;
  return {
    ...raw,
    verdicts: Array.isArray(verdicts)
      ? verdicts.map((v: unknown) =>
          isRecord(v) && Array.isArray(v.reasons) ? { ...v, reasons: v.reasons.map(reasonFactOf) } : v,
        )
      : verdicts,
    trace: Array.isArray(trace)
      ? trace.map((t: unknown) => (isRecord(t) ? { ...t, fact: traceFactOf(t) } : t))
      : trace,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Children whose `runId` is not the run's own: an export stitched together by hand. */
export function foreignChildren(entry: ExportedRun): string[] {
  const { run, trace: _trace, seal: _seal, ...children } = entry;
  return Object.entries(children).flatMap(([table, rows]) =>
    rows.some((row: { runId: string }) => row.runId !== run.id) ? [table] : [],
  );
}

/**
 * Fields of an entry holding a URL that is not a web address (http or https): every URL Cartographer saves is one,
 * so any other (`javascript:`, `data:`, `file:`) can only come from a hand-made file.
 */
export function nonWebUrls(entry: ExportedRun): string[] {
  const urls: [string, string][] = [
    ['article URL', entry.run.article.url],
    ...entry.evidence.map((e): [string, string] => ['evidence URL', e.url]),
    ...entry.sources.map((s): [string, string] => ['source URL', s.url]),
    ...(entry.run.result?.battlegrounds ?? []).flatMap((b) =>
      [...b.sideA.sources, ...b.sideB.sources].map((s): [string, string] => [
        'battleground source URL',
        s.url,
      ]),
    ),
  ];
  return [...new Set(urls.filter(([, url]) => !isWebUrl(url)).map(([field]) => field))];
}
