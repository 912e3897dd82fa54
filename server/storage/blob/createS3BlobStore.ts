import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { BlobStore } from './BlobStore.js';
import { isStoredKey } from './isStoredKey.js';
import { StorageUnavailableError } from './StorageUnavailableError.js';

/** STORAGE_S3_*: where the bucket is and how to reach it (config.ts reads and checks them). */
export interface S3StorageConfig {
  bucket: string;
  /** Keys are stored under it ('' for the bucket's root; else ends with '/'). */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver); AWS itself when absent. */
  endpoint?: string;
  /** Path-style addressing (http://host/bucket/key), which MinIO-like servers need. */
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (environment, instance role, web identity). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Parts of a multipart upload: memory stays near one part per upload whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata?.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The stored files in an S3-compatible bucket. A write streams the (already encrypted) bytes in
 * 8 MiB parts (lib-storage's Upload); the object exists only once the upload completes, so a crash
 * mid-write leaves the old object or none. Reads are ranged GETs (the encrypted format reads its
 * header, then the chunks asked for). Keys are checked (isStoredKey) before any request.
 *
 * @example createS3BlobStore({ bucket: 'biometria', prefix: '', region: 'sa-east-1', forcePathStyle: false })
 */
export function createS3BlobStore(config: S3StorageConfig, client?: S3Client): BlobStore {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Fail fast when the store is down: the caller answers 503 or keeps the deletion for later.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  const Bucket = config.bucket;
  const location = `s3://${Bucket}/${config.prefix}`;
  /** A request to the bucket; any failure but "no such object" means the store is unavailable. */
  const send = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (isNotFound(error)) throw error;
      throw new StorageUnavailableError(location, error);
    }
  };
  const objectKey = (key: string) => {
    if (!isStoredKey(key)) throw new Error(`caminho de arquivo armazenado inválido: ${key}`);
    return config.prefix + key;
  };
  const store: BlobStore = {
    kind: 's3',
    location,
    async open(key) {
      if (!isStoredKey(key)) return null;
      const Key = objectKey(key);
      let head;
      try {
        head = await send(() => s3.send(new HeadObjectCommand({ Bucket, Key })));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const size = head.ContentLength ?? 0;
      // The ETag pins the reads to the object opened: one replaced meanwhile fails them (412).
      const IfMatch = head.ETag;
      return {
        size,
        mtimeMs: head.LastModified?.getTime() ?? 0,
        async readAt(position, length) {
          if (length === 0) return Buffer.alloc(0);
          const end = Math.min(position + length, size) - 1;
          if (end < position) return Buffer.alloc(0);
          return send(async () => {
            const answer = await s3.send(
              new GetObjectCommand({ Bucket, Key, Range: `bytes=${position}-${end}`, IfMatch }),
            );
            return Buffer.from(await answer.Body!.transformToByteArray());
          });
        },
        close: async () => {},
      };
    },
    async write(key, body: Readable) {
      // The source's own failure is the caller's error, not the store's.
      let sourceError: unknown;
      body.once('error', (error) => (sourceError = error));
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: objectKey(key), Body: body, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError !== undefined) throw sourceError;
        throw new StorageUnavailableError(location, error);
      }
    },
    async remove(key) {
      if (!isStoredKey(key)) return;
      await send(() => s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() =>
          s3.send(
            new ListObjectsV2Command({ Bucket, Prefix: `${config.prefix}${prefix}` || undefined, ContinuationToken }),
          ),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(config.prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      // Written and read back: a bucket that can be listed but not written is not ready.
      const Key = `${config.prefix}.readyz`;
      await send(() => s3.send(new PutObjectCommand({ Bucket, Key, Body: 'ok' })));
      await send(() => s3.send(new HeadObjectCommand({ Bucket, Key })));
    },
  };
  return store;
}
