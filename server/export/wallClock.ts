const formats = new Map<string, Intl.DateTimeFormat>();

/** An en-US 24-hour formatter of `timeZone` (cached); an unknown zone falls back to São Paulo. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/Sao_Paulo' });
    }
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * The wall clock of an instant in a time zone, as a Date whose UTC fields hold it: what a
 * spreadsheet cell stores (a date has no zone there) and what csvCell prints with getUTC*.
 * Without `withTime`, midnight of that day.
 *
 * @example wallClock(new Date('2026-11-14T00:30:00Z'), 'America/Sao_Paulo', true).toISOString()
 *   // '2026-11-13T21:30:00.000Z'
 */
export function wallClock(instant: Date, timeZone: string, withTime = true): Date {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  if (withTime) utc.setUTCHours(hour, minute, second, 0);
  return utc;
}
