/** Background wiring under WXT's fake browser: side panel behaviour, challenge context, command validation. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { configureSidePanel } from '../../../lib/background/side-panel';
import { challengeContext } from '../../../lib/background/context-menu';
import { inspectTab } from '../../../lib/background/inspect-tab';
import type { ExtractionResult } from '../../../lib/engine/schemas';
import * as messenger from '../../../lib/messaging/messenger';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { fakeArticle } from '../../builders';

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('toolbar button', () => {
  it('opens the side panel on click in Chrome', () => {
    const setPanelBehavior = vi.fn(() => Promise.resolve());
    Object.assign(fakeBrowser, { sidePanel: { setPanelBehavior, open: vi.fn() } });
    configureSidePanel();
    expect(setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: true });
    Object.assign(fakeBrowser, { sidePanel: undefined });
  });

  it('toggles the sidebar in Firefox, where there is no side panel API', async () => {
    const toggle = vi.fn(() => Promise.resolve());
    Object.assign(fakeBrowser, { sidePanel: undefined, sidebarAction: { toggle } });
    configureSidePanel();
    await fakeBrowser.action.onClicked.trigger({ id: 1 } as never);
    expect(toggle).toHaveBeenCalledTimes(1);
    Object.assign(fakeBrowser, { sidebarAction: undefined });
  });
});

describe('Challenge this claim', () => {
  it('uses the page as context when it is an article', () => {
    const article = fakeArticle();
    expect(challengeContext('a statement', { url: article.url, title: 'x' }, { ok: true, article })).toBe(
      article,
    );
  });

  it('falls back to the selection alone on pages that are not articles, keeping exact offsets', () => {
    const context = challengeContext(
      '  The bridge carried 40,000 cars a day in 2020.  ',
      { url: 'https://example.org/forum/thread', title: 'Forum thread' },
      { ok: false, reason: 'not-article', message: 'not an article' },
    );
    expect(context.text).toBe('The bridge carried 40,000 cars a day in 2020.');
    expect(context.paragraphs).toEqual([{ start: 0, end: context.text.length }]);
    expect(context.title).toBe('Forum thread');
    expect(context.wordCount).toBe(9);
    expect(context.kind).toBe('selection');
  });
});

describe('inspectTab', () => {
  it('refuses browser pages and blocked sites with a sentence, without injecting anything', async () => {
    const executeScript = vi.fn();
    Object.assign(fakeBrowser, { scripting: { executeScript } });
    const settingsTab = await fakeBrowser.tabs.create({ url: 'chrome://settings' });
    const bankTab = await fakeBrowser.tabs.create({ url: 'https://online.mybank.com/accounts' });

    const browserPage = await inspectTab(settingsTab.id!, () => false);
    expect(browserPage).toMatchObject({ ok: false, reason: 'restricted-url' });

    const blocked = await inspectTab(bankTab.id!, (url) => url.includes('bank'));
    expect(blocked).toMatchObject({ ok: false, reason: 'blocked-site' });
    expect(blocked.ok ? '' : blocked.message).toMatch(/never to check/);
    expect(executeScript).not.toHaveBeenCalled();
  });

  it('reads a PDF tab from its address: by the .pdf suffix, or when the page says it is a PDF', async () => {
    const pdfArticle = { ok: true, article: { title: 'Report' } } as unknown as ExtractionResult;
    const readPdf = vi.fn(async () => pdfArticle);
    const executeScript = vi.fn();
    Object.assign(fakeBrowser, { scripting: { executeScript } });
    const suffixTab = await fakeBrowser.tabs.create({ url: 'https://example.org/report.pdf' });
    expect(await inspectTab(suffixTab.id!, () => false, readPdf)).toBe(pdfArticle);
    expect(readPdf).toHaveBeenCalledWith('https://example.org/report.pdf', true);
    expect(executeScript).not.toHaveBeenCalled();

    // No suffix: the content script reports the document's PDF content type.
    const bareTab = await fakeBrowser.tabs.create({ url: 'https://example.org/download?id=7' });
    vi.spyOn(messenger, 'sendMessage').mockResolvedValueOnce({ ok: false, reason: 'pdf', message: 'a PDF' });
    expect(await inspectTab(bareTab.id!, () => false, readPdf)).toBe(pdfArticle);
    expect(readPdf).toHaveBeenLastCalledWith('https://example.org/download?id=7', true);
  });

  it('asks the address when the browser refuses the content script (a PDF viewer), else says why', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.org/viewer' });
    Object.assign(fakeBrowser, {
      scripting: {
        executeScript: vi.fn().mockRejectedValue(new Error('Cannot access contents of the page')),
      },
    });
    const pdfArticle = { ok: true, article: { title: 'Report' } } as unknown as ExtractionResult;
    expect(
      await inspectTab(
        tab.id!,
        () => false,
        async () => pdfArticle,
      ),
    ).toBe(pdfArticle);
    const notPdf = await inspectTab(
      tab.id!,
      () => false,
      async () => null,
    );
    expect(notPdf).toMatchObject({ ok: false, reason: 'no-access' });
    expect(notPdf.ok ? '' : notPdf.message).toMatch(/does not let extensions read this page/);

    // An error page is no PDF viewer: the address is not asked.
    Object.assign(fakeBrowser, {
      scripting: { executeScript: vi.fn().mockRejectedValue(new Error('Frame is showing error page')) },
    });
    const readPdf = vi.fn(async () => pdfArticle);
    const offline = await inspectTab(tab.id!, () => false, readPdf);
    expect(offline.ok ? '' : offline.message).toMatch(/did not load/);
    expect(readPdf).not.toHaveBeenCalled();
  });

  it('says the tab is gone when it was closed', async () => {
    const result = await inspectTab(424242, () => false);
    expect(result).toMatchObject({ ok: false, reason: 'no-access' });
  });
});

describe('JobRunner', () => {
  it('marks a run failed, with the storage message, when the database refuses it mid-run', async () => {
    const { JobRunner } = await import('../../../lib/background/job-runner');
    const { InMemoryResearchStore } = await import('../../../lib/engine/adapters/memory/research-store');
    const { EngineError } = await import('../../../lib/engine/errors');
    const { sequentialIds, manualClock } = await import('../../../lib/engine/adapters/memory/system-clock');
    class FullStore extends InMemoryResearchStore {
      override listClaims(): Promise<never> {
        return Promise.reject(
          new EngineError(
            'store/quota',
            'Browser storage is full: delete old runs in History or export them first.',
          ),
        );
      }
    }
    const store = new FullStore();
    const deps = {
      llm: null,
      search: { id: 'none', search: () => Promise.resolve([]) },
      fetcher: { fetchPage: () => Promise.reject(new Error('unused')) },
      store,
      clock: manualClock(),
      ids: sequentialIds(),
      config: ENGINE_CONFIG,
    };
    const settled = new Promise<void>((resolve) => {
      const original = store.putRun.bind(store);
      store.putRun = async (run) => {
        await original(run);
        if (run.status === 'failed') resolve();
      };
    });
    const runner = new JobRunner(async () => ({
      deps,
      budget: { maxModelCalls: 1, maxTokens: 1, maxSearches: 1, maxSeconds: 1 },
    }));
    const runId = await runner.start({ article: fakeArticle(), profile: 'quick', kind: 'article' });
    await settled;
    expect(await store.getRun(runId)).toMatchObject({
      status: 'failed',
      error: { code: 'store/quota', message: expect.stringMatching(/storage is full/) },
    });
  });
});

describe('unreadable pages', () => {
  it('says a page did not load instead of quoting the browser', async () => {
    const { unreadableMessage } = await import('../../../lib/background/inspect-tab');
    const offline = unreadableMessage('Frame with ID 0 is showing error page');
    expect(offline).toMatch(/did not load.*offline/);
    expect(offline).not.toMatch(/Frame with ID/);
    expect(unreadableMessage('Cannot access contents of the page')).toMatch(/does not let extensions read/);
    expect(unreadableMessage('something odd')).toBe(
      'Cartographer could not read this page. Reload the page and try again.',
    );
  });
});
