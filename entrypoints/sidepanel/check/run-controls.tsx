import { useState } from 'react';
import type { Run } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError, messagingError } from '../components/command-error';
import { usePanel } from '../components/panel-context';
import { isActive } from './run-progress';

/** Cancel, Re-run and the in-page highlights toggle of the shown run. */
export function RunControls({
  run,
  tabId,
  highlightsDefault,
}: {
  run: Run;
  tabId: number | null;
  highlightsDefault: boolean;
}) {
  const { openRun } = usePanel();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [highlights, setHighlights] = useState(highlightsDefault);

  async function command(action: () => Promise<string | null>) {
    setPending(true);
    setError(null);
    try {
      setError(await action());
    } catch (caught) {
      setError(messagingError(caught));
    } finally {
      setPending(false);
    }
  }

  const cancel = () => command(async () => commandError(await sendMessage('cancelRun', { runId: run.id })));
  const rerun = () =>
    command(async () => {
      const result = await sendMessage('rerun', { runId: run.id });
      if (result?.ok) openRun(result.runId);
      return commandError(result);
    });
  const toggleHighlights = (enabled: boolean) =>
    command(async () => {
      if (tabId === null) return 'No tab to highlight in.';
      setHighlights(enabled);
      return commandError(await sendMessage('highlightRun', { runId: run.id, tabId, enabled }));
    });

  return (
    <div className="run-controls">
      <div className="button-row">
        {isActive(run) ? (
          <button type="button" onClick={() => void cancel()} disabled={pending}>
            Cancel
          </button>
        ) : (
          <button type="button" onClick={() => void rerun()} disabled={pending}>
            Re-run
          </button>
        )}
        {tabId !== null && (
          <label className="toggle">
            <input
              type="checkbox"
              checked={highlights}
              disabled={pending}
              onChange={(event) => void toggleHighlights(event.target.checked)}
            />{' '}
            Highlights in page
          </label>
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
