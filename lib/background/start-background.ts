/** Wires the background service worker: side panel, context menu, message handlers, resuming runs. */
import { configureSidePanel, openSidePanel } from './side-panel';
import { registerMessageHandlers } from './message-handlers';
import { createBackgroundContext } from './background-context';
import { CHALLENGE_MENU_ID, createChallengeMenu } from './context-menu';
import { pdfTabReads } from './inspect-tab';
import { forgetPdfReadsOnNavigation } from './pdf-tab-reads';
import { setFocusError } from './focus';
import { loadSettings, watchSettings } from '../settings/settings';
import { reinstallNetworkRules } from './network-rules';
import {
  CHALLENGE_COMMAND,
  challengeSelection,
  readTabSelection,
  type ChallengeTab,
} from './challenge-selection';
import { restrictStorageToTrustedContexts } from './restrict-storage';
import { createFactIndexService, startFactIndex } from './fact-index-service';

export function startBackground(): void {
  // First, before any content script can be injected: keys in storage.local stay out of their reach.
  void restrictStorageToTrustedContexts();
  const ctx = createBackgroundContext();
  // The browser blocks the background's requests to private hosts (each redirect hop), except configured endpoints.
  // Each install reads the settings when its turn comes: one read at start could be older than a save made meanwhile.
  const guardNetwork = () =>
    reinstallNetworkRules(loadSettings).catch((error: unknown) =>
      console.error('Cartographer could not install its network rules', error),
    );
  const networkGuarded = guardNetwork();
  watchSettings(() => void guardNetwork());
  configureSidePanel();
  forgetPdfReadsOnNavigation(pdfTabReads);
  registerMessageHandlers(ctx);
  startFactIndex(createFactIndexService(ctx.db));

  browser.runtime.onInstalled.addListener(() => createChallengeMenu());
  const onMenuClick = (info: MenuClick, tab?: MenuTab): Promise<string | null> => {
    if (info.menuItemId !== CHALLENGE_MENU_ID || !info.selectionText) return Promise.resolve(null);
    // Open the panel first, while the click still counts as a user gesture.
    void openSidePanel(tab?.id, tab?.windowId);
    return reported(challengeSelection(ctx, info.selectionText, tab));
  };
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
  // The keyboard shortcut: the same challenge, of whatever the active tab has selected.
  const onCommand = (command: string, tab?: ChallengeTab): Promise<string | null> => {
    if (command !== CHALLENGE_COMMAND) return Promise.resolve(null);
    // Open the panel first, while the key press still counts as a user gesture.
    void openSidePanel(tab?.id, tab?.windowId);
    return reported(
      (tab ? Promise.resolve(tab) : activeTab()).then(async (target) =>
        challengeSelection(ctx, await readTabSelection(target), target),
      ),
    );
  };
  browser.commands?.onCommand.addListener((command, tab) => void onCommand(command, tab));
  // The native menu and the browser's shortcuts cannot be driven by test automation: the same handlers are
  // reachable from the worker's scope.
  (
    globalThis as unknown as {
      cartographer: { onMenuClick: typeof onMenuClick; onCommand: typeof onCommand };
    }
  ).cartographer = { onMenuClick, onCommand };
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
type MenuTab = ChallengeTab;

/** The tab the user is looking at (a command may come without one). */
async function activeTab(): Promise<ChallengeTab> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  return tab ?? {};
}

/** A challenge started from the menu or the shortcut: its failure is shown in the panel (no sender to answer). */
async function reported(started: Promise<string>): Promise<string | null> {
  try {
    return await started;
  } catch (error) {
    await setFocusError(
      `Could not challenge the selection: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
