import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticks: number | undefined;
/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
function ticksPerSecond(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/**
 * CPU seconds (user + system) spent by a process, from one `/proc/<pid>/stat` line. The name
 * field may hold spaces and parentheses, so fields are counted from the last ')'.
 *
 * @example cpuSecondsOfStat('42 (node) S 1 ... 250 50 ...', 100) // 3 (utime 250 + stime 50 ticks)
 */
export function cpuSecondsOfStat(stat: string, ticksPerSec: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of proc(5); utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSec;
}

/** Name of a process in a `/proc/<pid>/stat` line. */
export function processNameOfStat(stat: string): string {
  return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
}

/** CPU seconds a process has used so far; NaN where /proc cannot tell (not Linux, process gone). */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    return cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), ticksPerSecond());
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds used so far by every process named `postgres` on this machine (backends,
 * WAL writer, checkpointer, autovacuum): the database's side of the API's work. NaN without /proc.
 */
export function postgresCpuSeconds(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return NaN;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (processNameOfStat(stat) === 'postgres') total += cpuSecondsOfStat(stat, ticksPerSecond());
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
