/** Words that mark clauses in spaced languages (en, de, fr, es, it, pt, nl, ru): verbs, coordinators, speech frames. */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** Finite verbs and auxiliaries, one language a line. */
const FINITE_WORDS = [
  'is are was were has have had will would can could does do did says said holds held rose fell grew won lost killed',
  'died reached cost costs made makes took gave became shows showed found opened closed employs employed owns owned',
  'received spent paid sold bought voted increased decreased doubled tripled dropped declined remains remained ranks',
  'ranked lies lives lived contains includes included cut cuts led leads saw reduces prevents causes kills saves',
  'met went came began built sent left kept brought wrote ran',
  'ist sind war waren stiegen sanken fiel fielen wuchs starb starben lag lagen hat haben hatte hatten wird werden',
  'wurde wurden kann können stieg sank',
  'est sont était étaient ont avait sera seront peut compte emploie reste atteint représente dépasse possède contient',
  'mesure coûte',
  'es son era eran fue fueron ha han tiene tienen será',
  'è sono erano hanno aveva avevano sarà saranno può possono fu furono',
  'é são eram foi foram tem têm tinha será serão pode podem',
  'zijn heeft hebben hadden wordt worden werd werden kunnen zal zullen steeg stegen daalde daalden groeide',
  'groeiden bleef bleven kwam kwamen ging gingen stond kreeg kregen won verloor telt telde bedraagt bedroeg',
  'был была было были является являются составляет составляют составил составила составило составили имеет',
  'производит производят стоит весит живёт живет растёт растет идёт идет',
].join(' ');

/** A finite verb: a listed one, a regular past ("opened", "aumentou", "выросла"), or an auxiliary and participle. */
export const FINITE = new RegExp(
  [
    `${B}(?:${FINITE_WORDS.split(' ').join('|')})${E}`,
    `${B}\\p{Ll}{3,}ed${E}`,
    `${B}\\p{Ll}{2,}(?:ou|[^aeiou]eu|iu|aram|eram|iram|ò|ì)${E}`,
    `${B}\\p{Ll}{1,}(?:[аеиоуыя]л|росл?)(?:а|о|и)?(?:сь|ся)?${E}`,
    `${B}\\p{Ll}{2,}(?:ает|яет|ует|ается|ются)${E}`,
    '(?<![\\p{L}])(?:a|ont|avait|ha|han|hanno|è|sono)\\s+\\p{L}{2,}(?:é|ée|és|ées|i|u|is|it|ert|ait|int|ado|ido|ato|ata|ati|ate|uto|uta)(?![\\p{L}])',
  ].join('|'),
  'u',
);

/** Verbs that may open a clause sharing the previous clause's subject ("… and has 3,000 objects"). */
export const SHARED_SUBJECT_VERB = new RegExp(
  `^(?:${'is are was were has have had will would can could does did holds employs owns ist sind war hat haben wird est sont a ont es son tiene è ha hanno sono é tem têm foi heeft zijn hebben был была было были является имеет'
    .split(' ')
    .join('|')})${E}`,
  'u',
);

/** "that" after a speech verb or "and", per language. */
const THAT = "(?:that|dass|que|qu['’]|che|dat)";
const SPEECH =
  'tells?|told|says?|said|claims?|claimed|argues?|argued|reports?|reported|notes?|noted|adds?|added|explains?|explained|writes?|wrote|insists?|insisted|alleges?|alleged|warns?|warned|assures?|assured|informs?|informed|reminds?|reminded|detto|dice|afferma|sostiene|disse|diz|afirma|afirmou|zei|zegt|stelt|meldt';

/** Reported-speech frames whose content is the claim: "It also tells visitors that …", "Он заявил, что …". */
export const FRAME = new RegExp(
  `^.{0,100}?(?<![\\p{L}])(?:(?:${SPEECH})(?:\\s+[\\p{L}’'-]+){0,3}?\\s+${THAT}\\s*|(?:заявил|заявила|заявили|сообщил|сообщила|сообщили|сказал|сказала|утверждает|говорит),\\s+что\\s+)`,
  'u',
);

/** Coordinators after a comma, and bare "and", per language. */
const COMMA_COORDINATORS =
  'and|but|while|whereas|yet|und|aber|während|doch|et|mais|alors que|y|pero|mientras|e|ma|mentre|mas|enquanto|en|maar|terwijl|а|но|и|однако';
const AND = 'and|und|et|y|e|en|и';

/** Where a compound splits, strongest separator first: the separator and, after it, an optional repeated "that". */
export const SEPARATORS: readonly RegExp[] = [
  /;\s+/gu,
  new RegExp(`,\\s+(?:${COMMA_COORDINATORS})\\s+(?:${THAT}\\s*|что\\s+)?`, 'gu'),
  new RegExp(`\\s+(?:${AND})\\s+(?:that|dass|que|che|dat|что)\\s+`, 'gu'),
  /\s+(?:and|und|et|y)\s+(?:qu['’])/gu,
  new RegExp(`\\s+(?:${AND})\\s+(?=\\S)`, 'gu'),
];

const SPEAKER = new RegExp(`^(.{1,80}?)\\s+(?:${SPEECH})(?![\\p{L}])(?:\\s+${THAT})?\\s*`, 'u');

/** "The WHO said (that) X" → the speaker and what follows the speech verb; null when the text has no speech verb. */
export function speakerOf(text: string): { speaker: string; rest: string } | null {
  const m = SPEAKER.exec(text);
  return m?.[1] ? { speaker: m[1], rest: text.slice(m[0].length) } : null;
}

/** Quote marks and brackets whose inside is never a clause boundary: each opener with the marks that close it. */
const CLOSERS: Readonly<Record<string, string>> = {
  '「': '」',
  '『': '』',
  '“': '”',
  '„': '“”',
  '«': '»',
  '"': '"',
  '（': '）',
  '(': ')',
  '【': '】',
};

/** For each UTF-16 offset of `text`, whether it lies inside a quotation or bracket. */
export function quotedOffsets(text: string): boolean[] {
  const inside: boolean[] = [];
  const open: string[] = [];
  for (const ch of text) {
    const top = open.at(-1);
    if (top !== undefined && top.includes(ch)) open.pop();
    else if (CLOSERS[ch] !== undefined) open.push(CLOSERS[ch]);
    for (let i = 0; i < ch.length; i++) inside.push(open.length > 0);
  }
  return inside;
}
