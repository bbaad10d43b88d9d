/**
 * One story read across three articles (issue 33): `health` (Daily Wellness Report) first, then these two on other
 * sites, which repeat its claims in other words and word order, beside claims of their own and a near miss (another
 * year) that must not count as the same claim.
 */
import type { SandboxArticle, SandboxClaim, StoryArticleName } from './types';

type ClaimInput = Omit<SandboxClaim, 'edges' | 'role' | 'timeFrom' | 'timeTo' | 'entities'> &
  Partial<Pick<SandboxClaim, 'edges' | 'role' | 'timeFrom' | 'timeTo' | 'entities'>>;

function claim(input: ClaimInput): SandboxClaim {
  return { role: 'support', entities: [], timeFrom: null, timeTo: null, edges: [], ...input };
}

function article(
  input: Omit<SandboxArticle, 'url' | 'hiddenTexts' | 'injectedTexts' | 'isArticle' | 'name'> & {
    name: StoryArticleName;
  },
): SandboxArticle {
  return {
    hiddenTexts: [],
    injectedTexts: [],
    isArticle: true,
    ...input,
    url: `http://${input.host}${input.path}`,
  };
}

const MEASLES_2019 =
  'In 2019, measles cases in the United States reached 1,274, the highest annual count since 1992.';
const MMR_EFFECTIVE = 'The MMR vaccine is about 97 percent effective at preventing measles after two doses.';
const AUTISM = 'Autism in one in fifty children is caused by the MMR vaccine, the clip claims.';

const followup = article({
  name: 'story-followup',
  host: 'www.citymedicalnews.com',
  path: '/2024/03/measles-outbreak-schools',
  lang: 'en',
  title: 'Measles outbreak reaches three more schools',
  siteName: 'City Medical News',
  author: 'Tom Reyes',
  publishedAt: '2024-03-04T07:00:00Z',
  dateIn: 'both',
  paragraphs: [
    'Three more schools reported measles cases this week, and the county health office asked parents to check their children’s vaccination records.',
    `${MEASLES_2019} Most of the children who fell ill had not received a single dose.`,
    `Doctors at the county clinic stressed the protection the shot gives. ${MMR_EFFECTIVE} They urged families to book a second dose before the spring break.`,
    'The county opened two walk-in vaccination sites on Monday, and both had queues by noon.',
  ],
  claims: [
    claim({
      id: 'story-followup-measles-2019',
      quote: MEASLES_2019,
      text: MEASLES_2019,
      kind: 'statistical',
      role: 'thesis',
      harm: 3,
      checkWorthiness: 0.9,
      entities: ['United States', 'measles'],
      timeFrom: '2019-01-01',
      timeTo: '2019-12-31',
      truth: 'true',
    }),
    claim({
      id: 'story-followup-mmr-effective',
      quote: MMR_EFFECTIVE,
      text: MMR_EFFECTIVE,
      kind: 'statistical',
      harm: 4,
      checkWorthiness: 0.85,
      entities: ['MMR vaccine', 'measles'],
      truth: 'true',
    }),
  ],
});

const NEAR_MISS =
  'Measles cases in the United States reached 1,274 in 2018, the highest annual count since 1992.';

const roundup = article({
  name: 'story-roundup',
  host: 'www.parentsweeklydigest.com',
  path: '/health/measles-what-parents-ask',
  lang: 'en',
  title: 'Measles: what parents are asking this month',
  siteName: 'Parents Weekly Digest',
  author: 'Ana Lindqvist',
  publishedAt: '2024-03-11T12:00:00Z',
  dateIn: 'both',
  paragraphs: [
    'Our inbox is full of questions about measles, so we collected the ones parents ask most.',
    `Is the shot safe? A clip shared on social media says otherwise. ${AUTISM} Paediatricians say no study has found such a link.`,
    `How many children get measles? ${NEAR_MISS} Case counts for the current year are published every Monday.`,
    'When should my child get the shot? The first dose is usually given at twelve to fifteen months, the second before school.',
  ],
  claims: [
    claim({
      id: 'story-roundup-autism',
      quote: AUTISM,
      text: 'Autism in one in fifty children is caused by the MMR vaccine.',
      kind: 'causal',
      harm: 5,
      checkWorthiness: 0.95,
      entities: ['MMR vaccine', 'autism'],
      truth: 'false',
      articleStance: 'rebuts',
      articleStanceSentence: 'Paediatricians say no study has found such a link.',
    }),
    claim({
      id: 'story-roundup-measles-2018',
      quote: NEAR_MISS,
      text: NEAR_MISS,
      kind: 'statistical',
      harm: 3,
      checkWorthiness: 0.8,
      entities: ['United States', 'measles'],
      timeFrom: '2018-01-01',
      timeTo: '2018-12-31',
      truth: 'false',
    }),
  ],
});

export const STORY_ARTICLES: SandboxArticle[] = [followup, roundup];

/**
 * The story claims' evidence is the `health` claims' own: each story claim takes the stances of the claim it repeats
 * (the near miss, another year, is refuted by the pages that give 2019).
 */
export const STORY_EVIDENCE: readonly { claimId: string; from: string; opposite: boolean }[] = [
  { claimId: 'story-followup-measles-2019', from: 'health-measles-2019', opposite: false },
  { claimId: 'story-followup-mmr-effective', from: 'health-mmr-effective', opposite: false },
  { claimId: 'story-roundup-autism', from: 'health-mmr-autism', opposite: false },
  { claimId: 'story-roundup-measles-2018', from: 'health-measles-2019', opposite: true },
];
