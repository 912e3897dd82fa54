import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under `path` (a file or a folder, recursively). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Sources whose change means the console must be built again. */
const consoleSources = ['src', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** True when dist/ is missing or older than any console source. */
function consoleBuildIsStale(root: string, outDir = join(root, 'dist')): boolean {
  const built = join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return consoleSources.some((s) => newestMtime(join(root, s)) > builtAt);
}

/** Builds the console with Vite when it is missing or stale; returns whether it built. */
export async function ensureConsoleBuilt(root: string, log: (line: string) => void): Promise<boolean> {
  if (!consoleBuildIsStale(root)) return false;
  log('Gerando o console (vite build)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') });
  log('Console gerado.');
  return true;
}
