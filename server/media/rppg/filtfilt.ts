import type { Biquad } from './butterworthBiquads.js';

/** Runs the cascade over `x` in place (transposed direct form II), each section starting in the steady state of x[0]. */
function runCascade(sections: readonly Biquad[], x: Float64Array): void {
  for (const { b0, b1, b2, a1, a2 } of sections) {
    const u = x[0] ?? 0;
    const y0 = (u * (b0 + b1 + b2)) / (1 + a1 + a2);
    let s2 = b2 * u - a2 * y0;
    let s1 = b1 * u - a1 * y0 + s2;
    for (let i = 0; i < x.length; i++) {
      const xi = x[i]!;
      const yi = b0 * xi + s1;
      s1 = b1 * xi - a1 * yi + s2;
      s2 = b2 * xi - a2 * yi;
      x[i] = yi;
    }
  }
}

/**
 * Zero-phase filtering: the cascade is run forward, then backward over the result, so peaks stay
 * where they were and the magnitude response is squared. Like scipy's `sosfiltfilt`, the signal
 * is first extended at both ends by `padLength` samples of its odd reflection (2·x[0] − x[k]),
 * and each pass starts in steady state, which keeps most of the start-up transients out of the
 * result; within about a second of either end it is still only approximate (a sine ending away
 * from zero is pulled towards it), which the spectrum's Hann window plays down.
 *
 * @example filtfilt(butterworthBiquads('lowpass', 4, 30), signal, 90)
 */
export function filtfilt(sections: readonly Biquad[], signal: ArrayLike<number>, padLength: number): Float64Array {
  const n = signal.length;
  if (n === 0) return new Float64Array(0);
  const pad = Math.max(0, Math.min(n - 1, Math.round(padLength)));
  const x = new Float64Array(n + 2 * pad);
  const first = signal[0]!,
    last = signal[n - 1]!;
  for (let k = 0; k < pad; k++) {
    x[pad - 1 - k] = 2 * first - signal[k + 1]!;
    x[pad + n + k] = 2 * last - signal[n - 2 - k]!;
  }
  for (let i = 0; i < n; i++) x[pad + i] = signal[i]!;
  runCascade(sections, x);
  x.reverse();
  runCascade(sections, x);
  x.reverse();
  return x.slice(pad, pad + n);
}
