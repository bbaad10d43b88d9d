/** readPost: dispatches a page to the site reader of its platform (X, Bluesky, Mastodon, Reddit) before Readability. */
import type { Article, PostPlatform } from '../../engine/schemas';
import { findPageLanguage } from '../page-language';
import { readPageMetadata } from '../page-metadata';
import { isBlueskyPage, readBlueskyPost } from './read-bluesky-post';
import { isMastodonPage, readMastodonPost } from './read-mastodon-post';
import { isRedditPage, readRedditPost } from './read-reddit-post';
import { isXPage, readXPost } from './read-x-post';
import { threadToArticle, type PostThread } from './post-thread';

interface SiteReader {
  platform: PostPlatform;
  label: string;
  matches(doc: Document, url: URL): boolean;
  read(doc: Document, url: URL): PostThread | null;
}

/** Most specific first: host names, then DOM shapes (Mastodon runs on any host). */
const READERS: readonly SiteReader[] = [
  { platform: 'x', label: 'X', matches: isXPage, read: readXPost },
  { platform: 'bluesky', label: 'Bluesky', matches: isBlueskyPage, read: readBlueskyPost },
  { platform: 'reddit', label: 'Reddit', matches: isRedditPage, read: readRedditPost },
  { platform: 'mastodon', label: 'Mastodon', matches: isMastodonPage, read: readMastodonPost },
];

type PostReadResult =
  /** A post or thread by one author. */
  | { ok: true; article: Article }
  /** A page of a social platform with no post Cartographer can read (a login wall, a feed, an unknown layout). */
  | { ok: false; platform: PostPlatform; message: string };

/** What the panel says when a platform's page holds no readable post: what to do instead. */
function unreadablePostMessage(label: string): string {
  return `Cartographer could not find a post to read on this ${label} page (it may need you to log in, or show a layout Cartographer does not know). To check a statement from it, select the text, right-click and choose “Challenge this claim”.`;
}

/**
 * The post or thread on `doc` when it is a social platform's page, or why it cannot be read; null when the page is
 * not a social platform's (then Readability reads it as an article).
 */
export function readPost(
  doc: Document,
  options: { url: string; maxTextChars: number },
): PostReadResult | null {
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return null;
  }
  const reader = READERS.find((r) => r.matches(doc, url));
  if (!reader) return null;
  const thread = reader.read(doc, url);
  const article = thread
    ? threadToArticle(thread, {
        url: options.url,
        canonicalUrl: readPageMetadata(doc, options.url).canonicalUrl,
        lang: findPageLanguage(doc),
        maxTextChars: options.maxTextChars,
      })
    : null;
  if (article) return { ok: true, article };
  return { ok: false, platform: reader.platform, message: unreadablePostMessage(reader.label) };
}
