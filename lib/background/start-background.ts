/** Wires the background service worker: side panel, context menu, message handlers, resuming runs. */
import { configureSidePanel, openSidePanel } from './side-panel';
import { registerMessageHandlers } from './message-handlers';
import { createBackgroundContext, type BackgroundContext } from './background-context';
import { CHALLENGE_MENU_ID, createChallengeMenu, challengeContext } from './context-menu';
import { inspectTab, pdfTabReads } from './inspect-tab';
import { forgetPdfReadsOnNavigation } from './pdf-tab-reads';
import { setFocus, setFocusError } from './focus';
import { loadSettings, isBlockedSite, watchSettings } from '../settings/settings';
import { installNetworkRules } from './network-rules';
import { checkRestrictedUrl } from '../extraction/page-gate';
import { restrictStorageToTrustedContexts } from './restrict-storage';
import { createFactIndexService, startFactIndex } from './fact-index-service';

export function startBackground(): void {
  // First, before any content script can be injected: keys in storage.local stay out of their reach.
  void restrictStorageToTrustedContexts();
  const ctx = createBackgroundContext();
  // The browser blocks the background's requests to private hosts (each redirect hop), except configured endpoints.
  const guardNetwork = (settings: Parameters<typeof installNetworkRules>[0]) =>
    installNetworkRules(settings).catch((error: unknown) =>
      console.error('Cartographer could not install its network rules', error),
    );
  const networkGuarded = loadSettings().then(guardNetwork);
  watchSettings((settings) => void guardNetwork(settings));
  configureSidePanel();
  forgetPdfReadsOnNavigation(pdfTabReads);
  registerMessageHandlers(ctx);
  startFactIndex(createFactIndexService(ctx.db));

  browser.runtime.onInstalled.addListener(() => createChallengeMenu());
  const onMenuClick = (info: MenuClick, tab?: MenuTab): Promise<string | null> => {
    if (info.menuItemId !== CHALLENGE_MENU_ID || !info.selectionText) return Promise.resolve(null);
    // Open the panel first, while the click still counts as a user gesture.
    void openSidePanel(tab?.id, tab?.windowId);
    return challengeSelection(ctx, info.selectionText, tab);
  };
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
  // The native menu cannot be clicked by test automation: the same handler is reachable from the worker's scope.
  (globalThis as unknown as { cartographer: { onMenuClick: typeof onMenuClick } }).cartographer = {
    onMenuClick,
  };
  browser.runtime.onSuspend?.addListener(() => ctx.runner.interruptAll());

  // The worker may have been stopped mid-run: pick unfinished runs up where they stopped.
  void networkGuarded
    .then(() => ctx.runner.resumeUnfinished())
    .catch((error: unknown) => console.error('Cartographer resume failed', error));
}

interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
}
interface MenuTab {
  id?: number;
  windowId?: number;
  url?: string;
  title?: string;
}

/** "Challenge this claim": a single-claim run on the selection, with the page as context. */
async function challengeSelection(
  ctx: BackgroundContext,
  selection: string,
  tab: MenuTab | undefined,
): Promise<string | null> {
  try {
    const settings = await loadSettings();
    const url = tab?.url ?? '';
    const refused = checkRestrictedUrl(url);
    if (refused) throw new Error(refused.message);
    if (isBlockedSite(url, settings.blockedSites)) {
      throw new Error('This site is on your list of sites never to check (Settings → Privacy).');
    }
    const extraction =
      tab?.id !== undefined
        ? await inspectTab(tab.id, () => false)
        : ({ ok: false, reason: 'no-access', message: '' } as const);
    const article = challengeContext(selection, { url, title: tab?.title ?? '' }, extraction);
    const runId = await ctx.runner.start(
      {
        article,
        profile: settings.profile,
        kind: 'challenge',
        statement: selection,
        ...(tab?.id !== undefined && extraction.ok ? { tabId: tab.id } : {}),
      },
      settings,
    );
    await setFocus(runId);
    return runId;
  } catch (error) {
    await setFocusError(
      `Could not challenge the selection: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
