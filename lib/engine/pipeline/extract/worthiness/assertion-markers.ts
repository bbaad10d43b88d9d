/** Extra check-worthiness cues: what marks a checkable assertion, and what marks talk that is not one (en, de, fr, es). */
import { cueRegex } from '../../text/cue-words';

/** A finite verb asserting something happened or is so ("was", "won", "rose", "-ed"): the shape of a checkable fact. */
export const ASSERTION =
  /(?<![\p{L}\p{N}])(?:is|are|was|were|has|have|had|did|won|lost|rose|fell|grew|killed|died|reached|cost|made|took|became|holds|held|ranks|ranked|contains|includes|ist|sind|war|waren|hat|hatte|wurde|wurden|est|sont|était|étaient|fut|es|son|era|eran|fue|fueron)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Ll}{3,}ed(?![\p{L}\p{N}])/u;

/** Evaluative words: a sentence built on them is a judgement, not a fact. */
export const EVALUATIVE = cueRegex([
  'reckless',
  'irresponsible',
  'selfish',
  'stupid',
  'ridiculous',
  'outrageous',
  'disgraceful',
  'amazing',
  'incredible',
  'horrible',
  'moving',
  'great',
  'fantastic',
  'brilliant',
  'pathetic',
  'deserve',
  'deserves',
  'dumm',
  'großartig',
  'schrecklich',
  'lächerlich',
  'génial',
  'ridicule',
  'scandaleux',
  'horrible',
  'increíble',
  'vergonzoso',
]);

/** Talk that is not an assertion: asides to the listener, advice, assistant boilerplate, anecdote openers. */
export const TALK = cueRegex([
  'you know',
  'look,',
  'let me',
  "let's",
  'folks',
  'thank you',
  'i want to thank',
  'it is important to',
  "it's important to",
  'it is difficult to say',
  'you can',
  'you should',
  'i recommend',
  'here are',
  'as an ai',
  'language model',
  'my father',
  'my mother',
  'my wife',
  'my husband',
  'my family',
  'when i was',
  'i met',
  'the fact is',
  'nobody believes',
  'everybody knows',
  'everyone knows',
]);

/** Advice and instructions: a sentence opening with a bare verb ("Compare the quotes…", "Select the best…"). */
export const IMPERATIVE =
  /^(?:please\s+)?(?:compare|select|choose|research|determine|shortlist|make sure|ensure|consider|check|remember|try|use|avoid|follow|find|ask|read|click|visit|contact|imagine|think about|look at|beachten sie|vergleichen sie|wählen sie|choisissez|comparez|vérifiez|elige|compara)(?![\p{L}])/iu;
