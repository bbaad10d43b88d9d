/**
 * A second blind group for the no-model stance: 48 claim/passage pairs written in round 4 by a different engineer
 * before anything was run on them (not drawn from Factcheck-Bench or scripts/eval/stance-heldout.ts), 6 per language
 * in en, de, fr, es, ja, zh, ru, ar, two of each gold class. Refutations of four kinds (another value in the claim's
 * slot, negation, another holder or place, a debunking sentence), supports in other words than the claim, irrelevant
 * passages that share many of the claim's words. Kept apart from BLIND_PAIRS so the old blind figure stays comparable.
 */
import type { HeldOutPair } from './stance-heldout';
import type { Stance3 } from './stance';

const p = (lang: HeldOutPair['lang'], gold: Stance3, claim: string, evidence: string): HeldOutPair => ({
  lang,
  claim,
  evidence,
  gold,
});

export const BLIND_PAIRS_2: readonly HeldOutPair[] = [
  // English
  p(
    'en',
    'support',
    'The Danube flows through ten countries.',
    "The Danube, Europe's second-longest river, passes through or along the borders of ten countries before reaching the Black Sea.",
  ),
  p(
    'en',
    'support',
    'The museum was closed to visitors for three years during the renovation.',
    'After a renovation that kept its doors shut from 2019 to 2022, the museum welcomed the public again in March.',
  ),
  p(
    'en',
    'refute',
    'Mount Kilimanjaro is 6,895 metres high.',
    "Mount Kilimanjaro, Africa's highest peak, rises 5,895 metres above sea level.",
  ),
  p(
    'en',
    'refute',
    "Drinking coffee stunts children's growth.",
    'The idea that coffee stunts growth is a myth: no study has found that caffeine affects how tall children become.',
  ),
  p(
    'en',
    'irrelevant',
    'The city of Lyon hosted the 2024 World Bicycle Conference.',
    "Lyon's bicycle lanes doubled in length between 2015 and 2024, the city said at a conference on urban transport.",
  ),
  p(
    'en',
    'irrelevant',
    'Apple released its first iPhone in 2007.',
    'In 2007 Apple also changed its name from Apple Computer, Inc. to Apple Inc., reflecting its move beyond computers.',
  ),
  // German
  p(
    'de',
    'support',
    'Die Zugspitze ist mit 2962 Metern der höchste Berg Deutschlands.',
    'Kein Gipfel in Deutschland ragt höher auf als die Zugspitze, deren Spitze 2962 Meter über dem Meeresspiegel liegt.',
  ),
  p(
    'de',
    'support',
    'Der Bodensee grenzt an Deutschland, Österreich und die Schweiz.',
    'Am Ufer des Bodensees treffen drei Staaten aufeinander: die Bundesrepublik Deutschland, Österreich und die Schweiz.',
  ),
  p(
    'de',
    'refute',
    'Der Bundestag hat das Gesetz zum Tempolimit beschlossen.',
    'Der Bundestag hat das Gesetz zum Tempolimit nicht beschlossen; der Antrag scheiterte am Donnerstag mit 312 zu 380 Stimmen.',
  ),
  p(
    'de',
    'refute',
    'Die Olympischen Winterspiele 2018 fanden in Sapporo statt.',
    'Die Olympischen Winterspiele 2018 fanden in Pyeongchang in Südkorea statt.',
  ),
  p(
    'de',
    'irrelevant',
    'Die Deutsche Bahn hat 2023 einen Rekordgewinn erzielt.',
    'Die Deutsche Bahn hat 2023 so viele Fahrgäste befördert wie nie zuvor, teilte das Unternehmen in Berlin mit.',
  ),
  p(
    'de',
    'irrelevant',
    'Der Rhein ist der längste Fluss Deutschlands.',
    'Der Rhein ist einer der wichtigsten Schifffahrtswege Europas, auf dem jährlich Millionen Tonnen Fracht durch Deutschland transportiert werden.',
  ),
  // French
  p(
    'fr',
    'support',
    "La tour Eiffel a été construite pour l'Exposition universelle de 1889.",
    "Gustave Eiffel a édifié sa tour à l'occasion de l'Exposition universelle organisée à Paris en 1889.",
  ),
  p(
    'fr',
    'support',
    'Le taux de chômage en France a baissé à 7,1 % au deuxième trimestre.',
    "Selon l'Insee, la part des actifs sans emploi en France est descendue à 7,1 % entre avril et juin.",
  ),
  p(
    'fr',
    'refute',
    'La Loire est longue de 1 200 kilomètres.',
    'Avec ses 1 006 kilomètres, la Loire est le plus long fleuve de France.',
  ),
  p(
    'fr',
    'refute',
    "Le vaccin contre la rougeole provoque l'autisme.",
    "Cette affirmation est fausse : des études portant sur des millions d'enfants n'ont trouvé aucun lien entre le vaccin contre la rougeole et l'autisme.",
  ),
  p(
    'fr',
    'irrelevant',
    'Le président Macron a inauguré le nouveau musée de Marseille.',
    'Le nouveau musée de Marseille, consacré à la Méditerranée, expose plus de 2 000 objets prêtés par des musées du monde entier.',
  ),
  p(
    'fr',
    'irrelevant',
    'La SNCF a supprimé la ligne de train de nuit Paris–Nice.',
    'La ligne de train de nuit Paris–Nice transporte surtout des familles pendant les vacances, selon une enquête de la SNCF.',
  ),
  // Spanish
  p(
    'es',
    'support',
    'España ganó el Mundial de fútbol en 2010.',
    'La selección española se proclamó campeona del mundo en Sudáfrica en 2010 tras vencer a Países Bajos en la final.',
  ),
  p(
    'es',
    'support',
    'La población de Madrid supera los tres millones de habitantes.',
    'Según el padrón municipal, en la ciudad de Madrid viven 3,3 millones de personas.',
  ),
  p(
    'es',
    'refute',
    'Gabriel García Márquez escribió «La casa de los espíritus».',
    '«La casa de los espíritus» es la primera novela de Isabel Allende, publicada en 1982.',
  ),
  p(
    'es',
    'refute',
    'El Gobierno aprobó la subida del salario mínimo en enero.',
    'El Gobierno no aprobó la subida del salario mínimo en enero: la medida quedó aplazada hasta la primavera.',
  ),
  p(
    'es',
    'irrelevant',
    'El Museo del Prado recibió cuatro millones de visitantes en 2023.',
    'El Museo del Prado abrió en 2023 una nueva sala dedicada a los visitantes con discapacidad visual.',
  ),
  p(
    'es',
    'irrelevant',
    'Barcelona prohibirá los pisos turísticos en 2028.',
    'Barcelona cuenta con unos 10.000 pisos turísticos con licencia, según datos del ayuntamiento de 2023.',
  ),
  // Japanese
  p(
    'ja',
    'support',
    '富士山の標高は3776メートルである。',
    '日本一高い山である富士山は、海抜3,776メートルに達する。',
  ),
  p(
    'ja',
    'support',
    '東京スカイツリーは2012年に開業した。',
    '東京スカイツリーが営業を始めたのは2012年5月22日のことだ。',
  ),
  p(
    'ja',
    'refute',
    '琵琶湖の面積は約470平方キロメートルである。',
    '琵琶湖の面積は約670平方キロメートルで、日本最大の湖である。',
  ),
  p(
    'ja',
    'refute',
    '政府は消費税を15%に引き上げることを決定した。',
    '官房長官は記者会見で、政府は消費税を15%に引き上げることを決定していないと述べた。',
  ),
  p(
    'ja',
    'irrelevant',
    '京都市は2023年に観光客の数を制限した。',
    '京都市は2023年に観光客向けの新しいバス路線を開設した。',
  ),
  p(
    'ja',
    'irrelevant',
    'トヨタは2024年に世界販売台数で首位を維持した。',
    'トヨタは2024年に新しい電気自動車の工場を愛知県に建設すると発表した。',
  ),
  // Chinese
  p('zh', 'support', '长江是中国最长的河流。', '在中国所有河流中，长江的长度位居第一，约6300公里。'),
  p('zh', 'support', '北京在2008年举办了夏季奥运会。', '2008年夏天，第二十九届奥林匹克运动会在北京开幕。'),
  p('zh', 'refute', '《红楼梦》的作者是鲁迅。', '《红楼梦》是清代作家曹雪芹创作的长篇小说。'),
  p(
    'zh',
    'refute',
    '吃大蒜可以预防新冠病毒感染。',
    '世界卫生组织指出，吃大蒜可以预防新冠病毒感染的说法是谣言，没有证据支持。',
  ),
  p(
    'zh',
    'irrelevant',
    '上海的人口在2023年超过了3000万。',
    '上海在2023年新建了30万套保障性住房，以满足人口增长的需要。',
  ),
  p(
    'zh',
    'irrelevant',
    '华为在2023年发布了新款折叠屏手机。',
    '华为在2023年的研发投入达到1647亿元，占全年收入的23%。',
  ),
  // Russian
  p(
    'ru',
    'support',
    'Байкал — самое глубокое озеро в мире.',
    'Ни одно озеро на планете не превосходит Байкал по глубине: она достигает 1642 метров.',
  ),
  p(
    'ru',
    'support',
    'Население Москвы превышает 13 миллионов человек.',
    'По данным Росстата, в Москве проживает около 13,1 миллиона жителей.',
  ),
  p(
    'ru',
    'refute',
    'Государственная дума приняла закон о запрете криптовалют.',
    'Государственная дума не приняла закон о запрете криптовалют: законопроект был отклонён в первом чтении.',
  ),
  p(
    'ru',
    'refute',
    'Чемпионат мира по футболу 2018 года прошёл в Бразилии.',
    'Чемпионат мира по футболу 2018 года прошёл в России, финал состоялся в Москве.',
  ),
  p(
    'ru',
    'irrelevant',
    'Эрмитаж в 2023 году посетили пять миллионов человек.',
    'В 2023 году Эрмитаж открыл новую выставку, которую посетили школьники из пяти городов.',
  ),
  p(
    'ru',
    'irrelevant',
    'Аэрофлот возобновил рейсы в Египет в 2022 году.',
    'Аэрофлот в 2022 году перевёз меньше пассажиров, чем годом ранее, из-за закрытия рейсов в Европу.',
  ),
  // Arabic
  p(
    'ar',
    'support',
    'يبلغ ارتفاع برج خليفة 828 مترا.',
    'يرتفع برج خليفة في دبي إلى 828 مترا، ما يجعله أطول مبنى في العالم.',
  ),
  p(
    'ar',
    'support',
    'افتتحت قناة السويس الجديدة في عام 2015.',
    'في أغسطس 2015، احتفلت مصر بافتتاح التفريعة الجديدة لقناة السويس.',
  ),
  p(
    'ar',
    'refute',
    'يبلغ طول نهر النيل 4000 كيلومتر.',
    'يبلغ طول نهر النيل نحو 6650 كيلومترا، وهو من أطول أنهار العالم.',
  ),
  p(
    'ar',
    'refute',
    'شرب الماء الساخن يقتل فيروس كورونا.',
    'الادعاء بأن شرب الماء الساخن يقتل فيروس كورونا خاطئ، ولا يوجد دليل علمي عليه.',
  ),
  p(
    'ar',
    'irrelevant',
    'استضافت قطر كأس العالم لكرة القدم عام 2022.',
    'أنفقت قطر مليارات الدولارات على الملاعب ومترو الدوحة قبل عام 2022.',
  ),
  p(
    'ar',
    'irrelevant',
    'رفعت المملكة العربية السعودية أسعار البنزين في يناير.',
    'تعد المملكة العربية السعودية أكبر مصدر للنفط في العالم، وتحدد أسعار البنزين شهريا.',
  ),
];
