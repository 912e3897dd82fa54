import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegMissingError } from '../../../server/media/FfmpegMissingError.js';
import { probeVideo } from '../../../server/media/probeVideo.js';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('writeSyntheticFaceVideo', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'synthetic-video-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a small H.264 MP4, the same for the same seed', async () => {
    const [a, b, c] = ['a.mp4', 'sub/b.mp4', 'c.mp4'].map((name) => join(dir, name)) as [string, string, string];
    await Promise.all([
      writeSyntheticFaceVideo(a, { bpm: 66, seconds: 1, seed: 4 }),
      writeSyntheticFaceVideo(b, { bpm: 66, seconds: 1, seed: 4 }),
      writeSyntheticFaceVideo(c, { bpm: 66, seconds: 1, seed: 5 }),
    ]);
    expect(await probeVideo(a)).toEqual({ width: 320, height: 240, fps: 30, frames: 30, durationS: 1 });
    expect(sha(a)).toBe(sha(b));
    expect(sha(a)).not.toBe(sha(c));
    expect(readFileSync(a).length).toBeLessThan(100_000);
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('leaves no file, not even a partial one, when ffmpeg is missing', async () => {
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      await expect(writeSyntheticFaceVideo(join(dir, 'none.mp4'), { bpm: 70, seconds: 1 })).rejects.toBeInstanceOf(
        FfmpegMissingError,
      );
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('none'))).toEqual([]);
  });
});
