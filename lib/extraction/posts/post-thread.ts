/** A social post or thread as the site readers find it, and its conversion to the Article every check reads. */
import type { Article, PostPlatform } from '../../engine/schemas';
import { countWords, joinParagraphs } from '../paragraph-text';

export interface PostItem {
  /** The post's text, one entry per line or paragraph (never empty). */
  paragraphs: string[];
  /** ISO 8601 instant, null when the page does not say. */
  publishedAt: string | null;
}

export interface PostThread {
  platform: PostPlatform;
  /** Display name as the site shows it. */
  authorName: string;
  /** As the platform writes it: `@WHO`, `@who.int`, `@user@instance`, `u/name`. */
  handle: string;
  /** The author's profile page (the account a tier is looked up for). */
  profileUrl: string;
  siteName: string;
  /** A language the site marks on the post itself, when it does. */
  lang: string | null;
  /** A title the author wrote (Reddit), null elsewhere. */
  title: string | null;
  /** Where it was posted (`r/lakeside`), null when the platform has no communities. */
  community: string | null;
  /** The author's posts of the thread, in order; the first is the one the page is about or the thread's start. */
  posts: PostItem[];
}

/** The thread as an Article: the author's words only, one paragraph per line, the first post's time as its date. */
export function threadToArticle(
  thread: PostThread,
  page: { url: string; canonicalUrl: string; lang: string; maxTextChars: number },
): Article | null {
  const texts = [...(thread.title ? [thread.title] : []), ...thread.posts.flatMap((p) => p.paragraphs)];
  const body = joinParagraphs(texts, page.maxTextChars);
  if (!body.text) return null;
  const count = thread.posts.length;
  const where = thread.community ? ` in ${thread.community}` : '';
  const title = thread.title
    ? `${thread.title} (post by ${thread.handle}${where})`
    : count > 1
      ? `Thread by ${thread.handle} (${count} posts)`
      : `Post by ${thread.handle}`;
  const byline =
    thread.authorName &&
    thread.authorName.toLowerCase() !== thread.handle.replace(/^(@|u\/)/, '').toLowerCase()
      ? `${thread.authorName} (${thread.handle})`
      : thread.handle;
  return {
    url: page.url,
    canonicalUrl: page.canonicalUrl,
    title,
    byline,
    siteName: thread.siteName,
    publishedAt: thread.posts.find((p) => p.publishedAt)?.publishedAt ?? null,
    lang: thread.lang ?? page.lang,
    text: body.text,
    paragraphs: body.paragraphs,
    wordCount: countWords(body.text),
    truncated: body.truncated,
    kind: 'post',
    post: {
      platform: thread.platform,
      handle: thread.handle,
      authorName: thread.authorName,
      profileUrl: thread.profileUrl,
      posts: count,
    },
  };
}
