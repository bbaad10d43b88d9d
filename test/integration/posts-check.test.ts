/** A social post checked in Node (the CLI's path): fetched from the sandbox, read by its site reader, checked. */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { articleFromUrl } from '../../lib/composition/load-article';
import type { Article } from '../../lib/engine/schemas';
import { POST_PAGES, withPort, type SandboxPostPage } from '../sandbox/corpus';
import { sandboxFetch, sandboxResolveHost } from '../sandbox/hosts';
import { makeDeps, useSandbox } from './harness';

describe('social posts through the engine', () => {
  const sandbox = useSandbox();

  async function readPost(page: SandboxPostPage): Promise<Article> {
    const url = withPort(page.url, sandbox().port);
    const read = await articleFromUrl(url, sandboxFetch(sandbox().port), { resolveHost: sandboxResolveHost });
    if (!read.ok) throw new Error(`${page.name}: ${read.message}`);
    return read.article;
  }

  it.each(POST_PAGES.map((p) => [p.name, p] as const))(
    'the %s page with a model: every claim of the author is checked, no reply’s is extracted',
    async (_name, page) => {
      const article = await readPost(page);
      expect(article.kind).toBe('post');
      const report = await checkArticle(makeDeps(sandbox(), 'annotated'), { article, profile: 'quick' });
      expect(report.run.status).toMatch(/^(done|partial)$/);
      const quotes = report.claims.map((c) => c.quote);
      for (const claim of page.claims) expect(quotes).toContain(claim.quote);
      for (const claim of page.otherClaims) expect(quotes).not.toContain(claim.quote);
    },
  );

  it.each(POST_PAGES.map((p) => [p.name, p] as const))(
    'the %s page without a model: the heuristic extractor sees only the author’s words',
    async (_name, page) => {
      const article = await readPost(page);
      const report = await checkArticle(makeDeps(sandbox(), undefined), { article, profile: 'quick' });
      const quotes = report.claims.map((c) => c.quote);
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(article.text).toContain(quote);
      const others = page.others.flatMap((o) => o.paragraphs);
      for (const quote of quotes) for (const other of others) expect(other).not.toContain(quote);
    },
  );
});
