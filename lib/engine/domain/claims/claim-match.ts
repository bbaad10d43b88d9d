/**
 * Whether two claims state the same thing: one matcher for the fact-check index and for claims seen in earlier runs.
 * Survives paraphrase, word order, passive for active, figures in words or digits and (word for word) German,
 * French, Spanish, Italian, Portuguese and Dutch; never crosses a different figure, negation, person, place or year,
 * swapped roles ("Trump endorsed Biden" / "Biden endorsed Trump"), swapped cause and effect, or an added qualifier
 * (claim-qualifiers: a head noun or modifier, "died of COVID-19 vaccines"; a name suffix or a place after a place,
 * "Trump Jr.", "Paris, Texas"; a restricting phrase, "in mice"; an adverb, "rarely"; a change for a level, "by" / "to").
 *
 * What it cannot do: it reads words, not grammar. A paraphrase in words its lists lack ("hit" / "reached") is missed;
 * translation is a small dictionary of the usual fact-check words, so claims in other words do not cross languages
 * (about one in four on held-out pairs); scripts other than Latin are matched word for word in one language only.
 * Names are read by capital letters, so a claim written all in lower case loses its names to ordinary words (the
 * overlap and swap rules still keep most such pairs apart), and a German noun unknown to the dictionary reads as a
 * name. Comparisons reversed in other words ("more … than" / "less … than" with the sides swapped) are kept apart,
 * never joined. Qualifiers are read by the place of the added word, not by a parser: an added word that stands where
 * the other claim has a grammatical word counts as its replacement, a gerund that opens a claim as the act on its
 * subject ("Wearing masks prevents …" finds "Masks prevent …", and so would "Banning masks …"), an attribution clause
 * as who said it; a compound in another word order ("COVID-19 vaccines killed …" / "… died of COVID-19") is missed,
 * and a word only the world tells is redundant ("in cold weather" / "when it is cold") is read as a qualifier.
 */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import { analyseClaim, type ClaimAnalysis, type ClaimText } from './analyse-claim';
import { matchAnalysed, type ClaimMatch } from './compare-claims';

export type { ClaimText } from './analyse-claim';
export { analyseClaim, type ClaimAnalysis } from './analyse-claim';
export { createClaimIndex } from './claim-index';
export { matchAnalysed } from './compare-claims';
export { reportFrameTerms } from './claim-qualifiers';

/**
 * Index terms of a claim: shared forms of its words (normalised, stop words out, stemmed, known words of other
 * languages in their English form), names, then figures and years as `#5`, `#30%`, `#2020`. Deterministic, no
 * duplicates, at most `claimMatch.maxIndexTerms`, heaviest first.
 */
export function claimIndexTerms(claim: ClaimText, thresholds: ClaimMatchThresholds = CLAIM_MATCH): string[] {
  return indexTermsOf(analyseClaim(claim, thresholds), thresholds);
}

/** `claimIndexTerms` of an analysis already made. */
export function indexTermsOf(a: ClaimAnalysis, thresholds: ClaimMatchThresholds = CLAIM_MATCH): string[] {
  const max = thresholds.maxIndexTerms;
  const ranked = a.order
    .map((term, i) => ({ term, weight: a.terms.get(term) ?? 0, i }))
    .sort((x, y) => y.weight - x.weight || x.i - y.i)
    .map((x) => x.term);
  const figures = [...a.figures, ...a.years].map((f) => `#${f}`);
  return [...new Set([...ranked.slice(0, max - Math.min(figures.length, max / 2)), ...figures])].slice(
    0,
    max,
  );
}

/** Whether two claims state the same thing (see the module comment). */
export function matchClaims(
  a: ClaimText,
  b: ClaimText,
  thresholds: ClaimMatchThresholds = CLAIM_MATCH,
): ClaimMatch {
  return matchAnalysed(analyseClaim(a, thresholds), analyseClaim(b, thresholds), thresholds);
}
