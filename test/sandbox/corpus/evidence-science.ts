/** Evidence pages for the `science` article (Arctic and Antarctic sea ice, 2023 temperature, the Sun). */
import { page, stance } from './evidence-helpers';
import type { SandboxEvidencePage } from './types';

const S_NATURE_ARCTIC =
  'The September 2012 minimum of 3.41 million square kilometres remains the lowest Arctic sea-ice extent in the satellite record.';
const natureArctic = page({
  at: 'www.nature.com/articles/s41558-023-01570-4',
  id: 'nature-arctic-minimum',
  title: 'Observed Arctic sea-ice loss and the record minimum of 2012',
  siteName: 'Nature Climate Change',
  author: 'Kim Y.-H., Min S.-K., Notz D.',
  publishedAt: '2023-06-06T00:00:00Z',
  kind: 'journal',
  paragraphs: [
    'Arctic sea ice has declined in every season since satellite observations began in 1979.',
    `${S_NATURE_ARCTIC} Summers without sea ice may occur before 2050 even under low emissions.`,
    'We attribute most of the decline to greenhouse gas emissions.',
  ],
  stances: [stance('science-arctic-2012', 'supports', S_NATURE_ARCTIC, 0.9)],
});

const S_BBC_ARCTIC =
  'Arctic sea ice shrank to 3.41 million sq km on 16 September 2012, the smallest extent since satellite records began.';
const bbcArctic = page({
  at: 'www.bbc.co.uk/news/science-environment-19702450',
  id: 'bbc-arctic-2012',
  title: 'Arctic ice melt sets new record low - BBC News',
  siteName: 'BBC News',
  author: 'Richard Black',
  publishedAt: '2012-09-19T14:20:00Z',
  kind: 'news',
  paragraphs: [
    'Scientists at the US National Snow and Ice Data Center announced the figure on Wednesday.',
    `${S_BBC_ARCTIC} The previous record, set in 2007, was broken by a wide margin.`,
    'Researchers said the ice is also thinner than it was in the 1980s.',
  ],
  stances: [stance('science-arctic-2012', 'supports', S_BBC_ARCTIC, 0.85)],
});

const S_WIKI_ARCTIC =
  'The lowest Arctic sea ice extent on record was reached in September 2012, at about 3.4 million square kilometres.';
const wikiArctic = page({
  at: 'en.wikipedia.org/wiki/Arctic_sea_ice_decline',
  id: 'wiki-arctic-decline',
  title: 'Arctic sea ice decline - Wikipedia',
  siteName: 'Wikipedia',
  publishedAt: null,
  kind: 'wiki',
  paragraphs: [
    'Sea ice in the Arctic region has declined in recent decades in area and volume due to climate change.',
    S_WIKI_ARCTIC,
    'Antarctic sea ice behaved differently and grew slightly until 2014 before falling sharply.',
  ],
  stances: [stance('science-arctic-2012', 'supports', S_WIKI_ARCTIC, 0.75)],
});

const S_BBC_WMO =
  'The World Meteorological Organization confirmed that 2023 was the warmest year on record, at 1.45C above pre-industrial levels.';
const bbcWmo = page({
  at: 'www.bbc.co.uk/news/science-environment-68110310',
  id: 'bbc-wmo-2023',
  title: '2023 confirmed as warmest year on record - BBC News',
  siteName: 'BBC News',
  author: 'Mark Poynting',
  publishedAt: '2024-01-12T11:00:00Z',
  kind: 'news',
  paragraphs: [
    'Several agencies published their temperature records for 2023 this week.',
    `${S_BBC_WMO} The margin of uncertainty is about 0.12C.`,
    'El Niño conditions added to the long-term warming trend in the second half of the year.',
  ],
  stances: [stance('science-wmo-2023', 'supports', S_BBC_WMO, 0.9)],
});

const S_REUTERS_WMO =
  'The global average near-surface temperature in 2023 was 1.45 degrees Celsius above the pre-industrial baseline, the WMO said in its annual report.';
const reutersWmo = page({
  at: 'www.reuters.com/business/environment/wmo-confirms-2023-warmest-year-2024-01-12/',
  id: 'reuters-wmo-2023',
  title: 'WMO confirms 2023 as warmest year on record | Reuters',
  siteName: 'Reuters',
  author: 'Gloria Dickie',
  publishedAt: '2024-01-12T12:30:00Z',
  kind: 'news',
  paragraphs: [
    S_REUTERS_WMO,
    'The agency said it was close to the 1.5C limit set in the Paris Agreement, which refers to a long-term average.',
    'Ocean heat content also reached its highest level in 65 years of observations.',
  ],
  stances: [stance('science-wmo-2023', 'supports', S_REUTERS_WMO, 0.85)],
});

const S_NATURE_ANTARCTIC =
  'Antarctic sea ice did reach a record high in 2014, but it then collapsed to record lows, and the total polar ice mass has declined sharply.';
const natureAntarctic = page({
  at: 'www.nature.com/articles/d41586-023-02584-6',
  id: 'nature-antarctic',
  title: 'Antarctic sea ice hits record lows after years of growth',
  siteName: 'Nature',
  author: 'Alexandra Witze',
  publishedAt: '2023-08-16T00:00:00Z',
  kind: 'journal',
  paragraphs: [
    'For decades, sea ice around Antarctica puzzled researchers by growing slightly while the Arctic lost ice.',
    `${S_NATURE_ANTARCTIC} Scientists warn against reading a single year as a trend.`,
    'In 2023 the winter maximum fell more than one million square kilometres below the previous record low.',
  ],
  stances: [stance('science-antarctic-2014', 'mixed', S_NATURE_ANTARCTIC, 0.85)],
});

const S_BBC_ANTARCTIC =
  'The 2014 Antarctic maximum was a record for that region, yet the loss of Arctic ice was three times larger, so global sea ice still shrank.';
const bbcAntarctic = page({
  at: 'www.bbc.co.uk/news/science-environment-29327009',
  id: 'bbc-antarctic-2014',
  title: 'Antarctic sea ice reaches new record maximum - BBC News',
  siteName: 'BBC News',
  author: 'Jonathan Amos',
  publishedAt: '2014-10-07T09:00:00Z',
  kind: 'news',
  paragraphs: [
    'Satellites show the sea ice around Antarctica covering more than 20 million square kilometres for the first time.',
    S_BBC_ANTARCTIC,
    'Changing winds around the continent are the leading explanation, researchers say.',
  ],
  stances: [stance('science-antarctic-2014', 'context', S_BBC_ANTARCTIC, 0.7)],
});

const S_MEDIUM_ANTARCTIC =
  'Antarctic sea ice hit a record high in 2014, which proves the polar ice is not declining at all.';
const mediumAntarctic = page({
  at: 'medium.com/@climaterealist/the-ice-that-wasnt-supposed-to-grow-4b2f0e1c',
  id: 'medium-antarctic',
  title: "The ice that wasn't supposed to grow | by Climate Realist | Medium",
  siteName: 'Medium',
  author: 'Climate Realist',
  publishedAt: '2022-11-02T00:00:00Z',
  kind: 'blog',
  paragraphs: [
    'Every year we are told the ice is vanishing. Look at the south pole for once.',
    `${S_MEDIUM_ANTARCTIC} The models were wrong.`,
    'Follow me for more inconvenient facts.',
  ],
  stances: [stance('science-antarctic-2014', 'supports', S_MEDIUM_ANTARCTIC, 0.6)],
});

const S_X_ANTARCTIC =
  'Record Antarctic sea ice in 2014 shows polar ice is not declining. Do your own research.';
const xAntarctic = page({
  at: 'x.com/icewatcher_77/status/1523456789012345678',
  id: 'x-antarctic',
  title: 'icewatcher77 on X: "Record Antarctic sea ice in 2014 shows polar ice is not declining."',
  siteName: 'X (formerly Twitter)',
  author: '@icewatcher_77',
  publishedAt: '2022-05-09T08:12:00Z',
  kind: 'social',
  paragraphs: [S_X_ANTARCTIC, '412 reposts 1,203 likes'],
  stances: [stance('science-antarctic-2014', 'supports', S_X_ANTARCTIC, 0.4)],
});

const S_ARXIV_SUN =
  'Total solar irradiance has varied by less than 0.1 percent over the solar cycles since 1980, and shows no upward trend that could explain recent warming.';
/**
 * The sun claim's credible refutation: a peer-reviewed journal article. It was the arXiv preprint of the same record
 * until the tier review (2026-11) made preprint servers tier C (not peer reviewed), which no longer refutes alone.
 */
const arxivSun = page({
  at: 'link.springer.com/article/10.1007/s11207-023-02101-4',
  id: 'solar-physics-irradiance',
  title: 'A composite record of total solar irradiance, 1978-2022',
  siteName: 'Solar Physics',
  author: 'Kopp G., Schmutz W., Ermolli I.',
  publishedAt: '2023-01-11T00:00:00Z',
  kind: 'journal',
  paragraphs: [
    'We combine measurements from eleven spacecraft radiometers into one composite record of total solar irradiance.',
    `${S_ARXIV_SUN} The Sun's output has slightly decreased since the 1980s while global temperatures rose.`,
    'Uncertainties are dominated by the calibration of early instruments.',
  ],
  stances: [stance('science-sun-output', 'refutes', S_ARXIV_SUN, 0.9)],
});

const S_WIKI_SUN =
  "Measurements show the Sun's energy output has not increased since 1980, so it cannot explain the warming of recent decades.";
const wikiSun = page({
  at: 'en.wikipedia.org/wiki/Solar_activity_and_climate',
  id: 'wiki-solar-activity',
  title: 'Solar activity and climate - Wikipedia',
  siteName: 'Wikipedia',
  publishedAt: null,
  kind: 'wiki',
  paragraphs: [
    'Patterns of solar irradiance and solar variation have been a main driver of climate change over the millions of years of the geologic time scale.',
    S_WIKI_SUN,
    'The scientific consensus attributes recent warming to human greenhouse gas emissions.',
  ],
  stances: [stance('science-sun-output', 'refutes', S_WIKI_SUN, 0.75)],
});

const S_BLOG_SUN =
  "The Sun's energy output has risen by 10 percent since 1980, and that explains all of the recent warming.";
const blogSun = page({
  at: 'someblog.blogspot.com/2023/07/its-the-sun-stupid.html',
  id: 'blogspot-sun',
  title: "Some Blog: It's the Sun, stupid",
  siteName: 'Some Blog',
  author: 'Gary',
  publishedAt: '2023-07-21T00:00:00Z',
  kind: 'blog',
  paragraphs: [
    'I have been reading about climate for twenty years and nobody wants to talk about the obvious.',
    `${S_BLOG_SUN} Look outside.`,
    'Comments are open, but be civil.',
  ],
  stances: [stance('science-sun-output', 'supports', S_BLOG_SUN, 0.5)],
});

export const SCIENCE_EVIDENCE: SandboxEvidencePage[] = [
  natureArctic,
  bbcArctic,
  wikiArctic,
  bbcWmo,
  reutersWmo,
  natureAntarctic,
  bbcAntarctic,
  mediumAntarctic,
  xAntarctic,
  arxivSun,
  wikiSun,
  blogSun,
];
