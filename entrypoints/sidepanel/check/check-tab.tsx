import { useEffect, useState } from 'react';
import type { ExtractionResult } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { sendSurvivingRestart } from '@/lib/messaging/worker-restart';
import { usePanel } from '../components/panel-context';
import { useRunData } from '../components/use-run-data';
import { useSettings } from '../components/use-settings';
import { isRunOfPage } from '../components/same-page';
import { ArticleCard } from './article-card';
import { RunView } from './run-view';
import { StartCheck } from './start-check';
import { ChallengeSelection } from './challenge-selection';
import { CostBefore } from './cost-before';

/** The Check tab: the tab's article, whether it can be checked, and its last check (or a run opened from History). */
export function CheckTab() {
  const { tabId, url, runId, showTabArticle } = usePanel();
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

  const ofTab = data ? isRunOfPage(data.run, url) : false;
  const readAgain = (
    <button
      type="button"
      className="link-button"
      onClick={() => void inspect()}
      disabled={busy || tabId === null}
    >
      Read this page again
    </button>
  );

  return (
    <div className="check-tab">
      {data && !ofTab ? (
        <section className="card other-page" role="note" data-testid="other-page">
          <p>This is an earlier check of another page, opened from History.</p>
          <button type="button" onClick={showTabArticle}>
            Back to this tab’s article
          </button>
        </section>
      ) : (
        <>
          {busy && !extraction && <p aria-live="polite">Reading the page…</p>}
          {extraction && !extraction.ok && (
            <section className="card reason" role="status" data-testid="uncheckable">
              <h2>This page cannot be checked</h2>
              <p>{extraction.message}</p>
              {readAgain}
            </section>
          )}
          {extraction?.ok && (
            <ArticleCard
              article={extraction.article}
              action={readAgain}
              tierOverrides={settings?.tierOverrides}
              folded={!!data?.run.result && ofTab}
            />
          )}
          {!data && tabId !== null && (
            <StartCheck
              tabId={tabId}
              profile={settings?.profile ?? 'quick'}
              disabled={busy || !extraction?.ok}
              article={extraction?.ok ? extraction.article : null}
            />
          )}
          {/* Before a check, beside Start; once a check shows, below it so the answer comes first. */}
          {tabId !== null && !data && <ChallengeSelection tabId={tabId} />}
          {!data && tabId !== null && settings && <CostBefore settings={settings} />}
        </>
      )}
      {runId && data === null && <p className="muted">This run no longer exists (it was deleted).</p>}
      {data && (
        <RunView data={data} tabId={tabId} ofTab={ofTab} highlightsDefault={settings?.highlights ?? true} />
      )}
      {data && tabId !== null && <ChallengeSelection tabId={tabId} />}
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
    return await sendSurvivingRestart(() => sendMessage('inspectTab', { tabId }));
  } catch (error) {
    return {
      ok: false,
      reason: 'no-access',
      message: `Cartographer could not reach this tab: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
