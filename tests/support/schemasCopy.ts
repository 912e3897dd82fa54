import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './tempDir.js';

/**
 * A copy of schemas/ at `<new temp folder>/schemas` (removed when the test process exits), each
 * file named in `edits` (relative to the folder, e.g. 'client.json' or 'api/endpoints.json')
 * parsed, changed by its function and written back. Returns the copy's folder.
 *
 * @example schemasCopy({ 'client.json': (d) => (d.server.filters.name.columns = ['nmae']) })
 */
export function schemasCopy(edits: Record<string, (json: Record<string, any>) => void> = {}): string {
  const dir = join(tempDir('schemas-copy'), 'schemas');
  mkdirSync(dir);
  cpSync('schemas', dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    edit(json);
    writeFileSync(join(dir, file), JSON.stringify(json, null, 2));
  }
  return dir;
}
