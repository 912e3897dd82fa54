export interface RegionMean {
  /** Mean red, green and blue (0–255) of the pixels used. */
  r: number;
  g: number;
  b: number;
  /** How many pixels were averaged. */
  pixels: number;
  /** True when only skin-coloured pixels were averaged; false when too few were found. */
  skin: boolean;
}

/**
 * The face ellipse, as a share of the frame: a selfie/liveness capture frames the face in the
 * middle of the picture, a little above centre, filling about 60% of the frame's shorter side in
 * width and 80% in height (portrait 480×640: 288×384 px; landscape 320×240: 144×192 px).
 */
export const FACE_ELLIPSE = { centerX: 0.5, centerY: 0.45, radiusX: 0.3, radiusY: 0.4 } as const;

/** Below this share of skin pixels inside the ellipse, the skin rule is not trusted. */
const MIN_SKIN_SHARE = 0.2;

/**
 * Mean colour of the face region of one RGB frame (rgb24: 3 bytes per pixel, rows top to
 * bottom): the pixels inside the central ellipse (FACE_ELLIPSE) that look like skin, or all of
 * the ellipse when under 20% of it does (odd lighting, a camera's colour cast).
 *
 * Skin rule: Chai & Ngan, "Face segmentation using skin-color map in videophone applications",
 * IEEE Trans. CSVT 9(4), 1999: 77 ≤ Cb ≤ 127 and 133 ≤ Cr ≤ 173, with Cb and Cr from the
 * full-range ITU-R BT.601 (JPEG) transform. Clipped pixels (a channel at 255) are left out too:
 * a saturated highlight carries no pulse.
 *
 * @example faceRegionMean(frame, 160, 120) // { r: 190.2, g: 141.7, b: 120.3, pixels: 3961, skin: true }
 */
export function faceRegionMean(rgb: Uint8Array, width: number, height: number): RegionMean {
  if (rgb.length < width * height * 3)
    throw new RangeError(`faceRegionMean: ${rgb.length} bytes for a ${width}×${height} RGB frame`);
  const side = Math.min(width, height);
  const cx = FACE_ELLIPSE.centerX * width;
  const cy = FACE_ELLIPSE.centerY * height;
  const rx = FACE_ELLIPSE.radiusX * side;
  const ry = FACE_ELLIPSE.radiusY * side;
  let allR = 0,
    allG = 0,
    allB = 0,
    all = 0;
  let skinR = 0,
    skinG = 0,
    skinB = 0,
    skin = 0;
  for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(height, Math.ceil(cy + ry)); y++) {
    const dy = (y + 0.5 - cy) / ry;
    if (dy * dy >= 1) continue;
    const half = rx * Math.sqrt(1 - dy * dy);
    const x0 = Math.max(0, Math.ceil(cx - half - 0.5));
    const x1 = Math.min(width - 1, Math.floor(cx + half - 0.5));
    for (let x = x0, i = (y * width + x0) * 3; x <= x1; x++, i += 3) {
      const r = rgb[i]!,
        g = rgb[i + 1]!,
        b = rgb[i + 2]!;
      allR += r;
      allG += g;
      allB += b;
      all++;
      const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
      const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      if (cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173 && r < 255 && g < 255 && b < 255) {
        skinR += r;
        skinG += g;
        skinB += b;
        skin++;
      }
    }
  }
  if (all === 0) return { r: 0, g: 0, b: 0, pixels: 0, skin: false };
  if (skin >= MIN_SKIN_SHARE * all)
    return { r: skinR / skin, g: skinG / skin, b: skinB / skin, pixels: skin, skin: true };
  return { r: allR / all, g: allG / all, b: allB / all, pixels: all, skin: false };
}
