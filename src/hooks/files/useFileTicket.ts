import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiClient } from '../../core/api/apiClient.js';
import { FILE_TICKET_PATH, isTicketFresh, readFileTicket, ticketRefreshDelay, type FileTicket } from '../../core/files/fileTicket.js';
import { useApi } from '../api/useApi.js';

export interface FileTicketHandle {
  /** A ticket with life left, null while none is at hand (loading, failed, expired). */
  ticket: string | null;
  /** The API base address the ticket is for. */
  apiBase: string;
  /**
   * A ticket with life left, asking for a new one when needed (for a click: an export). Throws
   * an HttpError with the server's message, else `fallbackMessage`.
   */
  ensureTicket(fallbackMessage?: string): Promise<string>;
}

/** Background call: not counted by the global loading overlay. */
function requestTicket(api: ApiClient, fallbackMessage?: string): Promise<FileTicket> {
  return api.post(FILE_TICKET_PATH, undefined, { silent: true, ...(fallbackMessage && { fallbackMessage }) }).then((body) => readFileTicket(body, Date.now()));
}

/**
 * The session's file ticket (POST /admin/v1/files/ticket), shared by every file link and export
 * through the session's SWR cache: one request for a whole list, replaced at half its life (and
 * when the tab comes back into focus), so links never carry an expired ticket.
 *
 * @param enabled false: ask for no ticket until `ensureTicket()` (a button that may never be used).
 *
 * @example
 * const { ticket, apiBase } = useFileTicket();
 * const href = fileHref(row.arquivoVideo, { apiBase, ticket });
 */
export function useFileTicket({ enabled = true }: { enabled?: boolean } = {}): FileTicketHandle {
  const api = useApi();
  const { cache, mutate } = useSWRConfig();
  const { data } = useSWR<FileTicket>(enabled ? FILE_TICKET_PATH : null, () => requestTicket(api), {
    refreshInterval: (latest) => (latest ? ticketRefreshDelay(latest, Date.now()) : 0),
  });
  const ensureTicket = useCallback(async (fallbackMessage?: string) => {
    const cached = cache.get(FILE_TICKET_PATH)?.data as FileTicket | undefined;
    if (cached && isTicketFresh(cached, Date.now())) return cached.ticket;
    const fresh = await mutate<FileTicket>(FILE_TICKET_PATH, requestTicket(api, fallbackMessage), { revalidate: false });
    if (!fresh) throw new Error('Resposta sem ticket de arquivo.');
    return fresh.ticket;
  }, [api, cache, mutate]);
  return { ticket: data && isTicketFresh(data, Date.now()) ? data.ticket : null, apiBase: api.baseUrl, ensureTicket };
}
