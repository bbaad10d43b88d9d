/** The panel's one delete queue (outlives the History tab, so switching tabs never loses a pending delete). */
import { useSyncExternalStore } from 'react';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError } from '../components/command-error';
import { DeleteQueue } from './delete-queue';

let queue: DeleteQueue | undefined;

function deleteQueue(): DeleteQueue {
  if (!queue) {
    const created = new DeleteQueue(async (runId) => commandError(await sendMessage('deleteRun', { runId })));
    addEventListener('pagehide', () => created.flush());
    queue = created;
  }
  return queue;
}

export function useDeleteQueue(): { queue: DeleteQueue; pending: ReadonlySet<string>; error: string | null } {
  const current = deleteQueue();
  const pending = useSyncExternalStore(current.subscribe, current.snapshot);
  const error = useSyncExternalStore(current.subscribe, current.error);
  return { queue: current, pending, error };
}
