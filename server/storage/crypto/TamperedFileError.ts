/** The pt-BR message a refused stored file gets (HTTP 500: the server's own data is damaged). */
export const TAMPERED_FILE_MESSAGE = 'O arquivo armazenado está corrompido ou foi adulterado e não pode ser entregue.';

/**
 * A stored file that fails authentication: no header (plain or foreign), a damaged header, an
 * unknown master key, a chunk whose tag does not match (a flipped bit, swapped or missing chunks,
 * a truncated end). `detail` says which, for the log; the message is the same for all.
 */
export class TamperedFileError extends Error {
  constructor(readonly detail: string) {
    super(TAMPERED_FILE_MESSAGE);
    this.name = 'TamperedFileError';
  }
}

/** Logs a stored file refused for failing authentication: which file and which check (one line for all readers). */
export function logTamperedFile(
  log: { error(details: object, message: string): void },
  file: string,
  error: TamperedFileError,
): void {
  log.error({ file, reason: error.detail }, 'arquivo armazenado recusado: falha de autenticação');
}
