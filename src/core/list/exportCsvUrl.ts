import { toFilterQuery } from './listQuery.js';

export interface ExportCsvUrlInput {
  /** The API base address ('' = same origin). */
  apiBase: string;
  /** The list's endpoint (descriptor `api.endpoint`). */
  endpoint: string;
  /** The filters in force (the list state's, without page and size). */
  filters: Record<string, string>;
  /** A file ticket (a download cannot send the bearer header). */
  ticket: string;
  /** The browser's IANA time zone: the CSV's dates as the screen shows them (API default: America/Sao_Paulo). */
  timeZone?: string;
}

/**
 * The address of the CSV export of a list (every page of its current filters): a native
 * download the browser streams to disk, however many rows.
 *
 * @example exportCsvUrl({ apiBase: '', endpoint: '/admin/v1/liveness', filters: { cpf: '529' }, ticket: 'T', timeZone: 'America/Manaus' })
 *   // '/admin/v1/liveness/export.csv?cpf=529&tz=America%2FManaus&ticket=T'
 */
export function exportCsvUrl({ apiBase, endpoint, filters, ticket, timeZone }: ExportCsvUrlInput): string {
  const params = new URLSearchParams(toFilterQuery(filters));
  if (timeZone) params.set('tz', timeZone);
  params.set('ticket', ticket);
  return `${apiBase.replace(/\/+$/, '')}${endpoint}/export.csv?${params.toString()}`;
}
