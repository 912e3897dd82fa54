import fc from 'fast-check';
import type { DbHandle } from '../../../server/db/openDb.js';
import { isApiOrFilePath } from '../../../server/http/isApiOrFilePath.js';
import { createResponseChecker } from './checkResponse.js';
import { contractRequests, type ContractRequest } from './contractRequests.js';
import { startFuzzApp, type FuzzApp } from './fuzzApp.js';
import { keepSeededRows } from './keepSeededRows.js';
import { openapiOperations, routeShape } from './openapiOperations.js';
import { operationContexts, tablesDeletedBy, type OperationFacts } from './operationContexts.js';
import { clip } from './requestSpec.js';
import { sendSpec } from './sendSpec.js';

export interface ContractFuzzOptions {
  /** Generated requests per operation. */
  runs: number;
  seed: number;
  /** Only the operations whose 'METHOD /path' (document's spelling) or operationId contains this text. */
  only?: string;
  /** Called as each operation finishes. */
  onOperation?: (report: OperationReport) => void;
}

export interface OperationReport {
  /** 'METHOD /path' as the document spells it. */
  operation: string;
  operationId?: string;
  requests: number;
  /** Requests by kind: valid (from the schemas), invalid (one part broken), route (the route fuzzer's). */
  kinds: Record<ContractRequest['kind'], number>;
  /** Replies by status. */
  statuses: Record<number, number>;
  /** Replies to the valid requests by status. */
  validStatuses: Record<number, number>;
  /** Replies with status 500 or more (but the route's documented 503s: ffmpeg missing). */
  serverErrors: number;
  /** Replies whose status is not documented, whose content type is not declared, whose body does not validate. */
  mismatches: number;
  /** Requests whose body broke the declared schema and still got a 2xx. */
  acceptedInvalid: number;
  /** Some request got a 2xx (its response schema was checked on a real answer). */
  reached2xx: boolean;
  slowestMs: number;
  /** The first problems, each with its request (clipped). */
  problems: string[];
  /** Why this operation failed (problems, a lost session, logged errors); absent when it held. */
  failure?: string;
}

export interface ContractFuzzReport {
  operations: OperationReport[];
  /** API and file routes of the route table the document does not describe (HEAD and OPTIONS aside). */
  undocumentedRoutes: string[];
  requests: number;
  serverErrors: number;
  mismatches: number;
  acceptedInvalid: number;
  ms: number;
}

/**
 * `options.runs` requests generated for one operation (tests/support/fuzz/contractRequests.ts),
 * each reply checked against the document; then the administrator's session must still work and
 * nothing may have been logged as a warning or error.
 */
async function fuzzOperation(
  fz: FuzzApp,
  ctx: OperationFacts,
  checker: ReturnType<typeof createResponseChecker>,
  options: ContractFuzzOptions,
): Promise<OperationReport> {
  const { op, target } = ctx;
  const report: OperationReport = {
    operation: `${op.method} ${op.path}`,
    operationId: op.operationId,
    requests: 0,
    kinds: { valid: 0, invalid: 0, route: 0 },
    statuses: {},
    validStatuses: {},
    serverErrors: 0,
    mismatches: 0,
    acceptedInvalid: 0,
    reached2xx: false,
    slowestMs: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (report.problems.length < 5) report.problems.push(text);
  };
  fz.logged.length = 0;
  const requests = fc.sample(contractRequests(ctx), { numRuns: options.runs, seed: options.seed });
  for (const request of requests) {
    let out;
    try {
      out = await sendSpec(fz, request.spec, ctx.table);
    } catch (error) {
      // A request the app could not answer at all counts as a 5xx.
      report.serverErrors++;
      problem(`app.inject falhou (${request.label}): ${(error as Error).message}`);
      continue;
    }
    const { reply } = out;
    report.requests++;
    report.kinds[request.kind]++;
    report.statuses[reply.statusCode] = (report.statuses[reply.statusCode] ?? 0) + 1;
    if (request.kind === 'valid')
      report.validStatuses[reply.statusCode] = (report.validStatuses[reply.statusCode] ?? 0) + 1;
    if (process.env.FUZZ_TRACE)
      console.log(
        `  ${request.kind} ${request.label} → ${reply.statusCode} ${clip(out.url, 200)} ${clip(reply.body, 200)}`,
      );
    report.slowestMs = Math.max(report.slowestMs, out.ms);
    const where = () => `${request.label}: ${out.describe(`resposta: ${reply.statusCode} ${clip(reply.body, 300)}`)}`;
    if (reply.statusCode >= 200 && reply.statusCode < 300) report.reached2xx = true;
    if (reply.statusCode >= 500) {
      const message = (() => {
        try {
          return String((JSON.parse(reply.body) as { message?: unknown }).message);
        } catch {
          return '';
        }
      })();
      if (!(reply.statusCode === 503 && target?.documented503?.test(message))) {
        report.serverErrors++;
        problem(`5xx — ${where()}`);
      }
    }
    const mismatch = checker.check(op, reply);
    if (mismatch) {
      report.mismatches++;
      problem(`${mismatch} — ${where()}`);
    }
    // A body broken on purpose must not get a 2xx. Not when broken by a pattern, a format, a
    // null or '': records are read as the console's forms send them before they are validated
    // (normalizeRecord: masks of CPFs, phones and CNPJs removed, null and '' as absent), so a
    // masked value or an empty one the schema refuses is rightly accepted.
    if (
      op.body &&
      request.kind === 'invalid' &&
      !/pattern|format|\(null\)|vazio/.test(request.label) &&
      reply.statusCode < 300 &&
      request.spec.body &&
      'json' in request.spec.body &&
      typeof out.payload === 'string' &&
      out.contentType === 'application/json'
    ) {
      const sentBody: unknown = JSON.parse(out.payload);
      if (!checker.validator(op.body.schema)(sentBody)) {
        report.acceptedInvalid++;
        problem(`corpo fora do schema aceito com ${reply.statusCode} — ${where()}`);
      }
    }
  }
  const failures: string[] = [];
  if (report.serverErrors || report.mismatches || report.acceptedInvalid) failures.push(...report.problems);
  const session = await fz.app.inject({
    method: 'GET',
    url: '/admin/v1/user/profile',
    headers: { authorization: fz.bearer },
  });
  if (session.statusCode !== 200)
    failures.push(
      `a sessão do administrador deixou de valer depois desta operação: ${session.statusCode} ${session.body}`,
    );
  await fz.app.requestLog?.flush();
  if (fz.logged.length)
    failures.push(
      `linhas de aviso ou erro no log do servidor:\n${fz.logged
        .slice(0, 5)
        .map((l) => clip(l, 500))
        .join('\n')}`,
    );
  if (failures.length) report.failure = `${report.operation} (seed ${options.seed}):\n  ${failures.join('\n  ')}`;
  return report;
}

/**
 * Drives every operation of the app's OpenAPI document (`app.swagger()`) with requests
 * generated from its own schemas (tests/support/fuzz/contractRequests.ts) on a seeded app over
 * `handle`, and checks each reply against the document: a status the operation documents, a
 * content type it declares, a JSON body valid against the declared schema with no undeclared
 * property (tests/support/fuzz/checkResponse.ts); no 5xx; no 2xx for a body the schema refuses.
 * Destructive operations run last, each on the seeded rows put back. After each operation the
 * administrator's session must still work and nothing may have been logged as a warning or error.
 */
export async function contractFuzz(handle: DbHandle, options: ContractFuzzOptions): Promise<ContractFuzzReport> {
  const started = performance.now();
  const fz = await startFuzzApp(handle);
  const { app } = fz;
  const operations = openapiOperations(app.swagger());
  const checker = createResponseChecker();
  const contexts = operationContexts(fz, operations);
  const documented = new Set(operations.map((o) => routeShape(o.route)));
  const undocumentedRoutes = app.routeList
    .filter((r) => !['HEAD', 'OPTIONS'].includes(r.method) && !r.console && isApiOrFilePath(r.url))
    .map((r) => `${r.method} ${r.url}`)
    .filter((route, i, all) => all.indexOf(route) === i && !documented.has(routeShape(route)));

  const chosen = operations.filter(
    (o) => !options.only || `${o.method} ${o.path}`.includes(options.only) || o.operationId?.includes(options.only),
  );
  const destructive = chosen.filter((o) => contexts.get(o)!.destructive);
  const ordered = [...chosen.filter((o) => !destructive.includes(o)), ...destructive];
  let restore: (() => Promise<void>) | undefined;

  const reports: OperationReport[] = [];
  for (const op of ordered) {
    const ctx = contexts.get(op)!;
    if (ctx.destructive) {
      restore ??= await keepSeededRows(fz, tablesDeletedBy(destructive.map((o) => contexts.get(o)!)));
      await restore();
    }
    const report = await fuzzOperation(fz, ctx, checker, options);
    reports.push(report);
    options.onOperation?.(report);
  }
  await app.close();
  const sum = (k: 'requests' | 'serverErrors' | 'mismatches' | 'acceptedInvalid') =>
    reports.reduce((n, r) => n + r[k], 0);
  return {
    operations: reports,
    undocumentedRoutes,
    requests: sum('requests'),
    serverErrors: sum('serverErrors'),
    mismatches: sum('mismatches'),
    acceptedInvalid: sum('acceptedInvalid'),
    ms: performance.now() - started,
  };
}
