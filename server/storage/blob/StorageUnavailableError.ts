import * as apiMessages from '../../../src/core/api/apiMessages.js';

/**
 * The store of the stored files did not answer, or refused (an S3 bucket down, unreachable, or
 * its credentials refused): the API answers 503 in pt-BR (apiMessages.storageUnavailable) and logs
 * `cause`; an erasure keeps the file listed for the next try.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly location: string,
    cause: unknown,
  ) {
    super(apiMessages.storageUnavailable, { cause });
    this.name = 'StorageUnavailableError';
  }
}
