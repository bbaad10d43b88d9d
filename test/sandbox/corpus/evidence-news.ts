/** Evidence pages for the `news` article (UK inflation and unemployment, the WHO's COVID-19 emergency). */
import { page, stance, syndicate } from './evidence-helpers';
import type { SandboxEvidencePage } from './types';

const S_ONS_CPI =
  'The Consumer Prices Index (CPI) rose by 4.0% in the 12 months to January 2024, the same rate as in December 2023.';
const onsCpi = page({
  at: 'www.ons.gov.uk/economy/inflationandpriceindices/bulletins/consumerpriceinflation/january2024',
  id: 'ons-cpi-jan-2024',
  title: 'Consumer price inflation, UK: January 2024 - Office for National Statistics',
  siteName: 'Office for National Statistics',
  publishedAt: '2024-02-14T07:00:00Z',
  kind: 'official',
  paragraphs: [
    `${S_ONS_CPI} Falling prices for food and furniture offset rising gas and electricity charges.`,
    'The Consumer Prices Index including owner occupiers’ housing costs (CPIH) rose by 4.2% in the 12 months to January 2024.',
    'On a monthly basis, CPI fell by 0.6% in January 2024.',
  ],
  stances: [stance('news-uk-inflation', 'supports', S_ONS_CPI, 0.95)],
});

const S_BBC_CPI =
  'UK inflation unexpectedly held at 4% in January, official figures show, confounding forecasts of a rise.';
const bbcCpi = page({
  at: 'www.bbc.co.uk/news/business-68290411',
  id: 'bbc-cpi-jan-2024',
  title: 'UK inflation rate holds steady at 4% in January - BBC News',
  siteName: 'BBC News',
  author: 'Dearbail Jordan',
  publishedAt: '2024-02-14T09:15:00Z',
  kind: 'news',
  paragraphs: [
    S_BBC_CPI,
    'Economists had expected the rate to rise to 4.2% because of higher energy bills.',
    'Prices are still rising, but more slowly than they were a year ago, when inflation exceeded 10%.',
  ],
  stances: [stance('news-uk-inflation', 'supports', S_BBC_CPI, 0.85)],
});

const S_REUTERS_CPI =
  'British consumer price inflation stayed at 4.0% in January, the Office for National Statistics said on Wednesday.';
const reutersCpi = page({
  at: 'www.reuters.com/world/uk/uk-inflation-unexpectedly-steady-40-january-2024-02-14/',
  id: 'reuters-cpi-jan-2024',
  title: 'UK inflation unexpectedly steady at 4.0% in January | Reuters',
  siteName: 'Reuters',
  author: 'William Schomberg',
  publishedAt: '2024-02-14T07:30:00Z',
  kind: 'news',
  paragraphs: [
    `${S_REUTERS_CPI} A Reuters poll of economists had pointed to a rise to 4.2%.`,
    'Sterling fell against the dollar after the data as investors raised bets on interest rate cuts.',
    'Services inflation, watched closely by the Bank of England, rose slightly to 6.5%.',
  ],
  stances: [stance('news-uk-inflation', 'supports', S_REUTERS_CPI, 0.85)],
});

const S_ONS_LMS =
  'The UK unemployment rate was estimated at 3.9% in October to December 2023, close to the lowest rates recorded since the mid-1970s.';
const onsLabour = page({
  at: 'www.ons.gov.uk/employmentandlabourmarket/peoplenotinwork/unemployment/bulletins/labourmarketoverview/february2024',
  id: 'ons-labour-feb-2024',
  title: 'Labour market overview, UK: February 2024 - Office for National Statistics',
  siteName: 'Office for National Statistics',
  publishedAt: '2024-02-13T07:00:00Z',
  kind: 'official',
  paragraphs: [
    'The employment rate was estimated at 75.0% in October to December 2023.',
    S_ONS_LMS,
    'The number of vacancies fell for the 19th consecutive period but remains above pre-pandemic levels.',
  ],
  stances: [stance('news-uk-unemployment', 'refutes', S_ONS_LMS, 0.9)],
});

const S_FULLFACT =
  'Unemployment did not hit a 50-year high in 2023: at around 4%, it was near its lowest level in almost 50 years.';
const fullfactUnemployment = page({
  at: 'fullfact.org/economy/unemployment-50-year-high-claim/',
  id: 'fullfact-unemployment',
  title: 'Unemployment is near a 50-year low, not a 50-year high - Full Fact',
  siteName: 'Full Fact',
  author: 'Full Fact team',
  publishedAt: '2024-02-15T16:00:00Z',
  kind: 'factcheck',
  paragraphs: [
    'An MP told a rally that unemployment in the UK hit a 50-year high last year.',
    `${S_FULLFACT} Official figures from the Office for National Statistics show the rate stayed between 3.5% and 4.3% throughout the year.`,
    'We have contacted the MP’s office for comment.',
  ],
  stances: [stance('news-uk-unemployment', 'refutes', S_FULLFACT, 0.95)],
  claimReview: {
    claimText: 'Unemployment in the UK hit a 50-year high last year.',
    claimant: 'Member of Parliament',
    claimDate: '2024-02-10',
    rating: 'Incorrect',
    reviewDate: '2024-02-15',
    publisher: 'Full Fact',
  },
});

const S_REDDIT_UNEMP =
  'Unemployment in the UK hit a 50-year high last year and nobody in the media will say it.';
const redditUnemployment = page({
  at: 'www.reddit.com/r/unitedkingdom/comments/1aq9xyz/jobs_market_is_a_disaster/',
  id: 'reddit-unemployment',
  title: 'Jobs market is a disaster : r/unitedkingdom',
  siteName: 'Reddit',
  author: 'u/angry_in_leeds',
  publishedAt: '2024-02-11T19:40:00Z',
  kind: 'social',
  paragraphs: [S_REDDIT_UNEMP, 'Reply: Source? The ONS says it is about 4%.'],
  stances: [stance('news-uk-unemployment', 'supports', S_REDDIT_UNEMP, 0.3)],
});

const S_WHO_END =
  'On 5 May 2023 the WHO Director-General declared that COVID-19 is now an established and ongoing health issue which no longer constitutes a public health emergency of international concern.';
const whoEnd = page({
  at: 'www.who.int/news/item/05-05-2023-statement-on-the-fifteenth-meeting-of-the-international-health-regulations-(2005)-emergency-committee-regarding-the-coronavirus-disease-(covid-19)-pandemic',
  id: 'who-covid-emergency-end',
  title:
    'Statement on the fifteenth meeting of the IHR (2005) Emergency Committee regarding the COVID-19 pandemic',
  siteName: 'World Health Organization',
  publishedAt: '2023-05-05T00:00:00Z',
  kind: 'official',
  paragraphs: [
    'The fifteenth meeting of the Emergency Committee convened by the WHO Director-General took place on 4 May 2023.',
    S_WHO_END,
    'The Director-General issued recommendations to help countries transition to long-term management of COVID-19.',
  ],
  stances: [stance('news-who-covid-emergency', 'supports', S_WHO_END, 0.95)],
});

const S_X_WHO = 'It is therefore with great hope that I declare COVID-19 over as a global health emergency.';
const xWho = page({
  at: 'x.com/WHO/status/1654489284523270146',
  id: 'x-who-emergency',
  title:
    'World Health Organization (WHO) on X: "It is therefore with great hope that I declare COVID-19 over as a global health emergency."',
  siteName: 'X (formerly Twitter)',
  author: '@WHO',
  publishedAt: '2023-05-05T13:45:00Z',
  kind: 'social',
  // Served as X serves a status: the account is the one the post is rendered with.
  post: { author: { name: 'World Health Organization (WHO)', handle: 'WHO' } },
  paragraphs: [`"${S_X_WHO}" - @DrTedros #COVID19`, '12.4K reposts 31K likes'],
  stances: [stance('news-who-covid-emergency', 'supports', S_X_WHO, 0.85)],
});

const S_AP_WHO =
  'The World Health Organization said Friday that COVID-19 no longer qualifies as a global emergency, marking a symbolic end to the pandemic.';
const apWho = page({
  at: 'apnews.com/article/who-covid-pandemic-over-emergency-ends-8b6b4a1c2e',
  id: 'ap-who-emergency',
  title: 'WHO says COVID-19 is no longer a global emergency | AP News',
  siteName: 'AP News',
  author: 'Maria Cheng',
  publishedAt: '2023-05-05T14:30:00Z',
  kind: 'news',
  paragraphs: [
    `${S_AP_WHO} The virus has killed nearly 7 million people worldwide.`,
    'WHO Director-General Tedros Adhanom Ghebreyesus said the pandemic had been trending downward for more than a year.',
    'The decision does not mean the pandemic is over, officials cautioned.',
  ],
  stances: [stance('news-who-covid-emergency', 'supports', S_AP_WHO, 0.85)],
});

const S_REUTERS_JAN =
  'The World Health Organization said on Monday that COVID-19 remains a global health emergency, three years after it was first declared.';
const reutersJan = page({
  at: 'www.reuters.com/business/healthcare-pharmaceuticals/covid-still-global-health-emergency-who-says-2023-01-30/',
  id: 'reuters-who-jan-2023',
  title: 'COVID still a global health emergency, WHO says | Reuters',
  siteName: 'Reuters',
  author: 'Jennifer Rigby',
  publishedAt: '2023-01-30T12:00:00Z',
  kind: 'news',
  paragraphs: [
    `${S_REUTERS_JAN} The emergency committee said the pandemic was probably at an inflexion point.`,
    'The WHO said it would review the situation again in three months.',
    'China’s surge in infections after lifting restrictions weighed on the decision.',
  ],
  stances: [stance('news-who-covid-emergency', 'refutes', S_REUTERS_JAN, 0.8)],
});

const S_LEMONDE =
  "L'Organisation mondiale de la santé a déclaré vendredi 5 mai 2023 que le Covid-19 ne constitue plus une urgence sanitaire mondiale.";
const lemondeWho = page({
  at: 'www.lemonde.fr/planete/article/2023/05/05/covid-19-l-oms-met-fin-a-l-urgence-sanitaire-mondiale_6172221_3244.html',
  id: 'lemonde-who-emergency',
  title: "Covid-19 : l'OMS met fin à l'urgence sanitaire mondiale",
  siteName: 'Le Monde',
  lang: 'fr',
  author: 'Le Monde avec AFP',
  publishedAt: '2023-05-05T15:10:00+02:00',
  kind: 'news',
  paragraphs: [
    S_LEMONDE,
    "Le directeur général de l'OMS a toutefois averti que le virus continuait de tuer.",
    'Plus de sept millions de décès ont été signalés depuis le début de la pandémie.',
  ],
  stances: [stance('news-who-covid-emergency', 'supports', S_LEMONDE, 0.8)],
});

export const NEWS_EVIDENCE: SandboxEvidencePage[] = [
  onsCpi,
  bbcCpi,
  reutersCpi,
  onsLabour,
  fullfactUnemployment,
  redditUnemployment,
  whoEnd,
  xWho,
  apWho,
  syndicate(
    apWho,
    'www.sacbee.com/news/nation-world/world/article275104621.html',
    'The Sacramento Bee',
    'WHO says COVID-19 no longer a global emergency',
    '2023-05-05T15:02:00Z',
  ),
  reutersJan,
  lemondeWho,
];
