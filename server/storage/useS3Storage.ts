import type { BlobStore } from './blob/BlobStore.js';
import { createS3BlobStore, type S3StorageConfig } from './blob/createS3BlobStore.js';
import { useFileStore } from './fileStore.js';

/**
 * With STORAGE_S3_BUCKET: the stored files of the storage folder `root` live in the bucket (still
 * encrypted here first). The bucket is checked first (an object written and read back); an
 * unreachable one throws a pt-BR message saying which bucket, why, and what to check. Every entry
 * point that reads or writes stored files calls it: the server, `npm run worker`, `npm run seed`.
 *
 * @example const bucket = await useS3Storage(storageRoot(config.dataDir), config.s3); // 's3://biometria/'
 */
export async function useS3Storage(root: string, config: S3StorageConfig): Promise<BlobStore> {
  const store = createS3BlobStore(config);
  try {
    await store.check();
  } catch (error) {
    const why = ((error as Error).cause ?? error) as Error;
    throw new Error(
      `armazenamento de arquivos ${store.location} inacessível (${why.name}: ${why.message}). Verifique STORAGE_S3_BUCKET, STORAGE_S3_ENDPOINT e as credenciais.`,
      { cause: error },
    );
  }
  useFileStore(root, store);
  return store;
}
