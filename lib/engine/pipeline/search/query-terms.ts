/** Search terms of a text in its own language: words by the segmenter (so CJK splits too), function words dropped. */
import { wordSpansOf } from '../../domain/text/segment';
import { isStopword } from './counter-words';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Lower-cased words of `text` that are worth searching for, in order, each once (`lang` is a primary subtag). */
export function queryTerms(text: string, lang: string, max = 8): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { text: segment } of wordSpansOf(text.normalize('NFC'), lang)) {
    const word = segment
      .toLowerCase()
      .replace(/['’]s$/u, '')
      .replace(/^(?:[cdjlmnst]|qu|dell|all|dall|nell|sull)['’](?=\p{L})/u, '')
      .replace(/^[-'’]+|[-'’]+$/gu, '');
    const minLength = UNSPACED.test(word) ? 1 : 2;
    if ([...word].length < minLength || isStopword(word, lang) || seen.has(word)) continue;
    if (!/[\p{L}\p{N}]/u.test(word)) continue;
    seen.add(word);
    out.push(word);
    if (out.length >= max) break;
  }
  return out;
}
