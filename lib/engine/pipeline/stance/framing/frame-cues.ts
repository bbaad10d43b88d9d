/**
 * Word lists of framing (en, de, fr, es, it, pt, nl, ru): who a sentence's words belong to, labels that name a
 * statement as a myth, claim or rating, and openers that rebut the sentence before. `sentence-frame.ts` reads them.
 */
import { cueRegex } from '../../text/cue-words';

/** Verbs that put a statement in someone else's mouth and keep the writer's distance ("claims that"). */
export const DISTANCING_VERBS = cueRegex([
  // en
  ...[
    'claim',
    'claims',
    'claimed',
    'claiming',
    'allege',
    'alleges',
    'alleged',
    'alleging',
    'insist',
    'insists',
  ],
  ...['insisted', 'purport', 'purports', 'purported', 'assert', 'asserts', 'asserted', 'contend', 'contends'],
  ...[
    'swear',
    'swears',
    'swore',
    'so-called',
    'self-styled',
    'supposedly',
    'allegedly',
    'ask whether',
    'asks whether',
  ],
  ...['asked whether', 'wonder whether', 'rumoured', 'rumored', 'it is rumoured', 'word is'],
  ...[
    'se murmure',
    'on raconte',
    'circule',
    'circula',
    'circula en redes',
    'se dice',
    'si dice',
    'si racconta',
  ],
  ...['soll', 'sollen', 'sollte angeblich', 'dizem que', 'diz-se'],
  ...['would have you believe', 'wants you to believe', 'falsely said', 'falsely claimed', 'falsely stated'],
  // de
  ...['behauptet', 'behaupten', 'behauptete', 'behaupteten', 'angeblich', 'vermeintlich', 'soll angeblich'],
  // fr
  ...['prétend', 'prétendent', 'prétendu', 'prétendument', 'affirme', 'affirment', 'affirmait', 'soi-disant'],
  // es, pt
  ...['afirma', 'afirman', 'afirmó', 'asegura', 'aseguran', 'aseguró', 'supuestamente', 'alega', 'alegan'],
  ...['alegadamente', 'supostamente', 'alegou', 'garante', 'garantem'],
  // it, nl
  ...['sostiene', 'sostengono', 'presunto', 'presunta', 'presuntamente', 'beweert', 'beweren', 'zogenaamd'],
  // ru
  ...['утверждает', 'утверждают', 'утверждается', 'якобы', 'заявляет', 'уверяет'],
]);

/** Verbs and phrases that report what someone said without taking it up ("said", "according to", "told … that"). */
export const REPORTING = cueRegex([
  // en
  ...['said', 'says', 'told', 'tells', 'stated', 'wrote', 'writes', 'posted', 'tweeted', 'argued', 'argues'],
  ...['according to', 'reportedly', 'is said to', 'are said to', 'was said to'],
  // de
  ...['sagte', 'sagt', 'sagten', 'erklärte', 'schrieb', 'laut', 'zufolge'],
  // fr
  ...['a dit', 'déclare', 'a déclaré', 'selon', "d'après", 'a écrit', 'aurait', 'auraient'],
  // es, pt
  ...['dijo', 'declaró', 'según', 'escribió', 'disse', 'declarou', 'segundo', 'de acordo com', 'escreveu'],
  // it, nl
  ...['ha detto', 'ha dichiarato', 'secondo', 'ha scritto', 'zei', 'zegt', 'volgens', 'schreef'],
  // ru
  ...['сказал', 'сказала', 'заявил', 'заявила', 'по словам', 'по данным', 'пишет', 'написал'],
]);

/**
 * A claim about what someone said or declared ("The WHO declared that …"): a report of that speaker's words is what
 * states it, so for such a claim a reported sentence is the source's own statement.
 */
export const SPEECH_CLAIM = cueRegex([
  ...[
    'said',
    'says',
    'declared',
    'declares',
    'announced',
    'announces',
    'stated',
    'states',
    'confirmed',
    'warned',
  ],
  ...['told', 'according to', 'reported', 'claimed', 'admitted', 'promised', 'pledged', 'vowed', 'wrote'],
  ...['erklärte', 'sagte', 'kündigte', 'verkündete', 'laut', 'a déclaré', 'a annoncé', 'a affirmé', 'selon'],
  ...['declaró', 'anunció', 'afirmó', 'dijo', 'según', 'declarou', 'anunciou', 'afirmou', 'disse', 'segundo'],
  ...['ha dichiarato', 'ha annunciato', 'ha detto', 'secondo', 'verklaarde', 'kondigde', 'zei', 'volgens'],
  ...['заявил', 'заявила', 'объявил', 'объявила', 'сообщил', 'сообщила', 'по словам', 'по данным'],
]);

/** Who or what spreads a statement: a frame that names one of these is a report of a rumour, not of a finding. */
export const RUMOUR_SOURCES = cueRegex([
  // en
  ...['viral', 'a post', 'posts', 'a tweet', 'tweets', 'a video', 'videos', 'a meme', 'memes', 'a blog'],
  ...['blog post', 'social media', 'facebook', 'whatsapp', 'tiktok', 'telegram', 'online', 'influencer'],
  ...[
    'influencers',
    'rumour',
    'rumours',
    'rumor',
    'rumors',
    'conspiracy',
    'chain message',
    'users',
    'a message',
  ],
  // de
  ...['virale', 'viraler', 'virales', 'beitrag', 'beiträge', 'soziale medien', 'sozialen medien', 'gerücht'],
  ...['gerüchte', 'kettenbrief', 'nutzer'],
  // fr
  ...['publication', 'publications', 'réseaux sociaux', 'rumeur', 'rumeurs', 'internautes', 'vidéo virale'],
  // es, pt
  ...['publicación', 'publicaciones', 'redes sociales', 'rumor', 'bulo', 'bulos', 'usuarios', 'cadena'],
  ...['publicação', 'publicações', 'boato', 'boatos', 'usuários', 'corrente'],
  // it, nl
  ...['post virale', 'social network', 'bufala', 'bufale', 'utenti', 'berichten', 'gerucht', 'geruchten'],
  // ru
  ...['соцсетях', 'социальных сетях', 'слухи', 'вирусное', 'пост', 'посты', 'ролик', 'ролике'],
]);

/** Nouns that name a statement as someone's ("the claim that", "die Behauptung, dass", "la idea de que"). */
export const STATEMENT_NOUN = cueRegex([
  // en
  ...[
    'the claim',
    'claims',
    'a claim',
    'the idea',
    'the notion',
    'the belief',
    'the myth',
    'a myth',
    'the rumour',
  ],
  ...['the rumor', 'the allegation', 'allegations', 'the theory', 'the assertion', 'the suggestion'],
  // de
  ...['die behauptung', 'der behauptung', 'behauptungen', 'die vorstellung', 'der mythos', 'das gerücht'],
  // fr
  ...["l'affirmation", "l'idée", 'la rumeur', 'le mythe', "l'allégation", 'la théorie'],
  // es, pt
  ...['la afirmación', 'la idea', 'el mito', 'la creencia', 'la teoría', 'a afirmação', 'a ideia', 'o mito'],
  ...['a alegação', 'a teoria', 'a crença'],
  // it, nl
  ...["l'affermazione", 'il mito', 'la teoria', 'de bewering', 'het idee', 'de mythe', 'het gerucht'],
  // ru
  ...['утверждение', 'утверждения', 'миф', 'слух', 'заявление'],
]);

/** A label that marks what follows as not the source's finding: a myth, a claim under review, a rumour. */
export const STATEMENT_LABEL = cueRegex([
  ...['myth', 'myths', 'claim', 'the claim', 'rumour', 'rumor', 'fiction', 'hoax', 'misconception', 'fake'],
  ...['what was claimed', 'what they say', 'what the post says', 'the post', 'viral claim', 'misinformation'],
  ...['mythos', 'mythen', 'behauptung', 'gerücht', 'irrtum', 'falschbehauptung', 'fake news'],
  ...['mythe', 'mythes', 'affirmation', 'rumeur', 'idée reçue', 'intox', 'infox'],
  ...['mito', 'mitos', 'afirmación', 'bulo', 'rumor', 'falso mito', 'afirmação', 'boato'],
  ...['bufala', 'leggenda', 'affermazione', 'mythe', 'bewering', 'fabel'],
  ...['миф', 'утверждение', 'фейк', 'слух'],
]);

/** A label whose statement the source denies outright (a myth is not true; a claim under review is open). */
export const DENYING_LABEL = cueRegex([
  ...['myth', 'myths', 'rumour', 'rumor', 'fiction', 'hoax', 'misconception', 'misconceptions', 'fake'],
  ...['misinformation', 'disinformation', 'mythos', 'mythen', 'irrtum', 'irrtümer', 'falschbehauptung'],
  ...[
    'fake news',
    'mythe',
    'mythes',
    'idée reçue',
    'idées reçues',
    'intox',
    'infox',
    'mito',
    'mitos',
    'bulo',
  ],
  ...['bulos', 'falso mito', 'falsos mitos', 'boato', 'bufala', 'bufale', 'leggenda', 'fabel', 'миф', 'мифы'],
  ...['фейк', 'слух', 'debunked', 'false', 'falsch', 'faux', 'falso', 'falsa', 'onwaar', 'ложь'],
]);

/** A label that gives the source's own finding after a labelled statement ("Fact:", "Reality:", "Truth:"). */
export const FINDING_LABEL = cueRegex([
  ...[
    'fact',
    'facts',
    'the facts',
    'reality',
    'truth',
    'the truth',
    'what we found',
    'our verdict',
    'verdict',
  ],
  ...['fakt', 'fakten', 'wahrheit', 'realität', 'tatsache', 'réalité', 'vérité', 'les faits', 'realidad'],
  ...['verdad', 'los hechos', 'realidade', 'verdade', 'os fatos', 'realtà', 'verità', 'i fatti', 'feit'],
  ...['feiten', 'werkelijkheid', 'факт', 'факты', 'правда', 'реальность'],
]);

/** A sentence that opens by rebutting what was just said ("That is simply wrong.", "Das stimmt nicht."). */
export const REBUTTAL_OPENER = cueRegex([
  // en
  ...['that is wrong', "that's wrong", 'that is simply wrong', "that's simply wrong", 'that is false'],
  ...[
    "that's false",
    'that is not true',
    "that's not true",
    'this is false',
    'this is not true',
    'this is wrong',
  ],
  ...[
    'it is false',
    "it's false",
    'it is not true',
    "it's not true",
    'this claim is false',
    'the claim is false',
  ],
  ...['not so', 'wrong', 'false', 'untrue', 'nonsense', 'not true', 'in fact', 'in reality', 'actually'],
  ...[
    'the truth is',
    'the reality is',
    'the evidence shows otherwise',
    'none of this is true',
    'this is a myth',
  ],
  ...['there is no evidence', 'there is no truth', 'this has been debunked', 'that has been debunked'],
  // de
  ...['das stimmt nicht', 'das ist falsch', 'das ist nicht wahr', 'stimmt nicht', 'falsch', 'tatsächlich'],
  ...['in wirklichkeit', 'in wahrheit', 'dafür gibt es keinen beleg', 'dafür gibt es keine belege'],
  // fr
  ...[
    "c'est faux",
    "ce n'est pas vrai",
    'faux',
    'en réalité',
    'en fait',
    'il n’en est rien',
    "il n'en est rien",
  ],
  // es, pt
  ...['eso es falso', 'esto es falso', 'es falso', 'no es cierto', 'no es verdad', 'falso', 'en realidad'],
  ...['isso é falso', 'não é verdade', 'na verdade', 'na realidade'],
  // it, nl
  ...[
    'è falso',
    'non è vero',
    'in realtà',
    'dat klopt niet',
    'dat is onjuist',
    'onjuist',
    'in werkelijkheid',
  ],
  // ru
  ...['это неправда', 'это не так', 'на самом деле', 'это ложь', 'это миф'],
]);

/** A condition that makes what follows hypothetical ("If X, we would expect …"): nothing in it is asserted. */
export const HYPOTHETICAL_OPENER =
  /^[\s"'“”„«»‘’(]*(?:if|suppose|supposing|imagine|wenn|falls|angenommen|si|supposons|imaginons|se|supponiamo|als|stel dat|если|предположим)\b/iu;

/** Romance conditional verb endings (fr -rait, es -ría, it -rebbe, pt -ria …): "nous le verrions", "lo veríamos". */
export const CONDITIONAL_ENDING =
  /[\p{L}](?:rais|rait|rions|riez|raient|ría|rías|ríamos|rían|rei|rebbe|remmo|rebbero|ria|riam)(?![\p{L}])/u;

/** A conditional clause later in the sentence ("…, we would expect …", "…würde…", "…sería…"): hypothetical. */
export const CONDITIONAL_MOOD = cueRegex([
  ...['would', 'would be', 'would have', 'würde', 'würden', 'wäre', 'wären', 'serait', 'seraient', 'aurait'],
  ...[
    'sería',
    'serían',
    'habría',
    'seria',
    'seriam',
    'sarebbe',
    'sarebbero',
    'zou',
    'zouden',
    'было бы',
    'был бы',
  ],
]);

/** A heading over a list of statements the source denies ("10 myths about measles", "Idées reçues sur …"). */
export const MYTH_HEADING = cueRegex([
  ...[
    'myth',
    'myths',
    'misconception',
    'misconceptions',
    'debunked',
    'mythen',
    'mythos',
    'irrtümer',
    'irrtum',
  ],
  ...['mythe', 'mythes', 'idées reçues', 'idée reçue', 'mito', 'mitos', 'falsos mitos', 'bulos', 'bufale'],
  ...['falsi miti', 'miti', 'fabels', 'mythes', 'мифы', 'миф'],
]);
