import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { EncryptedFile } from '../storage/crypto/openEncryptedFile.js';
import { logTamperedFile, TamperedFileError } from '../storage/crypto/TamperedFileError.js';

/** Opens a stored file; one that fails authentication is logged and refused with a pt-BR 500. */
export async function openOrRefuse(
  open: () => Promise<EncryptedFile>,
  log: FastifyBaseLogger,
  relative: string,
): Promise<EncryptedFile> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof TamperedFileError)) throw error;
    logTamperedFile(log, relative, error);
    throw new HttpError(500, apiMessages.tamperedFile);
  }
}
