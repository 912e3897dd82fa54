import { describe, expect, it } from 'vitest';
import { analyzePulse } from '../../../../server/media/rppg/analyzePulse.js';
import { seededRandom } from '../../../../server/media/seededRandom.js';

describe('analyzePulse', () => {
  it('measures the pulse of noisy, drifting face colours', () => {
    const random = seededRandom(3);
    const fps = 25;
    const samples = Array.from({ length: 250 }, (_, i) => {
      const t = i / fps;
      const drift = 4 * Math.sin(2 * Math.PI * 0.08 * t) + 0.3 * t;
      const pulse = Math.sin(2 * Math.PI * 1.4 * t);
      const noise = () => (random() - 0.5) * 0.6;
      return {
        r: 170 + drift + 0.3 * pulse + noise(),
        g: 125 + drift + 0.8 * pulse + noise(),
        b: 105 + drift + 0.5 * pulse + noise(),
      };
    });
    const { filtered, spectrum, bpm } = analyzePulse(samples, fps);
    expect(filtered).toHaveLength(250);
    expect(spectrum.frequencies[spectrum.frequencies.length - 1]).toBe(12.5);
    expect(Math.abs(bpm - 84)).toBeLessThan(1);
  });
});
