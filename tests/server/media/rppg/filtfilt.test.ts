import { describe, expect, it } from 'vitest';
import { butterworthBiquads } from '../../../../server/media/rppg/butterworthBiquads.js';
import { filtfilt } from '../../../../server/media/rppg/filtfilt.js';

describe('filtfilt', () => {
  it('keeps a constant through a low-pass, with no start-up transient', () => {
    const y = filtfilt(butterworthBiquads('lowpass', 2, 30), new Array(100).fill(5), 30);
    for (const v of y) expect(v).toBeCloseTo(5, 9);
  });

  it('does not shift a slow wave (zero phase)', () => {
    const x = Array.from({ length: 300 }, (_, i) => Math.sin((2 * Math.PI * 0.5 * i) / 30));
    const y = filtfilt(butterworthBiquads('lowpass', 4, 30), x, 60);
    const peak = (s: ArrayLike<number>) => {
      let best = 100;
      for (let i = 100; i < 160; i++) if (s[i]! > s[best]!) best = i;
      return best;
    };
    expect(peak(y)).toBe(peak(x));
  });

  it('handles signals shorter than the padding, and empty ones', () => {
    expect(filtfilt(butterworthBiquads('lowpass', 4, 30), [1, 2, 3], 100)).toHaveLength(3);
    expect(filtfilt(butterworthBiquads('lowpass', 4, 30), [], 100)).toHaveLength(0);
  });
});
