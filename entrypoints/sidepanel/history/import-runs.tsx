import { useRef, useState, type ChangeEvent } from 'react';
import { sendMessage } from '@/lib/messaging/messenger';
import { messagingError } from '../components/command-error';
import { readExport } from './read-export';
import { renumberError, type ExportPart } from './split-export';

/** Where an import is: under way (runs handled of the file's total), finished, or failed as a whole. */
export type ImportStatus =
  | { state: 'reading' }
  | { state: 'progress'; done: number; total: number }
  | { state: 'done'; imported: number; skipped: number; errors: string[] }
  | { state: 'failure'; message: string };

/**
 * Import a JSON export: the file is parsed and cut into small bundles off the panel's thread, the background
 * validates and saves each, and the status (progress, then the outcome) goes to the History tab's one status line.
 */
export function ImportRuns({ onStatus }: { onStatus(status: ImportStatus): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    onStatus({ state: 'reading' });
    const outcome = { imported: 0, skipped: 0, errors: [] as string[] };
    let total = 0;
    let done = 0;
    let failure: string | null = null;
    const onPart = async (part: ExportPart) => {
      if (failure !== null) return;
      if (part.type === 'failure') failure = part.message;
      else if (part.type === 'start') {
        total = part.total;
        onStatus({ state: 'progress', done, total });
      } else if (part.type === 'bundle') {
        const result = await sendMessage('importRuns', { bundle: part.json });
        if (!result.ok) {
          failure = result.error.message;
          return;
        }
        outcome.imported += result.imported;
        outcome.skipped += result.skipped;
        // An error about the file as a whole (not a Cartographer export, a newer version, storage full) ends it.
        const whole = result.errors.find((error) => !/^Run \d+\b/.test(error));
        if (whole !== undefined) {
          failure =
            outcome.imported > 0 ? `${whole} (${outcome.imported} imported before it stopped)` : whole;
          return;
        }
        outcome.errors.push(...result.errors.map((error) => renumberError(error, done)));
        done += part.runs;
        onStatus({ state: 'progress', done, total });
      }
    };
    try {
      await readExport(file, onPart);
      onStatus(failure !== null ? { state: 'failure', message: failure } : { state: 'done', ...outcome });
    } catch (caught) {
      onStatus({ state: 'failure', message: messagingError(caught) });
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
    </div>
  );
}

/** The import's status in words: progress with a bar, then what was imported, skipped and why any run was not. */
export function ImportStatusView({ status }: { status: ImportStatus }) {
  if (status.state === 'reading') return <span data-testid="import-progress">Reading the file…</span>;
  if (status.state === 'progress')
    return (
      <span data-testid="import-progress">
        Importing… {status.done.toLocaleString('en')} of {status.total.toLocaleString('en')} runs{' '}
        <progress max={Math.max(1, status.total)} value={status.done} aria-label="Import progress" />
      </span>
    );
  return (
    <div className="import-outcome" data-testid="import-outcome">
      {status.state === 'failure' ? (
        <p className="error">{status.message}</p>
      ) : (
        <>
          <p>
            Imported {status.imported}, skipped {status.skipped} already in History
            {status.errors.length > 0 ? `, ${status.errors.length} could not be imported:` : '.'}
          </p>
          {status.errors.length > 0 && (
            <ul className="error">
              {status.errors.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
