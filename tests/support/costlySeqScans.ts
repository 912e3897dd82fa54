/**
 * The sequential scans of a plan that read something: a partitioned log's month partition with no
 * rows may be planned as a Seq Scan, of nothing (cost 0.00..0.00), which is no table scan at all.
 *
 * @example expect(costlySeqScans(plan)).toEqual([])
 */
export function costlySeqScans(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on .*\(cost=[\d.]+\.\.([\d.]+).*/g)]
    .filter((match) => Number(match[1]) > 0)
    .map((match) => match[0].trim());
}
