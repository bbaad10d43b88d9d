/** Finds a model's quote in the article text (exact, else as the reader sees both: width, whitespace, quotes, dashes, case, invisibles, bidi, look-alikes). */
import { skeleton } from '../../domain/text/confusables';
import { BIDI_CONTROL } from '../../domain/text/bidi-display';
import { readerOrder } from '../../domain/text/reader-view';

interface Located {
  start: number;
  end: number;
}

const FOLD: Record<string, string> = {
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '″': '"',
  '‹': "'",
  '›': "'",
  '‘': "'",
  '’': "'",
  '‚': "'",
  '–': '-',
  '—': '-',
  '‑': '-',
  '−': '-',
  '…': '...',
};

/**
 * Normalised text with, for each output character, the index of the input character it came from: the text as its
 * reader sees it (`readerOrder`), folded.
 */
function normalise(text: string): { norm: string; map: number[] } {
  let norm = '';
  const map: number[] = [];
  let lastSpace = true;
  const read = readerOrder(text);
  let index = 0;
  for (const ch of read.text) {
    const i = read.origin[index] ?? index;
    index += ch.length;
    if (/\s/.test(ch)) {
      if (!lastSpace) {
        norm += ' ';
        map.push(i);
      }
      lastSpace = true;
      continue;
    }
    // NFKC as the prompt's untrusted-text normalisation does: a quote of "，" (full-width) reads ",".
    const folded = skeleton((FOLD[ch] ?? ch).normalize('NFKC'));
    for (const c of folded) {
      norm += c;
      map.push(i);
    }
    lastSpace = false;
  }
  return { norm, map };
}

/** Offsets of `quote` in `text`, or null when it does not occur (then the claim is dropped). */
export function locateQuote(text: string, quote: string): Located | null {
  const q = quote.trim();
  if (q.length === 0) return null;
  const exact = text.indexOf(q);
  if (exact >= 0) return { start: exact, end: exact + q.length };
  const t = normalise(text);
  const nq = normalise(q.normalize('NFKC')).norm.trim();
  if (!nq) return null;
  const at = t.norm.indexOf(nq);
  if (at < 0) return null;
  // Bidi reordering can put the quote's characters out of order in the text: its span covers them all.
  const from = t.map.slice(at, at + nq.length);
  let start = Math.min(...from);
  const last = Math.max(...from);
  let end = last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
  // The controls around its edges belong to it: a quote never opens an override it does not close.
  while (start > 0 && BIDI_CONTROL.test(text[start - 1]!)) start -= 1;
  while (end < text.length && BIDI_CONTROL.test(text[end]!)) end += 1;
  return { start, end };
}
