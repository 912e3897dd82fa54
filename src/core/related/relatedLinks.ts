import type { ClientDescriptor } from '../descriptors/Descriptor.js';

/** One count of a form's 'Registros ligados' panel. */
export interface RelatedLink {
  entity: string;
  label: string;
  /** The other entity's list filtered on the record (`/fingerprint?person_id=12`). */
  to: string;
  total: number;
  /** More than the count says ('mais de 10.000'). */
  capped: boolean;
}

/** What `GET {endpoint}/{id}/related` answers under `data`. */
export type RelatedCounts = Record<string, { total: number; capped: boolean }>;

/**
 * The links of a record's related records, in the descriptor's order: one per `related` entry the
 * server counted (the role may read it) whose entity the console has. The filter takes the
 * record's `from` value, never personal data (sanitizeDescriptor refuses a personal `from`), so
 * a link never carries a CPF.
 *
 * @example relatedLinks(person, { id: 12 }, { fingerprint: { total: 3, capped: false } }, descriptors)
 *   // [{ entity: 'fingerprint', label: 'Fingerprints', to: '/fingerprint?person_id=12', total: 3, capped: false }]
 */
export function relatedLinks(
  d: ClientDescriptor,
  record: Record<string, unknown>,
  counts: RelatedCounts,
  descriptors: Readonly<Record<string, ClientDescriptor | undefined>>,
): RelatedLink[] {
  return (d.related ?? []).flatMap((r) => {
    const count = counts[r.entity];
    const target = descriptors[r.entity];
    const value = record[r.from];
    if (!count || !target || value === null || value === undefined || value === '') return [];
    const query = new URLSearchParams({ [r.filter]: String(value) });
    return [{ entity: r.entity, label: r.label, to: `${target.routes.list}?${query}`, ...count }];
  });
}

/**
 * The text of a count: '3', '0', 'mais de 10.000' (a capped count), pt-BR digits.
 *
 * @example relatedCountText({ total: 10000, capped: true }) // 'mais de 10.000'
 */
export function relatedCountText({ total, capped }: { total: number; capped: boolean }): string {
  const n = total.toLocaleString('pt-BR');
  return capped ? `mais de ${n}` : n;
}
