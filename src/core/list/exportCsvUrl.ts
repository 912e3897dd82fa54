import { toFilterQuery } from './listQuery.js';

/** The files the export route writes: CSV for a pt-BR spreadsheet, or an XLSX workbook. */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportCsvUrlInput {
  /** The API base address ('' = same origin). */
  apiBase: string;
  /** The list's endpoint (descriptor `api.endpoint`). */
  endpoint: string;
  /** The filters in force (the list state's, without page and size). */
  filters: Record<string, string>;
  /** A file ticket (a download cannot send the bearer header). */
  ticket: string;
  /** The browser's IANA time zone: the file's dates as the screen shows them (API default: America/Sao_Paulo). */
  timeZone?: string;
  /** The list's order, as on screen (absent: the descriptor's). */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** The screen's visible columns, in its order (absent: every list column). */
  columns?: readonly string[];
  /** 'csv' (the route's default, left out) or 'xlsx'. */
  format?: ExportFormat;
  /** Why full CPFs are exported ('Exportar com CPF completo'): the API records it; absent, CPFs stay masked. */
  revealReason?: string;
}

/**
 * The address of a list's export (every page of its current filters, in its order and columns):
 * `{endpoint}/export.csv` — the route's historical name; `format=xlsx` makes it a workbook.
 *
 * @example exportCsvUrl({ apiBase: '', endpoint: '/admin/v1/liveness', filters: { cpf: '529' }, ticket: 'T', timeZone: 'America/Manaus' })
 *   // '/admin/v1/liveness/export.csv?cpf=529&tz=America%2FManaus&ticket=T'
 * @example exportCsvUrl({ apiBase: '', endpoint: '/person/v1', filters: {}, ticket: 'T', sort: { field: 'name', order: 'desc' }, columns: ['name', 'cpf'], format: 'xlsx' })
 *   // '/person/v1/export.csv?sort=name&order=desc&cols=name%2Ccpf&format=xlsx&ticket=T'
 * @example exportCsvUrl({ apiBase: '', endpoint: '/person/v1', filters: {}, ticket: 'T', revealReason: 'auditoria' })
 *   // '/person/v1/export.csv?reveal_reason=auditoria&ticket=T'
 */
export function exportCsvUrl({
  apiBase,
  endpoint,
  filters,
  ticket,
  timeZone,
  sort,
  columns,
  format,
  revealReason,
}: ExportCsvUrlInput): string {
  const params = new URLSearchParams(toFilterQuery(filters));
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  if (columns?.length) params.set('cols', columns.join(','));
  if (format && format !== 'csv') params.set('format', format);
  if (timeZone) params.set('tz', timeZone);
  if (revealReason) params.set('reveal_reason', revealReason);
  params.set('ticket', ticket);
  return `${apiBase.replace(/\/+$/, '')}${endpoint}/export.csv?${params.toString()}`;
}
