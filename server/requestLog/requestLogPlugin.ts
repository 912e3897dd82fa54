import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isConsoleAnswer } from '../http/isConsoleAnswer.js';
import { capText, cutMark, headWithin, BODY_CAP_BYTES, GET_RESPONSE_CAP_BYTES } from './capText.js';
import { redactBodyText, redactHeaders, redactUrl, redactValue, secretInUrl, secretKeyInJson } from './redact.js';
import type { RequestLogWriter } from './createRequestLogWriter.js';
import type { RequestLogRow } from './RequestLogRow.js';
import { OMITTED, omitPersonalFields } from './omitPersonalFields.js';
import { maskPersonalBodyText, maskPersonalUrl, maskPersonalValue, personalNameTest } from './maskPersonalData.js';

export interface RequestLogPluginOptions {
  writer: RequestLogWriter;
  /** Response headers not stored (the security headers, identical on every answer). */
  omitResponseHeaders?: readonly string[];
  /**
   * The descriptors' personal fields (`"personal": "cpf"`): their values are stored masked in
   * request bodies and query strings (as is any name containing 'cpf').
   */
  personalFields?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is never stored, only OMITTED (a reveal's value). */
    omitAnswer?: boolean;
  }
}

const PREVIEW_CHARS = 200;

/**
 * What a log row keeps of an answer, taken when it is sent: at most the cap, never the whole
 * answer (a 1000-row page is ~500 KB; holding it until the response ends only fed the GC).
 */
export interface KeptAnswer {
  /** The kept text, secrets redacted; null for no body. */
  text: string | null;
  /** True when `text` is the start of a longer answer (the stored row marks the cut). */
  cut: boolean;
  /** For an error answer, its code, message and field errors (redacted). */
  errors: unknown;
}

const keptAnswers = new WeakMap<FastifyRequest, KeptAnswer>();

/** A request body as stored: secrets redacted, CPFs masked. */
function requestBodyText(body: unknown, isPersonal: (name: string) => boolean): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return maskPersonalBodyText(redactBodyText(body), isPersonal);
  if (Buffer.isBuffer(body)) return `[binário: ${body.length} bytes]`;
  return JSON.stringify(maskPersonalValue(redactValue(body), isPersonal));
}

/**
 * The part of an answer a log row keeps: its first `cap` bytes. Secrets are looked for in what is
 * kept (a key or a parameter cut off takes its value with it), so a 300 KB list answer is not
 * scanned whole; when the kept part names one, the whole answer is redacted (JSON parsed) and cut
 * again.
 */
export function keepAnswer(payload: unknown, cap: number): Pick<KeptAnswer, 'text' | 'cut'> {
  if (payload === undefined || payload === null) return { text: null, cut: false };
  if (Buffer.isBuffer(payload)) return { text: `[binário: ${payload.length} bytes]`, cut: false };
  if (typeof payload !== 'string') return { text: '[conteúdo transmitido: arquivo ou exportação]', cut: false };
  const head = headWithin(payload, cap);
  if (!secretKeyInJson.test(head) && !secretInUrl.test(head)) return { text: head, cut: head.length < payload.length };
  const redacted = redactBodyText(payload);
  const redactedHead = headWithin(redacted, cap);
  return { text: redactedHead, cut: redactedHead.length < redacted.length };
}

/** A kept answer as stored: the cut marked with the size of the whole answer (bytes). */
export function answerText(kept: Pick<KeptAnswer, 'text' | 'cut'>, totalBytes: number): string | null {
  return kept.text !== null && kept.cut ? `${kept.text}${cutMark(totalBytes)}` : kept.text;
}

function errorsOf(status: number, payload: unknown): unknown {
  if (status < 400 || typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { code?: unknown; message?: unknown; errors?: unknown };
    return redactValue({
      ...(body.code !== undefined && { code: body.code }),
      message: body.message ?? null,
      ...(body.errors !== undefined && { errors: body.errors }),
    });
  } catch {
    return { message: capText(payload, 1024) };
  }
}

function buildRow(
  request: FastifyRequest,
  reply: FastifyReply,
  omit: ReadonlySet<string>,
  isPersonal: (name: string) => boolean,
  payloadBytes?: number,
): RequestLogRow {
  const kept = keptAnswers.get(request);
  // Fastify sets content-length to the answer's byte length; a streamed answer has none (not cut).
  const answerBytes = payloadBytes ?? (Number(reply.getHeader('content-length')) || 0);
  const body = requestBodyText(request.body, isPersonal);
  const duration = reply.elapsedTime;
  const responseHeaders: Record<string, string | string[] | number | undefined> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (!omit.has(name)) responseHeaders[name] = value;
  const requestHeaders = redactHeaders(request.headers);
  // A console address with a CPF filter may come as the Referer.
  if (requestHeaders.referer) requestHeaders.referer = maskPersonalUrl(requestHeaders.referer, isPersonal);
  return {
    client_id: request.user?.id ?? null,
    client_kind: request.user ? 'user' : null,
    method: request.method,
    path: capText(maskPersonalUrl(redactUrl(request.url), isPersonal), 2048),
    body_preview: body ? body.slice(0, PREVIEW_CHARS) : null,
    body: body === null ? null : capText(body),
    headers: { request: requestHeaders, response: redactHeaders(responseHeaders) },
    response_body: kept ? answerText(kept, answerBytes) : null,
    response_status: reply.statusCode,
    duration_ms: Math.round(duration * 100) / 100,
    ip_address: request.ip ?? null,
    user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
    errors: kept?.errors ?? null,
    created_at: new Date(Date.now() - duration).toISOString(),
  };
}

/** The console's own files and the health probes: not API requests an operator reads. */
const isUnlogged = (request: FastifyRequest) => isConsoleAnswer(request) || request.routeOptions.config?.probe === true;

/** Requests whose row was already written on the request path (audited routes). */
const writtenNow = new WeakSet<FastifyRequest>();

/**
 * Stores every API request (spec 3: who, what, how it went, how long) with its secrets
 * redacted and its bodies capped. Which requests: every answer but the console's own files and
 * the health probes, decided by the matched route (isConsoleAnswer, `probe`), so a percent-encoded URL is logged like the
 * plain one. Rows go to the writer's queue and the request never waits for the database —
 * except on routes whose config says `audit` (sign-in, delete-account, reset, exports, file
 * reads): their row is inserted before the answer leaves, so an acknowledged security event is
 * never lost. What the batched queue may lose on a crash: the rows of the last `intervalMs`
 * (250 ms) of other requests. The writer is closed (flushed) by the app's onClose.
 */
export const requestLogPlugin = fp<RequestLogPluginOptions>(
  async (app, { writer, omitResponseHeaders = [], personalFields = [] }) => {
    const omit = new Set(omitResponseHeaders);
    const isPersonal = personalNameTest(personalFields);
    // Callback hooks, not async ones, on the common path: nothing there waits, and each async hook
    // costs every request a promise and a microtask.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isUnlogged(request)) return done(null, payload);
      try {
        const cap = request.method === 'GET' && reply.statusCode < 300 ? GET_RESPONSE_CAP_BYTES : BODY_CAP_BYTES;
        const kept = keepAnswer(payload, cap);
        if (kept.text && request.routeOptions.config?.omitAnswer) Object.assign(kept, { text: OMITTED, cut: false });
        else if (kept.text && request.routeOptions.config?.personalAnswer) kept.text = omitPersonalFields(kept.text);
        keptAnswers.set(request, { ...kept, errors: errorsOf(reply.statusCode, payload) });
      } catch (error) {
        return done(error as Error);
      }
      if (!request.routeOptions.config?.audit) return done(null, payload);
      const bytes =
        typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
      let row: RequestLogRow;
      try {
        row = buildRow(request, reply, omit, isPersonal, bytes);
      } catch (error) {
        request.log.warn({ err: error }, 'request log row not built');
        return done(null, payload);
      }
      writtenNow.add(request);
      writer.write(row).then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (!writtenNow.has(request) && !isUnlogged(request)) {
        try {
          writer.push(buildRow(request, reply, omit, isPersonal));
        } catch (error) {
          request.log.warn({ err: error }, 'request log row not built');
        }
      }
      done();
    });
    app.addHook('onClose', async () => {
      await writer.close();
    });
  },
  { name: 'requestLog' },
);
