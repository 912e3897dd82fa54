import * as apiMessages from '../../../src/core/api/apiMessages.js';

/**
 * A stored file that fails authentication: no header (plain or foreign), a damaged header, an
 * unknown master key, a chunk whose tag does not match (a flipped bit, swapped or missing chunks,
 * a truncated end). `detail` says which, for the log; the message is the same for all
 * (apiMessages.tamperedFile; HTTP 500: the server's own data is damaged).
 */
export class TamperedFileError extends Error {
  constructor(readonly detail: string) {
    super(apiMessages.tamperedFile);
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
