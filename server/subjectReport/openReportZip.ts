import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { openEncryptedFile, type EncryptedFile } from '../storage/crypto/openEncryptedFile.js';
import { fileStore } from '../storage/fileStore.js';
import { storageKeys } from '../storage/storageKeys.js';
import { TamperedFileError } from '../storage/crypto/TamperedFileError.js';
import { reportZipKey } from './reportZipKey.js';

/**
 * A report's zip from the stored files' store (any replica's: the folder or the S3 bucket), to be
 * decrypted on the way out. A missing zip is a 404; one that fails authentication is a 500,
 * refused and never served.
 */
export async function openReportZip(storage: string, reportId: number): Promise<EncryptedFile> {
  const blob = await fileStore(storage).open(reportZipKey(reportId));
  if (!blob) throw new HttpError(404, apiMessages.reportNotFound);
  return openEncryptedFile(blob, storageKeys(storage)).catch((error: unknown) => {
    if (error instanceof TamperedFileError) throw new HttpError(500, apiMessages.tamperedFile);
    throw error;
  });
}
