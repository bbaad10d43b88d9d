/** Parses an HTTP `Retry-After` header (delta-seconds or HTTP-date) into milliseconds from `now`. */

/** Milliseconds to wait, or undefined when the header is absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** "12 s" / "2 min": a wait in words for user-facing messages. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  return `${Math.ceil(seconds / 60)} min`;
}
