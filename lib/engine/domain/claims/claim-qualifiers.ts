/** What one claim adds to another that narrows or changes it: a name part, a qualifier, a restriction, a change. */
import { CLAIM_MATCH } from '../../config';
import { wordList } from '../text/segment';
import { SOURCE_WORDS, type ClaimAnalysis } from './analyse-claim';

/** What an added qualifier makes of a pair: another person, another place, another figure, or a narrower claim. */
type QualifierDifference = 'person' | 'place' | 'number' | 'qualifier';

/**
 * Before a figure, the grammatical words that make it a change ("fell by 4 percent", German "um") or a level ("fell
 * to 4 percent", German "auf", Spanish "al", Dutch "tot"/"naar"). A closed list of prepositions, not of topics; the
 * ambiguous ones are left out ("at": "grew at 3 percent" is a change; folded French "à" is the English article "a").
 */
const CHANGE_BEFORE = new Set(['_by', '_um']);
const LEVEL_BEFORE = new Set(['_to', '_auf', '_al', '_tot', '_naar']);
/** Shared forms of the verbs of change: a figure right after one ("rose 9 percent") is a change. */
const CHANGE_VERBS = new Set(['increase', 'decrease']);
/** Units the reader writes as a word before the figure ("$15" → "dollar 15"): passed over to the word before. */
const UNIT_BEFORE = new Set(['dollar', 'euro', 'pound']);

/**
 * Prepositions that open a phrase restricting where, who or when a claim holds ("in mice", "among teenagers",
 * "for women", "during pregnancy"): a phrase of them that only one claim has narrows it. A closed list.
 */
const RESTRICTING: ReadonlySet<string> = new Set(
  wordList(`in on at among amongst for with without of from during after before near within under over across throughout
  im bei unter dans chez parmi entre nel nella tra fra`).map((w) => `_${w}`),
);

/**
 * Words that open a reported claim ("… said that …", "dass", "que", "che", "dat", Arabic "إن"/"أن", Russian "что"): a
 * claim that opens with words the other lacks and one of these before its first shared word opens with who said it.
 */
const COMPLEMENTIZERS = new Set(
  ['that', 'dass', 'que', 'che', 'dat', 'إن', 'أن', 'ان', 'что'].map((w) => `_${w}`),
);

/**
 * The terms of who said a reported claim ("Officials said that …": official, say), which the matcher reads as its
 * frame, not as what it says; none when no "that" (or its kin) comes within its first words with a claim after it.
 */
export function reportFrameTerms(a: ClaimAnalysis): ReadonlySet<string> {
  const at = a.sequence.findIndex((t) => COMPLEMENTIZERS.has(t));
  const isWord = (t: string) => !t.startsWith('_') && !t.startsWith('#') && t !== '|';
  const frame = a.sequence.slice(0, Math.max(0, at)).filter(isWord);
  if (at <= 0 || frame.length > CLAIM_MATCH.reportFrameMaxWords) return new Set();
  return a.sequence.slice(at + 1).some(isWord) ? new Set(frame) : new Set();
}

/**
 * The difference one claim's added words make, or null. `pairedB` says which term of `a` a term of `b` stands for
 * (see `pairTerms`). Symmetric: both claims' additions are read, the strongest difference returned.
 */
export function addedQualifier(
  a: ClaimAnalysis,
  b: ClaimAnalysis,
  pairedB: ReadonlyMap<string, string>,
  contentWeight: number,
): QualifierDifference | null {
  // B's terms in A's form, so that the two sequences compare token by token.
  const seqB = b.sequence.map((t) => pairedB.get(t) ?? t);
  const read = (x: ClaimAnalysis, seqX: readonly string[], seqY: readonly string[]) =>
    addedBy(x, seqX, seqY, (t) => (x.terms.get(t) ?? 0) >= contentWeight && t !== 'cause');
  return strongest([
    figureRelation(a.sequence, seqB),
    ...read(a, a.sequence, seqB),
    ...read(b, seqB, a.sequence),
  ]);
}

/**
 * The differences the terms `seqX` has and `seqY` lacks make, each read by its place in `seqX`: a name part after a
 * name (a suffix, "Jr."; a place that qualifies a place, "Paris, Texas"), not before one (a given name); a word put
 * between two words the other claim has side by side, or at its start or end (a qualifier, a head noun, an adverb, a
 * restricting phrase), unless it takes the place of a grammatical word ("your DNA" / "human DNA", "get" / "receive");
 * elsewhere, a phrase opened by a restricting preposition ("in mice"). A gerund opening the claim ("Wearing masks")
 * is the act on its subject; words of report are who said it (a clause with a word of saying the other lacks, "…,
 * police said"; words before "that" and the first shared word, "Officials insisted that …").
 */
function addedBy(
  x: ClaimAnalysis,
  seqX: readonly string[],
  seqY: readonly string[],
  weighs: (term: string) => boolean,
): QualifierDifference[] {
  const inY = new Set(seqY);
  // Claims in two languages share no grammatical word: then any word of the other's in the place is a replacement.
  const oneLanguage = seqX.some((w) => w.startsWith('_') && inY.has(w));
  const isAnchor = (t: string | undefined) =>
    t !== undefined && !t.startsWith('_') && t !== '|' && inY.has(t);
  const isAdded = (t: string | undefined) =>
    t !== undefined && !t.startsWith('_') && !t.startsWith('#') && t !== '|' && !inY.has(t);
  const out: QualifierDifference[] = [];
  // "Officials told a hearing that …": the words before the first shared one, when a word of report ends them.
  const firstShared = seqX.findIndex((t) => isAnchor(t));
  let opener = firstShared - 1;
  while (opener > 0 && seqX[opener]!.startsWith('_') && !COMPLEMENTIZERS.has(seqX[opener]!)) opener -= 1;
  const frame = opener > 0 && COMPLEMENTIZERS.has(seqX[opener]!) ? firstShared : 0;
  seqX.forEach((t, p) => {
    if (!isAdded(t) || !weighs(t) || p < frame || inAttribution(seqX, p, isAdded)) return;
    const kind = x.names.get(t);
    if (kind) {
      let next = p + 1;
      while (isAdded(seqX[next]) && x.names.has(seqX[next]!)) next += 1;
      if (isAnchor(seqX[next]) && x.names.has(seqX[next]!)) return;
      let before = p - 1;
      while (isAdded(seqX[before]) && x.names.has(seqX[before]!)) before -= 1;
      // A name after a comma qualifies the name before it ("Paris, Texas").
      if (seqX[before] === '|') before -= 1;
      const owner = seqX[before];
      if (isAnchor(owner) && x.names.has(owner!)) {
        out.push(kind === 'place' || x.names.get(owner!) === 'place' ? 'place' : 'person');
        return;
      }
    }
    if (p === 0 && t === x.leadGerund) return;
    let left = p - 1;
    while (left >= 0 && !isAnchor(seqX[left])) left -= 1;
    let right = p + 1;
    while (right < seqX.length && !isAnchor(seqX[right])) right += 1;
    const gapY = gapBetween(seqY, left < 0 ? null : seqX[left]!, seqX[right] ?? null, isAnchorOfY(seqX));
    if (gapY) {
      // Words of the other claim in the place that this one lacks, less the grammatical words this one has instead
      // ("in" / "during"): each left over is a word the added ones may stand for ("get" / "receive", "your" / "human").
      const words = (gap: readonly string[]) => gap.filter((w) => !w.startsWith('#') && w !== '|');
      const gapX = words(seqX.slice(left + 1, right));
      // Only a grammatical word can be replaced: a light word replaced by a content word is narrowed ("people" /
      // "children").
      const onlyY = words(gapY).filter((w) => !gapX.includes(w) && (w.startsWith('_') || !oneLanguage));
      const grammarOnlyX = gapX.filter((w) => w.startsWith('_') && !gapY.includes(w));
      const addedX = gapX.filter((w) => isAdded(w) && weighs(w));
      const replaced = oneLanguage ? onlyY.length - grammarOnlyX.length >= addedX.length : onlyY.length > 0;
      if (!replaced) out.push('qualifier');
      return;
    }
    // The neighbours are apart in the other claim (another word order): only a restricting phrase is read.
    for (let back = p - 1; back >= Math.max(0, p - 2) && seqX[back]!.startsWith('_'); back -= 1)
      if (RESTRICTING.has(seqX[back]!)) {
        out.push('qualifier');
        return;
      }
  });
  return out;
}

/**
 * Whether the token at `p` is in a clause of attribution the other claim lacks ("…, one MP told a rally in Leeds",
 * "according to the WHO, …"): who said it, not what was said.
 */
function inAttribution(seq: readonly string[], p: number, isAdded: (t: string) => boolean): boolean {
  let start = p;
  while (start > 0 && seq[start - 1] !== '|') start -= 1;
  let end = p;
  while (end < seq.length - 1 && seq[end + 1] !== '|') end += 1;
  const clause = seq.slice(start, end + 1);
  return clause.some(
    (t) => (t === 'say' && isAdded(t)) || (t.startsWith('_') && SOURCE_WORDS.has(t.slice(1))),
  );
}

/** Whether a token of Y is one X has too (not a grammatical word). */
function isAnchorOfY(seqX: readonly string[]): (t: string) => boolean {
  const inX = new Set(seqX);
  return (t) => !t.startsWith('_') && t !== '|' && inX.has(t);
}

/**
 * The tokens of `seq` between `left` and `right` (null: the start, the end) when they are neighbours there (no other
 * shared token between them), else null.
 */
function gapBetween(
  seq: readonly string[],
  left: string | null,
  right: string | null,
  isAnchor: (t: string) => boolean,
): string[] | null {
  for (let j = -1; j < seq.length; j += 1) {
    if (left === null ? j !== -1 : seq[j] !== left) continue;
    let k = j + 1;
    while (k < seq.length && !isAnchor(seq[k]!)) k += 1;
    if (right === null ? k === seq.length : seq[k] === right) return seq.slice(j + 1, k);
    if (left === null) return null;
  }
  return null;
}

/** The strongest of several differences: a person, a place, a figure, then a narrower claim. */
function strongest(found: readonly (QualifierDifference | null)[]): QualifierDifference | null {
  for (const kind of ['person', 'place', 'number', 'qualifier'] as const)
    if (found.includes(kind)) return kind;
  return null;
}

/** A figure both claims give, as a change on one side and a level on the other ("by 4 percent" / "to 4 percent"). */
function figureRelation(seqA: readonly string[], seqB: readonly string[]): QualifierDifference | null {
  const relations = (seq: readonly string[]) => {
    const out = new Map<string, 'change' | 'level'>();
    seq.forEach((t, i) => {
      if (!t.startsWith('#')) return;
      let before = i - 1;
      if (UNIT_BEFORE.has(seq[before] ?? '')) before -= 1;
      const word = seq[before] ?? '';
      const relation =
        CHANGE_BEFORE.has(word) || CHANGE_VERBS.has(word)
          ? 'change'
          : LEVEL_BEFORE.has(word)
            ? 'level'
            : null;
      if (relation && !out.has(t)) out.set(t, relation);
    });
    return out;
  };
  const inB = relations(seqB);
  for (const [figure, relation] of relations(seqA)) {
    const other = inB.get(figure);
    if (other && other !== relation) return 'number';
  }
  return null;
}
