import { loadConfig } from '../config.js';
import { loadStorageKeys } from '../storage/loadStorageKeys.js';
import { rewrapStoredFiles } from '../storage/rewrapStoredFiles.js';
import { rewrapStoredBlobs } from '../storage/rewrapStoredBlobs.js';
import { createS3BlobStore } from '../storage/blob/createS3BlobStore.js';
import { rotateStorageKeyFile } from '../storage/rotateStorageKeyFile.js';
import { storageRoot } from '../storage/storageRoot.js';

/**
 * `npm run storage:rotate-key [-- --nova-chave]`: rewraps the data key of every stored file under
 * the current master key (rewrapStoredFiles in the folder: headers only; rewrapStoredBlobs in the
 * S3 bucket with STORAGE_S3_BUCKET; both crash-safe and idempotent) and prints the counts. With STORAGE_MASTER_KEY the current key is that one and the previous one must be in
 * STORAGE_MASTER_KEYS_OLD; `--nova-chave` (embedded default only, server stopped) first replaces
 * the key file in DATA_DIR/secrets by a new random key, keeping the old one for reading.
 * Exit code 1 when a file could not be rewrapped (listed).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const newKey = args.includes('--nova-chave');
  if (args.some((a) => a !== '--nova-chave')) {
    console.error('Uso: npm run storage:rotate-key [-- --nova-chave]');
    process.exit(2);
  }
  const config = loadConfig();
  if (newKey) {
    if (process.env.STORAGE_MASTER_KEY) {
      console.error(
        'Com STORAGE_MASTER_KEY definida, a nova chave vem do ambiente: defina a nova em STORAGE_MASTER_KEY, ' +
          'a anterior em STORAGE_MASTER_KEYS_OLD, reinicie o servidor e rode `npm run storage:rotate-key` sem --nova-chave.',
      );
      process.exit(2);
    }
    rotateStorageKeyFile(config.dataDir);
    console.log(
      'Nova chave-mestra gerada em DATA_DIR/secrets/storage-master-key; a anterior continua aceita para leitura.',
    );
  }
  const keyring = loadStorageKeys(config.dataDir, process.env);
  // The bucket's objects when the files are in S3 (STORAGE_S3_BUCKET), else the folder's files.
  const bucket = config.s3 && createS3BlobStore(config.s3);
  const storage = bucket ? bucket.location : storageRoot(config.dataDir);
  const started = Date.now();
  const result = bucket
    ? await rewrapStoredBlobs(bucket, keyring)
    : await rewrapStoredFiles(storageRoot(config.dataDir), keyring);
  console.log(
    `Rotação da chave-mestra ${keyring.current.id.toString('hex')} em ${storage}: ${result.rewrapped} arquivo(s) recifrado(s), ` +
      `${result.current} já na chave atual, ${result.busy} alterado(s) durante a rotação (rode de novo), ` +
      `${result.failed.length} com falha (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  for (const { path, reason } of result.failed.slice(0, 50)) console.error(`  ${path}: ${reason}`);
  if (result.failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`Falha: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
