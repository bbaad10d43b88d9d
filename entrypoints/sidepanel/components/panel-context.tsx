/** Which tab the panel is about, which run and claim it shows, and which section is open: shared by every section. */
import { createContext, useContext } from 'react';

export type TabId = 'check' | 'battlegrounds' | 'map' | 'history' | 'settings';

export interface PanelState {
  /** The browser tab the panel is attached to, and its URL (null until known, or for browser pages). */
  tabId: number | null;
  url: string | null;
  /** The run shown: one the user opened for this tab, else the tab's article's last check (or none). */
  runId: string | null;
  claimId: string | null;
  /** Shows a run (and optionally one of its claims) in the Check tab, while the panel stays on this tab. */
  openRun(runId: string, claimId?: string | null): void;
  /** Opens a claim of the shown run in the Check tab (null: back to all claims). */
  openClaim(claimId: string | null): void;
  /** Back to the tab's own article and its last check. */
  showTabArticle(): void;
  /**
   * Shows a tab and, once it has drawn, focuses the first match of `focus` (CSS selectors tried in order; by
   * default the tab's first heading).
   */
  showTab(tab: TabId, focus?: readonly string[]): void;
}

export const PanelContext = createContext<PanelState>({
  tabId: null,
  url: null,
  runId: null,
  claimId: null,
  openRun: () => undefined,
  openClaim: () => undefined,
  showTabArticle: () => undefined,
  showTab: () => undefined,
});

export function usePanel(): PanelState {
  return useContext(PanelContext);
}
