import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../../core/api/apiClient.js';
import {
  FILE_TICKET_PATH,
  fileTicketKey,
  isTicketFresh,
  readFileTicket,
  type FileTicket,
} from '../../core/files/fileTicket.js';
import { useApi } from '../api/useApi.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

export interface FileTicketHandle {
  /** The API base address the tickets are for. */
  apiBase: string;
  /**
   * A ticket for `resource` (a stored path, or an export route: exportTicketResource) with at
   * least a quarter of its 60 s left: the one at hand, else a new one. Throws an HttpError with
   * the server's message, else `fallbackMessage`.
   */
  ensureTicket(resource: string, fallbackMessage?: string): Promise<string>;
}

/** What readFileTicket reads of the ticket route's answer (the document's answer must carry it). */
interface TicketAnswer {
  ticket: string;
  /** Seconds. */
  expires_in?: number;
}

/** Background call: not counted by the global loading overlay. */
function requestTicket(api: ApiClient, resource: string, fallbackMessage?: string): Promise<FileTicket> {
  const request: EndpointBody<'filesTicket', 'post'> = { path: resource };
  return api
    .post<EndpointJson<'filesTicket', 'post'>>(FILE_TICKET_PATH, request, {
      silent: true,
      ...(fallbackMessage && { fallbackMessage }),
    })
    .then((body) => readFileTicket(body satisfies TicketAnswer, Date.now()));
}

/**
 * File tickets, each bound to one resource and good for 60 seconds, asked for when a file or an
 * export is about to be opened — never ahead for a whole list. They are kept in the session's
 * data cache under their resource (fileTicketKey), so what needs the same file within the
 * ticket's life (a preview, then its 'Abrir' link) asks once, and a sign-out drops them.
 *
 * @example
 * const { apiBase, ensureTicket } = useFileTicket();
 * const href = fileHref(path, { apiBase, ticket: await ensureTicket(path) });
 */
export function useFileTicket(): FileTicketHandle {
  const api = useApi();
  const { cache, mutate } = useSWRConfig();
  const ensureTicket = useCallback(
    async (resource: string, fallbackMessage?: string) => {
      const key = fileTicketKey(resource);
      const cached = cache.get(key)?.data as FileTicket | undefined;
      if (cached && isTicketFresh(cached, Date.now())) return cached.ticket;
      const fresh = await mutate<FileTicket>(key, requestTicket(api, resource, fallbackMessage), { revalidate: false });
      if (!fresh) throw new Error(consoleMessages.fileTicketMissing);
      return fresh.ticket;
    },
    [api, cache, mutate],
  );
  return { apiBase: api.baseUrl, ensureTicket };
}
