import { successMessageSchema } from '../apiSchema/apiErrorSchema.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { recordAccess } from '../access/recordAccess.js';
import { maskPersonal } from '../crud/maskPersonal.js';
import { personalFields } from '../../src/core/personal/personalFields.js';
import { isStoredKey } from '../storage/blob/isStoredKey.js';
import { fileStore } from '../storage/fileStore.js';
import { selectList, type ServedDescriptor } from '../crud/sqlMapping.js';
import { MAX_INT4 } from '../crud/recordId.js';
import { recordSchema } from '../apiSchema/recordSchema.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';

export interface LivenessFilesRouteOptions {
  db: Kysely<Database>;
  storage: string;
}

/** At most this many generations run at once (each decodes a video with ffmpeg). */
const MAX_RUNNING = 2;

/** The generation's body (the list's row: only its id is read) and answer (the row as the list shows it). */
const livenessFilesSchema = (d: ServedDescriptor) => ({
  operationId: 'generateLivenessFiles',
  summary: `Gerar os arquivos de sinal — ${d.title}`,
  description:
    'Do vídeo armazenado do registro, calcula o sinal de cor (csv), o sinal filtrado (filtred) e o espectro (fft), grava-os ao lado do vídeo, liga-os ao registro e define o BPM pelo pico do espectro. O corpo pode ser a linha da lista inteira: só o `id` é lido. Decodificar o vídeo do rosto fica no registro de acessos.',
  body: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: MAX_INT4, description: 'O registro de log.' } },
    required: ['id'],
  },
  response: {
    200: {
      type: 'object',
      description: 'O registro como a lista o mostra, já com os arquivos e o BPM.',
      properties: {
        data: recordSchema(d, 'list'),
        message: successMessageSchema,
      },
      required: ['data', 'message'],
    },
    404: { ...apiErrorRef, description: 'O registro não existe, ou o seu vídeo não está no armazenamento.' },
    422: { ...apiErrorRef, description: 'O vídeo não pôde ser lido ou não tem sinal de pulso.' },
    500: { ...apiErrorRef, description: 'O vídeo armazenado está corrompido ou foi adulterado.' },
    503: { ...apiErrorRef, description: 'O servidor já está gerando outros arquivos, ou o ffmpeg não está instalado.' },
  },
});

/** Any refusal of the body: the log row's id is what is missing. */
const validation = { message: apiMessages.livenessIdRequired, fields: { id: apiMessages.livenessIdRequired } };

/**
 * POST `entityPaths.livenessFiles` (schemas/api/endpoints.json: the liveness logs' endpoint +
 * `/gerar-arquivos`, /admin/v1/liveness/gerar-arquivos), body: the log row (only its id is trusted): from the
 * row's stored video, computes the colour signal (csv), the filtered signal (filtred) and the
 * spectrum (fft) beside the video, links them to the row and sets its BPM from the spectral peak.
 * Answers `{ data: row, message }` with the row as the list shows it. Guarded by its entity's write
 * permission; not served when the app does not serve that entity.
 */
export async function livenessFilesRoute(
  app: FastifyInstance,
  { db, storage }: LivenessFilesRouteOptions,
): Promise<void> {
  const route = app.apiRoutes.of.livenessFiles;
  if (!route?.descriptor.server) return;
  const d = route.descriptor as ServedDescriptor;
  let running = 0;
  const select = selectList(d, new Set(), 'list');
  const personal = personalFields(d);
  const config = { permission: `${d.key}:write`, validation };
  app.post<{ Body: { id: number } }>(route.url, { schema: livenessFilesSchema(d), config }, async (request) => {
    const { id } = request.body;
    const row = await db
      .selectFrom('liveness_logs')
      .select(['id', 'arquivo_video'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, apiMessages.recordNotFound);
    if (!row.arquivo_video) throw new HttpError(400, apiMessages.livenessWithoutVideo);
    if (!isStoredKey(row.arquivo_video)) throw new HttpError(400, apiMessages.livenessVideoNotStored);
    const video = await fileStore(storage).open(row.arquivo_video);
    if (!video) throw new HttpError(404, apiMessages.videoNotFound);
    await video.close();
    if (running >= MAX_RUNNING) throw new HttpError(503, apiMessages.generatorBusy);
    running++;
    // Loaded on first use: the signal-processing code is not needed to serve anything else.
    const [
      { generateStoredLivenessFiles },
      { FfmpegMissingError },
      { MediaError },
      { TamperedFileError, logTamperedFile },
    ] = await Promise.all([
      import('../media/generateStoredLivenessFiles.js'),
      import('../media/FfmpegMissingError.js'),
      import('../media/MediaError.js'),
      import('../storage/crypto/TamperedFileError.js'),
    ]);
    try {
      // Reading the face video is a read of biometric data: on record before it is decrypted.
      await recordAccess(
        db,
        request.user?.id,
        'video.process',
        row.arquivo_video.split('/')[0] ?? '',
        row.arquivo_video,
      );
      // The stored video is encrypted: decrypted into a private temporary folder for ffmpeg.
      const out = await generateStoredLivenessFiles(storage, row.arquivo_video);
      await db
        .updateTable('liveness_logs')
        .set({ arquivo_csv: out.csv, arquivo_fft: out.fft, arquivo_filtred: out.filtred, bpm: out.bpm })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      if (error instanceof FfmpegMissingError) throw new HttpError(503, error.message);
      if (error instanceof MediaError) throw new HttpError(422, error.message);
      if (error instanceof TamperedFileError) {
        logTamperedFile(request.log, row.arquivo_video, error);
        throw new HttpError(500, error.message);
      }
      throw error;
    } finally {
      running--;
    }
    const { rows } = await sql<Record<string, unknown>>`select ${select} from liveness_logs where id = ${id}`.execute(
      db,
    );
    return { data: maskPersonal(rows, personal)[0], message: apiMessages.filesGenerated };
  });
}
