/**
 * The claim matcher's test set: pairs of claims as fact-checkers and articles word them. Paraphrases and translations
 * should match; near-misses (a changed figure, negation, person, place or year, or the same subject with another
 * predicate) must never match. Written as claims are phrased in the wild (PolitiFact, Full Fact, AFP, Correctiv,
 * Maldita, Les Décodeurs style), not from the matcher's word lists; the "real" near-misses are claim / revised-claim
 * pairs of Factcheck-Bench subtask 4 (/work/shared/data, Apache-2.0).
 */
import type { ClaimText } from '../../../../lib/engine/domain/claims/claim-match';

/** What a pair tests: the two that should match, and the near-miss kinds that must not. */
export type PairKind =
  | 'paraphrase'
  | 'translation'
  | 'number'
  | 'negation'
  | 'person'
  | 'place'
  | 'year'
  | 'topical'
  | 'qualifier';

export interface ClaimPair {
  kind: PairKind;
  a: ClaimText;
  b: ClaimText;
  /** Written after the matcher was tuned on the rest, and not tuned on: its figures are the honest ones. */
  heldOut?: boolean;
}

const en = (text: string): ClaimText => ({ text, lang: 'en' });
const de = (text: string): ClaimText => ({ text, lang: 'de' });
const fr = (text: string): ClaimText => ({ text, lang: 'fr' });
const es = (text: string): ClaimText => ({ text, lang: 'es' });
const it = (text: string): ClaimText => ({ text, lang: 'it' });
const pt = (text: string): ClaimText => ({ text, lang: 'pt' });
const nl = (text: string): ClaimText => ({ text, lang: 'nl' });

const pairs = (kind: PairKind, list: [ClaimText, ClaimText][]): ClaimPair[] =>
  list.map(([a, b]) => ({ kind, a, b }));

/** English paraphrases: the same claim reworded, reordered, passive for active, figures in words or digits. */
const PARAPHRASES = pairs('paraphrase', [
  [en('Vaccines cause autism.'), en('Autism is caused by vaccines.')],
  [en('Vaccines cause autism.'), en('Jabs linked to autism')],
  [en('The MMR vaccine causes autism in children.'), en('Children develop autism because of the MMR jab.')],
  [en('Childhood vaccinations cause autism'), en('Autism in kids is caused by vaccinations')],
  [en('5G networks spread the coronavirus.'), en('The coronavirus is being spread by 5G networks.')],
  [en('5G masts cause COVID-19.'), en('COVID-19 is caused by 5G masts.')],
  [en('COVID-19 vaccines alter your DNA.'), en('The Covid vaccines change human DNA.')],
  [en('Ivermectin cures COVID-19.'), en('COVID-19 can be cured with ivermectin.')],
  [en('Drinking hot water kills the coronavirus.'), en('The coronavirus is killed by drinking hot water.')],
  [en('Face masks do not protect against the flu.'), en("Masks don't protect you from influenza.")],
  [en('Wearing a face mask does not prevent infection.'), en('Face masks do not prevent infections.')],
  [en('The COVID vaccine makes women infertile.'), en('Women become infertile after getting the Covid jab.')],
  [
    en('Covid vaccines cause infertility in women.'),
    en('Infertility in women is caused by the Covid vaccines.'),
  ],
  [en('Vaccines contain mercury.'), en('There is mercury in vaccines.')],
  [en('Flu vaccines contain mercury.'), en('Influenza vaccines contain mercury')],
  [
    en('The Pfizer vaccine killed more people than the virus.'),
    en('More people were killed by the Pfizer vaccine than by the virus.'),
  ],
  [en('Unemployment fell to 3.5% in 2019.'), en('In 2019, unemployment dropped to 3.5 percent.')],
  [en('Unemployment fell to 3.5% in 2019.'), en('In 2019 the unemployment rate fell to 3.5 per cent.')],
  [en('Crime rose by 10% in London last year.'), en('Last year crime in London increased by 10 percent.')],
  [en('Violent crime has doubled in Sweden.'), en('In Sweden, violent crime doubled.')],
  [en('The UK sends £350 million a week to the EU.'), en('Britain sends the EU £350m a week.')],
  [
    en('The UK sends £350 million a week to the EU.'),
    en('Every week the United Kingdom sends 350 million pounds to the European Union.'),
  ],
  [en('Five people died after receiving the vaccine.'), en('5 people died after getting the vaccine.')],
  [
    en('Three children died after receiving the vaccine in Texas.'),
    en('In Texas, 3 kids died after they received the vaccine.'),
  ],
  [en('Twenty percent of children are obese.'), en('20% of children are obese.')],
  [en('One in five children lives in poverty.'), en('1 in 5 children live in poverty.')],
  [en('The minimum wage rose to $15 an hour.'), en('The minimum wage increased to 15 dollars an hour.')],
  [
    en('Immigrants commit more crimes than native citizens.'),
    en('More crimes are committed by immigrants than by native citizens.'),
  ],
  [
    en('Migrants are responsible for most crime in Germany.'),
    en('Most crime in Germany is caused by migrants.'),
  ],
  [en('The 2020 presidential election was rigged.'), en('The presidential election of 2020 was rigged.')],
  [en('Dead people voted in the 2020 election.'), en('In the 2020 election, dead people voted.')],
  [en('Joe Biden won the 2020 election because of fraud.'), en('Biden won the 2020 election through fraud.')],
  [
    en('Donald Trump said Americans should inject disinfectant.'),
    en('Trump said Americans should inject disinfectant'),
  ],
  [en('Barack Obama was born in Kenya.'), en('Obama was born in Kenya.')],
  [en('Greta Thunberg is paid by George Soros.'), en('George Soros pays Greta Thunberg.')],
  [
    en('The WHO declared the pandemic over.'),
    en('The World Health Organization declared the pandemic over.'),
  ],
  [en('The CDC admitted that masks do not work.'), en('The CDC admits masks don’t work')],
  [en('Climate change is a hoax.'), en('Global warming is a hoax.')],
  [
    en('Wind turbines kill millions of birds every year.'),
    en('Every year, millions of birds are killed by wind turbines.'),
  ],
  [
    en('Electric cars produce more CO2 than petrol cars.'),
    en('Petrol cars produce less CO2 than electric cars.'),
  ],
  [en('Germany banned the sale of petrol cars.'), en('The sale of petrol cars was banned in Germany.')],
  [en('France banned the burqa in 2011.'), en('In 2011 France banned the burqa.')],
  [en('The government banned cash payments.'), en('Cash payments were banned by the government.')],
  [en('Drinking bleach cures COVID-19.'), en('COVID-19 is cured by drinking bleach.')],
  [en('Garlic prevents coronavirus infection.'), en('Coronavirus infection is prevented by garlic.')],
  [en('Vitamin D prevents COVID-19.'), en('COVID-19 can be prevented with vitamin D.')],
  [en('Hydroxychloroquine cures Covid.'), en('Covid can be cured by hydroxychloroquine')],
  [en('Sugar causes hyperactivity in children.'), en('Sugar makes children hyperactive.')],
  [en('Mobile phones cause brain cancer.'), en('Brain cancer is caused by mobile phones.')],
  [en('Cell phones cause cancer.'), en('Cancer is linked to cell phones')],
  [en('Aspartame causes cancer.'), en('Aspartame is linked to cancer.')],
  [
    en('The vaccine was never tested on pregnant women.'),
    en('The vaccine has never been tested on pregnant women.'),
  ],
  [en('The Pope endorsed Donald Trump.'), en('Donald Trump was endorsed by the Pope.')],
  [en('Taylor Swift endorsed Kamala Harris.'), en('Kamala Harris was endorsed by Taylor Swift.')],
  [en('Ukraine sold weapons to Hamas.'), en('Weapons were sold to Hamas by Ukraine.')],
  [en('Russia is winning the war in Ukraine.'), en('In Ukraine, Russia is winning the war.')],
  [en('Zelensky bought a yacht with aid money.'), en('Zelensky used aid money to buy a yacht.')],
  [en('Prices rose by 9% in 2022.'), en('In 2022 prices increased 9 percent.')],
  [en('Petrol prices doubled this year.'), en('This year petrol prices have doubled.')],
  [en('The NHS is being privatised.'), en('The NHS is being privatised by the government.')],
  [en('Eating carrots improves your eyesight.'), en('Carrots improve eyesight.')],
  [en('Chemtrails are used to control the weather.'), en('The weather is controlled with chemtrails.')],
  [en('Humans only use 10% of their brains.'), en('People use only ten percent of their brain.')],
  [en('Two million people attended the rally.'), en('2 million people attended the rally.')],
  [en('Two million people attended the rally.'), en('The rally was attended by 2,000,000 people.')],
  [en('Tax cuts increase tax revenue.'), en('Tax revenue increases because of tax cuts.')],
  [
    en('Nuclear power causes cancer near power plants.'),
    en('Cancer near nuclear power plants is caused by nuclear power.'),
  ],
  [
    en('Paracetamol during pregnancy causes autism.'),
    en('Taking paracetamol in pregnancy is linked to autism.'),
  ],
  [en('Tylenol use in pregnancy causes autism.'), en('Autism is caused by Tylenol use in pregnancy.')],
  [en('Microwaves destroy the nutrients in food.'), en('Nutrients in food are destroyed by microwaves.')],
  [en('Smoking cannabis cures cancer.'), en('Cancer can be cured by smoking cannabis.')],
  [en('The moon landing was faked.'), en('The Moon landings were faked.')],
  [en('Fluoride in water lowers IQ.'), en('Fluoridated water lowers IQ')],
]);

/** Translations of one claim: German, French, Spanish, Italian, Portuguese, Dutch against English (and each other). */
const TRANSLATIONS = pairs('translation', [
  [en('Vaccines cause autism.'), de('Impfungen verursachen Autismus.')],
  [en('Vaccines cause autism.'), fr("Les vaccins provoquent l'autisme.")],
  [en('Vaccines cause autism.'), es('Las vacunas causan autismo.')],
  [en('Vaccines cause autism.'), it("I vaccini causano l'autismo.")],
  [en('Vaccines cause autism.'), pt('As vacinas causam autismo.')],
  [en('Vaccines cause autism.'), nl('Vaccins veroorzaken autisme.')],
  [en('Vaccines contain mercury.'), de('Impfstoffe enthalten Quecksilber.')],
  [en('Vaccines contain mercury.'), fr('Les vaccins contiennent du mercure.')],
  [en('Vaccines contain mercury.'), es('Las vacunas contienen mercurio.')],
  [en('Covid vaccines cause infertility.'), de('Corona-Impfungen machen unfruchtbar.')],
  [en('Covid vaccines cause infertility.'), es('Las vacunas contra el covid causan infertilidad.')],
  [en('Covid vaccines cause infertility.'), fr('Les vaccins contre le Covid provoquent la stérilité.')],
  [en('Masks do not protect against the coronavirus.'), de('Masken schützen nicht vor dem Coronavirus.')],
  [
    en('Masks do not protect against the coronavirus.'),
    fr('Les masques ne protègent pas contre le coronavirus.'),
  ],
  [
    en('Masks do not protect against the coronavirus.'),
    es('Las mascarillas no protegen contra el coronavirus.'),
  ],
  [en('5G spreads the coronavirus.'), de('5G verbreitet das Coronavirus.')],
  [en('5G spreads the coronavirus.'), fr('La 5G propage le coronavirus.')],
  [en('5G spreads the coronavirus.'), es('El 5G propaga el coronavirus.')],
  [en('Unemployment fell to 5% in 2019.'), de('Die Arbeitslosigkeit sank 2019 auf 5 Prozent.')],
  [en('Unemployment fell to 5% in 2019.'), fr('Le chômage a baissé à 5 % en 2019.')],
  [en('Unemployment fell to 5% in 2019.'), es('El desempleo bajó al 5 % en 2019.')],
  [en('Crime has increased in Germany.'), de('Die Kriminalität in Deutschland ist gestiegen.')],
  [en('Crime has increased in France.'), fr('La criminalité a augmenté en France.')],
  [en('Crime has increased in Spain.'), es('La delincuencia ha aumentado en España.')],
  [en('Immigrants commit more crimes.'), de('Einwanderer begehen mehr Verbrechen.')],
  [en('Immigrants commit more crimes.'), es('Los inmigrantes cometen más delitos.')],
  [en('The government banned cash.'), de('Die Regierung hat Bargeld verboten.')],
  [en('The WHO declared the pandemic over.'), fr("L'OMS a déclaré la fin de la pandémie.")],
  [en('The WHO says masks are not effective.'), de('Die WHO sagt, Masken sind nicht wirksam.')],
  [en('The WHO says masks are not effective.'), es('La OMS dice que las mascarillas no son eficaces.')],
  [en('The vaccine killed 5,000 people.'), de('Der Impfstoff hat 5000 Menschen getötet.')],
  [en('The vaccine killed 5,000 people.'), fr('Le vaccin a tué 5 000 personnes.')],
  [en('The vaccine killed 5,000 people.'), es('La vacuna mató a 5.000 personas.')],
  [en('Children die after the Covid vaccination.'), de('Kinder sterben nach der Corona-Impfung.')],
  [en('Children die after the Covid vaccination.'), it('I bambini muoiono dopo la vaccinazione Covid.')],
  [en('Children die after the Covid vaccination.'), pt('Crianças morrem após a vacinação contra a covid.')],
  [en('Climate change is a hoax.'), de('Der Klimawandel ist eine Erfindung.')],
  [en('Climate change is a hoax.'), es('El cambio climático es un engaño.')],
  [en('Taxes increased in 2023.'), fr('Les impôts ont augmenté en 2023.')],
  [en('Taxes increased in 2023.'), it('Le tasse sono aumentate nel 2023.')],
  [en('Wind turbines kill birds.'), de('Windräder töten Vögel.')],
  [en('Wind turbines kill birds.'), nl('Windmolens doden vogels.')],
  [en('The vaccines are not safe.'), de('Die Impfstoffe sind nicht sicher.')],
  [en('The vaccines are not safe.'), pt('As vacinas não são seguras.')],
  [en('The vaccines are not safe.'), nl('De vaccins zijn niet veilig.')],
  [en('The vaccines are unsafe.'), fr('Les vaccins ne sont pas sûrs.')],
  [de('Impfungen verursachen Autismus.'), fr("Les vaccins provoquent l'autisme.")],
  [es('Las vacunas causan autismo.'), it("I vaccini causano l'autismo.")],
  [en('Ivermectin cures COVID-19.'), es('La ivermectina cura el covid-19.')],
  [en('Ivermectin cures COVID-19.'), pt('A ivermectina cura a covid-19.')],
]);

/** A different figure: never the same claim. */
const NUMBER = pairs('number', [
  [en('Unemployment fell to 3% in 2019.'), en('Unemployment fell to 30% in 2019.')],
  [en('The UK sends £350 million a week to the EU.'), en('The UK sends £250 million a week to the EU.')],
  [en('Five people died after receiving the vaccine.'), en('Fifty people died after receiving the vaccine.')],
  [en('20% of children are obese.'), en('2% of children are obese.')],
  [en('One in five children lives in poverty.'), en('One in four children lives in poverty.')],
  [en('The minimum wage rose to $15 an hour.'), en('The minimum wage rose to $12 an hour.')],
  [en('Crime rose by 10% in London last year.'), en('Crime rose by 20% in London last year.')],
  [en('Humans only use 10% of their brains.'), en('Humans only use 20% of their brains.')],
  [en('Two million people attended the rally.'), en('Two thousand people attended the rally.')],
  [en('The vaccine killed 5,000 people.'), en('The vaccine killed 50,000 people.')],
  [en('Prices rose by 9% in 2022.'), en('Prices rose by 19% in 2022.')],
  [en('3 children died after receiving the vaccine.'), en('13 children died after receiving the vaccine.')],
  [en('5G spreads the coronavirus.'), en('4G spreads the coronavirus.')],
  [de('Die Arbeitslosigkeit sank auf 5 Prozent.'), de('Die Arbeitslosigkeit sank auf 6 Prozent.')],
  [fr('Le vaccin a tué 500 personnes.'), fr('Le vaccin a tué 5 000 personnes.')],
  [es('El desempleo bajó al 5 %.'), es('El desempleo bajó al 15 %.')],
  [en('Unemployment fell to 3.5%.'), en('Unemployment fell to 35%.')],
  // Factcheck-Bench subtask 4: claim / revised claim.
  [
    en('There have been a total of four female justices who have served on the United States Supreme Court.'),
    en('There have been a total of six female justices who have served on the United States Supreme Court.'),
  ],
  [
    en('The peregrine falcon is capable of reaching speeds of over 240 miles per hour when diving.'),
    en('The peregrine falcon is capable of reaching speeds of over 200 miles per hour when diving.'),
  ],
  [
    en('The Milky Way produces about one new star per year on average.'),
    en('The Milky Way produces about seven new stars per year on average.'),
  ],
]);

/** A negation added or removed: the opposite claim. */
const NEGATION = pairs('negation', [
  [en('Vaccines cause autism.'), en('Vaccines do not cause autism.')],
  [en('Vaccines cause autism.'), en("Vaccines don't cause autism")],
  [en('Vaccines cause autism.'), en('There is no link between vaccines and autism.')],
  [en('Masks protect against the flu.'), en('Masks do not protect against the flu.')],
  [en('The vaccines are safe.'), en('The vaccines are not safe.')],
  [en('The vaccines are safe.'), en('The vaccines are unsafe.')],
  [en('Ivermectin cures COVID-19.'), en('Ivermectin does not cure COVID-19.')],
  [en('The vaccine was tested on pregnant women.'), en('The vaccine was never tested on pregnant women.')],
  [en('Joe Biden won the 2020 election.'), en('Joe Biden did not win the 2020 election.')],
  [en('Climate change is caused by humans.'), en('Climate change is not caused by humans.')],
  [
    en('Trump said Americans should inject disinfectant.'),
    en('Trump denied saying Americans should inject disinfectant.'),
  ],
  [de('Impfungen verursachen Autismus.'), de('Impfungen verursachen keinen Autismus.')],
  [
    fr('Les masques protègent contre le coronavirus.'),
    fr('Les masques ne protègent pas contre le coronavirus.'),
  ],
  [es('Las vacunas causan autismo.'), es('Las vacunas no causan autismo.')],
  [it("I vaccini causano l'autismo."), it("I vaccini non causano l'autismo.")],
  [pt('As vacinas causam autismo.'), pt('As vacinas não causam autismo.')],
  [en('Vaccines cause autism.'), de('Impfungen verursachen keinen Autismus.')],
  [
    { text: 'Вакцины вызывают аутизм.', lang: 'ru' },
    { text: 'Вакцины не вызывают аутизм.', lang: 'ru' },
  ],
  [
    { text: '疫苗导致自闭症。', lang: 'zh' },
    { text: '疫苗不会导致自闭症。', lang: 'zh' },
  ],
  [
    { text: 'اللقاحات تسبب التوحد', lang: 'ar' },
    { text: 'اللقاحات لا تسبب التوحد', lang: 'ar' },
  ],
  // Factcheck-Bench subtask 4: claim / revised claim.
  [
    en('The Supreme Court held that the New York state law was constitutional.'),
    en('The Supreme Court held that the New York state law was not constitutional.'),
  ],
  [
    en("Abacus computing doesn't need large amounts of energy."),
    en('Abacus computing need large amounts of energy.'),
  ],
  [
    en('There has already been a female president of the United States.'),
    en('There has not been a female president of the United States.'),
  ],
  [
    en('The strength of a neutron star’s magnetic field is not greater than that of a black hole.'),
    en('The strength of a neutron star’s magnetic field is greater than that of a black hole.'),
  ],
  [
    en(
      'The Supreme Court found that the New York state law did not unduly burden the right to keep and bear arms.',
    ),
    en(
      'The Supreme Court found that the New York state law did unduly burden the right to keep and bear arms.',
    ),
  ],
  [en('Intellilink is a tool developed by Mondeca.'), en("Intellilink isn't a tool developed by Mondeca.")],
]);

/** Another person said or did it. */
const PERSON = pairs('person', [
  [en('Biden said the economy grew by 5%.'), en('Trump said the economy grew by 5%.')],
  [
    en('Joe Biden won the 2020 election because of fraud.'),
    en('Donald Trump won the 2020 election because of fraud.'),
  ],
  [
    en('Bill Gates wants to put microchips in vaccines.'),
    en('Elon Musk wants to put microchips in vaccines.'),
  ],
  [en('Greta Thunberg is paid by George Soros.'), en('Greta Thunberg is paid by Bill Gates.')],
  [en('The Pope endorsed Donald Trump.'), en('The Pope endorsed Hillary Clinton.')],
  [en('Taylor Swift endorsed Kamala Harris.'), en('Beyoncé endorsed Kamala Harris.')],
  [en('Zelensky bought a yacht with aid money.'), en('Putin bought a yacht with aid money.')],
  [en('Barack Obama was born in Kenya.'), en('Kamala Harris was born in Kenya.')],
  [
    en('Macron said France will send troops to Ukraine.'),
    en('Scholz said France will send troops to Ukraine.'),
  ],
  [en('Hunter Biden sold paintings to Chinese buyers.'), en('Joe Biden sold paintings to Chinese buyers.')],
  [en('Pfizer hid vaccine deaths from regulators.'), en('Moderna hid vaccine deaths from regulators.')],
  [de('Olaf Scholz hat die Wahl gewonnen.'), de('Friedrich Merz hat die Wahl gewonnen.')],
  [fr('Macron a augmenté les impôts.'), fr('Hollande a augmenté les impôts.')],
  [es('Sánchez subió los impuestos.'), es('Rajoy subió los impuestos.')],
  // The same names in swapped roles.
  [en('Taylor Swift endorsed Kamala Harris.'), en('Kamala Harris endorsed Taylor Swift.')],
  [en('Donald Trump sued CNN.'), en('CNN sued Donald Trump.')],
  [en('Russia attacked Ukraine first.'), en('Ukraine attacked Russia first.')],
  [en('Greta Thunberg is paid by George Soros.'), en('Greta Thunberg pays George Soros.')],
  [
    en('Macron said France will send troops to Ukraine.'),
    en('Macron said Ukraine will send troops to France.'),
  ],
  [de('Deutschland liefert Waffen an die Ukraine.'), de('Die Ukraine liefert Waffen an Deutschland.')],
  // Factcheck-Bench subtask 4: claim / revised claim.
  [
    en('Hillary Clinton served as the 45th President of the United States from 2017 to 2021.'),
    en('Donald Trump served as the 45th President of the United States from 2017 to 2021.'),
  ],
  [
    en('In 1980, the oldest justice on the United States Supreme Court was Justice William O. Douglas.'),
    en('In 1980, the oldest justice on the United States Supreme Court was Justice William J. Brennan Jr.'),
  ],
]);

/** Another place. */
const PLACE = pairs('place', [
  [en('Crime rose by 10% in France.'), en('Crime rose by 10% in Germany.')],
  [en('Germany banned the sale of petrol cars.'), en('Norway banned the sale of petrol cars.')],
  [en('France banned the burqa in 2011.'), en('Belgium banned the burqa in 2011.')],
  [en('Violent crime has doubled in Sweden.'), en('Violent crime has doubled in Denmark.')],
  [
    en('Migrants are responsible for most crime in Germany.'),
    en('Migrants are responsible for most crime in Italy.'),
  ],
  [
    en('Three children died after receiving the vaccine in Texas.'),
    en('Three children died after receiving the vaccine in Florida.'),
  ],
  [en('Crime rose in London last year.'), en('Crime rose in Paris last year.')],
  [en('Ukraine sold weapons to Hamas.'), en('Iran sold weapons to Hamas.')],
  [
    en('Unemployment is lower in Spain than in Italy.'),
    en('Unemployment is lower in Portugal than in Italy.'),
  ],
  [en('The UK sends £350 million a week to the EU.'), en('Scotland sends £350 million a week to the EU.')],
  [en('Russia is winning the war in Ukraine.'), en('Russia is winning the war in Georgia.')],
  [de('Die Kriminalität in Deutschland ist gestiegen.'), de('Die Kriminalität in Österreich ist gestiegen.')],
  [fr('La criminalité a augmenté en France.'), fr('La criminalité a augmenté en Belgique.')],
  [es('La delincuencia ha aumentado en España.'), es('La delincuencia ha aumentado en México.')],
  [en('Crime has increased in France.'), de('Die Kriminalität in Deutschland ist gestiegen.')],
]);

/** Another year. */
const YEAR = pairs('year', [
  [en('Unemployment fell to 3% in 2019.'), en('Unemployment fell to 3% in 2020.')],
  [en('France banned the burqa in 2011.'), en('France banned the burqa in 2010.')],
  [en('Prices rose by 9% in 2022.'), en('Prices rose by 9% in 2021.')],
  [en('Dead people voted in the 2020 election.'), en('Dead people voted in the 2016 election.')],
  [
    en('Joe Biden won the 2020 election because of fraud.'),
    en('Joe Biden won the 2024 election because of fraud.'),
  ],
  [en('Taxes increased in 2023.'), en('Taxes increased in 2013.')],
  [
    en('The murder rate was higher in 1990 than today.'),
    en('The murder rate was higher in 1980 than today.'),
  ],
  [en('Crime peaked in the 1990s.'), en('Crime peaked in the 1970s.')],
  [de('Die Arbeitslosigkeit sank 2019 auf 5 Prozent.'), de('Die Arbeitslosigkeit sank 2018 auf 5 Prozent.')],
  [fr('Les impôts ont augmenté en 2023.'), fr('Les impôts ont augmenté en 2022.')],
  [es('El desempleo bajó al 5 % en 2019.'), es('El desempleo bajó al 5 % en 2017.')],
  [en('Taxes increased in 2023.'), it('Le tasse sono aumentate nel 2022.')],
  [en('The vaccine was approved in March 2021.'), en('The vaccine was approved in March 2020.')],
]);

/** The same subject with another predicate or object: topical, not the same claim. */
const TOPICAL = pairs('topical', [
  [en('Vaccines cause autism.'), en('Vaccines contain mercury.')],
  [en('Vaccines cause autism.'), en('Vaccines cause infertility.')],
  [en('Vaccines cause autism.'), en('Vaccines alter your DNA.')],
  [en('5G spreads the coronavirus.'), en('5G causes cancer.')],
  [en('Ivermectin cures COVID-19.'), en('Ivermectin prevents COVID-19.')],
  [en('Masks protect against the flu.'), en('Masks reduce oxygen levels.')],
  [
    en('Bill Gates wants to put microchips in vaccines.'),
    en('Bill Gates wants to reduce the world population.'),
  ],
  [en('Crime has increased in Germany.'), en('Crime has decreased in Germany.')],
  [en('Unemployment fell in 2019.'), en('Unemployment rose in 2019.')],
  [en('Immigrants commit more crimes.'), en('Immigrants pay more taxes.')],
  [en('The government banned cash payments.'), en('The government banned petrol cars.')],
  [en('Climate change is caused by humans.'), en('Climate change is caused by the sun.')],
  [en('Electric cars produce more CO2 than petrol cars.'), en('Electric cars cost more than petrol cars.')],
  [en('Mobile phones cause brain cancer.'), en('Mobile phones cause headaches.')],
  [en('Sugar causes hyperactivity in children.'), en('Sugar causes diabetes in children.')],
  [en('Greta Thunberg is paid by George Soros.'), en('Greta Thunberg was arrested by police.')],
  [
    en('The Pfizer vaccine killed more people than the virus.'),
    en('The Pfizer vaccine protects more people than the virus.'),
  ],
  [en('Wind turbines kill birds.'), en('Wind turbines cause cancer.')],
  [de('Impfungen verursachen Autismus.'), de('Impfstoffe enthalten Quecksilber.')],
  [fr('Les vaccins provoquent l’autisme.'), fr('Les vaccins contiennent du mercure.')],
  [es('Las vacunas causan autismo.'), es('Las vacunas causan infertilidad.')],
  [en('Vaccines cause autism.'), de('Impfstoffe enthalten Quecksilber.')],
  // Cause and effect swapped.
  [en('Poverty causes crime.'), en('Crime causes poverty.')],
  [en('Crime is caused by poverty.'), en('Crime causes poverty.')],
  [en('Obesity causes depression.'), en('Depression causes obesity.')],
  [de('Armut verursacht Kriminalität.'), de('Kriminalität verursacht Armut.')],
  // Factcheck-Bench subtask 2: sibling claims of one answer, one object apart, in long claims.
  [
    en('Autonomous buildings are equipped with their own system for heating.'),
    en('Autonomous buildings are equipped with their own system for cooling.'),
  ],
  [
    en('Early human communities used agricultural practices to keep and breed animals for milk in Africa.'),
    en('Early human communities used agricultural practices to keep and breed animals for meat in Africa.'),
  ],
  [en('Firms advertise to create brand recognition.'), en('Firms advertise to create brand loyalty.')],
  [
    en('Terraform modules help simplify the management of complex infrastructures.'),
    en('Terraform modules help simplify the scaling of complex infrastructures.'),
  ],
  // Factcheck-Bench subtask 4: claim / revised claim.
  [
    en('Brett Kavanaugh is a female U.S. Supreme Court justice.'),
    en('Brett Kavanaugh is a male U.S. Supreme Court justice.'),
  ],
  [
    en('In 1980, Justice William O. Douglas was still alive.'),
    en('In 1980, Justice William O. Douglas died.'),
  ],
  [en('Intelliview is a tool developed by Mondeca.'), en('Intellidimension is a tool developed by Mondeca.')],
]);

/**
 * One claim adds words that narrow or change it: a head noun or modifier (another cause, a subgroup, a narrower
 * event), a name suffix or a place qualifying a place, a restricting phrase (another species, a population), a
 * frequency adverb, a change for a level. Written after the matcher learnt to weigh added words, in other words than
 * the attack review's (test/unit/db/seen-near-miss-attacks.test.ts).
 */
const QUALIFIER = pairs('qualifier', [
  [en('The flu killed 500 people in Spain in 2018.'), en('The flu shot killed 500 people in Spain in 2018.')],
  [en('Two children died of malaria in Kenya.'), en('Two children died of malaria pills in Kenya.')],
  [en('Smoking causes lung cancer.'), en('Smoking bans cause lung cancer.')],
  [en('Poverty doubled in Spain in 2012.'), en('Rural poverty doubled in Spain in 2012.')],
  [en('Unemployment rose in Italy in 2013.'), en('Female unemployment rose in Italy in 2013.')],
  [en('Bernie Sanders won Iowa in 2020.'), en('Bernie Sanders won the Iowa caucus in 2020.')],
  [en('Henry Ford paid workers 5 dollars a day.'), en('Henry Ford II paid workers 5 dollars a day.')],
  [en('Ken Griffey hit 40 home runs in 1990.'), en('Ken Griffey Sr. hit 40 home runs in 1990.')],
  [en('Crime doubled in London last year.'), en('Crime doubled in London, Ontario last year.')],
  [en('Athens has 600,000 inhabitants.'), en('Athens, Georgia has 600,000 inhabitants.')],
  [en('Aspartame causes cancer.'), en('Aspartame causes cancer in rats.')],
  [en('Aspartame causes cancer.'), en('Cancer is caused by aspartame in rats.')],
  [en('Coffee prevents dementia.'), en('Coffee prevents dementia among nurses.')],
  [en('Smartphones cause depression in teenagers.'), en('Smartphones cause depression in teenage girls.')],
  [en('Masks protect against the flu.'), en('Masks seldom protect against the flu.')],
  [en('The vaccine causes myocarditis.'), en('The vaccine occasionally causes myocarditis.')],
  [en('Forty people drowned in Texas in 2024.'), en('Forty teenagers drowned in Texas in 2024.')],
  [en('Wages rose by 3 percent in 2021.'), en('Wages rose to 3 percent in 2021.')],
  [en('House prices climbed 5 percent last year.'), en('House prices climbed to 5 percent last year.')],
  [en('The minimum wage rose by $2 an hour.'), en('The minimum wage rose to $2 an hour.')],
  [de('Die Arbeitslosigkeit sank um 5 Prozent.'), de('Die Arbeitslosigkeit sank auf 5 Prozent.')],
]);

/**
 * Held out: written after the matcher's word lists were extended on the pairs above, and never tuned on. Their
 * figures are the ones to believe.
 */
const HELD_OUT: ClaimPair[] = [
  ...pairs('paraphrase', [
    [en('Smart meters cause headaches.'), en('Headaches are caused by smart meters.')],
    [
      en('The Covid vaccine causes heart attacks in young men.'),
      en('Young men are having heart attacks because of the Covid jab.'),
    ],
    [
      en('Bill Gates owns most of the farmland in America.'),
      en('Most American farmland is owned by Bill Gates.'),
    ],
    [en('Nancy Pelosi was arrested by the FBI.'), en('The FBI arrested Nancy Pelosi.')],
    [en('Drinking lemon water cures cancer.'), en('Cancer can be cured by drinking lemon water.')],
    [en('The EU is banning meat.'), en('Meat is being banned by the EU.')],
    [en('Onions absorb viruses.'), en('Viruses are absorbed by onions.')],
    [
      en('The government is putting fluoride in the water to control people.'),
      en('Fluoride is put in the water by the government to control people.'),
    ],
    [en('Sweden never had a lockdown.'), en('There was never a lockdown in Sweden.')],
    [en('Inflation hit 11% in October 2022.'), en('In October 2022, inflation reached 11 percent.')],
    [
      en('Half a million people died of Covid in the US.'),
      en('Covid killed half a million people in the US.'),
    ],
    [en('Heat pumps do not work in cold weather.'), en("Heat pumps don't work when it is cold.")],
    [en('Solar panels produce toxic waste.'), en('Toxic waste is produced by solar panels.')],
    [en('The Queen died of bone cancer.'), en('Bone cancer killed the Queen.')],
    [en('Asylum seekers receive £1,200 a month.'), en('Asylum seekers get £1,200 per month.')],
    [en('Netflix is cancelling all its shows.'), en('All Netflix shows are being cancelled.')],
    [en('Masks cause bacterial pneumonia.'), en('Bacterial pneumonia is caused by masks.')],
    [en('Eating eggs raises cholesterol.'), en('Cholesterol rises when you eat eggs.')],
    [
      en('Tesla cars catch fire more often than petrol cars.'),
      en('Tesla cars catch fire more often than gasoline cars.'),
    ],
    [en('Glyphosate causes cancer.'), en('Glyphosate is linked to cancer.')],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('translation', [
    [en('Masks cause bacterial pneumonia.'), de('Masken verursachen bakterielle Lungenentzündung.')],
    [en('Sweden never had a lockdown.'), fr("La Suède n'a jamais eu de confinement.")],
    [en('The EU is banning meat.'), de('Die EU verbietet Fleisch.')],
    [en('Inflation hit 11% in 2022.'), es('La inflación llegó al 11 % en 2022.')],
    [en('Inflation hit 11% in 2022.'), de('Die Inflation lag 2022 bei 11 Prozent.')],
    [en('Glyphosate causes cancer.'), fr('Le glyphosate provoque le cancer.')],
    [en('Glyphosate causes cancer.'), it('Il glifosato causa il cancro.')],
    [en('Vaccinated people spread the virus.'), de('Geimpfte verbreiten das Virus.')],
    [en('Children are not at risk from Covid.'), es('Los niños no corren riesgo por el covid.')],
    [en('Migrants receive more money than pensioners.'), de('Migranten bekommen mehr Geld als Rentner.')],
    [en('Migrants receive more money than pensioners.'), it('I migranti ricevono più soldi dei pensionati.')],
    [en('The vaccine killed 30 people in Norway.'), nl('Het vaccin heeft in Noorwegen 30 mensen gedood.')],
    [en('The vaccine killed 30 people in Norway.'), pt('A vacina matou 30 pessoas na Noruega.')],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('number', [
    [en('Inflation hit 11% in October 2022.'), en('Inflation hit 1.1% in October 2022.')],
    [en('Asylum seekers receive £1,200 a month.'), en('Asylum seekers receive £120 a month.')],
    [en('The vaccine killed 30 people in Norway.'), en('The vaccine killed 23 people in Norway.')],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('negation', [
    [en('Sweden had a lockdown.'), en('Sweden never had a lockdown.')],
    [en('Children are at risk from Covid.'), en('Children are not at risk from Covid.')],
    [en('Heat pumps work in cold weather.'), en('Heat pumps do not work in cold weather.')],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('person', [
    [en('Nancy Pelosi was arrested by the FBI.'), en('Hillary Clinton was arrested by the FBI.')],
    [
      en('Bill Gates owns most of the farmland in America.'),
      en('Jeff Bezos owns most of the farmland in America.'),
    ],
    [en('Rishi Sunak said taxes would fall.'), en('Keir Starmer said taxes would fall.')],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('place', [
    [en('Sweden never had a lockdown.'), en('Norway never had a lockdown.')],
    [en('The vaccine killed 30 people in Norway.'), en('The vaccine killed 30 people in Finland.')],
    [
      en('Asylum seekers in Ireland receive £1,200 a month.'),
      en('Asylum seekers in Wales receive £1,200 a month.'),
    ],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('year', [
    [en('Inflation hit 11% in 2022.'), en('Inflation hit 11% in 2023.')],
    [en('The Queen died in 2022.'), en('The Queen died in 2021.')],
    [en('The EU banned meat in 2024.'), en('The EU banned meat in 2025.')],
  ]).map((p) => ({ ...p, heldOut: true })),
  ...pairs('topical', [
    [en('Masks cause bacterial pneumonia.'), en('Masks cause skin rashes.')],
    [en('Smart meters cause headaches.'), en('Smart meters spy on people.')],
    [en('Glyphosate causes cancer.'), en('Glyphosate kills bees.')],
    [en('Solar panels produce toxic waste.'), en('Solar panels produce less energy in winter.')],
    [en('Eating eggs raises cholesterol.'), en('Eating eggs lowers cholesterol.')],
  ]).map((p) => ({ ...p, heldOut: true })),
];

/** Every pair of the set. */
export const CLAIM_PAIRS: readonly ClaimPair[] = [
  ...PARAPHRASES,
  ...TRANSLATIONS,
  ...NUMBER,
  ...NEGATION,
  ...PERSON,
  ...PLACE,
  ...YEAR,
  ...TOPICAL,
  ...QUALIFIER,
  ...HELD_OUT,
];

/** Kinds that should match; the rest must not. */
export const SHOULD_MATCH: ReadonlySet<PairKind> = new Set(['paraphrase', 'translation']);
