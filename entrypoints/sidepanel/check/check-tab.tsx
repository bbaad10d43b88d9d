import { useEffect, useState } from 'react';
import type { ExtractionResult } from '@/lib/engine';
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
  // Which page (and which reading of it) the shown extraction belongs to: another page forgets it at once.
  const target = `${tabId}|${url}`;
  const [reading, setReading] = useState(0);
  const [result, setResult] = useState<Reading | null>(null);
  const extraction = result?.target === target ? result.extraction : null;
  const busy = tabId !== null && (result?.target !== target || result.reading !== reading);

  useEffect(() => {
    if (tabId === null) return;
    let current = true;
    void inspectTab(tabId).then((extraction) => {
      if (current) setResult({ target, reading, extraction });
    });
    return () => {
      current = false;
    };
  }, [tabId, target, reading]);
  const inspect = () => setReading((n) => n + 1);

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
        <button type="button" onClick={inspect} disabled={busy || tabId === null}>
          Read this page again
        </button>
      </div>
      {runId && data === null && <p className="muted">This run no longer exists (it was deleted).</p>}
      {data && <RunView data={data} tabId={tabId} highlightsDefault={settings?.highlights ?? true} />}
    </div>
  );
}

interface Reading {
  target: string;
  reading: number;
  extraction: ExtractionResult;
}

/** Asks the background to read the tab; a tab it cannot reach is an extraction failure, never a rejection. */
async function inspectTab(tabId: number): Promise<ExtractionResult> {
  try {
    return await sendMessage('inspectTab', { tabId });
  } catch (error) {
    return {
      ok: false,
      reason: 'no-access',
      message: `Cartographer could not reach this tab: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
