/** Finds a model's quote in the article text (exact, else after normalising width, whitespace, quotes, dashes, case, invisibles). */
import { INVISIBLE_CHARS } from '../../domain/quotes/normalise-untrusted';

const INVISIBLE = new RegExp(INVISIBLE_CHARS.source, 'u');

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

/** Normalised text with, for each output character, the index of the input character it came from. */
function normalise(text: string): { norm: string; map: number[] } {
  let norm = '';
  const map: number[] = [];
  let lastSpace = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (
      INVISIBLE.test(ch) ||
      /[\uDB40]/.test(ch) ||
      (/[\uDC00-\uDC7F]/.test(ch) && /[\uDB40]/.test(text[i - 1] ?? ''))
    )
      continue;
    if (/\s/.test(ch)) {
      if (!lastSpace) {
        norm += ' ';
        map.push(i);
      }
      lastSpace = true;
      continue;
    }
    // NFKC as the prompt's untrusted-text normalisation does: a quote of "，" (full-width) reads ",".
    const folded = (FOLD[ch] ?? ch).normalize('NFKC').toLowerCase();
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
  const start = t.map[at] ?? 0;
  const end = (t.map[at + nq.length - 1] ?? start) + 1;
  return { start, end };
}
