/** One month partition of a log: its table's name and the range of times it holds. */
export interface MonthPartition {
  name: string;
  /** The month's first instant (UTC), included. */
  from: Date;
  /** The next month's first instant, excluded. */
  to: Date;
}

/**
 * The UTC month holding `instant`: its first instant and the next month's.
 *
 * @example monthBounds(new Date('2026-12-31T23:00:00Z')).to // 2027-01-01T00:00:00.000Z
 */
export function monthBounds(instant: Date): Pick<MonthPartition, 'from' | 'to'> {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth();
  return { from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) };
}

/**
 * The partition of `table` holding `instant`'s month (UTC): `request_logs_p202611` holds
 * [2026-11-01T00:00Z, 2026-12-01T00:00Z).
 *
 * @example monthPartition('request_logs', new Date('2026-11-27T10:00:00Z')).name // 'request_logs_p202611'
 */
export function monthPartition(table: string, instant: Date): MonthPartition {
  const { from, to } = monthBounds(instant);
  return { name: `${table}_p${from.getUTCFullYear()}${String(from.getUTCMonth() + 1).padStart(2, '0')}`, from, to };
}

/**
 * The month partition a table name stands for, or undefined for any other name (the DEFAULT
 * partition, a table someone attached by hand).
 *
 * @example parseMonthPartition('request_logs', 'request_logs_p202611')?.to // 2026-12-01T00:00:00.000Z
 */
export function parseMonthPartition(table: string, name: string): MonthPartition | undefined {
  const match = new RegExp(`^${table}_p(\\d{4})(\\d{2})$`).exec(name);
  if (!match) return undefined;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return monthPartition(table, new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}
