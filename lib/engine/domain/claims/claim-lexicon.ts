/** The claim matcher's vocabulary: function words, and the usual fact-check words in six languages as one shared form. */
import { wordList } from '../text/segment';

/**
 * Function words of English, German, French, Spanish, Italian, Portuguese and Dutch (accents folded, lower case):
 * never index terms. Modal and hedge words ("may", "could") are here too: a fact-check of "X causes Y" answers
 * "X may cause Y". Negations are not (they are read before these are dropped). Per language, since one language's
 * function word is another's content word (German "die", English "die").
 */
const FUNCTION_WORD_LISTS: Record<string, string> = {
  en: `a an the and or but if then of in on at to for from by with about as is are was were be been being it its this
    that these those there their they them he she his her him we our you your i me my us do does did done has have had
    having so such very also just into onto over under after before between during while which who whom whose what when
    where why how can could would should may might must will shall than too via per upon yet even ever really
    actually currently now here s t re ve ll d m o yes get got gets getting make makes made let lets whether both either
    out off same other another again against because through there's it's that's what's`,
  de: `der die das den dem des ein eine einer eines einem einen und oder aber ist sind war waren wird werden wurde wurden
    worden hat haben hatte hatten mit von vom zu zum zur im in am an auf aus bei fur uber unter nach vor als auch noch nur
    sich es er sie wir ihr ich dass wie so um bis seit gegen durch sowie dieser diese dieses diesen diesem jener man
    sein seine seiner ihre ihren ihrem ihres dabei dafur damit dann denn doch hier dort schon sehr wenn weil ob werde
    bereits soll sollen sollte kann konnen konnte muss mussen mochte wollen will`,
  fr: `le la les l un une des du de d et ou mais est sont etait etaient ete a ont avec pour par sur dans en au aux ce cet
    cette ces qui que qu quoi il elle ils elles nous vous on se s sa son ses leur leurs y lui eux fait faire etre avoir contre
    peut peuvent pourrait serait sera seront comme car donc ainsi aussi tres deja selon vers chez entre depuis lors`,
  es: `el la los las un una unos unas y o pero es son era eran fue fueron ser estar esta estan este esto estos estas ese esa
    eso de del al en con por para sin sobre entre que quien quienes cual como cuando donde se su sus le les lo ha han
    habia hay muy tambien ya segun contra desde hasta hacia puede pueden podria sido siendo mi tu nos`,
  it: `il lo la i gli le un uno una e ed o ma e sono era erano stato stata stati essere di del della dello dei degli delle
    a al alla ai agli alle da dal dalla dai in nel nella nei con su sul sulla per tra fra che chi cui come quando dove si
    suo sua suoi sue loro ha hanno aveva molto anche contro gia secondo puo possono potrebbe questo questa questi queste
    quello quella`,
  pt: `o os a as um uma uns umas e ou mas e sao era eram foi foram ser estar esta estao de do da dos das ao aos em no na nos
    nas com por pelo pela pelos pelas para sem sobre entre que quem qual como quando onde se seu sua seus suas lhe ha tem
    tinha muito tambem ja segundo contra pode podem poderia este esta isto esse essa isso`,
  nl: `de het een en of maar is zijn was waren wordt worden werd werden heeft hebben had met van voor op in aan uit bij over
    onder na als ook nog alleen zich het hij zij wij we jij ik dat die dit deze wie hoe zo om tot sinds tegen door er
    hier daar zeer al volgens kan kunnen zou moet`,
};

const HEDGES =
  'allegedly reportedly apparently supposedly possibly probably likely perhaps maybe indeed truly literally';

const FUNCTION_WORDS_BY_LANG: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(FUNCTION_WORD_LISTS).map(([lang, list]) => [lang, new Set(wordList(`${list} ${HEDGES}`))]),
);
const ALL_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [...FUNCTION_WORDS_BY_LANG.values()].flatMap((set) => [...set]),
);

/** The function words of `lang` (a primary tag); every language's together when it is unknown or not listed. */
export function functionWordsOf(lang: string): ReadonlySet<string> {
  return FUNCTION_WORDS_BY_LANG.get(lang) ?? ALL_FUNCTION_WORDS;
}

/**
 * English words of one meaning, first the shared form every other is read as. Inflections need not be listed (the
 * light stemmer joins "causes"/"caused"/"causing"); irregular forms and synonyms do. Direction words stay apart
 * ("increase" is not "decrease"); so do words that share a subject but not a predicate ("contain" is not "cause").
 */
const SYNONYMS: readonly string[] = [
  'vaccine vaccines vaccinated vaccination vaccinations vaccinate vaccinating jab jabs jabbed inoculation inoculations inoculated immunization immunisation immunizations immunisations immunized immunised',
  'cause causes caused causing linked link links lead leads led trigger triggers triggered triggering responsible result results resulted resulting causal',
  'autism autistic asd',
  'death deaths die dies died dying dead kill kills killed killing fatal fatality fatalities mortality deadly lethal',
  'increase increased increases increasing rise rises rose risen rising grow grows grew grown growing surge surged soar soared jump jumped climb climbed spike spiked doubled tripled',
  'decrease decreased decreases decreasing fall falls fell fallen falling drop dropped drops dropping decline declined declines declining reduce reduced reduces reduction plunge plunged shrink shrank shrunk halved',
  'child children kid kids childhood minor minors infant infants baby babies toddler toddlers',
  'covid covid19 coronavirus corona sarscov2 ncov',
  'mask masks facemask facemasks',
  'ban bans banned banning prohibit prohibits prohibited prohibition outlaw outlawed forbid forbids forbidden',
  'contain contains contained containing ingredient ingredients',
  'immigrant immigrants migrant migrants immigration migration',
  'crime crimes criminal criminals',
  'tax taxes taxed taxation',
  'unemployment unemployed jobless',
  'government governments administration',
  'doctor doctors physician physicians',
  'election elections vote votes voted voting ballot ballots poll polls',
  'fraud fraudulent rigged rigging',
  'win wins won winning victory',
  'say says said saying claim claims claimed claiming stated statement told tells announce announced declare declares declared',
  'spread spreads spreading transmit transmits transmitted transmission',
  'commit commits committed committing',
  'more greater higher',
  'less fewer lower',
  'cash banknotes',
  'hoax hoaxes scam scams lie lies invention swindle',
  'pandemic pandemics',
  'bird birds',
  'cancer cancers carcinogenic tumor tumors tumour tumours',
  'drug drugs medicine medicines medication medications',
  'study studies research researchers scientists',
  'safe safety',
  'effective effectiveness efficacy efficacious works',
  'law laws legislation',
  'spend spends spent spending',
  'woman women female females',
  'man men male males',
  'people person persons citizens residents',
  'infertility infertile sterility sterile sterilize sterilise sterilization sterilisation',
  'change changes changed alter alters altered alteration modify modifies modified',
  'microchip microchips chip chips',
  'gun guns firearm firearms',
  'cure cures cured curing heal heals healed',
  'prevent prevents prevented preventing prevention protect protects protected protection',
  'hospital hospitals hospitalized hospitalised hospitalization hospitalisation',
  'flu influenza',
  'mercury thimerosal thiomersal',
  'wage wages salary salaries',
  'pay pays paid paying payment payments',
  'buy buys bought buying purchase purchased purchases',
  'sell sells sold selling',
  'own owns owned owning owner owners',
  'hide hides hid hidden hiding',
  'steal steals stole stolen stealing',
  'send sends sent sending',
  'build builds built building',
  'lose loses lost losing',
  'find finds found finding',
  'eat eats ate eaten eating',
  'write writes wrote written writing',
  'petrol gasoline',
  'job jobs employment employed',
  'price prices cost costs',
  'dollar dollars usd',
  'euro euros eur',
  'pound pounds gbp sterling',
  'percent percentage',
  'school schools',
  'worker workers employee employees',
  'police cops officers',
  'fake fabricated doctored',
  'ukraine ukrainian ukrainians',
  'russia russian russians',
];

/** Words that are another word with "not" in front ("unsafe" = not safe): read as that word plus a negation. */
const NEGATED_FORMS: Record<string, string> = {
  unsafe: 'safe',
  ineffective: 'effective',
  illegal: 'legal',
  unlawful: 'legal',
  undocumented: 'legal',
  illegale: 'legal',
  unconstitutional: 'constitutional',
  unproven: 'proven',
  harmless: 'harmful',
  unsicher: 'safe',
  unwirksam: 'effective',
  inefficace: 'effective',
  ineficaz: 'effective',
  inseguro: 'safe',
  insegura: 'safe',
  inseguros: 'safe',
  inseguras: 'safe',
  onveilig: 'safe',
};

/**
 * Words that deny what follows (beyond the engine's negations in `critical-differences`): "denies", "myth", "false
 * that". A claim with one of these says the opposite of the claim without it.
 */
export const DENIAL_WORDS: ReadonlySet<string> = new Set(
  wordList(`deny denies denied denying myth false untrue debunked leugnet leugnen bestreitet bestritten dementi dement
  dementit nie niega nego negou nega`),
);

/** Words that say little on their own: they count a third as much as a content word. */
export const LIGHT_WORDS: ReadonlySet<string> = new Set(
  wordList(`say people study new year years time times many much some most all every few several one first last number
  according show shows showed shown prove proves proved proven evidence official officials report reports reported
  government country countries state world day days week weeks month months percent true well good bad big small
  high low go goes going went come comes came take takes took give gives gave use used uses using need needs want
  wants think thinks know known like way part`),
);

/**
 * Words that stay terms (they count in the overlap) but are grammatical where they stand: nouns that name the measure
 * of a quantity ("the unemployment rate" is unemployment) and linking verbs ("women become infertile" / "… makes
 * women infertile"). One claim adding one narrows nothing (`addedQualifier`). English, as written (not stemmed:
 * "rate" and "rats" share a stem).
 */
export const GRAMMATICAL_TERMS: ReadonlySet<string> = new Set(
  wordList(`rate rates level levels share amount total figure figures become becomes became becoming remain remains
  remained seem seems seemed appear appears appeared`),
);

/** Surface form → shared form, before stemming (so irregular forms meet). */
export const SYNONYM_OF: ReadonlyMap<string, string> = new Map(
  SYNONYMS.flatMap((line) => {
    const [head, ...rest] = line.split(' ');
    return [head!, ...rest].map((w) => [w, head!] as const);
  }),
);

/** A word that is a negated other word → that word ("unsafe" → "safe"). */
export function negatedForm(word: string): string | undefined {
  return Object.hasOwn(NEGATED_FORMS, word) ? NEGATED_FORMS[word] : undefined;
}
