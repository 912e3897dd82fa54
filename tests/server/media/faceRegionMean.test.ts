import { describe, expect, it } from 'vitest';
import { FACE_ELLIPSE, faceRegionMean } from '../../../server/media/faceRegionMean.js';

const skin = [200, 150, 125] as const; // Cb 107, Cr 155: skin by Chai & Ngan
const blueWall = [40, 45, 60] as const; // Cb 136: not skin (Cb > 127)
const beard = [45, 40, 38] as const; // Cb 126, Cr 131: not skin (Cr < 133)

/** A width × height frame painted by `paint(x, y)`. */
function frame(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number],
): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(paint(x, y), (y * width + x) * 3);
  return rgb;
}

const inEllipse = (width: number, height: number, x: number, y: number) => {
  const side = Math.min(width, height);
  const dx = (x + 0.5 - FACE_ELLIPSE.centerX * width) / (FACE_ELLIPSE.radiusX * side);
  const dy = (y + 0.5 - FACE_ELLIPSE.centerY * height) / (FACE_ELLIPSE.radiusY * side);
  return dx * dx + dy * dy < 1;
};

describe('faceRegionMean', () => {
  it('averages the skin inside the central ellipse, not the wall around it', () => {
    const rgb = frame(160, 120, (x, y) => (inEllipse(160, 120, x, y) ? skin : blueWall));
    const mean = faceRegionMean(rgb, 160, 120);
    expect(mean).toMatchObject({ r: 200, g: 150, b: 125, skin: true });
    expect(mean.pixels).toBeGreaterThan(Math.PI * 36 * 48 * 0.95); // the ellipse: 0.3 × 120 by 0.4 × 120
    expect(mean.pixels).toBeLessThan(Math.PI * 36 * 48 * 1.05);
  });

  it('leaves out dark non-skin pixels inside the ellipse (a beard, the eyes)', () => {
    const rgb = frame(120, 160, (x, y) => (y > 100 ? beard : inEllipse(120, 160, x, y) ? skin : blueWall));
    expect(faceRegionMean(rgb, 120, 160)).toMatchObject({ r: 200, g: 150, b: 125, skin: true });
  });

  it('leaves out the wall inside the ellipse when the face drifted aside', () => {
    const rgb = frame(160, 120, (x) => (x < 70 ? skin : blueWall));
    const mean = faceRegionMean(rgb, 160, 120);
    expect(mean).toMatchObject({ r: 200, g: 150, b: 125, skin: true });
  });

  it('falls back to the whole ellipse when too little of it looks like skin', () => {
    const rgb = frame(160, 120, (x, y) => (x < 54 && inEllipse(160, 120, x, y) ? skin : blueWall));
    const mean = faceRegionMean(rgb, 160, 120);
    expect(mean.skin).toBe(false);
    expect(mean.r).toBeGreaterThan(40);
    expect(mean.r).toBeLessThan(80);
  });

  it('refuses a buffer too small for the frame', () => {
    expect(() => faceRegionMean(new Uint8Array(10), 160, 120)).toThrow(RangeError);
  });
});
