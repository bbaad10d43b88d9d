/**
 * A role only one can hold ("the 45th president of X", "the first black president", "the oldest …", "the only …")
 * given by the sentence to another name than the claim's: "Trump was the 45th president" against "Clinton was".
 */
import { STOPWORDS } from '../../text/cue-words';
import { namesIn, onlyAtSentenceStart } from './entity-substitution';
import { stem } from '../../text/content-words';

interface Word {
  text: string;
  lower: string;
  start: number;
}

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase().replace(/['’]s$/, ''),
    start: m.index,
  }));

const NOT_SUPERLATIVE = new Set(
  'interest forest honest modest request protest suggest contest harvest manifest arrest invest digest guest nest rest test chest quest crest pest vest west midwest southwest northwest priest conquest'.split(
    ' ',
  ),
);
const ORDINAL_WORDS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth last only sole'.split(
    ' ',
  );

/** Superlatives that name the same rank: "the largest producer" is "the biggest" or "the leading producer". */
const SAME_RANK: Readonly<Record<string, string>> = {
  biggest: 'largest',
  leading: 'largest',
  top: 'largest',
  greatest: 'largest',
  foremost: 'largest',
};

/** Whether a word marks a role only one can hold: an ordinal, "only", or a superlative (-est, most). */
function isMarker(w: string): boolean {
  if (/^\d+(?:st|nd|rd|th)$/.test(w) || ORDINAL_WORDS.includes(w) || w in SAME_RANK) return true;
  return w.length >= 5 && w.endsWith('est') && !NOT_SUPERLATIVE.has(w);
}

interface Role {
  marker: string;
  /** Content words after the marker up to the head noun ("black", "president"). */
  words: string[];
  /** Index range of the description in the word list. */
  from: number;
  to: number;
}

/** Descriptions in a word list: a marker and up to three content words after it, up to a stopword. */
function rolesIn(ws: Word[]): Role[] {
  const out: Role[] = [];
  ws.forEach((w, i) => {
    if (!isMarker(w.lower)) return;
    const words: string[] = [];
    let j = i + 1;
    for (; j < ws.length && words.length < 3; j++) {
      const lower = ws[j]!.lower;
      if (STOPWORDS.has(lower) || /^\p{N}/u.test(lower)) break;
      words.push(stem(lower));
    }
    if (words.length > 0) out.push({ marker: SAME_RANK[w.lower] ?? w.lower, words, from: i, to: j });
  });
  return out;
}

/** Heads that name a time, not a holder ("the 16th century", "the first year"). */
const TIMES = new Set(
  'century centuries year years decade decades month months week weeks day days time times period quarter half millennium round'
    .split(' ')
    .map(stem),
);

/** Whether the name at word `at` is who the role is said of: shortly before it, or right after "was"/"is". */
const holds = (ws: Word[], at: number, role: Role) =>
  (at >= role.from - 8 && at < role.from) ||
  (at >= role.to && at <= role.to + 10 && /^(?:was|is|became|are|were)$/.test(ws[at - 1]?.lower ?? ''));

const wordIndexAt = (ws: Word[], offset: number) => ws.findIndex((w) => w.start >= offset);
const tokensOf = (name: string) =>
  wordsOf(name)
    .filter((w) => !STOPWORDS.has(w.lower))
    .map((w) => stem(w.lower));

/** The name the sentence gives the claim's one-holder role to instead of the claim's, as "X (not Y)", or null. */
export function uniqueRoleHolder(
  claim: string,
  sentence: string,
  passage = sentence,
): { instead: string; missing: string } | null {
  const cw = wordsOf(claim);
  const sw = wordsOf(sentence);
  const sentenceStems = new Set(sw.map((w) => stem(w.lower)));
  const passageStems = new Set(wordsOf(passage).map((w) => stem(w.lower)));
  for (const role of rolesIn(cw)) {
    if (TIMES.has(role.words[role.words.length - 1]!)) continue;
    // The claim's holder: the name the role is said of (before it, or right after "was"), absent from the passage.
    const holder = namesIn(claim).find((n) => {
      const at = wordIndexAt(cw, claim.indexOf(n));
      return (
        at >= 0 &&
        holds(cw, at, role) &&
        !tokensOf(n).some((t) => role.words.includes(t)) &&
        tokensOf(n).every((t) => !passageStems.has(t))
      );
    });
    if (!holder) continue;
    // The role's scope ("of the United States", "in the world") must be the sentence's too.
    const scope = cw
      .slice(role.to, role.to + 4)
      .map((w) => w.lower)
      .filter((w) => !STOPWORDS.has(w) && !/^\p{N}/u.test(w))
      .map(stem)
      .filter((t) => !tokensOf(holder).includes(t));
    if (scope.some((t) => !sentenceStems.has(t))) continue;
    const claimStems = new Set(cw.map((w) => stem(w.lower)));
    for (const theirs of rolesIn(sw)) {
      if (theirs.marker !== role.marker) continue;
      if (role.words.some((t) => !theirs.words.includes(t))) continue;
      for (const other of namesIn(sentence)) {
        const t = tokensOf(other);
        if (t.some((x) => claimStems.has(x)) || t.some((x) => theirs.words.includes(x))) continue;
        if (!/\s/.test(other) && onlyAtSentenceStart(passage, other)) continue;
        const at = wordIndexAt(sw, sentence.indexOf(other));
        if (holds(sw, at, theirs)) return { instead: other, missing: holder };
      }
    }
  }
  return null;
}
