import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { logTamperedFile, TamperedFileError } from '../storage/crypto/TamperedFileError.js';

/**
 * The decrypted stream, its first piece (one 64 KiB chunk) decrypted before the headers leave, so a
 * damaged start is a clean 500; a damaged chunk further on destroys the stream, which makes
 * Fastify destroy the connection (the client sees a cut answer, never a wrong byte). Both logged
 * (as the stored file `relative`).
 */
export async function firstPieceChecked(stream: Readable, log: FastifyBaseLogger, relative: string): Promise<Readable> {
  const refused = (error: unknown) => {
    if (error instanceof TamperedFileError) logTamperedFile(log, relative, error);
  };
  const pieces = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    first = await pieces.next();
  } catch (error) {
    refused(error);
    if (error instanceof TamperedFileError) throw new HttpError(500, apiMessages.tamperedFile);
    throw error;
  }
  async function* all(): AsyncGenerator<Buffer> {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
    } catch (error) {
      refused(error);
      throw error;
    } finally {
      await pieces.return?.();
    }
  }
  return Readable.from(all(), { objectMode: false });
}
