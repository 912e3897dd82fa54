import { copyFileSync, createReadStream, existsSync, linkSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isStoredKey } from '../storage/blob/isStoredKey.js';
import { fileStore } from '../storage/fileStore.js';
import { resolveStoredPath } from '../storage/resolveStoredPath.js';
import { storageKeys } from '../storage/storageKeys.js';
import { writeStoredFile } from '../storage/writeStoredFile.js';
import { sampleFingerprints, sampleVideos } from './seedMedia.js';

export interface SeedStoredFilesOptions {
  /** The storage folder (server/storage/storageRoot.ts). */
  storage: string;
  /** At most this many rows of each table get files (large benchmark seeds keep the disk small). */
  limit?: number;
  log?: (line: string) => void;
}

export interface SeedStoredFilesReport {
  files: number;
  /** False when ffmpeg is missing: no videos, no signal files (a warning says how to fix it). */
  videos: boolean;
}

/** Pulse rates of the sample face videos, as a capture would measure them. */
const POOL_BPMS = [62, 68, 72, 77, 84, 95] as const;
const FINGER_POOL = 8;
/** The sample media are made once under this folder (dotted: never served), then linked. */
const POOL = '.seed-pool';

/** Links `from` to `to` (same disk: no copy), or copies when linking is not possible. */
function place(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  if (existsSync(to)) return;
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Puts real files behind the paths the seed stored: face videos with a known pulse (and, for
 * logs already processed, their signal csv/fft/filtred and the BPM they give), capture log texts,
 * fingerprint images (original JPEG, processed TIFF, mask TIFF) for the capture logs and the
 * fingerprint registrations, and liveness-proof videos. A few sample media are rendered once and
 * linked into each row's folder. Every file is stored encrypted (writeStoredFile; the pool too, so
 * the links are encrypted files). Without ffmpeg the videos are skipped with a warning.
 */
export async function seedStoredFiles(
  db: Kysely<Database>,
  { storage, limit = 1000, log = () => {} }: SeedStoredFilesOptions,
): Promise<SeedStoredFilesReport> {
  const pool = join(storage, POOL);
  mkdirSync(pool, { recursive: true });
  let files = 0;
  const store = fileStore(storage);
  // A folder gets links to the pool (no copy); another store (S3) gets the pool file's bytes,
  // already encrypted, as they are.
  const put = async (from: string, relative: string | null | undefined) => {
    if (!relative || !isStoredKey(relative)) return;
    if (store.kind === 'local') place(from, resolveStoredPath(storage, relative)!);
    else await store.write(relative, createReadStream(from));
    files++;
  };
  const write = async (relative: string | null, content: string) => {
    if (!relative || !isStoredKey(relative)) return;
    await writeStoredFile(storage, relative, content);
    files++;
  };
  const keys = storageKeys(storage);

  log('Gerando arquivos de exemplo (vídeos e imagens)...');
  const videos = await sampleVideos(pool, POOL_BPMS, keys);
  if (!videos)
    log(
      'Aviso: ffmpeg não encontrado; vídeos e arquivos de sinal de exemplo não foram gerados (instale o pacote ffmpeg e rode `npm run seed -- --reset`).',
    );
  const fingers = await sampleFingerprints(pool, FINGER_POOL, keys);

  const liveness = await db
    .selectFrom('liveness_logs')
    .select(['id', 'arquivo_log', 'arquivo_video', 'arquivo_csv', 'arquivo_fft', 'arquivo_filtred', 'log_text'])
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const row of liveness) {
    await write(row.arquivo_log, `${row.log_text ?? ''}\n`);
    if (!videos) continue;
    const sample = videos[row.id % videos.length]!;
    await put(sample.video, row.arquivo_video);
    if (row.arquivo_csv) {
      await put(sample.csv, row.arquivo_csv);
      await put(sample.fft, row.arquivo_fft);
      await put(sample.filtred, row.arquivo_filtred);
    }
    // A processed log shows the BPM its files give; one still pending has none yet.
    await db
      .updateTable('liveness_logs')
      .set({ bpm: row.arquivo_csv ? sample.bpm : null })
      .where('id', '=', row.id)
      .execute();
  }

  const fingerLogs = await db
    .selectFrom('finger_logs')
    .select(['id', 'arquivo_log', 'imagens', 'log_text'])
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const row of fingerLogs) {
    await write(row.arquivo_log, `${row.log_text ?? ''}\n`);
    for (const [i, image] of row.imagens.entries()) {
      const sample = fingers[(row.id + i) % fingers.length]!;
      await put(sample.original, image);
      // The processed images live beside the log folder: .../log/x.jpeg → .../img/x.tiff (spec 2.6).
      const tiff = image.replace('/log/', '/img/').replace(/\.[^./]+$/, '.tiff');
      await put(sample.processed, tiff);
      await put(sample.mask, tiff.replace(/\.tiff$/, '-mask.tiff'));
    }
  }

  const images = await sql<{
    fingerprint_id: number;
    kind: 'original' | 'processed' | 'mask';
    path: string;
    group_index: number;
  }>`
    select fingerprint_id, kind, path, group_index from fingerprint_images
    where fingerprint_id in (select id from fingerprints order by id limit ${limit})`.execute(db);
  for (const image of images.rows) {
    const sample = fingers[(image.fingerprint_id + image.group_index) % fingers.length]!;
    await put(sample[image.kind], image.path);
  }

  if (videos) {
    const proofs = await db
      .selectFrom('liveness_proofs')
      .select(['id', 'video_path'])
      .orderBy('id')
      .limit(limit)
      .execute();
    for (const proof of proofs) {
      const sample = videos[proof.id % videos.length]!;
      await put(sample.video, proof.video_path);
      await db.updateTable('liveness_proofs').set({ bpm: sample.bpm }).where('id', '=', proof.id).execute();
    }
  }
  return { files, videos: !!videos };
}
