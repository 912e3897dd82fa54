import { describe, expect, it } from 'vitest';
import { magnitudeSpectrum } from '../../../../server/media/rppg/magnitudeSpectrum.js';

describe('magnitudeSpectrum', () => {
  const fps = 30;
  const x = Array.from(
    { length: 300 },
    (_, i) => 0.8 * Math.sin((2 * Math.PI * 1.5 * i) / fps) + 0.2 * Math.sin((2 * Math.PI * 3 * i) / fps),
  );

  it('has bins from 0 Hz to Nyquist, zero-padded to 4096 points', () => {
    const { frequencies, magnitudes } = magnitudeSpectrum(x, fps);
    expect(frequencies).toHaveLength(2049);
    expect(magnitudes).toHaveLength(2049);
    expect(frequencies[0]).toBe(0);
    expect(frequencies[2048]).toBe(15);
  });

  it('peaks at the sine, with its amplitude', () => {
    const { frequencies, magnitudes } = magnitudeSpectrum(x, fps);
    const peak = magnitudes.indexOf(Math.max(...magnitudes));
    expect(frequencies[peak]).toBeCloseTo(1.5, 1);
    expect(magnitudes[peak]).toBeCloseTo(0.8, 1);
  });

  it('pads a long signal to the next power of two only', () => {
    expect(magnitudeSpectrum(new Array(5000).fill(0), fps).frequencies).toHaveLength(4097);
  });
});
