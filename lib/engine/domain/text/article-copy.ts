/** Whether a passage is a copy of the article, lightly edited or not: its sentences each contain an article sentence. */
import { tokenize } from './bm25';
import { sentencesOf } from './segment';

/** An article sentence takes part only with at least this many content words (a short line is common phrasing). */
const MIN_SENTENCE_TERMS = 5;
/** A passage sentence carries an article sentence when it has this share of its content stems (3 swaps in 11: 0.73). */
const SENTENCE_CONTAINMENT = 0.7;
/** A copy carries at least this many article sentences… */
const MIN_COPIED_SENTENCES = 2;
/** …and they are at least this share of the passage's sentences. */
const MIN_COPIED_SHARE = 0.5;

interface ArticleSentences {
  stems: Set<string>[];
  /** Stem → the article sentences that have it, so a passage sentence is compared only with those sharing a stem. */
  byStem: Map<string, number[]>;
}

function indexArticle(articleText: string, lang: string | null | undefined): ArticleSentences {
  const stems: Set<string>[] = [];
  const byStem = new Map<string, number[]>();
  for (const sentence of sentencesOf(articleText, lang)) {
    const set = new Set(tokenize(sentence.text, lang));
    if (set.size < MIN_SENTENCE_TERMS) continue;
    const id = stems.push(set) - 1;
    for (const s of set) {
      const list = byStem.get(s);
      if (list) list.push(id);
      else byStem.set(s, [id]);
    }
  }
  return { stems, byStem };
}

/** Whether `sentence` contains most content stems of some (long enough) article sentence. */
function carriesArticleSentence(sentence: Set<string>, article: ArticleSentences): boolean {
  const shared = new Map<number, number>();
  for (const s of sentence)
    for (const id of article.byStem.get(s) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  for (const [id, n] of shared) if (n / article.stems[id]!.size >= SENTENCE_CONTAINMENT) return true;
  return false;
}

const checks = new Map<string, (passage: string) => boolean>();

/**
 * A test for "this passage is the article's own text": at least `MIN_COPIED_SENTENCES` of its sentences each contain
 * ≥ `SENTENCE_CONTAINMENT` of the content-word stems of some article sentence of ≥ `MIN_SENTENCE_TERMS` content
 * words, and those are at least `MIN_COPIED_SHARE` of its sentences. Containment per sentence, so words inserted
 * into a copy, reordered sentences or a new title do not hide it, and a few synonym swaps lower it only a little;
 * an independent page restating one sentence of the article, or quoting two within its own reporting, is no copy.
 */
export function articleCopyCheck(articleText: string, lang?: string | null): (passage: string) => boolean {
  const key = `${lang ?? ''}:${articleText}`;
  const cached = checks.get(key);
  if (cached) return cached;
  const article = indexArticle(articleText, lang);
  const check = (passage: string): boolean => {
    if (article.stems.length === 0) return false;
    const sentences = sentencesOf(passage, lang);
    let copied = 0;
    for (const sentence of sentences)
      if (carriesArticleSentence(new Set(tokenize(sentence.text, lang)), article)) copied++;
    return copied >= MIN_COPIED_SENTENCES && copied >= MIN_COPIED_SHARE * sentences.length;
  };
  if (checks.size > 8) checks.clear();
  checks.set(key, check);
  return check;
}
