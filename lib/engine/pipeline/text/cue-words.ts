/** Word lists for the no-model heuristics (English, German, French; instruction cues in 13 languages): one place. */
import { cueRegex } from '../../domain/text/cue-regex';
import {
  WORLD_ATTRIBUTION,
  WORLD_CAUSAL,
  WORLD_COMPARISON,
  WORLD_HEDGES,
  WORLD_OPINION,
  WORLD_REFUTATION,
} from './cue-words-more-scripts';

/** Moved to domain (the rating normaliser there uses it too); re-exported for the cue lists' users. */
export { cueRegex };

export const COMPARISON = cueRegex([
  'more than',
  'less than',
  'fewer than',
  'higher than',
  'lower than',
  'larger than',
  'smaller than',
  'compared to',
  'compared with',
  'twice',
  'doubled',
  'tripled',
  'halved',
  'increase',
  'increased',
  'decrease',
  'decreased',
  'rose',
  'fell',
  'rise',
  'drop',
  'dropped',
  'grew',
  'declined',
  'record',
  'highest',
  'lowest',
  'largest',
  'most',
  'least',
  'mehr als',
  'weniger als',
  'höher als',
  'niedriger als',
  'verdoppelt',
  'gestiegen',
  'gesunken',
  'stieg',
  'sank',
  'Anstieg',
  'Rückgang',
  'höchste',
  'niedrigste',
  'plus que',
  'moins que',
  'plus de',
  'moins de',
  'doublé',
  'hausse',
  'baisse',
  'augmenté',
  'diminué',
  'record',
  ...WORLD_COMPARISON,
]);

export const ATTRIBUTION = cueRegex([
  'said',
  'says',
  'according to',
  'reported',
  'reports',
  'announced',
  'stated',
  'claimed',
  'claims',
  'told',
  'confirmed',
  'found',
  'shows',
  'showed',
  'published',
  'estimates',
  'estimated',
  'laut',
  'sagte',
  'sagt',
  'erklärte',
  'berichtete',
  'teilte mit',
  'zufolge',
  'nach Angaben',
  'selon',
  'a déclaré',
  'a dit',
  'affirme',
  'a annoncé',
  "d'après",
  ...WORLD_ATTRIBUTION,
]);

export const CAUSAL = cueRegex([
  'causes',
  'caused',
  'cause',
  'leads to',
  'led to',
  'results in',
  'resulted in',
  'because of',
  'due to',
  'linked to',
  'responsible for',
  'prevents',
  'prevented',
  'reduces',
  'reduced',
  'increases the risk',
  'führt zu',
  'führte zu',
  'verursacht',
  'wegen',
  'aufgrund',
  'verhindert',
  'senkt',
  'provoque',
  'entraîne',
  'à cause de',
  'en raison de',
  'réduit',
  'empêche',
  ...WORLD_CAUSAL,
]);

export const HEDGES = cueRegex([
  'may',
  'might',
  'could',
  'possibly',
  'perhaps',
  'likely',
  'unlikely',
  'reportedly',
  'allegedly',
  'seems',
  'appears',
  'suggests',
  'probably',
  'vielleicht',
  'möglicherweise',
  'könnte',
  'könnten',
  'wohl',
  'angeblich',
  'peut-être',
  'pourrait',
  'pourraient',
  'probablement',
  'semble',
  ...WORLD_HEDGES,
]);

export const OPINION = cueRegex([
  'i think',
  'i believe',
  'we believe',
  'in my view',
  'in my opinion',
  'should',
  'must',
  'ought to',
  'we need',
  'it is time',
  'shameful',
  'disgrace',
  'wonderful',
  'terrible',
  'beautiful',
  'awful',
  'best',
  'worst',
  'ich finde',
  'meiner Meinung nach',
  'sollte',
  'sollten',
  'müssen',
  'muss',
  'skandalös',
  'à mon avis',
  'je pense',
  'devrait',
  'devraient',
  'il faut',
  'honteux',
  ...WORLD_OPINION,
]);

export const PREDICTION = cueRegex([
  'will',
  'is expected to',
  'are expected to',
  'forecast',
  'projected',
  'by 2030',
  'by 2035',
  'by 2040',
  'by 2050',
  'wird',
  'werden',
  'voraussichtlich',
  'prognostiziert',
  'va',
  'vont',
  'devrait atteindre',
  'prévu',
]);

export const REFUTATION = cueRegex([
  'false',
  'not true',
  'untrue',
  'no evidence',
  'debunked',
  'misleading',
  'incorrect',
  'inaccurate',
  'myth',
  'fabricated',
  'refuted',
  'denied',
  'contrary to',
  'misconception',
  'popular belief',
  'urban legend',
  'not the case',
  'falso',
  'wrong',
  'hoax',
  'falsch',
  'widerlegt',
  'kein Beleg',
  'keine Belege',
  'irreführend',
  'stimmt nicht',
  'faux',
  'démenti',
  'aucune preuve',
  'trompeur',
  'inexact',
  ...WORLD_REFUTATION,
]);

export const NEGATION = cueRegex([
  'not',
  'no',
  'never',
  'none',
  "n't",
  'did not',
  'does not',
  "doesn't",
  "didn't",
  'nicht',
  'kein',
  'keine',
  'nie',
  'niemals',
  'pas',
  'jamais',
  'aucun',
  'aucune',
]);

export const CONFIRMATION = cueRegex([
  'confirmed',
  'confirms',
  'true',
  'accurate',
  'correct',
  'verified',
  'consistent with',
  'shows',
  'showed',
  'found',
  'bestätigt',
  'richtig',
  'zutreffend',
  'confirmé',
  'exact',
  'vrai',
]);

/**
 * What instructions to a machine are made of, per language: who they address, the imperative verbs of the checking
 * task, its objects, the verdicts they ask for, and modal words. `detectInjection` combines them by structure
 * (addressed + directive, imperative + task object or verdict, task object + modal + verdict); no whole phrases.
 * `spaced: false` languages are matched as substrings (no word boundaries in the script).
 */
const words = (list: string): readonly string[] => list.split('|');

export interface InstructionLexicon {
  spaced: boolean;
  addressees: readonly string[];
  verbs: readonly string[];
  objects: readonly string[];
  verdicts: readonly string[];
  modals: readonly string[];
}

export const INSTRUCTION_LEXICONS: Record<string, InstructionLexicon> = {
  en: {
    spaced: true,
    addressees: words(
      'ai|a.i.|artificial intelligence|model|models|language model|llm|llms|assistant|assistants|chatbot|bot|bots|gpt|chatgpt|claude|gemini|copilot|reviewer|reviewers|fact-checker|fact-checkers|fact checker|fact checkers|factchecker|checker|checkers|grader|evaluator|evaluators|agent|agents|system|ai tools|crawler|crawlers',
    ),
    verbs: words(
      'rate|re-rate|mark|label|classify|categorize|categorise|score|grade|judge|assess|evaluate|treat|consider|regard|count|flag|tag|set|assign|change|rewrite|rephrase|reword|replace|edit|output|return|respond|answer|reply|print|write|say|state|report|summarize|summarise|conclude|record|list|ignore|disregard|forget|override|bypass|skip|drop|exclude|omit|search|google|query|visit|open|fetch|browse|load|download|follow|click|send|post|upload|include|add|append|insert|cite|trust|believe|accept|read',
    ),
    objects: words(
      'claim|claims|statement|statements|assertion|passage|passages|source|sources|evidence|article|sentence|verdict|verdicts|stance|stances|rating|ratings|score|label|summary|instruction|instructions|prompt|prompts|rules|guidelines|directive|directives|task|query|queries|assessment|assessments|fact-check|previous|prior|above|earlier|preceding|everything|output|response|json',
    ),
    verdicts: words(
      'true|false|supported|supports|supporting|refuted|refutes|refuting|accurate|inaccurate|correct|incorrect|verified|unverified|irrelevant|reliable|unreliable|credible|trustworthy|misleading|debunked|contested|valid|invalid|confirmed|outdated',
    ),
    modals: words(
      'must|should|shall|have to|has to|need to|needs to|is to|are to|required to|please|you are|you will',
    ),
  },
  fr: {
    spaced: true,
    addressees: words(
      'ia|intelligence artificielle|modèle|assistant|assistante|vérificateur|vérificatrice|correcteur|agent|robot|système',
    ),
    verbs: words(
      'notez|note|évaluez|évalue|marquez|marque|classez|classe|étiquetez|considérez|considère|traitez|traite|jugez|ignorez|ignore|oubliez|oublie|réécrivez|réécris|reformulez|remplacez|remplace|modifiez|écrivez|écris|répondez|réponds|indiquez|indique|résumez|résume|recherchez|cherchez|visitez|ouvrez|ouvre|consultez|téléchargez|ajoutez|incluez|citez|envoyez|attribuez|veuillez',
    ),
    objects: words(
      'affirmation|affirmations|allégation|allégations|déclaration|passage|passages|source|sources|preuve|preuves|article|phrase|verdict|verdicts|position|note|résumé|consigne|consignes|instruction|instructions|règles|requête|requêtes|précédentes|précédents|ci-dessus|tout|réponse',
    ),
    verdicts: words(
      'vrai|vraie|vraies|faux|fausse|fausses|soutenue|soutenu|confirmée|confirmé|réfutée|réfuté|exacte|exact|inexacte|correcte|incorrecte|vérifiée|vérifié|fiable|non pertinent|non pertinente|trompeuse|trompeur|obsolète',
    ),
    modals: words("doit|doivent|devez|dois|faut|il faut|veuillez|s'il vous plaît|merci de"),
  },
  de: {
    spaced: true,
    addressees: words(
      'ki|künstliche intelligenz|modell|sprachmodell|assistent|assistentin|prüfer|prüferin|faktenprüfer|faktenchecker|bot|system',
    ),
    verbs: words(
      'bewerte|bewerten|bewertet|markiere|markieren|stufe|stufen|klassifiziere|kennzeichne|betrachte|betrachten|behandle|behandeln|werte|ignoriere|ignorieren|vergiss|vergessen|schreibe|schreib|schreiben|formuliere|ersetze|ersetzen|ändere|ändern|gib|antworte|antworten|fasse|suche|suchen|besuche|besuchen|öffne|öffnen|lade|füge|zitiere|sende|übernimm',
    ),
    objects: words(
      'behauptung|behauptungen|aussage|aussagen|passage|passagen|abschnitt|quelle|quellen|beleg|belege|artikel|satz|urteil|bewertung|zusammenfassung|anweisung|anweisungen|regeln|vorgaben|anfrage|suchanfragen|vorherigen|bisherigen|obigen|alles|antwort',
    ),
    verdicts: words(
      'wahr|falsch|richtig|korrekt|zutreffend|unzutreffend|bestätigt|belegt|widerlegt|unterstützt|glaubwürdig|zuverlässig|unzuverlässig|irrelevant|irreführend|veraltet',
    ),
    modals: words('muss|müssen|musst|sollst|soll|sollen|sollte|bitte|hast zu'),
  },
  es: {
    spaced: true,
    addressees: words(
      'ia|inteligencia artificial|modelo|asistente|verificador|verificadora|revisor|agente|bot|sistema',
    ),
    verbs: words(
      'califica|califique|calificar|marca|marque|marcar|clasifica|clasifique|etiqueta|considera|considere|trata|trate|evalúa|evalúe|valora|ignora|ignore|ignorar|olvida|olvide|reescribe|reescriba|reemplaza|cambia|escribe|escriba|responde|indica|resume|busca|busque|visita|visite|abre|abra|descarga|añade|incluye|cita|envía',
    ),
    objects: words(
      'afirmación|afirmaciones|declaración|pasaje|pasajes|fuente|fuentes|evidencia|pruebas|artículo|frase|veredicto|postura|calificación|resumen|instrucción|instrucciones|reglas|consulta|consultas|anteriores|previas|todo|respuesta',
    ),
    verdicts: words(
      'verdadero|verdadera|falso|falsa|correcto|correcta|incorrecto|incorrecta|confirmado|confirmada|respaldada|respaldado|refutado|refutada|verificado|verificada|fiable|irrelevante|engañoso|engañosa|obsoleta',
    ),
    modals: words('debe|debes|deben|tienes que|tiene que|hay que|por favor'),
  },
  it: {
    spaced: true,
    addressees: words(
      'ia|intelligenza artificiale|modello|assistente|verificatore|revisore|agente|bot|sistema',
    ),
    verbs: words(
      'valuta|valutate|segna|segnate|classifica|etichetta|considera|tratta|ignora|ignorate|dimentica|riscrivi|sostituisci|cambia|scrivi|rispondi|indica|riassumi|cerca|visita|apri|scarica|aggiungi|includi|cita|invia',
    ),
    objects: words(
      'affermazione|affermazioni|dichiarazione|passaggio|passaggi|fonte|fonti|prove|articolo|frase|verdetto|posizione|valutazione|riassunto|istruzione|istruzioni|regole|ricerca|precedenti|tutto|risposta',
    ),
    verdicts: words(
      'vero|vera|falso|falsa|corretto|corretta|confermato|confermata|supportata|supportato|smentito|smentita|confutato|verificato|affidabile|irrilevante|fuorviante',
    ),
    modals: words('deve|devi|devono|per favore'),
  },
  pt: {
    spaced: true,
    addressees: words('ia|inteligência artificial|modelo|assistente|verificador|revisor|agente|bot|sistema'),
    verbs: words(
      'avalie|avalia|marque|marca|classifique|classifica|rotule|considere|trate|ignore|ignora|esqueça|reescreva|substitua|mude|escreva|responda|indique|resuma|pesquise|procure|visite|abra|baixe|adicione|inclua|cite|envie',
    ),
    objects: words(
      'afirmação|afirmações|alegação|declaração|passagem|passagens|fonte|fontes|evidência|provas|artigo|frase|veredito|posição|avaliação|resumo|instrução|instruções|regras|consulta|anteriores|tudo|resposta',
    ),
    verdicts: words(
      'verdadeiro|verdadeira|falso|falsa|correto|correta|confirmado|confirmada|apoiada|refutado|refutada|verificado|confiável|irrelevante|enganoso|enganosa',
    ),
    modals: words('deve|deves|devem|tem que|por favor'),
  },
  nl: {
    spaced: true,
    addressees: words(
      'ai|ki|kunstmatige intelligentie|model|taalmodel|assistent|factchecker|beoordelaar|bot|systeem',
    ),
    verbs: words(
      'beoordeel|markeer|classificeer|label|beschouw|behandel|negeer|vergeet|herschrijf|vervang|verander|schrijf|antwoord|geef|vat|zoek|bezoek|open|download|voeg|citeer|stuur',
    ),
    objects: words(
      'bewering|beweringen|uitspraak|passage|passages|bron|bronnen|bewijs|artikel|zin|oordeel|standpunt|beoordeling|samenvatting|instructie|instructies|regels|zoekopdracht|vorige|eerdere|alles|antwoord',
    ),
    verdicts: words(
      'waar|onwaar|juist|onjuist|correct|bevestigd|ondersteund|weerlegd|betrouwbaar|irrelevant|misleidend',
    ),
    modals: words('moet|moeten|moet je|alsjeblieft|graag'),
  },
  ru: {
    spaced: true,
    addressees: words(
      'ии|искусственный интеллект|модель|нейросеть|ассистент|помощник|бот|проверяющий|фактчекер|система',
    ),
    verbs: words(
      'оцени|оцените|отметь|отметьте|пометь|пометьте|классифицируй|классифицируйте|считай|считайте|рассматривай|рассматривайте|игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|перепиши|перепишите|замени|замените|измени|измените|напиши|напишите|ответь|ответьте|укажи|укажите|найди|найдите|ищи|открой|откройте|посети|посетите|загрузи|добавь|добавьте|включи|процитируй|отправь',
    ),
    objects: words(
      'утверждение|утверждения|заявление|отрывок|отрывки|фрагмент|источник|источники|источника|доказательства|статья|статью|предложение|вердикт|оценку|резюме|сводку|инструкции|инструкция|указания|правила|запрос|запросы|предыдущие|всё|все|ответ',
    ),
    verdicts: words(
      'истина|истинное|истинным|правда|правдой|верно|верным|неверно|неверным|ложь|ложно|ложным|ложное|подтверждено|подтверждённое|подтверждающее|опровергнуто|опровергающее|достоверно|достоверным|недостоверным|нерелевантно|нерелевантным|вводящим в заблуждение',
    ),
    modals: words('должен|должна|должны|нужно|надо|необходимо|пожалуйста|следует'),
  },
  zh: {
    spaced: false,
    addressees: words('人工智能|ai|模型|语言模型|助手|助理|机器人|事实核查员|核查员|审核员|系统'),
    verbs: words(
      '忽略|无视|忘记|标记|标注|评为|评定|评级|判定|判为|视为|当作|归类|改写|重写|替换|输出|回答|写|总结|搜索|查询|访问|打开|下载|加入|引用|发送',
    ),
    objects: words(
      '声明|主张|说法|段落|来源|证据|文章|句子|结论|立场|评级|摘要|总结|指令|指示|规则|查询|之前|以上|所有',
    ),
    verdicts: words('真实|属实|正确|错误|虚假|支持|反驳|驳斥|可靠|不可靠|无关|误导'),
    modals: words('必须|应该|应当|请|务必'),
  },
  ja: {
    spaced: false,
    addressees: words('ai|人工知能|モデル|言語モデル|アシスタント|ボット|ファクトチェッカー|審査員|システム'),
    verbs: words(
      '無視|忘れ|評価して|評価せよ|マークして|マークせよ|判定して|判定せよ|分類して|みなして|見なして|扱って|書き換え|置き換え|出力|回答して|答えて|書いて|要約して|検索して|アクセスして|開いて|ダウンロード|追加して|引用して|送信',
    ),
    objects: words(
      '主張|記述|段落|情報源|ソース|証拠|記事|文|判定|評価|要約|指示|ルール|クエリ|以前の|上記|すべて',
    ),
    verdicts: words('真実|正しい|正確|誤り|虚偽|偽|支持|反論|否定|信頼できる|無関係|誤解を招く'),
    modals: words('必ず|してください|しなさい|べき|ください'),
  },
  ko: {
    spaced: false,
    addressees: words('ai|인공지능|모델|언어 모델|어시스턴트|비서|봇|팩트체커|검토자|시스템'),
    verbs: words(
      '무시|잊어|평가하|표시하|분류하|간주하|취급하|다시 써|바꿔|출력하|답하|작성하|요약하|검색하|방문하|열어|다운로드|추가하|인용하|보내',
    ),
    objects: words(
      '주장|진술|구절|단락|출처|증거|기사|문장|판정|평가|요약|지시|지침|규칙|쿼리|이전|위의|모든',
    ),
    verdicts: words('사실|참|거짓|정확|부정확|지지|반박|신뢰할 수 있는|무관|오해의 소지'),
    modals: words('반드시|해야|하십시오|하세요|주세요'),
  },
  ar: {
    spaced: false,
    addressees: words(
      'الذكاء الاصطناعي|النموذج|نموذج|المساعد|مساعد|الروبوت|مدقق الحقائق|المدقق|المراجع|النظام',
    ),
    verbs: words(
      'تجاهل|انس|قيّم|قيم|ضع علامة|صنف|اعتبر|عامل|أعد كتابة|استبدل|غيّر|اكتب|أجب|لخص|ابحث|زر|افتح|حمّل|أضف|اقتبس|أرسل',
    ),
    objects: words(
      'الادعاء|ادعاء|التصريح|المقطع|الفقرة|المصدر|المصادر|الدليل|الأدلة|المقال|الجملة|الحكم|التقييم|الملخص|التعليمات|القواعد|السابقة|كل',
    ),
    verdicts: words('صحيح|صحيحة|خاطئ|خاطئة|كاذب|كاذبة|مدعوم|مؤكد|مفند|موثوق|غير ذي صلة|مضلل'),
    modals: words('يجب|ينبغي|عليك|من فضلك|رجاء'),
  },
  hi: {
    spaced: false,
    addressees: words('एआई|कृत्रिम बुद्धिमत्ता|मॉडल|सहायक|असिस्टेंट|बॉट|तथ्य-जांचकर्ता|जांचकर्ता|समीक्षक|सिस्टम'),
    verbs: words(
      'अनदेखा|नज़रअंदाज़|भूल जाओ|भूल जाएं|रेट करें|मूल्यांकन करें|चिह्नित करें|मार्क करें|वर्गीकृत करें|मानें|मानो|फिर से लिखें|बदलें|लिखें|उत्तर दें|सारांश|खोजें|खोलें|जाएं|डाउनलोड|जोड़ें|भेजें',
    ),
    objects: words(
      'दावा|दावे|कथन|अंश|स्रोत|सबूत|प्रमाण|लेख|वाक्य|फैसला|निर्णय|मूल्यांकन|सारांश|निर्देश|निर्देशों|नियम|पिछले|सभी',
    ),
    verdicts: words('सच|सत्य|सही|गलत|झूठ|झूठा|असत्य|समर्थित|खंडित|विश्वसनीय|अप्रासंगिक|भ्रामक'),
    modals: words('अवश्य|चाहिए|कृपया|ज़रूर|करें|कीजिए|करो|दें|मानें'),
  },
};

const STOPWORDS_LIST = `a an the and or but if then of in on at to for from by with without about as is are was were be been being it its
  this that these those there their they them he she his her we our you your i me my not no yes do does did done has
  have had having than so such very more most less also just only into over under after before between during while
  which who whom whose what when where why how all any some each other can could would should may might must will shall
  said says according per new one two according der die das den dem des ein eine einer eines einem und oder aber nicht
  ist sind war waren wird werden wurde wurden hat haben hatte mit von vom zu zum zur im in am an auf aus bei für über
  unter nach vor als auch noch nur sich es er sie wir ihr ich dass daß wie so laut le la les un une des du de et ou
  mais est sont était été a ont avec pour par sur dans en au aux ce cette ces qui que quoi il elle ils elles nous vous
  plus selon pas ne um bis seit gegen durch ohne sowie vers chez sans`;
export const STOPWORDS = new Set(STOPWORDS_LIST.split(/\s+/).filter(Boolean));
