/** A claim against the claim a fact-check reviewed: the claim matcher, with "one" read as an article when it must be. */
import { matchAnalysed, type ClaimAnalysis } from './claim-match';

type ClaimMatch = ReturnType<typeof matchAnalysed>;

/**
 * `matchAnalysed`, except that "one" is a figure and an article ("one MP told a rally"): a claim whose only figure
 * the reviewed claim lacks is a 1 is compared again without it, every other check (numbers, years, negation,
 * names) still applied. A review that gives its own 1 ("one in fifty") is compared as it is.
 */
export function matchReviewedClaim(claim: ClaimAnalysis, reviewed: ClaimAnalysis): ClaimMatch {
  const match = matchAnalysed(claim, reviewed);
  if (match.blockedBy !== 'number' || !claim.figures.includes('1') || reviewed.figures.includes('1'))
    return match;
  return matchAnalysed({ ...claim, figures: claim.figures.filter((f) => f !== '1') }, reviewed);
}
