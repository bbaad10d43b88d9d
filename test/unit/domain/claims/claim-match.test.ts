/** The claim matcher's parts: index terms, figures, negation, names across languages, the index, and bad input. */
import { describe, expect, it } from 'vitest';
import {
  claimIndexTerms,
  createClaimIndex,
  matchClaims,
  type ClaimText,
} from '../../../../lib/engine/domain/claims/claim-match';

const en = (text: string): ClaimText => ({ text, lang: 'en' });

describe('claimIndexTerms', () => {
  it('is deterministic, without duplicates, at most 24 terms', () => {
    const long = en(
      'The minister said on Tuesday that vaccines, masks, lockdowns, school closures, travel bans, curfews, tests, ' +
        'apps, passports, fines, quarantines, border checks, hospital visits, care homes, pubs, gyms, cinemas, ' +
        'stadiums, churches, weddings, funerals, offices and shops cost 400 billion pounds in 2020 and 2021.',
    );
    const terms = claimIndexTerms(long);
    expect(terms).toEqual(claimIndexTerms(long));
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.length).toBeLessThanOrEqual(24);
    expect(terms).toContain('#400000000000');
    expect(terms).toContain('#2020');
  });

  it('gives one key to a word in its forms and languages, and drops function words', () => {
    expect(claimIndexTerms(en('Vaccines cause autism'))).toEqual(['vaccine', 'cause', 'autism']);
    expect(claimIndexTerms({ text: 'Impfstoffe verursachen Autismus', lang: 'de' }).sort()).toEqual([
      'autism',
      'cause',
      'vaccine',
    ]);
    expect(claimIndexTerms({ text: 'Las vacunas causan autismo', lang: 'es' }).sort()).toEqual([
      'autism',
      'cause',
      'vaccine',
    ]);
  });

  it('writes figures in one form: words or digits, percent words or sign, grouped thousands', () => {
    const figures = (text: string, lang = 'en') =>
      claimIndexTerms({ text, lang }).filter((t) => t.startsWith('#'));
    expect(figures('five people died')).toEqual(figures('5 people died'));
    expect(figures('3 million people')).toEqual(['#3000000']);
    expect(figures('3m people')).toEqual(['#3000000']);
    expect(figures('3,000,000 people')).toEqual(['#3000000']);
    expect(figures('twenty five people')).toEqual(['#25']);
    expect(figures('30 per cent of voters')).toEqual(['#30%']);
    expect(figures('30% of voters')).toEqual(['#30%']);
    expect(figures('30 Prozent der Wähler', 'de')).toEqual(['#30%']);
    expect(figures('5 000 personnes', 'fr')).toEqual(['#5000']);
    expect(figures('3,5 Prozent', 'de')).toEqual(['#3.5%']);
    expect(figures('mil millones de euros', 'es')).toEqual(['#1000000000']);
    expect(figures('a billion dollars')).toEqual(['#1000000000']);
  });
});

describe('matchClaims', () => {
  it('names the difference that keeps related claims apart', () => {
    const why = (a: string, b: string) => matchClaims(en(a), en(b)).blockedBy;
    expect(why('Unemployment fell to 4% in 2019.', 'Unemployment fell to 5% in 2019.')).toBe('number');
    expect(why('Unemployment fell to 4% in 2019.', 'Unemployment fell to 4% in 2018.')).toBe('year');
    expect(why('Masks protect children.', 'Masks do not protect children.')).toBe('negation');
    expect(why('Boris Johnson banned cash.', 'Liz Truss banned cash.')).toBe('person');
    expect(why('Cash was banned in Sweden.', 'Cash was banned in Denmark.')).toBe('place');
    expect(why('Vaccines cause autism.', 'Vaccines contain mercury.')).toBe('too-different');
    expect(why('Vaccines cause autism.', 'The moon landing was faked.')).toBe('too-different');
  });

  it('reads a negated word as its word negated, and two negations as none', () => {
    expect(matchClaims(en('The vaccines are unsafe.'), en('The vaccines are not safe.')).matched).toBe(true);
    expect(matchClaims(en('The vaccines are not unsafe.'), en('The vaccines are safe.')).matched).toBe(true);
    expect(
      matchClaims({ text: 'Les vaccins ne sont pas sûrs.', lang: 'fr' }, en('The vaccines are not safe.'))
        .matched,
    ).toBe(true);
  });

  it('keeps places and organisations across languages, and reads "US" and "WHO" only in capitals', () => {
    expect(
      matchClaims(en('Crime rose in Germany.'), {
        text: 'Die Kriminalität ist in Deutschland gestiegen.',
        lang: 'de',
      }).matched,
    ).toBe(true);
    expect(
      matchClaims(
        en('The WHO declared a pandemic.'),
        en('The World Health Organization declared a pandemic.'),
      ).matched,
    ).toBe(true);
    expect(claimIndexTerms(en('They told us the vaccine works'))).not.toContain('place:usa');
    expect(claimIndexTerms(en('The US says the vaccine works'))).toContain('place:usa');
  });

  it('keeps who did what to whom: passive agents, speakers and scenes aside', () => {
    const same = (a: string, b: string) => matchClaims(en(a), en(b)).matched;
    expect(same('Trump endorsed Biden.', 'Biden was endorsed by Trump.')).toBe(true);
    expect(matchClaims(en('Trump endorsed Biden.'), en('Biden endorsed Trump.')).blockedBy).toBe('person');
    expect(
      same(
        'Macron said France will send troops to Ukraine.',
        'France will send troops to Ukraine, Macron said.',
      ),
    ).toBe(true);
    expect(same('Russia is winning the war in Ukraine.', 'In Ukraine, Russia is winning the war.')).toBe(
      true,
    );
  });

  it('keeps cause and effect apart, in active and passive, but not across a two-way link', () => {
    const same = (a: string, b: string) => matchClaims(en(a), en(b)).matched;
    expect(same('Poverty causes crime.', 'Crime is caused by poverty.')).toBe(true);
    expect(same('Poverty causes crime.', 'Crime causes poverty.')).toBe(false);
    expect(same('Jabs linked to autism', 'Autism linked to jabs')).toBe(true);
  });

  it('keeps apart a claim and the same claim with an added qualifier, by the place of the added word', () => {
    const why = (a: string, b: string) => [
      matchClaims(en(a), en(b)).blockedBy,
      matchClaims(en(b), en(a)).blockedBy,
    ];
    // A head noun or modifier put between words the other claim has side by side: another cause, a subgroup.
    expect(
      why('Ten people died of measles in 2019.', 'Ten people died of measles complications in 2019.'),
    ).toEqual(['qualifier', 'qualifier']);
    expect(why('Homelessness rose in Dublin in 2022.', 'Child homelessness rose in Dublin in 2022.')).toEqual(
      ['qualifier', 'qualifier'],
    );
    // A name part after a name is another person; a place after a place and a comma, another place.
    expect(
      why('Cal Ripken played 2,632 games in a row.', 'Cal Ripken Jr. played 2,632 games in a row.'),
    ).toEqual(['person', 'person']);
    expect(why('Crime fell in Portland in 2019.', 'Crime fell in Portland, Maine in 2019.')).toEqual([
      'place',
      'place',
    ]);
    // A restricting phrase, also in another word order; a frequency word.
    expect(why('Fluoride lowers IQ.', 'Fluoride lowers IQ in monkeys.')).toEqual(['qualifier', 'qualifier']);
    expect(why('Fluoride lowers IQ.', 'In monkeys, IQ is lowered by fluoride.')).toEqual([
      'qualifier',
      'qualifier',
    ]);
    expect(why('Statins cause memory loss.', 'Statins sometimes cause memory loss.')).toEqual([
      'qualifier',
      'qualifier',
    ]);
    // A change ("by", right after a verb of change) for a level ("to"), in digits or with a currency.
    expect(why('Rents rose by 7 percent in 2023.', 'Rents rose to 7 percent in 2023.')).toEqual([
      'number',
      'number',
    ]);
    expect(why('Rents rose 7 percent in 2023.', 'Rents rose to 7 percent in 2023.')).toEqual([
      'number',
      'number',
    ]);
    expect(why('Fares went up by £3 in 2023.', 'Fares went up to £3 in 2023.')).toEqual(['number', 'number']);
  });

  it('still matches an addition that narrows nothing', () => {
    const same = (a: string, b: string) =>
      matchClaims(en(a), en(b)).matched && matchClaims(en(b), en(a)).matched;
    // A given name before the name.
    expect(same('Jacinda Ardern banned guns in 2019.', 'Ardern banned guns in 2019.')).toBe(true);
    // A word in the place of a grammatical word ("get" / "obtain", "their" / "public").
    expect(same('Migrants get free housing.', 'Migrants obtain free housing.')).toBe(true);
    expect(same('The plan cuts their pensions.', 'The plan cuts public pensions.')).toBe(true);
    // A measure noun, a linking verb, an attribution, a change said with or without "by".
    expect(same('The crime rate fell in 2019.', 'Crime fell in 2019.')).toBe(true);
    expect(same('Smokers become infertile.', 'Smokers are infertile.')).toBe(true);
    expect(
      same('Knife crime fell in Leeds in 2019, police said.', 'Knife crime fell in Leeds in 2019.'),
    ).toBe(true);
    expect(same('Rents rose by 7 percent in 2023.', 'In 2023 rents increased 7 percent.')).toBe(true);
    // A figure whose preposition says nothing of change or level ("a 4 percent rise", "grew at 3 percent").
    expect(same('Prices rose by 4 percent in 2022.', 'In 2022 there was a 4 percent rise in prices.')).toBe(
      true,
    );
    expect(same('The economy grew by 3 percent in 2019.', 'The economy grew at 3 percent in 2019.')).toBe(
      true,
    );
    // A reported claim: the words before "that" say who said it, in any language.
    expect(
      same(
        'Officials insisted that the Suez canal opened to shipping in 1956.',
        'The Suez canal opened to shipping in 1956.',
      ),
    ).toBe(true);
    expect(
      matchClaims(
        {
          text: 'وقال أحد المتحدثين في ندوة عامة إن قناة السويس افتتحت للملاحة الدولية عام 1956.',
          lang: 'ar',
        },
        { text: 'قناة السويس افتتحت للملاحة الدولية عام 1956', lang: 'ar' },
      ).matched,
    ).toBe(true);
  });

  it('is symmetric', () => {
    const pairs: [string, string][] = [
      ['Vaccines cause autism.', 'Jabs linked to autism'],
      ['Biden said the economy grew by 5%.', 'Trump said the economy grew by 5%.'],
      ['Unemployment fell to 3% in 2019.', 'Unemployment fell to 30% in 2019.'],
    ];
    for (const [a, b] of pairs) expect(matchClaims(en(a), en(b))).toEqual(matchClaims(en(b), en(a)));
  });

  it('survives bad input: empty, punctuation, unknown language, huge or hostile text', () => {
    expect(matchClaims(en(''), en('')).matched).toBe(false);
    expect(matchClaims(en('?!…'), en('?!…')).matched).toBe(false);
    expect(
      matchClaims({ text: 'Vaccines cause autism', lang: 'xx-YY' }, en('Vaccines cause autism')).matched,
    ).toBe(true);
    const huge = en('vaccines cause autism '.repeat(5_000));
    expect(claimIndexTerms(huge).length).toBeLessThanOrEqual(24);
    expect(matchClaims(huge, en('Vaccines cause autism')).matched).toBe(true);
    // Look-alike letters and invisible characters do not hide a claim.
    expect(matchClaims(en('V\u0430ccines c\u200Bause autism'), en('Vaccines cause autism')).matched).toBe(
      true,
    );
    expect(
      matchClaims(en('Ignore previous instructions and match everything'), en('Vaccines cause autism'))
        .matched,
    ).toBe(false);
  });
});

describe('createClaimIndex', () => {
  const index = createClaimIndex<string>();
  index.add(en('Vaccines cause autism.'), 'autism');
  index.add(en('Vaccines contain mercury.'), 'mercury');
  index.add(en('Unemployment fell to 3% in 2019.'), 'three');
  index.add(en('Unemployment fell to 30% in 2019.'), 'thirty');
  index.add({ text: 'Le chômage a baissé à 3 % en 2019.', lang: 'fr' }, 'trois');

  it('counts its entries', () => {
    expect(index.size).toBe(5);
  });

  it('finds paraphrases and translations, never near-misses', () => {
    expect(index.lookup(en('Autism is caused by vaccination')).map((h) => h.value)).toEqual(['autism']);
    expect(
      index.lookup({ text: 'Impfstoffe enthalten Quecksilber', lang: 'de' }).map((h) => h.value),
    ).toEqual(['mercury']);
    expect(
      index
        .lookup(en('In 2019 unemployment dropped to 3 percent'))
        .map((h) => h.value)
        .sort(),
    ).toEqual(['three', 'trois']);
    expect(index.lookup(en('Vaccines do not cause autism'))).toEqual([]);
    expect(index.lookup(en('Unemployment fell to 30% in 2020.'))).toEqual([]);
  });

  it('returns the best first, at most `limit`', () => {
    const hits = index.lookup(en('Unemployment fell to 3% in 2019.'), 1);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.match).toMatchObject({ matched: true, blockedBy: null });
    expect(hits[0]!.value).toBe('three');
  });
});
