/** Factcheck-Bench subtask 3 split by claim (hash of the claim text) into a development and a test half. */
import { createHash } from 'node:crypto';

export type StanceHalf = 'dev' | 'test';

/** The half a claim belongs to: the first byte of its SHA-256 (UTF-8, trimmed), even → dev, odd → test. */
export function halfOf(claim: string): StanceHalf {
  const first = createHash('sha256').update(claim.trim(), 'utf8').digest()[0]!;
  return first % 2 === 0 ? 'dev' : 'test';
}

/** The rows of one half (every pair of a claim lands in the same half). */
export function rowsOfHalf<T extends { claim: string }>(rows: readonly T[], half: StanceHalf): T[] {
  return rows.filter((r) => halfOf(r.claim) === half);
}
