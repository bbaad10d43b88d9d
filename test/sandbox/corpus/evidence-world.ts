/** Evidence pages for the Japanese, Chinese, Korean, Arabic, Russian and Hindi articles (official, news, wiki, fact-check). */
import { page, stance } from './evidence-helpers';
import type { SandboxEvidencePage } from './types';

// ── Japanese ────────────────────────────────────────────────────────────────────────────────────────────────
const S_JA_STAT =
  '2023年10月1日現在の日本の総人口は1億2435万2千人で、前年に比べ59万5千人の減少となり、13年連続で減少した。';
const jaStat = page({
  at: 'www.stat.go.jp/data/jinsui/2023np/index.html',
  id: 'ja-stat-jinsui-2023',
  title: '人口推計（2023年（令和5年）10月1日現在）｜総務省統計局',
  siteName: '総務省統計局',
  lang: 'ja',
  publishedAt: '2024-04-12T05:00:00Z',
  kind: 'official',
  paragraphs: [
    `${S_JA_STAT}日本人人口は1億2119万3千人で、前年に比べ83万7千人の減少となった。`,
    '15歳未満人口は1417万3千人で、総人口に占める割合は11.4％と過去最低となった。',
    '65歳以上人口は3622万7千人で、総人口に占める割合は29.1％と過去最高となった。',
  ],
  stances: [stance('ja-population-2023', 'supports', S_JA_STAT, 0.95)],
});

const S_JA_JNTO =
  '2023年の訪日外国人旅行者数は2506万6100人で、過去最多だった2019年の3188万2049人には届かなかった。';
const jaJnto = page({
  at: 'www.jnto.go.jp/statistics/data/visitors-statistics/2023-annual.html',
  id: 'ja-jnto-visitors-2023',
  title: '訪日外客数（2023年 年間推計値）｜日本政府観光局（JNTO）',
  siteName: '日本政府観光局',
  lang: 'ja',
  publishedAt: '2024-01-17T07:15:00Z',
  kind: 'official',
  paragraphs: [
    S_JA_JNTO,
    '2023年の訪日外国人旅行者数は2019年比で約8割まで回復した。',
    '国・地域別では韓国が695万8500人で最も多く、台湾、中国、香港、米国が続いた。',
  ],
  stances: [stance('ja-visitors-2023', 'refutes', S_JA_JNTO, 0.9)],
});

const S_JA_NHK =
  '日本政府観光局によると、2023年の1年間に日本を訪れた外国人旅行者は推計で2506万人余りで、新型コロナ前の2019年の8割近くにとどまった。';
const jaNhk = page({
  at: 'www3.nhk.or.jp/news/html/20240117/k10014323101000.html',
  id: 'ja-nhk-visitors-2023',
  title: '去年の訪日外国人旅行者 2500万人余 コロナ前の8割近くまで回復｜NHKニュース',
  siteName: 'NHKニュース',
  lang: 'ja',
  publishedAt: '2024-01-17T08:30:00Z',
  kind: 'news',
  paragraphs: [
    S_JA_NHK,
    '円安などを背景に、1人当たりの旅行消費額は過去最高となった。',
    '政府は2030年に訪日客を6000万人に増やす目標を掲げている。',
  ],
  stances: [stance('ja-visitors-2023', 'refutes', S_JA_NHK, 0.85)],
});

const S_JA_WIKI =
  '東京スカイツリーは東京都墨田区にある電波塔で、高さは634メートルあり、2012年5月22日に開業した。';
const jaWiki = page({
  at: 'ja.wikipedia.org/wiki/東京スカイツリー',
  id: 'ja-wiki-skytree',
  title: '東京スカイツリー - Wikipedia',
  siteName: 'Wikipedia',
  lang: 'ja',
  publishedAt: '2024-03-01T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    S_JA_WIKI,
    '自立式電波塔としては世界一の高さで、2011年11月にギネス世界記録に認定された。',
    '地上350メートルと450メートルの位置に展望台がある。',
  ],
  stances: [stance('ja-skytree-634', 'supports', S_JA_WIKI, 0.85)],
});

// ── Chinese ─────────────────────────────────────────────────────────────────────────────────────────────────
const S_ZH_POP = '年末全国人口140967万人，比上年末减少208万人。';
const S_ZH_BIRTHS = '2023年全年出生人口902万人，人口出生率为6.39‰；死亡人口1110万人。';
const S_ZH_GDP = '初步核算，2023年全年国内生产总值1260582亿元，按不变价格计算，比上年增长5.2%。';
const zhStats = page({
  at: 'www.stats.gov.cn/sj/zxfb/202402/t20240228_1947915.html',
  id: 'zh-stats-gongbao-2023',
  title: '中华人民共和国2023年国民经济和社会发展统计公报 - 国家统计局',
  siteName: '国家统计局',
  lang: 'zh',
  publishedAt: '2024-02-29T01:30:00Z',
  kind: 'official',
  paragraphs: [
    `${S_ZH_GDP}其中，第一产业增加值89755亿元，比上年增长4.1%。`,
    `${S_ZH_POP}其中城镇常住人口93267万人，占全国人口比重为66.16%。`,
    `${S_ZH_BIRTHS}人口自然增长率为-1.48‰。`,
  ],
  stances: [
    stance('zh-population-2023', 'supports', S_ZH_POP, 0.95),
    stance('zh-births-2023', 'refutes', S_ZH_BIRTHS, 0.95),
    stance('zh-gdp-2023', 'supports', S_ZH_GDP, 0.95),
  ],
});

const S_ZH_XINHUA_GDP = '国家统计局17日发布数据，初步核算，2023年国内生产总值比上年增长5.2%，经济回升向好。';
const S_ZH_XINHUA_POP = '2023年末全国人口为140967万人，比上年末减少208万人，全年出生人口902万人。';
const zhXinhua = page({
  at: 'www.xinhuanet.com/fortune/20240117/gdp-2023/c.html',
  id: 'zh-xinhua-gdp-2023',
  title: '2023年我国GDP增长5.2% 全年出生人口902万人 - 新华网',
  siteName: '新华网',
  lang: 'zh',
  publishedAt: '2024-01-17T03:00:00Z',
  kind: 'news',
  paragraphs: [
    S_ZH_XINHUA_GDP,
    `${S_ZH_XINHUA_POP}专家表示，出生人口减少与育龄妇女数量下降有关。`,
    '最终消费支出对经济增长的贡献率为82.5%。',
  ],
  stances: [
    stance('zh-gdp-2023', 'supports', S_ZH_XINHUA_GDP, 0.85),
    stance('zh-population-2023', 'supports', S_ZH_XINHUA_POP, 0.85),
    stance('zh-births-2023', 'refutes', S_ZH_XINHUA_POP, 0.8),
  ],
});

const S_ZH_WIKI = '2023年中国出生人口为902万人，低于1000万人，出生人口连续七年下降。';
const zhWiki = page({
  at: 'zh.wikipedia.org/wiki/中华人民共和国人口',
  id: 'zh-wiki-population',
  title: '中华人民共和国人口 - 维基百科，自由的百科全书',
  siteName: '维基百科',
  lang: 'zh',
  publishedAt: '2024-03-10T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    '中华人民共和国是世界上人口第二多的国家，2023年被印度超过。',
    S_ZH_WIKI,
    '2020年全国出生人口约为1200万人，此后逐年减少。',
  ],
  stances: [stance('zh-births-2023', 'refutes', S_ZH_WIKI, 0.8)],
});

// ── Korean ──────────────────────────────────────────────────────────────────────────────────────────────────
const S_KO_TFR = '2023년 합계출산율은 0.72명으로 전년보다 0.06명 감소하며 역대 최저를 기록했다.';
const S_KO_BIRTHS = '2023년 출생아 수는 23만 명으로 전년보다 1만 9천 명(7.7%) 감소했다.';
const koKostat = page({
  at: 'kostat.go.kr/board/birth-death-statistics-2023-provisional',
  id: 'ko-kostat-births-2023',
  title: '2023년 출생·사망통계(잠정) | 통계청',
  siteName: '통계청',
  lang: 'ko',
  publishedAt: '2024-02-28T03:00:00Z',
  kind: 'official',
  paragraphs: [S_KO_BIRTHS, S_KO_TFR, '모의 평균 출산 연령은 33.6세로 전년보다 0.1세 상승했다.'],
  stances: [
    stance('ko-fertility-2023', 'supports', S_KO_TFR, 0.95),
    stance('ko-births-2023', 'refutes', S_KO_BIRTHS, 0.95),
  ],
});

const S_KO_YNA_TOURISTS =
  '한국관광공사에 따르면 2023년 한국을 방문한 외국인 관광객은 1103만 명으로 집계됐다.';
const S_KO_YNA_BIRTHS = '지난해 출생아 수는 23만 명에 그쳐 통계 작성 이후 가장 적었다.';
const koYonhap = page({
  at: 'www.yonhapnews.co.kr/view/AKR20240130000100030',
  id: 'ko-yonhap-2023',
  title: '작년 방한 외국인 관광객 1103만 명…출생아는 23만 명 역대 최소 | 연합뉴스',
  siteName: '연합뉴스',
  lang: 'ko',
  publishedAt: '2024-02-28T06:00:00Z',
  kind: 'news',
  paragraphs: [
    `${S_KO_YNA_TOURISTS} 코로나19 이전인 2019년의 약 63% 수준이다.`,
    `${S_KO_YNA_BIRTHS} 합계출산율도 0.72명으로 떨어졌다.`,
    '정부는 올해 외국인 관광객 2000만 명 유치를 목표로 내걸었다.',
  ],
  stances: [
    stance('ko-tourists-2023', 'supports', S_KO_YNA_TOURISTS, 0.85),
    stance('ko-births-2023', 'refutes', S_KO_YNA_BIRTHS, 0.8),
  ],
});

const S_KO_WIKI = '대한민국의 합계출산율은 2023년 0.72명으로 세계 최저 수준이다.';
const koWiki = page({
  at: 'ko.wikipedia.org/wiki/대한민국의_저출산',
  id: 'ko-wiki-low-fertility',
  title: '대한민국의 저출산 - 위키백과, 우리 모두의 백과사전',
  siteName: '위키백과',
  lang: 'ko',
  publishedAt: '2024-03-05T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    '대한민국의 저출산은 1980년대 이후 지속되어 온 사회 문제이다.',
    S_KO_WIKI,
    '합계출산율이 1명 미만인 국가는 대한민국이 유일하다.',
  ],
  stances: [stance('ko-fertility-2023', 'supports', S_KO_WIKI, 0.8)],
});

// ── Arabic ──────────────────────────────────────────────────────────────────────────────────────────────────
const S_AR_CAPMAS =
  'أعلن الجهاز المركزي للتعبئة العامة والإحصاء أن عدد سكان مصر بالداخل وصل إلى 105 ملايين نسمة في فبراير 2023.';
const arCapmas = page({
  at: 'www.capmas.gov.eg/Pages/populationClock.aspx',
  id: 'ar-capmas-105m',
  title: 'الساعة السكانية - الجهاز المركزي للتعبئة العامة والإحصاء',
  siteName: 'الجهاز المركزي للتعبئة العامة والإحصاء',
  lang: 'ar',
  publishedAt: '2023-02-04T09:00:00Z',
  kind: 'official',
  paragraphs: [
    S_AR_CAPMAS,
    'وزاد عدد السكان بمقدار مليون نسمة خلال 237 يوما تقريبا.',
    'ويبلغ معدل المواليد نحو 5 آلاف و600 مولود يوميا.',
  ],
  stances: [stance('ar-population-105m', 'supports', S_AR_CAPMAS, 0.95)],
});

const S_AR_WIKI_OPENED = 'افتتحت قناة السويس للملاحة رسميا في 17 نوفمبر 1869 في عهد الخديوي إسماعيل.';
const S_AR_WIKI_LENGTH = 'يبلغ طول قناة السويس 193 كيلومترا، وهي تصل بين البحر المتوسط والبحر الأحمر.';
const arWiki = page({
  at: 'ar.wikipedia.org/wiki/قناة_السويس',
  id: 'ar-wiki-suez',
  title: 'قناة السويس - ويكيبيديا',
  siteName: 'ويكيبيديا',
  lang: 'ar',
  publishedAt: '2024-02-01T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    S_AR_WIKI_LENGTH,
    S_AR_WIKI_OPENED,
    'وفي عام 1956 أعلن الرئيس جمال عبد الناصر تأميم شركة قناة السويس، ولم يكن ذلك تاريخ افتتاحها.',
  ],
  stances: [
    stance('ar-suez-1956', 'refutes', S_AR_WIKI_OPENED, 0.9),
    stance('ar-suez-length', 'supports', S_AR_WIKI_LENGTH, 0.85),
  ],
});

const S_AR_AFP =
  'هذا الادعاء خاطئ: قناة السويس افتتحت للملاحة الدولية عام 1869، أما عام 1956 فهو عام تأميمها.';
const arAfp = page({
  at: 'factcheck.afp.com/ar/suez-canal-opened-1869-not-1956',
  id: 'ar-afp-suez',
  title: 'قناة السويس لم تفتتح عام 1956 | تقصي الحقائق - أ ف ب',
  siteName: 'AFP تقصي الحقائق',
  lang: 'ar',
  publishedAt: '2024-03-12T12:00:00Z',
  kind: 'factcheck',
  paragraphs: [
    'تداول مستخدمون على مواقع التواصل الاجتماعي تصريحا يفيد بأن قناة السويس افتتحت عام 1956.',
    S_AR_AFP,
    'وتظهر الوثائق التاريخية أن حفل الافتتاح أقيم في مدينة الإسماعيلية في نوفمبر 1869.',
  ],
  stances: [stance('ar-suez-1956', 'refutes', S_AR_AFP, 0.95)],
  claimReview: {
    claimText: 'قناة السويس افتتحت للملاحة الدولية عام 1956',
    claimant: 'متحدث في ندوة عامة',
    claimDate: '2024-03-08',
    rating: 'خطأ',
    reviewDate: '2024-03-12',
    publisher: 'AFP',
  },
});

const S_AR_JAZEERA =
  'بلغ عدد سكان مصر 105 ملايين نسمة، وفقا لبيان الجهاز المركزي للتعبئة العامة والإحصاء في فبراير 2023.';
const arJazeera = page({
  at: 'www.aljazeera.net/ebusiness/2023/2/4/egypt-population-105-million',
  id: 'ar-aljazeera-105m',
  title: 'سكان مصر يتجاوزون 105 ملايين نسمة | الجزيرة نت',
  siteName: 'الجزيرة نت',
  lang: 'ar',
  publishedAt: '2023-02-04T15:00:00Z',
  kind: 'news',
  paragraphs: [
    S_AR_JAZEERA,
    'وتعد مصر الدولة الأكثر سكانا في العالم العربي والثالثة في أفريقيا.',
    'ويقول خبراء إن النمو السكاني يلتهم جزءا كبيرا من ثمار النمو الاقتصادي.',
  ],
  stances: [stance('ar-population-105m', 'supports', S_AR_JAZEERA, 0.85)],
});

// ── Russian ─────────────────────────────────────────────────────────────────────────────────────────────────
const S_RU_ROSSTAT =
  'Численность постоянного населения Москвы на 1 января 2024 года превысила 13,1 млн человек.';
const ruRosstat = page({
  at: 'rosstat.gov.ru/folder/12781',
  id: 'ru-rosstat-moscow-2024',
  title:
    'Численность населения Российской Федерации по муниципальным образованиям на 1 января 2024 года — Росстат',
  siteName: 'Росстат',
  lang: 'ru',
  publishedAt: '2024-04-25T08:00:00Z',
  kind: 'official',
  paragraphs: [
    'Росстат опубликовал оценку численности постоянного населения по регионам и городам России.',
    S_RU_ROSSTAT,
    'Санкт-Петербург остаётся вторым по численности населения городом страны.',
  ],
  stances: [stance('ru-moscow-2024', 'supports', S_RU_ROSSTAT, 0.95)],
});

const S_RU_BAIKAL =
  'Байкал — самое глубокое озеро на планете: его максимальная глубина составляет 1642 метра.';
const ruBaikal = page({
  at: 'ru.wikipedia.org/wiki/Байкал',
  id: 'ru-wiki-baikal',
  title: 'Байкал — Википедия',
  siteName: 'Википедия',
  lang: 'ru',
  publishedAt: '2024-01-15T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    'Байкал — озеро тектонического происхождения в южной части Восточной Сибири.',
    S_RU_BAIKAL,
    'В озере сосредоточено около 20 % мировых запасов пресной озёрной воды.',
  ],
  stances: [stance('ru-baikal-depth', 'refutes', S_RU_BAIKAL, 0.9)],
});

const S_RU_TRANSSIB =
  'Протяжённость Транссибирской магистрали от Москвы до Владивостока составляет около 9288 километров, это самая длинная железная дорога в мире.';
const ruTranssib = page({
  at: 'ru.wikipedia.org/wiki/Транссибирская_магистраль',
  id: 'ru-wiki-transsib',
  title: 'Транссибирская магистраль — Википедия',
  siteName: 'Википедия',
  lang: 'ru',
  publishedAt: '2024-02-10T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    S_RU_TRANSSIB,
    'Строительство магистрали началось в 1891 году.',
    'Магистраль пересекает 87 городов и 16 крупных рек.',
  ],
  stances: [stance('ru-transsib-length', 'supports', S_RU_TRANSSIB, 0.85)],
});

const S_RU_RIA =
  'По данным Росстата, население Москвы на 1 января 2024 года превысило 13,1 млн человек и продолжило расти.';
const S_RU_RIA_BAIKAL =
  'Учёные напоминают, что максимальная глубина Байкала — 1642 метра, а не 2500 метров, как утверждают авторы ролика.';
const ruRia = page({
  at: 'ria.ru/20240425/moskva-naselenie-1941234567.html',
  id: 'ru-ria-moscow-2024',
  title: 'Росстат: население Москвы превысило 13,1 миллиона человек — РИА Новости',
  siteName: 'РИА Новости',
  lang: 'ru',
  publishedAt: '2024-04-25T10:00:00Z',
  kind: 'news',
  paragraphs: [
    S_RU_RIA,
    'На втором месте по численности населения остаётся Санкт-Петербург.',
    `В конце выпуска редакция разобрала популярный ролик о Байкале. ${S_RU_RIA_BAIKAL}`,
  ],
  stances: [
    stance('ru-moscow-2024', 'supports', S_RU_RIA, 0.85),
    stance('ru-baikal-depth', 'refutes', S_RU_RIA_BAIKAL, 0.85),
  ],
});

// ── Hindi ───────────────────────────────────────────────────────────────────────────────────────────────────
const S_HI_ISRO = 'चंद्रयान-3 का विक्रम लैंडर 23 अगस्त 2023 को चंद्रमा के दक्षिणी ध्रुव के पास सफलतापूर्वक उतरा।';
const hiIsro = page({
  at: 'www.isro.gov.in/hindi/Chandrayaan3_Details.html',
  id: 'hi-isro-chandrayaan3',
  title: 'चंद्रयान-3 मिशन - भारतीय अंतरिक्ष अनुसंधान संगठन',
  siteName: 'इसरो',
  lang: 'hi',
  publishedAt: '2023-08-24T06:00:00Z',
  kind: 'official',
  paragraphs: [
    'चंद्रयान-3 को 14 जुलाई 2023 को श्रीहरिकोटा से प्रक्षेपित किया गया था।',
    S_HI_ISRO,
    'प्रज्ञान रोवर ने चंद्रमा की सतह पर लगभग 100 मीटर की दूरी तय की।',
  ],
  stances: [stance('hi-chandrayaan-landing', 'supports', S_HI_ISRO, 0.95)],
});

const S_HI_CENSUS = '2011 की जनगणना के अनुसार भारत की कुल जनसंख्या 121 करोड़ (1,210,854,977) थी।';
const hiCensus = page({
  at: 'censusindia.gov.in/census-2011/hindi/jansankhya.html',
  id: 'hi-census-2011',
  title: 'जनगणना 2011: जनसंख्या के अंतिम आंकड़े - भारत के महारजिस्ट्रार का कार्यालय',
  siteName: 'भारत की जनगणना',
  lang: 'hi',
  publishedAt: '2013-04-30T06:00:00Z',
  kind: 'official',
  paragraphs: [
    S_HI_CENSUS,
    'इनमें 62.3 करोड़ पुरुष और 58.7 करोड़ महिलाएं थीं।',
    '2001 से 2011 के दशक में जनसंख्या 17.7 प्रतिशत बढ़ी।',
  ],
  stances: [stance('hi-census-2011', 'refutes', S_HI_CENSUS, 0.95)],
});

const S_HI_WIKI_TAJ = 'ताजमहल को 1983 में यूनेस्को विश्व धरोहर स्थल घोषित किया गया।';
const hiWikiTaj = page({
  at: 'hi.wikipedia.org/wiki/ताजमहल',
  id: 'hi-wiki-taj',
  title: 'ताजमहल - विकिपीडिया',
  siteName: 'विकिपीडिया',
  lang: 'hi',
  publishedAt: '2024-01-05T00:00:00Z',
  kind: 'wiki',
  paragraphs: [
    'ताजमहल आगरा में यमुना नदी के किनारे स्थित एक मकबरा है, जिसे मुगल बादशाह शाहजहाँ ने बनवाया था।',
    S_HI_WIKI_TAJ,
    'हर साल लगभग 70 लाख पर्यटक ताजमहल देखने आते हैं।',
  ],
  stances: [stance('hi-taj-1983', 'supports', S_HI_WIKI_TAJ, 0.85)],
});

const S_HI_FACTCHECK = 'यह दावा गलत है: 2011 की जनगणना के अनुसार भारत की जनसंख्या लगभग 121 करोड़ थी, 150 करोड़ नहीं।';
const hiFactcheck = page({
  at: 'factcheck.afp.com/hi/census-2011-population-121-crore',
  id: 'hi-afp-census',
  title: 'फैक्ट चेक: 2011 की जनगणना में भारत की जनसंख्या 150 करोड़ नहीं थी | AFP',
  siteName: 'AFP फैक्ट चेक',
  lang: 'hi',
  publishedAt: '2024-01-20T09:00:00Z',
  kind: 'factcheck',
  paragraphs: [
    'सोशल मीडिया पर एक पोस्ट में कहा जा रहा है कि 2011 में भारत की जनसंख्या 150 करोड़ थी।',
    S_HI_FACTCHECK,
    'संयुक्त राष्ट्र के अनुमान के अनुसार 2023 में भारत की जनसंख्या लगभग 142 करोड़ थी।',
  ],
  stances: [stance('hi-census-2011', 'refutes', S_HI_FACTCHECK, 0.95)],
  claimReview: {
    claimText: '2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी',
    claimant: 'सोशल मीडिया पोस्ट',
    claimDate: '2024-01-15',
    rating: 'गलत',
    reviewDate: '2024-01-20',
    publisher: 'AFP',
  },
});

const S_HI_NEWS = 'इसरो के अनुसार चंद्रयान-3 का लैंडर 23 अगस्त 2023 की शाम चंद्रमा के दक्षिणी ध्रुव के पास उतरा।';
const hiNews = page({
  at: 'www.thehindu.com/hindi/chandrayaan-3-landing-south-pole/article67227612.ece',
  id: 'hi-thehindu-chandrayaan3',
  title: 'चंद्रयान-3 ने रचा इतिहास, दक्षिणी ध्रुव के पास उतरा लैंडर',
  siteName: 'द हिंदू',
  lang: 'hi',
  publishedAt: '2023-08-23T13:30:00Z',
  kind: 'news',
  paragraphs: [
    S_HI_NEWS,
    'इसके साथ भारत चंद्रमा के दक्षिणी ध्रुव के पास उतरने वाला पहला देश बन गया।',
    'प्रधानमंत्री ने वैज्ञानिकों को बधाई दी।',
  ],
  stances: [stance('hi-chandrayaan-landing', 'supports', S_HI_NEWS, 0.85)],
});

export const WORLD_EVIDENCE: SandboxEvidencePage[] = [
  jaStat,
  jaJnto,
  jaNhk,
  jaWiki,
  zhStats,
  zhXinhua,
  zhWiki,
  koKostat,
  koYonhap,
  koWiki,
  arCapmas,
  arWiki,
  arAfp,
  arJazeera,
  ruRosstat,
  ruBaikal,
  ruTranssib,
  ruRia,
  hiIsro,
  hiCensus,
  hiWikiTaj,
  hiFactcheck,
  hiNews,
];
