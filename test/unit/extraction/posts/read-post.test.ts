/** Each site reader on the sandbox's post pages: only the author's posts are the article, in order, with offsets. */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ArticleSchema, type Article } from '../../../../lib/engine/schemas';
import { extractArticle } from '../../../../lib/extraction';
import { readPage } from '../../../../lib/extraction/read-page';
import { POST_PAGES, postPageByName, type SandboxPostPage } from '../../../sandbox/corpus/posts';
import { OLD_REDDIT_HOST, renderPostPage } from '../../../sandbox/corpus/posts-html';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';

const PORT = 8443;

function docOf(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function urlOf(page: SandboxPostPage, host = page.host): string {
  return `http://${host}:${PORT}${page.path}`;
}

function read(page: SandboxPostPage, options: { old?: boolean } = {}): Article {
  const host = options.old ? OLD_REDDIT_HOST : page.host;
  const result = extractArticle(docOf(renderPostPage(page, PORT, options)), {
    url: urlOf(page, host),
    config: ENGINE_CONFIG.extraction,
  });
  if (!result.ok) throw new Error(`${page.name}: ${result.reason}: ${result.message}`);
  return result.article;
}

function expectOnlyTheAuthor(page: SandboxPostPage, article: Article): void {
  for (const claim of page.claims) expect(article.text).toContain(claim.quote);
  for (const claim of page.otherClaims) expect(article.text).not.toContain(claim.quote);
  for (const other of page.others) {
    for (const paragraph of other.paragraphs) expect(article.text).not.toContain(paragraph);
  }
  // The author's posts, line by line and in order: nothing else.
  const expected = [...(page.title ? [page.title] : []), ...page.posts.flatMap((p) => p.paragraphs)];
  expect(article.paragraphs.map((p) => article.text.slice(p.start, p.end))).toEqual(expected);
}

describe.each(POST_PAGES.map((page) => [page.name, page] as const))('the %s page', (_name, page) => {
  const article = read(page);

  it('is read as the author’s post or thread, without replies, recommendations or ads', () => {
    expectOnlyTheAuthor(page, article);
    expect(article.kind).toBe('post');
    expect(article.post?.posts).toBe(page.posts.length);
  });

  it('names the author, the handle and the time of the first post', () => {
    expect(article.post?.authorName).toBe(page.author.name);
    expect(article.byline).toContain(page.author.name);
    expect(article.title).toContain(article.post!.handle);
    expect(article.publishedAt).toBe(page.posts[0]!.publishedAt);
    expect(article.lang).toMatch(/^en/);
  });

  it('fits the shared Article schema', () => {
    expect(ArticleSchema.parse(article)).toEqual(article);
  });

  it('is what the evidence fetcher reads too', () => {
    const text = readPage(
      {
        source: renderPostPage(page, PORT),
        contentType: 'text/html',
        url: urlOf(page),
        maxTextChars: 100_000,
      },
      ENGINE_CONFIG.extraction,
    );
    expect(text?.text).toBe(article.text);
  });
});

describe('handles per platform', () => {
  it('writes each platform’s handle as the platform does', () => {
    expect(read(postPageByName('x-thread')).post?.handle).toBe('@LakesideWater');
    expect(read(postPageByName('bluesky-thread')).post?.handle).toBe('@amaraokafor.bsky.social');
    expect(read(postPageByName('mastodon-thread')).post?.handle).toBe(
      '@LakesideTransit@toot.lakeside.example',
    );
    expect(read(postPageByName('reddit-thread')).post?.handle).toBe('u/harbour_historian');
  });

  it('gives the thread’s title by handle, and a Reddit post its own title and community', () => {
    expect(read(postPageByName('x-thread')).title).toBe('Thread by @LakesideWater (3 posts)');
    expect(read(postPageByName('reddit-thread')).title).toBe(
      'TIL the Gull Point lighthouse is the oldest in the region (post by u/harbour_historian in r/lakeside)',
    );
  });

  it('keeps each thread post’s own time', () => {
    const page = postPageByName('x-thread');
    const article = read(page);
    expect(article.publishedAt).toBe('2024-03-05T09:15:00.000Z');
    expect(article.post?.profileUrl).toBe(`http://x.com:${PORT}/LakesideWater`);
  });
});

describe('X status links without the author in the path', () => {
  it('takes the author from the focal tweet of /i/web/status/<id>', () => {
    const page = postPageByName('x-thread');
    const result = extractArticle(docOf(renderPostPage(page, PORT)), {
      url: `https://x.com/i/web/status/${page.posts[0]!.id}`,
      config: ENGINE_CONFIG.extraction,
    });
    expect(result.ok && result.article.post?.handle).toBe('@LakesideWater');
    expect(result.ok && result.article.text).not.toContain(page.otherClaims[0]!.quote);
  });
});

describe('a Bluesky anchor post without its postText mark', () => {
  it('is still read, from its longest text block', () => {
    const page = postPageByName('bluesky-thread');
    const html = renderPostPage(page, PORT).replace(
      /(<div data-testid="postThreadItem-by-[^"]+" class="css-175oi2r" style="padding-left: 16px;[\s\S]*?) data-testid="postText"/,
      '$1',
    );
    expect(html.match(/data-testid="postText"/g)).toHaveLength(page.posts.length - 1 + page.others.length);
    const result = extractArticle(docOf(html), { url: urlOf(page), config: ENGINE_CONFIG.extraction });
    if (!result.ok) throw new Error(result.message);
    expectOnlyTheAuthor(page, result.article);
  });
});

describe('old Reddit', () => {
  it('reads the same thread from old.reddit.com markup', () => {
    const page = postPageByName('reddit-thread');
    const article = read(page, { old: true });
    expectOnlyTheAuthor(page, article);
    expect(article.post?.handle).toBe('u/harbour_historian');
    expect(article.publishedAt).toBe(page.posts[0]!.publishedAt);
  });
});

describe('Mastodon on any host', () => {
  it('is known by its DOM, not by the host name', () => {
    const page = postPageByName('mastodon-thread');
    const html = renderPostPage(page, PORT);
    const result = extractArticle(docOf(html), {
      url: `https://fedi.somewhere-else.example${page.path}`,
      config: ENGINE_CONFIG.extraction,
    });
    expect(result.ok && result.article.post?.platform).toBe('mastodon');
  });
});

describe('pages that cannot be read', () => {
  it('says so for an X login wall, and points to Challenge this claim', () => {
    const wall = `<!DOCTYPE html><html lang="en"><head><title>X. It’s what’s happening / X</title></head><body>
      <div id="react-root"><main role="main"><div data-testid="primaryColumn"><h1>Happening now</h1>
      <a href="/i/flow/login" data-testid="loginButton">Sign in</a><a href="/i/flow/signup">Create account</a></div></main></div></body></html>`;
    const result = extractArticle(docOf(wall), {
      url: 'https://x.com/LakesideWater/status/1765432100000000001',
      config: ENGINE_CONFIG.extraction,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('not-article');
      expect(result.message).toMatch(/X page/);
      expect(result.message).toMatch(/Challenge this claim/);
    }
  });

  it('says so for a Reddit page with no post (a listing)', () => {
    const listing = `<!DOCTYPE html><html lang="en"><head><title>r/lakeside</title></head><body><shreddit-app>
      <main><shreddit-feed><article><a href="/r/lakeside/comments/1/x/">A link</a></article></shreddit-feed></main></shreddit-app></body></html>`;
    const result = extractArticle(docOf(listing), {
      url: 'https://www.reddit.com/r/lakeside/',
      config: ENGINE_CONFIG.extraction,
    });
    expect(!result.ok && result.message).toMatch(/Reddit page.*Challenge this claim/);
  });

  it('leaves ordinary sites to Readability', () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>Plain</title></head><body><article><h1>Plain</h1>${'<p>The harbour board approved a new pier for 12 million euros on Tuesday, officials said.</p>'.repeat(12)}</article></body></html>`;
    const result = extractArticle(docOf(html), {
      url: 'https://news.example/plain',
      config: ENGINE_CONFIG.extraction,
    });
    expect(result.ok && result.article.kind).toBeUndefined();
  });
});

describe('a quoted tweet', () => {
  it('is not the author’s words', () => {
    const page = postPageByName('x-thread');
    const quoted =
      '<div role="link" tabindex="0"><div data-testid="User-Name"><span>Someone</span><span>@someone</span></div><div data-testid="tweetText" lang="en"><span>The lake is 9,000 years old.</span></div></div>';
    const html = renderPostPage(page, PORT).replace(
      '<div class="css-175oi2r r-1kbdv8c',
      `${quoted}<div class="css-175oi2r r-1kbdv8c`,
    );
    const result = extractArticle(docOf(html), { url: urlOf(page), config: ENGINE_CONFIG.extraction });
    expect(result.ok && result.article.text).not.toContain('9,000 years');
    expect(result.ok && result.article.text).toContain(page.claims[0]!.quote);
  });
});
