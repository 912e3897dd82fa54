import { describe, expect, it } from 'vitest';
import { binarizeFingerprint } from '../../../../server/media/fingerprint/binarizeFingerprint.js';
import { renderFingerprint } from '../../../../server/media/fingerprint/renderFingerprint.js';

describe('binarizeFingerprint', () => {
  it('turns ridges black and valleys white inside the mask, white outside', () => {
    const image = renderFingerprint(3);
    const binary = binarizeFingerprint(image);
    expect(binary.every((v) => v === 0 || v === 255)).toBe(true);
    let black = 0,
      inside = 0,
      agree = 0,
      outsideBlack = 0;
    for (let i = 0; i < binary.length; i++) {
      if (!image.mask[i]) {
        if (binary[i] !== 255) outsideBlack++;
        continue;
      }
      inside++;
      if (binary[i] === 0) black++;
      if ((binary[i] === 0) === image.gray[i]! < 150) agree++;
    }
    expect(outsideBlack).toBe(0);
    expect(black / inside).toBeGreaterThan(0.3);
    expect(black / inside).toBeLessThan(0.7);
    expect(agree / inside).toBeGreaterThan(0.8);
  });

  it('thresholds against the local mean, whatever the overall brightness', () => {
    const width = 40,
      height = 20;
    const gray = Uint8Array.from(
      { length: width * height },
      (_, i) => (i % width < 20 ? 60 : 200) + ((i % width) % 4 < 2 ? -20 : 20),
    );
    const binary = binarizeFingerprint({ width, height, gray, mask: new Uint8Array(width * height).fill(255) });
    expect(Array.from(binary.subarray(10 * width + 4, 10 * width + 8))).toEqual([0, 0, 255, 255]);
    expect(Array.from(binary.subarray(10 * width + 28, 10 * width + 32))).toEqual([0, 0, 255, 255]);
  });
});
