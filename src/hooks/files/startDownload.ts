/**
 * Starts a native download of `url` (the browser streams it to disk: no fetch into memory, so a
 * million-row CSV is fine), through a temporary `<a href download>`.
 */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
  }
}
