import { describe, expect, it } from 'vitest';
import { lexicalStance } from '../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { FEATURE_NAMES, stanceFeatures } from '../../../scripts/eval/stance-learned/stance-features';

/** The named features of (claim, passage), the rules' own reading included. */
function featuresOf(claim: string, passage: string): Record<string, number> {
  const x = stanceFeatures(claim, passage, lexicalStance(claim, passage));
  expect(x).toHaveLength(FEATURE_NAMES.length);
  return Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, x[j]!]));
}

/** Feature `name` fires on `fires` and stays 0 on `quiet` (both passages about the same claim). */
function firesOnlyOn(name: string, claim: string, fires: string, quiet: string) {
  expect(FEATURE_NAMES).toContain(name);
  expect(featuresOf(claim, fires)[name], `${name} on "${fires}"`).toBeGreaterThan(0);
  expect(featuresOf(claim, quiet)[name], `${name} on "${quiet}"`).toBe(0);
}

describe('stance features: each group fires where it must and not elsewhere', () => {
  it('coverage: a sentence restating the claim covers it, an unrelated one does not', () => {
    const claim = 'The Eiffel Tower was completed in Paris for the World Fair.';
    expect(
      featuresOf(claim, 'The Eiffel Tower in Paris was completed for the World Fair.')[
        'best sentence coverage'
      ],
    ).toBe(1);
    expect(featuresOf(claim, 'Bananas are rich in potassium.')['best sentence coverage']).toBe(0);
  });

  it('figures: another value of the same measure conflicts; the same value agrees', () => {
    const claim = 'The MMR vaccine is 97% effective against measles.';
    const other = 'The MMR vaccine is 64% effective against measles.';
    const same = 'The MMR vaccine is about 97% effective at preventing measles.';
    firesOnlyOn('figures conflicting in the sentence', claim, other, same);
    firesOnlyOn('figures agreeing in the sentence', claim, same, other);
    firesOnlyOn(
      'labelled figure conflict',
      'The navy lost 42 ships in the battle.',
      'The navy lost 18 ships in the battle.',
      'The navy lost 42 ships in the battle.',
    );
  });

  it('years and dates: another year in the claim year’s slot, another calendar date', () => {
    const claim = 'The Golden Gate Bridge opened to traffic in 1937.';
    firesOnlyOn(
      'another year in the same slot',
      claim,
      'The Golden Gate Bridge opened to traffic in 1952.',
      'The Golden Gate Bridge opened to traffic in 1937.',
    );
    firesOnlyOn(
      'another date',
      'Andrew Jackson was born on 5 July 1767.',
      'Andrew Jackson was born on March 15, 1767.',
      'Andrew Jackson was born on 5 July 1767 in the Waxhaws.',
    );
  });

  it('negation and wording: a negated clause, a negating prefix, another rank — in English, German and French', () => {
    firesOnlyOn(
      'negation mismatch',
      'The drug is approved for children.',
      'The drug is not approved for children.',
      'The drug is approved for children.',
    );
    firesOnlyOn(
      'negation mismatch',
      'Das Medikament ist für Kinder zugelassen.',
      'Das Medikament ist für Kinder nicht zugelassen.',
      'Das Medikament ist für Kinder zugelassen.',
    );
    firesOnlyOn(
      'negation mismatch',
      'Le médicament est autorisé pour les enfants.',
      "Le médicament n'est pas autorisé pour les enfants.",
      'Le médicament est autorisé pour les enfants.',
    );
    firesOnlyOn(
      'negating prefix',
      'The term can be renewed.',
      'It is a non-renewable term of five years.',
      'The term can be renewed once.',
    );
    firesOnlyOn(
      'another rank',
      'Harris became president.',
      'Harris was sworn in as vice president.',
      'Harris became president in a ceremony.',
    );
  });

  it('substituted names: another holder of a one-holder role, another thing of the kind', () => {
    firesOnlyOn(
      'another holder of the role',
      'Hillary Clinton served as the 45th President of the United States.',
      'Donald Trump was the 45th president of the United States.',
      'Hillary Clinton served as secretary of state of the United States.',
    );
    firesOnlyOn(
      'another thing of the kind',
      'Abong Mbang is in the Adamawa Division.',
      'Abong Mbang is the capital of the Haut-Nyong division of Cameroon.',
      'Abong Mbang is a town in the Adamawa Division.',
    );
  });

  it('cue words: debunking words near the claim, in English and Japanese; none when the claim itself debunks', () => {
    const claim = '5G networks spread the coronavirus.';
    firesOnlyOn(
      'refutation words near the claim',
      claim,
      'The claim that 5G networks spread the coronavirus is false.',
      '5G networks spread the coronavirus, some posts say.',
    );
    expect(
      featuresOf(
        'It is false that 5G networks spread the coronavirus.',
        'The claim that 5G networks spread the coronavirus is false.',
      )['refutation words near the claim'],
    ).toBe(0);
    firesOnlyOn(
      'refutation words anywhere',
      '5Gがコロナウイルスを広める。',
      '5Gがコロナウイルスを広めるという話はデマです。',
      '5Gがコロナウイルスを広めると言われている。',
    );
    const superlative = (claim: string) =>
      featuresOf(claim, 'Everest is a mountain.')['superlative or ordinal in the claim'];
    expect(superlative('Mount Everest is the highest mountain on Earth.')).toBe(1);
    expect(superlative('Mount Everest is the 1st mountain climbed by this team.')).toBe(1);
    expect(superlative('Mount Everest is a mountain in Nepal.')).toBe(0);
  });

  it('the rules’ reading is one-hot over rule families (none for plain context)', () => {
    const families = (claim: string, passage: string) =>
      Object.entries(featuresOf(claim, passage))
        .filter(([name, v]) => name.startsWith('rule: ') && v > 0)
        .map(([name]) => name);
    expect(
      families('The navy lost 42 ships in the battle.', 'The navy lost 18 ships in the battle.'),
    ).toEqual(['rule: different figures']);
    expect(families('The navy lost 42 ships in the battle.', 'Bananas are rich in potassium.')).toEqual([
      'rule: irrelevant',
    ]);
    expect(
      families('The navy lost 42 ships in the battle.', 'The navy had many ships before the war.'),
    ).toEqual([]);
  });

  it('is a fixed-length vector of finite numbers for any input, empty and unspaced scripts included', () => {
    for (const [claim, passage] of [
      ['', ''],
      ['东京是日本的首都。', '东京是日本的首都，人口超过一千万。'],
      ['كم', 'ما'],
    ]) {
      const x = stanceFeatures(claim!, passage!, lexicalStance(claim!, passage!));
      expect(x).toHaveLength(FEATURE_NAMES.length);
      expect(x.every(Number.isFinite)).toBe(true);
    }
  });
});
