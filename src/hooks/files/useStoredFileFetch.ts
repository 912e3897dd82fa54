import { useCallback } from 'react';
import { fileHref } from '../../core/files/storedFileUrl.js';
import { useFileTicket } from './useFileTicket.js';

/**
 * Reads a stored file's bytes: a ticket for that path, then one GET of `/files/<path>?ticket=T`,
 * at once. Throws when the ticket is refused or the file does not answer 2xx (a missing file is a
 * 404). The page gets the whole file, so nothing asks the server again later with a ticket that
 * has run out (see useStoredFileUrl).
 *
 * @example
 * const fetchStoredFile = useStoredFileFetch();
 * const bytes = await (await fetchStoredFile('finger/u/img/finger_1.tiff', abort.signal)).arrayBuffer();
 */
export function useStoredFileFetch(): (path: string, signal?: AbortSignal) => Promise<Response> {
  const { apiBase, ensureTicket } = useFileTicket();
  return useCallback(
    async (path: string, signal?: AbortSignal) => {
      const url = fileHref(path, { apiBase, ticket: await ensureTicket(path) });
      if (!url) throw new Error('Arquivo sem endereço.');
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response;
    },
    [apiBase, ensureTicket],
  );
}
