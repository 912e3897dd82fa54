import { describe, expect, it } from 'vitest';
import { FfmpegMissingError } from '../../../server/media/FfmpegMissingError.js';
import { ffmpegBinary } from '../../../server/media/ffmpegBinary.js';
import { MediaError } from '../../../server/media/MediaError.js';
import { spawnMediaTool } from '../../../server/media/spawnMediaTool.js';

describe('spawnMediaTool', () => {
  it('resolves when the tool exits 0', async () => {
    const { child, done } = spawnMediaTool(ffmpegBinary(), ['-hide_banner', '-version'], { failure: 'Falhou' });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    await done;
    expect(out).toMatch(/^ffmpeg version/);
  });

  it('rejects with FfmpegMissingError, in pt-BR, when the binary does not exist', async () => {
    const { done } = spawnMediaTool('/nonexistent/ffmpeg', ['-version'], { failure: 'Falhou' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegMissingError);
    expect((error as Error).message).toBe(
      'O ffmpeg não está instalado no servidor: instale o pacote ffmpeg (apt-get install ffmpeg) para gerar os arquivos.',
    );
  });

  it("rejects with a MediaError ending in ffmpeg's last stderr line, server folders hidden", async () => {
    const missing = '/srv/dados/arquivos/liveness/7/video.mp4';
    const { done } = spawnMediaTool(ffmpegBinary(), ['-hide_banner', '-i', missing], {
      failure: 'Não foi possível decodificar o vídeo',
      hidePaths: [missing],
    });
    const error = (await done.catch((e: unknown) => e)) as MediaError;
    expect(error).toBeInstanceOf(MediaError);
    expect(error.message).toBe('Não foi possível decodificar o vídeo: video.mp4: No such file or directory');
    expect(error.detail).toContain(missing);
  });

  it('kills a tool that runs past its time limit', async () => {
    const endless = ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'nullsrc', '-f', 'null', '-'];
    const started = Date.now();
    const { done } = spawnMediaTool(ffmpegBinary(), endless, {
      failure: 'Não foi possível ler o vídeo',
      timeoutMs: 300,
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as Error).message).toBe(
      'Não foi possível ler o vídeo: o processamento demorou demais e foi interrompido.',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
