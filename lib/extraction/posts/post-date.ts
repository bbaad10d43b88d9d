/** Dates as social sites print them ("April 18, 2024 at 2:05 PM", "Jan 22, 2024, 07:45") or store them, as ISO instants. */
import { normalizeDate } from '../published-date';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An ISO instant from a machine date (`datetime`, epoch ms) or an English display date with an optional 12- or
 * 24-hour time; null when it is neither. Display dates carry no zone: read as UTC, as the article reader does.
 */
export function postDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const machine = normalizeDate(text);
  if (machine) return machine;
  const m =
    /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?:,?\s*(?:at\s+)?(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?)?$/.exec(
      text.replace(/\u202f|\u00a0/g, ' '),
    );
  if (!m) return null;
  const [, monthName, day, year, hour, minute, meridiem] = m;
  const month = MONTHS.indexOf((monthName ?? '').slice(0, 3).toLowerCase());
  if (month < 0) return null;
  let h = Number(hour ?? 0);
  if (meridiem) h = (h % 12) + (/p/i.test(meridiem) ? 12 : 0);
  const date = new Date(Date.UTC(Number(year), month, Number(day), h, Number(minute ?? 0)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? null : date.toISOString();
}
