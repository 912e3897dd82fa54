/**
 * One thing `npm run schemas:check` found: an error (exit code 1), a warning (data left behind,
 * nothing breaks) or a note (what the next start will do). Printed as one line: file, JSON path
 * (when the problem has one), reason, and the command that fixes it when there is one.
 */
export interface SchemaProblem {
  level: 'erro' | 'aviso' | 'nota';
  file: string;
  /** JSON path in the file, '' when the problem is the file's data rather than one of its properties. */
  path: string;
  reason: string;
}

/**
 * The problem's line, prefixed by its level unless it is an error.
 *
 * @example formatProblem({ level: 'erro', file: 'schemas/client.json', path: '/server/orderBy', reason: 'a coluna "nmae" não existe' })
 *   // 'schemas/client.json: /server/orderBy: a coluna "nmae" não existe'
 */
export function formatProblem({ level, file, path, reason }: SchemaProblem): string {
  const line = `${file}: ${path ? `${path}: ` : ''}${reason}`;
  return level === 'erro' ? line : `${level}: ${line}`;
}

/** '1.234 registros existentes' / '1 registro existente': counts as pt-BR writes them. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
}
