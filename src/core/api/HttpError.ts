/**
 * The one error of the API, on both sides: `{ message, code?, errors? }` with an HTTP status.
 *
 * - The server throws it from routes and plugins, and its error handler turns it into the answer
 *   (`toJSON`; Fastify reads `statusCode`). `message` comes from the catalogue (apiMessages.ts) or
 *   is a descriptor's own field message; `code` is an AuthCode.
 * - The console's API client throws it for an answer that is not 2xx (`status` is the HTTP status)
 *   or a request that never reached the server (`status` 0). `message` is pt-BR and ready to show;
 *   `errors` maps form fields to their message (400 answers).
 *
 * @example throw new HttpError(404, apiMessages.recordNotFound);
 * @example throw new HttpError(401, apiMessages.expiredToken, AuthCode.expiredToken);
 * @example
 * try { await api.post('/admin/v1/user', body); }
 * catch (e) { if (e instanceof HttpError && e.errors) showFieldErrors(e.errors); }
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: number;
  readonly errors?: Record<string, string>;

  constructor(status: number, message: string, code?: number, errors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    if (code !== undefined) this.code = code;
    if (errors !== undefined) this.errors = errors;
  }

  /** The status under the name Fastify's error handling reads. */
  get statusCode(): number {
    return this.status;
  }

  /** The answer's body. */
  toJSON(): { message: string; code?: number; errors?: Record<string, string> } {
    return {
      message: this.message,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.errors && { errors: this.errors }),
    };
  }
}
