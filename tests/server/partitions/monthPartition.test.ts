import { describe, expect, it } from 'vitest';
import { monthBounds, monthPartition, parseMonthPartition } from '../../../server/partitions/monthPartition.js';

describe('monthPartition', () => {
  it('names the UTC month of an instant and gives its bounds, across a year end', () => {
    expect(monthPartition('request_logs', new Date('2026-11-27T10:00:00Z'))).toEqual({
      name: 'request_logs_p202611',
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
    expect(monthPartition('finger_logs', new Date('2026-12-31T23:59:59.999Z'))).toMatchObject({
      name: 'finger_logs_p202612',
      to: new Date('2027-01-01T00:00:00Z'),
    });
    // 21:30 in São Paulo on 31 Oct is already November in UTC: months are UTC's.
    expect(monthPartition('liveness_logs', new Date('2026-10-31T21:30:00-03:00')).name).toBe('liveness_logs_p202611');
  });

  it('gives the bounds of a UTC month, the last instant of a year included', () => {
    expect(monthBounds(new Date('2026-12-31T23:59:59.999Z'))).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('reads a month partition back from its name, and nothing else', () => {
    expect(parseMonthPartition('request_logs', 'request_logs_p202602')?.from).toEqual(new Date('2026-02-01T00:00:00Z'));
    expect(parseMonthPartition('request_logs', 'request_logs_default')).toBeUndefined();
    expect(parseMonthPartition('request_logs', 'request_logs_p202613')).toBeUndefined();
    expect(parseMonthPartition('request_logs', 'finger_logs_p202602')).toBeUndefined();
    expect(parseMonthPartition('request_logs', 'request_logs_p2026021')).toBeUndefined();
  });
});
