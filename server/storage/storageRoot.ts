import { join, resolve } from 'node:path';

/** Folder of stored files (videos, images, logs): STORAGE_DIR, else `<DATA_DIR>/storage`. */
export function storageRoot(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.STORAGE_DIR ? resolve(env.STORAGE_DIR) : join(dataDir, 'storage');
}
