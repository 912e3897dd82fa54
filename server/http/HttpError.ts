/**
 * The one error of the API: `{ message, code?, errors? }`, thrown by routes and plugins and turned
 * into the answer by the error handler. `message` comes from the catalogue
 * (src/core/api/apiMessages.ts), or is a descriptor's own field message; `code` is an AuthCode.
 *
 * @example throw new HttpError(404, apiMessages.recordNotFound);
 * @example throw new HttpError(401, apiMessages.expiredToken, AuthCode.expiredToken);
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON(): { message: string; code?: number; errors?: Record<string, string> } {
    return {
      message: this.message,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.errors && { errors: this.errors }),
    };
  }
}
