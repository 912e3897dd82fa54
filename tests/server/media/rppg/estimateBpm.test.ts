import { describe, expect, it } from 'vitest';
import { estimateBpm } from '../../../../server/media/rppg/estimateBpm.js';
import { magnitudeSpectrum } from '../../../../server/media/rppg/magnitudeSpectrum.js';

const fps = 30;
const sine = (hz: number, amplitude = 1) =>
  Array.from({ length: 300 }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / fps));

describe('estimateBpm', () => {
  it('finds the peak between bins (parabolic interpolation)', () => {
    for (const bpm of [48, 72.3, 101.7, 180])
      expect(estimateBpm(magnitudeSpectrum(sine(bpm / 60), fps))).toBeCloseTo(bpm, 0);
  });

  it('looks only within 0.7–4 Hz', () => {
    const mix = sine(0.3, 5).map((v, i) => v + sine(6, 5)[i]! + sine(1.1)[i]!);
    expect(estimateBpm(magnitudeSpectrum(mix, fps))).toBeCloseTo(66, 0);
  });

  it('is NaN for a silent signal', () => {
    expect(estimateBpm(magnitudeSpectrum(new Array(300).fill(0), fps))).toBeNaN();
  });
});
