/**
 * The CLI's History of checked claims (Node): a JSON-lines file in the cache folder, one line per checked claim per
 * finished run with the evidence it gathered, read into the claim matcher's in-memory index for a check.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { createClaimIndex } from '../engine/domain/claims/claim-match';
import { SEEN_BEFORE } from '../engine/config';
import type { SeenBeforeLookup, SeenCheck, SeenMatch } from '../engine/ports';
import { ClaimKindSchema, EvidenceSchema, VerdictLabelSchema, type Evidence } from '../engine/schemas';
import type { ReportInput } from '../report/report-input';
import { seenRowsOfRun, stripTerms } from '../db/seen-rows';

const SEEN_HISTORY_FILE = 'seen-claims.jsonl';

const SeenCheckSchema = z.object({
  runId: z.string(),
  claimId: z.string(),
  text: z.string(),
  lang: z.string(),
  kind: ClaimKindSchema,
  checkedAt: z.number(),
  label: VerdictLabelSchema,
  confidence: z.number(),
  fromEvidence: z.boolean(),
  sources: z.array(z.string()),
  url: z.string(),
  site: z.string(),
  title: z.string(),
  group: z.string(),
});
const SeenLineSchema = z.object({
  v: z.literal(1),
  check: SeenCheckSchema,
  evidence: z.array(EvidenceSchema),
});

interface Entry {
  check: SeenCheck;
  evidence: Evidence[];
}

/** The file as a lookup the engine takes, plus what the CLI writes after a check. */
export interface SeenHistoryFile extends SeenBeforeLookup {
  readonly path: string;
  /** Claims stored (one per claim per run). */
  readonly size: number;
  /** Lines that could not be read (damaged or from a newer Cartographer): left in the file, not used. */
  readonly unreadable: number;
  /** Adds a finished check's claims; returns how many were added. */
  record(report: ReportInput): Promise<number>;
}

/** Opens (or starts) the History file in `dir`. */
export async function openSeenHistory(dir: string): Promise<SeenHistoryFile> {
  const path = join(dir, SEEN_HISTORY_FILE);
  const index = createClaimIndex<Entry>();
  const byKey = new Map<string, Entry>();
  let unreadable = 0;
  const add = (entry: Entry) => {
    index.add({ text: entry.check.text, lang: entry.check.lang }, entry);
    byKey.set(keyOf(entry.check), entry);
  };
  let text = '';
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = SeenLineSchema.safeParse(JSON.parse(line));
      if (parsed.success) add(parsed.data);
      else unreadable += 1;
    } catch {
      unreadable += 1;
    }
  }

  const lookupOne = (claim: { text: string; lang: string }, excludeRunId?: string): SeenMatch[] =>
    index
      .lookup(claim, SEEN_BEFORE.matchesPerClaim * 4)
      .filter((hit) => hit.value.check.runId !== excludeRunId)
      .map((hit) => ({ check: hit.value.check, score: hit.match.score }))
      .sort((a, b) => b.score - a.score || b.check.checkedAt - a.check.checkedAt)
      .slice(0, SEEN_BEFORE.matchesPerClaim);

  return {
    path,
    get size() {
      return index.size;
    },
    unreadable,
    async lookup(claims, options = {}) {
      return claims.map((claim) => lookupOne(claim, options.excludeRunId));
    },
    async evidenceOf(check) {
      return byKey.get(keyOf(check))?.evidence ?? [];
    },
    async record(report) {
      const rows = seenRowsOfRun(report.run, report.claims, report.verdicts, report.evidence).filter(
        (row) => !byKey.has(keyOf(row)),
      );
      if (rows.length === 0) return 0;
      const entries: Entry[] = rows.map((row) => {
        const check = stripTerms(row);
        const first = lookupOne(check, check.runId)[0];
        return {
          check: first ? { ...check, group: first.check.group } : check,
          evidence: report.evidence.filter((e) => e.claimId === check.claimId),
        };
      });
      await mkdir(dir, { recursive: true });
      await appendFile(
        path,
        entries.map((entry) => `${JSON.stringify({ v: 1, ...entry })}\n`).join(''),
        'utf8',
      );
      entries.forEach(add);
      return entries.length;
    },
  };
}

function keyOf(check: Pick<SeenCheck, 'runId' | 'claimId'>): string {
  return `${check.runId}\u0000${check.claimId}`;
}
