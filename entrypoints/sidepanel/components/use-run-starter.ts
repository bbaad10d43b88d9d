/** Starts a run through the background (asked again if the worker restarted), opens it, and keeps pending and error. */
import { useState } from 'react';
import type { CommandResult } from '@/lib/messaging/protocol';
import { sendSurvivingRestart } from '@/lib/messaging/worker-restart';
import { commandError, messagingError } from './command-error';
import { usePanel } from './panel-context';

export function useRunStarter(send: () => Promise<CommandResult<{ runId: string }> | undefined>): {
  start: () => Promise<void>;
  pending: boolean;
  error: string | null;
} {
  const { openRun } = usePanel();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setPending(true);
    setError(null);
    try {
      // A worker stopped while it read the article (a long PDF) lost the answer, not the check: ask the new one.
      const result = await sendSurvivingRestart(send);
      if (result?.ok) openRun(result.runId);
      setError(commandError(result));
    } catch (caught) {
      setError(messagingError(caught));
    } finally {
      setPending(false);
    }
  }

  return { start, pending, error };
}
