/** No-model heuristics: sentence splitting, check-worthiness, claims, counter-queries, lexical stance, injection cues. */
export { splitSentences, type SentenceSpan } from './split-sentences';
export { scoreCheckWorthiness, namedEntities } from './score-check-worthiness';
export {
  extractClaimsHeuristically,
  scoreSentences,
  guessKind,
  guessHarm,
  type HeuristicClaim,
  type ScoredSentence,
} from './extract-claims-heuristically';
export {
  counterQueries,
  neutralQuery,
  dedupeQueries,
  queryKey,
  primaryLang,
  type PlannedQuery,
} from './counter-queries';
export {
  lexicalStance,
  claimCoverage,
  MAX_HEURISTIC_STRENGTH,
  VERBATIM_HEURISTIC_STRENGTH,
  type LexicalStance,
} from './lexical-stance';
export { quantitiesIn, parseNumber, valuesAgree, type Quantity } from './quantities';
export { compareFigures, type FigureComparison } from './compare-figures';
export { negationMismatch, antonymMismatch } from './polarity';
export { affixNegation, rankQualifier } from './word-forms';
export { datesIn, dateMismatch, type CalendarDate } from './dates';
export { clausesOf } from './clauses';
export { uniqueRoleHolder } from './unique-role';
export { entitySubstitution, kindSubstitution, namesIn, type Substitution } from './entity-substitution';
export { roleSwap } from './role-swap';
export { detectInjection, instructionCues, isInstructionLike, type InjectionCheck } from './detect-injection';
export { contentTokens, keyTerms, termOverlap, numbersIn, stem } from './key-terms';
export { ratingStance } from './rating-stance';
export { claimTextOf } from './reported-speech';
