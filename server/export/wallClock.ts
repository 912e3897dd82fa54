import { isTimeZone, wallClockParts } from '../crud/zonedTime.js';

/** Where an unknown zone is read (the query schemas refuse one; a caller without tz gets this). */
const FALLBACK_ZONE = 'America/Sao_Paulo';

/**
 * The wall clock of an instant in a time zone, as a Date whose UTC fields hold it: what a
 * spreadsheet cell stores (a date has no zone there) and what csvCell prints with getUTC*.
 * Without `withTime`, midnight of that day.
 *
 * @example wallClock(new Date('2026-11-14T00:30:00Z'), 'America/Sao_Paulo', true).toISOString()
 *   // '2026-11-13T21:30:00.000Z'
 */
export function wallClock(instant: Date, timeZone: string, withTime = true): Date {
  const parts = wallClockParts(instant, isTimeZone(timeZone) ? timeZone : FALLBACK_ZONE);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  if (withTime) utc.setUTCHours(hour, minute, second, 0);
  return utc;
}
