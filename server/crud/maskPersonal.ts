import { maskCpf } from '../../src/core/personal/maskCpf.js';

/**
 * Masks, in place, the personal fields (`"personal": "cpf"`) of rows about to leave the API:
 * every list, record, create/update answer and export row. In place: a 1000-row page is not
 * copied for it.
 *
 * @example maskPersonal([{ id: 1, cpf: '12345678901' }], ['cpf']) // [{ id: 1, cpf: '***.456.789-**' }]
 */
export function maskPersonal<R extends Record<string, unknown>>(rows: R[], fields: readonly string[]): R[] {
  if (!fields.length) return rows;
  for (const row of rows) {
    for (const field of fields) if (field in row) (row as Record<string, unknown>)[field] = maskCpf(row[field]);
  }
  return rows;
}

