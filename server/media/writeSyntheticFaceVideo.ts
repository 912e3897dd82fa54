import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ffmpegBinary } from './ffmpegBinary.js';
import { spawnMediaTool } from './spawnMediaTool.js';
import { syntheticFaceFrames, type SyntheticFaceOptions } from './syntheticFaceFrames.js';

/**
 * Writes a synthetic face video with a known pulse (syntheticFaceFrames) as H.264 MP4: frames
 * are piped raw (rgb24) to ffmpeg as they are rendered. `-crf 18` keeps the ±1.5-level pulse
 * through compression (preset veryfast: as faithful to the pulse as slower ones here, and half
 * the time); `yuv420p` and `+faststart` let every browser play it at once. 10 s at 320×240: about
 * 50 KB, written in under a second. No audio, no metadata: a given seed and ffmpeg give the same
 * file. Written beside `path` and renamed at the end, so `path` is never a half-written video.
 *
 * @example await writeSyntheticFaceVideo('/tmp/face-72.mp4', { bpm: 72 }) // 10 s, 320×240, 30 fps
 */
export async function writeSyntheticFaceVideo(path: string, options: SyntheticFaceOptions): Promise<void> {
  const { fps = 30, width = 320, height = 240 } = options;
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.part`;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-movflags',
    '+faststart',
    '-an',
    '-f',
    'mp4',
    partial,
  ];
  const { child, done } = spawnMediaTool(ffmpegBinary(), args, {
    failure: 'Não foi possível gravar o vídeo',
    hidePaths: [partial],
  });
  try {
    for (const frame of syntheticFaceFrames(options)) {
      await new Promise<void>((resolve, reject) =>
        child.stdin.write(frame, (error) => (error ? reject(error) : resolve())),
      );
    }
  } catch {
    // ffmpeg stopped reading: `done` says why.
  } finally {
    child.stdin.end();
  }
  try {
    await done;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, path);
}
