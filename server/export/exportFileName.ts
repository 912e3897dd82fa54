import { wallClock } from './wallClock.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The name of an export file: the list's title and the operator's date and time
 * ('Logs de Requisições 2026-11-13 21h30.xlsx').
 */
export function exportFileName(title: string, extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  const t = wallClock(now, timeZone);
  const stamp = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}h${pad(t.getUTCMinutes())}`;
  const safe =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'exportacao';
  return `${safe} ${stamp}.${extension}`;
}

/**
 * A Content-Disposition header that downloads `fileName`: an ASCII `filename` for old clients
 * (accents dropped) and the exact UTF-8 name in `filename*` (RFC 6266 / 5987), which browsers use.
 *
 * @example contentDisposition('Logs de Requisições 2026-11-13 21h30.csv')
 *   // `attachment; filename="Logs de Requisicoes 2026-11-13 21h30.csv"; filename*=UTF-8''Logs%20de%20Requisi%C3%A7%C3%B5es%202026-11-13%2021h30.csv`
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
