/**
 * The extension cannot be turned against its user from a web page: from the content script's world (where a
 * compromised page would strike) every privileged message is refused and storage.local (API keys) is out of
 * reach, while the side panel keeps every power. A forged import shows as imported, never as the page's check.
 */
import { describe, expect, it } from 'vitest';
import type { CDPSession, Worker } from 'playwright-core';
import type { Run } from '../../lib/engine/schemas';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';
import { HistoryPage } from './pages/history-page';
import { bridgeRun, exportBundle, writeTempFile } from './pages/run-bundle';
import { importFixtureRuns } from './pages/seed-runs';

type Reply = { res?: { ok?: boolean; error?: { code: string; message: string } } & Record<string, unknown> };

/** What the content-script world tries, run in our content script's isolated world in `tabId`. */
async function attackFromContentScript(sw: Worker, tabId: number, otherTabId: number) {
  return sw.evaluate(
    async ({ tabId, otherTabId }) => {
      await chrome.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/content.js'] });
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId },
        world: 'ISOLATED',
        args: [otherTabId],
        func: async (other: number) => {
          const send = (type: string, data?: unknown) =>
            chrome.runtime
              .sendMessage({ id: 1, type, data, timestamp: Date.now() })
              .catch((error: Error) => ({ err: error.message }));
          const forged = {
            format: 'cartographer-export',
            version: 1,
            runs: [],
          };
          let storage: string;
          try {
            storage = JSON.stringify(await chrome.storage.local.get(null));
          } catch (error) {
            storage = `error: ${(error as Error).message}`;
          }
          return {
            importRuns: await send('importRuns', { bundle: forged }),
            deleteRun: await send('deleteRun', { runId: 'run-bridge' }),
            clearAllData: await send('clearAllData', { confirm: true }),
            testConnection: await send('testConnection'),
            startCheck: await send('startCheck', { tabId: other }),
            inspectTab: await send('inspectTab', { tabId: other }),
            highlightRun: await send('highlightRun', { runId: 'run-bridge', tabId: other, enabled: true }),
            openClaim: await send('openClaim', { runId: 'run-bridge', claimId: 'c-traffic' }),
            storage,
          };
        },
      });
      return injection?.result as Record<string, unknown>;
    },
    { tabId, otherTabId },
  );
}

describe('extension surface', () => {
  const harness = useExtension({ sandbox: {} });

  it('refuses every privileged message from the content-script world and keeps storage.local out of its reach', async () => {
    const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const other = await harness().openTab(harness().sandbox.articleUrls.news);
    const panel = new HistoryPage(await harness().openSidePanel(tabId));
    await importFixtureRuns(panel);
    const runsBefore = (await readStore<Run>(panel.page, 'runs')).map((r) => r.id).sort();
    expect(runsBefore).toEqual(['run-bridge', 'run-vaccine']);
    harness().sandbox.reset();

    const tried = await attackFromContentScript(await harness().worker(), tabId, other.tabId);

    for (const type of [
      'importRuns',
      'deleteRun',
      'clearAllData',
      'testConnection',
      'startCheck',
      'highlightRun',
    ]) {
      expect({ type, reply: tried[type] }).toMatchObject({
        type,
        reply: {
          res: { ok: false, error: { code: 'input/refused', message: expect.stringMatching(/^Refused/) } },
        },
      });
    }
    expect(tried.inspectTab).toMatchObject({
      res: { ok: false, message: expect.stringMatching(/^Refused/) },
    });
    // A claim of a run that is not highlighted in this tab cannot be opened either.
    expect(tried.openClaim).toMatchObject({ res: { ok: false, error: { code: 'input/refused' } } });
    // The keys in storage.local: not readable from there.
    expect(tried.storage).not.toContain('sk-test');
    expect(tried.storage).toMatch(/^error: /);

    // Nothing happened: same runs, no model call, no check of the other tab.
    expect((await readStore<Run>(panel.page, 'runs')).map((r) => r.id).sort()).toEqual(runsBefore);
    expect(
      harness()
        .sandbox.requests()
        .filter((r) => r.kind === 'model'),
    ).toEqual([]);
    // The page's own scripts have no messaging at all.
    expect(
      await page.evaluate(
        () =>
          typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime
            ?.sendMessage,
      ),
    ).toBe('undefined');
    await page.close();
    await other.page.close();
    await panel.page.close();
  });

  it('lets the side panel do all of it', async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panel = await harness().openSidePanel(tabId);
    const results = await panel.evaluate(async (tab) => {
      const send = (type: string, data?: unknown) =>
        chrome.runtime.sendMessage({ id: 1, type, data, timestamp: Date.now() }) as Promise<Reply>;
      const settings = (await chrome.storage.local.get('settings')) as {
        settings?: { model?: { apiKey?: string } };
      };
      return {
        apiKey: settings.settings?.model?.apiKey,
        testConnection: await send('testConnection'),
        inspectTab: await send('inspectTab', { tabId: tab }),
        deleteRun: await send('deleteRun', { runId: 'run-vaccine' }),
        clearAllData: await send('clearAllData', { confirm: true }),
      };
    }, tabId);
    expect(results.apiKey).toBe('sk-test');
    expect(results.testConnection).toMatchObject({ res: { ok: true } });
    expect(results.inspectTab).toMatchObject({ res: { ok: true } });
    expect(results.deleteRun).toEqual({ res: { ok: true } });
    expect(results.clearAllData).toEqual({ res: { ok: true } });
    expect(await readStore<Run>(panel, 'runs')).toEqual([]);
    await panel.close();
  });

  it('shows a forged import as imported, never as the page’s last check', async () => {
    const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const forged = bridgeRun();
    const title = 'Forged: vaccines fully vindicated';
    // The file claims to be a local check of this very page, made just now.
    Object.assign(forged.run, {
      origin: 'local',
      createdAt: Date.now(),
      updatedAt: Date.now(),
      article: { ...forged.run.article, url: page.url(), canonicalUrl: page.url(), title },
    });
    const panel = new HistoryPage(await harness().openSidePanel(tabId));
    await panel.openTab('History');
    await panel.importFile(await writeTempFile('forged.json', exportBundle([forged])));
    await expect.poll(() => panel.importOutcome().textContent(), { timeout: 15_000 }).toContain('Imported 1');

    const row = panel.row(title);
    await expect.poll(() => row.getByTestId('run-provenance').textContent()).toBe('Imported');
    const [stored] = await readStore<Run>(panel.page, 'runs');
    expect(stored).toMatchObject({ id: 'run-bridge', origin: 'imported', importedAt: expect.any(Number) });

    // A fresh panel on that page: the page is ready to check, the forged run is not shown as its last check.
    await panel.page.close();
    const fresh = new HistoryPage(await harness().openSidePanel(tabId));
    await fresh.articleTitle().waitFor({ timeout: 15_000 });
    await fresh.page.getByRole('button', { name: 'Check this article' }).waitFor();
    expect(await fresh.page.getByTestId('run-view').count()).toBe(0);

    // Reopened from History it says where it came from.
    await fresh.openTab('History');
    await fresh
      .row(title)
      .getByRole('button', { name: `Reopen ${title}` })
      .click();
    await expect
      .poll(() => fresh.page.getByTestId('run-view').getByTestId('run-provenance').textContent(), {
        timeout: 10_000,
      })
      .toMatch(/^Imported from a file on .+ — not checked in this browser\.$/);
    await fresh.page.close();
    await page.close();
  });

  it('runs the real side panel under the explicit CSP: it renders, and no inline, data: or remote script runs', async () => {
    const manifest = await (await harness().worker()).evaluate(() => chrome.runtime.getManifest());
    expect(manifest.content_security_policy).toEqual({
      extension_pages:
        "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panelTab = await harness().openSidePanel(tabId);
    // Script added to the page (as an injected string would be): inline, from a data: URL, from another origin.
    const blocked = await panelTab.evaluate(async () => {
      const marker = globalThis as { ran?: string[] };
      marker.ran = [];
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.effectiveDirective),
      );
      const inline = document.createElement('script');
      inline.textContent = "globalThis.ran.push('inline')";
      const data = document.createElement('script');
      data.src = "data:text/javascript,globalThis.ran.push('data')";
      const remote = document.createElement('script');
      remote.src = 'https://cdn.example.com/x.js';
      document.body.append(inline, data, remote);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { ran: marker.ran, violations };
    });
    expect(blocked.ran).toEqual([]);
    // Chrome reports each blocked script (some twice); every report names script-src.
    expect(blocked.violations.length).toBeGreaterThanOrEqual(3);
    expect([...new Set(blocked.violations)]).toEqual(['script-src-elem']);

    // Open the browser's real side panel (a click is the user gesture it needs) and read what it shows.
    await panelTab.evaluate((tab) => {
      const button = document.createElement('button');
      button.id = 'open-real-panel';
      button.onclick = () => void chrome.sidePanel.open({ tabId: tab });
      document.body.prepend(button);
    }, tabId);
    await panelTab.click('#open-real-panel');
    const cdp = await harness().context.newCDPSession(panelTab);
    let panel: { targetId: string } | undefined;
    await expect
      .poll(async () => (panel = (await targets(cdp)).find((t) => /\/sidepanel\.html$/.test(t.url))), {
        timeout: 10_000,
      })
      .toBeDefined();
    const tabsShown = "[...document.querySelectorAll('[role=tab]')].map((t) => t.textContent)";
    await expect
      .poll(() => evaluateIn(cdp, panel!.targetId, tabsShown), { timeout: 10_000 })
      .toEqual(['Check', 'Battlegrounds', 'Map', 'History', 'Settings']);
    await panelTab.close();
  });
});

async function targets(cdp: CDPSession): Promise<{ targetId: string; url: string; type: string }[]> {
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { targetId: string; url: string; type: string }[];
  };
  return targetInfos;
}

/** Evaluates `expression` in another target (the real side panel, which Playwright does not expose as a Page). */
async function evaluateIn(cdp: CDPSession, targetId: string, expression: string): Promise<unknown> {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
  const answer = new Promise<string>((resolve) => {
    const listener = (event: { sessionId?: string; message: string }) => {
      if (event.sessionId !== sessionId) return;
      cdp.off('Target.receivedMessageFromTarget', listener);
      resolve(event.message);
    };
    cdp.on('Target.receivedMessageFromTarget', listener);
  });
  const message = { id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } };
  await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(message) });
  const reply = JSON.parse(await answer) as { result?: { result?: { value?: unknown } } };
  await cdp.send('Target.detachFromTarget', { sessionId });
  return reply.result?.result?.value;
}
