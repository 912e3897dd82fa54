import { csvRowCounter, type RowCounter } from './csvRowCounter.js';
import { xlsxRowCounter } from './xlsxRowCounter.js';
import type { ExportFormat } from '../list/exportCsvUrl.js';

/** How far a download has come. */
export interface ExportProgress {
  /** Data rows received so far (counted in the bytes as they arrive). */
  rows: number;
  /** The rows the file will hold (the server's `X-Total-Rows`); undefined when not announced. */
  total?: number;
  /** Bytes received so far. */
  bytes: number;
}

/** The rows a file holds, counted in its bytes (csvRowCounter, xlsxRowCounter). */
function rowCounterFor(format: ExportFormat): RowCounter {
  return format === 'xlsx' ? xlsxRowCounter() : csvRowCounter();
}

/**
 * Reads an export's answer to the end with a stream reader, counting rows as the bytes arrive,
 * and returns the file as a Blob of its content type. `onProgress` is called after each chunk
 * (the caller throttles what it renders). Cancelled by the fetch's AbortSignal: the read then
 * rejects with its AbortError.
 *
 * @example
 * const blob = await readExport(await fetch(url, { signal }), 'csv', (p) => setProgress(p));
 */
export async function readExport(
  response: Response,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const announced = Number(response.headers.get('x-total-rows'));
  const total = response.headers.has('x-total-rows') && Number.isFinite(announced) ? announced : undefined;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const counter = rowCounterFor(format);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const progress = (rows: number) => onProgress({ rows, bytes, ...(total !== undefined && { total }) });
  progress(0);
  if (!response.body) {
    const blob = await response.blob();
    bytes = blob.size;
    progress(total ?? 0);
    return blob;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    counter.push(value);
    progress(total === undefined ? counter.rows : Math.min(counter.rows, total));
  }
  // Every byte is in: the file holds what was announced (the XLSX count may lag behind its inflater).
  progress(total ?? counter.rows);
  return new Blob(chunks, { type });
}
