/**
 * The model's red-team queries for a claim (written in the extraction call from page text, so untrusted): cleaned of
 * URLs, hosts and search operators, cut to words of the claim and its quote (plus the search vocabulary, and the
 * model's own words that occur nowhere in the page), capped, checked to be about the claim and not leaning towards it,
 * with template counter-queries added as a floor whenever the model's own counter-queries are missing or one-sided.
 */
import { normaliseUntrusted } from '../../domain/quotes/normalise-untrusted';
import { wordSpansOf, wordsOf } from '../../domain/text/segment';
import { counterQueries, dedupeQueries, neutralQuery, primaryLang } from './counter-queries';
import { isInstructionLike } from '../text/detect-injection';
import { COUNTER_WORDS } from './counter-words';
import { queryTerms } from './query-terms';
import type { ModelQuery, PlannedQuery } from '../../schemas';
import { claimCoverage } from './followup-filter';
import { foreignWords, occursIn, queryVocabulary, withoutWords } from './query-vocabulary';

const MAX_QUERY_WORDS = 12;
const MAX_QUERY_CHARS = 120;

const URLS = /\b(?:https?|ftp):\/\/\S*|\bwww\.\S*/giu;
const OPERATORS =
  /(?<![\p{L}\p{N}])-?(?:site|inurl|allinurl|intitle|allintitle|intext|allintext|inanchor|filetype|ext|link|related|cache|info|source|domain|host|ip|before|after|daterange|loc|location|define)\s*:\s*\S*/giu;
/** A host name: labels joined by dots, ending in a 2+ letter label ("attacker.example", "who.int"). */
const HOSTS = /(?<![\p{L}\p{N}.@])(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}(?![\p{L}\p{N}])/gu;
const EMAILS = /\S+@\S+/gu;
const SYNTAX = /["“”„«»「」『』()[\]{}|*~+^<>‹›\\]/gu;

/** Words that make a query lean towards the claim being true (only counted when the claim itself lacks them). */
const SUPPORT_CUES =
  /(?<![\p{L}\p{N}])(?:proven|proved|proof|confirmed|confirms|true|truth|verified|correct|accurate|legit|bewiesen|beweis|bestätigt|wahr|richtig|belegt|prouvé|preuve|confirmé|vrai|vérifié|probado|prueba|confirmado|verdadero|cierto|provato|prova|confermato|vero|comprovado|verdadeiro|bewezen|bevestigd|waar|prokázáno|potvrzeno|pravda|доказано|доказательство|подтверждено|правда|верно)(?![\p{L}\p{N}])|证实|属实|证明|真的|証明|本当|真実|입증|사실|확인됨|مؤكد|صحيح|حقيقة|ثبت|सच|साबित|पुष्टि/iu;

/** Words of an adversarial query: the counter words of every language, plus rebuttal vocabulary. */
const COUNTER_CUES = new RegExp(
  [
    ...new Set(
      Object.values(COUNTER_WORDS).flatMap((w) =>
        [w.falseQ, w.factCheck, w.debunked, w.criticism, w.noEvidence].map((t) =>
          t
            .replace('{t}', '')
            .trim()
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      ),
    ),
    'myth',
    'hoax',
    'misleading',
    'wrong',
    'refut\\p{L}*',
    'retract\\p{L}*',
    'disput\\p{L}*',
    'contradict\\p{L}*',
    'rebut\\p{L}*',
    'den(?:y|ied|ies)',
    'fake',
    'fact-check\\p{L}*',
    'factcheck\\p{L}*',
    'no link',
    'not',
  ].join('|'),
  'iu',
);

/** The query text with URLs, hosts, operators and search syntax removed and its length capped; null if nothing is left. */
export function cleanQueryText(raw: string): string | null {
  const text = normaliseUntrusted(raw)
    .replace(URLS, ' ')
    .replace(OPERATORS, ' ')
    .replace(EMAILS, ' ')
    .replace(HOSTS, ' ')
    .replace(SYNTAX, ' ')
    .replace(/(?<=^|\s)[-–—]+(?=\S)/gu, '')
    .replace(/(?<=^|\s)(?:OR|AND|NOT)(?=\s|$)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let words = firstWords(text, MAX_QUERY_WORDS);
  while (words.length > MAX_QUERY_CHARS) words = words.replace(/\s*\S+$/u, '');
  if (!words || !/[\p{L}\p{N}]/u.test(words) || [...words].length < 2) return null;
  if (isInstructionLike(words)) return null;
  return words;
}

interface QueryPlanInput {
  claimText: string;
  /** The claim's quote and entities: what the query must be about. */
  about: string;
  /** The claim's text and quote: the page words a query may carry. */
  words?: readonly string[];
  /**
   * The page the claim comes from: a query word found in it but not in `words` is the page speaking (a "search for:"
   * line, an instruction) and is cut; a word found nowhere in it is the model's own (a translation, a named rebuttal).
   * Without it, only `words` and the search vocabulary are allowed.
   */
  pageText?: string;
  /** The article's primary language. */
  lang: string;
  maxCounter: number;
  maxQueries: number;
}

interface QueryPlan {
  queries: PlannedQuery[];
  /** What was dropped or added and why, for the trace. */
  notes: string[];
}

/** Checks the model's queries for one claim and returns the plan to run (model queries first, floor after). */
export function planModelQueries(raw: readonly ModelQuery[], input: QueryPlanInput): QueryPlan {
  const notes: string[] = [];
  const articleLang = primaryLang(input.lang);
  const kept: PlannedQuery[] = [];
  const vocabulary = queryVocabulary(input.words ?? [input.claimText], articleLang);
  const onPage = input.pageText === undefined ? () => true : occursIn(input.pageText, articleLang);
  for (const q of raw) {
    const cleaned = cleanQueryText(q.text);
    const lang = primaryLang(q.lang);
    const foreign = cleaned ? foreignWords(cleaned, vocabulary, lang, (w) => !onPage(w)) : [];
    // A query that is mostly the page speaking is dropped; a stray page word is cut.
    const mostlyPage = !!cleaned && foreign.length * 2 > queryTerms(cleaned, lang, 100).length;
    const text = cleaned && !mostlyPage ? withoutWords(cleaned, foreign) : null;
    if (cleaned && foreign.length)
      notes.push(
        `${mostlyPage ? 'dropped' : 'cut'} (words from the page outside the claim and its quote: ${foreign.slice(0, 6).join(', ')}): ${clip(cleaned)}`,
      );
    if (cleaned && leans(cleaned, input.claimText)) {
      notes.push(`dropped (leans towards the claim being true): ${clip(cleaned)}`);
      continue;
    }
    if (mostlyPage) continue;
    if (!text) {
      notes.push(
        `dropped (empty once URLs, hosts and operators are removed, or an instruction): ${clip(q.text)}`,
      );
      continue;
    }
    if (lang !== articleLang && lang !== 'en') {
      notes.push(`dropped (language ${lang} is neither the article's nor English): ${clip(text)}`);
      continue;
    }
    // A query in the article's language must share a term with the claim; an English translation of a
    // non-English claim cannot be compared word for word, so only the other checks apply to it.
    if (lang === articleLang && claimCoverage(text, input.about, lang) === 0) {
      notes.push(`dropped (not about the claim): ${clip(text)}`);
      continue;
    }
    const aim = clip(normaliseUntrusted(q.aim).replace(/\s+/g, ' '), 60);
    const where = lang === articleLang ? '' : ' (English translation)';
    kept.push({
      text,
      intent: q.intent,
      lang,
      reason: `${q.intent === 'counter' ? 'counter' : 'neutral'} (model)${where}${aim ? `: ${aim}` : ''}`,
    });
  }
  const queries = capPerLanguage(dedupeQueries(kept), articleLang, input.maxCounter, input.maxQueries);
  const counters = queries.filter((q) => q.intent === 'counter');
  const adversarial = counters.filter((q) => COUNTER_CUES.test(q.text));
  if (counters.length < 2 || adversarial.length === 0) {
    const why =
      counters.length === 0
        ? 'the model wrote no usable counter-query'
        : counters.length < 2
          ? 'the model wrote only one usable counter-query'
          : 'no model counter-query looks for a rebuttal, a fact-check or a contrary figure';
    const needed = Math.max(2 - counters.length, 1);
    const floor = counterQueries({ text: input.claimText, lang: articleLang }, input.maxCounter).filter(
      (t) => !queries.some((q) => sameKey(q.text, t.text)),
    );
    const added = floor.slice(0, needed).map((t) => ({ ...t, reason: `${t.reason} [floor: ${why}]` }));
    queries.push(...added);
    notes.push(`template counter-queries added (${added.length}): ${why}`);
  }
  if (!queries.some((q) => q.intent === 'neutral')) {
    const neutral = neutralQuery({ text: input.claimText, lang: articleLang });
    if (neutral.text)
      queries.unshift({ ...neutral, reason: `${neutral.reason} [the model wrote no usable neutral query]` });
    notes.push('template neutral query added: the model wrote no usable one');
  }
  return { queries, notes };
}

/**
 * At most one neutral and `maxCounter` counter queries per language; counter-queries first (the page budget reads
 * results round-robin from the first query on, so evidence against the claim is read first), alternating the
 * article's language and English, then the neutral queries.
 */
function capPerLanguage(
  queries: PlannedQuery[],
  articleLang: string,
  maxCounter: number,
  maxQueries: number,
): PlannedQuery[] {
  const langs = [...new Set([articleLang, 'en'])];
  const pick = (lang: string, intent: PlannedQuery['intent'], n: number) =>
    queries.filter((q) => q.lang === lang && q.intent === intent).slice(0, n);
  const neutral = langs.flatMap((l) => pick(l, 'neutral', 1));
  const perLang = langs.map((l) => pick(l, 'counter', maxCounter));
  const counters: PlannedQuery[] = [];
  for (let i = 0; i < maxCounter; i++)
    for (const list of perLang) {
      const q = list[i];
      if (q) counters.push(q);
    }
  return [...counters.slice(0, Math.max(0, maxQueries - neutral.length)), ...neutral];
}

/** Whether a query looks for a rebuttal, a fact-check or a contrary figure (a counter word of any language). */
export function isAdversarial(text: string): boolean {
  return COUNTER_CUES.test(text);
}

/** A query leans when it carries a word of confirmation the claim itself does not. */
function leans(query: string, claimText: string): boolean {
  const cue = SUPPORT_CUES.exec(query)?.[0];
  return !!cue && !claimText.toLowerCase().includes(cue.toLowerCase()) && !COUNTER_CUES.test(query);
}

function sameKey(a: string, b: string): boolean {
  const key = (s: string) => wordsOf(s).sort().join(' ');
  return key(a) === key(b);
}

/** `text` up to the end of its `max`-th word in any script (with the punctuation that ends it, as in "U.S."). */
function firstWords(text: string, max: number): string {
  const last = wordSpansOf(text)[max - 1];
  if (!last) return text;
  const tail = /^[^\s\p{L}\p{M}\p{N}]*/u.exec(text.slice(last.end))?.[0] ?? '';
  return text.slice(0, last.end + tail.length);
}

function clip(text: string, n = 120): string {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}
