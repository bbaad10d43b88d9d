/** The model-read budget per claim across hops (Quick): a follow-up hop's sources reach the model only on conflict. */
import type { Evidence, Stance } from '../../schemas';
import { decisiveEvidence } from '../adversary/independent-sides';

export interface FollowupCandidate {
  /** Index of the passage in the hop's list. */
  i: number;
  /** What the no-model rules read in it. */
  lexical: Stance;
  /** It carries instructions aimed at AI tools: read alone and capped, never in an honest source's slot. */
  instructed: boolean;
  /** Its source is of a credible tier (absent: treated as credible). */
  credible?: boolean;
}

interface FollowupReads {
  /** Passages the model reads (indices), the others are read by rules. */
  send: number[];
  /** Why, in the engine's words, for the trace. */
  why: string;
}

const SIDES: Stance[] = ['supports', 'refutes', 'mixed'];

/**
 * Which of a follow-up hop's candidates (ranked best first) the model reads. When no earlier model-read source of a
 * `credible` tier took a side, the `limit` best honest ones (the claim has not had a model read it can rest on). Otherwise only candidates whose
 * lexical stance takes a side the model's earlier readings did not (a source that may contradict them), at most
 * `limit` honest ones; every other source is read by rules. A contrary source is always read by the model, so no
 * page can make the engine skip reading a source against it.
 */
export function followupReads(
  earlier: Evidence[],
  candidates: FollowupCandidate[],
  limit: number,
  credible: (e: Evidence) => boolean = () => true,
): FollowupReads {
  // A page carrying instructions counts like any model read (its vote is capped and its quote checked): whether a
  // page carries instructions must not change how the other sources are read (the injection catalogue's rule).
  const modelRead = decisiveEvidence(earlier).filter((e) => !e.heuristic);
  const modelSides = new Set(modelRead.filter(credible).map((e) => e.stance));
  if (modelSides.size === 0) {
    // After a side taken only by low-tier sources, only a credible source is worth the claim's second model read,
    // and none is needed when the rules already read a credible new source on that same side.
    const lowTierSides = new Set(modelRead.map((e) => e.stance));
    const honest = candidates.filter(
      (c) => !c.instructed && (modelRead.length === 0 || c.credible !== false),
    );
    const confirmed = modelRead.length > 0 && honest.some((c) => lowTierSides.has(c.lexical));
    if (confirmed)
      return {
        send: candidates
          .filter((c) => c.instructed && SIDES.includes(c.lexical) && !lowTierSides.has(c.lexical))
          .map((c) => c.i),
        why: `every new source was read by rules: a credible one already reads as the model read a low-tier source before (${[...lowTierSides].join(' and ')})`,
      };
    return {
      send: [...honest.slice(0, limit), ...candidates.filter((c) => c.instructed)].map((c) => c.i),
      why: 'no source of a credible tier read by the model on an earlier hop took a side, so the best new source is read by the model',
    };
  }
  const contrary = candidates.filter((c) => SIDES.includes(c.lexical) && !modelSides.has(c.lexical));
  const send = [
    ...contrary.filter((c) => !c.instructed).slice(0, limit),
    ...contrary.filter((c) => c.instructed),
  ].map((c) => c.i);
  const read = [...modelSides].join(' and ');
  return {
    send,
    why: send.length
      ? `the model read ${send.length} new source${send.length === 1 ? '' : 's'} whose wording may contradict what it read before (${read}); the others were read by rules`
      : `every new source was read by rules: none contradicts what the model read before (${read})`,
  };
}
