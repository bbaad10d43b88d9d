import { useState } from 'react';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError, messagingError } from '../components/command-error';

/** "Clear all data", with a confirmation step. */
export function ClearData() {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  async function clear() {
    setConfirming(false);
    try {
      const error = commandError(await sendMessage('clearAllData', { confirm: true }));
      setStatus(error ?? 'All runs and caches were deleted.');
    } catch (caught) {
      setStatus(messagingError(caught));
    }
  }

  return (
    <section className="card danger-zone" aria-labelledby="settings-clear">
      <h2 id="settings-clear">Data</h2>
      {!confirming ? (
        <button type="button" onClick={() => setConfirming(true)}>
          Clear all data…
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby="clear-question" className="confirm">
          <p id="clear-question">Delete every saved run and cache? This cannot be undone.</p>
          <div className="button-row">
            <button type="button" className="danger" onClick={() => void clear()}>
              Yes, delete everything
            </button>
            <button type="button" onClick={() => setConfirming(false)} autoFocus>
              Keep my data
            </button>
          </div>
        </div>
      )}
      {status && (
        <p role="status" data-testid="clear-status">
          {status}
        </p>
      )}
    </section>
  );
}
