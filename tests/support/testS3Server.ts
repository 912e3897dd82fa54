import S3rver from 's3rver';
import type { S3StorageConfig } from '../../server/storage/blob/createS3BlobStore.js';
import { tempDir } from './tempDir.js';

/** A local S3-protocol server (s3rver) the tests start themselves, with one bucket. */
export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The store's configuration for it (path-style, s3rver's fixed credentials). */
  config: S3StorageConfig;
  /** The same, as the server process reads it (STORAGE_S3_*). */
  env: Record<string, string>;
  /** Stops answering (connections refused): the store is down. Its objects stay. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the same objects. */
  start(): Promise<void>;
}

const BUCKET = 'biometria-teste';

/**
 * Starts s3rver on a free port over a fresh folder, with the bucket the tests use.
 *
 * @example const s3 = await startTestS3Server(); useFileStore(storage, createS3BlobStore(s3.config));
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = tempDir('s3rver');
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    config: { bucket: BUCKET, prefix: '', region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    env: {
      STORAGE_S3_BUCKET: BUCKET,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running?.httpServer) return;
      // The SDK keeps connections alive: cut them, or close() waits for them.
      running.httpServer.closeAllConnections();
      await running.close();
    },
    start,
  };
}
