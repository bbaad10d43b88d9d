/** What one summary sentence asserts: verdict labels (and whether negated), which claims, counts, and named sources. */
import type { Claim, VerdictLabel } from '../../schemas';
import { wordsOf } from '../../domain/text/segment';
import { contentTokens, numbersIn, stem, termOverlap } from '../text/content-words';

/** A verdict label as a summary words it: the labels a reader cannot tell apart are one group. */
export type LabelGroup = 'true' | 'false' | 'contested' | 'unverified' | 'not-checkable';

export function groupOf(label: VerdictLabel): LabelGroup {
  switch (label) {
    case 'supported':
    case 'likely_true':
      return 'true';
    case 'refuted':
    case 'likely_false':
      return 'false';
    case 'contested':
      return 'contested';
    case 'unverified':
      return 'unverified';
    case 'not_checkable':
      return 'not-checkable';
  }
}

/** Label words, most specific first (a match is blanked before the next group is read: "not be verified" is one). */
const LABEL_WORDS: [LabelGroup, RegExp][] = [
  [
    'unverified',
    /\b(?:unverified|unverifiable|unconfirmed|(?:not|too little|insufficient) (?:enough |sufficient )?evidence|(?:could|can) ?not be (?:verified|confirmed|checked|settled)|cannot be (?:verified|confirmed|checked|settled)|open question)\b/giu,
  ],
  ['not-checkable', /\b(?:not checkable|not checked|uncheckable|opinions?|predictions?|satire)\b/giu],
  ['contested', /\b(?:contested|disputed|mixed|conflicting|divided)\b/giu],
  [
    'false',
    /\b(?:refuted|refutes?|false|debunked|wrong|incorrect|inaccurate|untrue|disproven|disproved|fabricated|baseless|unfounded)\b/giu,
  ],
  [
    'true',
    /\b(?:supported|supports?|confirmed|confirms?|verified|verifies|true|accurate|correct|corroborated|backed|substantiated|proven|valid)\b/giu,
  ],
];
const NEGATION = /\b(?:not|no|none|never|neither|nor|without|cannot)\b|n['’]t\b/iu;
const CLAIM_WORD = /^(?:claims?|claim\(s\)|statements?|assertions?)$/iu;
const ALL =
  /\b(?:all|every|each|both)\s+(?:of\s+)?(?:the\s+|its\s+|these\s+|this\s+article['’]s\s+)?(?:\S+\s+)?(?:claims?|claim\(s\)|statements?|assertions?)\b|\beverything\b/iu;
const NONE = /\b(?:no|none\s+of\s+the)\s+(?:\S+\s+)?(?:claims?|statements?|assertions?)\b|\bnothing\b/iu;
/** Words that report a statement as someone's rather than state it. */
const REPORTED =
  /\b(?:claims?|claimed|says?|said|states?|stated|reports?|reported|alleges?|alleged|asserts?|asserted|argues?|argued|according|assessed|checked|examined|suggests?|contends?)\b/iu;
const ABOUT_ARTICLE = /\b(?:article|overall|the piece|the story|the report)\b/iu;
const COUNT_VERB = /^(?:is|are|was|were|remains?|has|have|had|appears?|seems?|looks?|of|stands?)$/iu;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Words that join the parts of a name ("World Health Organization", "Office for National Statistics"). */
const NAME_JOINERS = new Set(['of', 'for', 'on', 'de', 'du', 'der', 'la']);
/** Before a name: it is named as the one who says or checked something. */
const SOURCE_BEFORE = /\b(?:by|according to|per|from|cited by|citing)\s+(?:the\s+)?$/iu;
const SOURCE_AFTER =
  /^['’]?s?\s+(?:has\s+|have\s+)?(?:says?|said|found|finds|reports?|reported|states?|stated|\w+ed)\b/iu;

interface LabelAssertion {
  group: LabelGroup;
  negated: boolean;
  /** Its clause counts claims ("one is refuted"): the count is what it asserts. */
  counted: boolean;
  /** Its clause is about the article as a whole ("the article is accurate", "overall …"). */
  aboutArticle: boolean;
}
interface CountAssertion {
  n: number;
  /** The number is of claims ("3 claims", "2 of the claims"). */
  ofClaims: boolean;
  /** The label groups its clause asserts (not negated). */
  groups: LabelGroup[];
}
interface NamedSource {
  name: string;
  /** Named as the one who says or checked something ("by the WHO", "Reuters found"). */
  asSource: boolean;
}
export interface SentenceAssertions {
  labels: LabelAssertion[];
  /** Claims the sentence is about: quoted, or most of their words. */
  claims: Claim[];
  quantifier: 'all' | 'none' | null;
  /** The sentence reports a claim as someone's (quoted, "the article says", "was assessed"), not as a fact of its own. */
  framed: boolean;
  /** The sentence is about the check at all: a claim's words, the word "claim", a label, a count or the article. */
  onTopic: boolean;
  counts: CountAssertion[];
  names: NamedSource[];
}

/** Reads `sentence` against the run's claims (quoted claim text is the claim's, not the sentence's own words). */
export function readAssertions(sentence: string, claims: Claim[]): SentenceAssertions {
  const quotedClaims = new Set<Claim>();
  const own = sentence.replace(/["“„«]([^"“”„«»]{4,})["”“»]/gu, (whole, inner: string) => {
    const said = claims.filter((c) => containsEither(c.text, inner) || containsEither(c.quote, inner));
    said.forEach((c) => quotedClaims.add(c));
    return said.length ? ' the claim ' : whole;
  });
  const about = claims.filter((c) => quotedClaims.has(c) || termOverlap(c.text, own) >= 0.5);
  const claimWords = new Set(about.flatMap((c) => wordsOf(`${c.text} ${c.quote}`)));
  const clauses = own.split(/[;:,](?=\s)|\s(?:but|while|whereas)\s/iu);
  const labels: LabelAssertion[] = [];
  const counts: CountAssertion[] = [];
  const figures = new Set(claims.flatMap((c) => numbersIn(`${c.text} ${c.quote}`)));
  for (const clause of clauses) {
    const found = labelsIn(clause, claimWords);
    const groups = found.filter((l) => !l.negated).map((l) => l.group);
    const counted = countsIn(clause, figures, groups);
    counts.push(...counted);
    const aboutArticle = ABOUT_ARTICLE.test(clause);
    labels.push(...found.map((l) => ({ ...l, counted: counted.length > 0, aboutArticle })));
  }
  return {
    labels,
    claims: about,
    quantifier: NONE.test(own) ? 'none' : ALL.test(own) ? 'all' : null,
    framed: quotedClaims.size > 0 || REPORTED.test(own),
    onTopic:
      about.length > 0 ||
      labels.length > 0 ||
      counts.length > 0 ||
      ABOUT_ARTICLE.test(own) ||
      /\b(?:claims?|statements?|assertions?|evidence|sources?|check(?:ed)?)\b/iu.test(own) ||
      claims.some((c) => sharedStems(c.text, own) >= 2),
    counts,
    names: namesIn(own),
  };
}

/** How many content stems two texts share. */
function sharedStems(a: string, b: string): number {
  const mine = new Set(contentTokens(a).map(stem));
  return new Set(
    contentTokens(b)
      .map(stem)
      .filter((s) => mine.has(s)),
  ).size;
}

function containsEither(a: string, b: string): boolean {
  const x = flat(a);
  const y = flat(b);
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}

function flat(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Label words of a clause; a word the claim itself uses ("confirmed" in the claim's text) says nothing of the verdict. */
function labelsIn(clause: string, claimWords: Set<string>): Pick<LabelAssertion, 'group' | 'negated'>[] {
  let rest = clause;
  const out: Pick<LabelAssertion, 'group' | 'negated'>[] = [];
  for (const [group, re] of LABEL_WORDS) {
    rest = rest.replace(re, (match: string, at: number) => {
      const words = wordsOf(match);
      if (!(words.length === 1 && claimWords.has(words[0]!))) {
        const before = wordsOf(rest.slice(0, at)).slice(-5).join(' ');
        out.push({ group, negated: group !== 'unverified' && NEGATION.test(before) });
      }
      return ' '.repeat(match.length);
    });
  }
  return out;
}

function countsIn(clause: string, figures: Set<string>, groups: LabelGroup[]): CountAssertion[] {
  const tokens = wordsOf(clause);
  const out: CountAssertion[] = [];
  tokens.forEach((token, i) => {
    const word = token.replace(/[^\p{L}\p{N}]/gu, '');
    const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
    if (n < 0 || figures.has(String(n))) return;
    const next = tokens.slice(i + 1, i + 5);
    const ofClaims = next.some((t) => CLAIM_WORD.test(t));
    // "one is refuted", "two of them were": a number standing for claims; "one source" counts something else.
    const standsForClaims = COUNT_VERB.test(next[0] ?? '');
    if (ofClaims || (groups.length > 0 && standsForClaims)) out.push({ n, ofClaims, groups });
  });
  return out;
}

/** Names in the sentence's own words: web domains, acronyms, and capitalised words past the sentence's first word. */
function namesIn(text: string): NamedSource[] {
  const out: NamedSource[] = [];
  const push = (name: string, at: number, end: number) =>
    out.push({
      name,
      asSource:
        SOURCE_BEFORE.test(text.slice(Math.max(0, at - 24), at)) || SOURCE_AFTER.test(text.slice(end)),
    });
  for (const m of text.matchAll(/\b(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}\b/gu))
    push(m[0], m.index, m.index + m[0].length);
  const masked = text.replace(/\b(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}\b/gu, (d) => ' '.repeat(d.length));
  const tokens = [...masked.matchAll(/[\p{L}\p{N}'’&-]+/gu)];
  let current: { parts: string[]; at: number; end: number } | null = null;
  const close = () => {
    while (current && NAME_JOINERS.has(current.parts.at(-1)!.toLowerCase())) current.parts.pop();
    if (current?.parts.length) push(current.parts.join(' '), current.at, current.end);
    current = null;
  };
  tokens.forEach((m, i) => {
    const token = m[0];
    const start = m.index;
    const initial =
      i === 0 || /[:"“„«(]\s*$/u.test(masked.slice(tokens[i - 1]!.index + tokens[i - 1]![0].length, start));
    const acronym = /^\p{Lu}[\p{Lu}\p{N}&]+$/u.test(token);
    const capital = /^\p{Lu}/u.test(token) && !initial;
    if (acronym || capital) {
      if (current) current.parts.push(token);
      else current = { parts: [token], at: start, end: start + token.length };
      current.end = start + token.length;
    } else if (current && NAME_JOINERS.has(token.toLowerCase())) current.parts.push(token);
    else close();
  });
  close();
  return out;
}
