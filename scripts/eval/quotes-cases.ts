/** A generated test set for the quote interrogator: faithful variants and name-substituted variants of real-looking passages. */

/** One passage: a sentence inside its paragraph, the names it contains, and names of the same kinds to swap in. */
export interface QuotePassage {
  lang: string;
  before: string;
  sentence: string;
  after: string;
  /** Names (people, organisations, places) that occur verbatim in `sentence`. */
  names: string[];
  /** Replacements, none of which occurs in the paragraph. */
  pool: string[];
}

export interface QuoteCase {
  kind: 'faithful' | 'substituted';
  /** What was done to the quote ("curly quotes", "name Merkel → Scholz + lower case"). */
  variant: string;
  lang: string;
  quote: string;
  source: string;
}

const P = (
  lang: string,
  sentence: string,
  names: string[],
  pool: string[],
  before = '',
  after = '',
): QuotePassage => ({ lang, before, sentence, after, names, pool });

const PEOPLE_EN = ['Daniel Okafor', 'Helen Marsh', 'Rajiv Menon', 'Sofia Brandt', 'Tomás Rivera'];
const ORGS_EN = ['Unicef', 'the Red Cross', 'Oxfam', 'the OECD', 'Amnesty International'];
const PLACES_EN = ['Leeds', 'Lagos', 'Toronto', 'Nairobi', 'Lyon'];

const EN_BEFORE = 'The report was released on Tuesday after months of delay.';
const EN_AFTER = 'Officials declined to comment further on the figures.';

/** English passages: names at the start, in the middle, at the end, in quotes, with titles and possessives. */
const ENGLISH: QuotePassage[] = [
  P(
    'en',
    'Angela Merkel said the agreement was "a turning point" for Europe — and for Germany.',
    ['Angela Merkel', 'Merkel', 'Europe', 'Germany'],
    [...PEOPLE_EN, 'France', 'Spain'],
  ),
  P(
    'en',
    "The World Health Organization's latest figures show that measles cases rose by 79% in 2023.",
    ['World Health Organization'],
    ['International Monetary Fund', 'World Bank', ...ORGS_EN],
  ),
  P(
    'en',
    'According to Dr. Maria Lopez, who led the review, the vaccine is not linked to autism.',
    ['Maria Lopez', 'Lopez'],
    ['Maria Gonzalez', 'Gonzalez', 'Helen Marsh'],
  ),
  P(
    'en',
    'Residents of Manchester waited more than four hours for an ambulance, the NHS admitted.',
    ['Manchester', 'NHS'],
    [...PLACES_EN, 'BBC'],
  ),
  P(
    'en',
    'Microsoft agreed to buy Activision Blizzard for $68.7 billion in January 2022.',
    ['Microsoft', 'Activision Blizzard'],
    ['Google', 'Amazon', 'Electronic Arts'],
  ),
  P(
    'en',
    'The minister told Parliament that Tesla would open a factory near Berlin within two years.',
    ['Parliament', 'Tesla', 'Berlin'],
    ['Congress', 'Volkswagen', 'Munich', 'Hamburg'],
  ),
  P(
    'en',
    'Barack Obama was born in Honolulu, Hawaii, and grew up partly in Jakarta.',
    ['Barack Obama', 'Obama', 'Honolulu', 'Hawaii', 'Jakarta'],
    ['Joe Biden', 'Biden', 'Chicago', 'Manila'],
  ),
  P(
    'en',
    'Police in Melbourne said the suspect had travelled from Sydney on a stolen passport.',
    ['Melbourne', 'Sydney'],
    ['Brisbane', 'Perth', 'Adelaide'],
  ),
  P(
    'en',
    '“We will not raise taxes,” Rishi Sunak told reporters outside Downing Street.',
    ['Rishi Sunak', 'Sunak', 'Downing Street'],
    ['Keir Starmer', 'Starmer', 'Whitehall'],
  ),
  P(
    'en',
    'The study, published by Harvard University, followed 12,000 nurses for two decades.',
    ['Harvard University', 'Harvard'],
    ['Stanford University', 'Stanford', 'Yale'],
  ),
  P(
    'en',
    'Pfizer and BioNTech said their vaccine was 95% effective in a trial of 43,000 people.',
    ['Pfizer', 'BioNTech'],
    ['Moderna', 'AstraZeneca', 'Novavax'],
  ),
  P(
    'en',
    'Greta Thunberg addressed the United Nations climate summit in New York in 2019.',
    ['Greta Thunberg', 'Thunberg', 'United Nations', 'New York'],
    ['Vanessa Nakate', 'Nakate', 'European Union', 'Geneva'],
  ),
  P(
    'en',
    'The airline confirmed that the flight from Dublin landed safely in Boston after the alarm.',
    ['Dublin', 'Boston'],
    ['Cork', 'Denver', 'Atlanta'],
  ),
  P(
    'en',
    'Elon Musk bought Twitter in October 2022 and renamed it X the following year.',
    ['Elon Musk', 'Musk', 'Twitter'],
    ['Jeff Bezos', 'Bezos', 'Facebook'],
  ),
  P(
    'en',
    "Scotland's first minister, Nicola Sturgeon, resigned in February 2023 after eight years.",
    ['Scotland', 'Nicola Sturgeon', 'Sturgeon'],
    ['Wales', 'Mark Drakeford', 'Drakeford'],
  ),
  P(
    'en',
    'The Bank of England raised interest rates to 5.25%, the highest level since 2008.',
    ['Bank of England'],
    ['European Central Bank', 'Federal Reserve'],
  ),
  P(
    'en',
    'A spokesperson for Amazon said workers in Coventry had been offered a pay rise.',
    ['Amazon', 'Coventry'],
    ['Tesco', 'Sheffield', 'Bristol'],
  ),
  P(
    'en',
    'Serena Williams won 23 Grand Slam singles titles before retiring in 2022.',
    ['Serena Williams', 'Williams', 'Grand Slam'],
    ['Venus Williams', 'Maria Sharapova', 'Sharapova'],
  ),
  P(
    'en',
    'The fire spread from Athens to the nearby islands, Greek officials said on Sunday.',
    ['Athens', 'Greek'],
    ['Thessaloniki', 'Turkish', 'Cypriot'],
  ),
  P(
    'en',
    'Toyota recalled 1.9 million cars in Japan and the United States over a faulty airbag.',
    ['Toyota', 'Japan', 'United States'],
    ['Honda', 'Nissan', 'Korea', 'Canada'],
  ),
  P(
    'en',
    'Kenya’s president, William Ruto, said the drought had killed 2.5 million livestock.',
    ['Kenya', 'William Ruto', 'Ruto'],
    ['Uganda', 'Yoweri Museveni', 'Museveni'],
  ),
  P(
    'en',
    'Scientists at CERN in Geneva announced the discovery of the Higgs boson on 4 July 2012.',
    ['CERN', 'Geneva', 'Higgs'],
    ['Fermilab', 'Chicago', 'Zurich'],
  ),
  P(
    'en',
    'Google was fined €4.3 billion by the European Commission over its Android practices.',
    ['Google', 'European Commission', 'Android'],
    ['Apple', 'Meta', 'Federal Trade Commission'],
  ),
  P(
    'en',
    'Sadiq Khan said London would expand its low-emission zone to every borough.',
    ['Sadiq Khan', 'Khan', 'London'],
    ['Andy Burnham', 'Burnham', 'Birmingham'],
  ),
  P(
    'en',
    'The earthquake near Marrakesh killed nearly 3,000 people, Morocco’s interior ministry said.',
    ['Marrakesh', 'Morocco'],
    ['Agadir', 'Algeria', 'Tunisia'],
  ),
  P(
    'en',
    'Nasa’s Artemis programme plans to land astronauts near the Moon’s south pole.',
    ['Nasa', 'Artemis', 'Moon'],
    ['Esa', 'Roscosmos', 'Apollo'],
  ),
  P(
    'en',
    'Lionel Messi joined Inter Miami in July 2023 after leaving Paris Saint-Germain.',
    ['Lionel Messi', 'Messi', 'Inter Miami', 'Paris Saint-Germain'],
    ['Cristiano Ronaldo', 'Ronaldo', 'Al Nassr', 'Barcelona'],
  ),
  P(
    'en',
    'Amnesty International accused the government of detaining 400 protesters without trial.',
    ['Amnesty International'],
    ['Human Rights Watch', 'the Red Cross', 'Oxfam'],
  ),
  P(
    'en',
    'he told the BBC that Boeing had known about the fault since 2019.',
    ['BBC', 'Boeing'],
    ['CNN', 'Airbus', 'Embraer'],
  ),
  P(
    'en',
    'Cases were highest in Lagos, followed by Kano and Abuja, the health agency said.',
    ['Lagos', 'Kano', 'Abuja'],
    ['Ibadan', 'Enugu', 'Kaduna'],
  ),
].map((p) => ({ ...p, before: EN_BEFORE, after: EN_AFTER }));

/** Other languages, cased (Latin, Cyrillic) and uncased (CJK, Arabic, Devanagari, Hangul). */
const OTHER: QuotePassage[] = [
  P(
    'de',
    'Bundeskanzler Olaf Scholz sagte in Berlin, die Regierung werde „keine neuen Schulden“ machen.',
    ['Olaf Scholz', 'Scholz', 'Berlin'],
    ['Friedrich Merz', 'Merz', 'München', 'Hamburg'],
    'Die Debatte dauerte den ganzen Tag.',
    'Die Opposition reagierte empört.',
  ),
  P(
    'de',
    'Laut dem Robert Koch-Institut stieg die Zahl der Masernfälle in Bayern um 40 Prozent.',
    ['Robert Koch-Institut', 'Bayern'],
    ['Paul-Ehrlich-Institut', 'Sachsen', 'Hessen'],
    'Die Zahlen wurden am Montag veröffentlicht.',
    'Ärzte rufen zur Impfung auf.',
  ),
  P(
    'de',
    'Siemens kündigte an, in Dresden ein neues Werk mit 2.000 Arbeitsplätzen zu bauen.',
    ['Siemens', 'Dresden'],
    ['Bosch', 'Leipzig', 'Chemnitz'],
    'Die Ankündigung kam überraschend.',
    'Die Stadt begrüßte die Pläne.',
  ),
  P(
    'fr',
    'Emmanuel Macron a déclaré à Marseille que la réforme des retraites était « nécessaire ».',
    ['Emmanuel Macron', 'Macron', 'Marseille'],
    ['Édouard Philippe', 'Philippe', 'Lyon', 'Lille'],
    'Le discours a duré une heure.',
    'Les syndicats ont appelé à la grève.',
  ),
  P(
    'fr',
    "Selon l'Insee, le chômage en Bretagne a baissé à 5,8 % au premier trimestre.",
    ['Insee', 'Bretagne'],
    ['Dares', 'Normandie', 'Occitanie'],
    'Les chiffres ont surpris les économistes.',
    'La tendance reste fragile.',
  ),
  P(
    'es',
    'Pedro Sánchez anunció en Madrid que el Gobierno subirá el salario mínimo un 5 %.',
    ['Pedro Sánchez', 'Sánchez', 'Madrid', 'Gobierno'],
    ['Alberto Núñez Feijóo', 'Feijóo', 'Sevilla', 'Valencia'],
    'La medida se aprobó el martes.',
    'Los empresarios criticaron la decisión.',
  ),
  P(
    'es',
    'Según la Organización Mundial de la Salud, México registró 300 casos de dengue en enero.',
    ['Organización Mundial de la Salud', 'México'],
    ['Cruz Roja', 'Colombia', 'Perú'],
    'El informe se publicó ayer.',
    'Las autoridades piden prudencia.',
  ),
  P(
    'ru',
    'Министр заявил в Москве, что «Газпром» увеличит поставки газа в Китай на 20 процентов.',
    ['Москве', 'Газпром', 'Китай'],
    ['Казани', 'Роснефть', 'Индию'],
    'Заявление прозвучало в понедельник.',
    'Аналитики отнеслись к нему скептически.',
  ),
  P(
    'ru',
    'По словам Ивана Петрова, в Новосибирске построят новый мост через Обь.',
    ['Ивана Петрова', 'Петрова', 'Новосибирске', 'Обь'],
    ['Сергея Смирнова', 'Смирнова', 'Омске', 'Иртыш'],
    'Проект обсуждали несколько лет.',
    'Стоимость пока не называется.',
  ),
  P(
    'zh',
    '王伟表示，北京的人口在2020年超过了两千万。',
    ['王伟', '北京'],
    ['李娜', '张强', '上海', '广州'],
    '这份报告于周二发布。',
    '官员没有进一步评论。',
  ),
  P(
    'zh',
    '据世界卫生组织统计，中国的麻疹病例下降了百分之四十。',
    ['世界卫生组织', '中国'],
    ['联合国', '日本', '印度'],
    '数据来自去年。',
    '专家表示仍需警惕。',
  ),
  P(
    'zh',
    '清华大学的研究团队在深圳发现了一种新的电池材料。',
    ['清华大学', '深圳'],
    ['北京大学', '复旦大学', '杭州', '成都'],
    '研究耗时三年。',
    '论文已在期刊上发表。',
  ),
  P(
    'ja',
    '岸田文雄首相は東京で記者会見を開き、増税しないと述べた。',
    ['岸田文雄', '東京'],
    ['石破茂', '大阪', '名古屋'],
    '会見は一時間続いた。',
    '野党は反発した。',
  ),
  P(
    'ja',
    'トヨタは名古屋の工場で新しい電気自動車を生産すると発表した。',
    ['トヨタ', '名古屋'],
    ['ホンダ', '日産', '福岡', '仙台'],
    '発表は月曜日に行われた。',
    '株価は上昇した。',
  ),
  P(
    'ko',
    '삼성전자는 서울에서 새로운 반도체 공장을 짓겠다고 밝혔다.',
    ['삼성전자', '서울'],
    ['현대자동차', 'LG전자', '부산', '대구'],
    '발표는 화요일에 있었다.',
    '주가가 올랐다.',
  ),
  P(
    'ar',
    'قال محمد العلي إن الحكومة في القاهرة ستبني مستشفى جديدا.',
    ['محمد العلي', 'القاهرة'],
    ['أحمد حسن', 'عمان', 'بيروت'],
    'جاء التصريح يوم الاثنين.',
    'لم يعلق المسؤولون.',
  ),
  P(
    'ar',
    'أعلنت منظمة الصحة العالمية أن الحصبة انتشرت في اليمن خلال عام 2023.',
    ['منظمة الصحة العالمية', 'اليمن'],
    ['اليونيسف', 'السودان', 'سوريا'],
    'صدر التقرير أمس.',
    'دعت المنظمة إلى التطعيم.',
  ),
  P(
    'hi',
    'राहुल शर्मा ने कहा कि दिल्ली में प्रदूषण पिछले साल से कम है।',
    ['राहुल शर्मा', 'दिल्ली'],
    ['अमित वर्मा', 'मुंबई', 'कोलकाता'],
    'यह बयान सोमवार को आया।',
    'विशेषज्ञों ने संदेह जताया।',
  ),
];

export const QUOTE_PASSAGES: readonly QuotePassage[] = [...ENGLISH, ...OTHER];

/** Deterministic PRNG (mulberry32), so the set is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const paragraph = (p: QuotePassage): string => [p.before, p.sentence, p.after].filter(Boolean).join(' ');
const spaced = (lang: string): boolean => !['zh', 'ja'].includes(lang);

/** Typographic variants a faithful quoter produces. Each returns null when it does not apply. */
const TYPOGRAPHY: Record<string, (s: string, r: () => number) => string | null> = {
  'curly quotes': (s) => {
    if (!/["']/.test(s)) return null;
    let open = true;
    return s.replace(/"/g, () => ((open = !open) ? '”' : '“')).replace(/'/g, '’');
  },
  'straight quotes': (s) =>
    /[“”‘’„«»「」]/.test(s) ? s.replace(/[“”„«»「」]/g, '"').replace(/[‘’]/g, "'") : null,
  dashes: (s) =>
    / — | – /.test(s) ? s.replace(/ [—–] /g, ' - ') : /-/.test(s) ? s.replace(/-/g, '‑') : null,
  whitespace: (s, r) => {
    if (!/ /.test(s)) return null;
    const spaces = [...s.matchAll(/ /g)].map((m) => m.index);
    const at = spaces[Math.floor(r() * spaces.length)] ?? 0;
    return `  ${s.slice(0, at)}\n   ${s.slice(at + 1)} `;
  },
  'lower case': (s) => (s.toLowerCase() === s ? null : s.toLowerCase()),
  'upper case': (s) => (s.toUpperCase() === s ? null : s.toUpperCase()),
};

/** Words of a sentence with offsets (spaces, or characters for unspaced scripts). */
function wordSpans(s: string, lang: string): Array<[number, number]> {
  if (!spaced(lang)) {
    const seg = new Intl.Segmenter(lang, { granularity: 'word' });
    return [...seg.segment(s)].filter((x) => x.isWordLike).map((x) => [x.index, x.index + x.segment.length]);
  }
  return [...s.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length]);
}

/** Drops 2–4 words from the middle (none of them a name boundary) and marks the gap with an ellipsis. */
function elide(s: string, lang: string, r: () => number, mark: string): string | null {
  const words = wordSpans(s, lang);
  if (words.length < 9) return null;
  const n = 2 + Math.floor(r() * 3);
  const from = 2 + Math.floor(r() * (words.length - n - 4));
  const a = words[from]?.[0];
  const b = words[from + n - 1]?.[1];
  if (a === undefined || b === undefined) return null;
  const sep = spaced(lang) ? ' ' : '';
  return `${s.slice(0, a).trimEnd()}${sep}${mark}${sep}${s.slice(b).trimStart()}`;
}

/** Inserts an editorial [note] after a word; with `name`, the bracket names someone the source names. */
function bracket(s: string, lang: string, r: () => number, note: string): string | null {
  const words = wordSpans(s, lang);
  if (words.length < 4) return null;
  const at = words[1 + Math.floor(r() * (words.length - 2))]?.[1];
  if (at === undefined) return null;
  const sep = spaced(lang) ? ' ' : '';
  return `${s.slice(0, at)}${sep}[${note}]${s.slice(at)}`;
}

/** A contiguous fragment of at least 6 words (or 8 characters), cut at word boundaries. */
function fragment(s: string, lang: string, r: () => number): string | null {
  const words = wordSpans(s, lang);
  if (words.length < 8) return null;
  const len = 6 + Math.floor(r() * (words.length - 6));
  const from = Math.floor(r() * (words.length - len + 1));
  const a = words[from]?.[0];
  const b = words[from + len - 1]?.[1];
  return a === undefined || b === undefined ? null : s.slice(a, b);
}

const NOTES = ['sic', 'emphasis added', 'translated', 'the ministry'];

function faithfulVariants(p: QuotePassage, r: () => number): Array<[string, string]> {
  const s = p.sentence;
  const out: Array<[string, string]> = [['verbatim', s]];
  for (const [name, f] of Object.entries(TYPOGRAPHY)) {
    const v = f(s, r);
    if (v) out.push([name, v]);
  }
  for (const mark of ['…', '...', '[…]', '(...)']) {
    const v = elide(s, p.lang, r, mark);
    if (v) out.push([`ellipsis ${mark}`, v]);
  }
  for (const note of [...NOTES, p.names[0] ?? 'sic']) {
    const v = bracket(s, p.lang, r, note);
    if (v) out.push([`bracket [${note}]`, v]);
  }
  const frag = fragment(s, p.lang, r);
  if (frag) out.push(['fragment', frag]);
  const combos: Array<[string, (x: string) => string | null]> = [
    ['curly quotes + ellipsis', (x) => elide(TYPOGRAPHY['curly quotes']!(x, r) ?? x, p.lang, r, '…')],
    ['lower case + whitespace', (x) => TYPOGRAPHY.whitespace!(x.toLowerCase(), r)],
    ['upper case + bracket', (x) => bracket(x.toUpperCase(), p.lang, r, 'sic')],
    ['fragment + straight quotes', (x) => fragment(TYPOGRAPHY['straight quotes']!(x, r) ?? x, p.lang, r)],
  ];
  for (const [name, f] of combos) {
    const v = f(s);
    if (v) out.push([name, v]);
  }
  return out;
}

/** Every name of the passage swapped for every pool name (one at a time), bare and with a typographic change. */
function substitutedVariants(p: QuotePassage, r: () => number): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const dress: Array<[string, (x: string) => string | null]> = [
    ['', (x) => x],
    [' + curly quotes', (x) => TYPOGRAPHY['curly quotes']!(x, r)],
    [' + lower case', (x) => x.toLowerCase()],
    [' + whitespace', (x) => TYPOGRAPHY.whitespace!(x, r)],
    [' + ellipsis', (x) => elide(x, p.lang, r, '…')],
    [' + upper case', (x) => x.toUpperCase()],
  ];
  for (const name of p.names) {
    for (const other of p.pool) {
      const at = p.sentence.indexOf(name);
      if (at < 0) throw new Error(`"${name}" is not in "${p.sentence}"`);
      const swapped = p.sentence.slice(0, at) + other + p.sentence.slice(at + name.length);
      const [label, f] = dress[Math.floor(r() * dress.length)]!;
      const v = f(swapped);
      // An ellipsis that cut the swapped name out would make a faithful quote; keep only variants that show it.
      if (v && v.toLowerCase().includes(other.toLowerCase())) out.push([`${name} → ${other}${label}`, v]);
      else out.push([`${name} → ${other}`, swapped]);
    }
  }
  return out;
}

/** The whole set: every passage's faithful and substituted variants, against its paragraph. */
export function quoteCases(seed = 12): QuoteCase[] {
  const r = rng(seed);
  const cases: QuoteCase[] = [];
  for (const p of QUOTE_PASSAGES) {
    const source = paragraph(p);
    for (const other of p.pool)
      if (source.includes(other)) throw new Error(`pool name "${other}" occurs in its passage`);
    for (const [variant, quote] of faithfulVariants(p, r))
      cases.push({ kind: 'faithful', variant, lang: p.lang, quote, source });
    for (const [variant, quote] of substitutedVariants(p, r))
      cases.push({ kind: 'substituted', variant, lang: p.lang, quote, source });
  }
  return cases;
}
