import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { searchRuns, type RunSearchPage } from '@/lib/db/history-queries';
import { db } from '../db';
import { DeletedRow, HistoryRow, type RowActions } from './history-row';
import { filtersActive, pageWindow, toRunSearch, type HistoryFilters } from './history-search';

const ROW_HEIGHT = 92;

/** A lower bound as shown: whole thousands past 1,000 ("1,000+ runs"), the number itself below. */
function atLeast(total: number): number {
  return total >= 1000 ? Math.floor(total / 1000) * 1000 : total;
}

/** Matching runs, newest first, virtualised: only the visible window is read from the database. */
export function HistoryList({
  filters,
  onClearFilters,
  paused = false,
  pending,
  actions,
  onUndo,
}: {
  filters: HistoryFilters;
  onClearFilters(): void;
  /** While an import runs, the list keeps what it shows (re-reading it after every bundle would stall the panel). */
  paused?: boolean;
  pending: ReadonlySet<string>;
  actions: RowActions;
  onUndo(runId: string): void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState(() => pageWindow(0, 0));
  const page = useLiveQuery(
    async () =>
      paused
        ? null
        : {
            ...(await searchRuns(db, toRunSearch(filters, range.offset, range.limit))),
            offset: range.offset,
          },
    [filters, range.offset, range.limit, paused],
  );
  // Keep the last page while the next one loads, so rows do not flash.
  const last = useRef<RunSearchPage & { offset: number }>({ runs: [], total: 0, offset: 0 });
  if (page) last.current = page;
  const loaded = last.current;
  const virtualizer = useVirtualizer({
    count: loaded.total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const wanted = pageWindow(items[0]?.index ?? 0, items[items.length - 1]?.index ?? 0);
  const { offset: wantedOffset, limit: wantedLimit } = wanted;
  useEffect(() => {
    setRange((current) =>
      current.offset === wantedOffset && current.limit === wantedLimit
        ? current
        : { offset: wantedOffset, limit: wantedLimit },
    );
  }, [wantedOffset, wantedLimit]);

  return (
    <div className="history-list-wrap">
      <p className="muted" aria-live="polite" data-testid="history-count">
        {loaded.totalIsLowerBound
          ? `${atLeast(loaded.total).toLocaleString('en-US')}+ runs`
          : loaded.total === 1
            ? '1 run'
            : `${loaded.total.toLocaleString('en-US')} runs`}
        {page && loaded.total === 0 && filtersActive(filters) && (
          <span data-testid="filters-hide-all">
            {' '}
            — no saved run matches these filters.{' '}
            <button type="button" className="link-button" onClick={onClearFilters}>
              Clear the filters
            </button>
          </span>
        )}
      </p>
      <div ref={scroller} className="history-scroller" tabIndex={-1}>
        <div
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          role="list"
          aria-label="Saved runs"
        >
          {items.map((item) => {
            const run = loaded.runs[item.index - loaded.offset];
            return (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {!run ? (
                  <div className="history-row muted">Loading…</div>
                ) : pending.has(run.id) ? (
                  <DeletedRow runId={run.id} onUndo={() => onUndo(run.id)} />
                ) : (
                  <HistoryRow run={run} actions={actions} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
