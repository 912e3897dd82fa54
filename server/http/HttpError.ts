/**
 * The one error shape of the API: `{ message, code?, errors? }`, with a pt-BR message.
 * Thrown by routes and plugins; the error handler turns it into the reply.
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

/** Forced-logout codes (DECISIONS.md 3); the console logs the user out on any of them. */
export const AuthCode = {
  missingToken: 99,
  expiredToken: 98,
  userBlocked: 97,
  userGone: 96,
} as const;
