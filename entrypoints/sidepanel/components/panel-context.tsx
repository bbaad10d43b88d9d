/** Which run and claim the panel shows, and which tab is open: shared by every tab. */
import { createContext, useContext } from 'react';

export type TabId = 'check' | 'battlegrounds' | 'map' | 'history' | 'settings';

export interface PanelState {
  runId: string | null;
  claimId: string | null;
  /** Shows a run (and optionally one of its claims) in the Check tab. */
  openRun(runId: string, claimId?: string | null): void;
  /** Opens a claim of the current run in the Check tab. */
  openClaim(claimId: string | null): void;
  showTab(tab: TabId): void;
}

export const PanelContext = createContext<PanelState>({
  runId: null,
  claimId: null,
  openRun: () => undefined,
  openClaim: () => undefined,
  showTab: () => undefined,
});

export function usePanel(): PanelState {
  return useContext(PanelContext);
}
