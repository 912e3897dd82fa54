/** The four stat cards of 'Logs de Requisições' (spec 2.6). */
export const REQUEST_LOG_STAT_KEYS = ['total', 'success', 'client_error', 'server_error'] as const;
export type RequestLogStatKey = (typeof REQUEST_LOG_STAT_KEYS)[number];

export interface RequestLogStats {
  counts: Record<RequestLogStatKey, number>;
  /** True where the server stopped counting ('mais de 10.000'). */
  capped: Record<RequestLogStatKey, boolean>;
}

/**
 * Reads `GET {endpoint}/stats` → `{ data: { total, success, client_error, server_error },
 * capped: {...} }`; a missing or non-numeric count reads 0, a missing cap false.
 *
 * @example readRequestLogStats({ data: { total: 3, success: 2, client_error: 1, server_error: 0 }, capped: {} }).counts.success // 2
 */
export function readRequestLogStats(body: unknown): RequestLogStats {
  const b = (body && typeof body === 'object' ? body : {}) as {
    data?: Record<string, unknown>;
    capped?: Record<string, unknown>;
  };
  const counts = {} as Record<RequestLogStatKey, number>;
  const capped = {} as Record<RequestLogStatKey, boolean>;
  for (const key of REQUEST_LOG_STAT_KEYS) {
    const n = Number(b.data?.[key]);
    counts[key] = Number.isFinite(n) && n > 0 ? n : 0;
    capped[key] = b.capped?.[key] === true;
  }
  return { counts, capped };
}
