import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegMissingError } from '../../../server/media/FfmpegMissingError.js';
import { generateLivenessFiles } from '../../../server/media/generateLivenessFiles.js';
import { MediaError } from '../../../server/media/MediaError.js';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';

const PULSES = [72, 60, 100];
const missingFfmpeg =
  'O ffmpeg não está instalado no servidor: instale o pacote ffmpeg (apt-get install ffmpeg) para gerar os arquivos.';

/** Runs `fn` with an environment variable set, restoring it after. */
async function withEnv<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
  const saved = process.env[name];
  process.env[name] = value;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  }
}

const lines = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n');

describe('generateLivenessFiles on synthetic face videos of a known pulse', () => {
  let dir: string;
  const video = (bpm: number) => join(dir, `face-${bpm}.mp4`);
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'liveness-files-'));
    await Promise.all(PULSES.map((bpm) => writeSyntheticFaceVideo(video(bpm), { bpm, seconds: 10, seed: bpm })));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Concurrent: each is mostly an ffmpeg process decoding. The tests below change the environment, so they run alone.
  it.concurrent.for(PULSES)(
    'measures %i bpm within 3 bpm and writes signal, filtred and fft',
    async (truth, { expect }) => {
      expect(statSync(video(truth)).size).toBeLessThan(1_000_000);
      const outDir = join(dir, `out-${truth}`, 'rppg');
      const result = await generateLivenessFiles(video(truth), outDir);
      expect(Math.abs(result.bpm - truth), `measured ${result.bpm}`).toBeLessThanOrEqual(3);
      expect(Math.round(result.bpm * 10) / 10).toBe(result.bpm);
      expect(result).toMatchObject({
        csvPath: join(outDir, 'signal.csv'),
        filtredPath: join(outDir, 'filtred.csv'),
        fftPath: join(outDir, 'fft.csv'),
      });

      const signal = lines(result.csvPath);
      expect(signal[0]).toBe('frame;tempo_s;r;g;b');
      expect(signal).toHaveLength(1 + 300);
      expect(signal[300]).toMatch(/^299;9\.9667;\d+\.\d{4};\d+\.\d{4};\d+\.\d{4}$/);

      const filtred = lines(result.filtredPath);
      expect(filtred[0]).toBe('frame;tempo_s;valor');
      expect(filtred).toHaveLength(1 + 300);
      expect(filtred[1]).toMatch(/^0;0\.0000;-?\d+\.\d{8}$/);

      const fft = lines(result.fftPath);
      expect(fft[0]).toBe('frequencia_hz;bpm;magnitude');
      expect(fft).toHaveLength(1 + 2049);
      expect(fft[2049]).toMatch(/^15\.00000;900\.000;\d+\.\d{8}$/);
      const peak = fft
        .slice(1)
        .map((row) => row.split(';').map(Number) as [number, number, number])
        .reduce((a, b) => (b[2] > a[2] ? b : a));
      expect(Math.abs(peak[1] - truth)).toBeLessThanOrEqual(3);
    },
  );

  it('refuses a video shorter than 5 seconds', async () => {
    const short = join(dir, 'short.mp4');
    await writeSyntheticFaceVideo(short, { bpm: 70, seconds: 3, width: 160, height: 120 });
    await expect(generateLivenessFiles(short, join(dir, 'out-short'))).rejects.toThrow(
      new MediaError('O vídeo é curto demais para medir o pulso: tem 3,0 s e são necessários pelo menos 5 s.'),
    );
  });

  it('says ffmpeg is missing, in pt-BR, when FFMPEG_PATH or FFPROBE_PATH lead nowhere', async () => {
    for (const name of ['FFMPEG_PATH', 'FFPROBE_PATH']) {
      const error = await withEnv(name, `/nonexistent/${name === 'FFMPEG_PATH' ? 'ffmpeg' : 'ffprobe'}`, () =>
        generateLivenessFiles(video(72), join(dir, 'out-missing')).catch((e: unknown) => e),
      );
      expect(error).toBeInstanceOf(FfmpegMissingError);
      expect((error as Error).message).toBe(missingFfmpeg);
    }
  });

  it('refuses a file that is not a video', async () => {
    const text = join(dir, 'video.mp4.txt');
    writeFileSync(text, 'frame;tempo_s;r;g;b\n');
    const error = await generateLivenessFiles(text, join(dir, 'out-text')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as Error).message).toMatch(/^O arquivo não é um vídeo válido: /);
    expect((error as Error).message).not.toContain(dir);
  });
});
