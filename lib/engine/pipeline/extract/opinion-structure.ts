/** Opinions the rules recognise by their shape (English): a stance framing, a first-person stance, a value judgement. */
import { CAUSAL } from '../text/cue-words';
import { namedEntities } from './worthiness/named-entities';

/** A figure in digits or in words ("fifty", "a million", "one in ten", "half"): something a source can confirm. */
const FIGURE =
  /\p{N}|(?<![\p{L}])(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|trillions?|half|percent|one\s+(?:in|of|out\s+of)\s+(?:every\s+)?\p{L}+)(?![\p{L}])/iu;

/**
 * Whether a sentence carries something checkable whatever frames it: a figure, a cause, or a name (a person, body,
 * place or product). An opinion frame around such a sentence does not make it unverifiable ("Frankly, the MMR vaccine
 * causes autism", "If you ask me, the Earth is flat"): the rules keep it a claim and let the sources answer.
 */
function carriesCheckableContent(sentence: string): boolean {
  return FIGURE.test(sentence) || CAUSAL.test(sentence) || namedEntities(sentence).length > 0;
}

/**
 * A sentence opened by a speaker's stance on what follows ("Frankly, …", "Honestly, …", "If you ask me, …"): the
 * writer comments rather than reports. Adverbs that only colour a reported fact ("Sadly, the clinic closed in 2019")
 * are not among them.
 */
const STANCE_FRAMING =
  /^\W*(?:frankly|honestly|personally|quite\s+frankly|to\s+be\s+(?:frank|honest)|let'?s\s+be\s+honest|let\s+us\s+be\s+honest|if\s+you\s+ask\s+me|in\s+my\s+(?:humble\s+)?(?:view|opinion|book)|for\s+my\s+part|make\s+no\s+mistake|quite\s+simply|simply\s+put)\b\s*[,:—–-]/iu;

/**
 * The writer's own stance: "I" or "we" with a verb of believing, feeling or judging ("I feel the rules go too far", "we
 * would argue"). "We found", "we measured" report a result and are not here.
 */
const FIRST_PERSON_STANCE =
  /(?<![\p{L}])(?:i|we)(?:\s+(?:really|honestly|strongly|firmly|truly|just|still|do|would|must|can(?:not|'t)?|don'?t))*\s+(?:think|feel|believe|reckon|suspect|consider|doubt|hope|wish|argue|maintain|am\s+convinced|are\s+convinced|am\s+sure|are\s+sure|find\s+it)(?![\p{L}])/iu;

/**
 * Nouns for what people choose or do, and for people in a role: a superlative over one of these judges conduct ("the
 * most selfish choice a parent can make", "the cruellest thing a government has done").
 */
const CONDUCT_NOUN =
  '(?:choice|choices|decision|decisions|thing|things|act|acts|mistake|mistakes|move|moves|idea|ideas|option|options|behaviou?r|attitude|attitudes|person|people|parent|parents|man|men|woman|women|leader|leaders|politician|politicians|government|governments|official|officials|minister|ministers|thing\\s+to\\s+do)';

/**
 * Adjectives that measure rather than judge: a superlative of one of these is a ranking the sources can check ("the
 * most common choice", "the most popular option", "the largest decision the court has made").
 */
const MEASURABLE =
  /^(?:common|frequent|popular|likely|unlikely|widely|widespread|prevalent|usual|typical|expensive|costly|cheap|recent|important|effective|efficient|successful|used|cited|visited|watched|viewed|read|searched|downloaded|dangerous|deadly|lethal|contagious|infectious|senior|junior|powerful|influential|wealthy|rich|poor|populous|large|small|big|high|low|long|short|old|young|early|late|new|first|last|significant|consequential|recent|controversial|debated)$/iu;

/** "the most selfish choice", "the least responsible decision", "the cruellest thing", "the dumbest idea". */
const SUPERLATIVE_OVER_CONDUCT = new RegExp(
  `(?<![\\p{L}])(?:(?:most|least)\\s+(\\p{L}+)|(\\p{L}{3,}est))\\s+${CONDUCT_NOUN}(?![\\p{L}])`,
  'giu',
);

/** Superlatives in -est that are not judgements of anyone's conduct. */
const MEASURABLE_EST =
  /^(?:largest|biggest|smallest|highest|lowest|longest|shortest|oldest|youngest|earliest|latest|newest|greatest|fastest|slowest|cheapest|safest|healthiest|richest|poorest|strongest|weakest|closest|nearest|commonest|deadliest|costliest|busiest|widest|deepest|heaviest|lightest|hottest|coldest|warmest|wettest|driest|best|worst|est|rest|test|nest|west|interest|forest|harvest|protest|contest|request|suggest|honest|modest)$/iu;

/**
 * An evaluative verdict on conduct with an intensifier and no figure ("is utterly irresponsible", "is simply
 * shameful", "was downright reckless"): the intensifier marks a judgement rather than a measurement; a comparison
 * ("was simply larger than expected") measures.
 */
const INTENSIFIED_JUDGEMENT =
  /(?<![\p{L}])(?:is|are|was|were|'s|seems|seem|looks)\s+(?:utterly|downright|simply|plainly|truly|deeply|absolutely|totally|frankly|outright|nothing\s+short\s+of)\s+(\p{L}+)(?![\p{L}])(?!\s+than(?![\p{L}]))/iu;

/** Whether any superlative in the sentence ranks conduct by a judging (not measuring) adjective. */
function judgesConductBySuperlative(sentence: string): boolean {
  for (const match of sentence.matchAll(SUPERLATIVE_OVER_CONDUCT)) {
    const [, afterMost, est] = match;
    if (afterMost !== undefined && !MEASURABLE.test(afterMost)) return true;
    if (est !== undefined && !MEASURABLE_EST.test(est)) return true;
  }
  return false;
}

/**
 * Whether the sentence is an opinion by its structure: a stance framing or a first-person stance, a superlative that
 * judges a choice or a person, or an intensified judgement — and nothing checkable besides (`carriesCheckableContent`:
 * a figure, a cause or a name keeps it a claim, so a frame cannot hide a checkable falsehood from the check).
 */
export function isOpinionByStructure(sentence: string): boolean {
  if (carriesCheckableContent(sentence)) return false;
  if (judgesConductBySuperlative(sentence)) return true;
  const intensified = INTENSIFIED_JUDGEMENT.exec(sentence);
  if (intensified && !MEASURABLE.test(intensified[1] ?? '')) return true;
  return STANCE_FRAMING.test(sentence) || FIRST_PERSON_STANCE.test(sentence);
}
