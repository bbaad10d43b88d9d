/**
 * A generated ClaimReview DataFeed in the shape Data Commons publishes
 * (https://storage.googleapis.com/datacommons-feeds/claimreview/latest/data.json, https://datacommons.org/factcheck/download):
 * `{"@context", "@type": "DataFeed", "dataFeedElement": [{"@type": "DataFeedItem", "item": [ClaimReview…]}]}`, about
 * 2 KB an item as the real one (≈200 MB for 93,000). Deterministic (a seeded generator per item), written as a
 * stream (never built whole), in eleven languages, with the real reviews of the sandbox corpus's claims placed
 * through it (their pages are served by the sandbox), near-miss decoys of them, and the odd malformed item.
 */
import type { ServerResponse } from 'node:http';
import { EVIDENCE, withPort } from './corpus/index';

/** Items in the default feed: more than the real feed's 93,000. */
export const FEED_RECORDS = 100_000;

/** One language's claim templates, vocabulary and ratings (the last rating words are the true ones). */
interface Language {
  code: string;
  templates: string[];
  people: string[];
  places: string[];
  things: string[];
  ratings: string[];
  claimants: string[];
}

const LANGUAGES: Language[] = [
  {
    code: 'en',
    templates: [
      '{person} said {place} spent {n} million dollars on {thing} in {year}.',
      'A photo shows {thing} in {place} after the storm of {year}.',
      '{thing} cures {n} out of 10 cases of diabetes, according to a viral post.',
      'Video shows {person} admitting that {thing} was banned in {place}.',
      '{place} will ban {thing} from January {year}.',
      'Crime in {place} rose by {n} percent in {year} under {person}.',
      '{person} never voted for the {thing} bill in {year}.',
      'The government of {place} is paying {n} dollars to anyone who buys {thing}.',
    ],
    people: [
      'Joe Biden',
      'Donald Trump',
      'Kamala Harris',
      'Ron DeSantis',
      'Gavin Newsom',
      'Nancy Pelosi',
      'Elon Musk',
      'Bill Gates',
      'Rishi Sunak',
      'Keir Starmer',
      'Greta Thunberg',
      'Anthony Fauci',
    ],
    places: [
      'Texas',
      'California',
      'Florida',
      'New York',
      'Ohio',
      'London',
      'Ireland',
      'Canada',
      'Australia',
      'Chicago',
      'Scotland',
      'Arizona',
    ],
    things: [
      'gas stoves',
      'electric cars',
      'raw milk',
      'ivermectin',
      '5G towers',
      'wind turbines',
      'lab-grown meat',
      'paper straws',
      'cash payments',
      'vitamin D',
      'smart meters',
      'school uniforms',
    ],
    ratings: [
      'False',
      'Pants on Fire',
      'Mostly False',
      'Misleading',
      'Missing Context',
      'Half True',
      'Mostly True',
      'True',
    ],
    claimants: ['Facebook posts', 'Instagram posts', 'Viral image', 'TikTok video', 'X posts', 'Bloggers'],
  },
  {
    code: 'es',
    templates: [
      '{person} dijo que {place} gastó {n} millones de euros en {thing} en {year}.',
      'Una foto muestra {thing} en {place} después de la tormenta de {year}.',
      'El gobierno de {place} prohibirá {thing} a partir de enero de {year}.',
      'Un vídeo muestra a {person} reconociendo que {thing} causa cáncer.',
    ],
    people: [
      'Pedro Sánchez',
      'Isabel Díaz Ayuso',
      'Javier Milei',
      'Andrés Manuel López Obrador',
      'Gustavo Petro',
      'Yolanda Díaz',
    ],
    places: ['Madrid', 'Cataluña', 'Argentina', 'México', 'Colombia', 'Andalucía'],
    things: [
      'las vacunas',
      'el 5G',
      'los coches eléctricos',
      'el agua del grifo',
      'la carne roja',
      'el dinero en efectivo',
    ],
    ratings: ['Falso', 'Bulo', 'Engañoso', 'Sin contexto', 'Verdadero'],
    claimants: ['Publicaciones en Facebook', 'Mensaje de WhatsApp', 'Vídeo viral'],
  },
  {
    code: 'fr',
    templates: [
      '{person} a affirmé que {place} a dépensé {n} millions d’euros pour {thing} en {year}.',
      'Une photo montre {thing} à {place} après les inondations de {year}.',
      '{place} va interdire {thing} dès janvier {year}.',
    ],
    people: ['Emmanuel Macron', 'Marine Le Pen', 'Jean-Luc Mélenchon', 'Gabriel Attal', 'Éric Zemmour'],
    places: ['Paris', 'Marseille', 'la Bretagne', 'Lyon', 'la Belgique'],
    things: [
      'les voitures diesel',
      'les compteurs Linky',
      'le glyphosate',
      'les vaccins à ARNm',
      'les trottinettes',
    ],
    ratings: ['Faux', 'Trompeur', 'Plutôt faux', 'Manque de contexte', 'Vrai'],
    claimants: ['Publications Facebook', 'Vidéo virale', 'Internautes'],
  },
  {
    code: 'de',
    templates: [
      '{person} behauptet, {place} habe im Jahr {year} {n} Millionen Euro für {thing} ausgegeben.',
      'Ein Foto zeigt {thing} in {place} nach dem Hochwasser {year}.',
      '{place} verbietet ab Januar {year} {thing}.',
    ],
    people: [
      'Olaf Scholz',
      'Friedrich Merz',
      'Alice Weidel',
      'Robert Habeck',
      'Annalena Baerbock',
      'Karl Lauterbach',
    ],
    places: ['Berlin', 'Bayern', 'Sachsen', 'Hamburg', 'Österreich'],
    things: ['Ölheizungen', 'Bargeld', 'Wärmepumpen', 'Verbrennerautos', 'Impfstoffe'],
    ratings: ['Falsch', 'Frei erfunden', 'Irreführend', 'Fehlender Kontext', 'Teilweise falsch', 'Richtig'],
    claimants: ['Facebook-Nutzer', 'Telegram-Kanal', 'Virales Video'],
  },
  {
    code: 'pt',
    templates: [
      '{person} disse que {place} gastou {n} milhões de reais com {thing} em {year}.',
      'Vídeo mostra {thing} em {place} depois das enchentes de {year}.',
    ],
    people: ['Lula', 'Jair Bolsonaro', 'Alexandre de Moraes', 'Tarcísio de Freitas'],
    places: ['São Paulo', 'Rio de Janeiro', 'Rio Grande do Sul', 'Portugal'],
    things: ['as urnas eletrônicas', 'a vacina', 'o Pix', 'a cloroquina'],
    ratings: ['Falso', 'Enganoso', 'Distorcido', 'Verdadeiro'],
    claimants: ['Posts no Facebook', 'Vídeo no WhatsApp'],
  },
  {
    code: 'it',
    templates: [
      '{person} ha detto che {place} ha speso {n} milioni di euro per {thing} nel {year}.',
      'Una foto mostra {thing} a {place} dopo l’alluvione del {year}.',
    ],
    people: ['Giorgia Meloni', 'Matteo Salvini', 'Elly Schlein', 'Giuseppe Conte'],
    places: ['Roma', 'Milano', 'la Sicilia', 'Napoli'],
    things: ['i vaccini', 'il reddito di cittadinanza', 'le auto elettriche', 'i migranti'],
    ratings: ['Falso', 'Fuorviante', 'Pinocchio andante', 'Vero'],
    claimants: ['Post su Facebook', 'Video virale'],
  },
  {
    code: 'hi',
    templates: [
      '{person} ने कहा कि {place} में {year} में {thing} पर {n} करोड़ रुपये खर्च हुए।',
      'वायरल वीडियो में {place} में {thing} दिखाया गया है, जो {year} का है।',
    ],
    people: ['नरेंद्र मोदी', 'राहुल गांधी', 'अरविंद केजरीवाल', 'योगी आदित्यनाथ'],
    places: ['दिल्ली', 'उत्तर प्रदेश', 'बिहार', 'मुंबई'],
    things: ['नई सड़कों', 'मुफ्त बिजली', 'वैक्सीन', 'राम मंदिर'],
    ratings: ['गलत', 'फर्जी', 'भ्रामक', 'सही'],
    claimants: ['सोशल मीडिया पोस्ट', 'वायरल वीडियो'],
  },
  {
    code: 'ar',
    templates: [
      'قال {person} إن {place} أنفقت {n} مليون دولار على {thing} عام {year}.',
      'صورة تظهر {thing} في {place} بعد فيضانات عام {year}.',
    ],
    people: ['عبد الفتاح السيسي', 'محمد بن سلمان', 'رجب طيب أردوغان', 'بشار الأسد'],
    places: ['القاهرة', 'الرياض', 'دبي', 'بيروت'],
    things: ['اللقاحات', 'السيارات الكهربائية', 'القمح', 'الذهب'],
    ratings: ['زائف', 'خطأ', 'مضلل', 'صحيح'],
    claimants: ['منشورات على فيسبوك', 'مقطع فيديو'],
  },
  {
    code: 'ja',
    templates: [
      '{person}氏は{place}が{year}年に{thing}に{n}億円を使ったと述べた。',
      '{place}で{year}年に{thing}が禁止されるという投稿が拡散。',
    ],
    people: ['岸田文雄', '石破茂', '小池百合子', '河野太郎'],
    places: ['東京', '大阪', '北海道', '沖縄'],
    things: ['ワクチン', 'マイナンバーカード', '電気自動車', '処理水'],
    ratings: ['誤り', '根拠不明', 'ミスリード', '正確'],
    claimants: ['X(旧Twitter)の投稿', 'SNS上の投稿'],
  },
  {
    code: 'tr',
    templates: [
      '{person}, {place} yönetiminin {year} yılında {thing} için {n} milyon lira harcadığını söyledi.',
    ],
    people: ['Recep Tayyip Erdoğan', 'Özgür Özel', 'Ekrem İmamoğlu'],
    places: ['İstanbul', 'Ankara', 'İzmir'],
    things: ['aşılar', 'elektrikli araçlar', 'toplu taşıma'],
    ratings: ['Yanlış', 'Yanıltıcı', 'Doğru'],
    claimants: ['Sosyal medya paylaşımları'],
  },
  {
    code: 'id',
    templates: ['{person} mengatakan {place} menghabiskan {n} miliar rupiah untuk {thing} pada {year}.'],
    people: ['Joko Widodo', 'Prabowo Subianto', 'Anies Baswedan'],
    places: ['Jakarta', 'Bali', 'Surabaya'],
    things: ['vaksin', 'mobil listrik', 'beras impor'],
    ratings: ['Salah', 'Hoaks', 'Menyesatkan', 'Benar'],
    claimants: ['Unggahan Facebook', 'Pesan berantai WhatsApp'],
  },
];

/** Share of items per language (English the most, as in the real feed). */
const LANGUAGE_WEIGHTS = [40, 12, 8, 7, 7, 5, 6, 5, 4, 3, 3];

/** Publishers: real fact-checkers (on the engine's lists) and sites that publish ClaimReview but are on no list. */
const PUBLISHERS: { name: string; site: string; langs: string[] }[] = [
  { name: 'PolitiFact', site: 'www.politifact.com', langs: ['en'] },
  { name: 'FactCheck.org', site: 'www.factcheck.org', langs: ['en'] },
  { name: 'Full Fact', site: 'fullfact.org', langs: ['en'] },
  { name: 'Lead Stories', site: 'leadstories.com', langs: ['en'] },
  { name: 'Snopes', site: 'www.snopes.com', langs: ['en'] },
  { name: 'AFP Fact Check', site: 'factcheck.afp.com', langs: ['en', 'es', 'fr', 'de', 'pt', 'ar', 'hi'] },
  { name: 'Maldita.es', site: 'maldita.es', langs: ['es'] },
  { name: 'Newtral', site: 'www.newtral.es', langs: ['es'] },
  { name: 'Chequeado', site: 'chequeado.com', langs: ['es'] },
  { name: 'CORRECTIV.Faktencheck', site: 'correctiv.org', langs: ['de'] },
  { name: 'dpa-Faktencheck', site: 'dpa-factchecking.com', langs: ['de'] },
  { name: 'Aos Fatos', site: 'www.aosfatos.org', langs: ['pt'] },
  { name: 'Lupa', site: 'lupa.news', langs: ['pt'] },
  { name: 'Pagella Politica', site: 'pagellapolitica.it', langs: ['it'] },
  { name: 'Facta', site: 'facta.news', langs: ['it'] },
  { name: 'BOOM', site: 'www.boomlive.in', langs: ['hi', 'en'] },
  { name: 'Vishvas News', site: 'www.vishvasnews.com', langs: ['hi'] },
  { name: 'Misbar', site: 'misbar.org', langs: ['ar'] },
  { name: 'Fatabyyano', site: 'fatabyyano.net', langs: ['ar'] },
  { name: 'Teyit', site: 'teyit.org', langs: ['tr'] },
  // On no list of the engine's: their reviews are read at their own tier, their ratings not taken as readings.
  { name: 'The Daily Truth Check', site: 'dailytruthcheck.com', langs: ['en'] },
  { name: 'Patriot Fact Desk', site: 'patriotfactdesk.net', langs: ['en'] },
  { name: 'Verificador Popular', site: 'verificadorpopular.com', langs: ['es', 'pt'] },
  { name: 'Japan Fact Watch', site: 'japanfactwatch.jp', langs: ['ja'] },
  { name: 'Cek Fakta Kita', site: 'cekfaktakita.id', langs: ['id'] },
];

/** mulberry32: a small seeded generator, one per item so any item can be made alone. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function weighted(rand: () => number): Language {
  const total = LANGUAGE_WEIGHTS.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (const [i, w] of LANGUAGE_WEIGHTS.entries()) {
    r -= w;
    if (r < 0) return LANGUAGES[i] as Language;
  }
  return LANGUAGES[0] as Language;
}

function isoDay(rand: () => number, from: number, to: number): string {
  const day = from + Math.floor(rand() * (to - from));
  return new Date(Date.UTC(2016, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'claim'
  );
}

/** A review of the feed's shape, as plain data. */
export interface FeedReview {
  claimReviewed: string;
  url: string;
  publisher: string;
  publisherUrl: string;
  rating: string;
  ratingValue: number;
  claimant: string;
  claimDate: string;
  reviewDate: string;
  lang: string | null;
}

/** The item at `index` of the synthetic part of the feed. */
function syntheticReview(index: number): FeedReview {
  const rand = random(0x5eed ^ Math.imul(index + 1, 0x9e3779b1));
  const lang = weighted(rand);
  const template = pick(rand, lang.templates);
  const year = String(2015 + Math.floor(rand() * 11));
  const claim = template
    .replace('{person}', pick(rand, lang.people))
    .replace('{place}', pick(rand, lang.places))
    .replace('{thing}', pick(rand, lang.things))
    .replace('{n}', String(2 + Math.floor(rand() * 998)))
    .replace('{year}', year);
  const publishers = PUBLISHERS.filter((p) => p.langs.includes(lang.code));
  const publisher = pick(rand, publishers.length ? publishers : PUBLISHERS);
  const ratingIndex = Math.floor(rand() * lang.ratings.length);
  const claimDate = isoDay(rand, 0, 3_600);
  return {
    claimReviewed: claim,
    url: `https://${publisher.site}/${lang.code}/${year}/${slug(claim)}-${index}/`,
    publisher: publisher.name,
    publisherUrl: `https://${publisher.site}/`,
    rating: lang.ratings[ratingIndex] as string,
    ratingValue: 1 + Math.round((ratingIndex / Math.max(1, lang.ratings.length - 1)) * 4),
    claimant: pick(rand, lang.claimants),
    claimDate,
    reviewDate: claimDate,
    // The real feed carries no language on many items.
    lang: rand() < 0.5 ? lang.code : null,
  };
}

/** The sandbox corpus's own fact-checks (their pages are served), reviews of its other claims, and near misses. */
export function corpusReviews(port: number): FeedReview[] {
  const pages = EVIDENCE.filter((page) => page.claimReview).map((page): FeedReview => {
    const review = page.claimReview!;
    return {
      claimReviewed: review.claimText,
      url: withPort(page.url, port),
      publisher: review.publisher,
      publisherUrl: withPort(`http://${page.host}/`, port),
      rating: review.rating,
      ratingValue: 1,
      claimant: review.claimant,
      claimDate: review.claimDate,
      reviewDate: review.reviewDate,
      lang: page.lang,
    };
  });
  const extra = (
    claim: string,
    site: string,
    path: string,
    publisher: string,
    rating: string,
    date: string,
    lang = 'en',
  ): FeedReview => ({
    claimReviewed: claim,
    url: withPort(`http://${site}${path}`, port),
    publisher,
    publisherUrl: withPort(`http://${site}/`, port),
    rating,
    ratingValue: rating === 'True' || rating === 'Richtig' ? 5 : 1,
    claimant: 'Social media posts',
    claimDate: date,
    reviewDate: date,
    lang,
  });
  return [
    ...pages,
    // A fact-check of a corpus claim whose page the sandbox does not serve: read from its snippet.
    extra(
      "The Sun's output has gone up 10% since 1980 and that explains recent global warming.",
      'factcheck.afp.com',
      '/doc.afp.com.34XY9ZQ',
      'AFP Fact Check',
      'False',
      '2023-06-02',
    ),
    // Near misses: another figure, year, place or a negation, rated the other way. None may match the corpus's claims.
    extra(
      'Unemployment in the UK hit a 40-year high last year.',
      'www.factcheck.org',
      '/2019/05/uk-unemployment-40-year/',
      'FactCheck.org',
      'True',
      '2019-05-01',
    ),
    extra(
      'Unemployment in France hit a 50-year high last year.',
      'www.factcheck.org',
      '/2016/03/france-unemployment/',
      'FactCheck.org',
      'True',
      '2016-03-01',
    ),
    extra(
      'Unemployment in the UK did not hit a 50-year high in 2023.',
      'www.factcheck.org',
      '/2024/02/uk-jobs-2023/',
      'FactCheck.org',
      'True',
      '2024-02-20',
    ),
    // The MMR claim word for word, "confirmed" by a site on no fact-checker list: its rating must not count.
    extra(
      'The MMR vaccine causes autism in one in fifty children.',
      'patriotfactdesk.net',
      '/mmr-autism-one-in-fifty-confirmed/',
      'Patriot Fact Desk',
      'True',
      '2024-01-28',
    ),
    extra(
      'The MMR vaccine causes autism in one in five thousand children.',
      'patriotfactdesk.net',
      '/mmr-1-in-5000/',
      'Patriot Fact Desk',
      'True',
      '2024-01-25',
    ),
    extra(
      'Im Jahr 2015 haben mehr als eine Million Menschen in Deutschland Asyl beantragt.',
      'dpa-factchecking.com',
      '/germany/asyl-2015/',
      'dpa-Faktencheck',
      'Richtig',
      '2016-01-10',
      'de',
    ),
  ];
}

/** Rating explanations (the feed's items often carry one): they make an item as long as a real one. */
const EXPLANATIONS = [
  'Official statistics and the experts we consulted contradict the claim; the figures quoted do not appear in any published source.',
  'The image is real but was taken years earlier in another country; it has no connection to the event described in the post.',
  'The quote was fabricated: it does not appear in the speech, the official transcript or any interview given by the person named.',
  'The claim mixes accurate figures with an invented conclusion that the cited study does not support.',
];

function itemJson(review: FeedReview, rand: () => number): string {
  const appearances = 1 + Math.floor(rand() * 3);
  const host = ['www.facebook.com', 'x.com', 'www.instagram.com', 'www.tiktok.com', 't.me'][
    Math.floor(rand() * 5)
  ];
  const item = {
    '@context': 'https://schema.org',
    '@type': 'DataFeedItem',
    dateCreated: `${review.reviewDate}T08:00:00+00:00`,
    dateModified: `${review.reviewDate}T09:30:00+00:00`,
    item: [
      {
        '@context': 'http://schema.org',
        '@type': 'ClaimReview',
        datePublished: review.reviewDate,
        url: review.url,
        claimReviewed: review.claimReviewed,
        name: `${review.publisher} fact check: ${review.claimReviewed}`,
        author: {
          '@type': 'Organization',
          name: review.publisher,
          url: review.publisherUrl,
          image: `${review.publisherUrl}static/logo-512x512.png`,
          sameAs: [
            `https://twitter.com/${slug(review.publisher)}`,
            `https://www.facebook.com/${slug(review.publisher)}`,
          ],
        },
        reviewRating: {
          '@type': 'Rating',
          ratingValue: rand() < 0.3 ? String(review.ratingValue) : review.ratingValue,
          bestRating: 5,
          worstRating: 1,
          alternateName: review.rating,
          ratingExplanation: EXPLANATIONS[Math.floor(rand() * EXPLANATIONS.length)],
          image: `${review.publisherUrl}static/ratings/${slug(review.rating)}.png`,
        },
        itemReviewed: {
          '@type': 'Claim',
          datePublished: review.claimDate,
          author: { '@type': 'Person', name: review.claimant, jobTitle: 'Social media user' },
          appearance: Array.from({ length: appearances }, (_, k) => ({
            '@type': 'CreativeWork',
            url: `https://${host}/posts/${Math.floor(rand() * 1e12).toString(36)}${k}`,
          })),
          firstAppearance: {
            '@type': 'CreativeWork',
            url: `https://${host}/status/${Math.floor(rand() * 1e15)}`,
          },
        },
        sdPublisher: {
          '@type': 'Organization',
          name: 'Google Fact Check Tools',
          url: 'https://g.co/factchecktools',
        },
        sdLicense: 'https://creativecommons.org/licenses/by/4.0/',
        ...(review.lang ? { inLanguage: review.lang } : {}),
      },
    ],
  };
  return JSON.stringify(item);
}

/** Every thousandth-and-third item is malformed in one of the ways a real feed's items are. */
function malformedItem(index: number): string | null {
  if (index % 1000 !== 3) return null;
  const kind = (index / 1000) % 4;
  if (kind < 1)
    return JSON.stringify({
      '@type': 'DataFeedItem',
      item: [{ '@type': 'ClaimReview', url: `https://example.org/${index}` }],
    });
  if (kind < 2)
    return JSON.stringify({
      '@type': 'DataFeedItem',
      item: [{ '@type': 'ClaimReview', claimReviewed: `Claim ${index} without a review link` }],
    });
  if (kind < 3) return JSON.stringify({ '@type': 'DataFeedItem', item: 'not a list' });
  return JSON.stringify({
    '@type': 'DataFeedItem',
    item: [{ '@type': 'ClaimReview', claimReviewed: { text: 'an object' }, url: 'https://example.org/x' }],
  });
}

/**
 * The feed as text pieces of about `pieceChars` characters: the head, the items (the corpus's reviews spread
 * through the last half, so a reader must get that far), the tail. Deterministic for a given `records` and `port`.
 */
export function* feedPieces(records: number, port: number, pieceChars = 256_000): Generator<string> {
  const corpus = corpusReviews(port);
  const at = new Map(
    corpus.map((review, k) => [
      Math.floor(records / 2 + ((k + 1) * records) / (2 * (corpus.length + 1))),
      review,
    ]),
  );
  let piece =
    '{"@context":"https://schema.org","@type":"DataFeed","name":"ClaimReview data feed","dateModified":"2026-11-27T04:00:00Z","dataFeedElement":[';
  for (let i = 0; i < records; i++) {
    const rand = random(i * 7 + 1);
    const corpusReview = at.get(i);
    const text = corpusReview
      ? itemJson(corpusReview, rand)
      : (malformedItem(i) ?? itemJson(syntheticReview(i), rand));
    piece += i === 0 ? text : `,${text}`;
    if (piece.length >= pieceChars) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}]}`;
}

/** The feed's size in bytes (as Content-Length), computed once per size and port. */
const lengths = new Map<string, number>();
export function feedByteLength(records: number, port: number): number {
  const key = `${records}:${port}`;
  let length = lengths.get(key);
  if (length === undefined) {
    length = 0;
    for (const piece of feedPieces(records, port)) length += Buffer.byteLength(piece);
    lengths.set(key, length);
  }
  return length;
}

/**
 * `GET /factchecks/claimreview/latest/data.json` (the real feed's path): the generated feed with its Content-Length,
 * streamed with backpressure. Test knobs: `records=N` (default FEED_RECORDS), `fail-after=BYTES` (the connection is
 * cut there: a failed download), `status=NNN` (that error status), `html=1` (an HTML error page with status 200).
 */
export async function serveFactCheckFeed(url: URL, res: ServerResponse, port: number): Promise<void> {
  const status = Number(url.searchParams.get('status') ?? 200);
  if (status !== 200) {
    res.writeHead(status, { 'content-type': 'application/xml; charset=UTF-8' });
    res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code></Error>');
    return;
  }
  if (url.searchParams.get('html') === '1') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html><head><title>Error</title></head><body>We are down for maintenance.</body></html>',
    );
    return;
  }
  const records = Math.max(
    0,
    Math.min(1_000_000, Number(url.searchParams.get('records') ?? FEED_RECORDS) || 0),
  );
  const failAfter = Number(url.searchParams.get('fail-after') ?? Infinity);
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': String(feedByteLength(records, port)),
    'cache-control': 'public, max-age=3600',
  });
  let sent = 0;
  for (const piece of feedPieces(records, port)) {
    if (res.destroyed) return;
    const bytes = Buffer.from(piece);
    if (sent + bytes.length > failAfter) {
      res.write(bytes.subarray(0, Math.max(0, failAfter - sent)));
      res.destroy();
      return;
    }
    sent += bytes.length;
    if (!res.write(bytes)) await drained(res);
  }
  res.end();
}

/** Resolves when the response can take more (or is gone), leaving no listener behind. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
