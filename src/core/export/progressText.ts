import type { ExportProgress } from './readExport.js';

const count = new Intl.NumberFormat('pt-BR');
const megabytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * An export's progress as the operator reads it; without a row count yet (an XLSX whose rows
 * could not be counted) the bytes received, and the rows announced.
 *
 * @example progressText({ rows: 12000, total: 48000, bytes: 1 }) // '12.000 de 48.000 linhas'
 * @example progressText({ rows: 0, total: 48000, bytes: 3355443 }) // '3,2 MB recebidos (48.000 linhas)'
 */
export function progressText({ rows, total, bytes }: ExportProgress): string {
  if (total !== undefined && (rows > 0 || total === 0)) return `${count.format(rows)} de ${count.format(total)} linhas`;
  const mb = `${megabytes.format(bytes / 1_048_576)} MB recebidos`;
  return total !== undefined ? `${mb} (${count.format(total)} linhas)` : mb;
}
