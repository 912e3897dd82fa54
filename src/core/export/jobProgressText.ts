import type { ExportProgress } from './readExport.js';

const count = new Intl.NumberFormat('pt-BR');

/**
 * A large export's progress while its job writes the file on the server: the rows written of the
 * total, the operator told they may leave the screen.
 *
 * @example jobProgressText({ rows: 12000, total: 48000, bytes: 0 }) // 'Gerando no servidor: 12.000 de 48.000 linhas'
 * @example jobProgressText({ rows: 0, bytes: 0 }) // 'Gerando no servidor…'
 */
export function jobProgressText({ rows, total }: ExportProgress): string {
  return total ? `Gerando no servidor: ${count.format(rows)} de ${count.format(total)} linhas` : 'Gerando no servidor…';
}
