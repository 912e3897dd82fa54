import { describe, expect, it } from 'vitest';
import { butterworthBiquads, type Biquad } from '../../../../server/media/rppg/butterworthBiquads.js';

/** |H(e^{jω})| of a cascade at `hz`. */
function gain(sections: Biquad[], hz: number, fs: number): number {
  const w = (2 * Math.PI * hz) / fs;
  return sections.reduce((g, { b0, b1, b2, a1, a2 }) => {
    const num = Math.hypot(b0 + b1 * Math.cos(w) + b2 * Math.cos(2 * w), b1 * Math.sin(w) + b2 * Math.sin(2 * w));
    const den = Math.hypot(1 + a1 * Math.cos(w) + a2 * Math.cos(2 * w), a1 * Math.sin(w) + a2 * Math.sin(2 * w));
    return (g * num) / den;
  }, 1);
}

describe('butterworthBiquads', () => {
  it('is −3 dB at the cutoff, flat in the pass band, for orders 2 and 4', () => {
    for (const order of [2, 4]) {
      const low = butterworthBiquads('lowpass', 4, 30, order);
      const high = butterworthBiquads('highpass', 0.7, 30, order);
      expect(low).toHaveLength(order / 2);
      expect(gain(low, 4, 30)).toBeCloseTo(Math.SQRT1_2, 6);
      expect(gain(high, 0.7, 30)).toBeCloseTo(Math.SQRT1_2, 6);
      expect(gain(low, 0, 30)).toBeCloseTo(1, 9);
      expect(gain(high, 15, 30)).toBeCloseTo(1, 9);
    }
  });

  it('falls off at 6·order dB per octave', () => {
    const high = butterworthBiquads('highpass', 0.7, 30, 4);
    expect(20 * Math.log10(gain(high, 0.35, 30))).toBeCloseTo(-24, 0);
  });

  it('refuses an odd order or a cutoff past Nyquist', () => {
    expect(() => butterworthBiquads('lowpass', 4, 30, 3)).toThrow(RangeError);
    expect(() => butterworthBiquads('lowpass', 15, 30)).toThrow(RangeError);
  });
});
