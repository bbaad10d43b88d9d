import { useCallback, useEffect, useState } from 'react';
import type { ExtractionResult } from '@/lib/engine/schemas';
import { sendMessage } from '@/lib/messaging/messenger';
import { usePanel } from '../components/panel-context';
import { useRunData } from '../components/use-run-data';
import { useSettings } from '../components/use-settings';
import { ArticleCard } from './article-card';
import { RunView } from './run-view';
import { StartCheck } from './start-check';
import { useTargetTab } from './use-target-tab';
import { useLatestRunFor } from './use-latest-run-for';

/** The Check tab: what page this is, whether it can be checked, and the check itself. */
export function CheckTab() {
  const { tabId, url } = useTargetTab();
  const { runId: focusedRunId } = usePanel();
  const latestRunId = useLatestRunFor(url);
  // A run the user opened wins; otherwise the page's last check is shown.
  const runId = focusedRunId ?? latestRunId;
  const settings = useSettings();
  const data = useRunData(runId);
  const [extraction, setExtraction] = useState<ExtractionResult | null>(null);
  const [busy, setBusy] = useState(false);

  const inspect = useCallback(async () => {
    if (tabId === null) return;
    setBusy(true);
    try {
      setExtraction(await sendMessage('inspectTab', { tabId }));
    } catch (error) {
      setExtraction({
        ok: false,
        reason: 'no-access',
        message: `Cartographer could not reach this tab: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  }, [tabId]);

  useEffect(() => {
    setExtraction(null);
    void inspect();
  }, [inspect, url]);

  return (
    <div className="check-tab">
      {busy && !extraction && <p aria-live="polite">Reading the page…</p>}
      {extraction && !extraction.ok && (
        <section className="card reason" role="status" data-testid="uncheckable">
          <h2>This page cannot be checked</h2>
          <p>{extraction.message}</p>
        </section>
      )}
      {extraction?.ok && <ArticleCard article={extraction.article} />}
      <div className="button-row">
        {tabId !== null && (
          <StartCheck
            tabId={tabId}
            profile={settings?.profile ?? 'quick'}
            disabled={busy || !extraction?.ok}
          />
        )}
        <button type="button" onClick={() => void inspect()} disabled={busy || tabId === null}>
          Read this page again
        </button>
      </div>
      {runId && data === null && <p className="muted">This run no longer exists (it was deleted).</p>}
      {data && <RunView data={data} tabId={tabId} highlightsDefault={settings?.highlights ?? true} />}
    </div>
  );
}
