/** Numbers, years and units in text (thousand separators of several locales, %, million/billion, number words). */

import { FUNCTION_WORDS } from '../../../domain/text/stopwords';
import { CJK_SCALE, mergeCjkScales } from './cjk-numbers';
import { STOPWORDS } from '../../text/cue-words';

export interface Quantity {
  /** The value after scale words ("1.5 billion" → 1.5e9, "97%" → 97). */
  value: number;
  /** 'percent', 'year', 'ordinal', 'money:<symbol>' or '' (a plain count; `noun` says of what). */
  unit: string;
  /** The first word after the number, lower-cased ("ships", "doses"), for comparing like with like. */
  noun: string;
  /** The text as written. */
  raw: string;
  index: number;
  /** "about", "nearly", "more than" … before it: compared with a looser tolerance. */
  approximate: boolean;
  /** "more than 200" is a lower bound ('min'), "up to 200" an upper bound ('max'). */
  bound: 'min' | 'max' | null;
}

const SCALES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:thousand|thousands|tausend|mille|mil|k|千|천)$/iu, 1e3],
  [/^(?:million|millions|mio\.?|millionen|millones|milioni|milhões|миллиона?|миллионов|млн\.?|m|mn)$/i, 1e6],
  [
    /^(?:billion|billions|bn|b|mrd\.?|milliarde|milliarden|milliard|milliards|mil millones|miliardi|bilhões|миллиарда?|миллиардов|млрд\.?)$/i,
    1e9,
  ],
  [/^(?:trillion|trillions|billionen|billion de|trillones|триллиона?|трлн\.?)$/i, 1e12],
  [/^(?:lakh|lakhs|लाख)$/i, 1e5],
  [/^(?:crore|crores|करोड\u093c)$/i, 1e7],
  [/^(?:万|만)$/u, 1e4],
  [/^(?:亿|億|억)$/u, 1e8],
];
const PERCENT =
  /^(?:%|％|percent|per cent|pct|prozent|pour cent|por ciento|per cento|por cento|процента?|процентов|प्रतिशत)$/i;

/** "one=1 two=2 …" as a lookup table. */
function table(pairs: string): Readonly<Record<string, number>> {
  return Object.fromEntries(
    pairs
      .trim()
      .split(/\s+/)
      .map((p) => p.split('='))
      .map(([k, v]) => [k!, Number(v)]),
  );
}

const ORDINALS = table(
  'first=1 second=2 third=3 fourth=4 fifth=5 sixth=6 seventh=7 eighth=8 ninth=9 tenth=10 last=-1 ' +
    'erste=1 zweite=2 dritte=3 premier=1 première=1 deuxième=2 troisième=3 primero=1 primera=1 segundo=2 ' +
    'segunda=2 tercero=3 tercera=3 ',
);

/** "once", "twice" … count times. */
const TIMES = table('once=1 twice=2 thrice=3 einmal=1 zweimal=2 dreimal=3');

const WORD_NUMBERS = table(
  'one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12 ' +
    'thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19 twenty=20 ' +
    'thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90 hundred=100 dozen=12 half=0.5 ' +
    'double=2 triple=3 zwei=2 drei=3 vier=4 fünf=5 sechs=6 sieben=7 acht=8 neun=9 zehn=10 deux=2 trois=3 ' +
    'quatre=4 cinq=5 sept=7 huit=8 neuf=9 dix=10 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 ' +
    'nueve=9 diez=10 ',
);
const LOWER_BOUND =
  /(?:more than|over|above|at least|exceeding|mehr als|über|mindestens|plus de|au moins|más de|al menos|più di|mais de|более|свыше|超过|exceeds|exceeded|превышает|превышают|превысил[аои]?|أكثر من)\s*$/iu;
const UPPER_BOUND =
  /(?:less than|fewer than|under|below|up to|at most|weniger als|unter|bis zu|moins de|jusqu'à|menos de|hasta|meno di|менее|до)\s*$/iu;

function boundOf(before: string): Quantity['bound'] {
  if (LOWER_BOUND.test(before)) return 'min';
  if (UPPER_BOUND.test(before)) return 'max';
  return null;
}

const APPROX =
  /(?:about|around|approximately|nearly|almost|roughly|some|over|more than|less than|fewer than|up to|at least|close to|estimated|etwa|rund|fast|knapp|über|mehr als|environ|près de|plus de|presque|cerca de|casi|unos|más de|около|почти|более|约|近|約)\s*$/iu;

/** Parses a written number with any of the common thousand/decimal conventions ("1,274", "1.274", "1 274", "3,5"). */
export function parseNumber(raw: string): number | null {
  const s = raw.replace(/[\u00a0\u202f\u2009'’ ]/g, ' ').trim();
  // Grouped thousands, optionally with a decimal part in the other mark: 1,274 · 1.274 · 1 274 · 1,274.5 · 1.274,5
  const grouped = /^(\d{1,3}(?:([ ,.])\d{3})(?:\2\d{3})*)(?:([.,])(\d+))?$/.exec(s);
  if (grouped && grouped[2] !== grouped[3]) {
    const whole = Number(grouped[1]!.replace(/[ ,.]/g, ''));
    return grouped[4] ? Number(`${whole}.${grouped[4]}`) : whole;
  }
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return Number(s.replace(',', '.'));
  return null;
}

const NUMBER =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}/.#:=_-])(\d{1,3}(?:(?:[,.'’\u00a0\u202f\u2009]| (?=\d{3}(?!\d)))\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/gu;
const WORD = /(?<![\p{L}])([\p{L}]+)(?![\p{L}])/gu;

const MONTH_OR_ERA =
  /^(?:年|년|г|года|году|bc|bce|ad|ce|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|season|census|election|elections|world|olympics|games|edition|budget|report|study|survey)$/;

/**
 * Arabic-Indic (٢٥٠٠), Eastern Arabic-Indic (۲۵۰۰) and Devanagari (२५००) digits and the Arabic decimal and
 * thousands signs as ASCII, one character for one, so every index into the text still holds.
 */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f]/gu, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    if (code === 0x066a) return '%';
    return String(code - (code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Every quantity in `text`, in order. Four-digit integers 1000–2100 without a unit are years. */
export function quantitiesIn(original: string): Quantity[] {
  const text = asciiDigits(original);
  const out: Quantity[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1]!;
    let value = parseNumber(raw);
    if (value === null) continue;
    const index = m.index;
    const after = text.slice(index + raw.length, index + raw.length + 40);
    const ordinal = /^(?:st|nd|rd|th|e|er|ème|º|ª|\.(?=\s+\p{L}))(?![\p{L}])/u.exec(after);
    if (
      /^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(after) &&
      !ordinal &&
      !/^[kmbKMB](?![\p{L}])|^bn(?![\p{L}])/u.test(after)
    )
      continue;
    const { unit, scale, noun, used } = ordinal
      ? { ...unitAfter(after.slice(ordinal[0].length), ''), unit: 'ordinal', scale: 1, used: ordinal[0] }
      : unitAfter(after, text.slice(Math.max(0, index - 2), index));
    value *= scale;
    const before = text.slice(Math.max(0, index - 24), index);
    // "the 1932 Australian Grand Prix", "the 2007 and 2011 League Cups": a year naming an event, not a count.
    const naming = /^\s+\p{Lu}/u.test(after) && /(?:\bthe|\band|,)\s*$/iu.test(before);
    const measured = noun !== '' && !STOPWORDS.has(noun) && !MONTH_OR_ERA.test(noun) && !naming;
    const isYear =
      unit === '' && scale === 1 && /^\d{4}$/.test(raw) && value >= 1000 && value <= 2100 && !measured;
    out.push({
      value,
      unit: isYear ? 'year' : unit,
      noun,
      raw: `${raw}${used}`,
      index,
      approximate: APPROX.test(before),
      bound: boundOf(before),
    });
  }
  mergeCjkScales(out);
  for (const m of text.matchAll(WORD)) {
    const word = m[1]!.toLowerCase();
    const isOrdinal = ORDINALS[word] !== undefined;
    const times = TIMES[word];
    if (times !== undefined) {
      out.push({
        value: times,
        unit: '',
        noun: 'times',
        raw: m[1]!,
        index: m.index,
        approximate: false,
        bound: null,
      });
      continue;
    }
    const value = WORD_NUMBERS[word] ?? ORDINALS[word];
    if (value === undefined) continue;
    if (
      /^(?:second|half|double|first|mil)$/.test(word) &&
      !/^\s+\p{L}/u.test(text.slice(m.index + word.length))
    )
      continue;
    const after = text.slice(m.index + word.length, m.index + word.length + 40);
    const parsed = unitAfter(after, '');
    const { scale, noun, used } = parsed;
    const unit = isOrdinal ? 'ordinal' : parsed.unit;
    out.push({
      value: value * scale,
      unit,
      noun,
      raw: `${m[1]}${used}`,
      index: m.index,
      approximate: APPROX.test(text.slice(Math.max(0, m.index - 24), m.index)),
      bound: boundOf(text.slice(Math.max(0, m.index - 24), m.index)),
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

function unitAfter(
  after: string,
  before: string,
): { unit: string; scale: number; noun: string; used: string } {
  let unit = /[$€£¥₹]\s*$/.test(before) ? `money:${before.trim().slice(-1)}` : '';
  let scale = 1;
  let used = '';
  // Scripts without spaces: the scale word is one character ("1400万人", "5亿", "1103만 명").
  const words =
    after.match(/^\s*([%％万亿億千만억천])/u) ??
    // Letters with their combining marks (Devanagari vowel signs: "करोड़", "मीटर").
    after.match(/^\s*([%％]|[\p{L}\p{M}.]+(?:\s(?:cent|ciento|cento|millones))?)/u) ??
    // "a 65-billion-parameter model"
    after.match(/^-((?:thousand|million|billion|trillion))(?=-\p{L})/iu);
  let rest = after;
  if (words) {
    const written = /^(?:mio|mrd|млн|млрд)\.$/i.test(words[1]!) ? words[1]! : words[1]!.replace(/\.$/, '');
    // One spelling for letters with a nukta (precomposed "ड़" or "ड" + "़").
    const w = written.normalize('NFC');
    const scaled = SCALES.find(([re]) => re.test(w));
    if (PERCENT.test(w)) {
      unit = 'percent';
      used = words[0];
      rest = after.slice(words[0].length);
    } else if (scaled && (w.length > 1 || CJK_SCALE.test(w) || /^\s*[kmbKMB]\b/.test(after))) {
      scale = scaled[1];
      used = words[0];
      rest = after.slice(words[0].length);
      const pct = rest.match(/^\s*([%％]|percent)/i);
      if (pct) unit = 'percent';
    }
  }
  // In scripts without spaces the counter or unit is the next character ("年", "人", "件").
  const unspaced = /^\s*([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u.exec(rest)?.[1];
  // The counted noun, past a modifier that says nothing of what is counted ("one new star", "three major cups").
  const next = rest.match(
    /^[\s-]*(?:of\s+|de\s+|der\s+)?([\p{L}][\p{L}\p{M}-]+)(?:\s+([\p{L}][\p{L}\p{M}-]+))?/u,
  );
  const first = next?.[1]?.toLowerCase() ?? '';
  const word = unspaced ?? (MODIFIERS.has(first) && next?.[2] ? next[2].toLowerCase() : first);
  // A Korean counter is one syllable with a particle attached ("명을", "명으로", "명이었다" → "명").
  // Hindi postpositions and auxiliaries after a number ("2011 की", "121 करोड़ थी") count nothing.
  const noun = /^\p{Script=Hangul}/u.test(word)
    ? word.charAt(0)
    : /^\p{Script=Devanagari}/u.test(word) && FUNCTION_WORDS.has(word)
      ? ''
      : word;
  return { unit, scale, noun, used };
}

/** Adjectives between a number and its noun that do not name what is counted. */
const MODIFIERS = new Set(
  'new more other different major minor small large big main additional extra total separate consecutive straight successive previous further neue weitere nouveaux nouvelles nuevos nuevas'.split(
    ' ',
  ),
);

/** Whether two values agree: within `tolerance` relative difference (2 % by default, 10 % when approximate). */
export function valuesAgree(a: Quantity, b: Quantity, tolerance = 0.02): boolean {
  if (a.value === b.value) return true;
  // A bound agrees with any value on its side of it ("more than 200 million" and "226 million").
  if (a.bound === 'min' && b.bound !== 'max' && b.value >= a.value) return true;
  if (a.bound === 'max' && b.bound !== 'min' && b.value <= a.value) return true;
  if (b.bound === 'min' && a.bound !== 'max' && a.value >= b.value) return true;
  if (b.bound === 'max' && a.bound !== 'min' && a.value <= b.value) return true;
  const tol = a.approximate || b.approximate ? Math.max(tolerance, 0.1) : tolerance;
  return Math.abs(a.value - b.value) <= tol * Math.max(Math.abs(a.value), Math.abs(b.value));
}
