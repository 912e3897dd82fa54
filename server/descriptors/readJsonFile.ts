import { readFileSync } from 'node:fs';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';

/**
 * Reads and parses one JSON file of schemas/. A missing file or a syntax error becomes a
 * DescriptorError naming the file (as `label`) and, for a syntax error, the line and column.
 *
 * @example readJsonFile('/app/schemas/console.json', 'schemas/console.json')
 */
export function readJsonFile(path: string, label: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new DescriptorError(label, '', 'arquivo não encontrado ou ilegível');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DescriptorError(label, '', `JSON inválido: ${describeJsonError(text, error)}`);
  }
}

/** "Unexpected token } in JSON at position 120" → "linha 7, coluna 3: Unexpected token ...". */
function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return `linha ${lineCol[1]}, coluna ${lineCol[2]} (${message})`;
  if (position === undefined) return message;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  const column = Number(position) - before.lastIndexOf('\n');
  return `linha ${line}, coluna ${column} (${message})`;
}
