import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative as relativePath } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openStoredFile } from '../storage/openStoredFile.js';
import { writeStoredFile } from '../storage/writeStoredFile.js';
import { generateLivenessFiles } from './generateLivenessFiles.js';
import { MediaError } from './MediaError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface StoredLivenessFiles {
  bpm: number;
  /** Relative paths in the storage folder, beside the video. */
  csv: string;
  fft: string;
  filtred: string;
}

/**
 * generateLivenessFiles for a stored (encrypted) video: ffmpeg reads a decrypted copy in a private
 * temporary folder (mode 0700, removed in `finally`, whatever happens), and the three signal files
 * are written back encrypted beside the video in the storage folder. `onProgress` is told the
 * percent done (the copy, the frames decoded, the files stored).
 *
 * @example await generateStoredLivenessFiles('/data/storage', 'liveness/2026/11/ab/video.mp4') // { bpm: 72.3, csv: 'liveness/2026/11/ab/signal.csv', … }
 */
export async function generateStoredLivenessFiles(
  storage: string,
  video: string,
  onProgress: (percent: number) => void = () => {},
): Promise<StoredLivenessFiles> {
  const work = await mkdtemp(join(tmpdir(), 'liveness-'));
  try {
    const plain = await openStoredFile(storage, video);
    if (!plain) throw new MediaError(apiMessages.videoNotFound);
    const copy = join(work, `video${video.slice(video.lastIndexOf('.'))}`);
    await pipeline(plain, createWriteStream(copy, { mode: 0o600 }));
    onProgress(5);
    // Decoding the frames is most of the work: 5 → 90 %; storing the three files the rest.
    const out = await generateLivenessFiles(copy, work, (done) => onProgress(5 + done * 85));
    const folder = dirname(video);
    const store = async (path: string) => {
      const target = `${folder}/${relativePath(work, path)}`;
      await writeStoredFile(storage, target, createReadStream(path));
      return target;
    };
    const [csv, fft, filtred] = await Promise.all([store(out.csvPath), store(out.fftPath), store(out.filtredPath)]);
    onProgress(100);
    return { bpm: out.bpm, csv: csv!, fft: fft!, filtred: filtred! };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
