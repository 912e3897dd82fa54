import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { putStoredFile } from '../../support/storageCrypto.js';
import { tempDir } from '../../support/tempDir.js';

describe('POST /admin/v1/liveness/gerar-arquivos', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  const folder = 'liveness/2026/11/0f0e';
  // This process's own temporary folder: the check that ffmpeg's decrypted copy is removed sees
  // only this file's work, not another test's generation running at the same time.
  const privateTmp = tempDir('liveness-route');
  beforeAll(async () => {
    vi.stubEnv('TMPDIR', privateTmp);
    ctx = await createTestContext('pglite', { requestLog: false });
    await ctx.createUser({ email: 'gerar@example.com', password: 'segredo1' });
    auth = await ctx.login('gerar@example.com', 'segredo1');
    // Rendered outside the storage folder, then stored as the app stores files: encrypted.
    const plain = join(tempDir('video'), 'video.mp4');
    await writeSyntheticFaceVideo(plain, { bpm: 72, seed: 9 });
    await putStoredFile(ctx.storage, `${folder}/video.mp4`, readFileSync(plain));
    await putStoredFile(ctx.storage, 'liveness/x/video.mp4', 'isto não é um vídeo');
    await putStoredFile(ctx.storage, 'liveness/adulterado/video.mp4', readFileSync(plain));
    await putStoredFile(ctx.storage, 'liveness/2026/11/async/video.mp4', readFileSync(plain));
    const damaged = join(ctx.storage, 'liveness/adulterado/video.mp4');
    const bytes = readFileSync(damaged);
    bytes[200]! ^= 1;
    writeFileSync(damaged, bytes);
    await ctx.handle.db
      .insertInto('liveness_logs')
      .values([
        { id: 1, arquivo_video: `${folder}/video.mp4`, device_model: 'SM-A546E', cpf: '52998224725' },
        { id: 2, arquivo_video: null },
        { id: 3, arquivo_video: 'liveness/nao/existe.mp4' },
        { id: 4, arquivo_video: 'liveness/x/video.mp4' },
        { id: 5, arquivo_video: '../../etc/passwd' },
        { id: 6, arquivo_video: 'liveness/adulterado/video.mp4' },
        { id: 7, arquivo_video: 'liveness/2026/11/async/video.mp4', device_model: 'Moto G' },
      ])
      .execute();
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    vi.unstubAllEnvs();
  });

  const gerar = (body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/liveness/gerar-arquivos',
      headers: auth,
      payload: body as object,
    });

  it('computes csv, filtred and fft from the stored video, links them and sets the BPM (72 ± 3)', async () => {
    const res = await gerar({ id: 1, arquivoVideo: 'ignorado: só o id vale', bpm: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Arquivos gerados com sucesso!');
    expect(data).toMatchObject({
      id: 1,
      arquivoCsv: `${folder}/signal.csv`,
      arquivoFft: `${folder}/fft.csv`,
      arquivoFiltred: `${folder}/filtred.csv`,
      deviceModel: 'SM-A546E',
    });
    // The answer masks the CPF like every list; decoding the face video is on record.
    expect(data.cpf).toBe('***.982.247-**');
    const records = await ctx.handle.db
      .selectFrom('access_logs')
      .select(['action', 'subject_id'])
      .where('action', '=', 'video.process')
      .execute();
    expect(records).toEqual([{ action: 'video.process', subject_id: `${folder}/video.mp4` }]);
    expect(Math.abs(data.bpm - 72)).toBeLessThanOrEqual(3);
    for (const f of ['signal.csv', 'fft.csv', 'filtred.csv']) {
      // Written encrypted, read back decrypted (the CSV header the console's charts expect).
      expect(
        readFileSync(join(ctx.storage, folder, f))
          .subarray(0, 8)
          .toString(),
      ).toBe('BIOCRYPT');
      const served = await ctx.app.inject({ method: 'GET', url: `/files/${folder}/${f}`, headers: auth });
      expect(served.body).toMatch(/^(frame;|frequencia_hz;)/);
    }
    // ffmpeg read a decrypted copy in a private temporary folder, removed afterwards.
    expect(tmpdir()).toBe(privateTmp);
    expect(
      readdirSync(privateTmp).filter((d) => d.startsWith('liveness-') && existsSync(join(privateTmp, d, 'video.mp4'))),
    ).toEqual([]);
    const row = await ctx.handle.db
      .selectFrom('liveness_logs')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.bpm).toBe(data.bpm);
  }, 30_000);

  it.each([
    [{}, 400, /Informe o registro/],
    [{ id: '1' }, 400, /Informe o registro/],
    [{ id: 0 }, 400, /Informe o registro/],
    [[1], 400, /Informe o registro/],
    [{ id: 99 }, 404, /não encontrado/],
    [{ id: 2 }, 400, /não tem vídeo/],
    [{ id: 3 }, 404, /Vídeo não encontrado/],
    [{ id: 4 }, 422, /.+/],
    [{ id: 5 }, 400, /armazenamento/],
    [{ id: 6 }, 500, /^O arquivo armazenado está corrompido ou foi adulterado e não pode ser entregue\.$/],
  ])('%j → %i with a pt-BR message', async (body, status, message) => {
    const res = await gerar(body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('a body without a usable id names the id in pt-BR', async () => {
    const message = 'Informe o registro de log (id) para gerar os arquivos.';
    for (const body of [{}, { id: 'x' }, { id: 2_147_483_648 }])
      expect((await gerar(body)).json()).toEqual({ message, errors: { id: message } });
  });

  it('says clearly when ffmpeg is not installed', async () => {
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nao/existe/ffmpeg';
    process.env.FFPROBE_PATH = '/nao/existe/ffprobe';
    try {
      const res = await gerar({ id: 1 });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/ffmpeg não está instalado/);
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
      delete process.env.FFPROBE_PATH;
    }
  });

  it('Prefer: respond-async → 202 at once with the job at Location; its progress goes up to the row, read by its owner only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/liveness/gerar-arquivos',
      headers: { ...auth, prefer: 'respond-async' },
      payload: { id: 7 },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers['preference-applied']).toBe('respond-async');
    const { job, message } = res.json();
    expect(message).toBe('Geração de arquivos iniciada. Acompanhe o progresso nesta tela.');
    expect(job).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'liveness-files',
      state: 'waiting',
      progress: 0,
    });
    expect(res.headers.location).toBe(`/admin/v1/jobs/${job.id}`);
    const seen: number[] = [];
    let last: { state: string; progress: number; result?: { data: { id: number; arquivoCsv: string } } };
    for (;;) {
      const polled = await ctx.app.inject({ url: res.headers.location as string, headers: auth });
      expect(polled.statusCode).toBe(200);
      last = polled.json().data;
      seen.push(last.progress);
      if (last.state === 'completed' || last.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(last.state).toBe('completed');
    expect(last.result!.data).toMatchObject({ id: 7, arquivoCsv: 'liveness/2026/11/async/signal.csv' });
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // Somebody else (even an administrator), an unknown id, no session: nothing to see.
    await ctx.createUser({ email: 'outra@example.com', password: 'segredo2' });
    const other = await ctx.login('outra@example.com', 'segredo2');
    const theirs = await ctx.app.inject({ url: res.headers.location as string, headers: other });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      message: 'Tarefa não encontrada (ou expirada: o resultado fica disponível por um dia).',
    });
    for (const id of ['0b6f6a1e-8d3c-4a8e-9a51-2f0f3c9d1e77', 'nao-e-uuid', '%2e%2e'])
      expect((await ctx.app.inject({ url: `/admin/v1/jobs/${id}`, headers: auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: res.headers.location as string })).statusCode).toBe(401);
  }, 30_000);

  it('a job that fails says why through the job, with the status a direct call would have had', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/liveness/gerar-arquivos',
      headers: { ...auth, prefer: 'respond-async' },
      payload: { id: 4 },
    });
    expect(res.statusCode).toBe(202);
    let job;
    for (;;) {
      job = (await ctx.app.inject({ url: res.headers.location as string, headers: auth })).json().data;
      if (job.state === 'failed' || job.state === 'completed') break;
      // Polling as the console does: a pause lets ffmpeg's output in.
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(job).toMatchObject({ state: 'failed', errorStatus: 422, error: expect.stringMatching(/.+/) });
    // What can be told before queueing is told at once, as a direct call would.
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/liveness/gerar-arquivos',
      headers: { ...auth, prefer: 'respond-async' },
      payload: { id: 3 },
    });
    expect(missing.statusCode).toBe(404);
  }, 30_000);
});
