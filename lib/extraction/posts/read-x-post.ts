/** X (Twitter): the status page's tweets by the status's author, in order; replies, ads and recommendations are not. */
import { postDate } from '../../engine/domain/dates/read-date';
import { isInside, outermost, postParagraphs, textOf } from './post-text';
import type { PostItem, PostThread } from './post-thread';

const X_HOSTS = /(^|\.)(x\.com|twitter\.com)$/i;
const TWEET = 'article[data-testid="tweet"]';

/** True for pages on X/Twitter or in its DOM shape (tweets as `article[data-testid="tweet"]`). */
export function isXPage(doc: Document, url: URL): boolean {
  return X_HOSTS.test(url.hostname) || doc.querySelector(TWEET) !== null;
}

/** The tweet's own author block: the first `User-Name` that is not inside a quoted tweet's card (a link block). */
function authorBlock(tweet: Element): Element | null {
  return (
    Array.from(tweet.querySelectorAll('[data-testid="User-Name"]')).find(
      (el) => !isInside(el, '[role="link"]', tweet),
    ) ?? null
  );
}

/**
 * The tweet author's handle as X renders it: the path of the profile links in the author block (`/<handle>`). A
 * display name is free text ("@CDCgov" is a valid one), so text spans never name the author.
 */
function handleOf(tweet: Element): string {
  const block = authorBlock(tweet);
  if (!block) return '';
  for (const link of Array.from(block.querySelectorAll('a[href]'))) {
    const handle = profileHandle(link.getAttribute('href') ?? '');
    if (handle) return handle;
  }
  return '';
}

/** `/CDCgov` or `https://x.com/CDCgov` → `CDCgov`; '' for any other link (a status, a hashtag, another site). */
function profileHandle(href: string): string {
  const path = /^(?:https?:\/\/(?:[\w-]+\.)*(?:x|twitter)\.com)?(\/[^?#]*)/i.exec(href)?.[1] ?? '';
  const handle = /^\/([A-Za-z0-9_]{1,50})\/?$/.exec(path)?.[1] ?? '';
  return handle && handle.toLowerCase() !== 'i' ? handle : '';
}

/** Tweets of the conversation column, up to the first section heading ("Discover more", "More posts"). */
function conversationTweets(doc: Document): Element[] {
  const column = doc.querySelector('[data-testid="primaryColumn"]') ?? doc.querySelector('main') ?? doc.body;
  if (!column) return [];
  const tweets: Element[] = [];
  const cells = Array.from(column.querySelectorAll('[data-testid="cellInnerDiv"]'));
  if (cells.length === 0) return outermost(column, TWEET);
  for (const cell of cells) {
    const tweet = cell.querySelector(TWEET);
    if (!tweet) {
      // A heading cell after the conversation starts the recommendations.
      if (tweets.length > 0 && cell.querySelector('h2, [role="heading"]')) break;
      continue;
    }
    if (cell.querySelector('[data-testid="placementTracking"]')) continue; // an ad
    tweets.push(tweet);
  }
  return tweets;
}

/** The tweet's own text element: before a quoted tweet's card (which sits inside a role=link block). */
function ownText(tweet: Element): Element | undefined {
  return Array.from(tweet.querySelectorAll('[data-testid="tweetText"]')).find(
    (el) => !isInside(el, '[role="link"]', tweet),
  );
}

function itemOf(tweet: Element): PostItem {
  const time = authorBlock(tweet)?.querySelector('time[datetime]') ?? tweet.querySelector('time[datetime]');
  return {
    paragraphs: postParagraphs(ownText(tweet)),
    publishedAt: postDate(time?.getAttribute('datetime')),
  };
}

/**
 * The thread of a status page: the focal tweet's rendered author and their tweets in the conversation, or null when
 * the page holds no readable tweet. The path's handle is never the author: X shows any post under any handle's path.
 */
export function readXPost(doc: Document, url: URL): PostThread | null {
  const tweets = conversationTweets(doc);
  const focal = tweets.find((t) => t.getAttribute('tabindex') === '-1') ?? tweets[0];
  const author = (focal ? handleOf(focal) : '').toLowerCase();
  if (!author) return null;
  const own = tweets.filter((t) => handleOf(t).toLowerCase() === author);
  const posts = own.map(itemOf).filter((p) => p.paragraphs.length > 0);
  const first = own[0];
  if (!first || posts.length === 0) return null;
  const handle = handleOf(first);
  const nameLink = authorBlock(first)?.querySelector('a');
  return {
    platform: 'x',
    authorName: textOf(nameLink) || handle,
    handle: `@${handle}`,
    profileUrl: `${url.protocol}//${url.host}/${handle}`,
    siteName: 'X',
    lang: ownText(first)?.getAttribute('lang') ?? null,
    title: null,
    community: null,
    posts,
  };
}
