/** Evidence pages for the `health` article (measles, MMR, aspirin). */
import { page, stance, syndicate } from './evidence-helpers';
import type { SandboxEvidencePage } from './types';

const S_CDC_2019 =
  'From January 1 to December 31, 2019, 1,274 individual cases of measles were confirmed in 31 states, the greatest number of cases reported in the U.S. since 1992.';
const cdcCases = page({
  at: 'www.cdc.gov/measles/data-research/index.html',
  id: 'cdc-measles-cases',
  title: 'Measles Cases and Outbreaks | CDC',
  siteName: 'Centers for Disease Control and Prevention',
  author: 'National Center for Immunization and Respiratory Diseases',
  publishedAt: '2020-10-02T00:00:00Z',
  kind: 'official',
  paragraphs: [
    'CDC tracks measles cases reported by state and local health departments and publishes the totals every week.',
    `${S_CDC_2019} More than 73 percent of the cases were linked to outbreaks in New York.`,
    'The majority of cases were among people who were not vaccinated against measles.',
  ],
  stances: [stance('health-measles-2019', 'supports', S_CDC_2019, 0.95)],
});

const S_CDC_MMR =
  'Two doses of MMR vaccine are 97% effective at preventing measles; one dose is 93% effective.';
const cdcMmr = page({
  at: 'www.cdc.gov/vaccines/vpd/mmr/public/index.html',
  id: 'cdc-mmr-vaccine',
  title: 'Measles, Mumps, and Rubella (MMR) Vaccination: What Everyone Should Know | CDC',
  siteName: 'Centers for Disease Control and Prevention',
  publishedAt: '2021-01-26T00:00:00Z',
  kind: 'official',
  paragraphs: [
    'CDC recommends that children get two doses of MMR vaccine, starting with the first dose at 12 through 15 months of age.',
    `${S_CDC_MMR} Protection lasts for life in most people.`,
    'Side effects are usually mild, such as a sore arm or a fever.',
  ],
  stances: [stance('health-mmr-effective', 'supports', S_CDC_MMR, 0.95)],
});

const S_NIH_MMR =
  'In the cohort, two doses of the measles vaccine prevented about 97 percent of measles infections.';
const nihMmr = page({
  at: 'www.nih.gov/news-events/nih-research-matters/measles-vaccine-effectiveness',
  id: 'nih-mmr-effectiveness',
  title: 'How well does the measles vaccine work? | National Institutes of Health',
  siteName: 'National Institutes of Health (NIH)',
  publishedAt: '2019-05-14T00:00:00Z',
  kind: 'official',
  paragraphs: [
    'Researchers funded by NIH reviewed decades of data on measles outbreaks in schools and households.',
    `${S_NIH_MMR} Vaccinated people who did get sick had milder illness.`,
    'The authors said high coverage remains essential because measles is extremely contagious.',
  ],
  stances: [stance('health-mmr-effective', 'supports', S_NIH_MMR, 0.85)],
});

const S_WHO_AUTISM =
  'Available epidemiological data show that there is no evidence of a link between measles, mumps and rubella vaccine and autism spectrum disorders.';
const whoAutism = page({
  at: 'www.who.int/news-room/questions-and-answers/item/vaccines-and-autism',
  id: 'who-mmr-autism',
  title: 'Vaccines and autism: questions and answers',
  siteName: 'World Health Organization',
  publishedAt: '2023-08-10T00:00:00Z',
  kind: 'official',
  paragraphs: [
    'WHO, in partnership with national health bodies, keeps vaccine safety under constant review.',
    `${S_WHO_AUTISM} Previous studies suggesting a causal link were found to be seriously flawed.`,
    'There is also no evidence that any other childhood vaccine increases the risk of autism.',
  ],
  stances: [stance('health-mmr-autism', 'refutes', S_WHO_AUTISM, 0.95)],
});

const S_LANCET =
  'The editors of The Lancet fully retract this paper from the published record, after it was established that elements of the 1998 study were incorrect.';
const S_LANCET_DENMARK =
  'Large studies since then, including more than half a million children in Denmark, found no association between MMR vaccination and autism.';
const lancetRetraction = page({
  at: 'www.thelancet.com/journals/lancet/article/PIIS0140-6736(10)60175-4/fulltext',
  id: 'lancet-retraction',
  title:
    'Retraction—Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
  siteName: 'The Lancet',
  author: 'The Editors of The Lancet',
  publishedAt: '2010-02-02T00:00:00Z',
  kind: 'journal',
  paragraphs: [
    'Following the judgment of the UK General Medical Council Fitness to Practise Panel, it has become clear that several claims in the 1998 paper linking the MMR vaccine to autism were false.',
    S_LANCET,
    S_LANCET_DENMARK,
  ],
  // The Denmark sentence is the one that speaks to "the MMR vaccine causes autism" (the retraction notice itself
  // says only that the 1998 paper was wrong), and it is the paragraph a passage picker lands on for that claim.
  stances: [stance('health-mmr-autism', 'refutes', S_LANCET_DENMARK, 0.9)],
});

const S_POLITIFACT =
  'There is no evidence that the MMR vaccine causes autism, and no study has found a rate anywhere near one in fifty children.';
const politifactAutism = page({
  at: 'www.politifact.com/factchecks/2024/jan/30/viral-video/mmr-vaccine-autism-one-in-fifty/',
  id: 'politifact-mmr-autism',
  title: 'Fact check: Video falsely claims MMR vaccine causes autism in one in fifty children',
  siteName: 'PolitiFact',
  author: 'Madison Czopek',
  publishedAt: '2024-01-30T15:00:00Z',
  kind: 'factcheck',
  paragraphs: [
    'A video shared widely on social media says the MMR vaccine causes autism in one in fifty children.',
    `${S_POLITIFACT} Decades of research involving millions of children show vaccinated and unvaccinated children are diagnosed with autism at the same rate.`,
    'We rate this claim Pants on Fire.',
  ],
  stances: [stance('health-mmr-autism', 'refutes', S_POLITIFACT, 0.95)],
  claimReview: {
    claimText: 'The MMR vaccine causes autism in one in fifty children.',
    claimant: 'Viral video',
    claimDate: '2024-01-22',
    rating: 'Pants on Fire',
    reviewDate: '2024-01-30',
    publisher: 'PolitiFact',
  },
});

const S_NATURALNEWS =
  'The truth they hide is that the MMR vaccine causes autism in one in fifty children who receive it.';
const naturalnewsAutism = page({
  at: 'www.naturalnews.com/2024-01-20-mmr-vaccine-autism-cover-up.html',
  id: 'naturalnews-mmr-autism',
  title: 'MMR vaccine autism cover-up exposed by brave parents',
  siteName: 'NaturalNews.com',
  author: 'Ethan Huff',
  publishedAt: '2024-01-20T00:00:00Z',
  kind: 'blog',
  paragraphs: [
    'Parents across the country are waking up to what the medical establishment does not want you to know.',
    `${S_NATURALNEWS} Mainstream outlets refuse to report it.`,
    'Protect your family by learning the facts about natural immunity.',
  ],
  stances: [stance('health-mmr-autism', 'supports', S_NATURALNEWS, 0.7)],
});

const S_REDDIT =
  'My cousin says the MMR vaccine causes autism in one in fifty children, and honestly I believe her.';
const redditAutism = page({
  at: 'www.reddit.com/r/Parenting/comments/19abc12/is_the_mmr_shot_safe/',
  id: 'reddit-mmr-autism',
  title: 'Is the MMR shot safe? : r/Parenting',
  siteName: 'Reddit',
  author: 'u/tiredmom_42',
  publishedAt: '2024-01-25T21:14:00Z',
  kind: 'social',
  paragraphs: [
    'Our pediatrician wants to give the MMR shot at the next visit and I am nervous.',
    S_REDDIT,
    'Reply: Please talk to your doctor, the big studies found no link at all.',
  ],
  stances: [stance('health-mmr-autism', 'supports', S_REDDIT, 0.4)],
});

const S_NIH_ASPREE =
  'Daily low-dose aspirin did not prolong disability-free survival or reduce the risk of cardiovascular disease in healthy older adults, and it increased the risk of major bleeding.';
const nihAspirin = page({
  at: 'www.nih.gov/news-events/news-releases/daily-low-dose-aspirin-found-have-no-effect-healthy-life-span-older-people',
  id: 'nih-aspree',
  title: 'Daily low-dose aspirin found to have no effect on healthy life span in older people',
  siteName: 'National Institutes of Health (NIH)',
  publishedAt: '2018-09-16T00:00:00Z',
  kind: 'official',
  paragraphs: [
    'The ASPREE trial followed more than 19,000 people aged 70 and older in Australia and the United States for nearly five years.',
    `${S_NIH_ASPREE} Researchers said the results apply to people without a prior heart attack or stroke.`,
    'People already taking aspirin on a doctor’s advice should not stop without talking to their doctor.',
  ],
  stances: [stance('health-aspirin', 'refutes', S_NIH_ASPREE, 0.85)],
});

const S_LANCET_ASPIRIN =
  'In this meta-analysis, low-dose aspirin reduced the risk of a first myocardial infarction by about 14 percent in adults without cardiovascular disease, including those over 70.';
const lancetAspirin = page({
  at: 'www.thelancet.com/journals/lancet/article/PIIS0140-6736(23)01234-5/fulltext',
  id: 'lancet-aspirin-meta',
  title: 'Aspirin for the primary prevention of myocardial infarction: an updated meta-analysis',
  siteName: 'The Lancet',
  author: 'Hughes R, Lindqvist P, Moreau S',
  publishedAt: '2023-06-10T00:00:00Z',
  kind: 'journal',
  paragraphs: [
    'We pooled individual data from 13 randomised trials of aspirin for primary prevention.',
    `${S_LANCET_ASPIRIN} The reduction was offset in part by more major bleeding events.`,
    'Decisions on aspirin should weigh individual bleeding and cardiovascular risk.',
  ],
  stances: [stance('health-aspirin', 'supports', S_LANCET_ASPIRIN, 0.75)],
});

const S_WIKI_ASPIRIN =
  'Whether healthy older adults should take daily aspirin to prevent a first heart attack remains disputed, because trials found small benefits offset by bleeding.';
const wikiAspirin = page({
  at: 'en.wikipedia.org/wiki/Aspirin_and_cardiovascular_disease',
  id: 'wiki-aspirin',
  title: 'Aspirin and cardiovascular disease - Wikipedia',
  siteName: 'Wikipedia',
  publishedAt: null,
  kind: 'wiki',
  paragraphs: [
    'Aspirin is used to prevent heart attacks and strokes in people with cardiovascular disease.',
    S_WIKI_ASPIRIN,
    'Guidelines in several countries changed after 2018 to recommend against routine use in people over 70.',
  ],
  stances: [stance('health-aspirin', 'mixed', S_WIKI_ASPIRIN, 0.6)],
});

const S_REUTERS_MEASLES =
  'U.S. measles cases reached 1,274 in 2019, the highest number since 1992, the Centers for Disease Control and Prevention said on Monday.';
const reutersMeasles = page({
  at: 'www.reuters.com/article/us-usa-measles/us-measles-cases-in-2019-highest-since-1992-cdc-idUSKBN1Z31XJ',
  id: 'reuters-measles-2019',
  title: 'U.S. measles cases in 2019 highest since 1992: CDC | Reuters',
  siteName: 'Reuters',
  author: 'Manas Mishra',
  publishedAt: '2020-01-06T17:02:00Z',
  kind: 'news',
  paragraphs: [
    `${S_REUTERS_MEASLES} Most cases were in people who were not vaccinated.`,
    'Outbreaks in New York City and Rockland County accounted for most of the cases, the agency said.',
    'The United States came close to losing its measles elimination status, which it has held since 2000.',
  ],
  stances: [stance('health-measles-2019', 'supports', S_REUTERS_MEASLES, 0.85)],
});

const S_AP_MEASLES =
  'The 1,274 measles cases reported in 2019 were the most in the U.S. in more than a quarter century.';
const apMeasles = page({
  at: 'apnews.com/article/health-us-news-measles-ap-top-news-0a9e0c1f2b',
  id: 'ap-measles-2019',
  title: 'US measles count for 2019 is the highest in decades',
  siteName: 'AP News',
  author: 'Mike Stobbe',
  publishedAt: '2020-01-06T20:30:00Z',
  kind: 'news',
  paragraphs: [
    'Health officials said the outbreaks have ended, but warned that low vaccination rates leave communities at risk.',
    S_AP_MEASLES,
    'Nearly all the cases were in people who had not been vaccinated.',
  ],
  stances: [stance('health-measles-2019', 'supports', S_AP_MEASLES, 0.85)],
});

export const HEALTH_EVIDENCE: SandboxEvidencePage[] = [
  cdcCases,
  cdcMmr,
  nihMmr,
  whoAutism,
  lancetRetraction,
  politifactAutism,
  naturalnewsAutism,
  redditAutism,
  nihAspirin,
  lancetAspirin,
  wikiAspirin,
  reutersMeasles,
  syndicate(
    reutersMeasles,
    'www.sacbee.com/news/nation-world/national/article238984563.html',
    'The Sacramento Bee',
    'U.S. measles cases in 2019 highest since 1992, CDC says',
    '2020-01-06T18:10:00Z',
  ),
  syndicate(
    reutersMeasles,
    'www.dailyhampshiregazette.com/measles-cases-2019-highest-since-1992-31547382',
    'Daily Hampshire Gazette',
    'Measles cases in 2019 were highest since 1992',
    '2020-01-07T05:00:00Z',
  ),
  apMeasles,
];
