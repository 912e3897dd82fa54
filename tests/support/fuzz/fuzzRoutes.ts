import fc from 'fast-check';
import type { DbHandle } from '../../../server/db/openDb.js';
import { replyProblem } from './checkReply.js';
import { startFuzzApp } from './fuzzApp.js';
import { fuzzTargets } from './fuzzTargets.js';
import { clip, pathEncodingArb, type RequestSpec } from './requestSpec.js';
import { sendSpec, type SentSpec } from './sendSpec.js';
import type { FuzzTarget } from './targetParts.js';

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
  /** False: a route whose requests never reached a 2xx is not a failure (a shorter run on the second engine). Default true. */
  require2xx?: boolean;
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
  const fz = await startFuzzApp(handle);
  const { app, bearer, logged } = fz;

  const { targets, unknown } = fuzzTargets(fz.descriptors, app.routeList);
  const chosen = targets.filter((t) => !options.only || t.route.includes(options.only));
  // Stable: the route table's order, with the routes that delete moved to the end.
  const ordered = [...chosen.filter((t) => !t.destructive), ...chosen.filter((t) => t.destructive)];

  async function send(target: FuzzTarget, spec: RequestSpec, report: RouteReport): Promise<string | undefined> {
    let out: SentSpec;
    try {
      out = await sendSpec(fz, spec, target.table);
    } catch (error) {
      return `app.inject falhou: ${(error as Error).message}\n    pedido: ${spec.method} ${clip(spec.path, 400)}`;
    }
    const { reply, bytes, contentType, id } = out;
    report.requests++;
    report.statuses[reply.statusCode] = (report.statuses[reply.statusCode] ?? 0) + 1;
    if (reply.statusCode >= 500) report.serverErrors++;
    report.slowestMs = Math.max(report.slowestMs, out.ms);

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
        sent: out.sent,
      },
      {
        documented503: target.documented503,
        allow304: target.allow304,
        toolDetail: target.toolDetail,
        shipsCode: target.shipsCode,
        check2xx: target.check2xx && ((r, j) => target.check2xx!(r, j, id)),
      },
    );
    return (
      problem && `${problem}\n    pedido: ${out.describe(`resposta: ${reply.statusCode} ${clip(reply.body, 400)}`)}`
    );
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
    if (!details.failed && !reached2xx && !target.no2xx && options.require2xx !== false)
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
