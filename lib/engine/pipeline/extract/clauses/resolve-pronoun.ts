/**
 * A split clause that opens with "it"/"they" (il/elle/ils/elles, esso/essi, ele/eles, он/она/они) names its subject
 * instead, when exactly one subject of the sentence's first part agrees with the pronoun in number.
 */

type GrammaticalNumber = 'singular' | 'plural';

/** Subject pronouns that open a clause, with their number. */
const PRONOUNS: Readonly<Record<string, GrammaticalNumber>> = {
  it: 'singular',
  they: 'plural',
  il: 'singular',
  elle: 'singular',
  ils: 'plural',
  elles: 'plural',
  esso: 'singular',
  essa: 'singular',
  essi: 'plural',
  esse: 'plural',
  ele: 'singular',
  ela: 'singular',
  eles: 'plural',
  elas: 'plural',
  он: 'singular',
  она: 'singular',
  оно: 'singular',
  они: 'plural',
};

/** Words that never stand as an antecedent's head ("It also", "This"). */
const NOT_A_NAME =
  /^(?:it|they|he|she|we|you|i|this|that|these|those|there|here|il|elle|ils|elles|on|esso|essi|ele|eles|он|она|оно|они|это)$/iu;
/** Adverbs that may trail a speaker before its verb ("The WHO also said"). */
const TRAILING_ADVERBS =
  /(?:\s+(?:also|again|now|further|later|then|recently|aussi|également|anche|também|также|тоже))+$/iu;
const PLURAL_HEADS = /^(?:people|children|men|women|police|data|personnes|gens|persone|pessoas|люди|дети)$/iu;

/** Singular or plural by the noun phrase's last word (its head in these languages' usual order). */
function numberOf(phrase: string): GrammaticalNumber {
  if (/\s(?:and|et|e|и)\s/u.test(phrase)) return 'plural';
  const head = phrase.split(/\s+/u).at(-1) ?? '';
  if (PLURAL_HEADS.test(head)) return 'plural';
  if (/^\p{Lu}{2,}$/u.test(head)) return 'singular';
  if (/\p{Script=Cyrillic}/u.test(head)) return /(?:ы|и)$/u.test(head) ? 'plural' : 'singular';
  // -s and -x plurals (Portuguese and French -ais/-eis too), but not "analysis", "virus", "class".
  return /(?:ais|eis|éis|óis)$|(?<![siu])s$|x$/iu.test(head) ? 'plural' : 'singular';
}

/** A subject phrase usable as an antecedent: 1–6 words, not itself a pronoun, trailing adverbs dropped. */
export function antecedent(phrase: string | null): string | null {
  if (!phrase) return null;
  const cleaned = phrase
    .trim()
    .replace(TRAILING_ADVERBS, '')
    .replace(/[,;:]+$/u, '');
  const words = cleaned.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 6 || NOT_A_NAME.test(words[0] ?? '')) return null;
  return cleaned;
}

/**
 * `clause` with its opening pronoun replaced by the one candidate subject of the same number ("they also fell" →
 * "Vaccines also fell"); the clause unchanged when it opens with no pronoun, or when no or several candidates agree.
 */
export function resolvePronoun(clause: string, candidates: ReadonlyArray<string | null>): string {
  const m = /^(\p{L}+)(?=\s)/u.exec(clause);
  const pronoun = m?.[1];
  const number = pronoun ? PRONOUNS[pronoun.toLowerCase()] : undefined;
  if (!pronoun || !number) return clause;
  const distinct = [...new Set(candidates.filter((c): c is string => !!c))];
  const agreeing = distinct.filter((c) => numberOf(c) === number);
  if (agreeing.length !== 1) return clause;
  const subject = agreeing[0]!;
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)}${clause.slice(pronoun.length)}`;
}
