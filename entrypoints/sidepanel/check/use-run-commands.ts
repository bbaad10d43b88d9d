/** Cancel and Re-run of the shown run: Re-run reads the tab's own article again and checks it afresh (no caches). */
import { useState } from 'react';
import type { Run } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError, messagingError } from '../components/command-error';
import { usePanel } from '../components/panel-context';

export interface RunCommands {
  pending: boolean;
  error: string | null;
  cancel(): void;
  rerun(): void;
  /** Runs another command with the same pending and error state. */
  run(action: () => Promise<string | null>): void;
}

export function useRunCommands(run: Run, ofTab: boolean): RunCommands {
  const { openRun, tabId } = usePanel();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function command(action: () => Promise<string | null>) {
    setPending(true);
    setError(null);
    action()
      .then(setError, (caught: unknown) => setError(messagingError(caught)))
      .finally(() => setPending(false));
  }

  return {
    pending,
    error,
    run: command,
    cancel: () => command(async () => commandError(await sendMessage('cancelRun', { runId: run.id }))),
    rerun: () =>
      command(async () => {
        // The tab's article is read again from the tab (it may have changed); any other run is checked as saved.
        // A Re-run is a fresh check: nothing comes from the caches (a broken key or server shows at once).
        const result =
          ofTab && run.kind === 'article' && tabId !== null
            ? await sendMessage('startCheck', { tabId, profile: run.profile, fresh: true })
            : await sendMessage('rerun', { runId: run.id, fresh: true });
        if (result?.ok) openRun(result.runId);
        return commandError(result);
      }),
  };
}
