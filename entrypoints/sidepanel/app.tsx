import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { CheckTab } from './check/check-tab';
import { PanelContext, type PanelState, type TabId } from './components/panel-context';
import { useFocusItem } from './components/use-focus-item';
import { focusWhenShown } from './components/focus-when-shown';
import { useEscapeCloses } from './components/use-escape-closes';
import { useSettings } from './components/use-settings';
import { useLatestRunFor } from './components/use-latest-run-for';
import { samePage } from './components/same-page';
import { useTargetTab } from './components/use-target-tab';
import { findRun } from '@/lib/db/run-lookups';
import { db } from './db';
import { Onboarding } from './onboarding/onboarding';
import { HistoryTab } from './history/history-tab';

// Battlegrounds, Map and Settings load on demand, so the panel opens on a smaller bundle. History does not: opening it
// on demand cost a chunk load (about 250 ms on the bench's VM) every time the panel was reopened.
const BattlegroundsTab = lazy(() =>
  import('./battlegrounds/battlegrounds-tab').then((m) => ({ default: m.BattlegroundsTab })),
);
const MapTab = lazy(() => import('./map/map-tab').then((m) => ({ default: m.MapTab })));
const SettingsTab = lazy(() => import('./settings/settings-tab').then((m) => ({ default: m.SettingsTab })));

/** The tabs; `titled`: the panel opens with its name as heading (Check and Settings start with their own). */
const TABS: readonly { id: TabId; label: string; titled: boolean }[] = [
  { id: 'check', label: 'Check', titled: false },
  { id: 'battlegrounds', label: 'Battlegrounds', titled: true },
  { id: 'map', label: 'Map', titled: true },
  { id: 'history', label: 'History', titled: true },
  { id: 'settings', label: 'Settings', titled: false },
];

/** What a tab change focuses: the panel's first heading (else, after a wait, the panel itself). */
const PANEL_HEADING = ['h2'] as const;
const RUN_HEADING = ['[data-testid="run-view"] h2'] as const;

/** The side panel: onboarding on first run, a tab bar and the selected tab. */
export function App() {
  const [tab, setTab] = useState<TabId>('check');
  // Where focus goes once the shown tab has drawn (its heading after a tab change), null to leave it alone.
  const [focusTarget, setFocusTarget] = useState<{ tab: TabId; selectors: readonly string[] } | null>(null);
  const showTab = useCallback((next: TabId, focus: readonly string[] = PANEL_HEADING) => {
    setTab(next);
    setFocusTarget({ tab: next, selectors: focus });
  }, []);
  useEffect(() => {
    if (!focusTarget || focusTarget.tab !== tab) return;
    return focusWhenShown(
      () => document.getElementById(`panel-${tab}`),
      focusTarget.selectors,
      () => document.getElementById(`panel-${tab}`),
    );
  }, [focusTarget, tab]);
  // Escape closes the open <details> holding focus, on every tab (views add what else it closes).
  useEscapeCloses();
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

  const openRun = useCallback(
    (id: string, claim?: string | null) => {
      setChosen({ runId: id, claimId: claim ?? null, forUrl: shown.current.url });
      // The opened run's outcome is read first (a claim's detail focuses its own heading).
      showTab('check', RUN_HEADING);
    },
    [showTab],
  );
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
      showTabArticle: () => {
        setChosen(null);
        showTab('check');
      },
      showTab,
    }),
    [tabId, url, runId, claimId, openRun, showTab],
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
    // Arrow keys move along the tabs (focus stays in the tab list); a click, Enter or Space opens the panel.
    setTab(next.id);
    setFocusTarget(null);
    document.getElementById(`tab-${next.id}`)?.focus();
  }

  return (
    <PanelContext.Provider value={panel}>
      <div className="app">
        <header className="app-header">
          <h1>Cartographer</h1>
          <div role="tablist" aria-label="Cartographer sections" className="tabs" onKeyDown={onKeyDown}>
            {TABS.map((t) => (
              <button
                key={t.id}
                id={`tab-${t.id}`}
                type="button"
                role="tab"
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                onClick={() => showTab(t.id)}
              >
                {t.label}
              </button>
            ))}
          </div>
        </header>
        <main className="app-main">
          {settings && !settings.onboarded && <Onboarding />}
          {focusError && (
            <div className="card error-banner" role="alert" data-testid="focus-error">
              <p>{focusError}</p>
              <button type="button" onClick={() => setFocusError(null)}>
                Dismiss
              </button>
            </div>
          )}
          <div
            id={`panel-${tab}`}
            role="tabpanel"
            aria-labelledby={`tab-${tab}`}
            className="panel"
            tabIndex={-1}
          >
            {TABS.find((t) => t.id === tab)?.titled && (
              <h2 className="panel-title">{TABS.find((t) => t.id === tab)?.label}</h2>
            )}
            {tab === 'check' && <CheckTab />}
            <Suspense fallback={<p aria-live="polite">Loading…</p>}>
              {tab === 'battlegrounds' && <BattlegroundsTab />}
              {tab === 'map' && <MapTab />}
              {tab === 'history' && <HistoryTab />}
              {tab === 'settings' && <SettingsTab />}
            </Suspense>
          </div>
        </main>
      </div>
    </PanelContext.Provider>
  );
}
