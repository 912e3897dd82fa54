import { classifyFileValue } from '../../src/core/files/storedFileUrl.js';
import { fingerTiffPaths } from '../../src/core/files/fingerTiffPaths.js';

/** Days each kind of log is kept; 0 keeps it forever (server/config.ts, RETENTION_*). */
export interface RetentionDays {
  requestLogDays: number;
  captureLogDays: number;
  accessLogDays: number;
}

/** A log table the clean-up trims, and how. */
export interface RetentionTable {
  table: 'request_logs' | 'liveness_logs' | 'finger_logs' | 'access_logs';
  /** When the row was written. */
  timeColumn: 'created_at' | 'data_hora';
  /**
   * How the expired rows are found, a batch at a time:
   * - 'time': through the table's (time desc, id desc) index, oldest first.
   * - 'id': along the primary key from the oldest id, deleting the window's rows older than the
   *   limit and stopping at the first window holding a newer one. For request_logs, which has no
   *   index on created_at (dropped in 0004: it cost a quarter of each logged request) and whose
   *   ids grow with created_at (both given at insert); a row written a moment out of order near
   *   the limit goes at the next run.
   */
  scan: 'time' | 'id';
  /** Its setting. */
  days: keyof RetentionDays;
  /** Columns the delete returns, for `files` and the path clean-up. */
  returning: string[];
  /** Stored files of a deleted row (paths relative to the storage folder). */
  files?: (row: Record<string, unknown>) => string[];
}

/** Only values naming a file in the storage folder (addresses elsewhere are not ours to delete). */
const stored = (values: unknown[]): string[] =>
  values.flatMap((value) => {
    const ref = classifyFileValue(value);
    return ref?.kind === 'stored' ? [ref.path] : [];
  });

const livenessFiles = ['arquivo_log', 'arquivo_video', 'arquivo_csv', 'arquivo_fft', 'arquivo_filtred'];

/** The tables, in the order a run trims them. */
export const retentionTables: RetentionTable[] = [
  { table: 'request_logs', timeColumn: 'created_at', scan: 'id', days: 'requestLogDays', returning: ['id', 'path'] },
  {
    table: 'liveness_logs',
    timeColumn: 'data_hora',
    scan: 'time',
    days: 'captureLogDays',
    returning: ['id', ...livenessFiles],
    files: (row) => stored(livenessFiles.map((column) => row[column])),
  },
  {
    table: 'finger_logs',
    timeColumn: 'data_hora',
    scan: 'time',
    days: 'captureLogDays',
    returning: ['id', 'arquivo_log', 'imagens'],
    // Each capture image has its processed TIFF and mask beside it, in the 'img' folder (spec 2.6).
    files: (row) => {
      const images = Array.isArray(row.imagens) ? (row.imagens as unknown[]) : [];
      const derived = images.flatMap((image) => {
        const tiffs = fingerTiffPaths(image);
        return tiffs ? [tiffs.tiff, tiffs.mask] : [];
      });
      return stored([row.arquivo_log, ...images, ...derived]);
    },
  },
  { table: 'access_logs', timeColumn: 'created_at', scan: 'time', days: 'accessLogDays', returning: ['id'] },
];
