/** Site readers for social posts and threads (X, Bluesky, Mastodon, Reddit), where Readability finds no article. */
export { readPost, unreadablePostMessage } from './read-post';
export type { PostReadResult } from './read-post';
export { threadToArticle } from './post-thread';
export type { PostItem, PostThread } from './post-thread';
export { postDate } from '../../engine/domain/dates/read-date';
