/**
 * A small bilingual dictionary of the commonest fact-check words, German, French, Spanish, Italian, Portuguese and
 * Dutch → the English shared form of `claim-lexicon`. Word-for-word only: idioms, word senses and grammar are out of
 * its reach, and a word not listed stays itself (names and numbers need no translation).
 */

/** Languages the dictionary reads. */
const TRANSLATED_LANGUAGES = ['de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
type Lang = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * Shared form → per language, forms as folded words (lower case, accents off). A form ending in `*` is a prefix (it
 * covers inflections and, in German and Dutch, compounds that start with it: "Impfschäden"); prefixes are at least
 * four letters so they do not catch unrelated words.
 */
const DICTIONARY: Record<string, Partial<Record<Lang, string>>> = {
  vaccine: {
    de: 'impf* vakzin* geimpft',
    fr: 'vaccin*',
    es: 'vacun*',
    it: 'vaccin*',
    pt: 'vacin*',
    nl: 'vaccin* inent* prik prikken',
  },
  cause: {
    de: 'verursach* auslos* ausgelost fuhrt fuhren gefuhrt ursache* schuld',
    fr: 'cause causent cause causes causer provoqu* entrain*',
    es: 'causa causan causo causado causada causar provoca* genera',
    it: 'causa causano causato causata causare provoca*',
    pt: 'causa causam causou causado causada causar provoca*',
    nl: 'veroorzak* leidt leiden',
  },
  autism: { de: 'autis*', fr: 'autis*', es: 'autis*', it: 'autis*', pt: 'autis*', nl: 'autis*' },
  death: {
    de: 'tod tode todes tote toten todesfall* todesfalle* sterb* starb starben gestorben getotet totet toten',
    fr: 'mort morts morte mortes deces meurt meurent tue tuent tues mortel* mortalite',
    es: 'muert* muere mueren murio murieron fallec* mata matan mato mortal*',
    it: 'mort* muore muoiono decess* uccid* ucciso uccisi',
    pt: 'mort* morre morrem morreu morreram falec* mata matam matou',
    nl: 'dood doden dode overled* sterf* stierf stierven sterft gedood',
  },
  increase: {
    de: 'anstieg* gestiegen steig* zunahme zugenommen erhoh* verdoppel*',
    fr: 'augment* hausse double',
    es: 'aument* sube suben subio crecio crece',
    it: 'aument* cresc*',
    pt: 'aument* subiu cresceu cresce',
    nl: 'stijg* gestegen toename toegenomen verdubbel*',
  },
  decrease: {
    de: 'sank sanken gesunken sinkt sinken ruckgang zuruckgegangen gefallen fallt senk* halbiert',
    fr: 'baiss* diminu* recul*',
    es: 'disminu* descend* cayo cae caen caida reduc* bajo bajaron baja bajan',
    it: 'diminu* calo calato scend* ridott* riduz*',
    pt: 'diminu* caiu queda reduz* reducao',
    nl: 'daal* gedaald afname afgenomen gehalveerd',
  },
  child: {
    de: 'kind kinder kindern kindes kleinkind* baby babys saugling*',
    fr: 'enfant* bebe bebes nourrisson*',
    es: 'nino ninos nina ninas menor menores bebe bebes',
    it: 'bambin* figli minori neonat*',
    pt: 'crianca criancas bebe bebes menores',
    nl: 'kind kinderen baby babys',
  },
  mask: {
    de: 'maske masken maskenpflicht',
    fr: 'masque masques',
    es: 'mascarilla* cubrebocas tapabocas',
    it: 'mascherin*',
    pt: 'mascara mascaras',
    nl: 'mondkap* mondmasker*',
  },
  ban: {
    de: 'verbot* verbiet* verboten',
    fr: 'interdi*',
    es: 'prohib*',
    it: 'vieta vietato vietata divieto',
    pt: 'proib*',
    nl: 'verbod verbied* verboden',
  },
  contain: {
    de: 'enthalt* inhaltsstoff*',
    fr: 'contien* contenir contenait ingredient*',
    es: 'contien* contener contenia ingrediente*',
    it: 'contien* contenere contengono ingredient*',
    pt: 'contem conter continha ingrediente*',
    nl: 'bevat bevatten ingredient*',
  },
  immigrant: {
    de: 'einwander* migrant* zuwander* migration',
    fr: 'immigr* migrant*',
    es: 'inmigra* migrant* migracion',
    it: 'immigra* migrant*',
    pt: 'imigra* migrant*',
    nl: 'immigra* migrant*',
  },
  crime: {
    de: 'kriminal* verbrech*',
    fr: 'crime* criminal*',
    es: 'crimen* delito* delincuencia criminal*',
    it: 'crimin* reati reato',
    pt: 'crime* criminal*',
    nl: 'misdaad misdaden criminal*',
  },
  tax: {
    de: 'steuer*',
    fr: 'impot* taxe*',
    es: 'impuesto*',
    it: 'tasse tassa impost*',
    pt: 'imposto*',
    nl: 'belasting*',
  },
  unemployment: {
    de: 'arbeitslos*',
    fr: 'chomage chomeur*',
    es: 'desempleo paro desemplead*',
    it: 'disoccupa*',
    pt: 'desemprego desempregad*',
    nl: 'werkloos* werkloosheid',
  },
  government: {
    de: 'regierung*',
    fr: 'gouvernement*',
    es: 'gobierno*',
    it: 'governo',
    pt: 'governo',
    nl: 'regering*',
  },
  president: {
    de: 'prasident*',
    fr: 'president*',
    es: 'presidente*',
    it: 'president*',
    pt: 'president*',
    nl: 'president*',
  },
  doctor: {
    de: 'arzt arzte arztin',
    fr: 'medecin*',
    es: 'medico medicos',
    it: 'medico medici',
    pt: 'medico medicos',
    nl: 'arts artsen dokter*',
  },
  election: {
    de: 'wahl wahlen stimmzettel* briefwahl*',
    fr: 'election* scrutin* vote votes',
    es: 'eleccion* votacion* voto votos',
    it: 'elezion* voto voti',
    pt: 'eleicao eleicoes voto votos',
    nl: 'verkiezing*',
  },
  fraud: {
    de: 'betrug* gefalscht manipuliert',
    fr: 'fraude* truque*',
    es: 'fraude*',
    it: 'frode brogli*',
    pt: 'fraude*',
    nl: 'fraude',
  },
  say: {
    de: 'sagt sagte sagten gesagt behaupt* erklart* erklarte',
    fr: 'dit disent affirm* declar*',
    es: 'dice dicen dijo afirm* asegur* declar*',
    it: 'dice dicono detto afferm* dichiar*',
    pt: 'diz dizem disse afirm* declar*',
    nl: 'zegt zeggen zei beweer* verklaar*',
  },
  cancer: { de: 'krebs*', fr: 'cancer*', es: 'cancer*', it: 'cancro tumor*', pt: 'cancer*', nl: 'kanker*' },
  drug: {
    de: 'medikament* arzneimittel*',
    fr: 'medicament*',
    es: 'medicament* farmaco*',
    it: 'farmac* medicin*',
    pt: 'medicament* remedio*',
    nl: 'medicijn* geneesmiddel*',
  },
  study: {
    de: 'studie studien forscher*',
    fr: 'etude* chercheur*',
    es: 'estudio* investigador*',
    it: 'studio studi ricercator*',
    pt: 'estudo* pesquisa*',
    nl: 'onderzoek* studie',
  },
  safe: {
    de: 'sicher',
    fr: 'sur sure surs sures',
    es: 'seguro seguros segura seguras',
    it: 'sicuro sicuri sicura sicure',
    pt: 'seguro seguros segura seguras',
    nl: 'veilig',
  },
  effective: {
    de: 'wirksam* wirkt',
    fr: 'efficace* efficacite',
    es: 'eficaz eficaces eficacia',
    it: 'efficac*',
    pt: 'eficaz eficazes eficacia',
    nl: 'effectief effectieve werkzaam',
  },
  woman: {
    de: 'frau frauen',
    fr: 'femme femmes',
    es: 'mujer mujeres',
    it: 'donna donne',
    pt: 'mulher mulheres',
    nl: 'vrouw vrouwen',
  },
  man: {
    de: 'mann manner',
    fr: 'homme hommes',
    es: 'hombre hombres',
    it: 'uomo uomini',
    pt: 'homem homens',
    nl: 'man mannen',
  },
  people: {
    de: 'menschen leute personen burger*',
    fr: 'gens personnes citoyens',
    es: 'personas gente ciudadanos',
    it: 'persone gente cittadini',
    pt: 'pessoas gente cidadaos',
    nl: 'mensen burgers',
  },
  infertility: {
    de: 'unfruchtbar*',
    fr: 'sterili* infertil*',
    es: 'esterili* infertil*',
    it: 'sterili* infertil*',
    pt: 'esterili* infertil*',
    nl: 'onvruchtba*',
  },
  change: {
    de: 'verander* andert andern geandert',
    fr: 'modifi* change changent',
    es: 'modific* cambia* altera*',
    it: 'modific* cambia* altera*',
    pt: 'modific* altera* muda*',
    nl: 'verander*',
  },
  cure: {
    de: 'heilt heilen geheilt heilmittel',
    fr: 'gueri* guerit',
    es: 'cura curan curo',
    it: 'cura curano guarisc*',
    pt: 'cura curam curou',
    nl: 'geneest genezen',
  },
  prevent: {
    de: 'verhinder* schutz* schutzt',
    fr: 'previen* prevenir protege*',
    es: 'previen* prevenir proteg*',
    it: 'previen* prevenire protegg*',
    pt: 'previn* proteg*',
    nl: 'voorkom* beschermt beschermen',
  },
  hospital: {
    de: 'krankenhaus* klinik*',
    fr: 'hopita*',
    es: 'hospital*',
    it: 'ospedal*',
    pt: 'hospita*',
    nl: 'ziekenhui*',
  },
  mercury: { de: 'quecksilber*', fr: 'mercure', es: 'mercurio', it: 'mercurio', pt: 'mercurio', nl: 'kwik' },
  climate: {
    de: 'klimawandel* klimakrise erderwarmung',
    fr: 'climat* rechauffement',
    es: 'climatico climatica calentamiento',
    it: 'climatic* riscaldamento',
    pt: 'climatic* aquecimento',
    nl: 'klimaat* opwarming',
  },
  flu: { de: 'grippe', fr: 'grippe', es: 'gripe influenza', it: 'influenza', pt: 'gripe', nl: 'griep' },
  covid: {
    de: 'corona* covid*',
    fr: 'covid* coronavirus',
    es: 'covid* coronavirus',
    it: 'covid* coronavirus',
    pt: 'covid* coronavirus',
    nl: 'corona* covid*',
  },
  wage: {
    de: 'lohn lohne gehalt* mindestlohn*',
    fr: 'salaire*',
    es: 'salario*',
    it: 'salari* stipendi*',
    pt: 'salario*',
    nl: 'loon lonen salaris*',
  },
  price: {
    de: 'preis preise kosten',
    fr: 'prix cout couts',
    es: 'precio* costo* coste*',
    it: 'prezz* cost*',
    pt: 'preco* custo*',
    nl: 'prijs prijzen kosten',
  },
  school: {
    de: 'schule* schuler*',
    fr: 'ecole*',
    es: 'escuela* colegio*',
    it: 'scuol*',
    pt: 'escola*',
    nl: 'school scholen',
  },
  police: {
    de: 'polizei*',
    fr: 'police policier*',
    es: 'policia*',
    it: 'polizia',
    pt: 'policia*',
    nl: 'politie*',
  },
  gun: {
    de: 'waffe waffen',
    fr: 'arme armes',
    es: 'arma armas',
    it: 'arma armi',
    pt: 'arma armas',
    nl: 'wapen wapens',
  },
  job: {
    de: 'arbeitsplatz* stelle stellen jobs',
    fr: 'emploi emplois',
    es: 'empleo empleos',
    it: 'lavoro posti',
    pt: 'emprego empregos',
    nl: 'baan banen',
  },
  worker: {
    de: 'arbeiter* beschaftigt*',
    fr: 'travailleur* salarie*',
    es: 'trabajador*',
    it: 'lavorator*',
    pt: 'trabalhador*',
    nl: 'werknemer*',
  },
  fake: {
    de: 'gefalscht* fake',
    fr: 'truqu* fabrique',
    es: 'trucad* manipulad*',
    it: 'manipolat* falsificat*',
    pt: 'manipulad* adulterad*',
    nl: 'nep vervalst*',
  },
  spread: {
    de: 'verbreit*',
    fr: 'propag* repand*',
    es: 'propag* transmit*',
    it: 'diffond* propag* trasmett*',
    pt: 'propag* espalh* transmit*',
    nl: 'verspreid*',
  },
  commit: {
    de: 'begeh* begangen',
    fr: 'commett* commis',
    es: 'comet*',
    it: 'commett* commess*',
    pt: 'comet*',
    nl: 'pleg* gepleegd',
  },
  more: { de: 'mehr', fr: 'davantage', es: 'mas', it: 'piu', pt: 'mais', nl: 'meer' },
  less: { de: 'weniger', fr: 'moins', es: 'menos', it: 'meno', pt: 'menos', nl: 'minder' },
  cash: {
    de: 'bargeld',
    fr: 'especes liquide',
    es: 'efectivo',
    it: 'contanti',
    pt: 'dinheiro',
    nl: 'contant contanten',
  },
  hoax: {
    de: 'erfindung schwindel luge lugen',
    fr: 'canular* mensonge* arnaque* invention',
    es: 'engano farsa mentira*',
    it: 'bufala bufale truffa menzogn* invenzione',
    pt: 'farsa mentira* invencao',
    nl: 'verzinsel* leugen* bedrog',
  },
  pandemic: {
    de: 'pandemie*',
    fr: 'pandemie*',
    es: 'pandemia*',
    it: 'pandemia*',
    pt: 'pandemia*',
    nl: 'pandemie*',
  },
  bird: {
    de: 'vogel',
    fr: 'oiseau oiseaux',
    es: 'pajaro pajaros aves',
    it: 'uccell*',
    pt: 'passaro passaros aves',
    nl: 'vogel vogels',
  },
  percent: {
    de: 'prozent',
    fr: 'pourcent pourcentage',
    es: 'porciento porcentaje',
    it: 'percento percentuale',
    pt: 'porcento porcentagem',
    nl: 'procent',
  },
  dollar: {
    de: 'dollar',
    fr: 'dollar* dollars',
    es: 'dolar* dolares',
    it: 'dollar*',
    pt: 'dolar* dolares',
    nl: 'dollar*',
  },
  harmful: {
    de: 'schadlich* gefahrlich*',
    fr: 'nocif* dangereu*',
    es: 'nociv* peligros* danin*',
    it: 'nociv* pericolos* dannos*',
    pt: 'noci* perigos*',
    nl: 'schadelijk* gevaarlijk*',
  },
  legal: { de: 'legal* rechtmassig*', fr: 'legal*', es: 'legal*', it: 'legal*', pt: 'legal*', nl: 'legaal*' },
  true: {
    de: 'wahr richtig',
    fr: 'vrai vraie',
    es: 'verdad verdadero cierto',
    it: 'vero vera',
    pt: 'verdade verdadeiro',
    nl: 'waar',
  },
};

/** Words that deny the rest in these languages as prefixes of negated forms ("illegal" → "legal" + not). */
const NEGATED_PREFIXES: Record<Lang, string> = {
  de: 'illegal* unsicher* unwirksam* unschadlich* harmlos*',
  fr: 'illegal* inefficace* inoffensi*',
  es: 'ilegal* ineficaz* inseguro* insegura* inofensiv*',
  it: 'illegal* inefficac* insicur* innocu*',
  pt: 'ilegal* ineficaz* insegur* inofensiv*',
  nl: 'illegaal* onveilig* ineffectie* onschadelijk*',
};
const NEGATED_BASE: Record<string, string> = {
  illegal: 'legal',
  ilegal: 'legal',
  illegaal: 'legal',
  unsicher: 'safe',
  onveilig: 'safe',
  inseguro: 'safe',
  insegura: 'safe',
  insegur: 'safe',
  insicur: 'safe',
  unwirksam: 'effective',
  inefficace: 'effective',
  ineficaz: 'effective',
  inefficac: 'effective',
  ineffectie: 'effective',
  unschadlich: 'harmful',
  harmlos: 'harmful',
  inoffensi: 'harmful',
  inofensiv: 'harmful',
  innocu: 'harmful',
  onschadelijk: 'harmful',
};

interface Table {
  exact: Map<string, string>;
  /** Longest first. */
  prefixes: [string, string][];
}

function buildTable(lang: Lang): Table {
  const exact = new Map<string, string>();
  const prefixes: [string, string][] = [];
  for (const [shared, perLang] of Object.entries(DICTIONARY)) {
    for (const form of (perLang[lang] ?? '').split(/\s+/).filter(Boolean)) {
      if (form.endsWith('*')) prefixes.push([form.slice(0, -1), shared]);
      else exact.set(form, shared);
    }
  }
  for (const form of NEGATED_PREFIXES[lang].split(/\s+/).filter(Boolean)) {
    const stem = form.replace(/\*$/, '');
    prefixes.push([stem, `!${NEGATED_BASE[stem] ?? stem}`]);
  }
  prefixes.sort((a, b) => b[0].length - a[0].length);
  return { exact, prefixes };
}

const TABLES: ReadonlyMap<string, Table> = new Map(TRANSLATED_LANGUAGES.map((l) => [l, buildTable(l)]));

/**
 * The English shared form of a folded word of `lang`, `!form` when the word is that form negated ("unsicher" →
 * "!safe"), or undefined when the dictionary does not know it. An unknown language ('') tries every table.
 */
export function translateWord(word: string, lang: string): string | undefined {
  const tables = TABLES.has(lang) ? [TABLES.get(lang)!] : lang === '' ? [...TABLES.values()] : [];
  for (const table of tables) {
    const hit = table.exact.get(word);
    if (hit) return hit;
  }
  for (const table of tables) {
    for (const [prefix, shared] of table.prefixes) if (word.startsWith(prefix)) return shared;
  }
  return undefined;
}
