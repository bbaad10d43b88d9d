/** Imperial and metric units to one base unit each ("160 miles" = "257.5 km"), so figures compare across systems. */
import type { Quantity } from './quantities';

/** Russian case forms of a unit word: stem + the endings a noun takes after a number ("2 метра", "5 метров"). */
const ru = (stem: string, endings = ['', 'а', 'ов', 'ах', 'е', 'ом', 'ами', 'ы']) =>
  endings.map((e) => `${stem}${e}`);
/** Feminine nouns ("тонна", "2 тонны", "5 тонн"). */
const ruA = (stem: string) => ru(stem, ['а', 'ы', '', 'ах', 'е', 'ой', 'ами', 'у']);

/** Unit words (the noun after a number, lower-cased) → [base unit, factor], in every language's forms. */
const UNITS: ReadonlyMap<string, readonly [string, number]> = new Map(
  (
    [
      [['mile', 'miles', 'mi', 'mph', ...ru('мил', ['я', 'и', 'ь', 'ях', 'е', 'ей'])], 'km', 1.609344],
      [
        [
          ...['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'kilómetros', 'kilomètres'],
          ...['kph', 'км', ...ru('километр'), 'كيلومتر', 'كيلومترا', 'كيلومترات', 'كم', 'किलोमीटर', 'किमी'],
        ],
        'km',
        1,
      ],
      [
        [
          ...['metre', 'metres', 'meter', 'meters', 'mètres', 'metros', ...ru('метр')],
          ...['متر', 'مترا', 'أمتار', 'امتار', 'मीटर'],
        ],
        'm',
        1,
      ],
      [['foot', 'feet', 'ft', ...ru('фут')], 'm', 0.3048],
      [['yard', 'yards', 'yd'], 'm', 0.9144],
      [['inch', 'inches', 'in.'], 'cm', 2.54],
      [
        ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters', 'см', ...ru('сантиметр'), 'سنتيمتر'],
        'cm',
        1,
      ],
      [['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters', 'мм', ...ru('миллиметр')], 'cm', 0.1],
      [['pound', 'pounds', 'lb', 'lbs'], 'kg', 0.45359237],
      [
        [
          ...['kg', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'],
          ...['кг', ...ru('килограмм'), 'كيلوغرام', 'كيلوغراما', 'किलोग्राम', 'किलो'],
        ],
        'kg',
        1,
      ],
      [['ounce', 'ounces', 'oz'], 'g', 28.349523125],
      [['gram', 'grams', 'gramme', 'grammes', ...ru('грамм'), 'غرام', 'ग्राम'], 'g', 1],
      [['ton', 'tons', 'tonne', 'tonnes', ...ruA('тонн'), 'طن', 'أطنان', 'टन'], 't', 1],
      [['gallon', 'gallons', 'gal'], 'l', 3.785411784],
      [['litre', 'litres', 'liter', 'liters', ...ru('литр'), 'لتر', 'لترا', 'लीटर'], 'l', 1],
      [['acre', 'acres'], 'ha', 0.40468564224],
      [['hectare', 'hectares', 'ha', 'га', ...ru('гектар'), 'هكتار', 'हेक्टेयर'], 'ha', 1],
      // A duration in years ("за 3 года", "10 лет", "5 سنوات"); calendar years are told apart before this.
      [
        [
          'year',
          'years',
          'год',
          'года',
          'году',
          'лет',
          'годы',
          'годам',
          'سنة',
          'سنوات',
          'عاما',
          'साल',
          'वर्ष',
        ],
        'yr',
        1,
      ],
    ] as const
  ).flatMap(([names, base, factor]) => names.map((n) => [n, [base, factor] as const] as const)),
);

/** The quantity in its base unit (value converted, noun the base unit's name); others unchanged. */
export function inBaseUnit(q: Quantity): Quantity {
  if (q.unit !== '') return q;
  const unit = UNITS.get(q.noun);
  return unit ? { ...q, value: q.value * unit[1], noun: unit[0] } : q;
}

/** The base unit a quantity's noun is measured in ("miles" → "km"), or null. */
export function baseUnitOf(q: Quantity): string | null {
  return q.unit === '' ? (UNITS.get(q.noun)?.[0] ?? null) : null;
}
