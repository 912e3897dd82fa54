import { faceRegionMean } from './faceRegionMean.js';
import { ffmpegBinary } from './ffmpegBinary.js';
import { MediaError } from './MediaError.js';
import { probeVideo } from './probeVideo.js';
import { spawnMediaTool } from './spawnMediaTool.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface ColourSample {
  /** Seconds from the start of the video. */
  t: number;
  /** Mean red, green and blue (0–255) of the face region in that frame. */
  r: number;
  g: number;
  b: number;
}

export interface FrameMeans {
  /** Samples per second: the video's own frame rate, or 30 when it states an absurd one. */
  fps: number;
  samples: ColourSample[];
}

export interface ReadFrameMeansOptions {
  /** Width frames are scaled down to before measuring (never up); 160 px keeps it cheap. */
  width?: number;
  /** Read at most this many seconds from the start. */
  maxSeconds?: number;
  /** Told the share of the frames read so far (0–1), after each frame. */
  onProgress?: (done: number) => void;
}

/** Frame rates outside this range are taken for a container's time base, not a camera's rate. */
const SANE_FPS = { min: 1, max: 120, fallback: 30 } as const;

/**
 * The per-frame mean colour of the face region (faceRegionMean) of a video. ffmpeg decodes to
 * raw rgb24 on a pipe, scaled down and resampled to a constant frame rate (`fps` filter: phone
 * and WebM recordings have variable rates, the signal code needs even steps); each frame is
 * measured as it arrives and dropped, so memory does not grow with the video's length.
 *
 * Throws MediaError (pt-BR, with ffmpeg's last stderr line) when decoding fails, and
 * FfmpegMissingError when ffmpeg or ffprobe is not installed.
 *
 * @example const { fps, samples } = await readFrameMeans('video.mp4') // fps 30, samples[0] { t: 0, r: 190.2, g: 141.7, b: 120.3 }
 */
export async function readFrameMeans(
  path: string,
  { width: maxWidth = 160, maxSeconds = 120, onProgress }: ReadFrameMeansOptions = {},
): Promise<FrameMeans> {
  const video = await probeVideo(path);
  const fps = video.fps >= SANE_FPS.min && video.fps <= SANE_FPS.max ? video.fps : SANE_FPS.fallback;
  const width = Math.max(2, 2 * Math.round(Math.min(maxWidth, video.width) / 2));
  const height = Math.max(2, 2 * Math.round((video.height * width) / video.width / 2));
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-i',
    path,
    '-t',
    String(maxSeconds),
    '-an',
    '-sn',
    '-dn',
    '-vf',
    `fps=${fps},scale=${width}:${height}:flags=area`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ];
  const { child, done } = spawnMediaTool(ffmpegBinary(), args, {
    failure: apiMessages.videoUndecodable,
    hidePaths: [path],
  });
  child.stdin.end();
  // The frames to expect: the video's length (at most maxSeconds) at the rate read.
  const expected = Math.max(1, Math.round(Math.min(video.durationS || maxSeconds, maxSeconds) * fps));
  const frame = Buffer.alloc(width * height * 3);
  let filled = 0;
  const samples: ColourSample[] = [];
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < chunk.length) {
        const n = Math.min(frame.length - filled, chunk.length - offset);
        chunk.copy(frame, filled, offset, offset + n);
        filled += n;
        offset += n;
        if (filled === frame.length) {
          const { r, g, b } = faceRegionMean(frame, width, height);
          samples.push({ t: samples.length / fps, r, g, b });
          onProgress?.(Math.min(1, samples.length / expected));
          filled = 0;
        }
      }
    }
  } catch (error) {
    // Still running: stop it, the error is ours. Already gone: its own error explains the stream's.
    const stopped = child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
    if (!stopped) await done;
    throw error;
  }
  await done;
  if (samples.length === 0) throw new MediaError(apiMessages.videoWithoutFrames);
  return { fps, samples };
}
