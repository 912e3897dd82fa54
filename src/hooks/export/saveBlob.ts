import { startDownload } from '../files/startDownload.js';

/**
 * Saves a file the console holds (a finished export) under `fileName`, through a temporary
 * object URL and `<a download>`; the URL is released once the browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    startDownload(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
