/** Sandbox social post pages (X, Bluesky, Mastodon, Reddit): an author's thread with claims, and others' replies. */
import type { SandboxClaim } from './types';

export type PostSite = 'x' | 'bluesky' | 'mastodon' | 'reddit' | 'old-reddit';
export type PostPageName =
  | 'x-thread'
  | 'bluesky-thread'
  | 'mastodon-thread'
  | 'reddit-thread'
  // Who-speaks attacks (`posts-attacks.ts`): never in POST_PAGES.
  | 'x-path-spoof'
  | 'x-name-spoof-thread'
  | 'x-own-search-orders'
  | 'x-official-mock'
  | 'bluesky-quote-only'
  | 'mastodon-quote-only';

export interface SandboxPostAuthor {
  name: string;
  /** As the site writes it: `LakesideWater` (X), `amaraokafor.bsky.social`, `LakesideTransit`, `harbour_historian`. */
  handle: string;
}

export interface SandboxPostItem {
  id: string;
  author: SandboxPostAuthor;
  publishedAt: string;
  paragraphs: string[];
  /** A post this one quotes (shown inside it as a card): the quoted author's words, never this author's. */
  quoted?: SandboxPostItem;
}

export interface SandboxPostPage {
  name: PostPageName;
  site: PostSite;
  host: string;
  path: string;
  /** `http://<host><path>` without the sandbox port. */
  url: string;
  lang: string;
  author: SandboxPostAuthor;
  /** Reddit's post title (the author's words too); null elsewhere. */
  title: string | null;
  /** The author's posts of the thread, in order: this is the article. */
  posts: SandboxPostItem[];
  /** Posts by others on the page (replies, recommendations, ads): never the article. */
  others: SandboxPostItem[];
  /** Claims in the author's posts (extracted). */
  claims: SandboxClaim[];
  /** Claims in others' posts: a reader that takes them is wrong. */
  otherClaims: SandboxClaim[];
}

/** An annotated claim of a post page (statistical, contested, harm 2 unless overridden). */
export function claim(
  id: string,
  quote: string,
  extra: Partial<SandboxClaim> & Pick<SandboxClaim, 'entities'>,
): SandboxClaim {
  return {
    id,
    quote,
    text: quote,
    kind: 'statistical',
    role: 'support',
    harm: 2,
    checkWorthiness: 0.85,
    timeFrom: null,
    timeTo: null,
    truth: 'contested',
    edges: [],
    ...extra,
  };
}

/** A post page with its `url` from host and path. */
export function page(input: Omit<SandboxPostPage, 'url'>): SandboxPostPage {
  return { ...input, url: `http://${input.host}${input.path}` };
}

const water: SandboxPostAuthor = { name: 'Lakeside Water Board', handle: 'LakesideWater' };
const xPage = page({
  name: 'x-thread',
  site: 'x',
  host: 'x.com',
  path: '/LakesideWater/status/1765432100000000001',
  lang: 'en',
  author: water,
  title: null,
  posts: [
    {
      id: '1765432100000000001',
      author: water,
      publishedAt: '2024-03-05T09:15:00.000Z',
      paragraphs: [
        'Our annual water report is out today.',
        "Lakeside's main reservoir held 41 billion litres on 1 March 2024, up 12 percent from a year earlier.",
      ],
    },
    {
      id: '1765432100000000002',
      author: water,
      publishedAt: '2024-03-05T09:16:00.000Z',
      paragraphs: [
        'Leak repairs saved 3.2 million litres a day in 2023, the largest saving since the board was founded in 1987.',
      ],
    },
    {
      id: '1765432100000000003',
      author: water,
      publishedAt: '2024-03-05T09:17:00.000Z',
      paragraphs: [
        'Thank you to everyone who cut their water use this winter. The full report is on our website.',
      ],
    },
  ],
  others: [
    {
      id: '1765432100000000010',
      author: { name: 'River Watcher', handle: 'RiverWatcher' },
      publishedAt: '2024-03-05T10:02:00.000Z',
      paragraphs: [
        'Meanwhile the Lakeside treatment plant dumped 900 tonnes of sludge into Mill Creek last spring.',
      ],
    },
    {
      id: '1765432100000000011',
      author: { name: 'Aquifer Fan', handle: 'aquifer_fan' },
      publishedAt: '2024-03-05T11:40:00.000Z',
      paragraphs: ['Water bills in Lakeside rose 35 percent between 2020 and 2023.'],
    },
    {
      id: '1765432100000000020',
      author: { name: 'Trendy Health News', handle: 'TrendyHealthNews' },
      publishedAt: '2024-03-01T08:00:00.000Z',
      paragraphs: ['Researchers found that drinking eight glasses of water a day doubles life expectancy.'],
    },
    {
      id: '1765432100000000030',
      author: { name: 'ClearFlow Filters', handle: 'ClearFlowFilters' },
      publishedAt: '2024-02-20T08:00:00.000Z',
      paragraphs: ['Our jug filters remove 99.9 percent of microplastics from tap water.'],
    },
  ],
  claims: [
    claim(
      'post-x-reservoir',
      "Lakeside's main reservoir held 41 billion litres on 1 March 2024, up 12 percent from a year earlier.",
      { entities: ['Lakeside'], timeFrom: '2024-03-01', timeTo: '2024-03-01', role: 'thesis' },
    ),
    claim(
      'post-x-leaks',
      'Leak repairs saved 3.2 million litres a day in 2023, the largest saving since the board was founded in 1987.',
      { entities: ['Lakeside Water Board'], timeFrom: '2023-01-01', timeTo: '2023-12-31' },
    ),
  ],
  otherClaims: [
    claim(
      'post-x-reply-sludge',
      'Meanwhile the Lakeside treatment plant dumped 900 tonnes of sludge into Mill Creek last spring.',
      { entities: ['Mill Creek'], kind: 'factual', harm: 3 },
    ),
    claim('post-x-reply-bills', 'Water bills in Lakeside rose 35 percent between 2020 and 2023.', {
      entities: ['Lakeside'],
    }),
    claim(
      'post-x-recommended',
      'Researchers found that drinking eight glasses of water a day doubles life expectancy.',
      { entities: [], kind: 'causal', truth: 'false', harm: 3 },
    ),
    claim('post-x-ad', 'Our jug filters remove 99.9 percent of microplastics from tap water.', {
      entities: ['ClearFlow Filters'],
      truth: 'misleading',
    }),
  ],
});

const amara: SandboxPostAuthor = { name: 'Dr. Amara Okafor', handle: 'amaraokafor.bsky.social' };
const blueskyPage = page({
  name: 'bluesky-thread',
  site: 'bluesky',
  host: 'bsky.app',
  path: '/profile/amaraokafor.bsky.social/post/3kq2harlowaa1',
  lang: 'en',
  author: amara,
  title: null,
  posts: [
    {
      id: '3kq2harlowaa1',
      author: amara,
      publishedAt: '2024-04-18T14:05:00.000Z',
      paragraphs: [
        'New paper from our lab today.',
        "Lake Harlow's summer surface temperature rose 1.8 degrees Celsius between 1990 and 2023.",
      ],
    },
    {
      id: '3kq2harlowaa2',
      author: amara,
      publishedAt: '2024-04-18T14:07:00.000Z',
      paragraphs: ['Algal blooms on Lake Harlow lasted 64 days in 2023, up from 19 days in 1995.'],
    },
  ],
  others: [
    {
      id: '3kq2harlowzz1',
      author: { name: 'Sceptical Sam', handle: 'skeptic42.bsky.social' },
      publishedAt: '2024-04-18T15:30:00.000Z',
      paragraphs: ['Lake Harlow froze over completely in January 2024 for the first time in 50 years.'],
    },
    {
      id: '3kq2harlowzz2',
      author: { name: 'Fishing Fan', handle: 'fishingfan.bsky.social' },
      publishedAt: '2024-04-18T16:12:00.000Z',
      paragraphs: ['Trout catches in Lake Harlow fell by half after 2015.'],
    },
  ],
  claims: [
    claim(
      'post-bsky-temperature',
      "Lake Harlow's summer surface temperature rose 1.8 degrees Celsius between 1990 and 2023.",
      { entities: ['Lake Harlow'], timeFrom: '1990-01-01', timeTo: '2023-12-31', role: 'thesis' },
    ),
    claim(
      'post-bsky-blooms',
      'Algal blooms on Lake Harlow lasted 64 days in 2023, up from 19 days in 1995.',
      {
        entities: ['Lake Harlow'],
      },
    ),
  ],
  otherClaims: [
    claim(
      'post-bsky-reply-froze',
      'Lake Harlow froze over completely in January 2024 for the first time in 50 years.',
      { entities: ['Lake Harlow'], kind: 'factual' },
    ),
    claim('post-bsky-reply-trout', 'Trout catches in Lake Harlow fell by half after 2015.', {
      entities: ['Lake Harlow'],
    }),
  ],
});

const transit: SandboxPostAuthor = { name: 'Lakeside Transit', handle: 'LakesideTransit' };
const mastodonPage = page({
  name: 'mastodon-thread',
  site: 'mastodon',
  // Any host runs Mastodon: the reader knows it by its DOM, not by this name.
  host: 'toot.lakeside.example',
  path: '/@LakesideTransit/112233445566778899',
  lang: 'en',
  author: transit,
  title: null,
  posts: [
    {
      id: '112233445566778899',
      author: transit,
      publishedAt: '2024-01-22T07:45:00.000Z',
      paragraphs: [
        "Ridership on Lakeside's tram network reached 14.6 million trips in 2023, a record for the city.",
      ],
    },
    {
      id: '112233445566778900',
      author: transit,
      publishedAt: '2024-01-22T07:47:00.000Z',
      paragraphs: [
        'The new Line 4 cut the average commute from Eastgate to the city centre from 38 to 22 minutes.',
        'Thanks for riding with us!',
      ],
    },
  ],
  others: [
    {
      id: '112233445566778950',
      author: { name: 'Bus Lover', handle: 'buslover@mastodon.social' },
      publishedAt: '2024-01-22T08:10:00.000Z',
      paragraphs: ['Bus fares in Lakeside are the highest in the country at 3.90 euros a ride.'],
    },
    {
      id: '112233445566778951',
      author: { name: 'Cyclist Kim', handle: 'kim@toot.lakeside.example' },
      publishedAt: '2024-01-22T09:01:00.000Z',
      paragraphs: ['The council removed 120 kilometres of cycle lanes to make room for the tram.'],
    },
  ],
  claims: [
    claim(
      'post-mastodon-ridership',
      "Ridership on Lakeside's tram network reached 14.6 million trips in 2023, a record for the city.",
      { entities: ['Lakeside'], timeFrom: '2023-01-01', timeTo: '2023-12-31', role: 'thesis' },
    ),
    claim(
      'post-mastodon-line4',
      'The new Line 4 cut the average commute from Eastgate to the city centre from 38 to 22 minutes.',
      { entities: ['Line 4', 'Eastgate'] },
    ),
  ],
  otherClaims: [
    claim(
      'post-mastodon-reply-fares',
      'Bus fares in Lakeside are the highest in the country at 3.90 euros a ride.',
      { entities: ['Lakeside'] },
    ),
    claim(
      'post-mastodon-reply-lanes',
      'The council removed 120 kilometres of cycle lanes to make room for the tram.',
      { entities: ['Lakeside council'], kind: 'factual' },
    ),
  ],
});

const historian: SandboxPostAuthor = { name: 'harbour_historian', handle: 'harbour_historian' };
const redditPage = page({
  name: 'reddit-thread',
  site: 'reddit',
  host: 'www.reddit.com',
  path: '/r/lakeside/comments/1b7xk2q/til_the_gull_point_lighthouse_is_the_oldest_in_the/',
  lang: 'en',
  author: historian,
  title: 'TIL the Gull Point lighthouse is the oldest in the region',
  posts: [
    {
      id: 't3_1b7xk2q',
      author: historian,
      publishedAt: '2024-03-06T18:20:00.000Z',
      paragraphs: [
        'The lighthouse on Gull Point was first lit on 3 May 1852 by keeper Thomas Brandt.',
        'Its lamp could be seen from 32 kilometres away on a clear night.',
      ],
    },
    {
      id: 't1_kq0op01',
      author: historian,
      publishedAt: '2024-03-06T19:05:00.000Z',
      paragraphs: ['Edit: the original lens was moved to the Lakeside Maritime Museum in 1961.'],
    },
  ],
  others: [
    {
      id: 't1_kq0zz01',
      author: { name: 'salty_sailor', handle: 'salty_sailor' },
      publishedAt: '2024-03-06T18:44:00.000Z',
      paragraphs: ['The lighthouse was destroyed by a storm in 1903 and rebuilt from scratch.'],
    },
    {
      id: 't1_kq0zz02',
      author: { name: 'wreck_diver', handle: 'wreck_diver' },
      publishedAt: '2024-03-06T20:15:00.000Z',
      paragraphs: ['Gull Point has seen more than 200 shipwrecks since 1800.'],
    },
  ],
  claims: [
    claim(
      'post-reddit-lit',
      'The lighthouse on Gull Point was first lit on 3 May 1852 by keeper Thomas Brandt.',
      { entities: ['Gull Point', 'Thomas Brandt'], kind: 'factual', role: 'thesis' },
    ),
    claim('post-reddit-range', 'Its lamp could be seen from 32 kilometres away on a clear night.', {
      entities: ['Gull Point lighthouse'],
      text: 'The Gull Point lighthouse lamp could be seen from 32 kilometres away on a clear night.',
    }),
    claim('post-reddit-lens', 'Edit: the original lens was moved to the Lakeside Maritime Museum in 1961.', {
      entities: ['Lakeside Maritime Museum'],
      kind: 'factual',
      text: 'The original Gull Point lighthouse lens was moved to the Lakeside Maritime Museum in 1961.',
    }),
  ],
  otherClaims: [
    claim(
      'post-reddit-reply-storm',
      'The lighthouse was destroyed by a storm in 1903 and rebuilt from scratch.',
      { entities: ['Gull Point lighthouse'], kind: 'factual' },
    ),
    claim('post-reddit-reply-wrecks', 'Gull Point has seen more than 200 shipwrecks since 1800.', {
      entities: ['Gull Point'],
    }),
  ],
});

export const POST_PAGES: SandboxPostPage[] = [xPage, blueskyPage, mastodonPage, redditPage];

export function postPageByName(name: PostPageName): SandboxPostPage {
  const found = POST_PAGES.find((p) => p.name === name);
  if (!found) throw new Error(`No sandbox post page ${name}`);
  return found;
}

/** Every claim on the post pages, the author's and the others' (the sandbox model extracts whichever it sees). */
export const POST_CLAIMS: SandboxClaim[] = POST_PAGES.flatMap((p) => [...p.claims, ...p.otherClaims]);
