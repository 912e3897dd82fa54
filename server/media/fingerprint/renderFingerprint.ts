import { seededRandom } from '../seededRandom.js';

export interface FingerprintImage {
  width: number;
  height: number;
  /** Greyscale, one byte per pixel, rows top to bottom: dark ridges on a light background. */
  gray: Uint8Array;
  /** The fingertip: 255 inside, 0 outside. */
  mask: Uint8Array;
}

/** Ridge period in pixels: ridges are about 0.45 mm apart, 9 px at a scanner's 500 dpi. */
const RIDGE_PERIOD = 9;

/**
 * A synthetic fingerprint as an optical scanner would give it, deterministic for a seed: a whorl
 * (an elliptic spiral around a core a little above the middle, opening into flatter arches
 * below it) made wavy by a few low-frequency sines, inside an oval fingertip with a slightly
 * irregular edge and a flat bottom; ridges press darker in the middle and fade to the edge, with
 * pores, a few dry spots and sensor noise. Not meant to fool a matcher: the pattern class and
 * minutiae are not modelled.
 *
 * @example const { gray, mask } = renderFingerprint(7) // 256 × 320
 */
export function renderFingerprint(seed: number, width = 256, height = 320): FingerprintImage {
  const random = seededRandom(seed);
  const gray = new Uint8Array(width * height);
  const mask = new Uint8Array(width * height);
  const tip = { x: width / 2, y: height * 0.53, rx: width * 0.4, ry: height * 0.44 };
  const edge = Array.from({ length: 3 }, (_, k) => ({
    n: 3 + 2 * k,
    a: 0.008 + 0.008 * random(),
    phase: random() * 2 * Math.PI,
  }));
  const core = {
    x: width * (0.45 + 0.1 * random()),
    y: height * (0.4 + 0.08 * random()),
    stretch: 1.15 + 0.2 * random(),
    tilt: (random() - 0.5) * 0.4,
    spiral: random() < 0.5 ? 1 : -1,
  };
  const warps = Array.from({ length: 4 }, () => ({
    fx: ((random() - 0.5) * 2 * Math.PI) / 60,
    fy: ((random() - 0.5) * 2 * Math.PI) / 60,
    a: 0.8 + random() * 1.2,
    phase: random() * 2 * Math.PI,
  }));
  const breaks = Array.from({ length: 6 }, () => ({
    x: tip.x + (random() - 0.5) * tip.rx * 1.4,
    y: tip.y + (random() - 0.5) * tip.ry * 1.4,
    r: 3 + random() * 4,
  }));
  const cos = Math.cos(core.tilt),
    sin = Math.sin(core.tilt);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const ex = (x - tip.x) / tip.rx,
        ey = (y - tip.y) / tip.ry;
      const theta = Math.atan2(ey, ex);
      let wobble = 1;
      for (const e of edge) wobble += e.a * Math.sin(e.n * theta + e.phase);
      const d = Math.max(Math.sqrt(ex * ex + ey * ey) / wobble, ey > 0.8 ? 1 + (ey - 0.8) * 4 : 0);
      const noise = (random() - 0.5) * 14;
      if (d >= 1) {
        gray[i] = Math.round(238 + noise / 2);
        continue;
      }
      mask[i] = 255;
      const u = (x - core.x) * cos + (y - core.y) * sin;
      const v = (-(x - core.x) * sin + (y - core.y) * cos) / core.stretch;
      let warp = 0;
      for (const w of warps) warp += w.a * Math.sin(w.fx * x + w.fy * y + w.phase);
      // Below the core the rings widen into flatter arches, as towards a finger's crease.
      const widen = 1 + 5 * Math.max(0, v / height) ** 2;
      const phase =
        (2 * Math.PI * Math.sqrt((u / widen) ** 2 + v * v)) / RIDGE_PERIOD + core.spiral * Math.atan2(v, u) + warp;
      let ridge = 0.5 + 0.5 * Math.cos(phase); // 1 on a ridge's crest
      if (ridge > 0.8 && random() < 0.015) ridge = 0.2; // a pore
      for (const b of breaks) if ((x - b.x) ** 2 + (y - b.y) ** 2 < b.r * b.r) ridge *= 0.35; // a scar or a dry spot
      const pressure = 0.95 - 0.55 * d ** 3;
      gray[i] = Math.max(0, Math.min(255, Math.round(236 - 190 * pressure * ridge + noise)));
    }
  }
  return { width, height, gray, mask };
}
