import { useCallback, useState } from 'react';
import { exportTicketResource } from '../../core/files/fileTicket.js';
import { exportCsvUrl } from '../../core/list/exportCsvUrl.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { startDownload } from '../files/startDownload.js';
import { useFileTicket } from '../files/useFileTicket.js';

/**
 * 'Exportar' (DECISIONS.md: the filtered rows, every page, as CSV): on click, takes a ticket
 * bound to this list's export route (the one at hand, or a new one; it opens no file and no other
 * export) and lets the browser download `{endpoint}/export.csv?{filters}&ticket=T` at once.
 */
export function useCsvExport(endpoint: string, filters: Record<string, string>) {
  const { apiBase, ensureTicket } = useFileTicket();
  const { showError } = useUiFeedback();
  const [preparing, setPreparing] = useState(false);
  const exportCsv = useCallback(async () => {
    setPreparing(true);
    try {
      const ticket = await ensureTicket(exportTicketResource(endpoint), consoleMessages.exportFailed);
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      startDownload(exportCsvUrl({ apiBase, endpoint, filters, ticket, ...(timeZone && { timeZone }) }));
    } catch (e) {
      showError(e, consoleMessages.exportFailed);
    } finally {
      setPreparing(false);
    }
  }, [apiBase, endpoint, filters, ensureTicket, showError]);
  return { preparing, exportCsv };
}
