/** One second-order section, normalised so that a0 = 1: y = b0·x + b1·x₋₁ + b2·x₋₂ − a1·y₋₁ − a2·y₋₂. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * A digital Butterworth low- or high-pass filter of even `order` as cascaded biquads: one
 * section per pole pair, Q = 1 / (2·cos θ) with θ = (2k + 1)·π / (2·order), each from the
 * bilinear transform pre-warped at the cutoff (R. Bristow-Johnson, "Audio EQ Cookbook").
 * The cascade is −3 dB at `cutoffHz`, with a slope of 6·order dB per octave beyond it.
 *
 * @example butterworthBiquads('highpass', 0.7, 30, 2) // one section, Q = 0.7071
 */
export function butterworthBiquads(
  kind: 'lowpass' | 'highpass',
  cutoffHz: number,
  sampleRate: number,
  order = 4,
): Biquad[] {
  if (order < 2 || order % 2 !== 0) throw new RangeError(`butterworthBiquads: order ${order} is not even`);
  if (!(cutoffHz > 0 && cutoffHz < sampleRate / 2))
    throw new RangeError(`butterworthBiquads: cutoff ${cutoffHz} Hz outside (0, ${sampleRate / 2}) Hz`);
  const w0 = (2 * Math.PI * cutoffHz) / sampleRate;
  const cos = Math.cos(w0);
  const sections: Biquad[] = [];
  for (let k = 0; k < order / 2; k++) {
    const q = 1 / (2 * Math.cos(((2 * k + 1) * Math.PI) / (2 * order)));
    const alpha = Math.sin(w0) / (2 * q);
    const a0 = 1 + alpha;
    const edge = kind === 'lowpass' ? (1 - cos) / 2 : (1 + cos) / 2;
    const middle = kind === 'lowpass' ? 1 - cos : -(1 + cos);
    sections.push({ b0: edge / a0, b1: middle / a0, b2: edge / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 });
  }
  return sections;
}
