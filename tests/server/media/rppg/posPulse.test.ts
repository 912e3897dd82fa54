import { describe, expect, it } from 'vitest';
import { estimateBpm } from '../../../../server/media/rppg/estimateBpm.js';
import { magnitudeSpectrum } from '../../../../server/media/rppg/magnitudeSpectrum.js';
import { posPulse } from '../../../../server/media/rppg/posPulse.js';

const fps = 30;

describe('posPulse', () => {
  it('recovers a pulse from skin colour under changing light', () => {
    const samples = Array.from({ length: 300 }, (_, i) => {
      const t = i / fps;
      const light = 1 + 0.1 * Math.sin(2 * Math.PI * 0.15 * t); // 10% brightness swing, all channels
      const pulse = 0.005 * Math.sin(2 * Math.PI * 1.25 * t);
      return {
        r: 180 * light * (1 + 0.33 * pulse),
        g: 130 * light * (1 + 0.77 * pulse),
        b: 110 * light * (1 + 0.53 * pulse),
      };
    });
    const h = posPulse(samples, fps);
    expect(h).toHaveLength(300);
    expect(estimateBpm(magnitudeSpectrum(h, fps))).toBeCloseTo(75, 0);
  });

  it('gives zeros for a still colour', () => {
    const h = posPulse(
      Array.from({ length: 60 }, () => ({ r: 180, g: 130, b: 110 })),
      fps,
    );
    expect(Array.from(h).every((v) => v === 0)).toBe(true);
  });
});
