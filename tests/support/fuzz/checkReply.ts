/** What the oracle needs of a reply (an `app.inject` response fits). */
export interface ReplyLike {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What the oracle needs of the request that got it. */
export interface SentRequest {
  /** Sent with the fuzz administrator's valid bearer or file ticket: a 401 means its session was lost. */
  authenticated: boolean;
  /** Sent to a route that needs a token, with none (or a garbage ticket): only a 4xx is right. */
  anonymous?: boolean;
  /** Body over the 1 MiB limit on a route that reads bodies: only 413 is right. */
  oversize: boolean;
  /** Every string the request carried (body values and keys, query values): a reply may echo them. */
  sent: string;
}

/** What a route adds to the general rules. */
export interface ReplyRules {
  /** Its documented 503 messages (e.g. 'gerar arquivos' without ffmpeg); any other 5xx fails. */
  documented503?: RegExp;
  /** A problem with the shape of a 2xx reply, or undefined. */
  check2xx?: (reply: ReplyLike, json: unknown) => string | undefined;
  /** Conditional GETs of stored files may answer 304. */
  allow304?: boolean;
  /** Messages may end with a tool's own words after ': ' (MediaError: ffmpeg's last line, paths hidden). */
  toolDetail?: boolean;
  /** A script the app ships (the API reference's): its 2xx body is code, not a message to scan for internals. */
  shipsCode?: boolean;
}

/**
 * Internals a reply must never show: PostgreSQL error texts, stack frames, source paths, Node
 * error names, driver names. (The fuzz's own values never contain these phrases.)
 */
export const LEAK_PATTERNS: RegExp[] = [
  /syntax error at or near/i,
  /\b(relation|column|function|operator|type|schema) "[^"]*" does not exist/i,
  /violates (unique|foreign key|check|not-null|exclusion) constraint/i,
  /duplicate key value/i,
  /invalid input (syntax|value) for/i,
  /out of range for type|value out of range|integer out of range|field value out of range/i,
  /invalid byte sequence for encoding|unsupported Unicode escape sequence/i,
  /unterminated quoted (string|identifier)/i,
  /current transaction is aborted/i,
  /canceling statement due to/i,
  /\bSQLSTATE\b|\bpg_(catalog|class|attribute|namespace|proc|stat\w*|toast)\b/,
  /\n\s+at \S|\bat (Object|async|new|Function|Module|process)\b[ .]|\bat [\w$.<>]+ \(/,
  /node_modules|file:\/\/|\.(ts|js|mjs|cjs):\d+:\d+/,
  /\b(TypeError|RangeError|SyntaxError|ReferenceError|AggregateError): /,
  /\b(Kysely|PGlite|ECONNREFUSED|ECONNRESET|FST_ERR_\w+)\b/,
];

/** Portuguese markers: accented letters or common short words. */
const PT =
  /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔ]|\b(n[ãa]o|de|do|da|dos|das|o|a|os|as|um|uma|seu|sua|e|ou|em|no|na|por|para|com|deve|ser|ter|pelo|menos|nenhum|informe|selecione|verifique|registro|senha|tente|desconhecid[oa]s?)\b/i;
/** English words Fastify's and libraries' default messages are made of. */
const EN =
  /\b(the|is|are|not|must|should|invalid|error|request|body|required|unsupported|unauthorized|forbidden|found|expected|property|length|too|large|bad|missing|payload|unexpected)\b/i;

/**
 * True for a message an operator in Brazil can read: non-empty, Portuguese, no English default.
 * A quoted name (a descriptor's label, as in `Filtro "Body" informado mais de uma vez.`) is the
 * descriptor's word, not the message's.
 *
 * @example isPtBrMessage('Registro não encontrado.') // true
 * @example isPtBrMessage('Bad Request') // false
 */
export function isPtBrMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.trim() !== '' &&
    PT.test(message) &&
    !EN.test(message.replace(/"[^"\n]{1,60}"/g, '""'))
  );
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** Every string leaf and key of a JSON value (iterative: replies may be deep). */
function jsonStrings(value: unknown): string[] {
  const out: string[] = [];
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        out.push(k);
        stack.push(x);
      }
    }
  }
  return out;
}

/** The first leak pattern found in the reply; JSON strings the request itself sent are not the server's. */
export function leakIn(reply: ReplyLike, sent: string): string | undefined {
  const json = String(reply.headers['content-type'] ?? '').includes('json')
    ? parseJson(reply.body)
    : { ok: false as const };
  const texts = json.ok ? jsonStrings(json.value).filter((s) => !sent.includes(s)) : [reply.body];
  for (const text of texts) {
    for (const pattern of LEAK_PATTERNS) {
      const m = pattern.exec(text);
      if (m) return JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 80));
    }
  }
  return undefined;
}

/**
 * The fuzz property for one reply, or undefined when it holds: never a 5xx (but a route's
 * documented 503), never internals in the body; a body over 1 MiB gets 413; the fuzz
 * administrator's token is never refused; a 4xx is JSON `{ message, code?, errors? }` with a
 * pt-BR message; a 2xx has the route's shape.
 */
export function replyProblem(reply: ReplyLike, request: SentRequest, rules: ReplyRules = {}): string | undefined {
  const status = reply.statusCode;
  const leak = rules.shipsCode && status >= 200 && status < 300 ? undefined : leakIn(reply, request.sent);
  if (leak) return `a resposta mostra detalhes internos: ${leak}`;
  const json = parseJson(reply.body);
  if (status >= 500) {
    const message = json.ok ? (json.value as { message?: unknown } | null)?.message : undefined;
    if (status === 503 && rules.documented503 && typeof message === 'string' && rules.documented503.test(message))
      return undefined;
    return `status ${status} (${reply.body.slice(0, 200)})`;
  }
  if (request.oversize && status !== 413) return `corpo acima de 1 MiB: esperado 413, veio ${status}`;
  if (request.anonymous && status < 400) return `${status} sem token numa rota protegida (${reply.body.slice(0, 200)})`;
  if (status === 401 && request.authenticated)
    return `401 com a sessão válida do administrador (${reply.body.slice(0, 200)})`;
  if (status >= 400) {
    if (!String(reply.headers['content-type'] ?? '').startsWith('application/json'))
      return `${status} sem JSON (content-type ${String(reply.headers['content-type'])})`;
    if (!json.ok || !json.value || typeof json.value !== 'object' || Array.isArray(json.value))
      return `${status} com corpo que não é um objeto JSON`;
    const body = json.value as Record<string, unknown>;
    const extra = Object.keys(body).filter((k) => !['message', 'code', 'errors'].includes(k));
    if (extra.length)
      return `${status} com chaves fora do formato de erro: ${extra.join(', ')} (${reply.body.slice(0, 200)})`;
    const lead = rules.toolDetail && typeof body.message === 'string' ? body.message.split(': ')[0] : body.message;
    if (!isPtBrMessage(lead)) return `${status} sem mensagem em pt-BR: ${JSON.stringify(body.message)}`;
    if (body.errors !== undefined) {
      if (!body.errors || typeof body.errors !== 'object') return `${status} com errors que não é um objeto`;
      const bad = Object.entries(body.errors).find(([, m]) => !isPtBrMessage(m));
      if (bad) return `${status} com errors.${bad[0]} fora do pt-BR: ${JSON.stringify(bad[1])}`;
    }
    return undefined;
  }
  if (status >= 300) return status === 304 && rules.allow304 ? undefined : `status ${status}`;
  if (status < 200) return `status ${status}`;
  const isJson = String(reply.headers['content-type'] ?? '').startsWith('application/json');
  if (isJson && !json.ok) return `${status} com JSON inválido`;
  return rules.check2xx?.(reply, json.ok ? json.value : undefined);
}
