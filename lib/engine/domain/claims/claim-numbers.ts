/**
 * Figures in a claim's folded words, written in digits or words, in seven languages: "five" = "5", "3 million" =
 * "3,000,000" = "3m", "30 per cent" = "30 %" = "30 Prozent"; a four-digit whole number read as a year.
 */

/** Number words below a hundred per language (accents folded); "one"-like articles ("un", "ein") are left out. */
const SMALL: Record<string, string> = {
  en: 'zero:0 one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 eleven:11 twelve:12 thirteen:13 fourteen:14 fifteen:15 sixteen:16 seventeen:17 eighteen:18 nineteen:19 twenty:20 thirty:30 forty:40 fifty:50 sixty:60 seventy:70 eighty:80 ninety:90 dozen:12',
  de: 'null:0 eins:1 zwei:2 drei:3 vier:4 funf:5 sechs:6 sieben:7 acht:8 neun:9 zehn:10 elf:11 zwolf:12 zwanzig:20 dreissig:30 vierzig:40 funfzig:50 sechzig:60 siebzig:70 achtzig:80 neunzig:90',
  fr: 'zero:0 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 douze:12 vingt:20 trente:30 quarante:40 cinquante:50 soixante:60 septante:70 octante:80 nonante:90',
  es: 'cero:0 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 doce:12 veinte:20 treinta:30 cuarenta:40 cincuenta:50 sesenta:60 setenta:70 ochenta:80 noventa:90',
  it: 'zero:0 due:2 tre:3 quattro:4 cinque:5 sei:6 sette:7 otto:8 nove:9 dieci:10 undici:11 dodici:12 venti:20 trenta:30 quaranta:40 cinquanta:50 sessanta:60 settanta:70 ottanta:80 novanta:90',
  pt: 'zero:0 dois:2 duas:2 tres:3 quatro:4 cinco:5 seis:6 sete:7 oito:8 nove:9 dez:10 onze:11 doze:12 vinte:20 trinta:30 quarenta:40 cinquenta:50 sessenta:60 setenta:70 oitenta:80 noventa:90',
  nl: 'nul:0 twee:2 drie:3 vier:4 vijf:5 zes:6 zeven:7 acht:8 negen:9 tien:10 elf:11 twaalf:12 twintig:20 dertig:30 veertig:40 vijftig:50 zestig:60 zeventig:70 tachtig:80 negentig:90',
};

/** Multipliers: a hundred, a thousand, a million… ("billion" is 10⁹ in English and Portuguese, 10¹² elsewhere). */
const SCALES: Record<string, string> = {
  en: 'hundred:1e2 thousand:1e3 million:1e6 millions:1e6 billion:1e9 billions:1e9 trillion:1e12 bn:1e9 mn:1e6',
  de: 'hundert:1e2 tausend:1e3 million:1e6 millionen:1e6 mio:1e6 milliarde:1e9 milliarden:1e9 mrd:1e9 billion:1e12 billionen:1e12',
  fr: 'cent:1e2 cents:1e2 mille:1e3 million:1e6 millions:1e6 milliard:1e9 milliards:1e9 billion:1e12',
  es: 'cien:1e2 ciento:1e2 cientos:1e2 mil:1e3 millon:1e6 millones:1e6 billon:1e12 billones:1e12',
  it: 'cento:1e2 mille:1e3 mila:1e3 milione:1e6 milioni:1e6 miliardo:1e9 miliardi:1e9',
  pt: 'cem:1e2 cento:1e2 mil:1e3 milhao:1e6 milhoes:1e6 bilhao:1e9 bilhoes:1e9 bilion:1e9',
  nl: 'honderd:1e2 duizend:1e3 miljoen:1e6 miljoenen:1e6 miljard:1e9 miljarden:1e9',
};

/** Words (and word pairs) that make the figure before them a percentage. */
const PERCENT_WORDS = new Set([
  'percent',
  'prozent',
  'pourcent',
  'porciento',
  'percento',
  'porcento',
  'procent',
  'pct',
]);
const PERCENT_PAIRS = new Set(['per cent', 'pour cent', 'por ciento', 'per cento', 'por cento']);

function table(source: Record<string, string>): Map<string, Map<string, number>> {
  return new Map(
    Object.entries(source).map(([lang, list]) => [
      lang,
      new Map(
        list.split(' ').map((pair) => {
          const [word, value] = pair.split(':');
          return [word!, Number(value)] as const;
        }),
      ),
    ]),
  );
}

const SMALL_BY_LANG = table(SMALL);
const SCALE_BY_LANG = table(SCALES);
const ALL_SMALL = new Map([...SMALL_BY_LANG.values()].flatMap((m) => [...m]));
const ALL_SCALES = new Map([...SCALE_BY_LANG.values()].flatMap((m) => [...m]));

/** Articles that stand for "one" before a scale word. */
const ARTICLES = new Set(['a', 'an', 'one', 'un', 'une', 'ein', 'eine', 'einer', 'uno', 'um', 'uma', 'een']);

/** A figure read from the words at some position. */
interface ReadFigure {
  /** Canonical text: "5", "3000000", "30%", "2.5"; a year as "2020". */
  key: string;
  year: boolean;
  /** How many words it took (the percent word included). */
  consumed: number;
}

/** Digits with an optional scale letter ("3m", "2bn", "10k") or plain ("1,200", "3.5", "3,5"). */
const DIGITS = /^(\d+(?:[.,]\d+)*)(k|m|mn|bn|b|million|billion)?$/;
const SUFFIX_SCALE: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mn: 1e6,
  bn: 1e9,
  b: 1e9,
  million: 1e6,
  billion: 1e9,
};
/** A decade ("1990s", "90s"): a time, like a year. */
const DECADE = /^(\d{2}|\d{4})s$/;

/** "1,200" → 1200, "1.200" (German thousands) → 1200, "3,5" → 3.5, "3.5" → 3.5. */
function digitValue(text: string): number {
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replace(/\./g, ''));
  return Number(text.replace(',', '.'));
}

/**
 * The figure that starts at `words[i]`, or null. Words of `lang` (and English) are read: "twenty five" → 25, "3
 * million" → 3000000, "five hundred" → 500, "mil millones" → 10⁹; a percent word after it makes it a percentage.
 */
export function readFigure(words: readonly string[], i: number, lang: string): ReadFigure | null {
  const small = (w: string) =>
    SMALL_BY_LANG.get(lang)?.get(w) ??
    SMALL_BY_LANG.get('en')!.get(w) ??
    (lang === '' ? ALL_SMALL.get(w) : undefined);
  const scale = (w: string) =>
    SCALE_BY_LANG.get(lang)?.get(w) ??
    SCALE_BY_LANG.get('en')!.get(w) ??
    (lang === '' ? ALL_SCALES.get(w) : undefined);
  const first = words[i];
  if (first === undefined) return null;
  const decade = DECADE.exec(first);
  if (decade) return { key: `${decade[1]}s`, year: true, consumed: 1 };
  let total = 0;
  let current = 0;
  let j = i;
  // "a billion", "un million", "eine Million": the article is the one.
  const after = words[i + 1];
  if (
    ARTICLES.has(first) &&
    after !== undefined &&
    (scale(after) ?? 0) >= 1000 &&
    after !== 'mil' &&
    after !== 'mille'
  ) {
    current = 1;
    j = i + 1;
  }
  let sawDigits = false;
  let sawAny = j > i;
  let scaled = false;
  while (j < words.length) {
    const w = words[j]!;
    const digits = DIGITS.exec(w);
    if (digits) {
      if (sawAny) break;
      current = digitValue(digits[1]!) * (digits[2] ? SUFFIX_SCALE[digits[2]]! : 1);
      scaled = !!digits[2];
      sawDigits = true;
    } else if (small(w) !== undefined) {
      if (sawDigits) break;
      current += small(w)!;
    } else if (scale(w) !== undefined && sawAny) {
      const s = scale(w)!;
      scaled = true;
      if (s === 100) current = (current || 1) * 100;
      else {
        total = (total + (current || 1)) * s;
        current = 0;
      }
    } else if (scale(w) !== undefined && !sawAny && scale(w)! >= 1000 && (w === 'mil' || w === 'mille')) {
      // "mil millones", "mille" alone: a thousand.
      current = 1000;
    } else if ((w === 'and' || w === 'und' || w === 'y' || w === 'e' || w === 'et') && sawAny && !sawDigits) {
      j += 1;
      continue;
    } else break;
    sawAny = true;
    j += 1;
  }
  if (!sawAny) return null;
  const value = total + current;
  let consumed = j - i;
  let percent = false;
  const next = words[j];
  if (next !== undefined && PERCENT_WORDS.has(next)) {
    percent = true;
    consumed += 1;
  } else if (next !== undefined && PERCENT_PAIRS.has(`${next} ${words[j + 1] ?? ''}`)) {
    percent = true;
    consumed += 2;
  }
  const plain = Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)));
  const year =
    sawDigits &&
    !scaled &&
    !percent &&
    Number.isInteger(value) &&
    value >= 1000 &&
    value <= 2100 &&
    /^\d{4}$/.test(first);
  return { key: percent ? `${plain}%` : plain, year, consumed };
}
