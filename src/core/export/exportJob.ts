import type { ExportFormat } from '../list/exportCsvUrl.js';

/** A large export's job as the console follows it: its id, the file's format and the rows it will hold. */
export interface ExportJob {
  id: string;
  format: ExportFormat;
  total: number;
}

/**
 * The job of an export's 202 answer (`{ job: { id }, total }`), or of what the tab remembered
 * (`{ id, format, total }`); null for anything else. `format` is the one asked when the answer
 * does not say it.
 *
 * @example readExportJob({ job: { id: 'j1', state: 'waiting' }, total: 48000, message: '…' }, 'csv') // { id: 'j1', format: 'csv', total: 48000 }
 * @example readExportJob({ id: 'j1', format: 'xlsx', total: 5 }) // { id: 'j1', format: 'xlsx', total: 5 }
 * @example readExportJob('lixo') // null
 */
export function readExportJob(value: unknown, format?: ExportFormat): ExportJob | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { job?: { id?: unknown }; id?: unknown; format?: unknown; total?: unknown };
  const id = v.job ? v.job.id : v.id;
  const kind = v.format === 'csv' || v.format === 'xlsx' ? v.format : format;
  if (typeof id !== 'string' || !id || !kind) return null;
  const total = typeof v.total === 'number' && Number.isFinite(v.total) && v.total >= 0 ? v.total : 0;
  return { id, format: kind, total };
}
