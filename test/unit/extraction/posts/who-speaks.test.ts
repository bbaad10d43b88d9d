/** Who speaks on a social page: the post's rendered author, never the URL path or a display name; replies and quotes are not the author's words. */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { articleTierOf, sourceTierOf } from '../../../../lib/engine/domain';
import type { Article } from '../../../../lib/engine/schemas';
import { extractArticle } from '../../../../lib/extraction';
import { readPage } from '../../../../lib/extraction/read-page';
import type { PostPageName } from '../../../sandbox/corpus/posts';
import {
  ATTACK_POST_PAGES,
  AUTISM_SENTENCE,
  OFFICIAL_MOCK_EVIDENCE,
  SPOOFED_PATH_EVIDENCE,
  NAME_SPOOFER,
  UNREADABLE_POST_EVIDENCE,
} from '../../../sandbox/corpus/posts-attacks';
import { renderPostPage, renderXStatus } from '../../../sandbox/corpus/posts-html';
import { renderEvidence } from '../../../sandbox/html';
import type { SandboxEvidencePage } from '../../../sandbox/corpus';

const PORT = 8443;
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

function attackPage(name: PostPageName) {
  const page = ATTACK_POST_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(name);
  return page;
}

function extract(name: PostPageName, url?: string) {
  const page = attackPage(name);
  const doc = parseHTML(renderPostPage(page, PORT)).document as unknown as Document;
  return extractArticle(doc, {
    url: url ?? `https://${page.host}${page.path}`,
    config: ENGINE_CONFIG.extraction,
  });
}

function article(name: PostPageName, url?: string): Article {
  const result = extract(name, url);
  if (!result.ok) throw new Error(`${name}: ${result.message}`);
  return result.article;
}

function asEvidence(page: SandboxEvidencePage) {
  const url = `https://${page.host}${page.path}`;
  const read = readPage(
    { source: renderEvidence(page, PORT), contentType: 'text/html', url, maxTextChars: 100_000 },
    ENGINE_CONFIG.extraction,
  );
  if (!read) throw new Error(`${page.id}: nothing read`);
  return { url, read, tier: sourceTierOf({ url, author: read.author }, TIERS) };
}

describe('an X post shown under an official account’s path', () => {
  it('is the post of the account it is rendered with, which gets no official tier', () => {
    const read = article('x-path-spoof');
    expect(read.post?.handle).toBe('@VaxTruthNow');
    expect(read.text).toContain('and the CDC knows it');
    expect(articleTierOf(read, TIERS).tier).toBe('D');
  });

  it('found as evidence, is tiered by its rendered author, not by the path', () => {
    const { read, tier } = asEvidence(SPOOFED_PATH_EVIDENCE);
    expect(read.author?.handle).toBe('@VaxTruthNow');
    expect(tier.tier).toBe('D');
  });

  it('keeps the official tier for the official account’s own post', () => {
    const { read, tier } = asEvidence(OFFICIAL_MOCK_EVIDENCE);
    expect(read.author?.handle).toBe('@CDCgov');
    expect(tier).toMatchObject({ tier: "A'", list: 'official-accounts/x/cdcgov' });
  });
});

describe('a page under an official path whose post cannot be read', () => {
  it('is read as a plain page with no account, so it gets no account tier', () => {
    const { read, tier } = asEvidence(UNREADABLE_POST_EVIDENCE);
    expect(read.author).toBeUndefined();
    expect(tier.tier).toBe('D');
  });

  it('a URL alone never names the speaker', () => {
    for (const url of [
      'https://x.com/CDCgov/status/1',
      'https://twitter.com/WHO/status/1',
      'https://bsky.app/profile/who.int/post/3kabc',
    ]) {
      expect(sourceTierOf({ url }, TIERS).tier, url).toBe('D');
    }
  });
});

describe('a reply whose display name is an official handle', () => {
  it('is not the official account’s text', () => {
    const page = attackPage('x-name-spoof-thread');
    const read = article('x-name-spoof-thread');
    expect(read.post?.handle).toBe('@CDCgov');
    expect(read.post?.posts).toBe(1);
    for (const other of page.others)
      for (const paragraph of other.paragraphs) expect(read.text).not.toContain(paragraph);
  });

  it('opened as the focal post under CDC’s path, is the post of its real handle', () => {
    const reply = attackPage('x-name-spoof-thread').others[0]!;
    const html = renderXStatus({ author: NAME_SPOOFER, posts: [reply], others: [] });
    const doc = parseHTML(html).document as unknown as Document;
    const result = extractArticle(doc, {
      url: `https://x.com/CDCgov/status/${reply.id}`,
      config: ENGINE_CONFIG.extraction,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.article.post?.handle).toBe('@CDCgov_alerts');
    expect(articleTierOf(result.article, TIERS).tier).toBe('D');
  });
});

describe('a quoted post', () => {
  it('inside an official account’s X post is not the account’s text', () => {
    const { read } = asEvidence(OFFICIAL_MOCK_EVIDENCE);
    expect(read.text).toContain('found no link');
    expect(read.text).not.toContain(AUTISM_SENTENCE);
  });

  it.each(['bluesky-quote-only', 'mastodon-quote-only'] as const)(
    'is not the words of a post that has none of its own (%s)',
    (name) => {
      const result = extract(name);
      // No words of the author's own: nothing to check, and never the quoted author's words as theirs.
      expect(result.ok && result.article.text).not.toContain('causes autism');
    },
  );

  it('found as evidence, a Bluesky quote-only post never lends who.int’s tier to the quoted words', () => {
    const result = extract('bluesky-quote-only');
    expect(result.ok && result.article.text).not.toContain('causes autism');
    const page = attackPage('bluesky-quote-only');
    const url = `https://${page.host}${page.path}`;
    const read = readPage(
      { source: renderPostPage(page, PORT), contentType: 'text/html', url, maxTextChars: 100_000 },
      ENGINE_CONFIG.extraction,
    );
    // Whatever a fallback reads, the quoted words are never who.int's: no account tier.
    expect(sourceTierOf({ url, author: read?.author }, TIERS).tier).not.toBe("A'");
  });
});
