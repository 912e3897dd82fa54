import { describe, expect, it } from 'vitest';
import { faceRegionMean } from '../../../server/media/faceRegionMean.js';
import { analyzePulse } from '../../../server/media/rppg/analyzePulse.js';
import { syntheticFaceFrames } from '../../../server/media/syntheticFaceFrames.js';

describe('syntheticFaceFrames', () => {
  it('renders rgb24 frames whose face pulses at the asked rate', () => {
    const samples = [];
    for (const frame of syntheticFaceFrames({ bpm: 90, seconds: 6, fps: 20, width: 160, height: 120, seed: 5 })) {
      expect(frame).toHaveLength(160 * 120 * 3);
      const mean = faceRegionMean(frame, 160, 120);
      expect(mean.skin).toBe(true);
      samples.push(mean);
    }
    expect(samples).toHaveLength(120);
    expect(Math.abs(analyzePulse(samples, 20).bpm - 90)).toBeLessThan(1.5);
  });

  it('is deterministic for a seed', () => {
    const first = (seed: number) =>
      syntheticFaceFrames({ bpm: 70, seconds: 0.1, width: 64, height: 48, seed }).next().value as Uint8Array;
    expect(first(1)).toEqual(first(1));
    expect(first(1)).not.toEqual(first(2));
  });
});
