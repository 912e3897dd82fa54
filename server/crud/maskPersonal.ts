import { isMaskedCpf, maskCpf } from '../../src/core/personal/maskCpf.js';

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

/**
 * A body without the personal fields that still hold the masked value the API served (an edit
 * form sends the record back whole): a PUT then keeps the stored CPF instead of overwriting it
 * with asterisks.
 *
 * @example withoutMaskedValues({ name: 'Ana', cpf: '***.456.789-**' }, ['cpf']) // { name: 'Ana' }
 */
export function withoutMaskedValues(body: unknown, fields: readonly string[]): unknown {
  if (!fields.length || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const masked = fields.filter((f) => isMaskedCpf((body as Record<string, unknown>)[f]));
  if (!masked.length) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const f of masked) delete copy[f];
  return copy;
}
