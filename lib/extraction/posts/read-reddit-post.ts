/** Reddit (new `shreddit-*` and old.reddit markup): the post and its author's comments, in order; others' are not. */
import { postDate } from '../../engine/domain/dates/read-date';
import { childMatching, postParagraphs, textOf } from './post-text';
import type { PostItem, PostThread } from './post-thread';

/** True for reddit.com pages holding a post in the new or the old markup. */
export function isRedditPage(doc: Document, url: URL): boolean {
  return (
    /(^|\.)reddit\.com$/i.test(url.hostname) ||
    doc.querySelector('shreddit-post, #siteTable .thing.link[data-author]') !== null
  );
}

function thread(
  author: string,
  title: string,
  community: string | null,
  posts: PostItem[],
): PostThread | null {
  const kept = posts.filter((p) => p.paragraphs.length > 0);
  if (!author || (!title && kept.length === 0)) return null;
  // A link or image post has a title and no body: the title is still the author's words.
  const first = posts[0];
  return {
    platform: 'reddit',
    authorName: author,
    handle: `u/${author}`,
    profileUrl: `https://www.reddit.com/user/${author}/`,
    siteName: 'Reddit',
    lang: null,
    title: title || null,
    community,
    posts: kept.length > 0 ? kept : first ? [{ ...first, paragraphs: [] }] : [],
  };
}

function readNewReddit(doc: Document): PostThread | null {
  const post = doc.querySelector('shreddit-post');
  const author = post?.getAttribute('author') ?? '';
  if (!post || !author) return null;
  const title = (post.getAttribute('post-title') ?? textOf(post.querySelector('[slot="title"]'))).trim();
  const body: PostItem = {
    paragraphs: postParagraphs(post.querySelector('[slot="text-body"]')),
    publishedAt: postDate(post.getAttribute('created-timestamp')),
  };
  const comments = Array.from(doc.querySelectorAll('shreddit-comment')).filter(
    (c) => (c.getAttribute('author') ?? '').toLowerCase() === author.toLowerCase(),
  );
  const replies = comments.map((c): PostItem => {
    const meta = childMatching(c, '[slot="commentMeta"]');
    return {
      paragraphs: postParagraphs(childMatching(c, '[slot="comment"]')),
      publishedAt: postDate(
        c.getAttribute('created') ?? meta?.querySelector('time[datetime]')?.getAttribute('datetime'),
      ),
    };
  });
  return thread(author, title, post.getAttribute('subreddit-prefixed-name'), [body, ...replies]);
}

function ownMarkdown(thing: Element): Element | null {
  const entry = childMatching(thing, '.entry');
  return entry?.querySelector('.usertext-body .md') ?? null;
}

function readOldReddit(doc: Document): PostThread | null {
  const post = doc.querySelector('#siteTable .thing.link[data-author]');
  const author = post?.getAttribute('data-author') ?? '';
  if (!post || !author) return null;
  const entry = childMatching(post, '.entry');
  const title = textOf(entry?.querySelector('a.title'));
  const stamp = post.getAttribute('data-timestamp');
  const body: PostItem = {
    paragraphs: postParagraphs(ownMarkdown(post)),
    publishedAt:
      postDate(stamp) ?? postDate(entry?.querySelector('time[datetime]')?.getAttribute('datetime')),
  };
  const comments = Array.from(doc.querySelectorAll('.commentarea .thing.comment[data-author]')).filter(
    (c) => (c.getAttribute('data-author') ?? '').toLowerCase() === author.toLowerCase(),
  );
  const replies = comments.map((c): PostItem => ({
    paragraphs: postParagraphs(ownMarkdown(c)),
    publishedAt: postDate(
      childMatching(c, '.entry')?.querySelector('time[datetime]')?.getAttribute('datetime'),
    ),
  }));
  const sub = post.getAttribute('data-subreddit-prefixed');
  return thread(author, title, sub, [body, ...replies]);
}

/** The post and the author's comments, or null when the page holds no Reddit post. */
export function readRedditPost(doc: Document): PostThread | null {
  return readNewReddit(doc) ?? readOldReddit(doc);
}
