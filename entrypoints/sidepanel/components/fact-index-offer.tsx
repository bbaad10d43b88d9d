import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { sendMessage } from '@/lib/messaging/messenger';
import type { MessageType } from '@/lib/messaging/protocol';
import { EMPTY_FACT_INDEX, type FactIndexStateRow } from '@/lib/db/fact-index-rows';
import {
  downloadOfferWords,
  factIndexProgressWords,
  servedIndexWords,
} from '@/lib/presentation/fact-index-words';
import { db } from '../db';
import { commandError, messagingError } from './command-error';
import { formatDateTime } from './format-time';

/** The fact-check index's state, read live (the background writes it as the download goes). */
export function useFactIndexState(): FactIndexStateRow | undefined {
  return useLiveQuery(async () => (await db.factIndex.get('state')) ?? EMPTY_FACT_INDEX, []);
}

/** How often an open panel asks whether the download it shows is still running. */
const STATUS_EVERY_MS = 5_000;

type Command = Extract<MessageType, 'factIndexDownload' | 'factIndexCancel' | 'factIndexRemove'>;

/**
 * The local index of professional fact-checks: the offer with its size (the feed's Content-Length at the last
 * download, else the expected size: nothing is requested before the user asks), the download's progress with Cancel, a
 * stopped download's Resume, and the stored index with Remove. Used by onboarding and Settings.
 */
export function FactIndexOffer({ heading = true }: { heading?: boolean }) {
  const state = useFactIndexState();
  const [error, setError] = useState<string | null>(null);

  // While a download shows as running, ask the worker now and then whether it still runs it: a worker the browser
  // stopped is woken by the message and marks it interrupted, so the panel offers to resume.
  const downloading = state?.job?.status === 'downloading';
  useEffect(() => {
    if (!downloading) return;
    const ask = () => void sendMessage('factIndexStatus', {}).catch(() => undefined);
    ask();
    const timer = setInterval(ask, STATUS_EVERY_MS);
    return () => clearInterval(timer);
  }, [downloading]);

  async function run(command: Command) {
    setError(null);
    try {
      const result =
        command === 'factIndexRemove'
          ? await sendMessage(command, { confirm: true })
          : await sendMessage(command, {});
      setError(commandError(result));
    } catch (caught) {
      setError(messagingError(caught));
    }
  }

  if (!state) return <p aria-live="polite">Loading the fact-check index…</p>;
  const { served, job } = state;
  return (
    <div
      className="fact-index"
      data-testid="fact-index"
      data-state={job?.status ?? (served ? 'ready' : 'none')}
    >
      {heading && <h3>Professional fact-checks</h3>}
      {served && (
        <p data-testid="fact-index-served">{servedIndexWords(served, formatDateTime(served.downloadedAt))}</p>
      )}
      {!served && !job && (
        <>
          <p className="muted">
            A local copy of the fact-checks that professional fact-checkers publish (the ClaimReview feed of
            Data Commons, CC BY): each claim is looked up in it on this computer, and a match counts as a
            fact-checker&apos;s verdict. Refreshed weekly; remove it any time.
          </p>
          <button
            type="button"
            className="primary"
            data-testid="fact-index-download"
            onClick={() => void run('factIndexDownload')}
          >
            {downloadOfferWords(state.feedBytes)}
          </button>
        </>
      )}
      {job?.status === 'downloading' && (
        <div data-testid="fact-index-progress">
          <progress
            aria-label="Fact-check download"
            {...(job.totalBytes ? { max: job.totalBytes, value: Math.min(job.bytes, job.totalBytes) } : {})}
          />
          <p role="status">{factIndexProgressWords(job)}</p>
          <p className="muted">The download goes on if you close the panel.</p>
          <button type="button" data-testid="fact-index-cancel" onClick={() => void run('factIndexCancel')}>
            Cancel download
          </button>
        </div>
      )}
      {job && job.status !== 'downloading' && (
        <div role="alert" data-testid="fact-index-stopped">
          <p>
            {job.status === 'interrupted'
              ? 'Download interrupted — resume to start it again. Nothing of it was kept.'
              : (job.error?.message ?? 'The download failed. Nothing of it was kept.')}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="primary"
              data-testid="fact-index-resume"
              onClick={() => void run('factIndexDownload')}
            >
              {job.status === 'interrupted' ? 'Resume download' : 'Try again'}
            </button>
            <button type="button" onClick={() => void run('factIndexCancel')}>
              Forget it
            </button>
          </div>
        </div>
      )}
      {served && job?.status !== 'downloading' && (
        <button type="button" data-testid="fact-index-remove" onClick={() => void run('factIndexRemove')}>
          Remove the fact-check index
        </button>
      )}
      {error && (
        <p role="alert" className="error" data-testid="fact-index-error">
          {error}
        </p>
      )}
    </div>
  );
}
