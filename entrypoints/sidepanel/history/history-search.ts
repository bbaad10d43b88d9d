/** History's filter form → an indexed search, the page window the virtual list needs, and delete-with-undo state. */
import type { RunSearch } from '@/lib/db/history-queries';
import { VerdictLabelSchema, type VerdictLabel } from '@/lib/engine';

export interface HistoryFilters {
  text: string;
  /** '' = any label. */
  label: string;
  /** '' = any site. */
  site: string;
  /** `YYYY-MM-DD` from a date input, '' = open. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: HistoryFilters = { text: '', label: '', site: '', from: '', to: '' };

/** True when any search or filter is set (an empty list is then the filters' doing, not an empty History). */
export function filtersActive(filters: HistoryFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** Rows fetched per page of the virtual list. */
const PAGE_SIZE = 50;

/** The search for a window of the list: filters as index queries, local days as an inclusive epoch range. */
export function toRunSearch(filters: HistoryFilters, offset: number, limit: number): RunSearch {
  const search: RunSearch = { offset, limit };
  if (filters.text.trim()) search.text = filters.text.trim();
  const label = VerdictLabelSchema.safeParse(filters.label);
  if (label.success) search.label = label.data satisfies VerdictLabel;
  if (filters.site.trim()) search.site = filters.site.trim();
  const from = dayStart(filters.from);
  const to = dayStart(filters.to);
  if (from !== null) search.from = from;
  if (to !== null) search.to = to + 24 * 60 * 60 * 1000 - 1;
  return search;
}

/** Local midnight of a `YYYY-MM-DD` date, null when empty or invalid. */
function dayStart(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The aligned page window covering visible rows `first..last` (two pages at most, so scrolling stays smooth). */
export function pageWindow(
  first: number,
  last: number,
  pageSize: number = PAGE_SIZE,
): { offset: number; limit: number } {
  const offset = Math.floor(Math.max(0, first) / pageSize) * pageSize;
  const end = (Math.floor(Math.max(first, last) / pageSize) + 1) * pageSize;
  return { offset, limit: Math.max(pageSize, end - offset) };
}

/** Rows hidden while their deletion can still be undone. */
export function visibleRuns<T extends { id: string }>(
  runs: readonly T[],
  pendingDelete: ReadonlySet<string>,
): T[] {
  return runs.filter((run) => !pendingDelete.has(run.id));
}

/** Seconds a deletion waits before it is sent (Undo is offered meanwhile). */
export const UNDO_SECONDS = 6;

/** A file name for an export: `cartographer-<what>-<date>.<ext>`, safe on every OS. */
export function exportFileName(what: string, ext: 'json' | 'md', at: Date): string {
  const slug =
    what
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'export';
  return `cartographer-${slug}-${at.toISOString().slice(0, 10)}.${ext}`;
}
