import type { FingerprintImage } from './renderFingerprint.js';

/** Side of the square each pixel is compared with: about two ridge periods. */
const WINDOW = 17;

/**
 * The processed fingerprint a matcher works on: inside the fingertip mask, each pixel is black
 * (a ridge) when darker than the mean of the WINDOW × WINDOW square around it, else white
 * (adaptive mean thresholding, via a summed-area table); white outside the mask.
 *
 * @example binarizeFingerprint(renderFingerprint(7)) // Uint8Array of 0 and 255
 */
export function binarizeFingerprint({ width, height, gray, mask }: FingerprintImage): Uint8Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += gray[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = WINDOW >> 1;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half),
      y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const x0 = Math.max(0, x - half),
        x1 = Math.min(width, x + half + 1);
      const total =
        sums[y1 * (width + 1) + x1]! -
        sums[y0 * (width + 1) + x1]! -
        sums[y1 * (width + 1) + x0]! +
        sums[y0 * (width + 1) + x0]!;
      if (gray[i]! < total / ((x1 - x0) * (y1 - y0))) out[i] = 0;
    }
  }
  return out;
}
