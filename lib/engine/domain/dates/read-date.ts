/** The one date reader: page, post, search-result and PDF dates as ISO 8601 instants, one month table for all. */
import { monthNumber } from './month-names';

function utcIso(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  if (y < 1800 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || s > 60)
    return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (date.getUTCDate() !== d) return null; // 31 February and friends
  return date.toISOString();
}

/** A clock hour with its "AM"/"PM" (`a`/`p`, any case) read as 0-23; without one, the hour as written. */
function hour12(hour: number, meridiem: string | undefined): number {
  return meridiem ? (hour % 12) + (/p/i.test(meridiem) ? 12 : 0) : hour;
}

/** `base` (an ISO instant read as UTC) moved back by a written offset ("+05:30", "-0800"). */
function withOffset(base: string, sign: string, hours: string, minutes: string): string {
  const offsetMin = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return new Date(Date.parse(base) - offsetMin * 60_000).toISOString();
}

/**
 * Normalises a date as pages write it to an ISO instant (`2024-03-05T10:00:00.000Z`), or null when it is not a
 * date. ISO dates, offsets and `YYYYMMDD` are exact; a date without a time is midnight UTC; a date-time without an
 * offset is read as UTC (pages rarely say, and the day is what matters for recency). Month names are read in every
 * language of the month table ("5. März 2024", "5 juillet 2024").
 */
export function normalizeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (!v) return null;
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      v,
    );
  if (iso) {
    const [, y, mo, d, h, mi, s, zone] = iso;
    const base = utcIso(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
    if (!base || !zone || /^z$/i.test(zone)) return base;
    const digits = zone.replace(/[^0-9]/g, '');
    return withOffset(base, zone[0]!, digits.slice(0, 2), digits.slice(2, 4));
  }
  const compact = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})?Z?)?$/.exec(v);
  if (compact) {
    const [, y, mo, d, h, mi, s] = compact;
    return utcIso(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  }
  if (/^\d{10}(\d{3})?$/.test(v)) {
    const ms = v.length === 10 ? Number(v) * 1000 : Number(v);
    return new Date(ms).toISOString();
  }
  // "March 5, 2024", "Tue, 05 Mar 2024 10:00:00 GMT", "5. März 2024", "5 March 2024 14:30"
  const words =
    /(?:^|[\s,])(\d{1,2})\.?\s+(\p{L}{3,10}\.?)\s+(\d{4})(?:[\s,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\b\.?)?)?/u.exec(
      v,
    );
  const wordsUs =
    /(\p{L}{3,10}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:[\s,T]+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\b\.?)?)?/u.exec(
      v,
    );
  const dmy = words
    ? { d: words[1], m: words[2], y: words[3], h: words[4], mi: words[5], s: words[6], ap: words[7] }
    : null;
  const mdy = wordsUs
    ? {
        d: wordsUs[2],
        m: wordsUs[1],
        y: wordsUs[3],
        h: wordsUs[4],
        mi: wordsUs[5],
        s: wordsUs[6],
        ap: wordsUs[7],
      }
    : null;
  for (const parts of [dmy, mdy]) {
    const month = parts?.m ? monthNumber(parts.m) : undefined;
    if (!parts || month === undefined) continue;
    const base = utcIso(
      Number(parts.y),
      month,
      Number(parts.d),
      hour12(Number(parts.h ?? 0), parts.ap),
      Number(parts.mi ?? 0),
      Number(parts.s ?? 0),
    );
    if (!base) continue;
    const zone = /(?:GMT|UTC)?\s*([+-])(\d{2}):?(\d{2})\s*$/.exec(v);
    if (!zone?.[1] || !zone[2] || !zone[3]) return base;
    return withOffset(base, zone[1], zone[2], zone[3]);
  }
  return null;
}

/**
 * A post's date: a machine date (`datetime`, epoch ms) or a display date as social sites print it ("April 18, 2024
 * at 2:05 PM", "Jan 22, 2024, 07:45") with an optional 12- or 24-hour time; null when it is neither. Display dates
 * carry no zone: read as UTC, as the article reader does.
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
  const month = monthNumber(monthName ?? '');
  if (month === undefined) return null;
  return utcIso(Number(year), month, Number(day), hour12(Number(hour ?? 0), meridiem), Number(minute ?? 0));
}

/** A search provider's date as ISO 8601 (date-only values kept as `YYYY-MM-DD`), or null when unreadable. */
export function searchResultDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const hasZone = /(Z|[+-]\d{2}:?\d{2}|GMT|UTC)$/i.test(value.trim());
  const time = Date.parse(hasZone || !/^\d{4}-\d{2}-\d{2}T/.test(value) ? value : `${value}Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A PDF date (`D:YYYYMMDDHHmmSSOHH'mm'`, every part after the year optional) or an XMP date as ISO 8601 UTC;
 * null when it is not a date.
 */
export function pdfDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const pdf =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(?:(Z)|([+-])(\d{2})'?(?:(\d{2})'?)?)?/.exec(
      v,
    );
  if (pdf && !/^\d{4}-/.test(v)) {
    const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', z, sign, oh, om = '00'] = pdf;
    const zone = z || !sign ? 'Z' : `${sign}${oh}:${om}`;
    return normalizeDate(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  }
  return normalizeDate(v);
}
