/**
 * A second stance measurement beside Factcheck-Bench: claim/evidence pairs written for this project (not drawn from
 * any dataset, not tuned on), balanced support / refute / neutral, in English, German, French, Spanish and Russian.
 */
import type { Stance3 } from './stance';

export interface HeldOutPair {
  lang: 'en' | 'de' | 'fr' | 'es' | 'ru' | 'it' | 'pt' | 'ja' | 'zh' | 'ar';
  claim: string;
  evidence: string;
  gold: Stance3;
}

const p = (lang: HeldOutPair['lang'], gold: Stance3, claim: string, evidence: string): HeldOutPair => ({
  lang,
  claim,
  evidence,
  gold,
});

/** Written alongside the rules (a development set: rules were checked against it while they were written). */
export const HELD_OUT_PAIRS: readonly HeldOutPair[] = [
  // English — support
  p(
    'en',
    'support',
    'The Eiffel Tower is 330 metres tall.',
    'Since a new antenna was added in 2022, the Eiffel Tower has stood 330 metres tall. It remains the tallest structure in Paris.',
  ),
  p(
    'en',
    'support',
    'Unemployment in Spain fell to 11.7% in 2023.',
    'Official figures released on Friday show that unemployment in Spain fell to 11.7 percent in 2023, its lowest level since 2008.',
  ),
  p(
    'en',
    'support',
    'The city council approved a budget of $4.2 billion for next year.',
    'On Tuesday night the council voted 9–2 to approve a $4.2bn budget for next year, including new money for buses.',
  ),
  p(
    'en',
    'support',
    'Marie Curie won two Nobel Prizes.',
    'Marie Curie is the only person to have won Nobel Prizes in two different sciences: physics in 1903 and chemistry in 1911.',
  ),
  p(
    'en',
    'support',
    'About 1,300 people attended the protest in Leeds.',
    'Police estimated that roughly 1,300 people attended the protest in Leeds city centre on Saturday.',
  ),
  p(
    'en',
    'support',
    'The company cut its workforce by 8 percent last year.',
    'Records filed with regulators show the company cut its workforce by 8% last year, or about 2,400 jobs.',
  ),
  p(
    'en',
    'support',
    'Lake Baikal is the deepest lake in the world.',
    'At 1,642 metres, Lake Baikal in Siberia is the deepest lake in the world and holds about a fifth of its unfrozen fresh water.',
  ),
  p(
    'en',
    'support',
    'The bridge was opened to traffic in 1937.',
    'After four years of construction the bridge was opened to traffic in May 1937, a day after a pedestrian festival.',
  ),
  p(
    'en',
    'support',
    'The drug reduced the risk of stroke by a third in the trial.',
    'In the trial, patients taking the drug had their risk of stroke reduced by a third compared with placebo.',
  ),
  p(
    'en',
    'support',
    'Inflation in the euro area rose to 2.9% in October.',
    'Euro area annual inflation rose to 2.9% in October, up from 2.4% in September, according to a flash estimate.',
  ),
  p(
    'en',
    'support',
    'The novel was first published in 1851.',
    'Herman Melville’s novel was first published in 1851, in London in October and in New York a month later.',
  ),
  p(
    'en',
    'support',
    'Wind power supplied 29 percent of Germany’s electricity in 2023.',
    'In 2023, wind power supplied 29% of Germany’s electricity, more than any other source for the first time.',
  ),
  // English — refute
  p(
    'en',
    'refute',
    'The Eiffel Tower is 450 metres tall.',
    'Since a new antenna was added in 2022, the Eiffel Tower has stood 330 metres tall. It remains the tallest structure in Paris.',
  ),
  p(
    'en',
    'refute',
    'Unemployment in Spain rose to 11.7% in 2023.',
    'Official figures show that unemployment in Spain fell to 11.7 percent in 2023, its lowest level since 2008.',
  ),
  p(
    'en',
    'refute',
    'The city council rejected the budget for next year.',
    'On Tuesday night the council voted 9–2 to approve the budget for next year, including new money for buses.',
  ),
  p(
    'en',
    'refute',
    'Marie Curie won three Nobel Prizes.',
    'Marie Curie won two Nobel Prizes: physics in 1903 and chemistry in 1911.',
  ),
  p(
    'en',
    'refute',
    'The bridge was opened to traffic in 1947.',
    'After four years of construction the bridge was opened to traffic in May 1937.',
  ),
  p(
    'en',
    'refute',
    'The new vaccine is unsafe for children, regulators said.',
    'Regulators said the new vaccine is safe for children aged five and older after reviewing data from 4,000 trial participants.',
  ),
  p(
    'en',
    'refute',
    'The mayor of Lyon announced the new tram line.',
    'The mayor of Marseille announced the new tram line at a press conference on Monday.',
  ),
  p(
    'en',
    'refute',
    'Drinking coffee causes dehydration.',
    'The idea that drinking coffee causes dehydration is a myth: studies show moderate coffee intake hydrates about as well as water.',
  ),
  p(
    'en',
    'refute',
    'The treaty was signed by 52 countries.',
    'The treaty was signed by 38 countries in Geneva, and a further six joined later.',
  ),
  p(
    'en',
    'refute',
    'The museum does not charge for entry on Sundays.',
    'The museum charges for entry every day of the week, including Sundays, although children go free.',
  ),
  p(
    'en',
    'refute',
    'The physicist Niels Bohr was born in Sweden.',
    'The physicist Niels Bohr was born in Copenhagen, Denmark, in 1885.',
  ),
  p(
    'en',
    'refute',
    'Exports grew by 5% in the second quarter.',
    'Exports declined by 5% in the second quarter as demand from China weakened.',
  ),
  // English — neutral
  p(
    'en',
    'irrelevant',
    'The Eiffel Tower is 330 metres tall.',
    'The Eiffel Tower was designed by the company of Gustave Eiffel and welcomes about seven million visitors a year.',
  ),
  p(
    'en',
    'irrelevant',
    'Unemployment in Spain fell to 11.7% in 2023.',
    'Spain’s government announced a new housing plan for young people, with rent subsidies starting in 2024.',
  ),
  p(
    'en',
    'irrelevant',
    'Marie Curie won two Nobel Prizes.',
    'Marie Curie was born in Warsaw and moved to Paris to study at the Sorbonne.',
  ),
  p(
    'en',
    'irrelevant',
    'The drug reduced the risk of stroke by a third in the trial.',
    'The trial enrolled patients from 14 countries and followed them for an average of three years.',
  ),
  p(
    'en',
    'irrelevant',
    'Lake Baikal is the deepest lake in the world.',
    'Tourism around Lake Baikal has grown quickly, and local authorities worry about waste along the shore.',
  ),
  p(
    'en',
    'irrelevant',
    'The company cut its workforce by 8 percent last year.',
    'The company’s chief executive will step down in March after nine years in the job.',
  ),
  p(
    'en',
    'irrelevant',
    'Wind power supplied 29 percent of Germany’s electricity in 2023.',
    'Germany’s electricity prices for households remain among the highest in Europe.',
  ),
  p(
    'en',
    'irrelevant',
    'The bridge was opened to traffic in 1937.',
    'The bridge is painted a colour known as international orange, chosen to stand out in fog.',
  ),
  p(
    'en',
    'irrelevant',
    'Inflation in the euro area rose to 2.9% in October.',
    'The central bank will publish its next economic projections in December.',
  ),
  p(
    'en',
    'irrelevant',
    'About 1,300 people attended the protest in Leeds.',
    'Organisers of the protest in Leeds said they would march again next month.',
  ),
  p(
    'en',
    'irrelevant',
    'The treaty was signed by 52 countries.',
    'Critics of the treaty say it lacks a mechanism to enforce its rules.',
  ),
  p(
    'en',
    'irrelevant',
    'The physicist Niels Bohr was born in Copenhagen.',
    'Niels Bohr received the Nobel Prize in Physics for his work on the structure of atoms.',
  ),
  // German
  p(
    'de',
    'support',
    'Die Arbeitslosenquote in Deutschland lag im Mai bei 5,8 Prozent.',
    'Nach Angaben der Bundesagentur für Arbeit lag die Arbeitslosenquote in Deutschland im Mai bei 5,8 Prozent.',
  ),
  p(
    'de',
    'support',
    'Der Bau des Tunnels kostete 1,2 Milliarden Euro.',
    'Insgesamt kostete der Bau des Tunnels rund 1,2 Mrd. Euro, etwas mehr als geplant.',
  ),
  p(
    'de',
    'support',
    'Im Jahr 2022 kamen 738.819 Kinder in Deutschland zur Welt.',
    'Im Jahr 2022 kamen in Deutschland 738 819 Kinder zur Welt, wie das Statistische Bundesamt mitteilte.',
  ),
  p(
    'de',
    'support',
    'Die Zahl der Verkehrstoten ist 2023 gesunken.',
    'Die Zahl der Verkehrstoten ist im Jahr 2023 leicht gesunken, meldet das Bundesamt.',
  ),
  p(
    'de',
    'refute',
    'Die Arbeitslosenquote in Deutschland lag im Mai bei 7,1 Prozent.',
    'Nach Angaben der Bundesagentur für Arbeit lag die Arbeitslosenquote in Deutschland im Mai bei 5,8 Prozent.',
  ),
  p(
    'de',
    'refute',
    'Die Zahl der Verkehrstoten ist 2023 gestiegen.',
    'Die Zahl der Verkehrstoten ist im Jahr 2023 leicht gesunken, meldet das Bundesamt.',
  ),
  p(
    'de',
    'refute',
    'Das Medikament ist in der EU zugelassen.',
    'Das Medikament ist in der EU nicht zugelassen; die Behörde lehnte den Antrag im Juni ab.',
  ),
  p(
    'de',
    'refute',
    'Der Bau des Tunnels kostete 3 Milliarden Euro.',
    'Insgesamt kostete der Bau des Tunnels rund 1,2 Mrd. Euro, etwas mehr als geplant.',
  ),
  p(
    'de',
    'irrelevant',
    'Die Arbeitslosenquote in Deutschland lag im Mai bei 5,8 Prozent.',
    'Die Bundesagentur für Arbeit hat ihren Sitz in Nürnberg und beschäftigt rund 100.000 Menschen.',
  ),
  p(
    'de',
    'irrelevant',
    'Der Bau des Tunnels kostete 1,2 Milliarden Euro.',
    'Der Tunnel soll im kommenden Frühjahr für den Verkehr freigegeben werden.',
  ),
  p(
    'de',
    'irrelevant',
    'Die Zahl der Verkehrstoten ist 2023 gesunken.',
    'Das Bundesamt veröffentlicht seine Statistiken jedes Jahr im Frühjahr.',
  ),
  p(
    'de',
    'irrelevant',
    'Das Medikament ist in der EU zugelassen.',
    'Das Medikament wird von einem Unternehmen aus Basel hergestellt.',
  ),
  // French
  p(
    'fr',
    'support',
    'La France compte 68 millions d’habitants.',
    'Au 1er janvier 2024, la France compte 68 millions d’habitants, selon l’Insee.',
  ),
  p(
    'fr',
    'support',
    'Le chômage a baissé à 7,3 % au troisième trimestre.',
    'Selon l’Insee, le taux de chômage a baissé à 7,3 % au troisième trimestre.',
  ),
  p(
    'fr',
    'support',
    'Le pont a été inauguré en 2004.',
    'Le viaduc de Millau, le pont le plus haut du monde, a été inauguré en décembre 2004.',
  ),
  p(
    'fr',
    'support',
    'La ville a planté 20 000 arbres depuis 2020.',
    'Depuis 2020, la ville a planté 20 000 arbres dans ses parcs et ses rues.',
  ),
  p(
    'fr',
    'refute',
    'La France compte 75 millions d’habitants.',
    'Au 1er janvier 2024, la France compte 68 millions d’habitants, selon l’Insee.',
  ),
  p(
    'fr',
    'refute',
    'Le chômage a augmenté au troisième trimestre.',
    'Selon l’Insee, le taux de chômage a baissé à 7,3 % au troisième trimestre.',
  ),
  p(
    'fr',
    'refute',
    'Le vaccin provoque l’autisme.',
    'Il n’existe aucune preuve que le vaccin provoque l’autisme, rappellent les autorités sanitaires.',
  ),
  p(
    'fr',
    'refute',
    'Le pont a été inauguré en 1994.',
    'Le viaduc de Millau, le pont le plus haut du monde, a été inauguré en décembre 2004.',
  ),
  p(
    'fr',
    'irrelevant',
    'La France compte 68 millions d’habitants.',
    'La France est le pays le plus visité au monde par les touristes étrangers.',
  ),
  p(
    'fr',
    'irrelevant',
    'Le chômage a baissé à 7,3 % au troisième trimestre.',
    'Le ministre du Travail présentera une réforme de l’assurance chômage en janvier.',
  ),
  p(
    'fr',
    'irrelevant',
    'Le pont a été inauguré en 2004.',
    'Le pont est fermé la nuit pour des travaux d’entretien.',
  ),
  p(
    'fr',
    'irrelevant',
    'La ville a planté 20 000 arbres depuis 2020.',
    'La ville organise chaque année une fête des jardins au mois de mai.',
  ),
  // Spanish
  p(
    'es',
    'support',
    'México tiene 126 millones de habitantes.',
    'Según el censo, México tiene 126 millones de habitantes, la mayoría en zonas urbanas.',
  ),
  p(
    'es',
    'support',
    'La inflación en Argentina superó el 200 % en 2023.',
    'En 2023 la inflación en Argentina superó el 200 %, la más alta en más de treinta años.',
  ),
  p(
    'es',
    'support',
    'El museo recibió 3,4 millones de visitantes en 2019.',
    'En 2019 el museo recibió 3,4 millones de visitantes, un récord histórico.',
  ),
  p(
    'es',
    'support',
    'Las exportaciones de vino aumentaron un 6 % el año pasado.',
    'El año pasado las exportaciones de vino aumentaron un 6 %, según la asociación del sector.',
  ),
  p(
    'es',
    'refute',
    'México tiene 150 millones de habitantes.',
    'Según el censo, México tiene 126 millones de habitantes, la mayoría en zonas urbanas.',
  ),
  p(
    'es',
    'refute',
    'Las exportaciones de vino disminuyeron el año pasado.',
    'El año pasado las exportaciones de vino aumentaron un 6 %, según la asociación del sector.',
  ),
  p(
    'es',
    'refute',
    'El museo recibió 5 millones de visitantes en 2019.',
    'En 2019 el museo recibió 3,4 millones de visitantes, un récord histórico.',
  ),
  p(
    'es',
    'refute',
    'La vacuna contiene mercurio.',
    'Es falso que la vacuna contenga mercurio: no lleva tiomersal ni ningún otro compuesto de mercurio.',
  ),
  p(
    'es',
    'irrelevant',
    'México tiene 126 millones de habitantes.',
    'La capital de México es una de las ciudades más grandes de América.',
  ),
  p(
    'es',
    'irrelevant',
    'La inflación en Argentina superó el 200 % en 2023.',
    'Argentina celebrará elecciones legislativas el próximo año.',
  ),
  p(
    'es',
    'irrelevant',
    'El museo recibió 3,4 millones de visitantes en 2019.',
    'El museo abrirá una nueva sala dedicada al arte contemporáneo.',
  ),
  p(
    'es',
    'irrelevant',
    'Las exportaciones de vino aumentaron un 6 % el año pasado.',
    'La vendimia comenzó este año dos semanas antes por el calor.',
  ),
  // Russian
  p(
    'ru',
    'support',
    'Население Москвы составляет 13 миллионов человек.',
    'По данным Росстата, население Москвы составляет 13 миллионов человек.',
  ),
  p(
    'ru',
    'support',
    'Инфляция в России в 2023 году составила 7,4 процента.',
    'Годовая инфляция в России в 2023 году составила 7,4 процента, сообщил Росстат.',
  ),
  p(
    'ru',
    'refute',
    'Население Москвы составляет 20 миллионов человек.',
    'По данным Росстата, население Москвы составляет 13 миллионов человек.',
  ),
  p(
    'ru',
    'refute',
    'Инфляция в России в 2023 году снизилась.',
    'Годовая инфляция в России в 2023 году выросла до 7,4 процента, сообщил Росстат.',
  ),
  p(
    'ru',
    'irrelevant',
    'Население Москвы составляет 13 миллионов человек.',
    'В Москве открылись три новые станции метро.',
  ),
  p(
    'ru',
    'irrelevant',
    'Инфляция в России в 2023 году составила 7,4 процента.',
    'Центральный банк проведёт следующее заседание в декабре.',
  ),
];

/**
 * Written after the rules were finished and measured once, never tuned on: the honest held-out figure. Harder on
 * purpose (paraphrase, heavy topic overlap without the fact, refutation in other words).
 */
export const BLIND_PAIRS: readonly HeldOutPair[] = [
  p(
    'en',
    'support',
    'Norway generates almost all of its electricity from hydropower.',
    'Hydropower accounts for about 88% of electricity production in Norway, according to the national energy agency.',
  ),
  p(
    'en',
    'support',
    'The Great Fire of London broke out in 1666.',
    'In September 1666, the Great Fire of London broke out in a bakery on Pudding Lane and burned for four days.',
  ),
  p(
    'en',
    'support',
    'Apple sold more than 200 million iPhones in 2022.',
    'Apple shipped about 226 million iPhones in 2022, analysts at IDC estimate.',
  ),
  p(
    'en',
    'support',
    'The Amazon river discharges more water than any other river.',
    'No other river discharges as much water into the sea as the Amazon, which accounts for about a fifth of global river flow.',
  ),
  p(
    'en',
    'support',
    'The population of Japan has been shrinking.',
    'Japan’s population has fallen for the 13th consecutive year, government data showed.',
  ),
  p(
    'en',
    'support',
    'The strike ended after 46 days.',
    'Workers returned on Monday, ending a strike that lasted 46 days.',
  ),
  p(
    'en',
    'refute',
    'Norway generates most of its electricity from coal.',
    'Hydropower accounts for about 88% of electricity production in Norway; coal plays almost no role.',
  ),
  p(
    'en',
    'refute',
    'The Great Fire of London broke out in 1766.',
    'In September 1666, the Great Fire of London broke out in a bakery on Pudding Lane.',
  ),
  p(
    'en',
    'refute',
    'Apple sold 400 million iPhones in 2022.',
    'Apple shipped about 226 million iPhones in 2022, analysts at IDC estimate.',
  ),
  p(
    'en',
    'refute',
    'The population of Japan has been growing.',
    'Japan’s population has fallen for the 13th consecutive year, government data showed.',
  ),
  p(
    'en',
    'refute',
    'The strike ended after two weeks.',
    'Workers returned on Monday, ending a strike that lasted 46 days.',
  ),
  p(
    'en',
    'refute',
    'The prime minister of Canada opened the summit.',
    'The summit was opened by the prime minister of Australia, who welcomed delegates from 30 countries.',
  ),
  p(
    'en',
    'irrelevant',
    'Norway generates almost all of its electricity from hydropower.',
    'Norway’s sovereign wealth fund is the largest in the world, worth more than $1.4 trillion.',
  ),
  p(
    'en',
    'irrelevant',
    'The Great Fire of London broke out in 1666.',
    'After the Great Fire, Christopher Wren designed 51 new churches for the City of London.',
  ),
  p(
    'en',
    'irrelevant',
    'Apple sold more than 200 million iPhones in 2022.',
    'Apple will hold its annual developer conference in June, the company said.',
  ),
  p(
    'en',
    'irrelevant',
    'The population of Japan has been shrinking.',
    'Japan’s government announced new subsidies for families with young children.',
  ),
  p(
    'en',
    'irrelevant',
    'The strike ended after 46 days.',
    'The union said the strike was about pay and working hours.',
  ),
  p(
    'en',
    'irrelevant',
    'The prime minister of Canada opened the summit.',
    'The summit focused on trade and climate, with delegates from 30 countries.',
  ),
  p(
    'de',
    'support',
    'Der Rhein ist rund 1.230 Kilometer lang.',
    'Mit einer Länge von etwa 1230 Kilometern gehört der Rhein zu den längsten Flüssen Europas.',
  ),
  p(
    'de',
    'support',
    'Die Inflation in Deutschland lag 2023 bei 5,9 Prozent.',
    'Das Statistische Bundesamt bezifferte die Inflationsrate für 2023 auf 5,9 Prozent.',
  ),
  p(
    'de',
    'refute',
    'Der Rhein ist rund 2.000 Kilometer lang.',
    'Mit einer Länge von etwa 1230 Kilometern gehört der Rhein zu den längsten Flüssen Europas.',
  ),
  p(
    'de',
    'refute',
    'Die Inflation in Deutschland ist 2023 gestiegen.',
    'Die Inflationsrate in Deutschland ist 2023 auf 5,9 Prozent gesunken, nach 6,9 Prozent im Vorjahr.',
  ),
  p(
    'de',
    'irrelevant',
    'Der Rhein ist rund 1.230 Kilometer lang.',
    'Am Rhein liegen zahlreiche Burgen, die jedes Jahr viele Touristen anziehen.',
  ),
  p(
    'de',
    'irrelevant',
    'Die Inflation in Deutschland lag 2023 bei 5,9 Prozent.',
    'Die Europäische Zentralbank hat ihren Sitz in Frankfurt am Main.',
  ),
  p(
    'fr',
    'support',
    'La tour Eiffel a été construite pour l’Exposition universelle de 1889.',
    'Construite pour l’Exposition universelle de 1889, la tour Eiffel devait être démontée après vingt ans.',
  ),
  p(
    'fr',
    'support',
    'Le Sénat compte 348 sénateurs.',
    'Le Sénat français est composé de 348 sénateurs élus au suffrage indirect.',
  ),
  p(
    'fr',
    'refute',
    'La tour Eiffel a été construite pour l’Exposition universelle de 1900.',
    'Construite pour l’Exposition universelle de 1889, la tour Eiffel devait être démontée après vingt ans.',
  ),
  p(
    'fr',
    'refute',
    'Le Sénat compte 577 sénateurs.',
    'Le Sénat français est composé de 348 sénateurs élus au suffrage indirect.',
  ),
  p('fr', 'irrelevant', 'Le Sénat compte 348 sénateurs.', 'Le Sénat siège au palais du Luxembourg, à Paris.'),
  p(
    'fr',
    'irrelevant',
    'La tour Eiffel a été construite pour l’Exposition universelle de 1889.',
    'La tour Eiffel est repeinte environ tous les sept ans.',
  ),
  p(
    'es',
    'support',
    'El canal de Panamá se inauguró en 1914.',
    'El canal de Panamá fue inaugurado el 15 de agosto de 1914.',
  ),
  p(
    'es',
    'support',
    'Chile tiene unos 19 millones de habitantes.',
    'La población de Chile ronda los 19 millones de personas, según el último censo.',
  ),
  p(
    'es',
    'refute',
    'El canal de Panamá se inauguró en 1934.',
    'El canal de Panamá fue inaugurado el 15 de agosto de 1914.',
  ),
  p(
    'es',
    'refute',
    'Chile tiene unos 40 millones de habitantes.',
    'La población de Chile ronda los 19 millones de personas, según el último censo.',
  ),
  p(
    'es',
    'irrelevant',
    'El canal de Panamá se inauguró en 1914.',
    'Cada año cruzan el canal de Panamá unos 14.000 barcos.',
  ),
  p(
    'es',
    'irrelevant',
    'Chile tiene unos 19 millones de habitantes.',
    'Chile es el mayor productor de cobre del mundo.',
  ),
  p(
    'it',
    'support',
    'Il Colosseo poteva ospitare circa 50.000 spettatori.',
    'Si stima che il Colosseo potesse ospitare circa 50.000 spettatori.',
  ),
  p(
    'it',
    'refute',
    'Il Colosseo poteva ospitare circa 200.000 spettatori.',
    'Si stima che il Colosseo potesse ospitare circa 50.000 spettatori.',
  ),
  p(
    'it',
    'irrelevant',
    'Il Colosseo poteva ospitare circa 50.000 spettatori.',
    'Il Colosseo è uno dei monumenti più visitati d’Italia.',
  ),
  p(
    'pt',
    'support',
    'O Brasil tem 26 estados e um distrito federal.',
    'O Brasil é formado por 26 estados e um distrito federal, onde fica a capital, Brasília.',
  ),
  p(
    'pt',
    'refute',
    'O Brasil tem 30 estados.',
    'O Brasil é formado por 26 estados e um distrito federal, onde fica a capital, Brasília.',
  ),
  p(
    'pt',
    'irrelevant',
    'O Brasil tem 26 estados e um distrito federal.',
    'Brasília foi inaugurada como capital do Brasil em 1960.',
  ),
];
