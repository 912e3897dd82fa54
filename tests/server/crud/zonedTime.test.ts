import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedInstant } from '../../../server/crud/zonedTime.js';

const at = (wall: number, tz: string) => zonedInstant(wall, tz).toISOString();

describe('zonedInstant: a wall-clock time in a zone as an instant', () => {
  it('a day in São Paulo starts at 03:00Z, in UTC at 00:00Z, in Tokyo the day before at 15:00Z', () => {
    expect(at(Date.UTC(2026, 10, 13), 'America/Sao_Paulo')).toBe('2026-11-13T03:00:00.000Z');
    expect(at(Date.UTC(2026, 10, 13), 'UTC')).toBe('2026-11-13T00:00:00.000Z');
    expect(at(Date.UTC(2026, 10, 13), 'Asia/Tokyo')).toBe('2026-11-12T15:00:00.000Z');
    expect(at(Date.UTC(2026, 10, 13, 21, 30), 'America/Sao_Paulo')).toBe('2026-11-14T00:30:00.000Z');
  });

  it('a midnight the clocks skip is the instant the gap ends (São Paulo, 2018-11-04: 00:00 → 01:00)', () => {
    expect(at(Date.UTC(2018, 10, 4), 'America/Sao_Paulo')).toBe('2018-11-04T03:00:00.000Z');
    // The day before still ends where this one starts.
    expect(at(Date.UTC(2018, 10, 3), 'America/Sao_Paulo')).toBe('2018-11-03T03:00:00.000Z');
  });

  it('a wall time that happens twice is its first occurrence (New York, 2026-11-01 01:30)', () => {
    expect(at(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // And the day after the change starts at the new offset.
    expect(at(Date.UTC(2026, 10, 2), 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and links, not offsets, made-up or oversized names', () => {
    for (const tz of ['America/Sao_Paulo', 'UTC', 'Europe/Lisbon', 'America/Argentina/Salta', 'Brazil/East'])
      expect(isTimeZone(tz), tz).toBe(true);
    for (const tz of [
      'Mars/Olympus',
      '-03:00',
      '+0300',
      '',
      'America/',
      '../etc/passwd',
      'A'.repeat(65),
      'America/Sao Paulo',
    ])
      expect(isTimeZone(tz), tz).toBe(false);
  });
});
