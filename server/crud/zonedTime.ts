/** An IANA zone name as the query schemas accept it: `UTC`, `America/Sao_Paulo`, `America/Argentina/Salta`. */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+\\-]*(?:/[A-Za-z0-9_+\\-]+){0,2}$';
const timeZonePattern = new RegExp(TIME_ZONE_PATTERN);

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of wall-clock parts in `timeZone` (cached: building one costs ~50 µs). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * Whether `name` is a time zone this runtime knows (its IANA database: `America/Sao_Paulo`,
 * `UTC`, links like `Brazil/East`). Offsets (`-03:00`) and made-up names are not.
 *
 * @example isTimeZone('America/Sao_Paulo') // true
 * @example isTimeZone('Mars/Olympus') // false
 */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !timeZonePattern.test(name)) return false;
  try {
    wallClock(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall-clock fields of instant `ms` in `timeZone` (a zone isTimeZone accepts).
 *
 * @example wallClockParts(Date.UTC(2026, 10, 14, 0, 30), 'America/Sao_Paulo') // { year: 2026, month: 11, day: 13, hour: 21, minute: 30, second: 0 }
 */
export function wallClockParts(ms: number | Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of wallClock(timeZone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** The zone's offset from UTC at instant `ms`, in milliseconds (-3 h in São Paulo: -10,800,000). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = wallClockParts(ms, timeZone);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time names in `timeZone`. A time the clocks skip (a daylight-saving
 * gap) is the instant the gap ends; a time that happens twice is its first occurrence.
 *
 * @param wall the wall-clock time written as if it were UTC (`Date.UTC(2026, 10, 13)` for 13/11/2026 00:00)
 * @example
 * zonedInstant(Date.UTC(2026, 10, 13), 'America/Sao_Paulo').toISOString() // '2026-11-13T03:00:00.000Z'
 */
export function zonedInstant(wall: number, timeZone: string): Date {
  const day = 86_400_000;
  // The offsets in force around that time: before and after any change of the day.
  const candidates = [offsetAt(wall - day, timeZone), offsetAt(wall + day, timeZone)]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  // The earliest candidate that shows exactly this wall time; none (a gap): the later one, where the gap ends.
  return new Date(candidates.find((t) => t + offsetAt(t, timeZone) === wall) ?? candidates[1]!);
}
