import { stat } from 'node:fs/promises';
import { ffprobeBinary } from './ffmpegBinary.js';
import { MediaError } from './MediaError.js';
import { spawnMediaTool } from './spawnMediaTool.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface VideoInfo {
  /** Width and height as displayed: swapped when the file says to rotate by 90° (phone videos). */
  width: number;
  height: number;
  /** Average frame rate (frames per second). */
  fps: number;
  /** Frame count, when the container records it. */
  frames?: number;
  /** Duration in seconds; NaN when the container does not record it (some WebM recordings). */
  durationS: number;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** '30000/1001' → 29.97; '0/0' or nonsense → NaN. */
function rate(text: string | undefined): number {
  const [num, den = '1'] = (text ?? '').split('/');
  const value = Number(num) / Number(den);
  return Number.isFinite(value) && value > 0 ? value : NaN;
}

/**
 * Reads a video's size, frame rate, frame count and duration with `ffprobe -of json`.
 * Throws MediaError (pt-BR) when the file is missing, is not a video or is a still image, and
 * FfmpegMissingError when ffprobe is not installed.
 *
 * @example await probeVideo('/data/files/liveness/1/video.mp4') // { width: 320, height: 240, fps: 30, frames: 300, durationS: 10 }
 */
export async function probeVideo(path: string): Promise<VideoInfo> {
  const file = await stat(path).catch(() => undefined);
  if (!file?.isFile()) throw new MediaError(apiMessages.videoNotFound);
  const args = ['-v', 'error', '-select_streams', 'v:0', '-show_streams', '-show_format', '-of', 'json', '-i', path];
  const { child, done } = spawnMediaTool(ffprobeBinary(), args, {
    failure: apiMessages.notAVideo,
    hidePaths: [path],
  });
  child.stdin.end();
  let json = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => (json += text));
  await done;
  const info = JSON.parse(json || '{}') as {
    streams?: ProbeStream[];
    format?: { format_name?: string; duration?: string };
  };
  const stream = info.streams?.find((s) => s.codec_type === 'video');
  if (!stream?.width || !stream.height) throw new MediaError(apiMessages.noVideoTrack);
  if (/(^image2|_pipe$)/.test(info.format?.format_name ?? '')) throw new MediaError(apiMessages.imageNotVideo);
  const rotation = Number(
    stream.side_data_list?.find((s) => s.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0,
  );
  const turned = Math.abs(rotation) % 180 === 90;
  const fps = rate(stream.avg_frame_rate) || rate(stream.r_frame_rate);
  if (!fps) throw new MediaError(apiMessages.frameRateUnknown);
  const frames = Number(stream.nb_frames);
  const counted = Number.isSafeInteger(frames) && frames > 0;
  const durationS =
    [stream.duration, info.format?.duration].map(Number).find(Number.isFinite) ?? (counted ? frames / fps : NaN);
  return {
    width: turned ? stream.height : stream.width,
    height: turned ? stream.width : stream.height,
    fps,
    ...(counted && { frames }),
    durationS,
  };
}
