/** No-model stance of one passage: a professional fact-check's rating when it reviewed this claim, else lexical cues. */
import { lexicalStance, type LexicalBasis } from './reading/lexical-stance';
import type { PageOfPassage } from './framing/frame-in-page';
import { ratingStance } from './framing/rating-stance';
import { analyseClaim } from '../../domain/claims/claim-match';
import { matchReviewedClaim } from '../../domain/claims/match-reviewed-claim';
import { CLAIM_MATCH } from '../../config';
import { termOverlap } from '../text/content-words';
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

/**
 * Each passage's rules reading by claim: a claim's stance step reads a passage by rules several times (its
 * route, the provisional verdict, the fallback), and the reading is pure. Its CPU holds the event loop, so a search
 * answered meanwhile frees its slot only after it; each passage is read once. Held by the passage object (dropped
 * with it); each caller gets its own copy.
 */
const readings = new WeakMap<AcquiredPassage, Map<Claim, Assessment>>();

/** No-model stance: a fact-check's rating when the review is about this claim, else lexical cues. */
export function ruleStance(claim: Claim, p: AcquiredPassage): Assessment {
  const byClaim = readings.get(p) ?? new Map<Claim, Assessment>();
  readings.set(p, byClaim);
  const known = byClaim.get(claim) ?? readPassage(claim, p);
  byClaim.set(claim, known);
  return { ...known };
}

function readPassage(claim: Claim, p: AcquiredPassage): Assessment {
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

/** Share of the claim's terms the reviewed claim must carry when the matcher finds it merely worded differently. */
const REVIEWED_CLAIM_OVERLAP = 0.5;

/**
 * Whether the fact-check reviewed this claim, not another one on the same topic. The claim it reviewed (the result's
 * "Claim: …" line, else its title) is read by the claim matcher: a match counts; a different number, negation,
 * person, place or year never does. A claim the matcher finds only worded too differently still counts when it
 * carries most of the claim's terms (the rule before the matcher: "hit a 50-year high last year" reviews "reached a
 * 50-year high in 2023").
 */
function reviews(claim: Claim, p: AcquiredPassage): boolean {
  const { snippet, title } = p.candidate.result;
  const reviewed = withoutClaimant(/^Claim: (.*?)(?: — Rating: |$)/s.exec(snippet)?.[1] ?? title);
  // Neither side's language is known here: the matcher reads both as unknown (words of other languages it knows
  // are read in their shared form).
  const a = analyseClaim({ text: claim.text, lang: '' });
  const b = analyseClaim({ text: reviewed, lang: '' });
  const match = matchReviewedClaim(a, b);
  if (match.matched) return true;
  return (
    match.blockedBy === 'too-different' &&
    match.score >= CLAIM_MATCH.minScore / 2 &&
    termOverlap(claim.text, reviewed) >= REVIEWED_CLAIM_OVERLAP
  );
}

/** "The claim (Facebook posts)" → "The claim": who made it is not part of what it says. */
function withoutClaimant(reviewed: string): string {
  return reviewed.replace(/\s*\([^()]*\)\s*$/u, '');
}
