/** Sentence splitter with exact offsets, tolerant of abbreviations, decimals and German/French punctuation. */

export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'co',
  'corp',
  'jr',
  'sr',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'no',
  'fig',
  'approx',
  'u.s',
  'u.k',
  'u.n',
  'e.u',
  'z.b',
  'bzw',
  'ca',
  'usw',
  'vgl',
  'dt',
  'nr',
  'mio',
  'mrd',
  'mme',
  'mlle',
  'env',
  'p',
  'pp',
  'vol',
  'al',
]);

/** Splits text into sentences; offsets satisfy `text.slice(start, end) === sentence.text`. */
export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s] ?? '')) s++;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    if (e > s) out.push({ text: text.slice(s, e), start: s, end: e });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '\n' && text[i + 1] === '\n') {
      push(i);
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?' && ch !== '…') continue;
    // Consume closing punctuation and quotes after the terminator.
    let j = i + 1;
    while (j < text.length && /[.!?…"'”’»)\]]/.test(text[j] ?? '')) j++;
    const next = text[j];
    if (next !== undefined && !/\s/.test(next)) continue;
    if (ch === '.' && isAbbreviation(text, i)) continue;
    // Next sentence must start like a sentence (capital, digit, quote) — else it is mid-sentence.
    let k = j;
    while (k < text.length && /\s/.test(text[k] ?? '')) k++;
    const first = text[k];
    if (first !== undefined && !/[\p{Lu}\p{N}"'“„«‹(\[¿¡]/u.test(first)) continue;
    push(j);
    i = j - 1;
  }
  push(text.length);
  return out;
}

function isAbbreviation(text: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[\p{L}.]/u.test(text[s - 1] ?? '')) s--;
  const word = text.slice(s, dot).toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // Single initials ("J. Smith") are abbreviations.
  if (/^\p{L}$/u.test(word) && /\p{Lu}/u.test(text[s] ?? '')) return true;
  return false;
}
