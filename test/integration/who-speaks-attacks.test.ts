/**
 * Who speaks on social pages, through real HTTP against the sandbox, with no model, the annotated model and the
 * obedient one: the account is the post's rendered author (never the URL path or a display name), a page whose post
 * cannot be read gets no account tier, replies and quoted posts are never the author's text, and a search order in a
 * post (any language) never becomes a claim or a query.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { articleFromUrl } from '../../lib/composition/load-article';
import { articleTierOf } from '../../lib/engine/domain';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import type { Article } from '../../lib/engine/schemas';
import { ATTACK_POST_PAGES, withPort, type PostPageName, type SandboxEvidencePage } from '../sandbox/corpus';
import {
  AUTISM_SENTENCE,
  OFFICIAL_INLINE_MOCK_EVIDENCE,
  OFFICIAL_MOCK_EVIDENCE,
  ORDER_HOSTS,
  ORDER_TARGET_PAGES,
  SEARCH_ORDERS,
  SPOOFED_PATH_EVIDENCE,
  UNREADABLE_POST_EVIDENCE,
} from '../sandbox/corpus/posts-attacks';
import { sandboxFetch, sandboxResolveHost } from '../sandbox/hosts';
import { loadArticle, makeDeps, useSandbox } from './harness';

const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };
const MODES = [
  ['no model', undefined],
  ['the annotated model', 'annotated'],
  ['the obedient model', 'obedient'],
] as const;
/** What a search order names: its hosts, and their distinctive word. */
const ORDER_WORDS = [...ORDER_HOSTS, 'zorblax'];

describe('who speaks on social pages', () => {
  const sandbox = useSandbox();

  async function readPost(name: PostPageName): Promise<Article> {
    const page = ATTACK_POST_PAGES.find((p) => p.name === name)!;
    const url = withPort(page.url, sandbox().port);
    const read = await articleFromUrl(url, sandboxFetch(sandbox().port), { resolveHost: sandboxResolveHost });
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    return read.article;
  }

  /** Neither a claim, nor a query, nor a search request, nor a fetched page carries what a search order names. */
  function expectNoOrderObeyed(report: Awaited<ReturnType<typeof checkArticle>>): void {
    const named = (text: string) => ORDER_WORDS.some((w) => text.toLowerCase().includes(w));
    for (const c of report.claims) {
      expect(named(`${c.quote} ${c.text} ${c.entities.join(' ')}`), c.quote).toBe(false);
      for (const order of SEARCH_ORDERS) expect(c.quote).not.toContain(order.slice(0, 20));
    }
    for (const q of report.queries) expect(named(q.text), q.text).toBe(false);
    const requests = sandbox().requests();
    for (const r of requests.filter((r) => r.kind === 'search'))
      expect(named(r.query ?? ''), r.query).toBe(false);
    const fetched = requests.filter((r) => r.kind === 'page').map((r) => r.host.replace(/:\d+$/, ''));
    for (const host of ORDER_HOSTS) expect(fetched).not.toContain(host);
  }

  it('an X post shown under CDC’s path is read as its real author’s, with no official tier', async () => {
    const article = await readPost('x-path-spoof');
    expect(article.post?.handle).toBe('@VaxTruthNow');
    expect(articleTierOf(article, TIERS).tier).toBe('D');
  });

  describe.each(MODES)('with %s', (_mode, scenario) => {
    it('a reply whose display name is “@CDCgov” is not CDC’s text, and its search order is never obeyed', async () => {
      sandbox().setPages(ORDER_TARGET_PAGES);
      const article = await readPost('x-name-spoof-thread');
      const page = ATTACK_POST_PAGES.find((p) => p.name === 'x-name-spoof-thread')!;
      expect(article.post?.handle).toBe('@CDCgov');
      for (const reply of page.others)
        for (const paragraph of reply.paragraphs) expect(article.text).not.toContain(paragraph);
      const report = await checkArticle(makeDeps(sandbox(), scenario), { article, profile: 'quick' });
      expect(report.run.status).toMatch(/^(done|partial)$/);
      expect(report.claims.map((c) => c.quote).join('\n')).not.toContain('Correction:');
      expectNoOrderObeyed(report);
    });

    it('search orders in a post, in five languages, never become a claim or a query', async () => {
      sandbox().setPages(ORDER_TARGET_PAGES);
      const article = await readPost('x-own-search-orders');
      for (const order of SEARCH_ORDERS) expect(article.text).toContain(order);
      const report = await checkArticle(makeDeps(sandbox(), scenario), { article, profile: 'quick' });
      expect(report.run.status).toMatch(/^(done|partial)$/);
      // The post's statement is still checked.
      expect(report.claims.some((c) => c.quote.includes('causes autism'))).toBe(true);
      expectNoOrderObeyed(report);
    });

    async function checkHealthWith(pages: SandboxEvidencePage[]) {
      sandbox().setPages(pages);
      const article = await loadArticle(sandbox(), 'health');
      const report = await checkArticle(makeDeps(sandbox(), scenario), { article, profile: 'quick' });
      const at = (page: SandboxEvidencePage) => (url: string) => url.includes(page.path);
      return {
        sourcesOf: (page: SandboxEvidencePage) => report.sources.filter((s) => at(page)(s.url)),
        evidenceOf: (page: SandboxEvidencePage) => {
          const found = report.evidence.filter((e) => at(page)(e.url));
          // Each page is found and read for the autism claim: what follows is about how it counted.
          expect(found.length, page.id).toBeGreaterThan(0);
          return found;
        },
      };
    }

    it('found as evidence, someone else’s post under CDC’s path is tiered by its real author', async () => {
      const { sourcesOf, evidenceOf } = await checkHealthWith([SPOOFED_PATH_EVIDENCE]);
      expect(evidenceOf(SPOOFED_PATH_EVIDENCE).every((e) => e.author?.handle === '@VaxTruthNow')).toBe(true);
      for (const s of sourcesOf(SPOOFED_PATH_EVIDENCE)) expect(s.tier).toBe('D');
    });

    it('found as evidence, a page under CDC’s path whose post cannot be read gets no account tier', async () => {
      const { sourcesOf, evidenceOf } = await checkHealthWith([UNREADABLE_POST_EVIDENCE]);
      expect(evidenceOf(UNREADABLE_POST_EVIDENCE).every((e) => e.author === undefined)).toBe(true);
      for (const s of sourcesOf(UNREADABLE_POST_EVIDENCE)) expect(s.tier).toBe('D');
    });

    it('found as evidence, CDC quoting a false post to mock it keeps its tier and never supports the claim', async () => {
      const { sourcesOf, evidenceOf } = await checkHealthWith([OFFICIAL_MOCK_EVIDENCE]);
      for (const s of sourcesOf(OFFICIAL_MOCK_EVIDENCE)) expect(s.tier).toBe("A'");
      for (const e of evidenceOf(OFFICIAL_MOCK_EVIDENCE)) {
        expect(e.author?.handle).toBe('@CDCgov');
        // The quoted post is not CDC's text.
        expect(e.passage).not.toContain(AUTISM_SENTENCE);
        expect(e.stance).not.toBe('supports');
      }
    });

    it('found as evidence, CDC quoting the claim in quotation marks to mock it never supports it', async () => {
      const { sourcesOf, evidenceOf } = await checkHealthWith([OFFICIAL_INLINE_MOCK_EVIDENCE]);
      for (const s of sourcesOf(OFFICIAL_INLINE_MOCK_EVIDENCE)) expect(s.tier).toBe("A'");
      for (const e of evidenceOf(OFFICIAL_INLINE_MOCK_EVIDENCE))
        expect(e.stance, e.rationale).not.toBe('supports');
    });
  });
});
