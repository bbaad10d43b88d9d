/** Social posts in the extension: each site's sandbox post page yields its author's claims, never the replies'. */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Claim, Run } from '../../lib/engine/schemas';
import { POST_PAGES, postPageByName, withPort, type SandboxPostPage } from '../sandbox/corpus';
import { readStore, SCREENSHOT_DIR, type ExtensionHarness } from './fixtures';
import { SidePanelPage } from './pages/side-panel-page';
import { useExtension } from './use-extension';
import { challengeFromMenu } from './pages/context-menu';

const NOTES_SCREEN = '/work/notes/screens/posts-panel.png';

describe('social posts in the extension', () => {
  const harness = useExtension({ sandbox: {} });

  async function waitForRun(
    panel: Awaited<ReturnType<ExtensionHarness['openSidePanel']>>,
    match: (r: Run) => boolean,
  ) {
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          run = (await readStore<Run>(panel, 'runs')).find(match);
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    return run!;
  }

  async function checkPost(page: SandboxPostPage) {
    const url = withPort(page.url, harness().sandbox.port);
    const { page: tab, tabId } = await harness().openTab(url);
    const panel = await harness().openSidePanel(tabId);
    await expect
      .poll(() => panel.getByTestId('article-posts').textContent(), { timeout: 20_000 })
      .toContain(page.site === 'reddit' ? `u/${page.author.handle}` : page.author.handle.split('@')[0]!);
    // The account is tiered like any source: these sandbox authors are no official accounts. (The tier reading
    // loads on demand, with the public suffix list: poll.)
    await expect
      .poll(() => panel.getByTestId('article-account-tier').textContent(), { timeout: 5_000 })
      .toBe('social account');
    // The button says what the tab holds: one post, or a thread of the author's posts.
    await panel
      .getByRole('button', { name: page.posts.length > 1 ? 'Check this thread' : 'Check this post' })
      .click();
    const run = await waitForRun(
      panel,
      (r) => r.article.kind === 'post' && r.article.post?.platform === page.site,
    );
    const claims = (await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === run.id);
    return { tab, panel, run, claims };
  }

  it.each(POST_PAGES.map((p) => [p.name, p] as const))(
    'the %s page yields its author’s claims in the panel, and none from the replies',
    async (_name, page) => {
      const { tab, panel, run, claims } = await checkPost(page);
      expect(run.article.post?.authorName).toBe(page.author.name);
      const quotes = claims.map((c) => c.quote);
      for (const claim of page.claims) expect(quotes).toContain(claim.quote);
      for (const claim of page.otherClaims) expect(quotes).not.toContain(claim.quote);

      // What the reader sees: the author's claims listed, the replies' nowhere in the panel.
      const list = panel.getByTestId('run-view');
      await expect
        .poll(async () => (await list.textContent()) ?? '', { timeout: 15_000 })
        .toContain(page.claims[0]!.text.slice(0, 40));
      const shown = (await panel.locator('body').textContent()) ?? '';
      for (const claim of page.otherClaims) expect(shown).not.toContain(claim.text.slice(0, 40));

      if (page.name === 'x-thread') {
        await harness().screenshot(panel, 'posts-panel');
        await mkdir('/work/notes/screens', { recursive: true });
        await copyFile(join(SCREENSHOT_DIR, 'posts-panel.png'), NOTES_SCREEN);
      }
      await panel.close();
      await tab.close();
    },
  );

  it('says when a post cannot be read, and Challenge this claim still checks a selected statement', async () => {
    const page = postPageByName('x-thread');
    // An X page with no tweet on it, as a login wall or an unknown layout would be.
    const url = withPort('http://x.com/i/flow/login', harness().sandbox.port);
    const { page: tab, tabId } = await harness().openTab(url);
    const panel = await harness().openSidePanel(tabId);
    await expect
      .poll(() => panel.getByTestId('uncheckable').textContent(), { timeout: 20_000 })
      .toMatch(/could not find a post to read on this X page.*Challenge this claim/);

    const statement = page.claims[0]!.quote;
    const runId = await challengeFromMenu(harness(), tabId, statement);
    expect(runId).toBeTruthy();
    const run = await waitForRun(panel, (r) => r.id === runId);
    expect(run.kind).toBe('challenge');
    const claims = (await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === run.id);
    expect(claims.map((c) => c.quote)).toEqual([statement]);
    await expect
      .poll(() => panel.getByTestId('challenge-alone').textContent(), { timeout: 15_000 })
      .toMatch(/could not read this page, so the selected statement was checked on its own/);
    await panel.close();
    await tab.close();
  });

  it('the Privacy section says what a PDF and a post check send where', async () => {
    const { page: tab, tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panel = await harness().openSidePanel(tabId);
    await new SidePanelPage(panel).openTab('Settings');
    const pdf = (await panel.getByTestId('privacy-pdf').textContent()) ?? '';
    const post = (await panel.getByTestId('privacy-post').textContent()) ?? '';
    expect(pdf).toMatch(/read in this browser and never uploaded/);
    expect(pdf).toMatch(/model provider/);
    expect(post).toMatch(/only its author’s posts/);
    expect(post).toMatch(/search providers/);
    await panel.close();
    await tab.close();
  });
});
