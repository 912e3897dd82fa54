/**
 * The one error type of the console's API calls: an HTTP answer that is not 2xx (`status` is the
 * HTTP status) or a request that never reached the server (`status` 0). `message` is pt-BR and
 * ready to show; `errors` maps form fields to their message (400 answers).
 *
 * @example
 * try { await api.post('/admin/v1/user', body); }
 * catch (e) { if (e instanceof HttpError && e.errors) showFieldErrors(e.errors); }
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: number;
  readonly errors?: Record<string, string>;

  constructor(init: { status: number; message: string; code?: number; errors?: Record<string, string> }) {
    super(init.message);
    this.name = 'HttpError';
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.errors !== undefined) this.errors = init.errors;
  }
}
