import type { Readable } from 'node:stream';

/** A stored blob opened for random reads (the encrypted file format reads its header, then chunks). */
export interface BlobReader {
  /** Bytes stored. */
  size: number;
  /** Last change, for the file route's validators (ETag, Last-Modified). */
  mtimeMs: number;
  /** Exactly `length` bytes from `position`; fewer means the blob changed or is truncated (the caller says which). */
  readAt(position: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Where the stored files' bytes live (already encrypted by the caller: the store never sees a
 * plaintext byte): a local folder (the default, DATA_DIR/storage) or an S3-compatible bucket
 * (STORAGE_S3_BUCKET). Keys are the relative paths kept in the database
 * ('liveness/2026/11/<uuid>/video.mp4'), checked by isStoredKey before any store sees them.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** For log lines and messages: 'pasta /data/storage' or 's3://bucket/prefix'. */
  readonly location: string;
  /** Opens a blob for reading, or null when there is none at `key` (or `key` is not a stored key). */
  open(key: string): Promise<BlobReader | null>;
  /** Streams `body` to `key`: the blob appears whole once the promise resolves, or not at all (the old one stays). Never holds it whole in memory. */
  write(key: string, body: Readable): Promise<void>;
  /** Deletes the blob at `key`; an absent one is not an error. Rejects when the store cannot be reached. */
  remove(key: string): Promise<void>;
  /** Every key stored, in no particular order; with `prefix` ('reports/'), only the keys under it. */
  list(prefix?: string): AsyncIterable<string>;
  /** Resolves when the store can be read and written now (GET /readyz). */
  check(): Promise<void>;
}
