/**
 * How a source frames a sentence: its own assertion, or reported, attributed, quoted, asked, labelled (myth, claim,
 * rating) or hypothetical; and whether the source denies it (a denying label, a rating, a rebuttal after it, a
 * debunking headline). Read from the sentence's words and from its neighbours, its heading and the page's title.
 */
import { countWords } from '../../../domain/text/segment';
import { debunkCue } from './debunk-phrasing';
import { NEGATION, REFUTATION } from '../../text/cue-words';
import { ratingStance } from './rating-stance';
import {
  CONDITIONAL_ENDING,
  CONDITIONAL_MOOD,
  DENYING_LABEL,
  DISTANCING_VERBS,
  FINDING_LABEL,
  HYPOTHETICAL_OPENER,
  MYTH_HEADING,
  REBUTTAL_OPENER,
  REPORTING,
  RUMOUR_SOURCES,
  STATEMENT_LABEL,
  STATEMENT_NOUN,
} from './frame-cues';

/**
 * `own`: the source asserts it. `reported`: it reports a named speaker's words without taking them up.
 * `attributed`: it keeps its distance ("claims that", "a viral post says", "the myth that"). `quoted`: the words
 * stand in quotation marks. `asked`: a question. `labelled`: under a label (Myth:, Claim:, Rating:). `hypothetical`:
 * a condition ("If X, we would expect …").
 */
type FrameKind = 'own' | 'reported' | 'attributed' | 'quoted' | 'asked' | 'labelled' | 'hypothetical';

export interface SentenceFrame {
  kind: FrameKind;
  /** The source says the sentence is not so (a denying label, a false rating, a rebuttal, a debunking headline). */
  denied: boolean;
  /** The words that showed the frame (or the denial), for the reader. */
  cue: string | null;
}

/** What surrounds the sentence on its page, nearest first where order matters. */
interface FrameSurroundings {
  /** The sentences before it, in page order (the last is the one right before). */
  before?: readonly string[];
  /** The sentences after it, in page order. */
  after?: readonly string[];
  /** The heading or label line the sentence stands under, if any. */
  heading?: string | null;
}

const QUOTE_PAIRS: readonly [string, string][] = [
  ['“', '”'],
  ['"', '"'],
  ['„', '“'],
  ['«', '»'],
  ['‘', '’'],
  ['「', '」'],
  ['『', '』'],
];

/** A label before a colon that opens the sentence or stands as its own line: "Myth:", "Rating: False". */
const LEADING_LABEL = /^[\s"'“”„«»‘’(*#\-–—•]*([\p{L}\p{M}' ]{2,40}?)\s*(?:\d+\s*)?[:：]\s*(.*)$/su;

/** How the source frames `sentence`, given what surrounds it on the page. */
export function frameOf(sentence: string, around: FrameSurroundings = {}): SentenceFrame {
  const s = apostrophes(sentence.trim());
  const before = (around.before ?? []).map(apostrophes);
  const after = (around.after ?? []).map(apostrophes);
  // A sentence that itself negates or debunks is the source's finding: a label line before it or a rating after it
  // is the verdict on the statement under review, not on this sentence.
  const finding = NEGATION.test(s) || REFUTATION.test(s) || debunkCue(s) !== undefined;
  const own = labelIn(s);
  const heading = around.heading ? labelOf(apostrophes(around.heading)) : null;
  const previous = before.at(-1);
  const prior = previous !== undefined ? standaloneLabel(previous) : null;
  // "Fact: …" is the source's own finding, whatever stands above it.
  const findingLabel = FINDING_LABEL.test(LEADING_LABEL.exec(s)?.[1] ?? '');
  const label = own ?? (finding || findingLabel ? null : (prior ?? heading));
  const rebuttal = finding ? null : rebuttalAfter(after);
  const denied = !!rebuttal || !!label?.denies || deniesItself(s);
  const cue = rebuttal ?? label?.cue ?? null;
  const frame = (kind: FrameKind, why: string | null): SentenceFrame => ({
    kind,
    denied,
    cue: denied && cue ? cue : (why ?? cue),
  });
  if (label) return frame('labelled', label.cue);
  const sarcasm = SARCASM.exec(s)?.[0];
  if (sarcasm) return { kind: 'labelled', denied: true, cue: `sarcasm: "${sarcasm.trim()}"` };
  if (/[?？]\s*["'”’»」』)]*\s*$/u.test(s) || /^¿/u.test(s)) return frame('asked', 'a question');
  if (HYPOTHETICAL_OPENER.test(s) && (CONDITIONAL_MOOD.test(s) || CONDITIONAL_ENDING.test(s)))
    return frame('hypothetical', 'a condition');
  const quoted = quotedShare(s);
  if (quoted >= 0.5) return frame('quoted', 'in quotation marks');
  const distancing = governing(s, DISTANCING_VERBS) ?? governing(s, STATEMENT_NOUN);
  if (distancing) return frame('attributed', distancing);
  const reporting = governing(s, REPORTING);
  if (reporting) {
    const rumour = RUMOUR_SOURCES.exec(s)?.[0];
    return rumour ? frame('attributed', `${rumour} … ${reporting}`) : frame('reported', reporting);
  }
  if (quoted >= 0.25) return frame('quoted', 'in quotation marks');
  return frame('own', null);
}

/** Typographic apostrophes as the word lists spell them ("C’est faux" → "C'est faux"). */
function apostrophes(text: string): string {
  return text.replace(/[’ʼ]/gu, "'");
}

/** Whether the source asserts the sentence as its own and does not deny it. */
export function assertsIt(frame: SentenceFrame): boolean {
  return frame.kind === 'own' && !frame.denied;
}

/**
 * The cue of `pattern` that frames the sentence's statement, or null: a cue in the sentence's first half ("A viral
 * post claims that …", "According to …"), or one in a closing attribution (", one MP told a rally in Leeds."). A cue
 * inside a comparison or clause of the statement's own ("… a smaller drop than ministers claim") frames nothing.
 */
function governing(sentence: string, pattern: RegExp): string | null {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const m of sentence.matchAll(global)) {
    if (m.index < sentence.length * 0.5) return m[0];
    const before = sentence.slice(0, m.index);
    const comma = Math.max(before.lastIndexOf(','), before.lastIndexOf('，'));
    const clause = comma >= 0 ? sentence.slice(comma + 1) : '';
    const tail = sentence.slice(m.index + m[0].length);
    if (comma >= 0 && !CLAUSE_OF_ITS_OWN.test(clause) && countWords(clause) <= 12 && !/[,，]/u.test(tail))
      return m[0];
  }
  return null;
}

/** A clause that compares or qualifies (than, as, which, while, who): a cue in it is the statement's own word. */
const CLAUSE_OF_ITS_OWN =
  /^\s*(?:[\p{L}\p{N}'’-]+\s+){0,4}?(?:than|as|which|while|whereas|who|although|als|wie|der|die|das|que|qui|quam|di quanto|do que|dan|чем)\b/iu;

interface Label {
  cue: string;
  denies: boolean;
}

/** A label opening the sentence itself ("Myth: …", "Rating: Pants on Fire. …"), or null. */
function labelIn(sentence: string): Label | null {
  const m = LEADING_LABEL.exec(sentence);
  if (!m) return null;
  return labelWord(m[1]!.trim(), m[2] ?? '');
}

/** A heading read as a label: "Myth 3: …", "MYTH", "Common myths about vaccines", "Rating: False". */
function labelOf(heading: string): Label | null {
  const h = heading.trim();
  const leading = labelIn(h);
  if (leading) return leading;
  // A heading that names what is listed under it as myths or misconceptions ("10 myths about measles").
  if (h.length <= 120 && MYTH_HEADING.test(h) && !FINDING_LABEL.test(h))
    return { cue: MYTH_HEADING.exec(h)![0], denies: true };
  if (h.length <= 40 && STATEMENT_LABEL.test(h)) return { cue: h, denies: false };
  return null;
}

/**
 * The sentence before, when it is a label on its own ("Myth.", "Rating: Pants on Fire.", "Claim:"): it labels the
 * sentence after it. A long sentence is never a label.
 */
function standaloneLabel(previous: string): Label | null {
  const p = previous.trim();
  if (p.length > 80) return null;
  const leading = labelIn(p);
  // "Myth: X" labels X only; a bare label ("Myth:") or a rating ("Rating: False.") labels the sentence after it.
  const rest = LEADING_LABEL.exec(p)?.[2]?.trim() ?? '';
  if (leading && (rest === '' || ratingStance(rest.split(/[.!;]/u)[0]) !== null)) return leading;
  if (leading) return null;
  const bare = p.replace(/[.:!\s]+$/u, '');
  if (
    countWords(bare) <= 3 &&
    STATEMENT_LABEL.test(bare) &&
    STATEMENT_LABEL.exec(bare)![0].length >= bare.length - 4
  )
    return { cue: bare, denies: DENYING_LABEL.test(bare) };
  return null;
}

/** A label word and what follows it: a statement label, a denying label or a rating that denies ("Rating: False"). */
function labelWord(word: string, rest: string): Label | null {
  const isRating =
    /^(?:our\s+)?(?:rating|verdict|bewertung|urteil|fazit|veredicto|veredito|verdetto|calificación|classificação|valutazione|giudizio|note|voto|oordeel|beoordeling|вердикт)$/iu.test(
      word,
    );
  if (isRating) {
    const rated = ratingStance(rest.split(/[.!;]/u)[0]);
    return rated
      ? { cue: `${word}: ${rest.split(/[.!;]/u)[0]!.trim()}`, denies: rated.stance === 'refutes' }
      : null;
  }
  if (FINDING_LABEL.test(word) && FINDING_LABEL.exec(word)![0].length >= word.length - 2) return null;
  const whole = STATEMENT_LABEL.exec(word)?.[0];
  if (!whole || whole.length < word.length - 2) return null;
  return { cue: `${word}:`, denies: DENYING_LABEL.test(word) };
}

/**
 * A rebuttal in the next two sentences: one that opens by rebutting ("That is simply wrong.", "Fact: …"), or a
 * denying rating. A debunking predicate counts only in the sentence right after ("There is no evidence for this.").
 */
function rebuttalAfter(after: readonly string[]): string | null {
  for (const [i, next] of after.slice(0, 2).entries()) {
    const t = next.trim().replace(/^[\s"'“”„«»‘’(*\-–—•]+/u, '');
    // Another speaker's words (a reply, a comment) answer the writer; they are not the writer's own rebuttal.
    if (ANOTHER_SPEAKER.test(t)) return null;
    const opener = REBUTTAL_OPENER.exec(t);
    if (opener && opener.index === 0) return opener[0];
    const label = LEADING_LABEL.exec(t);
    if (label && FINDING_LABEL.test(label[1]!)) return `${label[1]!.trim()}:`;
    const rated = labelIn(t);
    if (rated?.denies) return rated.cue;
    if (i === 0) {
      const debunk = debunkCue(t);
      if (debunk) return debunk;
    }
  }
  return null;
}

/** A sentence that names the statement and denies it in one go ("The claim that X is false", "the myth that X"). */
function deniesItself(sentence: string): boolean {
  const noun = STATEMENT_NOUN.exec(sentence);
  if (!noun) return false;
  const rest = sentence.slice(noun.index + noun[0].length);
  return (
    DENYING_LABEL.test(noun[0]) ||
    debunkCue(rest) !== undefined ||
    /\b(?:is|are|was|were)\s+(?:false|wrong|untrue|a myth|baseless|unfounded)\b/iu.test(rest)
  );
}

/** A mocking opener that says the opposite of what follows: "Sure, and …", "Yeah, right: …", "Klar, und …". */
const SARCASM =
  /^[\s"'“”„«»]*(?:sure|oh sure|yeah,? right|right|of course|klar|na klar|bien sûr|ben voyons|claro|sí, claro|certo|sicuro|claro que sim)[,!:]\s+(?:and|und|et|y|e)\b/iu;

/** A sentence that opens with another speaker's label: "Reply:", "Comment from reader:", "@user", "Antwort:". */
const ANOTHER_SPEAKER =
  /^(?:@[\p{L}\p{N}_]+|(?:reply|replies|comment|comments|response|reader|antwort|kommentar|réponse|commentaire|respuesta|comentario|risposta|commento|resposta|comentário|reactie|ответ|комментарий)\b[^:：]{0,30}[:：])/iu;

/** The share of the sentence's letters that stand inside quotation marks. */
function quotedShare(sentence: string): number {
  const letters = (t: string) => (t.match(/[\p{L}\p{N}]/gu) ?? []).length;
  const total = letters(sentence);
  if (total === 0) return 0;
  let inside = 0;
  for (const [open, close] of QUOTE_PAIRS) {
    let from = 0;
    for (;;) {
      const start = sentence.indexOf(open, from);
      if (start < 0) break;
      const end = sentence.indexOf(close, start + 1);
      if (end < 0) break;
      const span = sentence.slice(start + 1, end);
      // An apostrophe pair inside words ("don't … it's") is not a quotation.
      if (open === '‘' || open === "'" ? countWords(span) >= 3 : true) inside += letters(span);
      from = end + 1;
    }
  }
  return inside / total;
}
