import { describe, expect, it } from 'vitest';
import {
  antonymMismatch,
  negationMismatch,
} from '../../../../../lib/engine/pipeline/stance/reading/polarity';
import { compareFigures } from '../../../../../lib/engine/pipeline/stance/figures/compare-figures';
import { entitySubstitution } from '../../../../../lib/engine/pipeline/stance/reading/entity-substitution';
import {
  lexicalStance,
  MAX_HEURISTIC_STRENGTH,
  VERBATIM_HEURISTIC_STRENGTH,
} from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { parseNumber, quantitiesIn } from '../../../../../lib/engine/pipeline/stance/figures/quantities';
import { roleSwap } from '../../../../../lib/engine/pipeline/stance/reading/role-swap';

const stanceOf = (claim: string, passage: string) => lexicalStance(claim, passage).stance;

describe('figures', () => {
  it('reads thousand separators and decimal commas of several locales', () => {
    expect(parseNumber('1,274')).toBe(1274);
    expect(parseNumber('1.274')).toBe(1274);
    expect(parseNumber('1 274')).toBe(1274);
    expect(parseNumber('1\u202f274')).toBe(1274);
    expect(parseNumber('3,5')).toBe(3.5);
    expect(parseNumber('1.274,5')).toBe(1274.5);
    expect(parseNumber('1,274.5')).toBe(1274.5);
  });

  it('scales million/billion words and abbreviations and knows percentages and years', () => {
    const [bn, mio, pct, year] = [
      quantitiesIn('The council approved a $4.2bn budget.')[0]!,
      quantitiesIn('Insgesamt kostete der Tunnel 1,2 Mio. Euro.')[0]!,
      quantitiesIn('Two doses are about 97 percent effective.').find((q) => q.unit === 'percent')!,
      quantitiesIn('The bridge opened in 1937.')[0]!,
    ];
    expect(bn.value).toBe(4.2e9);
    expect(mio.value).toBe(1.2e6);
    expect(pct).toMatchObject({ value: 97, approximate: true });
    expect(year.unit).toBe('year');
    expect(quantitiesIn('about 1230 kilometres long')[0]!.unit).not.toBe('year');
  });

  it('agrees within 2 % and across notations, and disagrees beyond it', () => {
    expect(compareFigures('Cases reached 1,274 last year.', 'Cases reached 1,290 last year.').agree).toEqual([
      '1,274',
    ]);
    expect(
      compareFigures('Cases reached 1,274 last year.', 'Cases reached 1,350 last year.').conflict,
    ).toHaveLength(1);
    expect(
      compareFigures('The budget is 4.2 billion dollars.', 'The budget is 4,200 million dollars.').agree,
    ).toEqual(['4.2 billion']);
    expect(
      compareFigures('Apple sold more than 200 million iPhones.', 'Apple shipped 226 million iPhones.').agree,
    ).toHaveLength(1);
  });
});

describe('lexicalStance rules, with real sentences', () => {
  it('a different figure for the same thing refutes', () => {
    const s = lexicalStance(
      'The Eiffel Tower is 450 metres tall.',
      'Since a new antenna was added in 2022, the Eiffel Tower has stood 330 metres tall.',
    );
    expect(s.stance).toBe('refutes');
    expect(s.rationale).toMatch(/^heuristic: different figures \(450 vs 330/);
    expect(
      stanceOf(
        'Die Arbeitslosenquote in Deutschland lag im Mai bei 7,1 Prozent.',
        'Nach Angaben der Bundesagentur für Arbeit lag die Arbeitslosenquote in Deutschland im Mai bei 5,8 Prozent.',
      ),
    ).toBe('refutes');
  });

  it('the same figure within 2 %, in another notation, supports', () => {
    expect(
      stanceOf(
        'Measles cases in the United States reached 1,274 in 2019.',
        'U.S. measles cases reached 1,282 in 2019, the CDC said.',
      ),
    ).toBe('supports');
    expect(
      stanceOf(
        'Im Jahr 2022 kamen 738.819 Kinder in Deutschland zur Welt.',
        'Im Jahr 2022 kamen in Deutschland 738 819 Kinder zur Welt, wie das Statistische Bundesamt mitteilte.',
      ),
    ).toBe('supports');
  });

  it('a negated restatement refutes (English, German)', () => {
    expect(
      stanceOf(
        'The museum charges for entry on Sundays.',
        'The museum does not charge for entry on Sundays, a spokeswoman said.',
      ),
    ).toBe('refutes');
    expect(
      stanceOf(
        'Das Medikament ist in der EU zugelassen.',
        'Das Medikament ist in der EU nicht zugelassen; die Behörde lehnte den Antrag im Juni ab.',
      ),
    ).toBe('refutes');
    expect(negationMismatch('The museum charges for entry.', 'The museum does not charge for entry.')).toBe(
      true,
    );
  });

  it('opposite wording refutes (rose/fell, safe/unsafe, French, Russian)', () => {
    expect(
      stanceOf(
        'Unemployment in Spain rose to 11.7% in 2023.',
        'Official figures show that unemployment in Spain fell to 11.7 percent in 2023.',
      ),
    ).toBe('refutes');
    expect(
      stanceOf(
        'The new vaccine is unsafe for children, regulators said.',
        'Regulators said the new vaccine is safe for children aged five and older.',
      ),
    ).toBe('refutes');
    expect(antonymMismatch('Le chômage a augmenté.', 'Le chômage a baissé à 7,3 %.')).toBe('augment/baiss');
    expect(
      stanceOf(
        'Инфляция в России в 2023 году снизилась.',
        'Годовая инфляция в России в 2023 году выросла до 7,4 процента.',
      ),
    ).toBe('refutes');
  });

  it('another person, place or year in the same slot refutes', () => {
    expect(
      stanceOf(
        'The physicist Niels Bohr was born in Sweden.',
        'The physicist Niels Bohr was born in Copenhagen, Denmark, in 1885.',
      ),
    ).toBe('refutes');
    expect(
      entitySubstitution(
        'The mayor of Lyon announced the new tram line.',
        'The mayor of Marseille announced the new tram line on Monday.',
        'The mayor of Marseille announced the new tram line on Monday.',
      ),
    ).toEqual({ missing: 'Lyon', instead: 'Marseille' });
    expect(
      stanceOf(
        'The bridge was opened to traffic in 1947.',
        'After four years of construction the bridge was opened to traffic in May 1937.',
      ),
    ).toBe('refutes');
  });

  it('swapped roles refute ("iron displaces copper" against "copper displaces iron"), a symmetric restatement does not', () => {
    expect(
      roleSwap('Copper is more reactive than iron.', 'Iron is more reactive than copper.'),
    ).not.toBeNull();
    expect(
      stanceOf(
        'Copper displaces iron from ferrous sulfate.',
        'In this displacement reaction, iron displaces copper from copper sulfate.',
      ),
    ).toBe('refutes');
    expect(
      roleSwap('Brazil defeated Germany in the final.', 'Brazil defeated Germany 7-1 in the final.'),
    ).toBeNull();
  });

  it('a figure the passage states elsewhere is not contradicted by another figure in it; a bound agrees', () => {
    expect(
      stanceOf(
        'Arsenal won the league title in 2002.',
        'Arsenal won the league title in 2002. Arsenal won the league title again in 2004 without losing a game.',
      ),
    ).not.toBe('refutes');
    expect(
      stanceOf(
        'Apple sold more than 200 million iPhones in 2022.',
        'Apple shipped about 226 million iPhones in 2022.',
      ),
    ).toBe('supports');
  });

  it('works in scripts without spaces (words from Intl.Segmenter): Chinese figures, Japanese antonyms', () => {
    expect(stanceOf('2023年中国的失业率为7.5%。', '国家统计局表示，2023年中国的失业率为5.2%。')).toBe(
      'refutes',
    );
    expect(stanceOf('2023年中国的失业率为5.2%。', '国家统计局表示，2023年中国的失业率为5.2%。')).toBe(
      'supports',
    );
    expect(stanceOf('東京の人口は減少した。', '東京都によると、東京の人口は増加した。')).toBe('refutes');
    expect(stanceOf('東京の人口は1400万人です。', '東京では新しい地下鉄の駅が開業した。')).not.toBe(
      'supports',
    );
  });

  it('a debunking sentence refutes, in other languages too', () => {
    expect(
      stanceOf(
        'La vacuna contiene mercurio.',
        'Es falso que la vacuna contenga mercurio: no lleva tiomersal ni ningún otro compuesto de mercurio.',
      ),
    ).toBe('refutes');
  });

  it('the same topic with a different fact is not support', () => {
    for (const [claim, passage] of [
      [
        'Marie Curie won two Nobel Prizes.',
        'Marie Curie was born in Warsaw and moved to Paris to study at the Sorbonne.',
      ],
      [
        'The bridge was opened to traffic in 1937.',
        'The bridge is painted a colour known as international orange, chosen to stand out in fog.',
      ],
      [
        'Wind power supplied 29 percent of Germany’s electricity in 2023.',
        'Germany’s electricity prices for households remain among the highest in Europe.',
      ],
    ] as const)
      expect(stanceOf(claim, passage)).not.toBe('supports');
  });

  it('a near-verbatim statement from a source is real support (above ordinary cues, still heuristic)', () => {
    const s = lexicalStance(
      'Two doses of the MMR vaccine are about 97 percent effective at preventing measles.',
      'Two doses of MMR vaccine are 97% effective at preventing measles; one dose is 93% effective.',
    );
    expect(s).toMatchObject({ stance: 'supports', heuristic: true, strength: VERBATIM_HEURISTIC_STRENGTH });
    expect(s.strength).toBeGreaterThan(MAX_HEURISTIC_STRENGTH);
    expect(s.rationale).toMatch(/^heuristic: /);
  });
});
