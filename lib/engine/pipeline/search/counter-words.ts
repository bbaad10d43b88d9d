/**
 * Per-language words for no-model queries: function words a query never needs, counter-query templates ("false",
 * "fact check", "debunked", "criticism", "no evidence") and "official statistics", for every language the engine
 * reads (the 13 of the instruction lexicons, plus Czech). Each language's entry is written in that language.
 */
import { wordList } from '../../domain/text/segment';

/** Counter-query templates of one language; `{t}` stands for the claim's terms. */
export interface CounterWords {
  falseQ: string;
  factCheck: string;
  debunked: string;
  criticism: string;
  noEvidence: string;
  official: string;
}

export const COUNTER_WORDS: Record<string, CounterWords> = {
  en: {
    falseQ: '{t} false',
    factCheck: 'fact check {t}',
    debunked: '{t} debunked',
    criticism: 'criticism of {t}',
    noEvidence: 'no evidence {t}',
    official: 'official statistics',
  },
  de: {
    falseQ: '{t} falsch',
    factCheck: 'Faktencheck {t}',
    debunked: '{t} widerlegt',
    criticism: 'Kritik an {t}',
    noEvidence: 'kein Beleg {t}',
    official: 'offizielle Statistik',
  },
  fr: {
    falseQ: '{t} faux',
    factCheck: 'vérification des faits {t}',
    debunked: '{t} démenti',
    criticism: 'critique de {t}',
    noEvidence: 'aucune preuve {t}',
    official: 'statistiques officielles',
  },
  es: {
    falseQ: '{t} falso',
    factCheck: 'verificación de datos {t}',
    debunked: '{t} desmentido',
    criticism: 'críticas a {t}',
    noEvidence: 'sin pruebas {t}',
    official: 'estadísticas oficiales',
  },
  it: {
    falseQ: '{t} falso',
    factCheck: 'verifica dei fatti {t}',
    debunked: '{t} smentito',
    criticism: 'critiche a {t}',
    noEvidence: 'nessuna prova {t}',
    official: 'statistiche ufficiali',
  },
  pt: {
    falseQ: '{t} falso',
    factCheck: 'checagem de fatos {t}',
    debunked: '{t} desmentido',
    criticism: 'críticas a {t}',
    noEvidence: 'sem provas {t}',
    official: 'estatísticas oficiais',
  },
  nl: {
    falseQ: '{t} onwaar',
    factCheck: 'factcheck {t}',
    debunked: '{t} ontkracht',
    criticism: 'kritiek op {t}',
    noEvidence: 'geen bewijs {t}',
    official: 'officiële statistieken',
  },
  cs: {
    falseQ: '{t} nepravda',
    factCheck: 'ověření faktů {t}',
    debunked: '{t} vyvráceno',
    criticism: 'kritika {t}',
    noEvidence: 'žádný důkaz {t}',
    official: 'oficiální statistiky',
  },
  ru: {
    falseQ: '{t} ложь',
    factCheck: 'проверка фактов {t}',
    debunked: '{t} опровержение',
    criticism: 'критика {t}',
    noEvidence: 'нет доказательств {t}',
    official: 'официальная статистика',
  },
  zh: {
    falseQ: '{t} 谣言',
    factCheck: '事实核查 {t}',
    debunked: '{t} 辟谣',
    criticism: '{t} 批评',
    noEvidence: '{t} 没有证据',
    official: '官方统计',
  },
  ja: {
    falseQ: '{t} デマ',
    factCheck: 'ファクトチェック {t}',
    debunked: '{t} 誤り',
    criticism: '{t} 批判',
    noEvidence: '{t} 根拠なし',
    official: '公式統計',
  },
  ko: {
    falseQ: '{t} 거짓',
    factCheck: '팩트체크 {t}',
    debunked: '{t} 반박',
    criticism: '{t} 비판',
    noEvidence: '{t} 근거 없음',
    official: '공식 통계',
  },
  ar: {
    falseQ: '{t} كاذب',
    factCheck: 'تدقيق الحقائق {t}',
    debunked: 'تفنيد {t}',
    criticism: 'انتقاد {t}',
    noEvidence: 'لا دليل {t}',
    official: 'إحصاءات رسمية',
  },
  hi: {
    falseQ: '{t} झूठ',
    factCheck: 'फैक्ट चेक {t}',
    debunked: '{t} खंडन',
    criticism: '{t} आलोचना',
    noEvidence: '{t} कोई सबूत नहीं',
    official: 'आधिकारिक आंकड़े',
  },
};

/** Function words per language (lower case): never worth a search term. */
const STOPWORDS_BY_LANG: Record<string, string> = {
  en: `a an the and or but if then of in on at to for from by with without about as is are was were be been being
    it its this that these those there their they them he she his her we our you your i me my not no do does did has
    have had than so such very more most less also just only into over under after before between during while which
    who whom whose what when where why how all any some each other can could would should may might must will shall
    said says according per one two`,
  de: `der die das den dem des ein eine einer eines einem einen und oder aber nicht ist sind war waren wird werden
    wurde wurden hat haben hatte hätten hätte mit von vom zu zum zur im in am an auf aus bei für über unter nach vor
    als auch noch nur sich es er sie wir ihr ich dass daß wie so laut um bis seit gegen durch ohne sowie dieser diese
    dieses jedoch sehr mehr rund etwa`,
  fr: `le la les un une des du de et ou mais est sont était été a ont avec pour par sur dans en au aux ce cette ces
    qui que quoi il elle ils elles nous vous plus selon pas ne vers chez sans se sa son ses leur leurs être avoir fait`,
  es: `el la los las un una unos unas y o pero de del al en con por para sin sobre entre es son fue fueron era ha han
    había se su sus que quien como más menos muy este esta estos estas ese esa lo le les no según también ya`,
  it: `il lo la i gli le un uno una e o ma di del della dei delle al alla in nel nella nei negli con per su tra fra è sono era stato stata
    ha hanno che chi come più meno molto questo questa questi queste quello non secondo anche già si suo sua`,
  pt: `o a os as um uma uns umas e ou mas de do da dos das no na nos nas em com por para sem sobre entre é são foi
    foram era tem têm que quem como mais menos muito este esta estes estas esse essa não segundo também já se seu sua`,
  nl: `de het een en of maar van in op aan met voor door bij uit over naar als is zijn was waren wordt werd worden
    heeft hebben had dat die dit deze er niet geen ook nog wel zo meer dan volgens`,
  cs: `a i ale nebo že je jsou byl byla bylo byli být se si to ten ta ty ti v ve na do z ze s se k ke o u po pro za
    od podle při jako než tak také už jen ještě který která které kteří jeho její jejich není nejsou bude budou`,
  ru: `и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от
    меня еще нет о из ему теперь когда даже ну ли если уже или ни быть был была были него до вас их чем это этот
    эта эти для при по данным более также`,
  zh: `的 了 是 在 和 有 也 都 就 与 及 或 等 这 那 其 为 被 将 从 对 中 个 之 而 并 于 把 让 向 到 说 称 据 已 已经 一 个`,
  ja: `の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など なっ ない この ため
    その あっ よう また もの という あり まで られ なる へ か だ これ によって により おり より による ず なり られる
    において ば なかっ なく しかし について せ だっ その後 できる それ う ので なお のみ でき き つ における および
    いう さらに でも ら たり その他 に関する たち ます ん なら です`,
  ko: `이 그 저 것 수 등 들 및 에 의 가 을 를 은 는 와 과 도 로 으로 에서 에게 한 하다 있다 했다 하는 있는 된 되다
    그리고 하지만 또는 또 더 년`,
  ar: `في من على إلى عن مع هذا هذه ذلك التي الذي الذين هو هي هم أن إن كان كانت قد لا ما لم لن أو ثم بين كل بعد قبل
    حتى عند وفق وفقا و ب ل`,
  hi: `का के की को में है हैं था थे थी से पर और या एक यह वह ये वे इस उस इन उन कि जो भी तो ही ने लिए द्वारा तक साथ
    अनुसार गया गई गए हुआ हुई हुए कर करने किया हो होने`,
};

const STOPWORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(STOPWORDS_BY_LANG).map(([lang, list]) => [lang, new Set(wordList(list))]),
);

/** Whether `word` (lower case) is a function word in `lang` or in English (English terms often appear in any text). */
export function isStopword(word: string, lang: string): boolean {
  return !!STOPWORDS[lang]?.has(word) || STOPWORDS.en!.has(word);
}

/** The languages with their own counter words and stopwords. */
export const QUERY_LANGUAGES: readonly string[] = Object.keys(COUNTER_WORDS);

/** Fills a template with the terms. */
export function fill(template: string, terms: string): string {
  return template.replace('{t}', terms).replace(/\s+/g, ' ').trim();
}
