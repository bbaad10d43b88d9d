import {
  Suspense,
  lazy,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { BattlegroundsTab } from './battlegrounds/battlegrounds-tab';
import { CheckTab } from './check/check-tab';
import { PanelContext, type PanelState, type TabId } from './components/panel-context';
import { useFocusItem } from './components/use-focus-item';
import { useSettings } from './components/use-settings';
import { useLatestRunFor } from './components/use-latest-run-for';
import { samePage } from './components/same-page';
import { useTargetTab } from './components/use-target-tab';
import { findRun } from '@/lib/db/run-lookups';
import { db } from './db';
import { Onboarding } from './onboarding/onboarding';

import { HistoryTab } from './history/history-tab';

// Map and Settings load on demand, so the panel opens on a smaller bundle.
const MapTab = lazy(() => import('./map/map-tab').then((m) => ({ default: m.MapTab })));
const SettingsTab = lazy(() => import('./settings/settings-tab').then((m) => ({ default: m.SettingsTab })));

const TABS: readonly { id: TabId; label: string }[] = [
  { id: 'check', label: 'Check' },
  { id: 'battlegrounds', label: 'Battlegrounds' },
  { id: 'map', label: 'Map' },
  { id: 'history', label: 'History' },
  { id: 'settings', label: 'Settings' },
];

/** The side panel: onboarding on first run, a tab bar and the selected tab. */
export function App() {
  const [tab, setTab] = useState<TabId>('check');
  const settings = useSettings();
  const { tabId, url } = useTargetTab();
  const latest = useLatestRunFor(url);
  // A run the user opened, remembered with the page it was opened for: it is shown only while the panel is on that page.
  const [chosen, setChosen] = useState<{
    runId: string;
    claimId: string | null;
    forUrl: string | null;
  } | null>(null);
  const chosenHere = chosen !== null && samePage(chosen.forUrl, url);
  const runId = chosenHere ? chosen.runId : (latest?.id ?? null);
  const claimId = chosenHere ? chosen.claimId : null;
  const shown = useRef({ url, runId });
  useLayoutEffect(() => {
    shown.current = { url, runId };
  }, [url, runId]);

  const openRun = useCallback((id: string, claim?: string | null) => {
    setChosen({ runId: id, claimId: claim ?? null, forUrl: shown.current.url });
    setTab('check');
  }, []);
  const [focusError, setFocusError] = useState<string | null>(null);
  useFocusItem((focus) => {
    setFocusError(focus.error);
    setTab('check');
    const focusedRunId = focus.runId;
    if (!focusedRunId) return;
    // The background's focus is about the page its run checked: shown on that page only, never on another tab.
    void findRun(db, focusedRunId).then((run) => {
      if (run) setChosen({ runId: run.id, claimId: focus.claimId, forUrl: run.article.url });
    });
  });

  const panel = useMemo<PanelState>(
    () => ({
      tabId,
      url,
      runId,
      claimId,
      openRun,
      openClaim: (claim) => {
        const current = shown.current;
        if (current.runId) setChosen({ runId: current.runId, claimId: claim, forUrl: current.url });
      },
      showTabArticle: () => setChosen(null),
      showTab: setTab,
    }),
    [tabId, url, runId, claimId, openRun],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = TABS.findIndex((t) => t.id === tab);
    const keys: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  }

  return (
    <PanelContext.Provider value={panel}>
      <div className="app">
        <header className="app-header">
          <h1>Cartographer</h1>
        </header>
        {settings && !settings.onboarded && <Onboarding />}
        {focusError && (
          <div className="card error-banner" role="alert" data-testid="focus-error">
            <p>{focusError}</p>
            <button type="button" onClick={() => setFocusError(null)}>
              Dismiss
            </button>
          </div>
        )}
        <div role="tablist" aria-label="Cartographer sections" className="tabs" onKeyDown={onKeyDown}>
          {TABS.map((t) => (
            <button
              key={t.id}
              id={`tab-${t.id}`}
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <main
          id={`panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab}`}
          className="panel"
          tabIndex={-1}
        >
          {tab === 'check' && <CheckTab />}
          {tab === 'battlegrounds' && <BattlegroundsTab />}
          <Suspense fallback={<p aria-live="polite">Loading…</p>}>
            {tab === 'map' && <MapTab />}
            {tab === 'history' && <HistoryTab />}
            {tab === 'settings' && <SettingsTab />}
          </Suspense>
        </main>
      </div>
    </PanelContext.Provider>
  );
}
