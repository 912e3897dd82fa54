import { describe, expect, it } from 'vitest';
import { detrend } from '../../../../server/media/rppg/detrend.js';

describe('detrend', () => {
  it('removes a straight line and the mean, keeping the rest', () => {
    const wave = Array.from({ length: 200 }, (_, i) => Math.sin(i / 3));
    const y = detrend(wave.map((v, i) => v + 100 + 0.05 * i));
    const clean = detrend(wave);
    for (let i = 0; i < y.length; i++) expect(y[i]).toBeCloseTo(clean[i]!, 9);
    expect(y.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
  });

  it('handles empty and one-sample signals', () => {
    expect(detrend([])).toHaveLength(0);
    expect(Array.from(detrend([4]))).toEqual([0]);
  });
});
