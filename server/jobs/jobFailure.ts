import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

/** A failed job's pt-BR message and the status its direct answer would have had. */
export interface JobFailure {
  error: string;
  errorStatus: number;
}

/**
 * How a handler's error is shown: an HttpError keeps its message and status (a bad video 422,
 * ffmpeg missing 503); anything else is an internal error (its cause goes to the log only).
 *
 * @example jobFailure(new HttpError(422, 'Vídeo curto demais')) // { error: 'Vídeo curto demais', errorStatus: 422 }
 */
export function jobFailure(error: unknown): JobFailure {
  if (error instanceof HttpError) return { error: error.message, errorStatus: error.statusCode };
  return { error: apiMessages.internalError, errorStatus: 500 };
}

/** Handler failures not worth retrying: the input is wrong, trying again gives the same answer. */
export const isPermanent = (error: unknown) => error instanceof HttpError && error.statusCode < 500;
