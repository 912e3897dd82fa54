import { useEffect, useState } from 'react';
import { classifyFileValue } from '../../core/files/storedFileUrl.js';
import type { DecodedImage } from '../../core/images/decodeTiff.js';
import { useStoredFileFetch } from '../files/useStoredFileFetch.js';

export type TiffImageState =
  | { status: 'loading' }
  | { status: 'ready'; image: DecodedImage }
  /** No file, a file that cannot be read, or no TIFF in it. */
  | { status: 'error' };

/**
 * A stored TIFF decoded for display: its bytes read with a ticket bound to its path
 * (useStoredFileFetch; an http(s) address is fetched as it is), then decoded by `decodeTiff`,
 * which is loaded only now (utif2 stays out of every other bundle). The pixels live while the
 * component does (nothing kept in the data cache).
 *
 * @example const state = useTiffImage(group.processed); // { status: 'ready', image: { width, height, rgba } }
 */
export function useTiffImage(path: string | null): TiffImageState {
  const fetchStoredFile = useStoredFileFetch();
  /** The last decoding, with the path and the reader it was for. */
  const [decoded, setDecoded] = useState<{
    path: string;
    fetch: typeof fetchStoredFile;
    value: TiffImageState;
  } | null>(null);

  useEffect(() => {
    const ref = classifyFileValue(path);
    if (!path || !ref) return;
    const abort = new AbortController();
    const settle = (value: TiffImageState) => {
      if (!abort.signal.aborted) setDecoded({ path, fetch: fetchStoredFile, value });
    };
    void (async () => {
      try {
        let response: Response;
        if (ref.kind === 'stored') response = await fetchStoredFile(ref.path, abort.signal);
        else {
          response = await fetch(ref.url, { signal: abort.signal });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
        }
        const buffer = await response.arrayBuffer();
        const { decodeTiff } = await import('../../core/images/decodeTiff.js');
        settle({ status: 'ready', image: decodeTiff(buffer) });
      } catch {
        settle({ status: 'error' });
      }
    })();
    return () => abort.abort();
  }, [path, fetchStoredFile]);

  if (!classifyFileValue(path)) return ERROR;
  // A new file (or a new reader) shows as loading at once, not the previous file's pixels.
  return decoded?.path === path && decoded.fetch === fetchStoredFile ? decoded.value : LOADING;
}

const LOADING: TiffImageState = { status: 'loading' };
const ERROR: TiffImageState = { status: 'error' };
