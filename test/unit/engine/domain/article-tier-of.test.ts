import { describe, expect, it } from 'vitest';
import { articleTierOf, sourceTierOf, tierOf } from '../../../../lib/engine/domain';
import { postAuthorTierOf } from '../../../../lib/engine/domain/tiers/article-tier-of';
import type { Article, PostInfo } from '../../../../lib/engine/schemas';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

function post(platform: PostInfo['platform'], handle: string, profileUrl: string, url: string) {
  const info: PostInfo = { platform, handle, authorName: handle, profileUrl, posts: 1 };
  const article: Pick<Article, 'url' | 'kind' | 'post'> = { url, kind: 'post', post: info };
  return article;
}

describe('articleTierOf: a social post is tiered by its account', () => {
  it("gives an official X account A' and anyone else on X the platform's D", () => {
    const who = post('x', '@WHO', 'https://x.com/WHO', 'https://x.com/WHO/status/1');
    expect(articleTierOf(who, TIERS)).toMatchObject({ tier: "A'", list: 'official-accounts/x/who' });
    const someone = post(
      'x',
      '@LakesideWater',
      'https://x.com/LakesideWater',
      'https://x.com/LakesideWater/status/1',
    );
    expect(articleTierOf(someone, TIERS).tier).toBe('D');
  });

  it("treats a Bluesky domain handle as the domain's own account (who.int → A', a B outlet stays B)", () => {
    const who = post(
      'bluesky',
      '@who.int',
      'https://bsky.app/profile/who.int',
      'https://bsky.app/profile/who.int/post/3k',
    );
    expect(articleTierOf(who, TIERS)).toMatchObject({ tier: "A'", domain: 'who.int' });
    const user = post(
      'bluesky',
      '@amaraokafor.bsky.social',
      'https://bsky.app/profile/amaraokafor.bsky.social',
      'https://bsky.app/profile/amaraokafor.bsky.social/post/3k',
    );
    expect(articleTierOf(user, TIERS).tier).toBe('D');
  });

  it("gives an account on a government-run Mastodon server A', and any other server's account D", () => {
    const gov = post(
      'mastodon',
      '@EU_Commission@ec.social-network.europa.eu',
      'https://ec.social-network.europa.eu/@EU_Commission',
      'https://ec.social-network.europa.eu/@EU_Commission/111',
    );
    expect(articleTierOf(gov, TIERS).tier).toBe("A'");
    const other = post(
      'mastodon',
      '@LakesideTransit@toot.lakeside.example',
      'https://toot.lakeside.example/@LakesideTransit',
      'https://toot.lakeside.example/@LakesideTransit/112',
    );
    expect(articleTierOf(other, TIERS)).toMatchObject({ tier: 'D', list: 'social/mastodon' });
  });

  it('tiers a Bluesky post found as evidence by its rendered domain handle, never by its path', () => {
    const url = (handle: string) => `https://bsky.app/profile/${handle}/post/3kabc`;
    const author = (handle: string): PostInfo => ({
      platform: 'bluesky',
      handle: `@${handle}`,
      authorName: handle,
      profileUrl: `https://bsky.app/profile/${handle}`,
      posts: 1,
    });
    expect(sourceTierOf({ url: url('who.int'), author: author('who.int') }, TIERS)).toMatchObject({
      tier: "A'",
      domain: 'who.int',
    });
    expect(sourceTierOf({ url: url('reuters.com'), author: author('reuters.com') }, TIERS).tier).toBe('B');
    expect(
      sourceTierOf({ url: url('someone.bsky.social'), author: author('someone.bsky.social') }, TIERS).tier,
    ).toBe('D');
    // The path alone, or a path naming another account than the one rendered, gives no account tier.
    expect(tierOf(url('who.int'), TIERS).tier).toBe('D');
    expect(sourceTierOf({ url: url('who.int'), author: author('someone.bsky.social') }, TIERS).tier).toBe(
      'D',
    );
  });

  it('gives no account tier to a page on another host that renders a platform’s markup', () => {
    const who = post('x', '@WHO', 'https://evil.example/WHO', 'https://evil.example/WHO/status/1');
    expect(articleTierOf(who, TIERS).tier).not.toBe("A'");
    const gov = post(
      'mastodon',
      '@EU_Commission@ec.social-network.europa.eu',
      'https://ec.social-network.europa.eu/@EU_Commission',
      'https://toot.evil.example/@EU_Commission@ec.social-network.europa.eu/111',
    );
    expect(articleTierOf(gov, TIERS).tier).toBe('D');
  });

  it('gives a Reddit post the platform tier, and lets a user override win', () => {
    const r = post(
      'reddit',
      'u/someone',
      'https://www.reddit.com/user/someone/',
      'https://www.reddit.com/r/x/comments/1/y/',
    );
    expect(articleTierOf(r, TIERS).tier).toBe('D');
    expect(postAuthorTierOf(r.post!, r.url, { ...TIERS, overrides: { 'reddit.com': 'C' } }).tier).toBe('C');
  });

  it('tiers an article by its site as before', () => {
    expect(articleTierOf({ url: 'https://www.who.int/news/item/1' }, TIERS).tier).toBe('A');
  });
});
