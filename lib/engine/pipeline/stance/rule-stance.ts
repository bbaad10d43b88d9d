/** No-model stance of one passage: a professional fact-check's rating when it reviewed this claim, else lexical cues. */
import { lexicalStance, type LexicalBasis } from './reading/lexical-stance';
import type { PageOfPassage } from './framing/frame-in-page';
import { ratingStance } from './framing/rating-stance';
import { matchClaims } from '../../domain/claims/claim-match';
import type { AssessStanceOutput, Claim } from '../../schemas';
import type { AcquiredPassage } from '../acquire/acquire-stage';

/** A stance reading; a rules' reading says what decided it (`basis`: a hard contradiction may overrule a model). */
export type Assessment = AssessStanceOutput['assessments'][number] & {
  heuristic: boolean;
  basis?: LexicalBasis | 'rating';
};

/** The page a passage was cut from, as framing reads it: the text quotes are checked against, and its headline. */
export function pageOf(p: AcquiredPassage): PageOfPassage {
  return { text: p.sourceText, title: p.page?.title ?? p.candidate.result.title };
}

const RATED = 'professional fact-check rated';

/** No-model stance: a fact-check's rating when the review is about this claim, else lexical cues. */
export function ruleStance(claim: Claim, p: AcquiredPassage): Assessment {
  const s = lexicalStance(claim.text, p.passage, pageOf(p));
  const rated = ratingStance(p.candidate.result.rating);
  if (rated && s.stance !== 'irrelevant' && s.relevance >= 0.5 && reviews(claim, p)) {
    return {
      passageId: '',
      stance: rated.stance,
      quote: s.quote,
      strength: rated.strength,
      relevance: s.relevance,
      rationale: `${RATED} it "${p.candidate.result.rating}"`,
      basis: 'rating',
      heuristic: true,
    };
  }
  return {
    passageId: '',
    stance: s.stance,
    quote: s.quote,
    strength: s.strength,
    relevance: s.relevance,
    rationale: s.rationale,
    basis: s.basis,
    heuristic: true,
  };
}

/** Whether `ruleStance` read the passage by a fact-check's rating (which settles the claim without the model). */
export function readByRating(a: Assessment): boolean {
  return a.rationale.startsWith(RATED);
}

/**
 * Whether the fact-check reviewed this claim, not another one on the same topic: the claim matcher finds the claim it
 * reviewed (the result's "Claim: …" line, else its title) to state the same thing — paraphrase, word order and
 * language allowed, never across a different number, negation, person, place or year.
 */
function reviews(claim: Claim, p: AcquiredPassage): boolean {
  const { snippet, title } = p.candidate.result;
  const reviewed = /^Claim: (.*?)(?: — Rating: |$)/s.exec(snippet)?.[1] ?? title;
  // Neither side's language is known here: the matcher reads both as unknown (words of other languages it knows
  // are read in their shared form).
  return matchClaims({ text: claim.text, lang: '' }, { text: withoutClaimant(reviewed), lang: '' }).matched;
}

/** "The claim (Facebook posts)" → "The claim": who made it is not part of what it says. */
function withoutClaimant(reviewed: string): string {
  return reviewed.replace(/\s*\([^()]*\)\s*$/u, '');
}
