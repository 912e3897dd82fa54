/**
 * Starts a native download of `url` (the browser streams it to disk: no fetch into memory, so a
 * million-row CSV is fine), through a temporary `<a href download>`, under `fileName` when given
 * (else the server's name).
 */
export function startDownload(url: string, fileName = ''): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
  }
}
