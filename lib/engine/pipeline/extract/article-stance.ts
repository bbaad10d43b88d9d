/**
 * The article's own stance toward each claim it carries — asserts, reports or rebuts — read by the framing rules on
 * the claim's sentence and its neighbours (`stance/framing/sentence-frame.ts`), with the sentence that shows it. A model may
 * propose a stance; it counts only when the sentence it cites is in the claim's neighbourhood and is no instruction,
 * and a model's "asserts" never overrides the rules' evidence that the article attributes or denies the claim.
 */
import type { Article, ArticleStance, Claim } from '../../schemas';
import { frameOf, type SentenceFrame } from '../stance/framing/sentence-frame';
import { splitSentences, type SentenceSpan } from '../text/split-sentences';
import { isInstructionLike } from '../text/detect-injection';
import { locateQuote } from './locate-quote';

/** Sentences read on each side of the claim's sentence: a rebuttal or an attribution sits next to it, not further. */
const NEIGHBOURS = 2;
/** A paragraph this short with no closing punctuation, right before the claim's paragraph, is read as its heading. */
const HEADING_MAX_CHARS = 90;

type ArticleStanceReading = Required<
  Pick<Claim, 'articleStance' | 'articleStanceSentence' | 'articleStanceCue' | 'articleStanceBy'>
>;

/** What a model proposed for a claim in the extraction answer (both null when it said nothing). */
interface ProposedStance {
  articleStance: ArticleStance | null;
  articleStanceSentence: string | null;
}

/** Where a claim sits: its sentence(s), the sentences around it, and a heading right above its paragraph. */
interface ClaimSurroundings {
  sentence: string;
  before: string[];
  after: string[];
  heading: string | null;
}

/** The claim's sentence(s) in the article text and its neighbours on each side, from its quote's offsets. */
function surroundingsOf(
  article: Pick<Article, 'text' | 'lang' | 'paragraphs'>,
  span: { start: number; end: number },
): ClaimSurroundings {
  const sentences = splitSentences(article.text, article.lang).filter((s) => s.text.trim().length > 0);
  const first = sentences.findIndex((s) => s.end > span.start);
  const own =
    first < 0 ? [] : sentences.slice(first).filter((s) => s.start < Math.max(span.end, span.start + 1));
  const last = first < 0 ? -1 : first + own.length - 1;
  const text = (list: SentenceSpan[]) => list.map((s) => s.text.trim());
  return {
    sentence: own.length ? text(own).join(' ') : article.text.slice(span.start, span.end).trim(),
    before: first < 0 ? [] : text(sentences.slice(Math.max(0, first - NEIGHBOURS), first)),
    after: last < 0 ? [] : text(sentences.slice(last + 1, last + 1 + NEIGHBOURS)),
    heading: headingAbove(article, span.start),
  };
}

/** The paragraph right before the claim's paragraph when it reads as a heading (short, no closing punctuation). */
function headingAbove(article: Pick<Article, 'text' | 'paragraphs'>, offset: number): string | null {
  const index = article.paragraphs.findIndex(
    (p) => p.start <= offset && offset < Math.max(p.end, p.start + 1),
  );
  const previous = index > 0 ? article.paragraphs[index - 1] : undefined;
  if (!previous) return null;
  const text = article.text.slice(previous.start, previous.end).trim();
  return text.length > 0 && text.length <= HEADING_MAX_CHARS && !/[.!?。！？]$/u.test(text) ? text : null;
}

/** The stance a sentence frame shows: the source's own and undenied asserts, a denial rebuts, anything else reports. */
function stanceOfFrame(frame: SentenceFrame): ArticleStance {
  if (frame.denied) return 'rebuts';
  return frame.kind === 'own' ? 'asserts' : 'reports';
}

/**
 * The rules' reading of the article's stance toward the claim at `span`, with the sentence that shows it. `clear`: the
 * frame is more than a named speaker's words reported plainly ("…, the statistics office said"), which a news article
 * also uses for what it stands behind: only that weakest reading may yield to a model's "asserts".
 */
function ruleArticleStance(
  article: Pick<Article, 'text' | 'lang' | 'paragraphs' | 'title'>,
  span: { start: number; end: number },
): ArticleStanceReading & { clear: boolean } {
  const around = surroundingsOf(article, span);
  const frame = frameOf(around.sentence, {
    before: around.before,
    after: around.after,
    heading: around.heading,
  });
  return {
    articleStance: stanceOfFrame(frame),
    articleStanceSentence: sentenceOfCue(frame.cue, around, article.title) ?? around.sentence,
    articleStanceCue: frame.cue,
    articleStanceBy: 'rules',
    clear: frame.denied || (frame.kind !== 'own' && frame.kind !== 'reported'),
  };
}

/** The sentence that holds the frame's cue: the claim's own first, then the nearest neighbour, the heading, the title. */
function sentenceOfCue(cue: string | null, around: ClaimSurroundings, title: string): string | null {
  if (!cue) return null;
  const needle = cue.toLowerCase();
  const nearestFirst = [
    around.sentence,
    ...around.before
      .slice()
      .reverse()
      .flatMap((b, i) => [b, around.after[i]]),
    ...around.after.slice(around.before.length),
    around.heading,
    title,
  ];
  return nearestFirst.find((s): s is string => !!s && s.toLowerCase().includes(needle)) ?? null;
}

/**
 * The article's stance toward a claim: the rules' reading, or the model's proposal where it may count. A model's
 * "asserts" never overrides the rules' clear evidence of attribution, quotation, a question, a label or a denial (page
 * text can steer a model); nor does a model's "reports" override a denial. A model's "reports" or "rebuts" of a claim
 * the rules read as the article's own counts only when anchored: the sentence it cites is a neighbour's, verbatim, and
 * no instruction — or the claim's own sentence in a script the framing rules cannot read (there they saw nothing).
 * So an order hidden in the page can at most make the article answer for more of its claims, never for fewer of them
 * where the rules can read.
 */
export function readArticleStance(
  article: Pick<Article, 'text' | 'lang' | 'paragraphs' | 'title'>,
  span: { start: number; end: number },
  proposed: ProposedStance | null = null,
): ArticleStanceReading {
  const { clear, ...rules } = ruleArticleStance(article, span);
  const stance = proposed?.articleStance;
  if (!stance || stance === rules.articleStance || rules.articleStance === 'rebuts') return rules;
  const around = surroundingsOf(article, span);
  const cited = anchoredSentence(article.text, around, proposed.articleStanceSentence);
  if (stance === 'asserts' && clear) return rules;
  if (stance !== 'asserts') {
    if (!cited) return rules;
    if (rules.articleStance === 'asserts' && cited.own && framingReads(around.sentence)) return rules;
  }
  return {
    articleStance: stance,
    articleStanceSentence: cited?.text ?? around.sentence,
    articleStanceCue: null,
    articleStanceBy: 'model',
  };
}

/**
 * The model's cited sentence as the article has it, when it lies in the claim's neighbourhood and is no instruction;
 * `own` when it is (part of) the claim's own sentence.
 */
function anchoredSentence(
  text: string,
  around: ClaimSurroundings,
  cited: string | null,
): { text: string; own: boolean } | null {
  if (!cited?.trim()) return null;
  const at = locateQuote(text, cited);
  if (!at) return null;
  const found = text.slice(at.start, at.end).trim();
  const window = [around.sentence, ...around.before, ...around.after, around.heading ?? ''].join('\n');
  if (!locateQuote(window, found) || isInstructionLike(found)) return null;
  return { text: found, own: locateQuote(around.sentence, found) !== null };
}

/** Latin and Cyrillic letters: the scripts of the languages the framing rules read (`framing/frame-cues.ts`). */
const FRAMED_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}]/gu;

/** Whether most of a sentence's letters are in a script the framing rules read (whatever language the page declares). */
function framingReads(sentence: string): boolean {
  const letters = (sentence.match(/\p{L}/gu) ?? []).length;
  return letters > 0 && (sentence.match(FRAMED_SCRIPT) ?? []).length / letters >= 0.5;
}

/**
 * What the trace says of a claim's stance, or null for a claim the article asserts with no proposal overruled (and for
 * a challenged statement, which has none): `reports (rules, "claims"): One widely shared video claims …`, and a
 * model's proposal that did not count.
 */
export function articleStanceTrace(
  claim: Pick<
    Claim,
    'quote' | 'articleStance' | 'articleStanceSentence' | 'articleStanceCue' | 'articleStanceBy'
  >,
  proposed: ArticleStance | null,
): string | null {
  if (!claim.articleStance) return null;
  const overruled = proposed && proposed !== claim.articleStance ? proposed : null;
  if (claim.articleStance === 'asserts' && !overruled) return null;
  const by = claim.articleStanceCue
    ? `${claim.articleStanceBy}, "${claim.articleStanceCue}"`
    : claim.articleStanceBy;
  const head = `${claim.articleStance} (${by ?? 'rules'}): ${(claim.articleStanceSentence ?? claim.quote).slice(0, 300)}`;
  return overruled ? `${head}; the model's "${overruled}" did not count` : head;
}
