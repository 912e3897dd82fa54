import { useCallback, useEffect, useRef, useState } from 'react';
import { exportTicketResource } from '../../core/files/fileTicket.js';
import { exportCsvUrl, type ExportFormat } from '../../core/list/exportCsvUrl.js';
import { readExport, type ExportProgress } from '../../core/export/readExport.js';
import { downloadFileName } from '../../core/export/downloadFileName.js';
import { exportError } from '../../core/export/exportError.js';
import { readExportJob, type ExportJob } from '../../core/export/exportJob.js';
import { HttpError } from '../../core/api/HttpError.js';
import { endpoints } from '../../core/api/endpoints.js';
import { jobPath } from '../../core/jobs/jobPath.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { useApi } from '../api/useApi.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { useFileTicket } from '../files/useFileTicket.js';
import { saveBlob } from './saveBlob.js';
import { startDownload } from '../files/startDownload.js';
import { throttle } from '../../core/export/throttle.js';

/** What the list's export sends: the screen's filters, order and visible columns. */
export interface ListExportInput {
  /** The list's endpoint (descriptor `api.endpoint`). */
  endpoint: string;
  filters: Record<string, string>;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  /** Visible columns in display order; undefined: every list column. */
  columns?: readonly string[] | undefined;
  /**
   * Where a running job is remembered for the tab, beside the endpoint: 'cpf' for 'Exportar com
   * CPF completo', so each button finds its own export again.
   */
  variant?: 'cpf';
}

/**
 * Where an export is: nothing running, asking for its ticket, a large export's job writing the
 * file on the server (`preparing` its rows), or receiving its file.
 */
export type ListExportState =
  | { status: 'idle' }
  | { status: 'preparing'; format: ExportFormat }
  | { status: 'queued'; format: ExportFormat; progress: ExportProgress }
  | { status: 'running'; format: ExportFormat; progress: ExportProgress };

/** How often the progress is rendered at most (ms): a million rows arrive in many chunks. */
const PROGRESS_INTERVAL = 100;
/** How often a large export's job is asked for (ms). */
const POLL_MS = 1000;

/** Where a list's export job is remembered while it runs: leaving the screen and coming back finds it. */
const jobKey = (key: string) => `exportar:${key}`;
function remembered(endpoint: string): ExportJob | null {
  try {
    return readExportJob(JSON.parse(sessionStorage.getItem(jobKey(endpoint)) ?? 'null'));
  } catch {
    return null;
  }
}
function remember(endpoint: string, job: ExportJob | null): void {
  try {
    if (job) sessionStorage.setItem(jobKey(endpoint), JSON.stringify(job));
    else sessionStorage.removeItem(jobKey(endpoint));
  } catch {
    // A browser that keeps nothing (private mode): the job is followed while the screen stays.
  }
}

/** Waits `ms`, or rejects at once when `signal` aborts (its listener removed either way). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal.addEventListener('abort', aborted, { once: true });
  });

/**
 * 'Exportar' as CSV or XLSX with progress and cancel: takes a ticket bound to the list's export
 * route, fetches `{endpoint}/export.csv?{filters}&sort&order&cols&format&tz&ticket` with an
 * AbortController, reads the answer with a stream reader (readExport: rows counted as the bytes
 * arrive, against the server's `X-Total-Rows`), then saves the file under the server's name.
 *
 * A large export (more rows than the server's EXPORT_JOB_ROWS) answers 202 with a job: the hook
 * follows it every second (`queued`, its rows written so far of the total), remembers it for the
 * tab (sessionStorage) so leaving the screen and coming back goes on following it, and once it
 * is done downloads its file natively (a ticket for the job's download address; the browser
 * streams it to disk). `cancel()` aborts
 * the fetch (the server stops reading the database) or stops following the job; leaving the screen
 * only pauses it. A refusal or a failed job shows the server's pt-BR message.
 *
 * `start(format, { revealReason })` exports full CPFs with the reason the API records.
 *
 * @example
 * const { state, start, cancel } = useListExport({ endpoint, filters, sort, columns });
 * start('xlsx'); // state: preparing → running { progress: { rows: 12000, total: 48000, bytes } } → idle
 */
export function useListExport({ endpoint, filters, sort, columns, variant }: ListExportInput) {
  const memory = variant ? `${variant}:${endpoint}` : endpoint;
  const api = useApi();
  const { apiBase, ensureTicket } = useFileTicket();
  const { showError } = useUiFeedback();
  const [state, setState] = useState<ListExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  /** Fetches an export's file (the route's answer, or a finished job's) and saves it; resolves with a job to follow on a 202. */
  const receive = useCallback(
    async (url: string, format: ExportFormat, controller: AbortController): Promise<ExportJob | null> => {
      const throttled = throttle((progress: ExportProgress) => {
        if (!controller.signal.aborted) setState({ status: 'running', format, progress });
      }, PROGRESS_INTERVAL);
      try {
        let response: Response;
        try {
          response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
        } catch (e) {
          if (controller.signal.aborted) throw e;
          throw new HttpError(0, apiMessages.networkUnreachable);
        }
        if (!response.ok) throw await exportError(response, consoleMessages.exportFailed);
        if (response.status === 202) {
          const job = readExportJob(await response.json().catch(() => null), format);
          if (!job) throw new HttpError(202, consoleMessages.exportFailed);
          return job;
        }
        const blob = await readExport(response, format, throttled.show);
        saveBlob(blob, downloadFileName(response.headers.get('content-disposition'), `exportacao.${format}`));
        return null;
      } finally {
        throttled.stop();
      }
    },
    [],
  );

  /** Follows a large export's job until its file is ready, then downloads it. */
  const follow = useCallback(
    async (job: ExportJob, controller: AbortController) => {
      remember(memory, job);
      const show = (rows: number) =>
        setState({ status: 'queued', format: job.format, progress: { rows, total: job.total, bytes: 0 } });
      show(0);
      for (;;) {
        const view = (
          await api.get<{
            data: { state: string; progress: number; result?: unknown; error?: string; errorStatus?: number };
          }>(jobPath(endpoints.paths.jobs, job.id), {
            silent: true,
            signal: controller.signal,
            fallbackMessage: consoleMessages.exportFailed,
          })
        ).data;
        if (view.state === 'failed')
          throw new HttpError(view.errorStatus ?? 500, view.error ?? consoleMessages.exportFailed);
        const download = (view.result as { download?: unknown } | undefined)?.download;
        if (view.state === 'completed' && typeof download === 'string') {
          const ticket = await ensureTicket(download, consoleMessages.exportFailed);
          // Left meanwhile: found again on return.
          controller.signal.throwIfAborted();
          // The largest files: a native download, streamed to disk by the browser (never held in memory here).
          const sep = download.includes('?') ? '&' : '?';
          startDownload(`${apiBase.replace(/\/+$/, '')}${download}${sep}ticket=${encodeURIComponent(ticket)}`);
          return;
        }
        show(Math.round((job.total * view.progress) / 100));
        await pause(POLL_MS, controller.signal);
      }
    },
    [api, apiBase, memory, ensureTicket],
  );

  /** Runs one export's steps under its own controller, then settles the state. */
  const run = useCallback(
    async (format: ExportFormat, steps: (controller: AbortController) => Promise<void>) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'preparing', format });
      let paused = false;
      try {
        await steps(controller);
        remember(memory, null);
      } catch (e) {
        // Leaving the screen pauses a job (it is found again on return); 'Cancelar' forgets it.
        paused = controller.signal.reason === 'saiu';
        if (!controller.signal.aborted) {
          remember(memory, null);
          showError(e, consoleMessages.exportFailed);
        } else if (!paused) remember(memory, null);
      } finally {
        if (running.current === controller) running.current = null;
        if (!paused) setState({ status: 'idle' });
      }
    },
    [memory, showError],
  );

  // A job this tab started and left: followed again on return (once, with the hooks of the first render).
  const resume = useRef(() => {
    const job = remembered(memory);
    if (job) void run(job.format, (controller) => follow(job, controller));
  });
  useEffect(() => {
    resume.current();
    return () => {
      running.current?.abort('saiu');
      running.current = null;
    };
  }, []);

  const start = useCallback(
    (format: ExportFormat, options: { revealReason?: string } = {}) =>
      run(format, async (controller) => {
        const ticket = await ensureTicket(exportTicketResource(endpoint), consoleMessages.exportFailed);
        controller.signal.throwIfAborted();
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
          ...(options.revealReason && { revealReason: options.revealReason }),
        });
        const job = await receive(url, format, controller);
        if (job) await follow(job, controller);
      }),
    [run, apiBase, endpoint, filters, sort, columns, ensureTicket, receive, follow],
  );

  const cancel = useCallback(() => {
    running.current?.abort('cancelar');
  }, []);

  return { state, start, cancel };
}
