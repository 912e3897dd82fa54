import { describe, expect, it } from 'vitest';
import { readRequestLogStats } from '../../../../src/core/requestLog/requestLogStats';

describe('readRequestLogStats', () => {
  it('reads counts and caps', () => {
    expect(
      readRequestLogStats({
        data: { total: 10000, success: 9000, client_error: 12, server_error: 3 },
        capped: { total: true, success: false },
      }),
    ).toEqual({
      counts: { total: 10000, success: 9000, client_error: 12, server_error: 3 },
      capped: { total: true, success: false, client_error: false, server_error: false },
    });
  });

  it('missing or odd values read 0 / not capped', () => {
    expect(readRequestLogStats({ data: { total: '7', success: null } })).toEqual({
      counts: { total: 7, success: 0, client_error: 0, server_error: 0 },
      capped: { total: false, success: false, client_error: false, server_error: false },
    });
    expect(readRequestLogStats(undefined).counts.total).toBe(0);
  });
});
