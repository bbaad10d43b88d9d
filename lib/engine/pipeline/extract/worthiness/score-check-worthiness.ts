/** Heuristic check-worthiness of one sentence (0..1): the no-model claim detector and the model's pre-filter. */
import { asciiDigits, countWords } from '../../../domain/text/segment';
import { ATTRIBUTION, CAUSAL, COMPARISON, HEDGES, OPINION, PREDICTION } from '../../text/cue-words';
import { isInstructionLike } from '../../text/detect-injection';
import { boilerplateKind, datelineLength } from '../clauses/boilerplate';
import { ASSERTION, EVALUATIVE, IMPERATIVE, TALK } from './assertion-markers';
import { attributionFrame, namesSource } from './attribution-frame';
import {
  ADVICE,
  BACKGROUND_ASPECT,
  CAUSE_NOUNS,
  HEALTH,
  IMPRESSION,
  SPEECH_SETTING,
  SPLIT_COMPARISON,
} from './background-cues';
import { namedEntities, openingName } from './named-entities';

const NUMBER =
  /\d|(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|half|third|quarter|dozen|zwei|drei|vier|fünf|zehn|hundert|tausend|Million(?:en)?|Milliarde(?:n)?|Hälfte|Drittel|deux|trois|quatre|cinq|dix|cent|mille|millions?|milliards?|moitié)(?![\p{L}])/iu;
/** Chinese and Japanese numerals with a counter ("两名宇航员", "三倍", "五千人"): a count written in words. */
const CJK_COUNT =
  /[一二两三四五六七八九十百千万亿]+(?:名|个|位|次|人|年|天|岁|倍|项|种|家|座|艘|架|件|回|円|元|美元|公里|吨|%|％)/u;
const PERCENT_OR_UNIT =
  /%|\bper ?cent\b|\bprozent\b|\bpour ?cent\b|\b(?:km|kg|mg|ml|usd|eur|€|\$|£)\b|[€$£]/iu;
const YEAR = /\b(?:1[89]\d\d|20\d\d)\b/;

/** "one of the …" is a ranking, not a count. */
const ONE_OF = /(?<![\p{L}])one of(?![\p{L}])/giu;
/** Capitalised words that name no one: the pronoun "I", weekdays and months (en, de). */
const NOT_A_NAME =
  /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Januar|Februar|März|Juni|Juli|Oktober|Dezember)$/u;
/** A speaker's own person: I, we, my, our (en, de, fr, es, pt). */
const FIRST_PERSON =
  /(?<![\p{L}])(?:I|I'm|I’m|we|my|our|us|me|ich|wir|mein|meine|unser|je|j['’]|nous|mon|ma|mes|notre|yo|nosotros|mi|nuestro|eu|nós|meu|minha|nosso)(?![\p{L}'’])/u;

/** German nouns after an article ("die Technik", "ein kurzes Video"): capitalised, yet no names. */
const GERMAN_NOUN =
  /(?<![\p{L}])(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|im|zum|zur|vom|beim|kein|keine)\s+(?:\p{Ll}+\s+)?\p{Lu}\p{Ll}+/gu;
const germanNouns = (text: string): number => Math.min(2, text.match(GERMAN_NOUN)?.length ?? 0);

/**
 * A short sentence that states a count ("About 23,000 die.", "Prices rose 5%."): at least 3 words, a figure that is
 * no year, a lowercase word (a verb, not a label like "Finland 2."), and a full stop.
 */
const shortFigure = (text: string, words: number): boolean =>
  words >= 3 &&
  /\p{N}/u.test(withoutYears(text)) &&
  /(?<![\p{L}])\p{Ll}{3,}(?![\p{L}])/u.test(text) &&
  /[.!。]["'”’»)]*\s*$/u.test(text.trim());

const withoutYears = (text: string): string =>
  text
    .replace(YEAR, ' ')
    .replace(/[’']\d\d(?!\d)/gu, ' ')
    .replace(/\b(?:1[89]\d\d|20\d\d)s?\b/gu, ' ');

/** What a year or a date alone adds (a count or a measure adds 0.25). */
const YEAR_ONLY = 0.12;

/** Weights of what the frame says about who asserts it: a named person, body or publication, or only "officials". */
const NAMED_SOURCE = 0.12;
const UNNAMED_SOURCE = 0.06;
/** Health and safety topics weigh more (a wrong health claim does more harm). */
const HEALTH_WEIGHT = 0.08;
/** What a fact-checker passes over unless it carries a figure: an impression, a speech event's setting, advice. */
const IMPRESSION_PENALTY = 0.25;
const SETTING_PENALTY = 0.2;
const ADVICE_PENALTY = 0.2;
/** A scene in the past progressive, and a direct quotation with no figure (colour and opinion, rarely the fact). */
const BACKGROUND_PENALTY = 0.08;
const QUOTE_PENALTY = 0.1;

/**
 * Score in 0..1; page furniture (bylines, captions…), sentences under 6 words and questions score (near) 0.
 * `within`: the sentence a clause was split from — its length, not the clause's, decides "too short".
 * Words are counted by the segmenter, so Chinese and Japanese sentences are counted too.
 * What is asserted is scored apart from who asserts it (`attributionFrame`): a reporting frame adds what a named
 * source is worth, never its own names and verbs, so "X, a senior fellow at Y, said he was appalled" ranks as what
 * it asserts (a feeling), and "He said security services killed more than 10 civilians" as a figure.
 * `names`: the article's names, so a sentence's first word counts as a name when the article names it elsewhere.
 */
export function scoreCheckWorthiness(
  sentence: string,
  within?: string,
  lang?: string | null,
  /** The article's names (`articleNames`): a sentence opening with one of them opens with a name. */
  names?: ReadonlySet<string>,
): number {
  if (boilerplateKind(sentence)) return 0;
  const trimmed = sentence.trim();
  const text = asciiDigits(trimmed.slice(datelineLength(trimmed)));
  const wordCount = countWords(within ?? text, lang);
  if (wordCount < 6 && !shortFigure(within ?? text, wordCount)) return 0;
  if (isInstructionLike(text)) return 0;
  const frame = attributionFrame(text);
  const content = frame.content;
  // A count or a measure, not a year ("in 1991") or "one of the" (a ranking, not a count).
  const quantity = /\p{N}/u.test(withoutYears(content)) || PERCENT_OR_UNIT.test(content);
  let score = 0.1;
  // Figures count wherever they are: the frame's "Con Edison, which maintains about 90,000 miles of cable" is a fact.
  // A count or a measure anywhere; a year or a date alone ("in '91", "in 1997") dates an event but counts less.
  if (CJK_COUNT.test(text) || NUMBER.test(withoutYears(text).replace(ONE_OF, ' '))) score += 0.25;
  else if (/\p{N}/u.test(text)) score += YEAR_ONLY;
  if (PERCENT_OR_UNIT.test(text)) score += 0.1;
  if (YEAR.test(text)) score += 0.05;
  const found = namedEntities(content).filter((e) => !NOT_A_NAME.test(e.replace(/['’]s$/u, '')));
  const opening = names ? openingName(content, names) : null;
  const entities =
    found.length + (opening && !found.some((e) => e.startsWith(opening)) ? 1 : 0) - germanNouns(content);
  score += Math.min(0.25, entities * 0.1);
  if (COMPARISON.test(content) || SPLIT_COMPARISON.test(content)) score += 0.12;
  if (frame.source !== null) score += namesSource(frame.source) ? NAMED_SOURCE : UNNAMED_SOURCE;
  else if (ATTRIBUTION.test(content)) score += 0.12;
  if (CAUSAL.test(content) || CAUSE_NOUNS.test(content)) score += 0.12;
  if (HEALTH.test(content)) score += HEALTH_WEIGHT;
  if (HEDGES.test(text)) score -= 0.12;
  if (OPINION.test(content)) score -= 0.3;
  if (PREDICTION.test(content)) score -= 0.08;
  if (ASSERTION.test(content)) score += 0.08;
  if (EVALUATIVE.test(content)) score -= 0.15;
  if (TALK.test(text)) score -= 0.2;
  if (IMPERATIVE.test(text)) score -= 0.2;
  if (!quantity) {
    if (IMPRESSION.test(content)) score -= IMPRESSION_PENALTY;
    if (SPEECH_SETTING.test(content)) score -= SETTING_PENALTY;
    if (ADVICE.test(content)) score -= ADVICE_PENALTY;
    if (BACKGROUND_ASPECT.test(content)) score -= BACKGROUND_PENALTY;
    if (frame.quoted) score -= QUOTE_PENALTY;
    // Someone speaking of themselves in a quote ("One of my strengths is I have a pretty even temperament").
    if (frame.quoted && FIRST_PERSON.test(content)) score -= QUOTE_PENALTY;
  }
  if (/[?？؟]\s*$/.test(text)) score -= 0.3;
  if (/[!！]\s*$/.test(text)) score -= 0.1;
  if (/^\s*(?:I|we|ich|wir|je|nous)\b/iu.test(content.replace(/^[“"«„‘]/u, ''))) score -= 0.1;
  if (wordCount > 60) score -= 0.1;
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}

/** Re-exported: the named-entity guess lives in its own module (the attribution frame reads it too). */
export { namedEntities } from './named-entities';
