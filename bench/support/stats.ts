/** A figure measured several times: its median and its spread (min–max). */
export interface Sample {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

/**
 * Median and spread of repeated measurements (at least one).
 *
 * @example
 * summarize([3, 1, 2]); // { median: 2, min: 1, max: 3, runs: [3, 1, 2] }
 */
export function summarize(runs: number[]): Sample {
  if (!runs.length) throw new Error('summarize: nenhuma medição');
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs };
}

/** Spread as a percentage of the median: (max − min) / median. */
export function spreadPct(s: Sample): number {
  return s.median ? ((s.max - s.min) / s.median) * 100 : 0;
}
