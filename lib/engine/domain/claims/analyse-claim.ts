/** A claim read for matching: its weighted terms in a shared form, its figures, years, names and negation. */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import { isNegation } from '../quotes/critical-differences';
import { isUncased } from '../quotes/quote-tokens';
import { MONTH_OF } from '../dates/month-names';
import { stem } from '../text/bm25';
import { skeleton } from '../text/confusables';
import { readerView } from '../text/reader-view';
import { asciiDigits, wordSpansOf, wordList } from '../text/segment';
import { FUNCTION_WORDS as OTHER_SCRIPT_FUNCTION_WORDS, withoutKoreanParticle } from '../text/stopwords';
import {
  DENIAL_WORDS,
  GRAMMATICAL_TERMS,
  LIGHT_WORDS,
  SYNONYM_OF,
  functionWordsOf,
  negatedForm,
} from './claim-lexicon';
import { readFigure } from './claim-numbers';
import { CAPITALS_ONLY, LONGEST_NAME_WORDS, NAMED_PHRASES } from './claim-places';
import { translateWord } from './claim-translations';

/** A claim's text and its language (BCP-47 primary tag: 'en', 'de'…; '' when unknown). */
export interface ClaimText {
  text: string;
  lang: string;
}

/** What kind of name a term is: a person (or anything else capitalised), a place, or a known organisation. */
type NameKind = 'person' | 'place' | 'org';

/** A claim as the matcher compares it. */
export interface ClaimAnalysis {
  /** Term → weight (a content word 1, a light word less); names included; figures and years not. */
  terms: Map<string, number>;
  /** Terms that are names, and their kind. */
  names: Map<string, NameKind>;
  /** Terms that are a known meaning of the lexicon ("cause", "vaccine"): two different ones differ in meaning. */
  concepts: Set<string>;
  /** Figures other than years ("5", "30%", "3000000"), sorted, unique. */
  figures: string[];
  /** Years and decades ("2020", "1990s"), sorted, unique. */
  years: string[];
  /** Months named ("month:3"), sorted, unique. */
  months: string[];
  /** Words mixing letters and digits ("5g", "h5n1", "g7"): a changed one is a changed figure. */
  codes: string[];
  /** Whether the claim denies what it says (an odd number of negations). */
  negated: boolean;
  /** Terms in order of appearance (each once), for index keys. */
  order: string[];
  /**
   * The names that act or are acted on, doer first: in order of appearance, the agent of a passive ("by the Pope")
   * moved to the front, the speaker of an attribution ("Macron said", "according to the WHO") left out.
   */
  roles: string[];
  /**
   * Around a cause ("X causes Y", "Y is caused by X", "Y wird durch X verursacht"): the terms of the cause and of
   * the effect; null without one, or with a two-way link ("linked to", "associated with").
   */
  causal: { cause: string[]; effect: string[] } | null;
  /**
   * The claim's words in order, as the matcher compares their places: a term as its key, a figure, year or month as
   * `#` and its key, any other word (a function word, a negation, a grammatical term of `GRAMMATICAL_TERMS`, a source
   * word "according") as `_` and the word, a clause mark (comma, dash…) as `|`. Read by `addedQualifier`.
   */
  sequence: string[];
  /** The term of an English "-ing" word that opens the claim ("Wearing masks …"): the act on its subject, or null. */
  leadGerund: string | null;
}

/** Multi-word expressions read as one term before anything else ("climate change", "covid 19", "per cent"). */
const PHRASES: ReadonlyMap<string, string> = new Map([
  ['covid 19', 'covid'],
  ['sars cov 2', 'covid'],
  ['sars cov2', 'covid'],
  ['climate change', 'climate'],
  ['global warming', 'climate'],
  ['changement climatique', 'climate'],
  ['cambio climatico', 'climate'],
  ['cambiamento climatico', 'climate'],
  ['cambiamenti climatici', 'climate'],
  ['mudanca climatica', 'climate'],
  ['mudancas climaticas', 'climate'],
  ['face covering', 'mask'],
  ['face coverings', 'mask'],
  ['face mask', 'mask'],
  ['face masks', 'mask'],
  ['linked to', 'cause'],
  ['because of', 'cause'],
  ['due to', 'cause'],
  ['a cause de', 'cause'],
  ['a causa de', 'cause'],
  ['a causa di', 'cause'],
  ['leads to', 'cause'],
  ['lead to', 'cause'],
  ['led to', 'cause'],
  ['fuhrt zu', 'cause'],
  ['fuhren zu', 'cause'],
  ['side effect', 'side-effect'],
  ['side effects', 'side-effect'],
  ['nebenwirkung', 'side-effect'],
  ['nebenwirkungen', 'side-effect'],
  ['effets secondaires', 'side-effect'],
  ['efectos secundarios', 'side-effect'],
  ['effetti collaterali', 'side-effect'],
  ['efeitos colaterais', 'side-effect'],
  ['heart attack', 'heart-attack'],
  ['heart attacks', 'heart-attack'],
  ['no one', 'nobody'],
]);
const LONGEST_PHRASE = Math.max(LONGEST_NAME_WORDS, 3);

/** Before a capitalised word, these make it a place rather than a person ("in Lyon", "nach Köln"). */
const PLACE_PREPOSITIONS = new Set([
  'in',
  'im',
  'from',
  'nach',
  'aus',
  'en',
  'a',
  'au',
  'dans',
  'de',
  'desde',
  'da',
  'naar',
  'uit',
]);

interface Word {
  /** Folded: lower case, accents off (Latin script), possessive off. */
  folded: string;
  /** As written, lower case (accents kept): the engine's negation list is written so. */
  lower: string;
  capitalised: boolean;
  allCaps: boolean;
  sentenceStart: boolean;
  /** The word before, folded ('' at the start). */
  before: string;
  /** Whether a clause mark (comma, semicolon, colon, dash, bracket, full stop) stands right before the word. */
  pauseBefore: boolean;
}

/** Lower case; accents off for Latin letters (ß → ss); look-alike letters of other scripts in a Latin word read as Latin. */
function foldWord(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (/\p{Script=Latin}/u.test(lower) && /[^\p{Script=Latin}\p{Script=Common}\p{M}]/u.test(lower))
    return skeleton(lower);
  if (!/^[\p{Script=Latin}\p{N}'.,]+$/u.test(lower.normalize('NFD').replace(/\p{M}/gu, ''))) return lower;
  return lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** Elided French and Italian articles and pronouns ("l'OMS", "n'est", "dell'OMS") and English possessives. */
function withoutClitics(folded: string): { word: string; negates: boolean } {
  const elided = /^(l|d|qu|n|s|c|j|m|t|dell|all|nell|sull|dall)'(.+)$/.exec(folded);
  if (elided) return { word: elided[2]!, negates: elided[1] === 'n' };
  return { word: folded.replace(/'s$/, '').replace(/'$/, ''), negates: false };
}

function wordsOfClaim(text: string, lang: string): Word[] {
  const view = asciiDigits(readerView(text))
    .replace(/%/g, ' percent ')
    .replace(/\$/g, ' dollar ')
    .replace(/€/g, ' euro ')
    .replace(/£/g, ' pound ')
    .replace(/(\p{L})-(\d)/gu, '$1$2')
    // Thousands grouped with spaces ("5 000", "1 200 000"), as French and others write them.
    .replace(/(?<![\d.,])(\d{1,3})(?:[ \u00a0\u202f]\d{3})+(?![\d.,]?\d)/gu, (m) =>
      m.replace(/[ \u00a0\u202f]/gu, ''),
    );
  const shouting = !/\p{Ll}/u.test(view);
  const out: Word[] = [];
  for (const span of wordSpansOf(view, lang)) {
    const raw = span.text;
    const lead = view.slice(Math.max(0, span.start - 3), span.start).trimEnd();
    const { word, negates } = withoutClitics(foldWord(withoutKoreanParticle(raw)));
    if (negates)
      out.push({
        folded: 'ne',
        lower: 'ne',
        capitalised: false,
        allCaps: false,
        sentenceStart: false,
        before: '',
        pauseBefore: false,
      });
    const letters = raw.replace(/[^\p{L}]/gu, '');
    out.push({
      folded: word,
      lower: raw.toLowerCase().replace(/’/g, "'"),
      capitalised: !shouting && /^\p{Lu}/u.test(raw.replace(/^\p{Ll}'/u, '')),
      allCaps: !shouting && letters.length >= 2 && !/\p{Ll}/u.test(letters),
      sentenceStart: lead === '' || /[.!?:"“”«»„\n]$/u.test(lead),
      before: out.at(-1)?.folded ?? '',
      pauseBefore: out.length > 0 && /[,;:.!?()\[\]—–]$/u.test(lead),
    });
  }
  return out;
}

/** The shared form of an ordinary (not name, not figure) folded word: `!form` when it is that form negated. */
function sharedForm(word: string, lang: string): string {
  const english = lang === 'en' || lang === '' || !TRANSLATED.has(lang);
  if (!english || lang === '') {
    const translated = translateWord(word, lang);
    if (translated) return translated;
  }
  const direct = SYNONYM_OF.get(word);
  if (direct) return direct;
  const negated = negatedForm(word);
  if (negated) return `!${negated}`;
  const stemmed = claimStem(word);
  return STEMMED_SYNONYM_OF.get(stemmed) ?? stemmed;
}
const TRANSLATED = new Set(['de', 'fr', 'es', 'it', 'pt', 'nl']);
const STEMMED_SYNONYM_OF: ReadonlyMap<string, string> = new Map(
  [...SYNONYM_OF].map(([word, shared]) => [claimStem(word), shared] as const),
);

/** The engine's light stem, and a doubled consonant left by "-ed"/"-ing" undone ("committed" → "commit"). */
function claimStem(word: string): string {
  const stemmed = stem(word);
  if (stemmed !== word && /(ed|ing)$/.test(word) && /([bdgmnprt])\1$/.test(stemmed))
    return stemmed.slice(0, -1);
  return stemmed;
}

/** Reads a claim for matching. Deterministic; the same text and language always give the same analysis. */
export function analyseClaim(
  claim: ClaimText,
  thresholds: ClaimMatchThresholds = CLAIM_MATCH,
): ClaimAnalysis {
  const lang = (claim.lang ?? '').toLowerCase().split('-')[0] ?? '';
  const weights = thresholds.weights;
  const functionWords = functionWordsOf(lang);
  // A claim is a sentence or two: a longer text is read up to its first `maxChars` characters.
  const words = wordsOfClaim((claim.text ?? '').slice(0, thresholds.maxChars), lang);
  const terms = new Map<string, number>();
  const names = new Map<string, NameKind>();
  const concepts = new Set<string>();
  const figures = new Set<string>();
  const years = new Set<string>();
  const months = new Set<string>();
  const codes = new Set<string>();
  const order: string[] = [];
  const sequence: string[] = [];
  const place = (token: string) => sequence.push(interned(token));
  let leadGerund: string | null = null;
  let negations = 0;
  let denial = false;
  const nameAt: { term: string; at: number }[] = [];
  const sayAt: number[] = [];
  const termAt: { term: string; at: number }[] = [];
  let causeAt = -1;
  /** The cause follows its word ("because of X", "due to X"), as the agent of a passive does. */
  let causeFollows = false;
  const addTerm = (term: string, weight: number, kind?: NameKind, at?: number) => {
    if (kind && at !== undefined) nameAt.push({ term, at });
    if (term === 'say' && at !== undefined) sayAt.push(at);
    if (at !== undefined && !kind && weight >= weights.content) termAt.push({ term, at });
    if (kind && at !== undefined) termAt.push({ term, at });
    if (!terms.has(term)) order.push(term);
    terms.set(term, Math.max(terms.get(term) ?? 0, weight));
    if (kind) names.set(term, kind);
  };

  const folded = words.map((x) => x.folded);
  for (let i = 0; i < words.length;) {
    const w = words[i]!;
    if (w.pauseBefore) place('|');
    // Names and phrases of several words first ("United States", "climate change").
    let matched = false;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !matched; n -= 1) {
      const phrase = n === 1 ? folded[i]! : folded.slice(i, i + n).join(' ');
      const named = NAMED_PHRASES.get(phrase);
      if (named && !(n === 1 && CAPITALS_ONLY.has(phrase) && !w.allCaps)) {
        addTerm(named, weights.name, named.startsWith('place:') ? 'place' : 'org', i);
        concepts.add(named);
        place(named);
        i += n;
        matched = true;
      } else if (n > 1 && PHRASES.has(phrase)) {
        const shared = PHRASES.get(phrase)!;
        if (shared === 'nobody') {
          negations += 1;
          place('_nobody');
        } else {
          if (shared === 'cause' && causeAt < 0 && CAUSE_FOLLOWS.has(phrase)) {
            causeAt = i;
            causeFollows = true;
          }
          addTerm(shared, weights.content);
          concepts.add(shared);
          place(shared);
        }
        i += n;
        matched = true;
      }
    }
    if (matched) continue;
    const figure = readFigure(folded, i, lang);
    if (figure) {
      (figure.year ? years : figures).add(figure.key);
      place(`#${figure.key}`);
      i += figure.consumed;
      continue;
    }
    i += 1;
    const word = w.folded;
    if (isNegation(w.lower) || isNegation(word) || EXTRA_NEGATIONS.has(word)) {
      if (!(word === 'ne' && words.some((x) => FRENCH_NEGATION_PAIRS.has(x.folded)))) negations += 1;
      place(`_${word}`);
      continue;
    }
    if (DENIAL_WORDS.has(word)) {
      denial = true;
      place(`_${word}`);
      continue;
    }
    if (/\p{N}/u.test(word) && /\p{L}/u.test(word) && !SYNONYM_OF.has(word)) {
      codes.add(word.replace(/[.,]/g, ''));
      addTerm(word.replace(/[.,]/g, ''), weights.name);
      place(word.replace(/[.,]/g, ''));
      continue;
    }
    const month = MONTH_OF.get(word);
    if (
      month !== undefined &&
      word.length >= 3 &&
      (w.capitalised || lang !== 'en') &&
      !AMBIGUOUS_MONTHS.has(word)
    ) {
      months.add(`month:${month}`);
      place(`#month:${month}`);
      continue;
    }
    if (
      (word.length < 2 && !isUncased(word)) ||
      functionWords.has(word) ||
      OTHER_SCRIPT_FUNCTION_WORDS.has(word)
    ) {
      place(`_${word}`);
      continue;
    }
    let shared = sharedForm(word, lang);
    // A known shared form came out: the word is vocabulary, not a name.
    const vocabulary = shared !== claimStem(word) || SYNONYM_OF.has(word);
    const nameLike =
      (w.allCaps && !vocabulary) ||
      (w.capitalised && !vocabulary && (!w.sentenceStart || !functionWordsOf('').has(word)));
    // An English "-ing" word opening the claim ("Wearing masks …") is an act on the subject (read as a name or not).
    if (i === 1 && (lang === 'en' || lang === '') && /\p{L}{3}ing$/u.test(word))
      leadGerund = nameLike ? claimStem(word) : shared.replace(/^!/, '');
    if (nameLike) {
      addTerm(claimStem(word), weights.name, PLACE_PREPOSITIONS.has(w.before) ? 'place' : 'person', i - 1);
      place(claimStem(word));
      continue;
    }
    if (shared.startsWith('!')) {
      negations += 1;
      shared = shared.slice(1);
    }
    if (shared === 'cause' && causeAt < 0 && !TWO_WAY_LINKS.has(word)) causeAt = i - 1;
    addTerm(shared, LIGHT_WORDS.has(shared) ? weights.light : weights.content, undefined, i - 1);
    if (vocabulary) concepts.add(shared);
    place(GRAMMATICAL_TERMS.has(word) || SOURCE_WORDS.has(word) ? `_${word}` : shared);
  }
  return {
    terms,
    names,
    concepts,
    figures: [...figures].sort(),
    years: [...years].sort(),
    months: [...months].sort(),
    codes: [...codes].sort(),
    negated: (negations % 2 === 1) !== denial,
    order,
    roles: rolesOf(nameAt, sayAt, folded),
    causal: causeAt < 0 ? null : causalSides(termAt, causeAt, causeFollows, folded),
    sequence,
    leadGerund,
  };
}

/**
 * One string per distinct token of the words in order (an index keeps an analysis per entry: 100,000 fact-checks would
 * otherwise hold a copy of "_the" each). Bounded: past `INTERNED_MAX` distinct tokens, new ones are kept as they come.
 */
const INTERNED = new Map<string, string>();
const INTERNED_MAX = 50_000;
function interned(token: string): string {
  const kept = INTERNED.get(token);
  if (kept !== undefined) return kept;
  if (INTERNED.size < INTERNED_MAX) INTERNED.set(token, token);
  return token;
}

/** Phrases whose cause follows them ("because of X", "due to X", "à cause de X"). */
const CAUSE_FOLLOWS = new Set(['because of', 'due to', 'a cause de', 'a causa de', 'a causa di']);

/** Words of the cause family that link both ways ("linked to", "associated with"): no direction to keep. */
const TWO_WAY_LINKS = new Set([
  'link',
  'linked',
  'links',
  'associated',
  'tied',
  'connected',
  'lead',
  'leads',
  'led',
]);

/**
 * The cause's and the effect's terms around the cause word at `causeAt`: before it and after it, or, with a passive
 * agent ("by X", "durch X", "par X"), the agent's words as the cause and the rest as the effect.
 */
function causalSides(
  termAt: readonly { term: string; at: number }[],
  causeAt: number,
  causeFollows: boolean,
  folded: readonly string[],
): { cause: string[]; effect: string[] } {
  const agentAt = causeFollows ? causeAt : folded.findIndex((w) => AGENT_WORDS.has(w));
  const others = termAt.filter((t) => t.term !== 'cause');
  const inCause =
    agentAt < 0
      ? (at: number) => at < causeAt
      : agentAt > causeAt
        ? (at: number) => at > agentAt
        : (at: number) => at > agentAt && at < causeAt;
  const cause = new Set(others.filter((t) => inCause(t.at)).map((t) => t.term));
  const effect = new Set(others.filter((t) => !inCause(t.at)).map((t) => t.term));
  // A word on both sides ("nuclear power causes cancer near power plants") tells nothing of direction.
  return {
    cause: [...cause].filter((t) => !effect.has(t)),
    effect: [...effect].filter((t) => !cause.has(t)),
  };
}

/** Words that introduce the doer of a passive ("by", "von", "par", "por", "da", "door"). */
const AGENT_WORDS = new Set([
  'by',
  'von',
  'durch',
  'par',
  'por',
  'pelo',
  'pela',
  'da',
  'dal',
  'dalla',
  'door',
]);
/** Words that put what follows as the scene ("in", "im", "en", "dans", "nel"): not a doer or a done-to. */
const LOCATIVE_WORDS = new Set([
  'in',
  'im',
  'at',
  'across',
  'throughout',
  'en',
  'dans',
  'au',
  'aux',
  'nel',
  'nella',
  'na',
  'no',
  'em',
  'op',
]);
/** Words that introduce a source ("according to X", "laut X", "selon X"). */
export const SOURCE_WORDS = new Set(['according', 'laut', 'selon', 'segun', 'secondo', 'segundo', 'volgens']);

/** The order of the names that act and are acted on (see `ClaimAnalysis.roles`). */
function rolesOf(
  nameAt: { term: string; at: number }[],
  sayAt: number[],
  folded: readonly string[],
): string[] {
  const agents = new Set<string>();
  const kept: string[] = [];
  nameAt.forEach(({ term, at }, k) => {
    const speaker =
      // "Macron said …", "Macron has said …"; "…, said Macron" only at the end (else "said France will …").
      sayAt.some((s) => s > at && s <= at + 3) ||
      (sayAt.some((s) => s === at - 1) && at >= folded.length - 3) ||
      SOURCE_WORDS.has(folded[at - 1] ?? '') ||
      SOURCE_WORDS.has(folded[at - 2] ?? '');
    // A place where something happens ("in Ukraine") sets the scene; it is no role.
    const scene = LOCATIVE_WORDS.has(folded[at - 1] ?? '') || LOCATIVE_WORDS.has(folded[at - 2] ?? '');
    if (speaker || scene || kept.includes(term)) return;
    const previous = nameAt[k - 1];
    const agent =
      AGENT_WORDS.has(folded[at - 1] ?? '') ||
      AGENT_WORDS.has(folded[at - 2] ?? '') ||
      (previous !== undefined && previous.at === at - 1 && agents.has(previous.term));
    if (agent) agents.add(term);
    kept.push(term);
  });
  return [...kept.filter((t) => agents.has(t)), ...kept.filter((t) => !agents.has(t))];
}

/** Negations the engine's list lacks: English without the apostrophe, and a few more forms. */
const EXTRA_NEGATIONS = new Set(
  wordList(`dont doesnt didnt isnt arent wasnt werent cant couldnt wont wouldnt shouldnt hasnt havent hadnt nobody keinem
  keines nichts niemand nadie ni nenhum nenhuma nao niets ningun ninguno rien
  не нет ни никогда ничего никто لا لم لن ليس ليست 不 不会 不是 没有 没 并非 未 無 无 ない ません なかった 않 않는다 않았다
  안 못 없다 नहीं न`),
);
/** French "ne … pas": the pair is one negation. */
const FRENCH_NEGATION_PAIRS = new Set(['pas', 'jamais', 'aucun', 'aucune', 'rien', 'plus', 'personne']);
/** Month names that are also ordinary words ("may", "march", "mars"). */
const AMBIGUOUS_MONTHS = new Set(['may', 'mai', 'mar', 'march', 'mars', 'jan', 'sep']);
