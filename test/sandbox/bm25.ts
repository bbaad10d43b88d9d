/** A small BM25 ranking over the evidence corpus (title terms count three times). */
import { tokenize } from './text';

export interface Bm25Document {
  id: string;
  title: string;
  body: string;
}

export interface Bm25Hit<T extends Bm25Document> {
  doc: T;
  score: number;
}

const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 3;

export class Bm25Index<T extends Bm25Document> {
  private readonly termFreqs: Map<string, number>[] = [];
  private readonly lengths: number[] = [];
  private readonly docFreq = new Map<string, number>();
  private readonly averageLength: number;

  constructor(private readonly docs: readonly T[]) {
    for (const doc of docs) {
      const tokens = [...repeat(tokenize(doc.title), TITLE_BOOST), ...tokenize(doc.body)];
      const freqs = new Map<string, number>();
      for (const token of tokens) freqs.set(token, (freqs.get(token) ?? 0) + 1);
      for (const token of freqs.keys()) this.docFreq.set(token, (this.docFreq.get(token) ?? 0) + 1);
      this.termFreqs.push(freqs);
      this.lengths.push(tokens.length);
    }
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, docs.length);
  }

  /** Documents with a positive score, best first (ties keep corpus order). */
  search(query: string, accept: (doc: T) => boolean = () => true): Bm25Hit<T>[] {
    const terms = [...new Set(tokenize(query))];
    const hits: Bm25Hit<T>[] = [];
    this.docs.forEach((doc, index) => {
      if (!accept(doc)) return;
      const freqs = this.termFreqs[index] as Map<string, number>;
      const length = this.lengths[index] ?? 0;
      let score = 0;
      for (const term of terms) {
        const tf = freqs.get(term) ?? 0;
        if (tf === 0) continue;
        const df = this.docFreq.get(term) ?? 0;
        const idf = Math.log(1 + (this.docs.length - df + 0.5) / (df + 0.5));
        score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.averageLength));
      }
      if (score > 0) hits.push({ doc, score });
    });
    return hits.sort((a, b) => b.score - a.score);
  }
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}
