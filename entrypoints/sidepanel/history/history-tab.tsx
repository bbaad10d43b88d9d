import { useState } from 'react';
import { count } from '@/lib/presentation/plural';
import type { Run } from '@/lib/engine';
import { usePanel } from '../components/panel-context';
import { useEngineConfig } from '../components/engine-config-context';
import { HistoryFilterBar } from './history-filters';
import { HistoryList } from './history-list';
import type { RowActions } from './history-row';
import { EMPTY_FILTERS, UNDO_SECONDS, type HistoryFilters } from './history-search';
import { ComparePicked } from './compare-picked';
import { ImportRuns, ImportStatusView, type ImportStatus } from './import-runs';
import { exportAllJson, exportRunJson, exportRunMarkdown } from './run-exports';
import { useDeleteQueue } from './use-delete-queue';
import { ClaimsView } from './claims-view';

/** The History tab: its runs, or its claims (one row per distinct claim across all runs). */
export function HistoryTab() {
  const [view, setView] = useState<'runs' | 'claims'>('runs');
  return (
    <>
      <div className="button-row" role="group" aria-label="History view">
        <button type="button" aria-pressed={view === 'runs'} onClick={() => setView('runs')}>
          Runs
        </button>
        <button type="button" aria-pressed={view === 'claims'} onClick={() => setView('claims')}>
          Claims
        </button>
      </div>
      {view === 'runs' ? <RunsView /> : <ClaimsView />}
    </>
  );
}

/** Every saved run; search, filter, reopen, export, import and delete with undo. */
function RunsView() {
  const { openRun } = usePanel();
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_FILTERS);
  // One status line: each new message (export, import, delete, undo, failure) replaces the last.
  const [status, setStatus] = useState<string | ImportStatus | null>(null);
  const setMessage = (text: string | null) => setStatus(text);
  const { queue, pending, error } = useDeleteQueue();
  const config = useEngineConfig();
  // Up to two runs picked for comparing; picking a third drops the oldest pick.
  const [picked, setPicked] = useState<string[]>([]);

  const attempt = (what: string, action: () => Promise<unknown>) => {
    setMessage(null);
    action().catch((caught: unknown) =>
      setMessage(`${what} failed: ${caught instanceof Error ? caught.message : String(caught)}`),
    );
  };
  const actions: RowActions = {
    reopen: (run: Run) => openRun(run.id),
    exportJson: (run) => attempt('Export', () => exportRunJson(run)),
    exportMarkdown: (run) => attempt('Markdown export', () => exportRunMarkdown(run, config)),
    togglePick: (run) =>
      setPicked((current) =>
        current.includes(run.id) ? current.filter((id) => id !== run.id) : [...current, run.id].slice(-2),
      ),
    isPicked: (runId) => picked.includes(runId),
    remove: (run) => {
      queue.remove(run.id);
      setMessage(`Deleted “${run.article.title}”. Undo within ${UNDO_SECONDS} seconds.`);
    },
  };

  return (
    <div className="history-tab">
      <HistoryFilterBar filters={filters} onChange={setFilters} />
      <div className="button-row">
        <button
          type="button"
          onClick={() =>
            attempt('Export', async () => setMessage(`Exported ${count(await exportAllJson(), 'run')}.`))
          }
        >
          Export all (JSON)
        </button>
        <ImportRuns onStatus={setStatus} />
      </div>
      <div role="status" className="muted history-message" data-testid="history-message">
        {error ??
          (typeof status === 'string' ? status : status ? <ImportStatusView status={status} /> : null)}
      </div>
      {picked.length === 1 && (
        <p className="muted" data-testid="pick-hint">
          Pick one more run to compare with.
        </p>
      )}
      {picked.length === 2 && (
        <ComparePicked runIds={[picked[0]!, picked[1]!]} onClose={() => setPicked([])} />
      )}
      <HistoryList
        filters={filters}
        onClearFilters={() => setFilters(EMPTY_FILTERS)}
        paused={
          typeof status === 'object' &&
          status !== null &&
          (status.state === 'reading' || status.state === 'progress')
        }
        pending={pending}
        actions={actions}
        onUndo={(runId) => {
          if (queue.undo(runId)) setMessage('Deletion undone.');
        }}
      />
    </div>
  );
}
