import { maskCpf } from '../../src/core/personal/maskCpf.js';
import { maskPersonalValue, personalNameTest } from '../requestLog/maskPersonalData.js';

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

const anyCpfName = personalNameTest();

/**
 * Masks, in place, every CPF inside the free-text fields (`"personal": "text"`) of rows about to
 * leave the API: formatted CPFs, valid bare ones, and the values of CPF-named keys in JSON
 * (maskPersonalValue). Rows stored before masking at storage leave masked too.
 *
 * @example maskPersonalText([{ path: '/person/v1?cpf=52998224725' }], ['path']) // [{ path: '/person/v1?cpf=***.982.247-**' }]
 */
export function maskPersonalText<R extends Record<string, unknown>>(rows: R[], fields: readonly string[]): R[] {
  if (!fields.length) return rows;
  for (const row of rows) {
    for (const field of fields) {
      const value = row[field];
      if (value !== null && value !== undefined)
        (row as Record<string, unknown>)[field] = maskPersonalValue(value, anyCpfName);
    }
  }
  return rows;
}
