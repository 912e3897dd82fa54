import { describe, expect, it } from 'vitest';
import { renderFingerprint } from '../../../../server/media/fingerprint/renderFingerprint.js';

describe('renderFingerprint', () => {
  const image = renderFingerprint(7);

  it('is deterministic for a seed, and differs between seeds', () => {
    expect(renderFingerprint(7).gray).toEqual(image.gray);
    expect(renderFingerprint(8).gray).not.toEqual(image.gray);
  });

  it('draws a fingertip mask covering about half of the frame', () => {
    expect(image).toMatchObject({ width: 256, height: 320 });
    expect(image.gray).toHaveLength(256 * 320);
    const inside = image.mask.reduce((n, v) => n + (v === 255 ? 1 : 0), 0);
    expect(image.mask.every((v) => v === 0 || v === 255)).toBe(true);
    expect(inside / image.mask.length).toBeGreaterThan(0.4);
    expect(inside / image.mask.length).toBeLessThan(0.7);
    expect(image.mask[0]).toBe(0);
    expect(image.mask[160 * 256 + 128]).toBe(255);
  });

  it('has dark ridges about 9 px apart inside, a light background outside', () => {
    const row = Array.from(image.gray.subarray(160 * 256 + 40, 160 * 256 + 216));
    const crossings = row.filter((v, i) => i > 0 && row[i - 1]! < 150 !== v < 150).length;
    expect(crossings / 2).toBeGreaterThan(176 / 16); // ridges, counted along the middle row
    expect(crossings / 2).toBeLessThan(176 / 6);
    expect(Math.min(...row)).toBeLessThan(90);
    expect(image.gray[0]).toBeGreaterThan(220);
  });
});
