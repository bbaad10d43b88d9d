/** The one month table: month names and abbreviations in every language we read dates in, to their number 1-12. */

/** Per month (January first): English, German, French, Spanish, Italian and Portuguese names and abbreviations. */
const MONTHS: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'januar', 'janvier', 'enero', 'gennaio', 'janeiro'],
  ['february', 'feb', 'februar', 'février', 'febrero', 'febbraio', 'fevereiro'],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'março'],
  ['april', 'apr', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aug', 'août', 'agosto'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'setembro'],
  ['october', 'oct', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'décembre', 'diciembre', 'dicembre', 'dezembro'],
];

/** Lower-case month name → month number (1-12). */
export const MONTH_OF: ReadonlyMap<string, number> = new Map(
  MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);

/** Every month name as a regex alternation, longest first (so "march" wins over "mar"). */
export const MONTH_PATTERN = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');

/**
 * The month a written name stands for ("March", "Sept.", "Dez", "juillet"), or undefined. A name not in the table
 * is read by its first three letters, as dates abbreviate ("Septem" is September).
 */
export function monthNumber(name: string): number | undefined {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTH_OF.get(key) ?? MONTH_OF.get(key.slice(0, 3));
}

/** The English name of month `n` (1-12) as Wikipedia's page titles write it ("January"); undefined outside 1-12. */
export function englishMonthName(n: number): string | undefined {
  const name = MONTHS[n - 1]?.[0];
  return name && name.charAt(0).toUpperCase() + name.slice(1);
}
