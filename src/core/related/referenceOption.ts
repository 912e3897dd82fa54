import type { ClientDescriptor, ReferenceDescriptor } from '../descriptors/Descriptor.js';
import { formatValue } from '../format/formatValue.js';

/** A choice of a reference picker: the record's id and how it reads ('Acme — 11.222.333/0001-81'). */
export interface ReferenceOption {
  id: number;
  label: string;
}

/**
 * How one record of the referenced entity reads in the picker: its `label` field, then its
 * `detail` field formatted as that entity's list column shows it, joined by ' — '.
 *
 * @example referenceOption(ref, client, { id: 7, name: 'Acme', document: '11222333000181' })
 *   // { id: 7, label: 'Acme — 11.222.333/0001-81' }
 */
export function referenceOption(
  ref: ReferenceDescriptor,
  target: ClientDescriptor,
  row: Record<string, unknown>,
): ReferenceOption | undefined {
  const id = Number(row.id);
  if (!Number.isSafeInteger(id)) return undefined;
  const name = String(row[ref.label] ?? '').trim() || `#${id}`;
  const format = ref.detail ? target.list.columns.find((c) => c.field === ref.detail)?.format : undefined;
  const detail = ref.detail ? formatValue(format, row[ref.detail]) : '';
  return { id, label: detail ? `${name} — ${detail}` : name };
}

/**
 * The picker's choices from the answers of each search filter: every record once, in the order
 * the answers gave them, at most `limit`.
 *
 * @example mergeReferenceOptions([[acme], [acme, beta]], 10) // [acme, beta]
 */
export function mergeReferenceOptions(answers: ReferenceOption[][], limit: number): ReferenceOption[] {
  const seen = new Map<number, ReferenceOption>();
  for (const options of answers) for (const o of options) if (!seen.has(o.id)) seen.set(o.id, o);
  return [...seen.values()].slice(0, limit);
}

/**
 * Which search filters a typed text goes to: a text with no letter and no digit searches nothing;
 * a filter of a masked list filter (a CNPJ) only when the text holds a digit, since the server
 * keeps only its digits and letters.
 *
 * @example referenceSearches(ref, client, 'acme') // ['name']
 * @example referenceSearches(ref, client, '11.222') // ['name', 'cnpj']
 */
export function referenceSearches(ref: ReferenceDescriptor, target: ClientDescriptor, text: string): string[] {
  const t = text.trim();
  if (!/[\p{L}\p{N}]/u.test(t)) return [];
  return ref.search.filter((param) => {
    const filter = target.list.filters.find((f) => f.param === param);
    return !filter?.mask || /\d/.test(t);
  });
}
