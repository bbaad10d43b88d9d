import { describe, expect, it } from 'vitest';
import {
  affixNegation,
  rankQualifier,
} from '../../../../../lib/engine/pipeline/stance/reading/one-word-opposites';
import { clausesOf } from '../../../../../lib/engine/pipeline/stance/reading/claim-clauses';
import { compareFigures } from '../../../../../lib/engine/pipeline/stance/figures/compare-figures';
import { dateMismatch, datesIn } from '../../../../../lib/engine/pipeline/stance/reading/date-mismatch';
import { kindSubstitution } from '../../../../../lib/engine/pipeline/stance/reading/entity-substitution';
import { lexicalStance } from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { quantitiesIn } from '../../../../../lib/engine/pipeline/stance/figures/quantities';
import { stem } from '../../../../../lib/engine/pipeline/text/content-words';
import { uniqueRoleHolder } from '../../../../../lib/engine/pipeline/stance/reading/unique-role';

const stanceOf = (claim: string, passage: string) => lexicalStance(claim, passage).stance;

/** Issue 12 (stance2): implied refutations, each rule with a pair it must not fire on. */
describe('negation is read in the clause that states the claim', () => {
  it('a "no …, but …" sentence that states the claim in its other clause is not a refutation', () => {
    const claim = 'The oxygen atom in a water molecule has a negative charge.';
    expect(
      stanceOf(
        claim,
        'There is no overall charge on a water molecule, but there is a slight negative charge on the oxygen atom.',
      ),
    ).not.toBe('refutes');
    // Counter-example: the negation is in the clause that states the claim.
    expect(
      stanceOf(
        claim,
        'The oxygen atom in a water molecule does not have a negative charge, but a positive one.',
      ),
    ).toBe('refutes');
  });

  it('a negation inside an "if …, then …" condition asserts nothing', () => {
    expect(
      clausesOf('If there are no data available, then qualitative forecasting methods must be used.'),
    ).toEqual(['qualitative forecasting methods must be used.']);
    expect(
      stanceOf(
        'Qualitative forecasting methods can be used without data.',
        'If there are no data available, then qualitative forecasting methods must be used.',
      ),
    ).not.toBe('refutes');
  });

  it('"include, but are not limited to" and a curly "doesn’t" are read right', () => {
    expect(
      stanceOf(
        'Combinatorial optimisation has applications in logistics.',
        'Applications of combinatorial optimisation include, but are not limited to, logistics and supply chains.',
      ),
    ).not.toBe('refutes');
    // Both negated: "without a solid surface" / "doesn’t have a solid surface" agree.
    expect(
      stanceOf(
        'The Sun is a ball of gas without a solid surface.',
        'The Sun doesn’t have a solid surface like Earth.',
      ),
    ).not.toBe('refutes');
    expect(
      stanceOf(
        'The Sun is a ball of gas with a solid surface.',
        'The Sun doesn’t have a solid surface like Earth.',
      ),
    ).toBe('refutes');
  });

  it('an answer\'s leading "No." does not cancel the negation that follows it', () => {
    expect(
      stanceOf(
        'Copper can displace iron from its salt solution.',
        'No. Copper cannot displace iron from its salt solution, as iron is more reactive than copper.',
      ),
    ).toBe('refutes');
    expect(
      stanceOf(
        'Iron can displace copper from its salt solution.',
        'Yes. Iron can displace copper from its salt solution, as iron is more reactive than copper.',
      ),
    ).toBe('supports');
  });

  it('a claim negation is contradicted only by a sentence that states what the claim denies', () => {
    expect(
      stanceOf(
        'Neptune is a body of gas without a solid surface.',
        'Voyager photographed a nitrogen ice volcano on the surface of Neptune’s moon Triton, a frozen body of gas.',
      ),
    ).not.toBe('refutes');
  });

  it('a question neither supports nor refutes', () => {
    const s = lexicalStance(
      'Copper can displace iron from its salt solution.',
      'Why can copper not displace iron from its salt solution?',
    );
    expect(s.stance).toBe('context');
    expect(
      stanceOf(
        'Copper can displace iron from its salt solution.',
        'Can copper displace iron from its salt solution? No, copper cannot displace iron from its salt solution.',
      ),
    ).toBe('refutes');
  });
});

describe('debunking words', () => {
  it('"a common misconception" about the claim refutes; the word about something else does not', () => {
    expect(
      stanceOf(
        'Bulls are enraged by the colour red.',
        'That bulls are enraged by the colour red is a common misconception: they are colour-blind to red.',
      ),
    ).toBe('refutes');
    expect(
      stanceOf(
        'Bulls are enraged by the colour red.',
        'Matadors use a red cape by tradition; a common misconception concerns the sword.',
      ),
    ).not.toBe('refutes');
  });
});

describe('a negating prefix and a rank qualifier', () => {
  it('"non-renewable" refutes "can be renewed"; a claim that already denies it is left alone', () => {
    expect(affixNegation('The term can be renewed.', 'It is a non-renewable term of five years.', stem)).toBe(
      'renewed/non-renewable',
    );
    expect(
      stanceOf(
        'The commissioner’s appointment can be renewed.',
        'The House decided that the commissioner’s appointment is a non-renewable term of five years.',
      ),
    ).toBe('refutes');
    expect(affixNegation('The term cannot be renewed.', 'It is a non-renewable term.', stem)).toBeNull();
    // "resistant to reactions" already denies: "unreactive" agrees with it.
    expect(
      affixNegation('Gold is resistant to chemical reactions.', 'Gold is largely unreactive.', stem),
    ).toBeNull();
  });

  it('"vice president" said of the claim’s subject refutes "president"; of someone else it does not', () => {
    expect(rankQualifier('Harris became president.', 'Harris was sworn in as vice president.', stem)).toBe(
      'vice president',
    );
    expect(
      stanceOf(
        'In 2021 Kamala Harris was sworn in as the first woman to hold the office of US president.',
        'In 2021 Kamala Harris was sworn in as US vice president, the first woman to hold the office.',
      ),
    ).toBe('refutes');
    expect(
      stanceOf(
        'There have been four female presidents of the United States.',
        'She is the first female vice president of the United States and its highest-ranking woman.',
      ),
    ).not.toBe('refutes');
    // Both qualified, or the sentence also uses the plain title: no mismatch.
    expect(
      rankQualifier('Harris became vice president.', 'Harris was sworn in as vice president.', stem),
    ).toBeNull();
    expect(
      rankQualifier(
        'Biden became president.',
        'Biden, vice president until 2017, became president in 2021.',
        stem,
      ),
    ).toBeNull();
  });
});

describe('dates', () => {
  it('reads day-month-year in several orders and languages, and leaves the verb "may" alone', () => {
    expect(datesIn('He was born on 5 July 1767 and died January 19, 1980.')).toEqual([
      { raw: '5 July 1767', day: 5, month: 7, year: 1767 },
      { raw: 'January 19, 1980', day: 19, month: 1, year: 1980 },
    ]);
    expect(datesIn('Er wurde am 22. Oktober 1767 geboren.')[0]).toMatchObject({
      day: 22,
      month: 10,
      year: 1767,
    });
    expect(datesIn('You may 3 times try again.')).toEqual([]);
  });

  it('another day or month of the same year refutes; another event in another year does not', () => {
    expect(
      dateMismatch('Parrot was born on October 22, 1767.', 'Parrot was born on 5 July 1767 in Montbéliard.'),
    ).toBe('October 22, 1767 vs 5 July 1767');
    expect(
      stanceOf(
        'Georg Friedrich Parrot was born on October 22, 1767.',
        'Georg Friedrich Parrot was born on 5 July 1767 in Montbéliard.',
      ),
    ).toBe('refutes');
    expect(dateMismatch('He was born on October 22, 1767.', 'He died on 5 July 1830.')).toBeNull();
    // The passage states the claim's date elsewhere: no contradiction.
    expect(
      dateMismatch(
        'The treaty was signed on 3 March 1990.',
        'Talks opened on 5 January 1990.',
        'Talks opened on 5 January 1990. The treaty was signed on 3 March 1990.',
      ),
    ).toBeNull();
  });
});

describe('another year only in the claim year’s own slot', () => {
  it('"released on 28 September 2019" refutes "released in 2016"; a life span or another event does not', () => {
    expect(
      stanceOf(
        'The film Square One was released in 2016.',
        'The film Square One was released on September 28, 2019, at the Chinese Theater.',
      ),
    ).toBe('refutes');
    expect(
      stanceOf(
        'The Great Fire of London broke out in 1766.',
        'In September 1666, the Great Fire of London broke out in a bakery on Pudding Lane.',
      ),
    ).toBe('refutes');
    // Another year outside the claim year's slot: neither refutation nor support.
    expect(
      stanceOf(
        'The film Square One was released in 2016.',
        'The film Square One was released at the TCL Chinese Theater in Los Angeles on September 28, 2019.',
      ),
    ).toBe('context');
    expect(
      stanceOf(
        'Hillary Clinton served as Secretary of State of the United States from 2009 to 2013.',
        'Hillary Rodham Clinton (born October 26, 1947) served as Secretary of State of the United States.',
      ),
    ).not.toBe('refutes');
    expect(
      stanceOf(
        'Hillary Clinton served as the First Lady of the United States from 1993.',
        'When Bill Clinton took office as president in 1992, Hillary Clinton became First Lady of the United States.',
      ),
    ).not.toBe('refutes');
  });
});

describe('figures: counts, rates, periods and lists', () => {
  it('"won the cup once" meets "won three cups"; a count of something else does not', () => {
    expect(
      compareFigures('Argentina has won the World Cup once.', 'Argentina has won three World Cups.').conflict,
    ).toHaveLength(1);
    expect(
      stanceOf('Argentina has won the FIFA World Cup once.', 'Argentina has won three FIFA World Cups.'),
    ).toBe('refutes');
    expect(
      compareFigures(
        'Argentina has won the World Cup once.',
        'Argentina has played 88 friendlies since then.',
      ).conflict,
    ).toEqual([]);
  });

  it('reads "65-billion-parameter" and counts past a modifier ("one new star" / "seven new stars")', () => {
    expect(quantitiesIn('a 65-billion-parameter model')[0]).toMatchObject({ value: 65e9, noun: 'parameter' });
    expect(quantitiesIn('about one new star per year')[0]).toMatchObject({ value: 1, noun: 'star' });
    expect(
      stanceOf(
        'The Milky Way produces about one new star per year.',
        'The calculation shows that the Milky Way forms six to seven new stars every year.',
      ),
    ).toBe('refutes');
  });

  it('converts miles, feet and pounds to metric when both sides use known units; other words stay words', () => {
    expect(
      compareFigures('The race was 160 miles long.', 'The race covered 257.5 km over twelve laps.').agree,
    ).toEqual(['160']);
    expect(stanceOf('The race was 160 miles long.', 'The race was 400 km long, run over twelve laps.')).toBe(
      'refutes',
    );
    expect(compareFigures('The bridge is 500 feet long.', 'The bridge is 152 metres long.').conflict).toEqual(
      [],
    );
    // Not the same kind of unit (a distance and a weight): no comparison at all.
    expect(compareFigures('The road is 160 miles long.', 'The load was 160 kg.').conflict).toEqual([]);
    expect(compareFigures('The road is 160 miles long.', 'The load was 160 kg.').agree).toEqual([]);
    // German inflection unknown to the unit table: compared as words, as before.
    expect(
      stanceOf('Der Rhein ist rund 1.230 Kilometer lang.', 'Der Rhein ist etwa 1230 Kilometern lang.'),
    ).toBe('supports');
  });

  it('a count over a period the sentence does not speak of is no contradiction', () => {
    expect(
      compareFigures(
        'Arsenal won 10 trophies between 1989 and 2005.',
        'We have won 47 trophies in our history.',
      ).conflict,
    ).toEqual([]);
    expect(
      compareFigures(
        'Arsenal won 10 trophies between 1989 and 2005.',
        'Between 1989 and 2005 Arsenal won 12 trophies.',
      ).conflict,
    ).toHaveLength(1);
  });

  it('a claim listing several values of one thing is not contradicted by a sentence with one of them', () => {
    expect(
      stanceOf(
        'Place your first finger on the first fret and your second finger on the second fret.',
        'Place your second finger on the second fret of the fifth string.',
      ),
    ).not.toBe('refutes');
    expect(
      stanceOf(
        'Place your finger on the first fret of the third string.',
        'Place your finger on the third fret of the third string.',
      ),
    ).toBe('refutes');
  });

  it('a year naming an event ("the 1932 Australian Grand Prix") is a year, not a count', () => {
    expect(quantitiesIn('The 1932 Australian Grand Prix was held on Phillip Island.')[0]!.unit).toBe('year');
    expect(
      stanceOf(
        'The 1932 Australian Grand Prix was held on a dirt track on Phillip Island.',
        'The first eight Australian Grands Prix were held on a dusty dirt track on Phillip Island.',
      ),
    ).not.toBe('refutes');
    expect(quantitiesIn('The ship carried 1500 passengers.')[0]!.unit).not.toBe('year');
  });
});

describe('another holder of a one-holder role, another thing of the same kind', () => {
  it('"Trump was the 45th president" refutes "Clinton was the 45th president"; another role does not', () => {
    expect(
      uniqueRoleHolder(
        'Hillary Clinton served as the 45th President of the United States.',
        'Donald Trump was the 45th president of the United States.',
      ),
    ).toEqual({ instead: 'Donald Trump', missing: 'Hillary Clinton' });
    expect(
      stanceOf(
        'Hillary Clinton served as the 45th President of the United States from 2017 to 2021.',
        "Here's a look at the life of Donald Trump, the 45th president of the United States.",
      ),
    ).toBe('refutes');
    // Another scope ("in South America" vs "in the world"), another ordinal, or a time ("the 16th century"): no.
    expect(
      uniqueRoleHolder(
        'The Nile is the longest river in the world.',
        'The Amazon is the longest river in South America.',
      ),
    ).toBeNull();
    expect(
      uniqueRoleHolder('Barack Obama was the 44th president.', 'Donald Trump was the 45th president.'),
    ).toBeNull();
    expect(
      uniqueRoleHolder(
        'Potatoes reached Spain in the 16th century.',
        'In France, at the end of the 16th century, potatoes reached Alsace.',
      ),
    ).toBeNull();
    // The claim's holder named anywhere in the passage: not a substitution.
    expect(
      uniqueRoleHolder(
        'COLING 2020 was the 28th International Conference on Computational Linguistics.',
        'Proceedings of the 28th International Conference on Computational Linguistics.',
        'Proceedings of the 28th International Conference on Computational Linguistics (COLING 2020).',
      ),
    ).toBeNull();
  });

  it('"the leading producer" is the same rank as "the largest producer"', () => {
    expect(
      uniqueRoleHolder(
        'Georgia is the largest peach producer in the United States.',
        'In 2021 California was the leading peach producer in the United States.',
      ),
    ).toEqual({ instead: 'California', missing: 'Georgia' });
    expect(
      uniqueRoleHolder(
        'Georgia is the largest peach producer in the United States.',
        'California is the second peach producer in the United States.',
      ),
    ).toBeNull();
  });

  it('"the Haut-Nyong division" refutes "the Adamawa Division"; a surname or an unnamed kind does not', () => {
    const passage = 'Abong-Mbang is the seat of the Abong-Mbang sub-division and the Haut-Nyong division.';
    expect(kindSubstitution('Abong Mbang is in the Adamawa Division.', passage, passage)).toEqual({
      missing: 'Adamawa Division',
      instead: 'Haut-Nyong division',
    });
    expect(stanceOf('Abong Mbang is in the Adamawa Division.', passage)).toBe('refutes');
    const thompson = 'Motor Sport World Championship Philip Thompson won the Australian Grand Prix.';
    expect(
      kindSubstitution('The driver Bill Thompson won the Australian Grand Prix.', thompson, thompson),
    ).toBeNull();
    const lower = 'Abong Mbang lies in another division of the region.';
    expect(kindSubstitution('Abong Mbang is in the Adamawa Division.', lower, lower)).toBeNull();
  });

  it('a capitalised sentence opener is no holder, a surname named elsewhere in the passage is', () => {
    const passage =
      'Articles on Donald Trump. Trump was the 45th president of the United States. Biographical notes follow.';
    expect(
      uniqueRoleHolder(
        'Hillary Clinton was the 45th president of the United States.',
        'Trump was the 45th president of the United States.',
        passage,
      ),
    ).toEqual({ instead: 'Trump', missing: 'Hillary Clinton' });
    expect(
      uniqueRoleHolder(
        'Hillary Clinton was the 45th president of the United States.',
        'Biographical timeline, 45th president of the United States.',
        'Biographical timeline, 45th president of the United States.',
      ),
    ).toBeNull();
  });

  it('aliases, roman numerals, titles and a capitalised sentence opener are no substituted names', () => {
    expect(
      stanceOf(
        'Copper (Cu) displaces iron (Fe) from ferrous sulfate.',
        'Dipping an iron nail into copper(II) sulfate, copper metal is displaced, forming iron (II) sulfate.',
      ),
    ).not.toBe('refutes');
    expect(
      stanceOf(
        'Dr. Marloes Arts has conducted research on water governance.',
        'Lucy did her MA with Dr. Leila Harris, researching water governance in South Africa.',
      ),
    ).not.toBe('refutes');
    expect(
      stanceOf(
        'The US president lives in the White House.',
        'The president of the United States lives in the White House in Washington.',
      ),
    ).not.toBe('refutes');
  });
});
