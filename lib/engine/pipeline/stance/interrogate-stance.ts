/**
 * The interrogator: a model's stance counts only on a verified quote about the claim that is not an instruction, that
 * its source asserts (a quoted, attributed, labelled or denied mention never supports), and that no hard contradiction
 * of the rules (another figure, date, negation, name, role, the source's denial, a fact-check's rating) opposes.
 */
import type { EngineConfig } from '../../config';
import { normaliseForQuote } from '../../domain/quotes/normalise-quote';
import { HARD_BASES, lexicalStance, type LexicalBasis } from './reading/lexical-stance';
import { frameInPage, type PageOfPassage } from './framing/frame-in-page';
import { assertsIt } from './framing/sentence-frame';
import { termOverlap } from '../text/content-words';
import { type InjectionCheck } from '../text/detect-injection';
import { NEGATION, REFUTATION } from '../text/cue-words';
import type { Claim, Decision, Evidence, Stance } from '../../schemas';

interface StanceAnswer {
  stance: Stance;
  quote: string;
  strength: number;
  rationale: string;
}

/** Why a model's decisive reading did not count (the caller reads the passage by rules instead). */
export type ReadingFailure = Exclude<
  NonNullable<Evidence['modelReading']>,
  'counted' | 'no-side' | 'overlooked'
>;

interface InterrogatedStance {
  stance: Stance;
  strength: number;
  rationale: string;
  /** Decisions for the trace: why a stance was demoted. */
  problems: { title: Decision; detail: string }[];
  /** The first check the reading failed, or null when it stands (or took no side). */
  failure: ReadingFailure | null;
}

/** The rules' reading of the passage, as the contradiction check needs it. */
interface RulesReading {
  stance: Stance;
  strength: number;
  rationale: string;
  basis?: LexicalBasis | 'rating';
}

/** A decisive quote must share at least this share of the claim's key terms. */
const MIN_QUOTE_OVERLAP = 0.2;

const OPPOSITE: Partial<Record<Stance, Stance>> = { supports: 'refutes', refutes: 'supports' };

/**
 * Demotes a decisive stance whose quote is missing, an instruction, off the claim, or contradicted by the rules
 * (their reading of the quoted sentence, or a strong reading of the passage: `modelReading.strongRuleStrength`).
 * A source carrying instructions keeps its vote: the flagged sentences never reach the model and a quote from them
 * is demoted here, so the rest of the page speaks at full weight.
 */
export function interrogateStance(
  claim: Claim,
  passage: string,
  answer: StanceAnswer,
  checks: {
    verified: boolean;
    injection: InjectionCheck;
    /** With the rules' reading of the passage and the run's config, the contradiction checks apply. */
    rules?: { reading: RulesReading; config: EngineConfig };
    /** The page the passage was cut from: the quoted sentence is framed where it stands on it. */
    page?: PageOfPassage;
  },
): InterrogatedStance {
  const problems: InterrogatedStance['problems'] = [];
  let { stance, rationale } = answer;
  let failure: ReadingFailure | null = null;
  const demote = (why: ReadingFailure, title: Decision, detail: string, said: string) => {
    problems.push({ title, detail: `${detail} — demoted from ${stance} to context` });
    rationale = `${said} (demoted from ${stance}). ${rationale}`;
    stance = 'context';
    failure ??= why;
  };
  const decisive = () => stance === 'supports' || stance === 'refutes' || stance === 'mixed';
  const quote = answer.quote.trim();
  if (decisive() && !checks.verified) {
    demote(
      'quote-not-found',
      'citation-integrity failure',
      `quote not found: "${quote.slice(0, 200)}"`,
      'quote not found in the source',
    );
  }
  if (decisive() && quotesInstruction(quote, passage, checks.injection)) {
    demote(
      'instruction',
      'stance quote is an instruction',
      `the quoted sentence is addressed to AI tools: "${quote.slice(0, 200)}"`,
      'the quote is an instruction, not a statement about the claim',
    );
  }
  if (decisive() && termOverlap(claim.text, quote) < MIN_QUOTE_OVERLAP) {
    demote(
      'off-claim',
      'stance quote not about the claim',
      `the quote shares too few of the claim's terms: "${quote.slice(0, 200)}"`,
      'the quote is not about the claim',
    );
  }
  if (stance === 'supports' && quote) {
    // A sentence its source does not assert (quoted, attributed, asked, labelled, supposed) supports nothing.
    const frame = frameInPage(quote, passage, checks.page);
    if (!assertsIt(frame) && frame.kind !== 'reported')
      demote(
        frame.denied ? 'contradicted' : 'framed',
        frame.denied ? 'model stance contradicted by the rules' : 'stance quote not asserted by its source',
        `the source ${frame.denied ? 'denies' : 'does not assert'} the quoted sentence (${frame.kind}${frame.cue ? `: "${frame.cue}"` : ''}): "${quote.slice(0, 200)}"`,
        `the source ${frame.denied ? 'denies' : 'only mentions'} what the quote says (${frame.kind})`,
      );
  }
  if (decisive()) {
    const contrary = contradicts(claim.text, quote, stance, checks);
    if (contrary) {
      demote(
        'contradicted',
        'model stance contradicted by the rules',
        `the rules read ${contrary}`,
        `the rules read ${contrary}`,
      );
    }
  }
  if (checks.injection.suspicious) {
    const cues = checks.injection.cues.slice(0, 3).join('; ');
    problems.push({
      title: 'source carries instructions',
      detail: `${cues}; the flagged sentences were cut before the source was read`,
    });
    rationale = `source carries instructions aimed at AI tools (${cues}); those sentences were cut and the rest read alone. ${rationale}`;
  }
  return { stance, strength: answer.strength, rationale, problems, failure };
}

/**
 * What the rules read against `stance`, or null: a hard contradiction (`HARD_BASES`: another figure, date, negation,
 * name or role, a debunking cue, the source's denial or headline, a fact-check's rating) at `strongRuleStrength` or
 * more, in the quoted sentence or in the passage (weaker cues — a lone negation word — never overrule the model). Agreement never overrules a model: a sentence that
 * "states the claim" does not outweigh a model that reads the source as refuting it. On a page that tried to instruct
 * its reader any rules' reading of the quote the other way counts, and so does a "supports" quote that denies the claim.
 */
function contradicts(
  claimText: string,
  quote: string,
  stance: Stance,
  checks: Parameters<typeof interrogateStance>[3],
): string | null {
  const opposite = OPPOSITE[stance];
  const rules = checks.rules;
  const instructed = checks.injection.suspicious;
  if (!opposite || (!rules && !instructed)) return null;
  const strong = instructed ? 0 : (rules?.config.modelReading.strongRuleStrength ?? 1);
  const hard = (basis: RulesReading['basis']) =>
    instructed ||
    basis === 'rating' ||
    (basis !== undefined && HARD_BASES.has(basis) && opposite === 'refutes');
  const lexical = lexicalStance(claimText, quote, checks.page);
  // The model's own quote asserts the claim in its source's voice — near-verbatim, or its very figures in its terms —
  // (not quoted, attributed, labelled or rebutted: the framing says so): calling that sentence a refutation
  // contradicts the quote itself. A sentence elsewhere on the page that states the claim never overrules the model.
  const quoteAssertsIt =
    (lexical.basis === 'verbatim' || lexical.basis === 'same-figures') &&
    lexical.quote.trim() === quote.trim();
  const minRelevance = rules?.config.modelReading.quoteRuleRelevance ?? 0.5;
  if (
    lexical.relevance >= minRelevance &&
    lexical.stance === opposite &&
    lexical.strength >= strong &&
    (hard(lexical.basis) || quoteAssertsIt)
  )
    return `the quoted sentence as ${opposite} (${lexical.rationale})`;
  if (
    rules &&
    rules.reading.stance === opposite &&
    rules.reading.strength >= strong &&
    hard(rules.reading.basis)
  )
    return `the passage as ${opposite} with strength ${rules.reading.strength} (${rules.reading.rationale})`;
  const denies = (text: string) => NEGATION.test(text) || REFUTATION.test(text);
  if (
    instructed &&
    stance === 'supports' &&
    denies(quote) &&
    !denies(claimText) &&
    termOverlap(claimText, quote) >= 0.3
  )
    return 'the quoted sentence as negating or debunking what the claim says';
  return null;
}

/** Whether the quote is (part of) a sentence the detector flagged as an instruction. */
function quotesInstruction(quote: string, passage: string, injection: InjectionCheck): boolean {
  if (!injection.suspicious || !quote) return false;
  const q = normaliseForQuote(quote).text;
  if (!q) return false;
  const flagged = injection.sentences.map((s) => normaliseForQuote(s.text).text).filter(Boolean);
  if (flagged.some((s) => s.includes(q) || q.includes(s))) return true;
  // An instruction somewhere in a quote spanning several sentences of the passage.
  return flagged.length > 0 && passage.length > 0 && flagged.some((s) => termOverlap(s, quote) >= 0.8);
}
