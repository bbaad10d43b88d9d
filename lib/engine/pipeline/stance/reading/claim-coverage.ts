/** How much of a claim a sentence covers (content stems, any script) and whether a name occurs in a text. */
import { skeleton } from '../../../domain/text/confusables';
import { wordSpansOf } from '../../../domain/text/segment';
import { contentTokens, stem } from '../../text/content-words';

/** Words that carry no fact of their own (units, hedges): left out of coverage, figures are compared separately. */
const FILLER = new Set(
  'percent per cent prozent pour por ciento about around approximately nearly almost roughly some over just etwa rund environ près cerca casi'.split(
    ' ',
  ),
);

/** Elided articles and pronouns (l’, d’, qu’ …) cut off, so "l’Exposition" meets "Exposition". */
const withoutElisions = (text: string) =>
  text.replace(/(?<![\p{L}])(?:l|d|qu|j|n|s|c|m|t|dell|all|nell|sull)['’](?=\p{L})/giu, '');

/** Scripts written without spaces: their words come from Intl.Segmenter, not from spaces. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const spaced = (text: string) =>
  UNSPACED.test(text)
    ? wordSpansOf(text)
        .map((w) => w.text)
        .join(' ')
    : text;

/**
 * Arabic writes the conjunctions و/ف, the prepositions ب/ل/ك and the article ال onto the next word: cut them (when
 * three letters stay), so "لقناة" meets "قناة" and "بافتتاح" meets "افتتحت".
 */
const ARABIC_PROCLITICS = /^(?:[وف]?(?:[بك]?ال|لل|[بلك]))|^[وف]/u;
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;
/** An Arabic word's stem: proclitics cut, then its first 4 letters (Arabic words are short; patterns add letters). */
function arabicStem(token: string): string {
  const bare = token.replace(ARABIC_PROCLITICS, '');
  return (bare.length >= 3 ? bare : token).slice(0, 4);
}

/** The content stems of a text (numbers and filler aside), look-alike letters read as the Latin they imitate. */
export function stems(text: string): Set<string> {
  return new Set(
    contentTokens(spaced(withoutElisions(text)))
      .filter((t) => !/^\p{N}/u.test(t) && !FILLER.has(t))
      .map((t) => (ARABIC_WORD.test(t) ? arabicStem(t) : stem(skeleton(t)))),
  );
}

/** Share of the claim's content stems (numbers and filler aside) that occur in `sentence`. */
export function claimCoverage(claim: string, sentence: string): number {
  const mine = stems(claim);
  if (mine.size === 0) return 0;
  const theirs = stems(sentence);
  let hit = 0;
  for (const s of mine) if (theirs.has(s)) hit++;
  return hit / mine.size;
}

/** Capitalised words that name no one ("In", "President" at a sentence start). */
export const COMMON_WORD = /^(?:In|On|At|The|A|An|President|Justice|Dr|Mr|Mrs|Ms)$/;

/** A name occurs in a text by its words or by its initials ("United States" → "U.S.", "US"). */
export function nameIn(name: string, text: string): boolean {
  if (stems(name).size === 0 || claimCoverage(name, text) === 1) return true;
  const initials = wordSpansOf(name)
    .map((w) => w.text)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  if (initials.length < 2) return false;
  const acronym = initials.split('').join('\\.?\\s?');
  return new RegExp(`(?<![\\p{L}])${acronym}\\.?(?![\\p{L}])`, 'u').test(text);
}
