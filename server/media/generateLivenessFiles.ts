import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { livenessCsvFiles } from './livenessCsvFiles.js';
import { MediaError } from './MediaError.js';
import { readFrameMeans } from './readFrameMeans.js';
import { analyzePulse } from './rppg/analyzePulse.js';
import { PULSE_BAND } from './rppg/pulseBand.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface LivenessFiles {
  /** Beats per minute at the spectral peak, rounded to 1 decimal. */
  bpm: number;
  /** `signal.csv`, `fft.csv` and `filtred.csv` in the output folder. */
  csvPath: string;
  fftPath: string;
  filtredPath: string;
}

/** Fewer seconds than this give a spectrum too coarse (and too noisy) to trust. */
const MIN_SECONDS = 5;

const decimal = (n: number) => n.toFixed(1).replace('.', ',');

/**
 * "Gerar arquivos" of a liveness log: from the face video (its first 2 minutes), the remote
 * photoplethysmography (rPPG) files, in `outDir` (created when missing, files replaced):
 * `signal.csv` (mean colour of the face region per frame), `filtred.csv` (pulse signal,
 * band-passed 0.7–4 Hz) and `fft.csv` (its spectrum); and the BPM at the spectral peak.
 * Formats: livenessCsvFiles. About 0.5 s for a 10 s 320×240 video, mostly ffmpeg decoding.
 *
 * Throws MediaError (pt-BR) when the video is missing, unreadable, shorter than 5 s, of too low a
 * frame rate or without any pulse signal, and FfmpegMissingError without ffmpeg.
 *
 * `onProgress` is told the share of the frames decoded (0–1) as they are.
 *
 * @example await generateLivenessFiles('/data/files/liveness/7/video.mp4', '/data/files/liveness/7') // { bpm: 72.3, csvPath: '…/signal.csv', … }
 */
export async function generateLivenessFiles(
  videoPath: string,
  outDir: string,
  onProgress?: (done: number) => void,
): Promise<LivenessFiles> {
  const { fps, samples } = await readFrameMeans(videoPath, { onProgress });
  if (fps <= 2 * PULSE_BAND.highHz) {
    throw new MediaError(apiMessages.frameRateTooLow(decimal(fps), 2 * PULSE_BAND.highHz));
  }
  const seconds = samples.length / fps;
  if (seconds < MIN_SECONDS) {
    throw new MediaError(apiMessages.videoTooShort(decimal(seconds), MIN_SECONDS));
  }
  const analysis = analyzePulse(samples, fps);
  if (!Number.isFinite(analysis.bpm)) throw new MediaError(apiMessages.noPulse);
  const files = livenessCsvFiles(samples, analysis);
  await mkdir(outDir, { recursive: true });
  const out = {
    csvPath: join(outDir, 'signal.csv'),
    filtredPath: join(outDir, 'filtred.csv'),
    fftPath: join(outDir, 'fft.csv'),
  };
  await Promise.all([
    writeFile(out.csvPath, files.signal),
    writeFile(out.filtredPath, files.filtred),
    writeFile(out.fftPath, files.fft),
  ]);
  return { bpm: Math.round(analysis.bpm * 10) / 10, ...out };
}
