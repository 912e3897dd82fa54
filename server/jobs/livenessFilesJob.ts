import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { recordAccess } from '../access/recordAccess.js';
import { maskPersonal } from '../crud/maskPersonal.js';
import { selectList, type ServedDescriptor } from '../crud/sqlMapping.js';
import { personalFields } from '../../src/core/personal/personalFields.js';
import { isStoredKey } from '../storage/blob/isStoredKey.js';
import { fileStore } from '../storage/fileStore.js';
import type { JobHandler } from './JobQueue.js';

export interface LivenessFilesJobOptions {
  db: Kysely<Database>;
  storage: string;
  /** The liveness logs' descriptor: the answer is the row as its list shows it. */
  descriptor: ServedDescriptor;
}

/**
 * The stored video of liveness log `id`, checked (the route before queueing, the job when it runs):
 * HttpError 404 for no such row or no such file, 400 for a row without a video or with a path that
 * is not a stored file's.
 */
export async function storedLivenessVideo(db: Kysely<Database>, storage: string, id: number): Promise<string> {
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
  return row.arquivo_video;
}

/**
 * The liveness files generation as a job (`liveness-files`, input `{ id }` of the log row): checks
 * the row and its stored video (HttpError 404/400 as the route would answer), puts the decoding of
 * the face video on record for the user who asked, computes the csv, fft and filtred files beside
 * the video with the BPM at the spectral peak (generateStoredLivenessFiles: progress is the share of
 * frames decoded), links them to the row, and answers `{ data: row as the list shows it, message }`.
 * A bad video is 422, ffmpeg missing 503, a damaged file 500 (logged with its reason).
 */
export function livenessFilesJob({ db, storage, descriptor }: LivenessFilesJobOptions): JobHandler {
  const select = selectList(descriptor, new Set(), 'list');
  const personal = personalFields(descriptor);
  return async ({ input, userId }, { progress, log }) => {
    const id = Number(input.id);
    // Again when it runs: the row may have changed since it was queued.
    const row = { arquivo_video: await storedLivenessVideo(db, storage, id) };
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
    // Reading the face video is a read of biometric data: on record before it is decrypted.
    await recordAccess(db, userId, 'video.process', row.arquivo_video.split('/')[0] ?? '', row.arquivo_video);
    let out;
    try {
      // The stored video is encrypted: decrypted into a private temporary folder for ffmpeg.
      out = await generateStoredLivenessFiles(storage, row.arquivo_video, progress);
    } catch (error) {
      if (error instanceof FfmpegMissingError) throw new HttpError(503, error.message);
      if (error instanceof MediaError) throw new HttpError(422, error.message);
      if (error instanceof TamperedFileError) {
        logTamperedFile(log, row.arquivo_video, error);
        throw new HttpError(500, error.message);
      }
      throw error;
    }
    await db
      .updateTable('liveness_logs')
      .set({ arquivo_csv: out.csv, arquivo_fft: out.fft, arquivo_filtred: out.filtred, bpm: out.bpm })
      .where('id', '=', id)
      .execute();
    const { rows } = await sql<Record<string, unknown>>`select ${select} from liveness_logs where id = ${id}`.execute(
      db,
    );
    log.info(`arquivos de sinal gerados para o log ${id} (BPM ${out.bpm})`);
    return { data: maskPersonal(rows, personal)[0], message: apiMessages.filesGenerated };
  };
}
