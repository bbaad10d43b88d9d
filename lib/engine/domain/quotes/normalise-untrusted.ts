/** Untrusted text (page, search result, evidence) made safe to show a model: shown as its reader sees it (`readerView`). */
import { foldLookalikeWords } from '../text/confusables';
import { readerView, storedView } from '../text/reader-view';

/**
 * Invisible and tag characters out, bidi controls resolved to what the reader reads, NFKC (full-width letters,
 * ligatures, compatibility forms): the model reads what the page's reader reads.
 */
export function normaliseUntrusted(text: string): string {
  return readerView(text);
}

/** The ASCII a run of Unicode tag characters spells (what a model reading them would see); '' when none. */
export function decodeTagCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xe0020 && code <= 0xe007e) out += String.fromCharCode(code - 0xe0000);
  }
  return out;
}

/**
 * What detection reads, look-alike letters folded (a tag-character message is decoded separately): the text as its
 * reader sees it, and, when bidi controls make that differ, the characters in stored order too (what a model given
 * the raw text would read), so an order cannot hide from either reader.
 */
export function textsForDetection(raw: string): string[] {
  const seen = foldLookalikeWords(readerView(raw));
  const stored = foldLookalikeWords(storedView(raw));
  return stored === seen ? [seen] : [seen, stored];
}
