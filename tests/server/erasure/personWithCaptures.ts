import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { putStoredFile } from '../../support/storageCrypto.js';

export interface PersonWithCaptures {
  id: number;
  cpf: string;
  name: string;
  email: string;
  /** Their own mobile number (digits), derived from the CPF so that two people never share it. */
  phone: string;
  /** Every stored file of theirs, relative to the storage folder. */
  files: string[];
  livenessLogId: number;
  fingerLogId: number;
}

/**
 * A person with one fingerprint (three images), one liveness proof (video), one liveness capture
 * log (log, video, csv, fft, filtred) and one finger capture log (log, two JPEGs, and the TIFF and
 * mask the console derives from each): 16 files, written under `storage` as the app writes them (encrypted; the app must have started on it). `tag` keeps folders and
 * e-mails apart between people.
 */
export async function personWithCaptures(
  db: Kysely<Database>,
  storage: string,
  tag: string,
  cpf: string,
  name: string,
): Promise<PersonWithCaptures> {
  const email = `${tag}@exemplo.com.br`;
  const phone = `119${cpf.slice(0, 8)}`;
  const person = await db
    .insertInto('people')
    .values({ name, email, cpf, phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fingerprint = await db
    .insertInto('fingerprints')
    .values({ person_id: person.id, finger: 'Polegar direito' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const base = `fingerprints/${tag}`;
  const images = (['original', 'processed', 'mask'] as const).map((kind, i) => ({
    fingerprint_id: fingerprint.id,
    position: i,
    group_index: 0,
    kind,
    path: `${base}/0-${kind}.${i ? 'tiff' : 'jpeg'}`,
    score: i ? null : 0.9,
  }));
  await db.insertInto('fingerprint_images').values(images).execute();
  const video = `proofs/${tag}/video.mp4`;
  await db.insertInto('liveness_proofs').values({ person_id: person.id, bpm: 72, video_path: video }).execute();
  const lf = `liveness/2026/11/${tag}`;
  const livenessLog = await db
    .insertInto('liveness_logs')
    .values({
      exposure: 1,
      bpm: 70,
      device_model: 'SM-A546E',
      relation: 1.2,
      arquivo_log: `${lf}/log.txt`,
      arquivo_video: `${lf}/video.mp4`,
      arquivo_csv: `${lf}/signal.csv`,
      arquivo_fft: `${lf}/fft.csv`,
      arquivo_filtred: `${lf}/filtred.csv`,
      cpf,
      log_text: `captura de ${cpf}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ff = `finger/2026/11/${tag}`;
  const jpegs = [`${ff}/log/finger_1.jpeg`, `${ff}/log/finger_2.jpeg`];
  const fingerLog = await db
    .insertInto('finger_logs')
    .values({
      exposure: 0,
      device_model: 'iPhone 13',
      zoom: 2,
      arquivo_log: `${ff}/log/log.txt`,
      imagens: jpegs,
      cpf,
      log_text: `captura de ${cpf}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tiffs = jpegs.flatMap((j) => {
    const tiff = j.replace('/log/', '/img/').replace('.jpeg', '.tiff');
    return [tiff, tiff.replace('.tiff', '-mask.tiff')];
  });
  const files = [
    ...images.map((i) => i.path),
    video,
    ...['log.txt', 'video.mp4', 'signal.csv', 'fft.csv', 'filtred.csv'].map((f) => `${lf}/${f}`),
    `${ff}/log/log.txt`,
    ...jpegs,
    ...tiffs,
  ];
  // Stored as the app stores them: encrypted under the storage folder's keys.
  for (const file of files) await putStoredFile(storage, file, `conteúdo de ${file}`);
  return { id: person.id, cpf, name, email, phone, files, livenessLogId: livenessLog.id, fingerLogId: fingerLog.id };
}

/** The files of `files` still on disk. */
export const filesLeft = (storage: string, files: readonly string[]) =>
  files.filter((f) => existsSync(join(storage, f)));
