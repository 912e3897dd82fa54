import { opendir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every regular file under `root` (absolute paths, depth first), dotted folders included (the
 * seed's sample pool). Symbolic links are not followed. A folder removed while walking is skipped.
 */
export async function* walkStoredFiles(root: string): AsyncGenerator<string> {
  let dir;
  try {
    dir = await opendir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of dir) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* walkStoredFiles(path);
    else if (entry.isFile()) yield path;
  }
}
