import { useCallback, useEffect, useRef, useState } from 'react';
import { exportTicketResource } from '../../core/files/fileTicket.js';
import { exportCsvUrl, type ExportFormat } from '../../core/list/exportCsvUrl.js';
import { readExport, type ExportProgress } from '../../core/export/readExport.js';
import { downloadFileName } from '../../core/export/downloadFileName.js';
import { exportError } from '../../core/export/exportError.js';
import { HttpError } from '../../core/api/HttpError.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { useFileTicket } from '../files/useFileTicket.js';
import { saveBlob } from './saveBlob.js';
import { throttle } from '../../core/export/throttle.js';

/** What the list's export sends: the screen's filters, order and visible columns. */
export interface ListExportInput {
  /** The list's endpoint (descriptor `api.endpoint`). */
  endpoint: string;
  filters: Record<string, string>;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  /** Visible columns in display order; undefined: every list column. */
  columns?: readonly string[] | undefined;
}

/** Where an export is: nothing running, asking for its ticket, or receiving its file. */
export type ListExportState =
  | { status: 'idle' }
  | { status: 'preparing'; format: ExportFormat }
  | { status: 'running'; format: ExportFormat; progress: ExportProgress };

/** How often the progress is rendered at most (ms): a million rows arrive in many chunks. */
const PROGRESS_INTERVAL = 100;

/**
 * 'Exportar' as CSV or XLSX with progress and cancel: takes a ticket bound to the list's export
 * route, fetches `{endpoint}/export.csv?{filters}&sort&order&cols&format&tz&ticket` with an
 * AbortController, reads the answer with a stream reader (readExport: rows counted as the bytes
 * arrive, against the server's `X-Total-Rows`), then saves the file under the server's name.
 * `cancel()` aborts the fetch (the server stops reading the database); leaving the screen does
 * too. A refusal shows the server's pt-BR message.
 *
 * @example
 * const { state, start, cancel } = useListExport({ endpoint, filters, sort, columns });
 * start('xlsx'); // state: preparing → running { progress: { rows: 12000, total: 48000, bytes } } → idle
 */
export function useListExport({ endpoint, filters, sort, columns }: ListExportInput) {
  const { apiBase, ensureTicket } = useFileTicket();
  const { showError } = useUiFeedback();
  const [state, setState] = useState<ListExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'preparing', format });
      const throttled = throttle((progress: ExportProgress) => {
        if (!controller.signal.aborted) setState({ status: 'running', format, progress });
      }, PROGRESS_INTERVAL);
      try {
        const ticket = await ensureTicket(exportTicketResource(endpoint), consoleMessages.exportFailed);
        if (controller.signal.aborted) return;
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        const url = exportCsvUrl({
          apiBase,
          endpoint,
          filters,
          ticket,
          format,
          ...(timeZone && { timeZone }),
          ...(sort && { sort }),
          ...(columns && { columns }),
        });
        let response: Response;
        try {
          response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
        } catch (e) {
          if (controller.signal.aborted) throw e;
          throw new HttpError(0, apiMessages.networkUnreachable);
        }
        if (!response.ok) throw await exportError(response, consoleMessages.exportFailed);
        const blob = await readExport(response, format, throttled.show);
        throttled.stop();
        saveBlob(blob, downloadFileName(response.headers.get('content-disposition'), `exportacao.${format}`));
      } catch (e) {
        // 'Cancelar' (or leaving the screen): nothing to say.
        if (!controller.signal.aborted) showError(e, consoleMessages.exportFailed);
      } finally {
        throttled.stop();
        if (running.current === controller) running.current = null;
        setState({ status: 'idle' });
      }
    },
    [apiBase, endpoint, filters, sort, columns, ensureTicket, showError],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
  }, []);

  return { state, start, cancel };
}
