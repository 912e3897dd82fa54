/**
 * The signal minus its least-squares straight line: zero mean, no slow drift left (lighting
 * that slowly changes, a camera's auto exposure settling), so the band-pass filter starts and
 * ends near zero.
 *
 * @example detrend([1, 2, 3, 4]) // Float64Array [0, 0, 0, 0]
 */
export function detrend(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  const tMean = (n - 1) / 2;
  let yMean = 0;
  for (let i = 0; i < n; i++) yMean += values[i]!;
  yMean /= n;
  let cov = 0,
    varT = 0;
  for (let i = 0; i < n; i++) {
    cov += (i - tMean) * (values[i]! - yMean);
    varT += (i - tMean) ** 2;
  }
  const slope = varT > 0 ? cov / varT : 0;
  for (let i = 0; i < n; i++) out[i] = values[i]! - yMean - slope * (i - tMean);
  return out;
}
