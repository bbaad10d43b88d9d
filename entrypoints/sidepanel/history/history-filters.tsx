import { SelectFilter, labelOptions, siteOptions } from './select-filter';
import { useLiveQuery } from 'dexie-react-hooks';
import { listSites } from '@/lib/db/history-queries';
import { VerdictLabelSchema } from '@/lib/engine';
import { db } from '../db';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';
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
    <form
      className="filters"
      role="search"
      aria-label="Search history"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="field wide">
        <span>Search title, URL or claim</span>
        <input type="search" value={filters.text} onChange={(event) => set({ text: event.target.value })} />
      </label>
      <SelectFilter
        label="Label"
        value={filters.label}
        options={labelOptions(VerdictLabelSchema.options, LABEL_WORDS)}
        onChange={(label) => set({ label })}
      />
      <SelectFilter
        label="Site"
        value={filters.site}
        options={siteOptions(sites)}
        onChange={(site) => set({ site })}
      />
      <label className="field">
        <span>From</span>
        <input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
      </label>
      <label className="field">
        <span>To</span>
        <input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
      </label>
    </form>
  );
}
