/** Wires the background service worker: action → side panel, messaging handlers. */
export function startBackground(): void {
  void browser.sidePanel?.setPanelBehavior?.({ openPanelOnActionClick: true });
}
