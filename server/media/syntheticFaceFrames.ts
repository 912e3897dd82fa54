import { seededRandom } from './seededRandom.js';

export interface SyntheticFaceOptions {
  /** Heart rate the skin colour pulses at. */
  bpm: number;
  seconds?: number;
  fps?: number;
  width?: number;
  height?: number;
  /** Same seed, same frames (default 1). */
  seed?: number;
}

/**
 * Relative strength of the blood-volume pulse in R, G, B of skin (de Haan & Jeanne, "Robust
 * pulse rate from chrominance-based rPPG", IEEE TBME 60(10), 2013: P_bv ≈ [0.33, 0.77, 0.53]),
 * scaled so that green swings by ±1.5 levels of 255.
 */
const PULSE_RGB = [0.33 / 0.77, 1, 0.53 / 0.77].map((k) => k * 1.5);

/** Entries of the noise table (a power of two, above 3 × 320 × 240). */
const NOISE_SIZE = 1 << 18;

/** Static texture: smooth blobs (a few random sines) plus fine grain, in levels of 255. */
function texture(random: () => number, width: number, height: number, smooth: number, grain: number): Float32Array {
  const waves = Array.from({ length: 6 }, () => ({
    fx: (random() - 0.5) * 0.15,
    fy: (random() - 0.5) * 0.15,
    phase: random() * 2 * Math.PI,
  }));
  const out = new Float32Array(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      let v = 0;
      for (const w of waves) v += Math.sin(w.fx * x + w.fy * y + w.phase);
      out[i] = (v / waves.length) * smooth + (random() - 0.5) * 2 * grain;
    }
  }
  return out;
}

interface Scene {
  width: number;
  height: number;
  fps: number;
  hz: number;
  pulsePhase: number;
  drift: { x: number; y: number; light: number };
  /** Where the face is, in its own frame (before drift). */
  inFace: Uint8Array;
  /** Per pixel and channel: the face's colour and pulse weight (face frame), the background's colour. */
  faceBase: Float32Array;
  facePulse: Float32Array;
  backBase: Float32Array;
  noise: Float32Array;
  random: () => number;
}

/** Everything that stays from frame to frame, drawn once from the seed. */
function buildScene({ bpm, fps = 30, width = 320, height = 240, seed = 1 }: SyntheticFaceOptions): Scene {
  const random = seededRandom(seed);
  const pulsePhase = random() * 2 * Math.PI;
  const drift = { x: random() * 2 * Math.PI, y: random() * 2 * Math.PI, light: random() * 2 * Math.PI };
  const skin = [185 + random() * 30, 135 + random() * 20, 110 + random() * 20];
  const background = [35 + random() * 15, 40 + random() * 15, 55 + random() * 20];
  const backTexture = texture(random, width, height, 8, 1.5);
  const skinTexture = texture(random, width, height, 5, 2);
  // Eyes and mouth are dark and do not pulse.
  const cx = width / 2,
    cy = height / 2;
  const rx = 0.22 * width,
    ry = 0.36 * height;
  const inFace = new Uint8Array(width * height);
  const faceBase = new Float32Array(width * height * 3);
  const facePulse = new Float32Array(width * height * 3);
  const backBase = new Float32Array(width * height * 3);
  const inEllipse = (x: number, y: number, ex: number, ey: number, ax: number, ay: number) =>
    ((x - ex) / ax) ** 2 + ((y - ey) / ay) ** 2 < 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      for (let c = 0; c < 3; c++) backBase[i * 3 + c] = background[c]! + backTexture[i]!;
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d >= 1) continue;
      inFace[i] = 1;
      const shade = 1.05 - 0.25 * d;
      const eye = inEllipse(Math.abs(x - cx), y, 0.38 * rx, cy - 0.18 * ry, 0.16 * rx, 0.06 * ry);
      const mouth = inEllipse(x, y, cx, cy + 0.5 * ry, 0.3 * rx, 0.06 * ry);
      for (let c = 0; c < 3; c++) {
        faceBase[i * 3 + c] = eye || mouth ? 38 + 4 * c + skinTexture[i]! : skin[c]! * shade + skinTexture[i]!;
        facePulse[i * 3 + c] = eye || mouth ? 0 : PULSE_RGB[c]! * shade;
      }
    }
  }
  // Sensor noise, triangular ±1 level (it also dithers the pulse below one level): drawn once,
  // read from a random offset each frame, as drawing 3 numbers per pixel per frame costs seconds.
  const noise = new Float32Array(NOISE_SIZE);
  for (let k = 0; k < NOISE_SIZE; k++) noise[k] = random() + random() - 1;
  return { width, height, fps, hz: bpm / 60, pulsePhase, drift, inFace, faceBase, facePulse, backBase, noise, random };
}

/** Frame `f`: the face shifted by the head's drift, lit, pulsing, plus this frame's noise. */
function paintFrame(scene: Scene, f: number): Uint8Array {
  const { width, height, fps, hz, pulsePhase, drift, inFace, faceBase, facePulse, backBase, noise } = scene;
  const t = f / fps;
  const dx = Math.round(4 * Math.sin(2 * Math.PI * 0.11 * t + drift.x));
  const dy = Math.round(3 * Math.sin(2 * Math.PI * 0.07 * t + drift.y));
  const light = 1 + 0.02 * Math.sin(2 * Math.PI * 0.05 * t + drift.light);
  const wave = Math.sin(2 * Math.PI * hz * t + pulsePhase) + 0.2 * Math.sin(4 * Math.PI * hz * t + 2 * pulsePhase);
  const offset = Math.floor(scene.random() * NOISE_SIZE);
  const mask = NOISE_SIZE - 1;
  const frame = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const fy = y - dy;
    const rowInFrame = fy >= 0 && fy < height;
    for (let x = 0; x < width; x++) {
      const k = (y * width + x) * 3;
      const fx = x - dx;
      const j = rowInFrame && fx >= 0 && fx < width ? fy * width + fx : -1;
      let r: number, g: number, b: number;
      if (j >= 0 && inFace[j] === 1) {
        const m = j * 3;
        r = faceBase[m]! * light + facePulse[m]! * wave;
        g = faceBase[m + 1]! * light + facePulse[m + 1]! * wave;
        b = faceBase[m + 2]! * light + facePulse[m + 2]! * wave;
      } else {
        r = backBase[k]! * light;
        g = backBase[k + 1]! * light;
        b = backBase[k + 2]! * light;
      }
      r += noise[(k + offset) & mask]! + 0.5;
      g += noise[(k + 1 + offset) & mask]! + 0.5;
      b += noise[(k + 2 + offset) & mask]! + 0.5;
      frame[k] = r < 0 ? 0 : r > 255 ? 255 : r | 0;
      frame[k + 1] = g < 0 ? 0 : g > 255 ? 255 : g | 0;
      frame[k + 2] = b < 0 ? 0 : b > 255 ? 255 : b | 0;
    }
  }
  return frame;
}

/**
 * The frames (rgb24, row by row) of a synthetic selfie video with a known pulse: a dark bluish
 * background, a skin-coloured elliptic face with shading, texture, eyes and mouth, drifting
 * slowly (a few pixels, as a hand-held phone), under a slowly changing light, with sensor noise;
 * the skin's colour pulses at `bpm`/60 Hz (PULSE_RGB, plus a weak second harmonic, as a real
 * pulse wave has). Pure and deterministic for a seed; yields one new buffer per frame.
 *
 * @example for (const frame of syntheticFaceFrames({ bpm: 72, seconds: 1 })) stdin.write(frame)
 */
export function* syntheticFaceFrames(options: SyntheticFaceOptions): Generator<Uint8Array> {
  const scene = buildScene(options);
  const frames = Math.round((options.seconds ?? 10) * scene.fps);
  for (let f = 0; f < frames; f++) yield paintFrame(scene, f);
}
