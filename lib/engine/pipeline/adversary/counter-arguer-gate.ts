/** Whether a conflict is worth the counter-arguer's model call: on Quick, only when the model itself read both sides. */
import type { EngineConfig } from '../../config';
import type { Evidence, Profile, Stance } from '../../schemas';
import { decisiveEvidence, fromTheArticle, type ArticleIdentity } from './independent-sides';

interface CounterArguerGate {
  ask: boolean;
  /** Why the counter-arguer is not asked (for the trace); null when it is. */
  why: string | null;
  /** The sides (supports, refutes) that rest on the rules' readings alone: the next hop tests them first. */
  ruledSides: Stance[];
}

/**
 * The counter-arguer argues which side of a conflict holds. On a profile with
 * `sufficiency.counterArguerOnModelConflict` it is asked only when sources the model read take both sides (a
 * supporting and a refuting reading, or one mixed reading). When one side rests on the rules' readings alone (lexical
 * cues, a fact-check's rating), the judge already weighs that side at its rule strength, and the conflict's own
 * follow-up query for that side goes first on the next hop (as the counter-arguer's test query would), where a source
 * contrary to the model's reading is read by the model (`followupReads`). Never counted as a model side: a page
 * carrying instructions, the article's own site or a copy of it.
 */
export function counterArguerGate(
  evidence: Evidence[],
  article: ArticleIdentity | null,
  profile: Profile,
  config: EngineConfig,
): CounterArguerGate {
  if (!config.sufficiency.counterArguerOnModelConflict[profile])
    return { ask: true, why: null, ruledSides: [] };
  const articleSource = fromTheArticle(article);
  const read = decisiveEvidence(evidence).filter(
    (e) => !e.heuristic && !e.carriesInstructions && articleSource(e) === null,
  );
  const sides = new Set(read.map((e) => e.stance));
  if (sides.has('mixed') || (sides.has('supports') && sides.has('refutes')))
    return { ask: true, why: null, ruledSides: [] };
  const ruled = decisiveEvidence(evidence).filter((e) => e.heuristic && !sides.has(e.stance));
  // Counter-evidence first, as the first hop's counter-queries are.
  const ruledSides = (['refutes', 'supports'] as const).filter((side) =>
    ruled.some((e) => e.stance === side),
  );
  return {
    ask: false,
    ruledSides,
    why: `the ${ruledSides.join(' and ') || 'other'} side rests on the built-in rules' readings alone (${[...new Set(ruled.map((e) => e.domain))].join(', ') || 'none'}); the next hop's first follow-up searches that side, and a source there that reads against the model's goes to the model`,
  };
}
