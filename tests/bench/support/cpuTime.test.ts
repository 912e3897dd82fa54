import { describe, expect, it } from 'vitest';
import {
  cpuSecondsOfStat,
  postgresCpuSeconds,
  processCpuSeconds,
  processNameOfStat,
} from '../../../bench/support/cpuTime.js';

// A real /proc/<pid>/stat line (proc(5)); utime 250 and stime 50 ticks.
const line =
  '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 1096 0 0 0 250 50 0 0 20 0 1 0 3150 225206272 3375 18446744073709551615';

describe('cpuTime', () => {
  it('reads user + system time from a stat line whose name holds spaces and parentheses', () => {
    expect(cpuSecondsOfStat(line, 100)).toBe(3);
    expect(cpuSecondsOfStat(line, 250)).toBeCloseTo(1.2);
    expect(processNameOfStat(line)).toBe('postgres: a (b) c');
  });

  it('measures this process, and grows as it works', () => {
    const before = processCpuSeconds(process.pid);
    const until = Date.now() + 150;
    let x = 0;
    while (Date.now() < until) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(processCpuSeconds(process.pid)).toBeGreaterThan(before);
  });

  it('says NaN for a process that does not exist, and a number for PostgreSQL', () => {
    expect(processCpuSeconds(2 ** 30)).toBeNaN();
    expect(processCpuSeconds(undefined)).toBeNaN();
    expect(postgresCpuSeconds()).toBeGreaterThanOrEqual(0);
  });
});
