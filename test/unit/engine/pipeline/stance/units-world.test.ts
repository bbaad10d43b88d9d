import { describe, expect, it } from 'vitest';
import { compareFigures } from '../../../../../lib/engine/pipeline/stance/figures/compare-figures';
import { quantitiesIn } from '../../../../../lib/engine/pipeline/stance/figures/quantities';
import { baseUnitOf, inBaseUnit } from '../../../../../lib/engine/pipeline/stance/figures/units';

const only = (text: string) => {
  const qs = quantitiesIn(text);
  expect(qs, text).toHaveLength(1);
  return qs[0]!;
};

describe('unit words in their inflected forms (Russian cases, Arabic plurals, Hindi)', () => {
  it.each([
    ['1 метр', 'm'],
    ['2 метра', 'm'],
    ['5 метров', 'm'],
    ['на 12 метрах', 'm'],
    ['9288 километров', 'km'],
    ['3 километра', 'km'],
    ['9288 км', 'km'],
    ['1 тонна', 't'],
    ['3 тонны', 't'],
    ['500 тонн', 't'],
    ['20 килограммов', 'kg'],
    ['5 литров', 'l'],
    ['3 года', 'yr'],
    ['10 лет', 'yr'],
    ['634 متر', 'm'],
    ['15 أمتار', 'm'],
    ['193 كيلومترا', 'km'],
    ['73 मीटर', 'm'],
    ['1,700 किलोमीटर', 'km'],
  ])('"%s" is measured in %s', (text, base) => {
    expect(baseUnitOf(only(text))).toBe(base);
  });

  it('converts into the base unit (5 километров = 5 km, 3 мили = 4.83 km)', () => {
    expect(inBaseUnit(only('5 километров')).value).toBe(5);
    expect(inBaseUnit(only('3 мили')).value).toBeCloseTo(4.828, 3);
    expect(inBaseUnit(only('2 тонны')).noun).toBe('t');
  });

  it.each([
    ['2024 года', 'a calendar year'],
    ['5 метеоритов', 'another word starting like a unit'],
    ['3 метро', 'a different noun'],
    ['10 летчиков', 'a noun starting with лет'],
    ['12 человек', 'a count of people'],
    ['40 मिनट', 'minutes'],
  ])('"%s" is no unit (%s)', (text) => {
    expect(baseUnitOf(only(text))).toBeNull();
  });

  it('reads percent in every Russian case form', () => {
    for (const text of ['1 процент', '2 процента', '7 процентов']) expect(only(text).unit).toBe('percent');
  });

  it('compares a figure across case forms: "2500 метров" against "1642 метра" conflicts, "1642 метров" agrees', () => {
    const claim = 'Максимальная глубина Байкала превышает 2500 метров.';
    expect(compareFigures(claim, 'Его максимальная глубина составляет 1642 метра.').labelledConflict).toEqual(
      ['2500 vs 1642'],
    );
    expect(compareFigures('Глубина — 1642 метров.', 'Глубина составляет 1642 метра.').agree).toEqual([
      '1642',
    ]);
    // "превышает" (exceeds) is a lower bound: a deeper figure agrees with it.
    expect(compareFigures(claim, 'Глубина составляет 2600 метров.').agree).toEqual(['2500']);
  });

  it('reads Hindi scale words with their vowel signs and nukta: "150 करोड़" is 1.5 billion', () => {
    const q = only('भारत की जनसंख्या 150 करोड़ थी');
    expect(q.value).toBe(1.5e9);
    // A postposition after a number counts nothing: "2011 की" is a year.
    expect(quantitiesIn('2011 की जनगणना')[0]!.unit).toBe('year');
  });

  it('does not take a figure the sentence denies as stated ("а не 2500 метров", "not 2,500", "150 करोड़ नहीं")', () => {
    const ru = compareFigures(
      'Максимальная глубина Байкала превышает 2500 метров.',
      'Максимальная глубина Байкала — 1642 метра, а не 2500 метров.',
    );
    expect(ru.agree).toEqual([]);
    expect(ru.labelledConflict).toEqual(['2500 vs 1642']);
    const en = compareFigures(
      'The lake is 2,500 metres deep.',
      'The lake is not 2,500 metres deep but 1,642 metres.',
    );
    expect(en.agree).toEqual([]);
    const hi = compareFigures('जनसंख्या 150 करोड़ थी।', 'जनसंख्या लगभग 121 करोड़ थी, 150 करोड़ नहीं।');
    expect(hi.agree).toEqual([]);
    expect(hi.conflict).toHaveLength(1);
    // "no more than 200" bounds the figure, it does not deny it.
    expect(compareFigures('No more than 200 people came.', 'No more than 200 people came.').agree).toEqual([
      '200',
    ]);
  });

  it.each([
    ['総人口は1億2435万2千人で', 124_352_000, '人'],
    ['2506万6100人で', 25_066_100, '人'],
    ['全国人口为140967万人', 1_409_670_000, '人'],
    ['전년보다 1만 9천 명 감소', 19_000, '명'],
    ['3000万人を超え', 30_000_000, '人'],
  ])('reads the CJK number written in parts "%s" as %d', (text, value, noun) => {
    const q = only(text);
    expect(q.value).toBe(value);
    if (noun !== '명') expect(q.noun).toBe(noun);
  });

  it('keeps apart CJK numbers that are separate figures', () => {
    expect(quantitiesIn('30万人、5万人').map((q) => q.value)).toEqual([300_000, 50_000]);
    expect(quantitiesIn('1103만 2023년').map((q) => q.value)).toEqual([11_030_000, 2023]);
    expect(quantitiesIn('2023年10月1日').map((q) => q.unit)).toEqual(['year', '', '']);
  });
});
