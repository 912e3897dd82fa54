import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FfmpegMissingError } from '../media/FfmpegMissingError.js';
import { generateLivenessFiles } from '../media/generateLivenessFiles.js';
import { writeSyntheticFaceVideo } from '../media/writeSyntheticFaceVideo.js';
import { fingerprintSet } from '../media/fingerprint/fingerprintSet.js';

/** One sample face video and the signal files computed from it. */
export interface SampleVideo {
  video: string;
  csv: string;
  fft: string;
  filtred: string;
  /** The BPM gerar-arquivos measures on it. */
  bpm: number;
}

/** One sample finger capture: original JPEG, processed TIFF, mask TIFF. */
export interface SampleFingerprint {
  original: string;
  processed: string;
  mask: string;
}

/**
 * Face videos pulsing at `bpms` (10 s, 320×240), rendered once into `dir`, each with the files
 * gerar-arquivos computes from it. Null when ffmpeg is missing.
 */
export async function sampleVideos(dir: string, bpms: readonly number[]): Promise<SampleVideo[] | null> {
  try {
    return await Promise.all(
      bpms.map(async (bpm, i) => {
        const folder = join(dir, `face-${bpm}`);
        const video = join(folder, 'video.mp4');
        if (!existsSync(video)) await writeSyntheticFaceVideo(video, { bpm, seed: i + 1 });
        const out = await generateLivenessFiles(video, folder);
        return { video, csv: out.csvPath, fft: out.fftPath, filtred: out.filtredPath, bpm: out.bpm };
      }),
    );
  } catch (error) {
    if (error instanceof FfmpegMissingError) return null;
    throw error;
  }
}

/** `count` distinct synthetic fingerprints (JPEG, processed TIFF, mask TIFF) written into `dir`. */
export function sampleFingerprints(dir: string, count: number): SampleFingerprint[] {
  return Array.from({ length: count }, (_, i) => {
    const folder = join(dir, `finger-${i + 1}`);
    const paths = { original: join(folder, 'finger.jpeg'), processed: join(folder, 'finger.tiff'), mask: join(folder, 'finger-mask.tiff') };
    if (!existsSync(paths.mask)) {
      const set = fingerprintSet(i + 1);
      mkdirSync(folder, { recursive: true });
      writeFileSync(paths.original, set.jpeg);
      writeFileSync(paths.processed, set.tiff);
      writeFileSync(paths.mask, set.mask);
    }
    return paths;
  });
}
