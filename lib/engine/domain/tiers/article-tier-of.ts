/** articleTierOf: the tier of what was checked — an article's site, or a social post's account (official → A'). */
import type { Article, PostInfo } from '../../schemas';
import { officialVoice, tierOf, type TierOptions, type TierResult } from './tier-of';

/** The platform's own tier (D for social platforms, per the curated list), named as the account's list. */
function platformTier(post: PostInfo, url: string, options: TierOptions): TierResult {
  const platform = tierOf(url, options);
  if (platform.tier !== 'unknown') return platform;
  // Mastodon runs on any host: an unlisted server is still a social platform.
  return { tier: 'D', unreliable: false, domain: platform.domain, list: `social/${post.platform}` };
}

/**
 * Tier of a social post's author, from its profile: official X (and other listed platforms') accounts by handle,
 * Bluesky domain handles by their domain (`tierOf` knows both). Mastodon: an account on a server run by a tier-A
 * body (`social.bund.de`) is that body's (A'). Otherwise the platform's tier.
 */
export function postAuthorTierOf(post: PostInfo, url: string, options: TierOptions): TierResult {
  const byProfile = tierOf(post.profileUrl, options);
  if (byProfile.tier === "A'" || byProfile.list === 'override') return byProfile;
  if (post.platform === 'mastodon') {
    const server = post.handle.replace(/^@/, '').split('@')[1] ?? '';
    const owner = server ? tierOf(server, options) : null;
    const official = owner && officialVoice(owner, `official-accounts/mastodon-server:${server}`);
    if (official) return official;
    if (owner?.unreliable) return owner;
  }
  return platformTier(post, url, options);
}

/** Tier of the checked page's source: its author's account for a social post, its site for an article. */
export function articleTierOf(
  article: Pick<Article, 'url' | 'kind' | 'post'>,
  options: TierOptions,
): TierResult {
  if (article.kind === 'post' && article.post) return postAuthorTierOf(article.post, article.url, options);
  return tierOf(article.url, options);
}
