import { afterEach, describe, expect, it } from 'vitest';
import { ffmpegBinary, ffprobeBinary } from '../../../server/media/ffmpegBinary.js';

const saved = { ffmpeg: process.env.FFMPEG_PATH, ffprobe: process.env.FFPROBE_PATH };
const restore = (name: string, value: string | undefined) =>
  value === undefined ? delete process.env[name] : (process.env[name] = value);

describe('ffmpegBinary / ffprobeBinary', () => {
  afterEach(() => {
    restore('FFMPEG_PATH', saved.ffmpeg);
    restore('FFPROBE_PATH', saved.ffprobe);
  });

  it('use the plain names (PATH) by default', () => {
    delete process.env.FFMPEG_PATH;
    process.env.FFPROBE_PATH = '';
    expect(ffmpegBinary()).toBe('ffmpeg');
    expect(ffprobeBinary()).toBe('ffprobe');
  });

  it('follow FFMPEG_PATH and FFPROBE_PATH, read at each call', () => {
    process.env.FFMPEG_PATH = '/opt/ffmpeg/bin/ffmpeg';
    process.env.FFPROBE_PATH = '/opt/ffmpeg/bin/ffprobe';
    expect(ffmpegBinary()).toBe('/opt/ffmpeg/bin/ffmpeg');
    expect(ffprobeBinary()).toBe('/opt/ffmpeg/bin/ffprobe');
  });
});
