import { useRef, useState, type ChangeEvent } from 'react';
import { sendMessage } from '@/lib/messaging/messenger';
import { messagingError } from '../components/command-error';

type Outcome = { imported: number; skipped: number; errors: string[] } | { failure: string };

/** Import a JSON export: the background validates and saves it; the outcome is shown in words. */
export function ImportRuns() {
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      let bundle: unknown;
      try {
        bundle = JSON.parse(await file.text());
      } catch {
        setOutcome({ failure: `${file.name} is not valid JSON: choose a file exported from History.` });
        return;
      }
      const result = await sendMessage('importRuns', { bundle });
      setOutcome(result.ok ? result : { failure: result.error.message });
    } catch (caught) {
      setOutcome({ failure: messagingError(caught) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="import-runs">
      <label className="file-button">
        <span>{busy ? 'Importing…' : 'Import runs (JSON)'}</span>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onFile(event)}
          disabled={busy}
          data-testid="import-file"
        />
      </label>
      {outcome && (
        <div role="status" className="import-outcome" data-testid="import-outcome">
          {'failure' in outcome ? (
            <p className="error">{outcome.failure}</p>
          ) : (
            <>
              <p>
                Imported {outcome.imported}, skipped {outcome.skipped} already in History
                {outcome.errors.length > 0 ? `, ${outcome.errors.length} could not be imported:` : '.'}
              </p>
              {outcome.errors.length > 0 && (
                <ul className="error">
                  {outcome.errors.map((error, index) => (
                    <li key={index}>{error}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
