import { useEffect, useState } from 'react';
import { classifyFileValue } from '../../core/files/storedFileUrl.js';
import { useStoredFileFetch } from './useStoredFileFetch.js';

export type StoredFileUrlState =
  | { status: 'loading' }
  /** An address the page can show: the http(s) address as it is, or a `blob:` of the stored file. */
  | { status: 'ready'; url: string }
  /** No file, an unsafe value, or a file that cannot be read. */
  | { status: 'error' };

/**
 * An address for an `<img>` or a `<video>` of a file value. A stored file is read whole with a
 * ticket bound to its path (useStoredFileFetch) and shown from a `blob:` address, released when
 * the component lets go of it. Why not the `/files/...?ticket=` link itself: a ticket lives 60 s,
 * and a `<video>` keeps asking for byte ranges under the same address as the user seeks, and a
 * lazy image may load minutes later — both would then meet an expired ticket. The blob needs no
 * credential after the first read, no ticket ever sits in the page, and the access log records
 * that one read. (Capture videos and images are small; a file of many megabytes would be better
 * streamed with a renewed ticket.) An http(s) address is used as it is.
 *
 * @example const state = useStoredFileUrl(row.video); // { status: 'ready', url: 'blob:…' }
 */
export function useStoredFileUrl(value: unknown): StoredFileUrlState {
  const fetchStoredFile = useStoredFileFetch();
  const ref = classifyFileValue(value);
  const storedPath = ref?.kind === 'stored' ? ref.path : null;
  /** The last read, with the path and the reader it was for. */
  const [read, setRead] = useState<{ path: string; fetch: typeof fetchStoredFile; state: StoredFileUrlState } | null>(
    null,
  );

  useEffect(() => {
    if (storedPath === null) return;
    const abort = new AbortController();
    let url: string | null = null;
    const settle = (state: StoredFileUrlState) => setRead({ path: storedPath, fetch: fetchStoredFile, state });
    void (async () => {
      try {
        const blob = await (await fetchStoredFile(storedPath, abort.signal)).blob();
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        settle({ status: 'ready', url });
      } catch {
        if (!abort.signal.aborted) settle({ status: 'error' });
      }
    })();
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [storedPath, fetchStoredFile]);

  if (!ref) return ERROR;
  if (ref.kind === 'http') return { status: 'ready', url: ref.url };
  // A new file (or a new reader, whose previous blob is released) shows as loading at once.
  return read?.path === storedPath && read.fetch === fetchStoredFile ? read.state : LOADING;
}

const LOADING: StoredFileUrlState = { status: 'loading' };
const ERROR: StoredFileUrlState = { status: 'error' };
