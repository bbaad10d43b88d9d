/** The interrogator: a model's stance stands only on a verified quote from a sentence about the claim, never an instruction. */
import { normaliseForQuote } from '../domain/quotes/normalise-quote';
import { lexicalStance, MAX_HEURISTIC_STRENGTH, termOverlap, type InjectionCheck } from '../heuristics';
import { NEGATION, REFUTATION } from '../heuristics/cues';
import type { Claim, Stance } from '../schemas';

export interface StanceAnswer {
  stance: Stance;
  quote: string;
  strength: number;
  rationale: string;
}

export interface InterrogatedStance {
  stance: Stance;
  strength: number;
  rationale: string;
  /** Decisions for the trace: why a stance was demoted or a vote capped. */
  problems: { title: string; detail: string }[];
}

/** The vote of a source that carries instructions aimed at AI tools is capped at this strength. */
export const INSTRUCTED_SOURCE_CAP = MAX_HEURISTIC_STRENGTH;
/** A decisive quote must share at least this share of the claim's key terms. */
const MIN_QUOTE_OVERLAP = 0.2;

const OPPOSITE: Partial<Record<Stance, Stance>> = { supports: 'refutes', refutes: 'supports' };

/** Demotes a decisive stance whose quote is missing, off-topic or an instruction; caps an instructed source's vote. */
export function interrogateStance(
  claim: Claim,
  passage: string,
  answer: StanceAnswer,
  checks: { verified: boolean; injection: InjectionCheck },
): InterrogatedStance {
  const problems: InterrogatedStance['problems'] = [];
  let { stance, strength, rationale } = answer;
  const demote = (title: string, detail: string, why: string) => {
    problems.push({ title, detail: `${detail} — demoted from ${stance} to context` });
    rationale = `${why} (demoted from ${stance}). ${rationale}`;
    stance = 'context';
  };
  const decisive = () => stance === 'supports' || stance === 'refutes' || stance === 'mixed';
  const quote = answer.quote.trim();
  if (decisive() && !checks.verified) {
    demote(
      'citation-integrity failure',
      `quote not found: "${quote.slice(0, 200)}"`,
      'quote not found in the source',
    );
  }
  if (decisive() && quotesInstruction(quote, passage, checks.injection)) {
    demote(
      'stance quote is an instruction',
      `the quoted sentence is addressed to AI tools: "${quote.slice(0, 200)}"`,
      'the quote is an instruction, not a statement about the claim',
    );
  }
  if (decisive() && termOverlap(claim.text, quote) < MIN_QUOTE_OVERLAP) {
    demote(
      'stance quote not about the claim',
      `the quote shares too few of the claim's terms: "${quote.slice(0, 200)}"`,
      'the quote is not about the claim',
    );
  }
  if (checks.injection.suspicious) {
    const contrary = contradicts(claim.text, quote, stance);
    if (decisive() && contrary) {
      demote(
        'instructed stance contradicts its quote',
        `the quote reads as ${OPPOSITE[stance] ?? 'the opposite'} (${contrary})`,
        'the stance contradicts its own quote',
      );
    }
    strength = Math.min(strength, INSTRUCTED_SOURCE_CAP);
    const cues = checks.injection.cues.slice(0, 3).join('; ');
    problems.push({
      title: 'source carries instructions',
      detail: `${cues}; vote capped at ${INSTRUCTED_SOURCE_CAP}`,
    });
    rationale = `source carries instructions aimed at AI tools (${cues}); assessed alone, vote capped. ${rationale}`;
  }
  return { stance, strength, rationale, problems };
}

/** Why `quote` reads against `stance` (a "supports" quote that negates or debunks the claim …), or null. */
function contradicts(claimText: string, quote: string, stance: Stance): string | null {
  const lexical = lexicalStance(claimText, quote);
  if (lexical.relevance >= 0.5 && OPPOSITE[stance] === lexical.stance) return lexical.rationale;
  const denies = (text: string) => NEGATION.test(text) || REFUTATION.test(text);
  if (stance === 'supports' && denies(quote) && !denies(claimText) && termOverlap(claimText, quote) >= 0.3)
    return 'the quote negates or debunks what the claim says';
  return null;
}

/** Whether the quote is (part of) a sentence the detector flagged as an instruction. */
export function quotesInstruction(quote: string, passage: string, injection: InjectionCheck): boolean {
  if (!injection.suspicious || !quote) return false;
  const q = normaliseForQuote(quote).text;
  if (!q) return false;
  const flagged = injection.sentences.map((s) => normaliseForQuote(s.text).text).filter(Boolean);
  if (flagged.some((s) => s.includes(q) || q.includes(s))) return true;
  // An instruction somewhere in a quote spanning several sentences of the passage.
  return flagged.length > 0 && passage.length > 0 && flagged.some((s) => termOverlap(s, quote) >= 0.8);
}
