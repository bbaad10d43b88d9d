/**
 * Places and organisations a claim names, in the seven languages the matcher reads, as one key each ("Frankreich",
 * "France", "French" → `place:france`), so a translated claim keeps its place and a changed place is seen as one.
 */

/** Key → folded names and adjectives (lower case, accents off). Multi-word names are joined by a space. */
const PLACES: Record<string, string> = {
  usa: 'usa us u.s u.s.a america american americans united states vereinigte staaten etats unis estados unidos stati uniti verenigde staten amerikanisch amerikaner amerikanische americain americaine americano americana',
  uk: 'uk u.k britain great britain united kingdom british england english grossbritannien britisch royaume uni britannique reino unido britanico',
  germany:
    'germany german germans deutschland deutsch deutsche deutschen allemagne allemand allemande alemania aleman alemana germania tedesco tedesca alemanha alemao duitsland duits duitse',
  france:
    'france french frankreich franzosisch franzosische francais francaise francia frances francesa francese franca frankrijk frans franse',
  spain:
    'spain spanish spanien spanisch espagne espagnol espana espanol espanola spagna spagnolo espanha espanhol spanje spaans',
  italy: 'italy italian italien italienisch italie italien italienne italia italiano italiana italiaans',
  portugal: 'portugal portuguese portugiesisch portugais portugues portuguesa portoghese portugees',
  netherlands:
    'netherlands dutch holland niederlande niederlandisch pays bas neerlandais paises bajos olanda paesi bassi holanda nederland nederlands',
  belgium: 'belgium belgian belgien belgique belge belgica belgio',
  austria: 'austria austrian osterreich osterreichisch autriche autrichien',
  switzerland: 'switzerland swiss schweiz schweizer suisse suiza svizzera suica zwitserland',
  poland: 'poland polish polen polnisch pologne polonais polonia polonia',
  russia:
    'russia russian russians russland russisch russe russie rusia ruso rusa russo russa rusland russisch',
  ukraine:
    'ukraine ukrainian ukrainians ukrainisch ukrainien ucrania ucraniano ucraina ucraino ucrania oekraine',
  china: 'china chinese chinesisch chine chinois chinoise cina cinese chines chinees',
  india: 'india indian indien indisch inde indien indienne indiano',
  japan: 'japan japanese japanisch japon japonais giappone japao',
  brazil:
    'brazil brazilian brasilien bresil bresilien brasil brasileno brasile brasiliano brasileiro brazilie',
  mexico: 'mexico mexican mexiko mexique mexicain mexicano messico',
  canada: 'canada canadian kanada kanadisch canadien canadiense canadese',
  australia: 'australia australian australien australie australiano',
  israel: 'israel israeli israelisch israelien israeli',
  gaza: 'gaza',
  palestine: 'palestine palestinian palastina palestina palestinien',
  iran: 'iran iranian iranisch iranien irani',
  turkey: 'turkey turkish turkei turkisch turquie turc turquia turco turchia',
  sweden: 'sweden swedish schweden schwedisch suede suedois suecia sueco svezia zweden',
  norway: 'norway norwegian norwegen norvege noruega norvegia noorwegen',
  denmark: 'denmark danish danemark danemark dinamarca danimarca denemarken',
  ireland: 'ireland irish irland irlande irlanda ierland',
  greece: 'greece greek griechenland grece grecia griekenland',
  hungary: 'hungary hungarian ungarn hongrie hungria ungheria hongarije',
  argentina: 'argentina argentine argentinien argentinian argentino',
  colombia: 'colombia colombian kolumbien colombie colombiano',
  venezuela: 'venezuela venezuelan venezolano',
  chile: 'chile chilean chili chileno',
  peru: 'peru peruvian perou peruano',
  nigeria: 'nigeria nigerian',
  'south-africa': 'south africa sudafrika afrique du sud sudafrica africa do sul',
  egypt: 'egypt egyptian agypten egypte egipto egitto egito',
  'north-korea': 'north korea nordkorea coree du nord corea del norte corea do norte',
  'south-korea': 'south korea sudkorea coree du sud corea del sur corea do sul',
  europe: 'europe european europa europaisch europeen europeo europeu',
  africa: 'africa african afrika afrique africain africano',
  asia: 'asia asian asien asie asiatique asiatico',
  london: 'london londres londra londen',
  paris: 'paris parigi parijs',
  berlin: 'berlin berlino',
  madrid: 'madrid',
  rome: 'rome rom roma',
  'new-york': 'new york nyc',
  washington: 'washington',
  california: 'california kalifornien californie',
  texas: 'texas',
  florida: 'florida floride',
  bavaria: 'bavaria bayern baviere',
  scotland: 'scotland scottish schottland ecosse escocia scozia',
  wales: 'wales welsh',
  catalonia: 'catalonia katalonien catalogne cataluna catalogna',
};

/** Organisations often named in claims, with their names and abbreviations in these languages. */
const ORGANISATIONS: Record<string, string> = {
  who: 'who world health organization world health organisation weltgesundheitsorganisation oms organisation mondiale de la sante organizacion mundial de la salud organizzazione mondiale della sanita organizacao mundial da saude wereldgezondheidsorganisatie',
  eu: 'eu e.u european union europaische union union europeenne ue union europea unione europea uniao europeia europese unie',
  un: 'un u.n united nations vereinte nationen nations unies onu naciones unidas nazioni unite nacoes unidas verenigde naties',
  nato: 'nato otan',
  cdc: 'cdc centers for disease control',
  fda: 'fda food and drug administration',
  nhs: 'nhs national health service',
  ema: 'ema european medicines agency',
  imf: 'imf international monetary fund iwf fmi',
  pfizer: 'pfizer biontech',
  moderna: 'moderna',
};

/** The multi-word names of the tables above (longest first), word by word. */
const MULTI_WORD: string[][] = [
  'organisation mondiale de la sante',
  'organizacion mundial de la salud',
  'organizzazione mondiale della sanita',
  'organizacao mundial da saude',
  'food and drug administration',
  'centers for disease control',
  'international monetary fund',
  'european medicines agency',
  'world health organization',
  'world health organisation',
  'national health service',
  'united states',
  'united kingdom',
  'united nations',
  'great britain',
  'european union',
  'europaische union',
  'union europeenne',
  'union europea',
  'unione europea',
  'uniao europeia',
  'europese unie',
  'vereinte nationen',
  'nations unies',
  'naciones unidas',
  'nazioni unite',
  'nacoes unidas',
  'verenigde naties',
  'vereinigte staaten',
  'etats unis',
  'estados unidos',
  'stati uniti',
  'verenigde staten',
  'royaume uni',
  'reino unido',
  'pays bas',
  'paises bajos',
  'paesi bassi',
  'south africa',
  'afrique du sud',
  'africa do sul',
  'north korea',
  'coree du nord',
  'corea del norte',
  'corea do norte',
  'south korea',
  'coree du sud',
  'corea del sur',
  'corea do sul',
  'new york',
].map((p) => p.split(' '));

/** Folded words of a name (one or more) → `place:key` / `org:key`. Built once. */
export const NAMED_PHRASES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (kind: string, table: Record<string, string>) => {
    for (const [key, names] of Object.entries(table)) {
      // Multi-word names are written with spaces; single words must stand alone in the list, so a list is split on
      // the known multi-word names first.
      for (const name of splitNames(names)) map.set(name, `${kind}:${key}`);
    }
  };
  add('place', PLACES);
  add('org', ORGANISATIONS);
  return map;
})();

/** Longest name in words: how far the phrase scan looks ahead. */
export const LONGEST_NAME_WORDS = Math.max(...[...NAMED_PHRASES.keys()].map((k) => k.split(' ').length));

/**
 * A name list as written above, split into names: single words, and the multi-word names the lists spell out. A
 * multi-word name is recognised by its words being a known phrase head ("united", "great", "south"…).
 */
function splitNames(names: string): string[] {
  const words = names.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const phrase = MULTI_WORD.find((p) => p.every((w, k) => words[i + k] === w));
    if (phrase) {
      out.push(phrase.join(' '));
      i += phrase.length - 1;
    } else out.push(words[i]!);
  }
  return out;
}

/** Names that are also common words ("us", "who", "un", "eu"): read as names only when written in capitals. */
export const CAPITALS_ONLY: ReadonlySet<string> = new Set([
  'us',
  'who',
  'un',
  'eu',
  'ue',
  'ema',
  'oms',
  'imf',
]);
