/**
 * The file name a Content-Disposition header gives: the exact UTF-8 `filename*` (RFC 5987) when
 * present, else the plain `filename`, else `fallback`. Path separators are dropped.
 *
 * @example downloadFileName(`attachment; filename="Logs de Requisicoes.csv"; filename*=UTF-8''Logs%20de%20Requisi%C3%A7%C3%B5es.csv`, 'x.csv')
 *   // 'Logs de Requisições.csv'
 */
export function downloadFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended)
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  const clean = name?.replace(/[\\/]/g, ' ').trim();
  return clean || fallback;
}
