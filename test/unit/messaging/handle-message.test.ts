/** The message wrapper: every message × every sender context, through the real handlers and the real database. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackgroundContext, type BackgroundContext } from '../../../lib/background/background-context';
import { registerMessageHandlers } from '../../../lib/background/message-handlers';
import { rememberDrawnRun } from '../../../lib/background/drawn-runs';
import { focusItem } from '../../../lib/background/focus';
import { exportRuns } from '../../../lib/db/history-queries';
import { dispatch } from '../../../lib/messaging/handle-message';
import { removeAllListeners } from '../../../lib/messaging/messenger';
import { MessageSenders, type ProtocolMap } from '../../../lib/messaging/protocol';
import { senderContext, type MessageSenderLike } from '../../../lib/messaging/sender-context';
import type { Run } from '../../../lib/engine/schemas';
import { fakeClaim, fakeRun } from '../../builders';
import { saveSettings } from '../../../lib/settings/settings';
import { startSandbox } from '../../sandbox/server';

const ID = fakeBrowser.runtime.id;
const ORIGIN = `chrome-extension://${ID}`;
const PAGE_TAB = 7;

/** Real shapes of `runtime.MessageSender` in Chrome for each context. */
const SENDERS = {
  sidePanel: { id: ID, url: `${ORIGIN}/sidepanel.html`, origin: ORIGIN },
  sidePanelInATab: {
    id: ID,
    url: `${ORIGIN}/sidepanel.html?tabId=3`,
    origin: ORIGIN,
    tab: { id: 9, windowId: 1 },
  },
  contentScript: {
    id: ID,
    url: 'https://news.example/story',
    origin: 'https://news.example',
    tab: { id: PAGE_TAB, windowId: 1, url: 'https://news.example/story' },
    frameId: 0,
  },
  otherExtension: { id: 'someone-else', url: 'chrome-extension://someone-else/page.html' },
  webPage: { url: 'https://evil.example/', origin: 'https://evil.example', tab: { id: PAGE_TAB } },
  /** A content script claiming an extension URL while the browser reports a web origin. */
  mismatched: {
    id: ID,
    url: `${ORIGIN}/sidepanel.html`,
    origin: 'https://evil.example',
    tab: { id: PAGE_TAB },
  },
} satisfies Record<string, MessageSenderLike>;

type Reply = { res?: unknown; err?: { message: string } };

/** Delivers a message as Chrome would (the sender record comes from the browser, not the payload). */
async function send<K extends keyof ProtocolMap>(
  type: K,
  data: unknown,
  sender: MessageSenderLike,
): Promise<Reply> {
  let reply: Reply = {};
  // The fake's sender type wants a full Tab; the listener reads only the fields a real sender has.
  await fakeBrowser.runtime.onMessage.trigger(
    { id: 1, type, data, timestamp: Date.now() },
    sender as never,
    (r: Reply) => {
      reply = r;
    },
  );
  // The messenger answers asynchronously through sendResponse.
  await vi.waitFor(() => expect(reply.res !== undefined || reply.err !== undefined).toBe(true));
  return reply;
}

const refusal = (reply: Reply) => (reply.res as { error?: { code: string; message: string } }).error;

let ctx: BackgroundContext;
let seeded: Run;

beforeEach(async () => {
  fakeBrowser.reset();
  removeAllListeners();
  ctx = createBackgroundContext();
  await ctx.db.transaction('rw', ctx.db.tables, () => Promise.all(ctx.db.tables.map((t) => t.clear())));
  seeded = fakeRun();
  await ctx.store.putRun(seeded);
  await ctx.store.putClaims([fakeClaim({ id: 'c1', runId: seeded.id })]);
  registerMessageHandlers(ctx);
});
afterEach(() => ctx.db.close());

/** One valid payload per privileged message (the effect each would have, if allowed). */
const privileged: { [K in keyof ProtocolMap]?: () => unknown } = {
  inspectTab: () => ({ tabId: PAGE_TAB }),
  startCheck: () => ({ tabId: 99 }),
  cancelRun: () => ({ runId: seeded.id }),
  rerun: () => ({ runId: seeded.id }),
  deleteRun: () => ({ runId: seeded.id }),
  highlightRun: () => ({ runId: seeded.id, tabId: 99, enabled: true }),
  importRuns: () => ({ bundle: { format: 'cartographer-export', version: 1, runs: [] } }),
  clearAllData: () => ({ confirm: true }),
  testConnection: () => undefined,
};

describe('sender contexts', () => {
  const self = { id: ID, origin: ORIGIN };
  it('tells extension pages (also when opened in a tab) from content scripts and strangers', () => {
    expect(senderContext(SENDERS.sidePanel, self).kind).toBe('extension-page');
    expect(senderContext(SENDERS.sidePanelInATab, self).kind).toBe('extension-page');
    expect(senderContext(SENDERS.contentScript, self)).toMatchObject({
      kind: 'content-script',
      tabId: PAGE_TAB,
    });
    expect(senderContext(SENDERS.otherExtension, self).kind).toBe('foreign');
    expect(senderContext(SENDERS.webPage, self).kind).toBe('foreign');
    expect(senderContext(SENDERS.mismatched, self).kind).toBe('foreign');
    expect(senderContext(undefined, self).kind).toBe('foreign');
    // Firefox reports no origin: the URL decides.
    expect(senderContext({ id: ID, url: `${ORIGIN}/sidepanel.html` }, self).kind).toBe('extension-page');
    expect(senderContext({ id: ID, url: 'https://a.example/', tab: { id: 2 } }, self).kind).toBe(
      'content-script',
    );
  });

  it('declares a sender rule for every message, and only openClaim is open to content scripts', () => {
    expect(Object.entries(MessageSenders).filter(([, rule]) => rule === 'content-script')).toEqual([
      ['openClaim', 'content-script'],
    ]);
  });
});

describe('privileged messages', () => {
  for (const [type, payload] of Object.entries(privileged) as [keyof ProtocolMap, () => unknown][]) {
    for (const who of ['contentScript', 'otherExtension', 'webPage', 'mismatched'] as const) {
      it(`${type} from ${who} is refused and does nothing`, async () => {
        const reply = await send(type, payload(), SENDERS[who]);
        const error =
          type === 'inspectTab'
            ? { code: 'input/refused', message: (reply.res as { message: string }).message }
            : refusal(reply);
        expect(error).toMatchObject({
          code: 'input/refused',
          message: expect.stringMatching(/^Refused: .*Nothing was done\.$/),
        });
        expect(await ctx.store.getRun(seeded.id)).toMatchObject({ id: seeded.id, status: 'done' });
      });
    }
  }

  it('are carried out for the side panel, also when it is opened in a tab', async () => {
    const connection = await send('testConnection', undefined, SENDERS.sidePanel);
    expect(connection.res).toMatchObject({ ok: true, model: 'none' });

    const bundle = await exportRuns(ctx.db, [seeded.id]);
    const other = {
      ...bundle,
      runs: bundle.runs.map((e) => ({ ...e, run: { ...e.run, id: 'from-file' }, claims: [] })),
    };
    const imported = await send('importRuns', { bundle: other }, SENDERS.sidePanelInATab);
    expect(imported.res).toMatchObject({ ok: true, imported: 1 });

    expect((await send('deleteRun', { runId: seeded.id }, SENDERS.sidePanel)).res).toEqual({ ok: true });
    expect(await ctx.store.getRun(seeded.id)).toBeUndefined();

    expect((await send('clearAllData', { confirm: true }, SENDERS.sidePanel)).res).toEqual({ ok: true });
    expect(await ctx.db.runs.count()).toBe(0);
  });

  it('refuses an invalid payload from the side panel before the handler runs', async () => {
    const reply = await send('clearAllData', { confirm: 'yes' }, SENDERS.sidePanel);
    expect(refusal(reply)).toMatchObject({
      code: 'input/invalid',
      message: expect.stringMatching(/confirm/),
    });
    expect(await ctx.store.getRun(seeded.id)).toBeDefined();
  });

  it('never draws an imported run into a page', async () => {
    const imported = fakeRun({ origin: 'imported', importedAt: 1 });
    await ctx.store.putRun(imported);
    const reply = await send(
      'highlightRun',
      { runId: imported.id, tabId: PAGE_TAB, enabled: true },
      SENDERS.sidePanel,
    );
    expect(refusal(reply)).toMatchObject({ message: expect.stringMatching(/imported from a file/) });
  });

  it('refuses to re-run an imported run: its article text came from a file', async () => {
    const imported = fakeRun({ origin: 'imported', importedAt: 1 });
    await ctx.store.putRun(imported);
    const reply = await send('rerun', { runId: imported.id }, SENDERS.sidePanel);
    expect(refusal(reply)).toMatchObject({ message: expect.stringMatching(/imported from a file/) });
  });
});

describe('openClaim, the one message a content script may send', () => {
  beforeEach(() => {
    Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(() => Promise.resolve()) } });
  });
  afterEach(() => {
    Object.assign(fakeBrowser, { sidePanel: undefined });
  });

  it('opens a claim of the run highlighted in its own tab', async () => {
    await rememberDrawnRun(PAGE_TAB, seeded.id);
    const reply = await send('openClaim', { runId: seeded.id, claimId: 'c1' }, SENDERS.contentScript);
    expect(reply.res).toEqual({ ok: true });
    expect(await focusItem.getValue()).toMatchObject({ runId: seeded.id, claimId: 'c1' });
  });

  it('is refused for a run highlighted in another tab, or for a claim that is not in the run', async () => {
    await rememberDrawnRun(PAGE_TAB + 1, seeded.id);
    const elsewhere = await send('openClaim', { runId: seeded.id, claimId: 'c1' }, SENDERS.contentScript);
    expect(refusal(elsewhere)).toMatchObject({ code: 'input/refused' });

    await rememberDrawnRun(PAGE_TAB, seeded.id);
    const unknown = await send('openClaim', { runId: seeded.id, claimId: 'nope' }, SENDERS.contentScript);
    expect(refusal(unknown)).toMatchObject({ code: 'store/not-found' });
    expect(await focusItem.getValue()).toBeNull();
  });

  it('is refused from extension pages and strangers (they have no tab the click came from)', async () => {
    await rememberDrawnRun(PAGE_TAB, seeded.id);
    for (const who of ['sidePanel', 'webPage', 'otherExtension'] as const) {
      const reply = await send('openClaim', { runId: seeded.id, claimId: 'c1' }, SENDERS[who]);
      expect(refusal(reply)).toMatchObject({ code: 'input/refused' });
    }
    expect(await focusItem.getValue()).toBeNull();
  });
});

describe('messages to the content script', () => {
  it('are answered only for the extension; refusals reject without running the handler', async () => {
    const handler = vi.fn(() => 3);
    const self = { id: ID, origin: ORIGIN };
    const data = { runId: 'r', enabled: false, highlights: [] };
    await expect(dispatch('showHighlights', handler, data, SENDERS.contentScript, self)).rejects.toThrow(
      /Refused/,
    );
    await expect(dispatch('showHighlights', handler, data, SENDERS.otherExtension, self)).rejects.toThrow(
      /Refused/,
    );
    expect(handler).not.toHaveBeenCalled();
    const worker = { id: ID, url: `${ORIGIN}/background.js`, origin: ORIGIN };
    await expect(dispatch('showHighlights', handler, data, worker, self)).resolves.toBe(3);
    const extraction = await dispatch('extractArticle', vi.fn(), undefined, SENDERS.contentScript, self);
    expect(extraction).toMatchObject({
      ok: false,
      reason: 'no-access',
      message: expect.stringMatching(/Refused/),
    });
  });
});

describe('Test connection', () => {
  it('tests the model on screen even when every search provider is off (search does not matter to it)', async () => {
    const sandbox = await startSandbox();
    // The fake browser has no declarativeNetRequest rules store: keep the session rules in memory.
    let rules: unknown[] = [];
    const dnr = fakeBrowser.declarativeNetRequest;
    vi.spyOn(dnr, 'getSessionRules').mockImplementation(async () => rules as never);
    vi.spyOn(dnr, 'updateSessionRules').mockImplementation(async (update) => {
      rules = (update as { addRules?: unknown[] }).addRules ?? [];
    });
    try {
      await saveSettings({ search: { wikipedia: { enabled: false }, openalex: { enabled: false } } });
      const model = {
        provider: 'openai-compatible',
        baseUrl: sandbox.modelBaseUrl(),
        apiKey: 'sk-test',
        model: 'sandbox-model',
      };
      const reply = await send('testConnection', { model }, SENDERS.sidePanel);
      expect(reply.res).toMatchObject({
        ok: true,
        works: true,
        steps: { reachable: 'ok', key: 'ok', model: 'ok', structured: 'ok' },
      });
    } finally {
      await sandbox.close();
    }
  });
});
