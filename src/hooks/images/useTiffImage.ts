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
  const [state, setState] = useState<{ path: string | null; value: TiffImageState }>({
    path,
    value: { status: 'loading' },
  });

  useEffect(() => {
    const ref = classifyFileValue(path);
    if (!ref) {
      setState({ path, value: { status: 'error' } });
      return;
    }
    const abort = new AbortController();
    setState({ path, value: { status: 'loading' } });
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
        const image = decodeTiff(buffer);
        if (!abort.signal.aborted) setState({ path, value: { status: 'ready', image } });
      } catch {
        if (!abort.signal.aborted) setState({ path, value: { status: 'error' } });
      }
    })();
    return () => abort.abort();
  }, [path, fetchStoredFile]);

  // A new path shows as loading at once, not the previous file's pixels.
  return state.path === path ? state.value : { status: 'loading' };
}
