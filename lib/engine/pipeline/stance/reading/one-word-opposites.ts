/** Opposites in one word: a negating prefix ("non-renewable") or a rank qualifier ("vice president"). */
import { negatedWords } from './polarity';

/** Words that deny by meaning ("resistant to reactions" ≈ "unreactive"): a claim with one is already negative. */
const IMPLICIT_NEGATIVE =
  /(?<![\p{L}])(?:resistant|immune|unable|lacks?|lacking|absent|free (?:of|from)|fails? to|impossible|prevents?|avoids?)(?![\p{L}])/iu;

/** Negating prefixes: "non-renewable", "unsafe", "nicht-öffentlich", "inédit" is left out (too many false friends). */
const NEGATED_WORD = /(?<![\p{L}])(non-?|un|nicht-|anti-)(\p{L}{5,})/giu;

/**
 * A claim word the sentence uses with a negating prefix ("can be renewed" / "non-renewable"), as "renewed/
 * non-renewable", or null. The claim must use the plain word without negating it; `stemOf` compares words.
 */
export function affixNegation(
  claim: string,
  sentence: string,
  stemOf: (word: string) => string,
): string | null {
  if (IMPLICIT_NEGATIVE.test(claim)) return null;
  const claimWords = claim.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const denied = new Set(negatedWords(claim).map((w) => stemOf(w.toLowerCase())));
  for (const m of sentence.matchAll(NEGATED_WORD)) {
    const base = stemOf(m[2]!.toLowerCase());
    const plain = claimWords.find((w) => stemOf(w) === base);
    if (!plain || denied.has(base)) continue;
    if (
      claimWords.some(
        (w) =>
          w.startsWith(m[1]!.toLowerCase().replace('-', '')) &&
          stemOf(w.slice(m[1]!.replace('-', '').length)) === base,
      )
    )
      continue;
    return `${plain}/${m[0]}`;
  }
  return null;
}

/** Words that make a title another office or rank ("vice president" is not the president). */
const RANK_QUALIFIER =
  /^(?:vice|deputy|acting|interim|lieutenant|stellvertretende[rn]?|vize|adjoint|adjointe|vicepresidente)$/i;

/**
 * A claim word the sentence only uses with a rank qualifier the claim lacks ("president" / "vice president"), as
 * "vice president", or null. `stemOf` compares words.
 */
export function rankQualifier(
  claim: string,
  sentence: string,
  stemOf: (word: string) => string,
): string | null {
  const claimWords = claim.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const words = sentence.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const claimStems = new Set(claimWords.map(stemOf));
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w.length < 4 || !RANK_QUALIFIER.test(words[i - 1]!) || !claimStems.has(stemOf(w))) continue;
    if (claimWords.some((c, k) => stemOf(c) === stemOf(w) && RANK_QUALIFIER.test(claimWords[k - 1] ?? '')))
      continue;
    // Only when every mention of the word in the sentence is qualified.
    if (words.some((x, k) => stemOf(x) === stemOf(w) && !RANK_QUALIFIER.test(words[k - 1] ?? ''))) continue;
    return `${words[i - 1]} ${w}`;
  }
  return null;
}
