import { parseArgs } from 'node:util';
import type { DbHandle } from '../../../server/db/openDb.js';
import { openTestDb } from '../testDb.js';
import { contractFuzz, type OperationReport } from './contractFuzz.js';
import { DEFAULT_FUZZ_SEED, fuzzRoutes, type RouteReport } from './fuzzRoutes.js';

/**
 * `npm run fuzz [-- --runs 1000 --seed 20266 --only "POST /client/v1"]`: property-based requests
 * against every route (tests/support/fuzz/fuzzRoutes.ts), on a fresh in-memory PGlite, or with
 * DATABASE_URL on a scratch database created on that PostgreSQL server and dropped afterwards
 * (the database named in the URL is never touched). Prints requests, 5xx and statuses per route,
 * the totals, the seed and the wall time; exits 1 on any failure.
 *
 * `--contract`: the contract fuzz instead (tests/support/fuzz/contractFuzz.ts): every operation of
 * the OpenAPI document driven with values generated from its schemas, each reply checked against
 * the document. Prints requests, 5xx and schema mismatches per operation, and what the valid
 * requests got where none got a 2xx; `--only` matches the document's 'METHOD /path' or the
 * operationId; FUZZ_TRACE=1 prints every request with its answer.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1000' },
      seed: { type: 'string', default: String(DEFAULT_FUZZ_SEED) },
      only: { type: 'string' },
      contract: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs inválido: ${values.runs}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed inválido: ${values.seed}`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const engine = databaseUrl ? 'PostgreSQL (banco temporário no servidor de DATABASE_URL)' : 'PGlite em memória';
  if (values.contract) return runContract(runs, seed, values.only, databaseUrl, engine);
  console.log(
    `Fuzz: ${runs} pedidos por rota, seed ${seed}, ${engine}${values.only ? `, rotas com "${values.only}"` : ''}`,
  );

  const handle: DbHandle = await openTestDb(databaseUrl ? 'postgres' : 'pglite', databaseUrl);
  try {
    const line = (r: RouteReport) => {
      const statuses = Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(
        `${r.failure ? 'FALHOU' : 'ok    '} ${r.route.padEnd(48)} ${String(r.requests).padStart(6)} pedidos ${String(r.serverErrors).padStart(4)} 5xx  máx ${Math.round(r.slowestMs).toString().padStart(5)} ms  ${statuses}`,
      );
    };
    const report = await fuzzRoutes(handle, { runs, seed, only: values.only, onRoute: line });
    const failures = report.routes.filter((r) => r.failure);
    for (const route of report.unknownRoutes)
      console.log(`FALHOU ${route}: rota sem alvo de fuzz (acrescente-a em tests/support/fuzz/fuzzTargets.ts)`);
    for (const f of failures) console.log(`\n${f.failure}`);
    console.log(
      `\nTotal: ${report.routes.length} rotas, ${report.requests} pedidos, ${report.serverErrors} respostas 5xx, ${failures.length + report.unknownRoutes.length} falha(s); seed ${seed}; ${(report.ms / 1000).toFixed(1)} s`,
    );
    if (failures.length)
      console.log(`Reproduzir uma rota: npm run fuzz -- --seed ${seed} --runs ${runs} --only "<MÉTODO /rota>"`);
    return failures.length || report.unknownRoutes.length || report.serverErrors ? 1 : 0;
  } finally {
    await handle.close();
  }
}

/** `--contract`: the contract fuzz, one line per operation, the totals, the failures; 1 on any. */
async function runContract(
  runs: number,
  seed: number,
  only: string | undefined,
  databaseUrl: string | undefined,
  engine: string,
): Promise<number> {
  console.log(
    `Fuzz de contrato (OpenAPI): ${runs} pedidos por operação, seed ${seed}, ${engine}${only ? `, operações com "${only}"` : ''}`,
  );
  const handle: DbHandle = await openTestDb(databaseUrl ? 'postgres' : 'pglite', databaseUrl);
  try {
    const line = (r: OperationReport) => {
      const statuses = Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(
        `${r.failure ? 'FALHOU' : 'ok    '} ${r.operation.padEnd(52)} ${String(r.requests).padStart(6)} pedidos ${String(r.serverErrors).padStart(3)} 5xx ${String(r.mismatches + r.acceptedInvalid).padStart(4)} divergências ${r.reached2xx ? '2xx' : 'sem 2xx'}  máx ${Math.round(r.slowestMs).toString().padStart(5)} ms  ${statuses}`,
      );
    };
    const report = await contractFuzz(handle, { runs, seed, only, onOperation: line });
    const failures = report.operations.filter((r) => r.failure);
    for (const route of report.undocumentedRoutes) console.log(`FALHOU ${route}: rota fora do documento OpenAPI`);
    for (const f of failures) console.log(`\n${f.failure}`);
    for (const r of report.operations.filter((o) => !o.reached2xx)) {
      const valid = Object.entries(r.validStatuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(`sem 2xx: ${r.operation} (pedidos válidos pelo schema: ${valid || 'nenhum'})`);
    }
    const min = Math.min(...report.operations.map((r) => r.requests));
    console.log(
      `\nTotal: ${report.operations.length} operações, ${report.requests} pedidos (mínimo ${min} por operação), ${report.serverErrors} respostas 5xx, ${report.mismatches} divergências do schema, ${report.acceptedInvalid} corpos inválidos aceitos, ${report.operations.filter((r) => !r.reached2xx).length} operações sem 2xx; seed ${seed}; ${(report.ms / 1000).toFixed(1)} s`,
    );
    if (failures.length)
      console.log(
        `Reproduzir uma operação: npm run fuzz -- --contract --seed ${seed} --runs ${runs} --only "<MÉTODO /caminho>"`,
      );
    return failures.length || report.undocumentedRoutes.length || report.serverErrors || report.mismatches ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
