import { describe, expect, it } from 'vitest';
import { bandpass } from '../../../../server/media/rppg/bandpass.js';

const fps = 30;
const sine = (hz: number, seconds = 20) =>
  Array.from({ length: seconds * fps }, (_, i) => Math.sin((2 * Math.PI * hz * i) / fps));
/** RMS of the middle half, away from the ends. */
const rms = (x: ArrayLike<number>) => {
  const from = Math.floor(x.length / 4),
    to = Math.floor((3 * x.length) / 4);
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i]! ** 2;
  return Math.sqrt(sum / (to - from));
};

describe('bandpass (Butterworth 0.7–4 Hz, zero phase)', () => {
  it('passes a 1.2 Hz sine unchanged, in amplitude and in phase', () => {
    const x = sine(1.2);
    const y = bandpass(x, fps);
    expect(y).toHaveLength(x.length);
    expect(rms(y) / rms(x)).toBeGreaterThan(0.95);
    const mid = x.length / 2;
    for (let i = mid; i < mid + 30; i++) expect(y[i]).toBeCloseTo(x[i]!, 1);
  });

  it('removes a 0.2 Hz drift and 8 Hz flicker', () => {
    expect(rms(bandpass(sine(0.2), fps)) / rms(sine(0.2))).toBeLessThan(0.01);
    expect(rms(bandpass(sine(8), fps)) / rms(sine(8))).toBeLessThan(0.01);
  });

  it('keeps the pulse out of a mix, all but the last second or so', () => {
    const pulse = sine(1.2);
    const drift = sine(0.2),
      flicker = sine(8);
    const y = bandpass(
      pulse.map((v, i) => v + 3 * drift[i]! + 0.5 * flicker[i]! + 10),
      fps,
    );
    for (let i = fps; i < y.length - fps; i++) expect(Math.abs(y[i]! - pulse[i]!)).toBeLessThan(0.05);
  });

  it('refuses a band above the Nyquist frequency', () => {
    expect(() => bandpass(sine(1), 6)).toThrow(RangeError);
  });
});
