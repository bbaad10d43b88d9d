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

function handleOf(tweet: Element): string {
  const names = tweet.querySelector('[data-testid="User-Name"]');
  const spans = names ? Array.from(names.querySelectorAll('span')) : [];
  const handle = spans.map((s) => textOf(s)).find((t) => /^@\w{1,50}$/.test(t));
  return handle ? handle.slice(1) : '';
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

function itemOf(tweet: Element): PostItem {
  // The tweet's own text comes before a quoted tweet's card (which sits inside a role=link block).
  const texts = Array.from(tweet.querySelectorAll('[data-testid="tweetText"]')).filter(
    (el) => !isInside(el, '[role="link"]', tweet),
  );
  const time =
    tweet.querySelector('[data-testid="User-Name"] time[datetime]') ?? tweet.querySelector('time[datetime]');
  return { paragraphs: postParagraphs(texts[0]), publishedAt: postDate(time?.getAttribute('datetime')) };
}

/** The thread of a status page (`/<handle>/status/<id>`), or null when the page holds no tweet by its author. */
export function readXPost(doc: Document, url: URL): PostThread | null {
  const tweets = conversationTweets(doc);
  // `/i/status/<id>` and `/i/web/status/<id>` name no author: the focal tweet does.
  const fromPath = /^\/([A-Za-z0-9_]{1,50})\/status(?:es)?\/\d+/.exec(url.pathname)?.[1];
  const pathAuthor = fromPath && fromPath !== 'i' ? fromPath : undefined;
  const focal = tweets.find((t) => t.getAttribute('tabindex') === '-1') ?? tweets[0];
  const author = (pathAuthor ?? (focal ? handleOf(focal) : '')).toLowerCase();
  if (!author) return null;
  const own = tweets.filter((t) => handleOf(t).toLowerCase() === author);
  const posts = own.map(itemOf).filter((p) => p.paragraphs.length > 0);
  const first = own[0];
  if (!first || posts.length === 0) return null;
  const handle = handleOf(first);
  const nameLink = first.querySelector('[data-testid="User-Name"] a');
  return {
    platform: 'x',
    authorName: textOf(nameLink) || handle,
    handle: `@${handle}`,
    profileUrl: `${url.protocol}//${url.host}/${handle}`,
    siteName: 'X',
    lang: first.querySelector('[data-testid="tweetText"][lang]')?.getAttribute('lang') ?? null,
    title: null,
    community: null,
    posts,
  };
}
