import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import { isConsoleAnswer } from './isConsoleAnswer.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

/** NUL, and a UTF-16 half without its pair (not text: a lone surrogate). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where a parsed body or query holds a string (or key) with a character the database cannot
 * store: the top-level key it is under ('' for the value itself), or undefined when there is
 * none. Iterative: a JSON body may be nested 100 000 levels deep.
 *
 * @example unstorableTextAt({ name: 'a\u0000b' }) // 'name'
 * @example unstorableTextAt({ name: 'Açaí 😀' }) // undefined
 */
export function unstorableTextAt(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, field] = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return field;
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const at = field || k;
        if (UNSTORABLE.test(k)) return at;
        stack.push([x, at]);
      }
    }
  }
  return undefined;
}

/**
 * preValidation hook for every route but the console's own files (decided by the matched route): a body or query string carrying NUL or a lone
 * surrogate is refused with 400 before any route reads it. PostgreSQL cannot hold NUL in text
 * (the query failed: 500), the drivers silently turn a lone surrogate into U+FFFD and jsonb
 * refuses it. A body field gets its own message, so the form marks it. A callback hook: it never
 * waits, and an async one costs every request a promise and a microtask.
 */
export function rejectUnstorableText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (isConsoleAnswer(request)) return done();
  const inBody = unstorableTextAt(request.body);
  if (inBody !== undefined)
    return done(
      new HttpError(
        400,
        apiMessages.unstorableText,
        undefined,
        inBody ? { [inBody]: apiMessages.unstorableField } : undefined,
      ),
    );
  done(unstorableTextAt(request.query) !== undefined ? new HttpError(400, apiMessages.unstorableText) : undefined);
}
