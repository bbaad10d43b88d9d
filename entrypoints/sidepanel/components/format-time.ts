/** Dates with their time of day, in the reader's locale ("22/11/2026, 14:05"). */

/** A date and time (ISO string or epoch ms), or the fallback when missing or invalid. */
export function formatDateTime(value: string | number | null | undefined, fallback = 'date unknown'): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
