/** Toolbar button → side panel (Chrome) or sidebar (Firefox). */
export function configureSidePanel(): void {
  if (browser.sidePanel?.setPanelBehavior) {
    browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
    return;
  }
  // Firefox: the sidebar is opened from the action click (a user gesture).
  const firefox = browser as unknown as {
    sidebarAction?: { toggle(): Promise<void> };
    browserAction?: typeof browser.action;
  };
  const sidebar = firefox.sidebarAction;
  // Firefox MV2 names the toolbar button browserAction.
  const action = browser.action ?? firefox.browserAction;
  if (sidebar && action) action.onClicked.addListener(() => void sidebar.toggle());
}

/** Opens the side panel for a tab where the browser allows it (needs a user gesture in Chrome). */
export async function openSidePanel(tabId: number | undefined, windowId: number | undefined): Promise<void> {
  try {
    if (browser.sidePanel?.open) {
      if (tabId !== undefined) await browser.sidePanel.open({ tabId });
      else if (windowId !== undefined) await browser.sidePanel.open({ windowId });
      return;
    }
    const sidebar = (browser as unknown as { sidebarAction?: { open(): Promise<void> } }).sidebarAction;
    await sidebar?.open();
  } catch {
    // No gesture (e.g. resumed run): the panel opens the next time the user clicks the toolbar button.
  }
}
