/**
 * The framing test set (issue 29): pages that mention a claim without endorsing it — myth/fact boxes, attribution,
 * an official account mocking a quoted post, a rating before the claim, a rebuttal after it, a fact-check headline,
 * questions, hypotheticals and lists of misconceptions — in English, German, French, Spanish, Italian and Portuguese,
 * each with the claim near-verbatim; and controls where the page states the claim in its own voice. Generated from
 * templates so every class has many variants in every language.
 */

export const FRAMING_CLASSES = [
  'myth-fact',
  'attribution',
  'mocking-quote',
  'rating-first',
  'rebuttal-after',
  'factcheck-headline',
  'question',
  'hypothetical',
  'misconception-list',
] as const;
export type FramingClass = (typeof FRAMING_CLASSES)[number];

export interface FramingCase {
  id: string;
  lang: Lang;
  /** A framed mention, or `control`: the page states the claim as its own. */
  kind: FramingClass | 'control';
  claim: string;
  /** The page: its headline and its paragraphs (headings and list items are paragraphs of their own). */
  title: string;
  paragraphs: string[];
}

type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt';

interface ClaimText {
  /** The claim as a sentence, with its full stop. */
  main: string;
  /** The source's own refutation, in its words. */
  fact: string;
  /** The topic, for headings ("vaccines"). */
  topic: string;
}

const CLAIMS: Record<Lang, ClaimText[]> = {
  en: [
    {
      main: 'The MMR vaccine causes autism in one in fifty children.',
      fact: 'Studies of more than a million children found no link between the vaccine and autism.',
      topic: 'vaccines',
    },
    {
      main: '5G mobile networks spread the coronavirus.',
      fact: 'Viruses cannot travel on radio waves or mobile networks.',
      topic: '5G',
    },
    {
      main: 'Drinking hot water every hour kills the coronavirus in the throat.',
      fact: 'Hot drinks do not prevent or cure a viral infection.',
      topic: 'home remedies',
    },
  ],
  de: [
    {
      main: 'Der MMR-Impfstoff verursacht bei einem von fünfzig Kindern Autismus.',
      fact: 'Studien mit mehr als einer Million Kindern fanden keinen Zusammenhang mit Autismus.',
      topic: 'Impfungen',
    },
    {
      main: 'Die 5G-Mobilfunknetze verbreiten das Coronavirus.',
      fact: 'Viren können sich nicht über Funkwellen oder Mobilfunknetze verbreiten.',
      topic: '5G',
    },
  ],
  fr: [
    {
      main: 'Le vaccin ROR provoque l’autisme chez un enfant sur cinquante.',
      fact: 'Des études portant sur plus d’un million d’enfants n’ont trouvé aucun lien avec l’autisme.',
      topic: 'les vaccins',
    },
    {
      main: 'Les réseaux mobiles 5G propagent le coronavirus.',
      fact: 'Les virus ne peuvent pas se déplacer par les ondes radio ni par les réseaux mobiles.',
      topic: 'la 5G',
    },
  ],
  es: [
    {
      main: 'La vacuna triple vírica provoca autismo en uno de cada cincuenta niños.',
      fact: 'Estudios con más de un millón de niños no encontraron relación con el autismo.',
      topic: 'las vacunas',
    },
    {
      main: 'Las redes móviles 5G propagan el coronavirus.',
      fact: 'Los virus no pueden viajar por ondas de radio ni por redes móviles.',
      topic: 'el 5G',
    },
  ],
  it: [
    {
      main: 'Il vaccino MPR provoca l’autismo in un bambino su cinquanta.',
      fact: 'Studi su oltre un milione di bambini non hanno trovato alcun legame con l’autismo.',
      topic: 'i vaccini',
    },
    {
      main: 'Le reti mobili 5G diffondono il coronavirus.',
      fact: 'I virus non possono viaggiare sulle onde radio né sulle reti mobili.',
      topic: 'il 5G',
    },
  ],
  pt: [
    {
      main: 'A vacina tríplice viral causa autismo em uma em cada cinquenta crianças.',
      fact: 'Estudos com mais de um milhão de crianças não encontraram relação com o autismo.',
      topic: 'as vacinas',
    },
    {
      main: 'As redes móveis 5G espalham o coronavírus.',
      fact: 'Os vírus não podem viajar por ondas de rádio nem por redes móveis.',
      topic: 'o 5G',
    },
  ],
};

/** Page templates per class and language: `{C}` the claim sentence, `{c}` it without its full stop, `{F}` the fact. */
type Template = { title: string; paragraphs: string[] };
const T = (title: string, ...paragraphs: string[]): Template => ({ title, paragraphs });

const TEMPLATES: Record<Lang, Record<FramingClass | 'control', Template[]>> = {
  en: {
    'myth-fact': [
      T('Vaccine facts', 'Myth: {C}', 'Fact: {F}'),
      T('Vaccine facts', 'Myth', '{C}', 'Fact', '{F}'),
      T('Questions parents ask', 'MYTH 2: {C}', 'FACT: {F}'),
    ],
    attribution: [
      T('What is going around', 'A viral post claims that {c}. {F}'),
      T('What is going around', '{c}, a widely shared video claims. The video has millions of views.'),
      T('Online rumours', 'Posts on social media allege that {c}. Health officials were asked about it.'),
    ],
    'mocking-quote': [
      T('Official account', '"{c}" Seriously? No.'),
      T('Official account', 'We keep seeing this one: "{C}" It is not true.'),
      T('Official account', 'Some accounts still post "{c}" 🙄 {F}'),
    ],
    'rating-first': [
      T('Fact check', 'Rating: Pants on Fire. {C}'),
      T('Fact check', 'Verdict: False.', '{C}'),
      T('Fact check', 'Our rating: Misleading. {C} {F}'),
    ],
    'rebuttal-after': [
      T('Health news', '{C} That is simply wrong.'),
      T('Health news', '{C} In fact, {f}.'),
      T('Health news', '{C} There is no evidence for this. {F}'),
    ],
    'factcheck-headline': [
      T('No, {lc}', 'Posts shared thousands of times say {c}.', '{F}'),
      T('Fact check: {c} is false', 'A message circulating online says {c}.', '{F}'),
      T('False: {C}', '{C}', '{F}'),
    ],
    question: [
      T('Your questions answered', 'Is it true that {c}?'),
      T('Your questions answered', 'Does it hold up? {c}?'),
    ],
    hypothetical: [
      T('Thinking it through', 'If {lc}, we would expect to see it in the data, but we do not.'),
      T('Thinking it through', 'Suppose {lc}: we would then see it in every country.'),
    ],
    'misconception-list': [
      T(
        'Five common myths about {topic}',
        'Five common myths about {topic}',
        '{C}',
        'Other myths are older.',
      ),
      T('Misconceptions', 'Misconceptions about {topic}', 'Some people think this.', '{C}'),
    ],
    control: [
      T('New findings', 'Researchers confirmed it in a large study. {C}'),
      T('New findings', '{C} The finding was published last week.'),
    ],
  },
  de: {
    'myth-fact': [
      T('Impf-Fakten', 'Mythos: {C}', 'Fakt: {F}'),
      T('Impf-Fakten', 'Mythos', '{C}', 'Fakt', '{F}'),
    ],
    attribution: [
      T('Was kursiert', 'Ein viraler Beitrag behauptet: „{c}“. {F}'),
      T('Was kursiert', '{c}, behauptet ein viel geteiltes Video.'),
    ],
    'mocking-quote': [
      T('Offizieller Account', '„{c}“ Im Ernst? Nein.'),
      T('Offizieller Account', 'Wir sehen immer wieder: „{C}“ Das stimmt nicht.'),
    ],
    'rating-first': [
      T('Faktencheck', 'Bewertung: Falsch. {C}'),
      T('Faktencheck', 'Urteil: Irreführend.', '{C}'),
    ],
    'rebuttal-after': [
      T('Gesundheit', '{C} Das ist falsch.'),
      T('Gesundheit', '{C} Für diese Behauptung gibt es keinen Beleg.'),
    ],
    'factcheck-headline': [
      T('Nein, {lc}', 'Im Netz heißt es: „{c}“.', '{F}'),
      T('Falsch: {C}', '{C}', '{F}'),
    ],
    question: [T('Ihre Fragen', 'Stimmt es: {c}?')],
    hypothetical: [T('Nachgedacht', 'Wenn {lc}, würden wir es in den Daten sehen, aber das tun wir nicht.')],
    'misconception-list': [
      T('Mythen über {topic}', 'Fünf Mythen über {topic}', '{C}', 'Andere Mythen sind älter.'),
    ],
    control: [T('Neue Erkenntnisse', 'Forscher bestätigten es in einer großen Studie. {C}')],
  },
  fr: {
    'myth-fact': [
      T('Vaccins', 'Mythe : {C}', 'Réalité : {F}'),
      T('Vaccins', 'Mythe', '{C}', 'Réalité', '{F}'),
    ],
    attribution: [
      T('Ce qui circule', 'Une publication virale affirme que {lc}. {F}'),
      T('Ce qui circule', '{c}, prétend une vidéo très partagée.'),
    ],
    'mocking-quote': [
      T('Compte officiel', '« {c} » Sérieusement ? Non.'),
      T('Compte officiel', 'On voit encore ceci : « {C} » C’est faux.'),
    ],
    'rating-first': [
      T('Vérification', 'Verdict : Faux. {C}'),
      T('Vérification', 'Verdict : Trompeur.', '{C}'),
    ],
    'rebuttal-after': [T('Santé', '{C} C’est faux.'), T('Santé', '{C} En réalité, {f}.')],
    'factcheck-headline': [
      T('Non, {lc}', 'Des publications affirment que {lc}.', '{F}'),
      T('Faux : {C}', '{C}', '{F}'),
    ],
    question: [T('Vos questions', 'Est-il vrai que {lc} ?')],
    hypothetical: [T('Réflexion', 'Si {lc}, nous le verrions dans les données, ce qui n’est pas le cas.')],
    'misconception-list': [
      T('Idées reçues sur {topic}', 'Cinq idées reçues sur {topic}', '{C}', 'D’autres sont plus anciennes.'),
    ],
    control: [T('Nouvelles données', 'Des chercheurs l’ont confirmé dans une grande étude. {C}')],
  },
  es: {
    'myth-fact': [T('Vacunas', 'Mito: {C}', 'Realidad: {F}'), T('Vacunas', 'Mito', '{C}', 'Realidad', '{F}')],
    attribution: [
      T('Lo que circula', 'Una publicación viral asegura que {lc}. {F}'),
      T('Lo que circula', '{c}, afirma un vídeo muy compartido.'),
    ],
    'mocking-quote': [
      T('Cuenta oficial', '«{c}» ¿En serio? No.'),
      T('Cuenta oficial', 'Seguimos viendo esto: «{C}» Es falso.'),
    ],
    'rating-first': [
      T('Verificación', 'Calificación: Falso. {C}'),
      T('Verificación', 'Veredicto: Engañoso.', '{C}'),
    ],
    'rebuttal-after': [
      T('Salud', '{C} Eso es falso.'),
      T('Salud', '{C} No existe ninguna prueba que respalde esta afirmación.'),
    ],
    'factcheck-headline': [
      T('No, {lc}', 'Mensajes en redes dicen que {lc}.', '{F}'),
      T('Falso: {C}', '{C}', '{F}'),
    ],
    question: [T('Sus preguntas', '¿Es cierto que {lc}?')],
    hypothetical: [T('Reflexión', 'Si {lc}, lo veríamos en los datos, pero no es así.')],
    'misconception-list': [
      T(
        'Falsos mitos sobre {topic}',
        'Cinco falsos mitos sobre {topic}',
        '{C}',
        'Otros mitos son más antiguos.',
      ),
    ],
    control: [T('Nuevos datos', 'Los investigadores lo confirmaron en un gran estudio. {C}')],
  },
  it: {
    'myth-fact': [T('Vaccini', 'Mito: {C}', 'Realtà: {F}'), T('Vaccini', 'Mito', '{C}', 'Realtà', '{F}')],
    attribution: [
      T('Cosa circola', 'Un post virale sostiene che {lc}. {F}'),
      T('Cosa circola', '{c}, sostiene un video molto condiviso.'),
    ],
    'mocking-quote': [
      T('Account ufficiale', '«{c}» Davvero? No.'),
      T('Account ufficiale', 'Continuiamo a vedere questo: «{C}» È falso.'),
    ],
    'rating-first': [T('Verifica', 'Verdetto: Falso. {C}'), T('Verifica', 'Voto: Fuorviante.', '{C}')],
    'rebuttal-after': [T('Salute', '{C} È falso.'), T('Salute', '{C} In realtà, {f}.')],
    'factcheck-headline': [
      T('No, {lc}', 'Alcuni messaggi dicono che {lc}.', '{F}'),
      T('Falso: {C}', '{C}', '{F}'),
    ],
    question: [T('Le vostre domande', 'È vero che {lc}?')],
    hypothetical: [
      T('Ragionamento', 'Se {lc}, lo vedremmo nei dati, ma non è così; sarebbe evidente ovunque.'),
    ],
    'misconception-list': [
      T('Falsi miti sui {topic}', 'Cinque falsi miti su {topic}', '{C}', 'Altri miti sono più vecchi.'),
    ],
    control: [T('Nuovi dati', 'I ricercatori lo hanno confermato in un grande studio. {C}')],
  },
  pt: {
    'myth-fact': [T('Vacinas', 'Mito: {C}', 'Verdade: {F}'), T('Vacinas', 'Mito', '{C}', 'Verdade', '{F}')],
    attribution: [
      T('O que circula', 'Uma publicação viral afirma que {lc}. {F}'),
      T('O que circula', '{c}, garante um vídeo muito compartilhado.'),
    ],
    'mocking-quote': [
      T('Conta oficial', '“{c}” Sério? Não.'),
      T('Conta oficial', 'Continuamos a ver isto: “{C}” Isso é falso.'),
    ],
    'rating-first': [
      T('Verificação', 'Veredicto: Falso. {C}'),
      T('Verificação', 'Veredicto: Enganoso.', '{C}'),
    ],
    'rebuttal-after': [T('Saúde', '{C} Isso é falso.'), T('Saúde', '{C} Na verdade, {f}.')],
    'factcheck-headline': [T('Não, {lc}', 'Mensagens dizem que {lc}.', '{F}'), T('Falso: {C}', '{C}', '{F}')],
    question: [T('As suas perguntas', 'É verdade que {lc}?')],
    hypothetical: [T('Reflexão', 'Se {lc}, veríamos isso nos dados, mas não é o caso; seria evidente.')],
    'misconception-list': [
      T('Mitos sobre {topic}', 'Cinco mitos sobre {topic}', '{C}', 'Outros mitos são mais antigos.'),
    ],
    control: [T('Novos dados', 'Os pesquisadores confirmaram isso num grande estudo. {C}')],
  },
};

/** The claim sentence without its full stop; lower-cased first letter for use inside a sentence. */
function fill(text: string, claim: ClaimText): string {
  const bare = claim.main.replace(/[.。]$/u, '');
  const lower = bare.charAt(0).toLowerCase() + bare.slice(1);
  const fact = claim.fact.replace(/[.。]$/u, '');
  return text
    .replaceAll('{C}', claim.main)
    .replaceAll('{c}', bare)
    .replaceAll('{lc}', lower)
    .replaceAll('{F}', claim.fact)
    .replaceAll('{f}', fact.charAt(0).toLowerCase() + fact.slice(1))
    .replaceAll('{topic}', claim.topic);
}

/** Every case of the set: each language's claims under each of its templates. */
export function framingCases(): FramingCase[] {
  const cases: FramingCase[] = [];
  for (const [lang, claims] of Object.entries(CLAIMS) as [Lang, ClaimText[]][]) {
    for (const [kind, templates] of Object.entries(TEMPLATES[lang]) as [FramingCase['kind'], Template[]][]) {
      for (const [ci, claim] of claims.entries()) {
        for (const [ti, t] of templates.entries()) {
          cases.push({
            id: `${lang}/${kind}/${ci}.${ti}`,
            lang,
            kind,
            claim: claim.main,
            title: fill(t.title, claim),
            paragraphs: t.paragraphs.map((p) => fill(p, claim)),
          });
        }
      }
    }
  }
  return cases;
}
