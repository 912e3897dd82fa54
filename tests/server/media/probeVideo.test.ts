import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegBinary } from '../../../server/media/ffmpegBinary.js';
import { encodeJpeg } from '../../../server/media/image/encodeJpeg.js';
import { MediaError } from '../../../server/media/MediaError.js';
import { probeVideo } from '../../../server/media/probeVideo.js';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';

describe('probeVideo', () => {
  let dir: string;
  let video: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'probe-video-'));
    video = join(dir, 'face.mp4');
    await writeSyntheticFaceVideo(video, { bpm: 70, seconds: 2, fps: 25, width: 160, height: 120 });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads size, frame rate, frame count and duration', async () => {
    expect(await probeVideo(video)).toEqual({ width: 160, height: 120, fps: 25, frames: 50, durationS: 2 });
  });

  it('gives the displayed size of a phone video turned by 90°', async () => {
    const turned = join(dir, 'turned.mp4');
    const run = spawnSync(ffmpegBinary(), [
      '-loglevel',
      'error',
      '-i',
      video,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      turned,
    ]);
    expect(run.status).toBe(0);
    expect(await probeVideo(turned)).toMatchObject({ width: 120, height: 160 });
  });

  it('says, in pt-BR and without server folders, what is wrong with the file', async () => {
    const text = join(dir, 'notes.mp4');
    writeFileSync(text, 'not a video at all');
    const image = join(dir, 'photo.jpeg');
    writeFileSync(image, encodeJpeg(new Uint8Array(64 * 48).fill(128), 64, 48));
    const failure = async (path: string): Promise<MediaError> => {
      try {
        await probeVideo(path);
      } catch (error) {
        return error as MediaError;
      }
      throw new Error(`${path} was read as a video`);
    };
    const notVideo = await failure(text);
    expect(notVideo).toBeInstanceOf(MediaError);
    expect(notVideo.message).toBe(
      'O arquivo não é um vídeo válido: notes.mp4: Invalid data found when processing input',
    );
    expect(await failure(join(dir, 'gone.mp4'))).toMatchObject({ message: 'Vídeo não encontrado no armazenamento.' });
    expect(await failure(dir)).toMatchObject({ message: 'Vídeo não encontrado no armazenamento.' });
    expect(await failure(image)).toMatchObject({ message: 'O arquivo é uma imagem, não um vídeo.' });
  });
});
