/** Bluesky: the post thread's items by the post's author (`postThreadItem-by-<handle>`), in order; replies are not. */
import { postDate } from '../../engine/domain/dates/read-date';
import { isInside, postParagraphs, textOf } from './post-text';
import type { PostItem, PostThread } from './post-thread';

const ITEM_PREFIX = 'postThreadItem-by-';

/** True for bsky.app pages or pages in its DOM shape. */
export function isBlueskyPage(doc: Document, url: URL): boolean {
  return (
    /(^|\.)bsky\.app$/i.test(url.hostname) || doc.querySelector(`[data-testid^="${ITEM_PREFIX}"]`) !== null
  );
}

function itemHandle(item: Element): string {
  return (item.getAttribute('data-testid') ?? '').slice(ITEM_PREFIX.length);
}

/** The expanded (anchor) item shows its counts and full date; the others are links to their own page. */
function isAnchor(item: Element): boolean {
  return item.closest('[role="link"]') === null;
}

/**
 * The post's text element: `postText` where the app marks it; the expanded anchor post of some versions does not,
 * so there the longest text block outside links, buttons and the date line.
 */
function textElementOf(item: Element): Element | null {
  // A quoted post is a link card inside the item: its words are the quoted author's, never this one's.
  const own = (el: Element) => !isInside(el, 'a, [role="link"], [role="button"], button', item);
  const marked = Array.from(item.querySelectorAll('[data-testid="postText"]')).find(own);
  if (marked) return marked;
  const blocks = Array.from(item.querySelectorAll('[dir="auto"]')).filter(
    (el) =>
      own(el) &&
      !el.closest('a, button, [role="button"]') &&
      el.querySelector('[dir="auto"]') === null &&
      postDate(textOf(el)) === null,
  );
  return blocks.reduce<Element | null>(
    (best, el) => (textOf(el).length > textOf(best).length ? el : best),
    null,
  );
}

function itemOf(doc: Document, item: Element): PostItem {
  const text = textElementOf(item);
  let date: string | null = null;
  const ownLink = Array.from(item.querySelectorAll('a[href*="/post/"]')).find((a) =>
    /\/post\/[^/]+$/.test(a.getAttribute('href') ?? ''),
  );
  if (ownLink) date = postDate(ownLink.getAttribute('data-tooltip') ?? ownLink.getAttribute('aria-label'));
  if (!date && isAnchor(item)) {
    date = postDate(
      doc
        .querySelector('meta[property="article:published_time"], meta[name="article:published_time"]')
        ?.getAttribute('content'),
    );
    if (!date) {
      const texts = Array.from(item.querySelectorAll('[dir="auto"]')).map((el) => textOf(el));
      date = texts.map(postDate).find((d): d is string => d !== null) ?? null;
    }
  }
  return { paragraphs: postParagraphs(text), publishedAt: date };
}

/**
 * The thread of a post page: the anchor post's rendered author and their items, or null when it holds no post with
 * words of their own. The author is the one the app renders the anchor with, never the handle in the path.
 */
export function readBlueskyPost(doc: Document, url: URL): PostThread | null {
  const items = Array.from(doc.querySelectorAll(`[data-testid^="${ITEM_PREFIX}"]`));
  const anchor = items.find(isAnchor) ?? items[0];
  const author = (anchor ? itemHandle(anchor) : '').toLowerCase();
  if (!author) return null;
  const own = items.filter((item) => itemHandle(item).toLowerCase() === author);
  const posts = own.map((item) => itemOf(doc, item)).filter((p) => p.paragraphs.length > 0);
  const first = own[0];
  if (!first || posts.length === 0) return null;
  const handle = itemHandle(first);
  const profile = first.querySelector(`a[href="/profile/${handle}"]`);
  const label = profile?.getAttribute('aria-label');
  const name =
    label && label !== 'View profile'
      ? label
      : textOf(profile?.querySelector('span, [dir="auto"]')).replace(/\s*@\S+$/, '');
  return {
    platform: 'bluesky',
    authorName: name || handle,
    handle: `@${handle}`,
    profileUrl: `${url.protocol}//${url.host}/profile/${handle}`,
    siteName: 'Bluesky',
    lang: null,
    title: null,
    community: null,
    posts,
  };
}
