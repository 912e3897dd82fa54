import type { ClientDescriptor } from '../descriptors/Descriptor.js';

/**
 * What names a row to a screen reader ('Selecionar Maria Silva'): the value of the descriptor's
 * first plain-text column (no format or `text`, no special cell, not personal data) that the row
 * fills, else 'registro <id>'.
 *
 * @example rowName(member, { id: 7, fullName: 'Maria Silva', cpf: '***.982.247-**' }) // 'Maria Silva'
 * @example rowName(member, { id: 7, fullName: '' }) // 'registro 7'
 */
export function rowName(d: ClientDescriptor, row: Record<string, unknown> & { id: unknown }): string {
  for (const c of d.list.columns) {
    if ((c.format && c.format !== 'text') || c.cell || d.fields[c.field]?.personal) continue;
    const v = row[c.field];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v).trim();
  }
  return `registro ${String(row.id)}`;
}
