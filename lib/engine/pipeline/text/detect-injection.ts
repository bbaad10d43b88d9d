/** Detects instructions aimed at an AI (prompt injection) by structure, in 13 languages, on normalised text. */
import {
  decodeTagCharacters,
  normaliseUntrusted,
  textsForDetection,
} from '../../domain/quotes/normalise-untrusted';
import { hiddenKinds } from '../../domain/text/reader-view';
import type { HiddenKind } from '../../schemas';
import { INSTRUCTION_LEXICONS, type InstructionLexicon } from './cue-words';
import { splitSentences, type SentenceSpan } from './split-sentences';

export interface InjectionCheck {
  suspicious: boolean;
  /** Why, in words ("imperative \"rate\" + \"claim\"", "chat-template marker" …). */
  cues: string[];
  /** The sentences (offsets in the raw text) that carry instructions. */
  sentences: SentenceSpan[];
  /**
   * Characters the text hides from its reader or disguises (bidi reordering, invisible or tag characters, look-alike
   * letters). Not instructions by themselves: the cues are read in what the reader sees and in stored order.
   */
  hidden: HiddenKind[];
}

const TEMPLATE =
  /[<‹]\|?\s*(?:im_start|im_end|endoftext|system|user|assistant)\s*\|?[>›]|\[\/?INST\]|[<‹]{2}\/?SYS[>›]{2}|(?:^|\n)\s*#{2,}\s*(?:system|assistant|user|instruction|instructions|response)\b|#{2,}\s*(?:system|assistant|user|instruction|response)\s*:|(?:^|\n)\s*(?:system|assistant|user|developer)\s*:|[<‹]\/?(?:system|assistant|user|article|passage|claim|snippet)\b[^>›]*[>›]/iu;
const JSON_KEY = /["“”]([\p{L}_][\p{L}\p{N}_-]{0,39})["“”]\s*:/gu;
const SCHEMA_KEYS = new Set(
  'stance assessments assessment passageid passage_id verdict label claims claim quote summary decision followupqueries rating score strength relevance text rationale role content instructions'.split(
    ' ',
  ),
);
const URL = /https?:\/\/|\bwww\.[\p{L}\p{N}-]+\./iu;
const VOCATIVE_PREFIX =
  /^[\s"'“”«»(\-–—*>]*(?:(?:dear|hey|hi|hello|note to|notice to|to|attention|message (?:to|for)|for|an|à l'|an die|an den|para|per|для|给|致)\s+)?(?:the |l'|la |le |die |der |das |el |il |o |a |de |het )?/iu;

interface Matchers {
  lex: InstructionLexicon;
  actorWords: Set<string>;
  targetWords: Set<string>;
  addressee: RegExp;
  verb: RegExp;
  object: RegExp;
  verdict: RegExp;
  modal: RegExp;
  vocative: RegExp;
  clauseVerb: RegExp;
}

/** The most distinctive word of each term: a term can only match where that word occurs. */
function keyWords(terms: readonly string[]): Set<string> {
  return new Set(
    terms.map((t) =>
      (
        t
          .toLowerCase()
          .replace(/\./g, '')
          .match(/[\p{L}\p{N}]+/gu) ?? ['']
      ).reduce((a, b) => (b.length > a.length ? b : a)),
    ),
  );
}

function alternation(terms: readonly string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('|');
}

/** Word-bounded for spaced scripts and for ASCII terms inside unspaced lexicons, substring otherwise. */
function termRegex(terms: readonly string[], spaced: boolean, flags = 'iu'): RegExp {
  const ascii = terms.filter((t) => /^[\x20-\x7e]+$/.test(t));
  const other = terms.filter((t) => !/^[\x20-\x7e]+$/.test(t));
  const bounded = alternation(spaced ? terms : ascii);
  const parts = [bounded ? `(?<![\\p{L}\\p{N}])(?:${bounded})(?![\\p{L}\\p{N}])` : ''];
  if (!spaced && other.length) parts.push(`(?:${alternation(other)})`);
  return new RegExp(parts.filter(Boolean).join('|'), flags);
}

const MATCHERS: Matchers[] = Object.values(INSTRUCTION_LEXICONS).map((lex) => {
  const addressee = termRegex(lex.addressees, lex.spaced);
  const verb = termRegex(lex.verbs, lex.spaced);
  const modal = termRegex(lex.modals, lex.spaced);
  const lead = `(?:^|[:;,!–—(\\-]\\s*|(?<![\\p{L}\\p{N}])(?:${alternation(lex.modals)}|and|then|now|also|simply|just|so|et|und|y|e|en|и|puis|dann|luego|donc|also)\\s+)`;
  return {
    lex,
    actorWords: keyWords([...lex.verbs, ...lex.addressees, ...lex.modals]),
    targetWords: keyWords([...lex.objects, ...lex.verdicts, ...lex.addressees, 'http', 'https', 'www']),
    addressee,
    verb,
    object: termRegex(lex.objects, lex.spaced),
    verdict: termRegex(lex.verdicts, lex.spaced),
    modal,
    vocative: new RegExp(`${VOCATIVE_PREFIX.source}(?:${addressee.source})\\s*[:,!：，]`, 'iu'),
    clauseVerb: lex.spaced
      ? new RegExp(`${lead}[\\s"'“”«»*]*(${verb.source})(?!\\s*:)`, 'giu')
      : new RegExp(`(?:^|[。！？，、；：.!?,;:\\s])[\\s"'“”「『*]*(${verb.source})`, 'giu'),
  };
});

/**
 * An imperative task verb (at a clause start, or after a modal) followed by what it acts on: a task object, a verdict
 * or a URL. In spaced (mostly verb-before-object) languages the target must come after the verb; a verb followed by
 * ':' is a label ("Reply:"), not an order.
 */
function imperativeTarget(
  m: Matchers,
  sentence: string,
  hasModal: boolean,
): { verb: string; target: string } | undefined {
  const candidates: { verb: string; end: number }[] = [];
  m.clauseVerb.lastIndex = 0;
  for (const hit of sentence.matchAll(m.clauseVerb)) {
    const verb = hit[1] ?? '';
    candidates.push({ verb, end: (hit.index ?? 0) + hit[0].length });
  }
  if (candidates.length === 0 && hasModal) {
    const global = new RegExp(m.verb.source, 'giu');
    for (const hit of sentence.matchAll(global))
      candidates.push({ verb: hit[0], end: (hit.index ?? 0) + hit[0].length });
  }
  for (const { verb, end } of candidates) {
    const rest = m.lex.spaced ? sentence.slice(end) : sentence.replace(verb, ' ');
    const target =
      m.object.exec(rest)?.[0] ?? m.verdict.exec(rest)?.[0] ?? (URL.test(rest) ? 'a URL' : undefined);
    if (target) return { verb: verb.toLowerCase(), target: target.toLowerCase() };
  }
  return undefined;
}

/** "<task object> <modal> … <task verb>": "the claim should read …", "the summary must say …". */
function orderedDirective(m: Matchers, sentence: string): boolean {
  const object = m.object.exec(sentence);
  if (!object) return false;
  const afterObject = sentence.slice(object.index + object[0].length);
  const modal = m.modal.exec(afterObject);
  if (!modal || modal.index > 24) return false;
  return m.verb.test(afterObject.slice(modal.index + modal[0].length));
}

/** Every rule needs a verb, an addressee or a modal of some language: one pass rules most prose out cheaply. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Devanagari}]/u;
const ANY_STRUCTURE = /[{<‹#[]|(?:system|assistant|user|developer)\s*:|https?:\/\//iu;

const ALL_ACTORS = new Set(MATCHERS.flatMap((m) => [...m.actorWords]));

/** Per spaced language: whether a sentence's words include an actor (verb, addressee, modal) and a target. */
function worthChecking(m: Matchers, words: string[], structured: boolean, unspaced: boolean): boolean {
  if (!m.lex.spaced) return unspaced || structured;
  if (structured) return true;
  return words.some((w) => m.actorWords.has(w)) && words.some((w) => m.targetWords.has(w));
}

/** Cues of an instruction in one sentence (already normalised for detection); empty when it reads as plain prose. */
function instructionCues(sentence: string): string[] {
  const cues: string[] = [];
  const structured = ANY_STRUCTURE.test(sentence);
  if (structured && TEMPLATE.test(sentence)) cues.push('chat-template or role marker');
  if (structured && /[{[]/.test(sentence)) {
    const keys = [...sentence.matchAll(JSON_KEY)].map((m) => (m[1] ?? '').toLowerCase());
    if (keys.some((k) => SCHEMA_KEYS.has(k)) || keys.length >= 3) cues.push('schema-shaped JSON');
  }
  const unspaced = UNSPACED_SCRIPT.test(sentence);
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!structured && !unspaced && !words.some((w) => ALL_ACTORS.has(w))) return cues;
  for (const m of MATCHERS) {
    if (!worthChecking(m, words, structured, unspaced)) continue;
    const verb = m.verb.exec(sentence)?.[0];
    const object = m.object.exec(sentence)?.[0];
    const verdict = m.verdict.exec(sentence)?.[0];
    const hasModal = m.modal.test(sentence);
    const hasUrl = URL.test(sentence);
    const target = object ?? verdict ?? (hasUrl ? 'a URL' : undefined);
    const addressed = m.addressee.exec(sentence)?.[0];
    if (m.vocative.test(sentence) && (verb || hasModal || target))
      cues.push(`addressed to "${addressed ?? 'an AI'}"`);
    else if (addressed && (hasModal || verb) && target && (m.lex.spaced ? hasModal : true))
      cues.push(`addressed to "${addressed}"`);
    const imperative = imperativeTarget(m, sentence, hasModal);
    if (imperative) cues.push(`imperative "${imperative.verb}" about "${imperative.target}"`);
    else if (object && hasModal && m.lex.spaced && (verdict || orderedDirective(m, sentence)))
      cues.push(`"${object.toLowerCase()}" must be "${(verdict ?? 'rewritten').toLowerCase()}"`);
    if (cues.length) break;
  }
  return cues;
}

/** Cues of instructions aimed at an AI anywhere in `text`, with the sentences that carry them. */
export function detectInjection(text: string): InjectionCheck {
  const cues = new Set<string>();
  const sentences: SentenceSpan[] = [];
  if (textsForDetection(text).some((whole) => TEMPLATE.test(whole))) cues.add('chat-template or role marker');
  for (const span of spansOf(text)) {
    const found = cuesInReadings(span.text);
    if (found.length === 0) continue;
    found.forEach((c) => cues.add(c));
    sentences.push(span);
  }
  // A message spelt in tag characters has no visible sentence: check what it decodes to.
  const hidden = decodeTagCharacters(text);
  const spelt = hidden ? splitSentences(hidden).flatMap((s) => instructionCues(s.text)) : [];
  if (spelt.length) cues.add('instructions spelt in invisible unicode tag characters');
  spelt.forEach((c) => cues.add(c));
  return { suspicious: cues.size > 0, cues: [...cues], sentences, hidden: hiddenKinds(text) };
}

/** Instruction cues of one sentence as its reader sees it or in stored order (bidi controls can make them differ). */
function cuesInReadings(sentence: string): string[] {
  return [...new Set(textsForDetection(sentence).flatMap(instructionCues))];
}

/** Sentences, and lines within them (a fake "SYSTEM:" line often has no full stop before it). */
function spansOf(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  for (const s of splitSentences(text)) {
    let offset = 0;
    for (const line of s.text.split('\n')) {
      if (normaliseUntrusted(line).trim()) {
        out.push({ text: line, start: s.start + offset, end: s.start + offset + line.length });
      }
      offset += line.length + 1;
    }
  }
  return out;
}

/** True when `sentence` reads as an instruction to an AI (used for single sentences: claims, quotes, queries). */
export function isInstructionLike(sentence: string): boolean {
  if (cuesInReadings(sentence).length > 0) return true;
  if (/[\n.!?。！？]./u.test(sentence.trim()) || /[\u{E0000}-\u{E007F}]/u.test(sentence))
    return detectInjection(sentence).suspicious;
  return false;
}
