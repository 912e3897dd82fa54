import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './tempDir.js';

/**
 * One example block of a README section, marked by its info string: ```json file=schemas/x.json
 * (the whole new file, as printed) or ```json add-to=schemas/x.json (keys to add to that file:
 * objects merge into its objects, array items go at the end of its arrays).
 */
export interface ReadmeExample {
  kind: 'file' | 'add-to';
  /** The file, relative to the project root (`schemas/person.json`). */
  path: string;
  /** The block's text exactly as printed. */
  text: string;
  /** Where the block starts in README.md (1-based), for messages. */
  line: number;
}

/** Why an example could not be applied, naming the README block. */
class ReadmeExampleError extends Error {}

/**
 * The marked example blocks of the README section titled `title` (`## Changing a screen`), in
 * order. Throws, naming the README, when the section or its marked blocks are missing, or a
 * block is not JSON.
 */
export function readmeExamples(title: string, readme = 'README.md'): ReadmeExample[] {
  const lines = readFileSync(readme, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) throw new ReadmeExampleError(`${readme}: a seção "## ${title}" não existe`);
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  const examples: ReadmeExample[] = [];
  for (let i = start + 1; i < (end < 0 ? lines.length : end); i++) {
    const mark = /^```json (file|add-to)=(\S+)\s*$/.exec(lines[i]!);
    if (!mark) continue;
    const close = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    if (close < 0) throw new ReadmeExampleError(`${readme}:${i + 1}: bloco sem o \`\`\` que o fecha`);
    const text = lines.slice(i + 1, close).join('\n') + '\n';
    try {
      JSON.parse(text);
    } catch (error) {
      throw new ReadmeExampleError(
        `${readme}:${i + 1}: o exemplo ${mark[1]}=${mark[2]} não é JSON: ${(error as Error).message}`,
      );
    }
    examples.push({ kind: mark[1] as ReadmeExample['kind'], path: mark[2]!, text, line: i + 1 });
    i = close;
  }
  if (!examples.length)
    throw new ReadmeExampleError(`${readme}: a seção "## ${title}" não tem blocos \`\`\`json file=… ou add-to=…`);
  return examples;
}

/**
 * A copy of the project's schemas/ with `examples` applied exactly as printed; returns the copy.
 * An `add-to` example of a file that does not exist, or one outside schemas/, is an error naming
 * the README line.
 */
export function schemasWithExamples(examples: readonly ReadmeExample[]): string {
  const dir = tempDir('schemas-readme');
  cpSync('schemas', dir, { recursive: true });
  for (const example of examples) {
    const where = `README.md:${example.line} (${example.kind}=${example.path})`;
    const name = /^schemas\/([^/]+\.json)$/.exec(example.path)?.[1];
    if (!name) throw new ReadmeExampleError(`${where}: o exemplo deve ser um arquivo de schemas/`);
    const target = join(dir, name);
    if (example.kind === 'file') {
      writeFileSync(target, example.text);
      continue;
    }
    if (!existsSync(target)) throw new ReadmeExampleError(`${where}: ${example.path} não existe no projeto`);
    const merged = addTo(JSON.parse(readFileSync(target, 'utf8')), JSON.parse(example.text));
    writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
  }
  return dir;
}

/**
 * `keys` added to `into` as the README says: objects merge, arrays get the new items at their
 * end, any other value is set.
 *
 * @example addTo({ list: { columns: [a] } }, { list: { columns: [b] } }) // { list: { columns: [a, b] } }
 */
function addTo(into: unknown, keys: unknown): unknown {
  if (Array.isArray(into) && Array.isArray(keys)) return [...into, ...keys];
  if (isObject(into) && isObject(keys)) {
    const out: Record<string, unknown> = { ...into };
    for (const [k, v] of Object.entries(keys)) out[k] = k in out ? addTo(out[k], v) : v;
    return out;
  }
  return keys;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
