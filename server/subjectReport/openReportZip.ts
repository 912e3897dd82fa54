import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { openEncryptedFile, type EncryptedFile } from '../storage/crypto/openEncryptedFile.js';
import { storageKeys } from '../storage/storageKeys.js';
import { TamperedFileError } from '../storage/crypto/TamperedFileError.js';
import { reportZipPath } from './reportZipPath.js';

/**
 * A report's zip, to be decrypted on the way out (the storage folder's keys). A missing zip is a
 * 404; one that fails authentication is a 500, refused and never served.
 */
export async function openReportZip(reportsDir: string, storage: string, reportId: number): Promise<EncryptedFile> {
  return openEncryptedFile(reportZipPath(reportsDir, reportId), storageKeys(storage)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new HttpError(404, apiMessages.reportNotFound);
      if (error instanceof TamperedFileError) throw new HttpError(500, apiMessages.tamperedFile);
      throw error;
    },
  );
}
