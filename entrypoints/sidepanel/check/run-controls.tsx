import { useState } from 'react';
import type { Run } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError } from '../components/command-error';
import { HighlightLegend } from '../components/highlight-legend';
import { isActive } from './run-progress';
import type { RunCommands } from './use-run-commands';

/** One button for the run (Cancel while it runs, Re-run after) and the in-page highlights toggle. */
export function RunControls({
  run,
  commands,
  tabId,
  ofTab,
  highlightsDefault,
}: {
  run: Run;
  commands: RunCommands;
  tabId: number | null;
  ofTab: boolean;
  highlightsDefault: boolean;
}) {
  const [highlights, setHighlights] = useState(highlightsDefault);
  const { pending, error } = commands;
  const toggleHighlights = (enabled: boolean) =>
    commands.run(async () => {
      if (tabId === null) return 'No tab to highlight in.';
      setHighlights(enabled);
      return commandError(await sendMessage('highlightRun', { runId: run.id, tabId, enabled }));
    });
  const stuck = run.status === 'no-evidence' || run.status === 'failed';

  return (
    <div className="run-controls">
      <div className="button-row">
        {isActive(run) ? (
          <button type="button" onClick={commands.cancel} disabled={pending}>
            Cancel
          </button>
        ) : (
          !stuck && (
            <button
              type="button"
              onClick={commands.rerun}
              disabled={pending}
              title={
                run.kind === 'challenge'
                  ? 'Challenge this statement again'
                  : ofTab
                    ? 'Read this tab’s article again and check it'
                    : 'Check this run’s article again'
              }
            >
              Re-run
            </button>
          )
        )}
        {tabId !== null && ofTab && run.article.pages !== undefined && (
          <span className="muted" data-testid="pdf-no-highlights">
            A PDF viewer cannot show highlights: each claim gives its page.
          </span>
        )}
        {tabId !== null && ofTab && run.article.pages === undefined && (
          <label className="toggle">
            <input
              type="checkbox"
              checked={highlights}
              disabled={pending}
              onChange={(event) => toggleHighlights(event.target.checked)}
            />{' '}
            Highlights in page
          </label>
        )}
      </div>
      {tabId !== null && ofTab && run.article.pages === undefined && highlights && <HighlightLegend />}
      {error && (
        <p className="error" role="alert" data-testid="run-command-error">
          {error}
        </p>
      )}
    </div>
  );
}
