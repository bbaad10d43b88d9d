/** Swapped roles: the sentence says "B displaces A" / "B is larger than A" where the claim says it of A and B. */
import { STOPWORDS } from '../../text/cue-words';
import { stem } from '../../text/content-words';

/** Relations that read the same both ways ("X met Y" is "Y met X"): a swap around them says nothing. */
const SYMMETRIC = new Set(
  [
    'and',
    'or',
    'with',
    'married',
    'met',
    'between',
    'versus',
    'vs',
    'und',
    'et',
    'y',
    'e',
    'plus',
    'both',
    'like',
    'same',
    'equal',
    'similar',
    'together',
    'und',
    'als',
  ].map(stem),
);

const rawWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));

const isContent = (w: string) => w.length >= 3 && !STOPWORDS.has(w) && !/^\p{N}/u.test(w);
/** A verb in the third person or past ("displaces", "defeated") or a comparative ("larger", "more … than"). */
const isRelation = (w: string) => isContent(w) && /(?:[^s]s|ed|er)$/u.test(w);

/**
 * Pairs (a, relation, b) of the claim: a and b content words, the relation one verb-like word between them, at most
 * one stopword either side of it ("copper displaces iron", "iron is more reactive than copper").
 */
function triples(ws: string[]): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (let k = 1; k < ws.length - 1; k++) {
    const v = ws[k]!;
    const comparative = isContent(v) && /^(?:than|als|que|di|чем)$/.test(ws[k + 1] ?? '');
    if (!(isRelation(v) || comparative) || SYMMETRIC.has(stem(v))) continue;
    for (let i = k - 1; i >= Math.max(0, k - 3); i--) {
      if (!isContent(ws[i]!)) continue;
      if (ws.slice(i + 1, k).some(isContent)) break;
      for (let j = k + 1; j <= Math.min(ws.length - 1, k + 3); j++) {
        if (!isContent(ws[j]!)) continue;
        if (ws.slice(k + 1, j).some((w) => isContent(w))) break;
        out.push([stem(ws[i]!), stem(v), stem(ws[j]!)]);
        break;
      }
      break;
    }
  }
  return out;
}

/** "a … b" of the claim found reversed in the sentence around the same relation word, or null. */
export function roleSwap(claim: string, sentence: string): string | null {
  const mine = triples(rawWords(claim));
  if (mine.length === 0) return null;
  const theirs = triples(rawWords(sentence));
  for (const [a, v, b] of mine) {
    if (a === b) continue;
    const reversed = theirs.some(([x, w, y]) => w === v && x === b && y === a);
    const same = theirs.some(([x, w, y]) => w === v && x === a && y === b);
    if (reversed && !same) return `${b} ${v}… ${a}`;
  }
  return null;
}
