/**
 * Whether a passage holds a sentence in another language than its page's (a sentence with almost none of the page
 * language's function words, whatever its script): text the instruction lexicons may not know, so a model reading of
 * that passage is given its second look even where the profile's budget spares the others.
 */
import { wordsOf } from '../../domain/text/segment';
import { isStopword } from '../search/counter-words';
import { primaryLang } from '../search/counter-queries';
import { splitSentences } from '../text/split-sentences';

/** A sentence of at least this many words whose function words of the page's language are under this share. */
const MIN_WORDS = 4;
const MIN_FUNCTION_SHARE = 0.15;

/** Whether `passage`, apart from the sentence `except`, holds a sentence not in `lang` (unknown language: true). */
export function holdsForeignSentence(
  passage: string,
  lang: string | null | undefined,
  except: string,
): boolean {
  if (!lang || /^und\b/i.test(lang)) return true;
  const page = primaryLang(lang);
  const skip = except.trim();
  return splitSentences(passage, page).some(({ text }) => {
    if (!text.trim() || (skip && (text.includes(skip) || skip.includes(text.trim())))) return false;
    const words = wordsOf(text, page).map((w) => w.toLowerCase());
    if (words.length < MIN_WORDS) return false;
    return words.filter((w) => isStopword(w, page)).length / words.length < MIN_FUNCTION_SHARE;
  });
}
