/** articleTierOf and sourceTierOf: a page's tier — its site's, or a social post's rendered author's account (official → A'). */
import type { Article, PostInfo } from '../../schemas';
import { officialVoice, tierOf, type TierOptions, type TierResult } from './tier-of';
import { OFFICIAL_ACCOUNTS, PLATFORM_OF_DOMAIN } from './tier-lists';
import { siteOf } from '../url';

/** The platform's own tier (D for social platforms, per the curated list), named as the account's list. */
function platformTier(post: PostInfo, url: string, options: TierOptions): TierResult {
  const platform = tierOf(url, options);
  if (platform.tier !== 'unknown') return platform;
  // Mastodon runs on any host: an unlisted server is still a social platform.
  return { tier: 'D', unreliable: false, domain: platform.domain, list: `social/${post.platform}` };
}

/** The curated platform (`x`, `facebook` …) whose domain serves `host`, if any. */
function platformOfHost(host: string): string | undefined {
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const platform = PLATFORM_OF_DOMAIN.get(labels.slice(i).join('.'));
    if (platform) return platform;
  }
  return undefined;
}

/**
 * The official account a post's rendered author is, when the page is served by that account's platform: an X
 * handle in the curated list, a Bluesky domain handle proven by an official domain (or the domain's own tier), a
 * Mastodon account on the page's own server run by a tier-A body. A page on another host may render any markup, so
 * it proves nothing.
 */
function accountTier(
  post: PostInfo,
  page: { host: string; domain: string },
  options: TierOptions,
): TierResult | undefined {
  const { host } = page;
  const handle = post.handle.replace(/^(@|u\/)/, '').toLowerCase();
  if (!handle) return undefined;
  if (post.platform === 'x') {
    const platform = platformOfHost(host);
    if (platform !== 'x' || !OFFICIAL_ACCOUNTS.get(platform)?.has(handle)) return undefined;
    return {
      tier: "A'",
      unreliable: false,
      domain: page.domain,
      list: `official-accounts/x/${handle}`,
    };
  }
  if (post.platform === 'bluesky') {
    if (host !== 'bsky.app' && !host.endsWith('.bsky.app')) return undefined;
    if (!handle.includes('.') || handle.startsWith('did:') || /(^|\.)bsky\.(social|app)$/.test(handle))
      return undefined;
    const owner = tierOf(handle, options);
    const official = officialVoice(owner, `official-accounts/bluesky-domain:${owner.domain}`);
    if (official) return official;
    if (owner.tier === 'unknown') return undefined;
    return { ...owner, list: `${owner.list ?? 'domain'} (bluesky-domain:${owner.domain})` };
  }
  if (post.platform === 'mastodon') {
    const server = handle.split('@')[1] ?? '';
    // Only the server that serves the page vouches for its own accounts; another server's copy proves nothing.
    if (!server || server !== host) return undefined;
    const owner = tierOf(server, options);
    const official = officialVoice(owner, `official-accounts/mastodon-server:${server}`);
    if (official) return official;
    if (owner.unreliable) return owner;
  }
  return undefined;
}

/**
 * Tier of a social post's rendered author (as its site reader read it from the page): an official account (A') only
 * when the platform serving `url` renders the post with that account; otherwise the platform's tier. A user override
 * of the platform's host wins.
 */
export function postAuthorTierOf(post: PostInfo, url: string, options: TierOptions): TierResult {
  const site = tierOf(url, options);
  if (site.list === 'override') return site;
  return (
    accountTier(post, { host: siteOf(url), domain: site.domain }, options) ?? platformTier(post, url, options)
  );
}

/**
 * Tier of a source: its rendered author's account when a site reader read the page as a social post, else its URL's
 * site (on a social platform, the platform's tier: a post that could not be read gets no account tier).
 */
export function sourceTierOf(
  source: { url: string; author?: PostInfo | null | undefined },
  options: TierOptions,
): TierResult {
  return source.author ? postAuthorTierOf(source.author, source.url, options) : tierOf(source.url, options);
}

/** Tier of the checked page's source: its author's account for a social post, its site for an article. */
export function articleTierOf(
  article: Pick<Article, 'url' | 'kind' | 'post'>,
  options: TierOptions,
): TierResult {
  return sourceTierOf(
    { url: article.url, author: article.kind === 'post' ? article.post : undefined },
    options,
  );
}
