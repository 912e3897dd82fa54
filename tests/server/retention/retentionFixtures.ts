import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DeleteQueryNode, TableNode, type Kysely, type KyselyPlugin } from 'kysely';
import type { Database } from '../../../server/db/schema.js';

export const DAY = 86_400_000;
/** The clock of every retention test: rows are written relative to it. */
export const NOW = new Date('2026-11-25T12:00:00Z');
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** Writes a stored file (relative path) and returns the path. */
export function storeFile(storage: string, relative: string): string {
  const full = join(storage, relative);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  return relative;
}

export const isStored = (storage: string, relative: string) => existsSync(join(storage, relative));

export async function addRequestLogs(
  db: Kysely<Database>,
  count: number,
  at: Date,
  path = '/person/v1',
): Promise<void> {
  const rows = Array.from({ length: count }, () => ({
    method: 'GET',
    path,
    response_status: 200,
    duration_ms: 1,
    created_at: at,
  }));
  await db.insertInto('request_logs').values(rows).execute();
}

export async function addAccessLogs(db: Kysely<Database>, count: number, at: Date): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    action: 'fingerprint.view',
    subject: 'fingerprint',
    subject_id: String(i),
    created_at: at,
  }));
  await db.insertInto('access_logs').values(rows).execute();
}

/** Liveness logs with their five files on disk; returns every file's path. */
export async function addLivenessLogs(
  db: Kysely<Database>,
  storage: string,
  count: number,
  at: Date,
  tag: string,
): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const base = `liveness/${tag}/${i}`;
    const [log, video, csv, fft, filtred] = ['log.txt', 'video.mp4', 'sinal.csv', 'fft.csv', 'filtred.csv'].map((f) =>
      storeFile(storage, `${base}/${f}`),
    );
    files.push(log!, video!, csv!, fft!, filtred!);
    await db
      .insertInto('liveness_logs')
      .values({
        arquivo_log: log,
        arquivo_video: video,
        arquivo_csv: csv,
        arquivo_fft: fft,
        arquivo_filtred: filtred,
        data_hora: at,
      })
      .execute();
  }
  return files;
}

/** Finger logs with a log file, two images and each image's TIFF and mask; returns every file's path. */
export async function addFingerLogs(
  db: Kysely<Database>,
  storage: string,
  count: number,
  at: Date,
  tag: string,
): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const base = `finger/${tag}/${i}`;
    const log = storeFile(storage, `${base}/log/captura.txt`);
    const images = ['finger_1.jpeg', 'finger_2.jpeg'].map((f) => storeFile(storage, `${base}/log/${f}`));
    const tiffs = ['finger_1', 'finger_2'].flatMap((f) => [
      storeFile(storage, `${base}/img/${f}.tiff`),
      storeFile(storage, `${base}/img/${f}-mask.tiff`),
    ]);
    files.push(log, ...images, ...tiffs);
    // An address elsewhere is not ours to delete, and must not break the clean-up.
    await db
      .insertInto('finger_logs')
      .values({ arquivo_log: log, imagens: [...images, 'https://cdn.example.com/x.jpeg'], data_hora: at })
      .execute();
  }
  return files;
}

/**
 * A Kysely plugin that counts the DELETE statements sent, per table.
 *
 * @example const counter = deleteCounter(); await runRetention(db.withPlugin(counter), ...); counter.counts.request_logs
 */
export function deleteCounter(): KyselyPlugin & { counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  return {
    counts,
    transformQuery({ node }) {
      if (DeleteQueryNode.is(node)) {
        for (const from of node.from.froms) {
          if (TableNode.is(from)) counts[from.table.identifier.name] = (counts[from.table.identifier.name] ?? 0) + 1;
        }
      }
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
}
