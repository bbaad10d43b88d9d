import { FilterRow } from './select-filter';
import { useLiveQuery } from 'dexie-react-hooks';
import { listSites } from '@/lib/db/history-queries';
import { db } from '../db';
import type { HistoryFilters } from './history-search';

/** Search box and filters by label, site and date. */
export function HistoryFilterBar({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange(next: HistoryFilters): void;
}) {
  const sites = useLiveQuery(() => listSites(db), [], []);
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  return (
    <FilterRow
      name="Search history"
      searchWords="Search title, URL or claim"
      labelWords="Label"
      text={filters.text}
      label={filters.label}
      site={filters.site}
      sites={sites}
      onChange={set}
    >
      <label className="field">
        <span>From</span>
        <input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
      </label>
      <label className="field">
        <span>To</span>
        <input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
      </label>
    </FilterRow>
  );
}
