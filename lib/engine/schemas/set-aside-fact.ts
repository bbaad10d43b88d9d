/** Why a piece of evidence was set aside (not counted), as typed facts; the words live in lib/presentation. */
import { z } from 'zod';

/** How a page was found to be another copy of a counted source (as the judge groups pages into sources). */
const CopyHowSchema = z.enum(['same-site', 'text', 'first-appearance', 'template']);

/** Every kind of set-aside, each with exactly the data its words need. */
const SetAsideFactSchema = z.discriminatedUnion('kind', [
  /** On the article's own site: the article speaking again, never a vote. */
  z.object({ kind: z.literal('own-site'), site: z.string() }),
  /** Its passage is a copy of the article's text. */
  z.object({ kind: z.literal('article-copy') }),
  /** Its quote was not found in its source: demoted to context (citation-integrity failure). */
  z.object({ kind: z.literal('quote-not-found'), site: z.string() }),
  z.object({ kind: z.literal('irrelevant') }),
  /** Background only: takes no side. */
  z.object({ kind: z.literal('background') }),
  /** Another page of a counted source (same site, shared text, first appearance or template): one vote per source. */
  z.object({ kind: z.literal('copy-of'), of: z.string(), how: CopyHowSchema, site: z.string() }),
  /** The page carries instructions aimed at AI tools. */
  z.object({ kind: z.literal('instructions') }),
  /** Read by a built-in rule weaker than the minimum that may end a search. */
  z.object({ kind: z.literal('weak-rule'), strength: z.number(), min: z.number() }),
  /** A reason saved before set-asides were facts: shown as it was written. */
  z.object({ kind: z.literal('legacy'), text: z.string() }),
]);
export type SetAsideFact = z.infer<typeof SetAsideFactSchema>;

/** The one list of set-aside kinds (derived from the union). */
export const SET_ASIDE_KINDS: readonly SetAsideFact['kind'][] = SetAsideFactSchema.options.map(
  (o) => o.shape.kind.value,
);

/**
 * One set-aside item of a verdict. Stored verdicts from before the fact (`{ evidenceId, reason }`, a sentence) are
 * read as a legacy fact keeping that sentence, at parse time: no database version, old exports still import.
 */
export const SetAsideItemSchema = z.preprocess(
  (raw) => setAsideItemOf(raw),
  z.object({ evidenceId: z.string(), fact: SetAsideFactSchema }),
);
export type SetAsideItem = { evidenceId: string; fact: SetAsideFact };

/**
 * A stored set-aside item in the current shape: a valid fact as is; an old sentence (or a fact that does not parse)
 * as a legacy fact shown verbatim, never trusted as a typed fact. Anything without an evidence id is left to fail.
 */
function setAsideItemOf(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const item = raw as { evidenceId?: unknown; fact?: unknown; reason?: unknown };
  if (typeof item.evidenceId !== 'string') return raw;
  const fact = SetAsideFactSchema.safeParse(item.fact);
  if (fact.success) return { evidenceId: item.evidenceId, fact: fact.data };
  const text = typeof item.reason === 'string' ? item.reason : JSON.stringify(item.fact ?? item.reason ?? '');
  return { evidenceId: item.evidenceId, fact: { kind: 'legacy', text } satisfies SetAsideFact };
}
