/** BM25: ranks short documents (passages) against a query; tokens are the segmenter's words, lightly stemmed. */
import { skeleton } from './confusables';
import { matchText } from './reader-view';
import { wordsOf } from './segment';
import { FUNCTION_WORDS, withoutKoreanParticle } from './stopwords';

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by for from had has have he her his i in into is it its of on or our she so ' +
    'than that the their them there these they this to was we were what when which who will with would you ' +
    'der die das und ist im in den dem des ein eine einer zu mit von auf für nicht sich es le la les et un une des du est'
  ).split(' '),
);

/** A light suffix stripper so word forms meet: "cases"/"case" → "cas", "rising"/"rise"/"rises" → "ris". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(sh|ch|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && /(ing|ed|ly)$/.test(w)) w = w.replace(/(ing|ed|ly)$/, '');
  return w.length > 3 ? w.replace(/e$/, '') : w;
}

/** Stopwords and function words as their skeletons, since the words they are compared with are skeletons. */
const STOP_KEYS = new Set([...STOPWORDS, ...FUNCTION_WORDS].map(skeleton));

/**
 * Query/document terms: words and numbers in any script (`4.5`, `1,200` → `1200`), stopwords dropped, stemmed; read
 * as the reader sees the text, look-alike letters as their Latin prototype (`matchText`), so a copy salted with
 * Cyrillic letters or zero-width characters has the terms of the plain one.
 */
export function tokenize(text: string, lang?: string | null): string[] {
  const out: string[] = [];
  for (const raw of wordsOf(matchText(text), lang)) {
    const word = withoutKoreanParticle(raw.replace(/,(?=\d{3}\b)/g, ''));
    if (!STOP_KEYS.has(word)) out.push(stem(word));
  }
  return out;
}

interface Bm25Options {
  k1?: number;
  b?: number;
}

/** BM25 score of every document against the query (same order as `documents`). */
export function bm25Scores(documents: string[][], query: string[], options: Bm25Options = {}): number[] {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const n = documents.length;
  if (n === 0) return [];
  const avgLength = documents.reduce((sum, d) => sum + d.length, 0) / n || 1;
  const terms = [...new Set(query)];
  const df = new Map<string, number>();
  for (const doc of documents) {
    const seen = new Set(doc);
    for (const term of terms) if (seen.has(term)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return documents.map((doc) => {
    const tf = new Map<string, number>();
    for (const token of doc) tf.set(token, (tf.get(token) ?? 0) + 1);
    let score = 0;
    for (const term of terms) {
      const f = tf.get(term);
      if (!f) continue;
      const d = df.get(term) ?? 0;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * doc.length) / avgLength));
    }
    return score;
  });
}
