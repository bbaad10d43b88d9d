/** Imperial and metric units to one base unit each ("160 miles" = "257.5 km"), so figures compare across systems. */
import type { Quantity } from './quantities';

/** Unit words (the noun after a number) → [base unit, factor]. */
const UNITS: ReadonlyMap<string, readonly [string, number]> = new Map(
  (
    [
      [['mile', 'miles', 'mi', 'mph'], 'km', 1.609344],
      [
        [
          'km',
          'kms',
          'kilometre',
          'kilometres',
          'kilometer',
          'kilometers',
          'kilómetros',
          'kilometer',
          'kilomètres',
          'kph',
        ],
        'km',
        1,
      ],
      [['metre', 'metres', 'meter', 'meters', 'mètres', 'metros'], 'm', 1],
      [['foot', 'feet', 'ft'], 'm', 0.3048],
      [['yard', 'yards', 'yd'], 'm', 0.9144],
      [['inch', 'inches', 'in.'], 'cm', 2.54],
      [['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'], 'cm', 1],
      [['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'], 'cm', 0.1],
      [['pound', 'pounds', 'lb', 'lbs'], 'kg', 0.45359237],
      [['kg', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'], 'kg', 1],
      [['ounce', 'ounces', 'oz'], 'g', 28.349523125],
      [['gram', 'grams', 'gramme', 'grammes'], 'g', 1],
      [['ton', 'tons', 'tonne', 'tonnes'], 't', 1],
      [['gallon', 'gallons', 'gal'], 'l', 3.785411784],
      [['litre', 'litres', 'liter', 'liters', 'liters'], 'l', 1],
      [['acre', 'acres'], 'ha', 0.40468564224],
      [['hectare', 'hectares', 'ha'], 'ha', 1],
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
