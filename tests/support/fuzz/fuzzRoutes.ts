import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { buildApp } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import { issueResetToken } from '../../../server/auth/resetTokens.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { loadDescriptors, schemasDir } from '../../../server/descriptors/loadDescriptors.js';
import { seed } from '../../../server/seed/seed.js';
import { tempDir } from '../tempDir.js';
import { replyProblem } from './checkReply.js';
import { fuzzTargets } from './fuzzTargets.js';
import { FUZZ_ADMIN_EMAIL, FUZZ_FILES, FUZZ_RESET_EMAIL } from './specialTargets.js';
import type { FuzzTarget } from './targetParts.js';
import {
  clip,
  CurrentVersion,
  encodePath,
  FreshResetToken,
  IdRef,
  JsonObject,
  pathEncodingArb,
  queryString,
  stringsOf,
  writeJson,
  type RequestSpec,
} from './requestSpec.js';

/** The seed used when none is given (printed with every run, so a failure can be replayed). */
export const DEFAULT_FUZZ_SEED = 20_266;

export interface FuzzOptions {
  /** Generated requests per route (shrinking a failure adds more). */
  runs: number;
  seed: number;
  /** Only the routes whose 'METHOD /url' contains this text. */
  only?: string;
  /** Called as each route finishes. */
  onRoute?: (report: RouteReport) => void;
}

export interface RouteReport {
  route: string;
  requests: number;
  serverErrors: number;
  /** Replies by status code. */
  statuses: Record<number, number>;
  slowestMs: number;
  /** What went wrong, with the counter-example; absent when the route held. */
  failure?: string;
}

export interface FuzzReport {
  routes: RouteReport[];
  /** Routes of the route table the fuzzer has no target for (each is a failure). */
  unknownRoutes: string[];
  requests: number;
  serverErrors: number;
  ms: number;
}

const BODY_LIMIT = 1024 * 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Markers (IdRef, FreshResetToken) anywhere in a body value. */
function markersOf(
  value: unknown,
  out: (IdRef | FreshResetToken | CurrentVersion)[] = [],
): (IdRef | FreshResetToken | CurrentVersion)[] {
  if (value instanceof IdRef || value instanceof FreshResetToken || value instanceof CurrentVersion) out.push(value);
  else if (value instanceof JsonObject) for (const [, v] of value.entries) markersOf(v, out);
  else if (Array.isArray(value)) for (const v of value) markersOf(v, out);
  return out;
}

/**
 * Fuzzes every route of the API over `handle` (a fresh database: it is seeded, and rows get
 * created, changed and deleted): for each route of the route table, `runs` requests generated
 * by its target (tests/support/fuzz/fuzzTargets.ts), each reply checked by `replyProblem`.
 * Requests go through `app.inject` with the bearer of an administrator whose password no
 * generator can produce; public routes get their own client addresses. Routes that delete run
 * last. After each route: the administrator's session still works, no warning or error was
 * logged (a request-log row that could not be stored included), and some request reached a 2xx
 * (unless the target says why none can).
 */
export async function fuzzRoutes(handle: DbHandle, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const { db } = handle;
  const storage = tempDir('fuzz-storage');
  for (const [path, bytes] of Object.entries(FUZZ_FILES)) {
    mkdirSync(dirname(join(storage, path)), { recursive: true });
    writeFileSync(join(storage, path), bytes);
  }
  await seed(db, {
    admin: { email: FUZZ_ADMIN_EMAIL, password: randomBytes(18).toString('base64url') },
    hashPassword,
    people: 40,
    requestLogs: 100,
    livenessLogs: 30,
    fingerLogs: 30,
  });
  // One capture log points at a real file that is no video: 'gerar arquivos' reaches ffmpeg.
  await sql`update liveness_logs set arquivo_video = 'liveness/fuzz/video.mp4' where id = (select min(id) from liveness_logs)`.execute(
    db,
  );
  const resetUser = await db
    .insertInto('users')
    .values({
      name: 'Redefinição Fuzz',
      email: FUZZ_RESET_EMAIL,
      phone: '11911112222',
      role: 'operador',
      is_active: 1,
      password_hash: await hashPassword(randomBytes(9).toString('hex')),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const logged: string[] = [];
  const descriptors = loadDescriptors(schemasDir());
  const app = await buildApp({
    db,
    descriptors,
    jwtSecret: randomBytes(32).toString('hex'),
    storageDir: storage,
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
  });
  await app.ready();
  const admin = await db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('email', '=', FUZZ_ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const bearer = `Bearer ${await app.tokens.sign({ userId: admin.id, tokenVersion: admin.token_version })}`;

  const { targets, unknown } = fuzzTargets(descriptors, app.routeList);
  const chosen = targets.filter((t) => !options.only || t.route.includes(options.only));
  // Stable: the route table's order, with the routes that delete moved to the end.
  const ordered = [...chosen.filter((t) => !t.destructive), ...chosen.filter((t) => t.destructive)];

  const idsOf = async (table: string) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 50`.execute(db)).rows.map((r) =>
      Number(r.id),
    );

  async function send(target: FuzzTarget, spec: RequestSpec, report: RouteReport): Promise<string | undefined> {
    let id: number | undefined;
    let idText = '';
    if (spec.id && 'pick' in spec.id) {
      const ids = await idsOf(target.table!);
      id = ids.length ? ids[spec.id.pick % ids.length] : 1;
      idText = String(id);
    } else if (spec.id) {
      idText = spec.id.text;
      id = Number(idText);
    }

    const resolved = new Map<IdRef | FreshResetToken | CurrentVersion, unknown>();
    const json = spec.body && 'json' in spec.body ? spec.body.json : undefined;
    for (const marker of markersOf(json)) {
      if (marker instanceof IdRef) {
        const ids = await idsOf(marker.table);
        resolved.set(marker, ids.length ? ids[marker.pick % ids.length] : 1);
      } else if (marker instanceof CurrentVersion) {
        const row =
          target.table && id !== undefined && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
            ? (
                await sql<{ version: number }>`select version from ${sql.table(target.table)} where id = ${id}`.execute(
                  db,
                )
              ).rows[0]
            : undefined;
        resolved.set(marker, row ? Number(row.version) : 1);
      } else resolved.set(marker, (await issueResetToken(db, resetUser.id)).token);
    }
    const payload = spec.body
      ? 'json' in spec.body
        ? writeJson(spec.body.json, (m) => resolved.get(m))
        : spec.body.raw
      : undefined;
    const contentType = spec.body?.contentType ?? 'application/json';

    const query = [...(spec.query ?? [])];
    const path = spec.path.replace('{id}', idText);
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.auth === 'bearer') headers.authorization = bearer;
    else if (spec.auth === 'other') {
      const other = await db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', resetUser.id)
        .executeTakeFirstOrThrow();
      headers.authorization = `Bearer ${await app.tokens.sign({ userId: resetUser.id, tokenVersion: other.token_version })}`;
    }
    // The ticket route issues tickets for resources of at most 1,024 characters (longer paths
    // cannot be stored files): a longer one is sent with the bearer instead.
    else if (spec.auth === 'ticket' && path.length > 1_100) headers.authorization = bearer;
    else if (spec.auth === 'ticket') {
      // A ticket opens the one stored file (its relative path) or export (its route) it names.
      let resource = path;
      if (path.startsWith('/files/')) {
        try {
          resource = decodeURIComponent(path.slice('/files/'.length));
        } catch {
          resource = path.slice('/files/'.length);
        }
      }
      query.push([
        'ticket',
        await app.tokens.signTicket({ userId: admin.id, tokenVersion: admin.token_version, resource }),
      ]);
    } else if (spec.auth !== 'none') query.push(['ticket', spec.auth.garbage]);
    if (payload !== undefined) headers['content-type'] = contentType;
    const url = `${spec.encode ? encodePath(path, spec.encode) : path}${queryString(query)}`;

    const bytes = payload === undefined ? 0 : Buffer.byteLength(payload);
    const sent = [
      url,
      ...stringsOf(json),
      ...(spec.query ?? []).flatMap(([k, v]) => [k, ...(typeof v === 'object' && !Array.isArray(v) ? [] : [v].flat())]),
    ].join('\n');
    const describe = (extra: string) =>
      `${spec.method} ${clip(url, 400)}${payload !== undefined ? `\n      corpo (${contentType}, ${bytes} bytes): ${clip(String(payload), 400)}` : ''}${spec.ip ? `\n      ip: ${spec.ip}` : ''}\n      ${extra}`;

    const t0 = performance.now();
    let reply;
    try {
      reply = await app.inject({ method: spec.method, url, headers, payload, remoteAddress: spec.ip });
    } catch (error) {
      return `app.inject falhou: ${(error as Error).message}\n    pedido: ${describe('')}`;
    }
    const ms = performance.now() - t0;
    report.requests++;
    report.statuses[reply.statusCode] = (report.statuses[reply.statusCode] ?? 0) + 1;
    if (reply.statusCode >= 500) report.serverErrors++;
    report.slowestMs = Math.max(report.slowestMs, ms);

    const problem = replyProblem(
      reply,
      {
        // A double-encoded path is another address: a ticket (good for one route) may not open it.
        authenticated:
          !target.public &&
          (spec.auth === 'bearer' || spec.auth === 'other' || (spec.auth === 'ticket' && !spec.encode?.double)),
        // Whatever the encoding of its path, a protected route never answers without a token.
        anonymous: !target.public && (spec.auth === 'none' || typeof spec.auth === 'object'),
        // Only a request that reaches its route has its body read (a malformed id in the URL is refused first).
        oversize:
          bytes > BODY_LIMIT &&
          BODY_METHODS.has(spec.method) &&
          contentType === 'application/json' &&
          typeof spec.auth === 'string' &&
          !(spec.id && 'text' in spec.id),
        sent,
      },
      {
        documented503: target.documented503,
        allow304: target.allow304,
        toolDetail: target.toolDetail,
        check2xx: target.check2xx && ((r, j) => target.check2xx!(r, j, id)),
      },
    );
    return problem && `${problem}\n    pedido: ${describe(`resposta: ${reply.statusCode} ${clip(reply.body, 400)}`)}`;
  }

  const routes: RouteReport[] = [];
  for (const target of ordered) {
    const report: RouteReport = { route: target.route, requests: 0, serverErrors: 0, statuses: {}, slowestMs: 0 };
    logged.length = 0;
    const details = await fc.check(
      fc.asyncProperty(target.requests, pathEncodingArb, async (spec, encode) => {
        const problem = await send(target, encode ? { ...spec, encode } : spec, report);
        if (problem) throw new Error(problem);
      }),
      { numRuns: options.runs, seed: options.seed },
    );
    const failures: string[] = [];
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      failures.push(
        `falhou no pedido ${details.numRuns} de ${options.runs} (seed ${details.seed}, path "${details.counterexamplePath}"), reduzido ${details.numShrinks} vez(es):\n  ${error}\n  contra-exemplo: ${clip(fc.stringify(details.counterexample), 1_500)}`,
      );
    }
    const session = await app.inject({
      method: 'GET',
      url: '/admin/v1/user/profile',
      headers: { authorization: bearer },
    });
    if (session.statusCode !== 200)
      failures.push(
        `a sessão do administrador deixou de valer depois desta rota: ${session.statusCode} ${session.body}`,
      );
    await app.requestLog?.flush();
    if (logged.length)
      failures.push(
        `linhas de aviso ou erro no log do servidor:\n${logged
          .slice(0, 5)
          .map((l) => clip(l, 500))
          .join('\n')}`,
      );
    const reached2xx = Object.keys(report.statuses).some((s) => Number(s) >= 200 && Number(s) < 300);
    if (!details.failed && !reached2xx && !target.no2xx)
      failures.push('nenhum pedido gerado chegou a um 2xx: o gerador não alcança o caminho de sucesso desta rota');
    if (failures.length) report.failure = `${target.route} (seed ${options.seed}):\n${failures.join('\n')}`;
    routes.push(report);
    options.onRoute?.(report);
  }
  await app.close();
  return {
    routes,
    unknownRoutes: unknown,
    requests: routes.reduce((n, r) => n + r.requests, 0),
    serverErrors: routes.reduce((n, r) => n + r.serverErrors, 0),
    ms: performance.now() - started,
  };
}
