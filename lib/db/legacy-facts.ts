/**
 * Facts for records saved before reasons and trace purposes were typed (Dexie version 3, export version 2). Reads
 * only what old versions wrote, once, when a database is upgraded or an old export imported; never engine output.
 */
import {
  CheckpointSchema,
  DecisionSchema,
  ReasonFactSchema,
  TraceFactSchema,
  type ReasonFact,
  type TraceFact,
} from '../engine/schemas';

/** The purpose formats of the engine before facts (matched whole; anything else is kept verbatim as legacy). */
const OLD_SEARCH = /^(neutral|counter|followup) query(?: \(hop (\d+)\))?: ([\s\S]*)$/;
const OLD_STANCE = /^stance for (.+) \((\d+) passages?(, one source)?\)$/;
const OLD_FETCH = /^fetch evidence for (.+)$/;
const OLD_COUNTER = /^counter-argument for (.+)$/;

/** A stored reason: a fact as is, an old sentence as a legacy fact shown verbatim. */
export function reasonFactOf(reason: unknown): ReasonFact {
  const parsed = ReasonFactSchema.safeParse(reason);
  if (parsed.success) return parsed.data;
  return { kind: 'legacy', text: typeof reason === 'string' ? reason : JSON.stringify(reason) };
}

/** The fact an old trace entry's purpose (and, for checkpoints, its typed checkpoint) stands for. */
export function traceFactOf(entry: { purpose?: unknown; fact?: unknown; checkpoint?: unknown }): TraceFact {
  const typed = TraceFactSchema.safeParse(entry.fact);
  if (typed.success) return typed.data;
  const purpose = typeof entry.purpose === 'string' ? entry.purpose : '';
  const checkpoint = CheckpointSchema.safeParse(entry.checkpoint);
  if (checkpoint.success) {
    const cp = checkpoint.data;
    return {
      kind: 'progress',
      step: cp.type,
      hop: cp.type === 'extract' ? 0 : cp.hop,
      decision: cp.type === 'hop' ? cp.decision : null,
    };
  }
  const decision = DecisionSchema.safeParse(purpose);
  if (decision.success) return { kind: 'decision', decision: decision.data };
  if (purpose === 'extract claims') return { kind: 'extract-claims' };
  if (purpose === 'write summary') return { kind: 'write-summary' };
  const search = OLD_SEARCH.exec(purpose);
  if (search) {
    const intent = search[1] === 'counter' ? 'counter' : search[1] === 'followup' ? 'followup' : 'neutral';
    return { kind: 'search', intent, hop: Number(search[2] ?? 0), text: search[3] ?? '' };
  }
  const stance = OLD_STANCE.exec(purpose);
  if (stance)
    return {
      kind: 'stance',
      claimIds: (stance[1] ?? '').split(', '),
      passages: Number(stance[2]),
      oneSource: stance[3] !== undefined,
    };
  const fetched = OLD_FETCH.exec(purpose);
  if (fetched) return { kind: 'fetch-evidence', claimId: fetched[1] ?? '' };
  const counter = OLD_COUNTER.exec(purpose);
  if (counter) return { kind: 'counter-argument', claimId: counter[1] ?? '' };
  return { kind: 'legacy', text: purpose };
}
