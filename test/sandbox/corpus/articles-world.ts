/** Sandbox articles in Japanese, Chinese, Korean, Arabic, Russian and Hindi, each with true and false claims. */
import type { SandboxArticle, SandboxClaim, WorldArticleName } from './types';

type ClaimInput = Omit<SandboxClaim, 'edges' | 'role' | 'timeFrom' | 'timeTo'> &
  Partial<Pick<SandboxClaim, 'edges' | 'role' | 'timeFrom' | 'timeTo'>>;

function claim(input: ClaimInput): SandboxClaim {
  return { role: 'support', timeFrom: null, timeTo: null, edges: [], ...input };
}

type ArticleInput = Omit<SandboxArticle, 'url' | 'hiddenTexts' | 'injectedTexts' | 'isArticle' | 'name'> & {
  name: WorldArticleName;
};

function article(input: ArticleInput): SandboxArticle {
  return {
    hiddenTexts: [],
    injectedTexts: [],
    isArticle: true,
    ...input,
    url: `http://${input.host}${input.path}`,
  };
}

const year = (y: number) => ({ timeFrom: `${y}-01-01`, timeTo: `${y}-12-31` });

// ── Japanese ────────────────────────────────────────────────────────────────────────────────────────────────
const JA_POPULATION =
  '総務省の人口推計によると、2023年10月1日現在の日本の総人口は1億2435万2千人で、前年より59万5千人減少した。';
const JA_VISITORS =
  'ある観光業界団体の幹部は、2023年に日本を訪れた外国人旅行者は3000万人を超え、過去最多を記録したと語った。';
const JA_SKYTREE =
  '2012年に開業した東京スカイツリーの高さは634メートルで、自立式電波塔として世界一の高さを誇る。';

const ja = article({
  name: 'world-ja',
  host: 'www.nichiyou-keizai.jp',
  path: '/articles/2024/04/jinkou-to-kankou',
  lang: 'ja',
  title: '人口減少と観光の回復、数字で見る日本のいま',
  siteName: '日曜経済オンライン',
  author: '佐藤美咲',
  publishedAt: '2024-04-15T09:00:00+09:00',
  dateIn: 'meta',
  paragraphs: [
    '少子高齢化が進む日本では、人口と観光に関する統計が発表されるたびに大きな話題となる。',
    `${JA_POPULATION}減少は13年連続で、地方ほど減り方が大きい。`,
    `一方で、観光は新型コロナウイルスの流行から立ち直りつつある。${JA_VISITORS}円安を追い風に、都市部のホテルは予約で埋まっている。`,
    `東京の新しい名所も人気を集めている。${JA_SKYTREE}展望台には連日、国内外から多くの人が訪れる。`,
    '地方では空き家の増加が深刻な問題となっており、自治体は移住者の呼び込みに力を入れている。駅前の商店街では、観光客向けの店と地元の人向けの店が並ぶ光景も珍しくなくなった。',
    '人口が減る中で観光をどう地域の活力につなげるのか、各地で模索が続いている。',
  ],
  claims: [
    claim({
      id: 'ja-population-2023',
      quote: JA_POPULATION,
      text: '2023年10月1日現在の日本の総人口は1億2435万2千人で、前年より59万5千人減少した。',
      kind: 'statistical',
      role: 'thesis',
      harm: 2,
      checkWorthiness: 0.9,
      entities: ['日本', '総務省'],
      ...year(2023),
      truth: 'true',
    }),
    claim({
      id: 'ja-visitors-2023',
      quote: JA_VISITORS,
      text: '2023年に日本を訪れた外国人旅行者は3000万人を超え、過去最多を記録した。',
      kind: 'statistical',
      harm: 2,
      checkWorthiness: 0.85,
      entities: ['日本'],
      ...year(2023),
      truth: 'false',
      articleStance: 'reports',
    }),
    claim({
      id: 'ja-skytree-634',
      quote: JA_SKYTREE,
      text: '東京スカイツリーの高さは634メートルで、2012年に開業した。',
      kind: 'factual',
      harm: 1,
      checkWorthiness: 0.7,
      entities: ['東京スカイツリー'],
      truth: 'true',
    }),
  ],
});

// ── Chinese ─────────────────────────────────────────────────────────────────────────────────────────────────
const ZH_POPULATION = '国家统计局发布的数据显示，2023年末全国人口为140967万人，比上年末减少208万人。';
const ZH_BIRTHS = '有网络文章声称，2023年全年出生人口超过1200万人，比上年明显增加。';
const ZH_GDP = '初步核算，2023年国内生产总值比上年增长5.2%，增速高于2022年的3.0%。';

const zh = article({
  name: 'world-zh',
  host: 'www.jingji-guancha-zhoukan.com',
  path: '/2024/02/renkou-yu-jingji',
  lang: 'zh',
  title: '人口与经济：2023年的几组关键数字',
  siteName: '经济观察周刊',
  author: '王晓东',
  publishedAt: '2024-02-05T08:00:00+08:00',
  dateIn: 'both',
  paragraphs: [
    '新年伊始，关于人口和经济的数据再次引发了广泛讨论，不少读者来信询问这些数字的含义。',
    `${ZH_POPULATION}这是我国人口连续第二年出现下降。`,
    `与此同时，社交媒体上流传着一些说法。${ZH_BIRTHS}这种说法很快被大量转发。`,
    `经济方面的消息相对积极。${ZH_GDP}消费对经济增长的拉动作用明显增强。`,
    '不少城市出台了鼓励生育的措施，包括发放育儿补贴和延长产假。也有专家提醒，人口结构的变化将长期影响劳动力市场和养老体系。',
    '在一些中小城市，年轻人外出务工后，留在家乡的多是老人和儿童。当地干部说，如何吸引年轻人返乡仍是一道难题。',
  ],
  claims: [
    claim({
      id: 'zh-population-2023',
      quote: ZH_POPULATION,
      text: '2023年末全国人口为140967万人，比上年末减少208万人。',
      kind: 'statistical',
      role: 'thesis',
      harm: 2,
      checkWorthiness: 0.9,
      entities: ['国家统计局', '中国'],
      ...year(2023),
      truth: 'true',
    }),
    claim({
      id: 'zh-births-2023',
      quote: ZH_BIRTHS,
      text: '2023年全年出生人口超过1200万人，比上年明显增加。',
      kind: 'statistical',
      harm: 3,
      checkWorthiness: 0.85,
      entities: ['中国'],
      ...year(2023),
      truth: 'false',
      articleStance: 'reports',
    }),
    claim({
      id: 'zh-gdp-2023',
      quote: ZH_GDP,
      text: '2023年国内生产总值比上年增长5.2%，增速高于2022年的3.0%。',
      kind: 'statistical',
      harm: 2,
      checkWorthiness: 0.85,
      entities: ['中国'],
      ...year(2023),
      truth: 'true',
    }),
  ],
});

// ── Korean ──────────────────────────────────────────────────────────────────────────────────────────────────
const KO_FERTILITY = '통계청에 따르면 2023년 한국의 합계출산율은 0.72명으로 역대 최저를 기록했다.';
const KO_BIRTHS = '한 정치인은 방송에서 2023년 출생아 수가 30만 명을 넘어 전년보다 늘었다고 주장했다.';
const KO_TOURISTS = '한국관광공사 집계에 따르면 2023년 한국을 찾은 외국인 관광객은 약 1103만 명이었다.';

const ko = article({
  name: 'world-ko',
  host: 'www.hangyeol-ilbo.co.kr',
  path: '/society/2024/03/birth-rate-and-tourism',
  lang: 'ko',
  title: '출산율은 최저, 관광은 회복… 숫자로 본 2023년 한국',
  siteName: '한결일보',
  author: '김지훈',
  publishedAt: '2024-03-04T07:30:00+09:00',
  dateIn: 'meta',
  paragraphs: [
    '저출산 문제가 한국 사회의 가장 큰 과제로 떠올랐다는 데에는 이제 이견이 거의 없다.',
    `${KO_FERTILITY} 여성 한 명이 평생 낳을 것으로 예상되는 아이의 수가 한 명에도 미치지 못한다는 뜻이다.`,
    `그러나 정확하지 않은 주장도 나온다. ${KO_BIRTHS} 이 발언은 온라인에서 빠르게 퍼졌다.`,
    `관광 분야는 회복세를 보이고 있다. ${KO_TOURISTS} 코로나19 이전 수준에는 아직 미치지 못했지만 증가 폭이 컸다.`,
    '지방 도시들은 인구 감소와 관광 활성화라는 두 가지 과제를 동시에 안고 있다. 일부 지자체는 빈집을 숙소로 바꾸는 사업을 시작했다.',
    '전문가들은 주거와 일자리, 돌봄 정책을 함께 바꾸지 않으면 출산율 반등은 어렵다고 입을 모은다.',
  ],
  claims: [
    claim({
      id: 'ko-fertility-2023',
      quote: KO_FERTILITY,
      text: '2023년 한국의 합계출산율은 0.72명으로 역대 최저를 기록했다.',
      kind: 'statistical',
      role: 'thesis',
      harm: 2,
      checkWorthiness: 0.9,
      entities: ['통계청', '한국'],
      ...year(2023),
      truth: 'true',
    }),
    claim({
      id: 'ko-births-2023',
      quote: KO_BIRTHS,
      text: '2023년 출생아 수가 30만 명을 넘어 전년보다 늘었다.',
      kind: 'statistical',
      harm: 3,
      checkWorthiness: 0.85,
      entities: ['한국'],
      ...year(2023),
      truth: 'false',
      articleStance: 'reports',
    }),
    claim({
      id: 'ko-tourists-2023',
      quote: KO_TOURISTS,
      text: '2023년 한국을 찾은 외국인 관광객은 약 1103만 명이었다.',
      kind: 'statistical',
      harm: 1,
      checkWorthiness: 0.8,
      entities: ['한국관광공사', '한국'],
      ...year(2023),
      truth: 'true',
    }),
  ],
});

// ── Arabic ──────────────────────────────────────────────────────────────────────────────────────────────────
const AR_POPULATION =
  'أعلن الجهاز المركزي للتعبئة العامة والإحصاء أن عدد سكان مصر في الداخل بلغ 105 ملايين نسمة في فبراير 2023.';
const AR_SUEZ_OPENED = 'وقال أحد المتحدثين في ندوة عامة إن قناة السويس افتتحت للملاحة الدولية عام 1956.';
const AR_SUEZ_LENGTH = 'ويبلغ طول قناة السويس نحو 193 كيلومترا، وهي تربط البحر المتوسط بالبحر الأحمر.';

const ar = article({
  name: 'world-ar',
  host: 'www.sada-alwadi.com',
  path: '/news/2024/03/egypt-population-suez',
  lang: 'ar',
  title: 'مصر بالأرقام: السكان وقناة السويس',
  siteName: 'صدى الوادي',
  author: 'أحمد سمير',
  publishedAt: '2024-03-10T10:00:00+02:00',
  dateIn: 'jsonld',
  paragraphs: [
    'تبقى مصر أكبر الدول العربية من حيث عدد السكان، وتتابع الحكومة هذا الملف عن كثب لما له من أثر على الخدمات والاقتصاد.',
    `${AR_POPULATION} ويعني ذلك أن البلاد تضيف أكثر من مليون ونصف مليون نسمة كل عام تقريبا.`,
    `وتعد قناة السويس من أهم مصادر الدخل الأجنبي للبلاد. ${AR_SUEZ_OPENED} وقد انتشر هذا التصريح على مواقع التواصل الاجتماعي.`,
    `${AR_SUEZ_LENGTH} وتمر عبرها نسبة كبيرة من التجارة العالمية بين آسيا وأوروبا.`,
    'ويرى خبراء أن النمو السكاني السريع يفرض ضغوطا على المدارس والمستشفيات وفرص العمل، خاصة في المدن الكبرى مثل القاهرة والإسكندرية.',
    'وتسعى الحكومة إلى خفض معدل المواليد من خلال برامج توعية وخدمات صحية في القرى والمدن الصغيرة.',
  ],
  claims: [
    claim({
      id: 'ar-population-105m',
      quote: AR_POPULATION,
      text: 'بلغ عدد سكان مصر في الداخل 105 ملايين نسمة في فبراير 2023.',
      kind: 'statistical',
      role: 'thesis',
      harm: 2,
      checkWorthiness: 0.9,
      entities: ['مصر', 'الجهاز المركزي للتعبئة العامة والإحصاء'],
      timeFrom: '2023-02-01',
      timeTo: '2023-02-28',
      truth: 'true',
    }),
    claim({
      id: 'ar-suez-1956',
      quote: AR_SUEZ_OPENED,
      text: 'افتتحت قناة السويس للملاحة الدولية عام 1956.',
      kind: 'factual',
      harm: 2,
      checkWorthiness: 0.8,
      entities: ['قناة السويس'],
      truth: 'false',
      articleStance: 'reports',
    }),
    claim({
      id: 'ar-suez-length',
      quote: AR_SUEZ_LENGTH,
      text: 'يبلغ طول قناة السويس نحو 193 كيلومترا، وهي تربط البحر المتوسط بالبحر الأحمر.',
      kind: 'statistical',
      harm: 1,
      checkWorthiness: 0.7,
      entities: ['قناة السويس', 'البحر المتوسط', 'البحر الأحمر'],
      truth: 'true',
    }),
  ],
});

// ── Russian ─────────────────────────────────────────────────────────────────────────────────────────────────
const RU_MOSCOW =
  'По данным Росстата, численность населения Москвы на 1 января 2024 года превысила 13,1 млн человек.';
const RU_BAIKAL = 'В популярном ролике утверждается, что максимальная глубина Байкала превышает 2500 метров.';
const RU_TRANSSIB =
  'Протяжённость Транссибирской магистрали от Москвы до Владивостока составляет около 9288 километров.';

const ru = article({
  name: 'world-ru',
  host: 'www.severnaya-gazeta.ru',
  path: '/obshchestvo/2024/02/strana-v-tsifrakh',
  lang: 'ru',
  title: 'Страна в цифрах: столица, Байкал и Транссиб',
  siteName: 'Северная газета',
  author: 'Ирина Волкова',
  publishedAt: '2024-02-20T11:00:00+03:00',
  dateIn: 'meta',
  paragraphs: [
    'Россия — страна больших расстояний и больших чисел, и цифры о ней часто становятся предметом споров в соцсетях.',
    `${RU_MOSCOW} Столица остаётся самым населённым городом страны и одним из крупнейших городов Европы.`,
    `Много вопросов вызывает и природа Сибири. ${RU_BAIKAL} Авторы ролика называют озеро «бездонным».`,
    `${RU_TRANSSIB} Поезд проходит этот путь примерно за шесть суток.`,
    'Туристы всё чаще выбирают поездки по стране: летом растёт спрос на путешествия к Байкалу и на Алтай, зимой — на Карелию и Мурманск.',
    'Эксперты советуют проверять громкие цифры по официальным источникам, прежде чем делиться ими с друзьями.',
  ],
  claims: [
    claim({
      id: 'ru-moscow-2024',
      quote: RU_MOSCOW,
      text: 'Численность населения Москвы на 1 января 2024 года превысила 13,1 млн человек.',
      kind: 'statistical',
      role: 'thesis',
      harm: 1,
      checkWorthiness: 0.85,
      entities: ['Москва', 'Росстат'],
      timeFrom: '2024-01-01',
      timeTo: '2024-01-01',
      truth: 'true',
    }),
    claim({
      id: 'ru-baikal-depth',
      quote: RU_BAIKAL,
      text: 'Максимальная глубина Байкала превышает 2500 метров.',
      kind: 'statistical',
      harm: 1,
      checkWorthiness: 0.8,
      entities: ['Байкал'],
      truth: 'false',
      articleStance: 'reports',
    }),
    claim({
      id: 'ru-transsib-length',
      quote: RU_TRANSSIB,
      text: 'Протяжённость Транссибирской магистрали от Москвы до Владивостока составляет около 9288 километров.',
      kind: 'statistical',
      harm: 1,
      checkWorthiness: 0.75,
      entities: ['Транссибирская магистраль', 'Москва', 'Владивосток'],
      truth: 'true',
    }),
  ],
});

// ── Hindi ───────────────────────────────────────────────────────────────────────────────────────────────────
const HI_CHANDRAYAAN =
  'भारतीय अंतरिक्ष अनुसंधान संगठन के अनुसार चंद्रयान-3 का लैंडर 23 अगस्त 2023 को चंद्रमा के दक्षिणी ध्रुव के पास उतरा।';
const HI_CENSUS =
  'सोशल मीडिया पर वायरल एक पोस्ट में दावा किया गया कि 2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी।';
const HI_TAJ = 'आगरा स्थित ताजमहल को 1983 में यूनेस्को की विश्व धरोहर सूची में शामिल किया गया था।';

const hi = article({
  name: 'world-hi',
  host: 'www.jansanchar-times.in',
  path: '/desh/2024/01/vigyan-aur-aankde',
  lang: 'hi',
  title: 'विज्ञान, जनगणना और विरासत: आंकड़ों की कसौटी पर दावे',
  siteName: 'जनसंचार टाइम्स',
  author: 'राहुल वर्मा',
  publishedAt: '2024-01-26T08:00:00+05:30',
  dateIn: 'both',
  paragraphs: [
    'भारत के लिए पिछला साल विज्ञान और आंकड़ों के लिहाज से खास रहा, लेकिन इसी दौरान कई गलत दावे भी तेजी से फैले।',
    `${HI_CHANDRAYAAN} इसके साथ भारत इस क्षेत्र में उतरने वाला पहला देश बन गया।`,
    `${HI_CENSUS} इस पोस्ट को हजारों लोगों ने साझा किया।`,
    `देश की विरासत भी दुनिया भर के पर्यटकों को आकर्षित करती है। ${HI_TAJ} हर साल लाखों लोग इसे देखने आते हैं।`,
    'विशेषज्ञों का कहना है कि किसी भी आंकड़े को साझा करने से पहले उसके स्रोत की जांच करनी चाहिए। सरकारी वेबसाइटों पर ज्यादातर आधिकारिक आंकड़े मुफ्त में उपलब्ध हैं।',
    'अगली जनगणना को लेकर भी चर्चा तेज है, क्योंकि इससे नीतियों और संसाधनों के बंटवारे पर असर पड़ेगा।',
  ],
  claims: [
    claim({
      id: 'hi-chandrayaan-landing',
      quote: HI_CHANDRAYAAN,
      text: 'चंद्रयान-3 का लैंडर 23 अगस्त 2023 को चंद्रमा के दक्षिणी ध्रुव के पास उतरा।',
      kind: 'factual',
      role: 'thesis',
      harm: 1,
      checkWorthiness: 0.85,
      entities: ['चंद्रयान-3', 'भारतीय अंतरिक्ष अनुसंधान संगठन', 'चंद्रमा'],
      timeFrom: '2023-08-23',
      timeTo: '2023-08-23',
      truth: 'true',
    }),
    claim({
      id: 'hi-census-2011',
      quote: HI_CENSUS,
      text: '2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी।',
      kind: 'statistical',
      harm: 2,
      checkWorthiness: 0.85,
      entities: ['भारत'],
      ...year(2011),
      truth: 'false',
      articleStance: 'reports',
    }),
    claim({
      id: 'hi-taj-1983',
      quote: HI_TAJ,
      text: 'ताजमहल को 1983 में यूनेस्को की विश्व धरोहर सूची में शामिल किया गया था।',
      kind: 'factual',
      harm: 1,
      checkWorthiness: 0.7,
      entities: ['ताजमहल', 'यूनेस्को', 'आगरा'],
      truth: 'true',
    }),
  ],
});

/** The six articles in order: ja, zh, ko, ar, ru, hi. */
export const WORLD_ARTICLES: SandboxArticle[] = [ja, zh, ko, ar, ru, hi];
