/** Mastodon (any host): the status page's statuses by the status's account, in order; replies by others are not. */
import { postDate } from '../../engine/domain/dates/read-date';
import { postParagraphs, textOf } from './post-text';
import type { PostItem, PostThread } from './post-thread';

const STATUS = '.detailed-status, .status[data-id]';

/** Mastodon runs on any host: known by its web app's root, its status markup or a generator meta tag. */
export function isMastodonPage(doc: Document): boolean {
  const generator = doc.querySelector('meta[name="generator" i]')?.getAttribute('content') ?? '';
  return (
    /mastodon/i.test(generator) ||
    doc.querySelector('#mastodon[data-props], .detailed-status .status__content') !== null ||
    doc.querySelector('.status[data-id] .status__content') !== null
  );
}

/** `@user` → `user@host`; `@user@other` → `user@other` (lower case). */
function fullAccount(text: string, host: string): string {
  const account = text.trim().replace(/^@/, '');
  if (!account) return '';
  return (account.includes('@') ? account : `${account}@${host}`).toLowerCase();
}

/** The account a status is rendered with (its display name is free text and never counts). */
function accountOf(status: Element, host: string): string {
  return fullAccount(textOf(ownContent(status, '.display-name__account')), host);
}

/** The status's own content: a quoted post nested in it (`.status__quote`, another status) is not its author's words. */
function ownContent(status: Element, selector: string): Element | null {
  return (
    Array.from(status.querySelectorAll(selector)).find(
      (el) =>
        el.parentElement?.closest('.detailed-status, .status, .status__quote, .quoted-status') === status,
    ) ?? null
  );
}

function itemOf(doc: Document, status: Element): PostItem {
  const text = ownContent(status, '.status__content__text') ?? ownContent(status, '.status__content');
  let date = postDate(status.querySelector('time[datetime]')?.getAttribute('datetime'));
  if (!date && status.matches('.detailed-status')) {
    date =
      postDate(doc.querySelector('meta[property="og:published_time"]')?.getAttribute('content')) ??
      postDate(textOf(status.querySelector('.detailed-status__datetime')));
  }
  return { paragraphs: postParagraphs(text), publishedAt: date };
}

/** The thread of a status page: the focal status's rendered account and its statuses, or null when there are none. */
export function readMastodonPost(doc: Document, url: URL): PostThread | null {
  const host = url.hostname.toLowerCase();
  const statuses = Array.from(doc.querySelectorAll(STATUS)).filter(
    (el) => !el.parentElement?.closest('.detailed-status, .status[data-id]'),
  );
  // The expanded status's rendered account, else the first status's: never the path's handle.
  const focal = statuses.find((s) => s.matches('.detailed-status')) ?? statuses[0];
  const author = focal ? accountOf(focal, host) : '';
  if (!author) return null;
  const own = statuses.filter((s) => accountOf(s, host) === author);
  const posts = own.map((s) => itemOf(doc, s)).filter((p) => p.paragraphs.length > 0);
  const first = own[0];
  if (!first || posts.length === 0) return null;
  const [user, instance] = author.split('@');
  const shownName = textOf(ownContent(first, '.display-name__html'));
  const siteName = doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim();
  return {
    platform: 'mastodon',
    authorName: shownName || (user ?? author),
    handle: `@${textOf(ownContent(first, '.display-name__account')).replace(/^@/, '').split('@')[0] || user}@${instance}`,
    profileUrl: `https://${instance}/@${user}`,
    siteName: siteName ? `${siteName} (Mastodon)` : `Mastodon (${host})`,
    lang: first.querySelector('.status__content__text[lang]')?.getAttribute('lang') ?? null,
    title: null,
    community: null,
    posts,
  };
}
