import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MasterKeyring } from '../storage/crypto/MasterKeyring.js';
import { isEncryptedFile } from '../storage/crypto/isEncryptedFile.js';
import { writeEncryptedFile } from '../storage/crypto/writeEncryptedFile.js';
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
 * Face videos pulsing at `bpms` (10 s, 320×240), each with the files gerar-arquivos computes from
 * it, stored encrypted into `dir` (a folder of the storage). They are rendered and measured in a
 * private temporary folder (ffmpeg needs plain files), removed afterwards. Null when ffmpeg is
 * missing.
 */
export async function sampleVideos(
  dir: string,
  bpms: readonly number[],
  keys: MasterKeyring,
): Promise<SampleVideo[] | null> {
  const work = await mkdtemp(join(tmpdir(), 'seed-media-'));
  try {
    return await Promise.all(
      bpms.map(async (bpm, i) => {
        const plainFolder = join(work, `face-${bpm}`);
        const plainVideo = join(plainFolder, 'video.mp4');
        await writeSyntheticFaceVideo(plainVideo, { bpm, seed: i + 1 });
        const out = await generateLivenessFiles(plainVideo, plainFolder);
        const folder = join(dir, `face-${bpm}`);
        const paths = {
          video: join(folder, 'video.mp4'),
          csv: join(folder, 'signal.csv'),
          fft: join(folder, 'fft.csv'),
          filtred: join(folder, 'filtred.csv'),
        };
        const plain = { video: plainVideo, csv: out.csvPath, fft: out.fftPath, filtred: out.filtredPath };
        for (const key of Object.keys(paths) as (keyof typeof paths)[])
          await writeEncryptedFile(paths[key], createReadStream(plain[key]), keys);
        return { ...paths, bpm: out.bpm };
      }),
    );
  } catch (error) {
    if (error instanceof FfmpegMissingError) return null;
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** `count` distinct synthetic fingerprints (JPEG, processed TIFF, mask TIFF) stored encrypted into `dir`. */
export async function sampleFingerprints(
  dir: string,
  count: number,
  keys: MasterKeyring,
): Promise<SampleFingerprint[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const folder = join(dir, `finger-${i + 1}`);
      const paths = {
        original: join(folder, 'finger.jpeg'),
        processed: join(folder, 'finger.tiff'),
        mask: join(folder, 'finger-mask.tiff'),
      };
      if (!existsSync(paths.mask) || !(await isEncryptedFile(paths.mask))) {
        const set = fingerprintSet(i + 1);
        await writeEncryptedFile(paths.original, set.jpeg, keys);
        await writeEncryptedFile(paths.processed, set.tiff, keys);
        await writeEncryptedFile(paths.mask, set.mask, keys);
      }
      return paths;
    }),
  );
}
