/** Text helpers shared by the sandbox's search ranking and scripted model: tokens, key terms, normalisation. */

/** Words and sentences by Intl.Segmenter, as a search engine would cut them (Chinese and Japanese included). */
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });
const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The word-like segments of a text, as written (numbers keep their inner `,` and `.`). */
function segmentWords(text: string): string[] {
  return [...WORDS.segment(text)].filter((piece) => piece.isWordLike).map((piece) => piece.segment);
}

/** Particles and auxiliaries of Japanese, Chinese and Korean that the segmenter cuts out as words. */
const CJK_FUNCTION_WORDS = new Set(
  'の は が を に へ と で も や か な だ た て し から まで より です ます した して され による によると ' +
    '的 了 是 在 和 与 及 也 都 被 把 对 于 为 以 之 其 这 那 表示 指出 따르면 밝혔다'.split(' '),
);

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by for from has have had he her his in into is it its of on or that the their ' +
    'them they this those to was were which who will with would than then there these what when where why how ' +
    "about after all also any can could did do does not no so such very more most one said says say its it's " +
    'der die das und ist im in den dem des ein eine einen einem einer auf mit von zu für nicht es sich auch als ' +
    'an bei nach aus wie wird wurde werden hat haben hätten sind war noch mehr nur so dass über'
  ).split(/\s+/),
);

/** Folds width (NFKC, as prompts are), collapses whitespace, unifies quote marks and escaped tag characters. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/‹/g, '<')
    .replace(/›/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `needle` occurs in `haystack` after normalising whitespace, quote marks and case. */
export function containsNormalised(haystack: string, needle: string): boolean {
  const target = normaliseText(needle).toLowerCase();
  return target.length > 0 && normaliseText(haystack).toLowerCase().includes(target);
}

function stem(token: string): string {
  if (token.length > 4 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

/** Lower-cased word tokens without stopwords, lightly stemmed (plural `s`); any script. */
export function tokenize(text: string): string[] {
  return segmentWords(text.toLowerCase().normalize('NFKC'))
    .map((token) => token.replace(/,(?=\d{3}\b)/g, ''))
    .filter((token) => token.length > 1 && !STOPWORDS.has(token) && !CJK_FUNCTION_WORDS.has(token))
    .map(stem);
}

/** The distinct content words of a text in order, at most `max` (the words a person would search for). */
export function keyTerms(text: string, max = 8): string[] {
  const seen = new Set<string>();
  const words = segmentWords(normaliseText(text)).filter(
    (word) => word.length > 1 && !STOPWORDS.has(word.toLowerCase()) && !CJK_FUNCTION_WORDS.has(word),
  );
  const terms: string[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(word);
    if (terms.length >= max) break;
  }
  return terms;
}

/** Share of `text`'s tokens that also occur in `reference` (0..1). */
export function overlap(text: string, reference: string): number {
  const tokens = new Set(tokenize(text));
  if (tokens.size === 0) return 0;
  const ref = new Set(tokenize(reference));
  let hits = 0;
  for (const token of tokens) if (ref.has(token)) hits += 1;
  return hits / tokens.size;
}

/** The sentences of a text, in any script (。 । ؟ as well as . ! ?). */
export function sentences(text: string): string[] {
  return [...SENTENCES.segment(text)].map((piece) => piece.segment.trim()).filter(Boolean);
}
