import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDescriptors, schemasDir } from '../../../server/descriptors/loadDescriptors.js';
import { fieldMessage } from '../../../src/core/forms/fieldMessage.js';
import { formFields } from '../../../src/core/forms/buildFormSchema.js';
import type { MessageRule } from '../../../src/core/descriptors/Descriptor.js';
import { isPtBrMessage, replyProblem, type ReplyLike } from '../../support/fuzz/checkReply.js';
import { DEFAULT_FUZZ_SEED, fuzzRoutes } from '../../support/fuzz/fuzzRoutes.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

/**
 * Generated requests per route in `npm test` (`npm run fuzz` runs 1000): 50 on ~110 routes on the
 * production engine (PostgreSQL when the tests have it, else PGlite), beside the contract fuzz's
 * schema-generated requests (contractFuzz.test.ts). Fewer do not reach every route's success path
 * (25 missed three: a create and two updates). The other engine gets 15 per route, for CI's time
 * (the same SQL dialect; what it must not do is answer a 5xx, never missing a success path).
 */
const RUNS = 50;
const SECOND_ENGINE_RUNS = 15;
const primary = testDbKinds.at(-1)!;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);

describe.each(testDbKinds)('fuzzing every route of the route table (%s)', (kind) => {
  const runs = kind === primary ? RUNS : SECOND_ENGINE_RUNS;
  it(`answers ${runs} generated requests per route with a correct 2xx or a pt-BR 4xx: never a 5xx, SQL text or a stack`, async () => {
    const handle = await openTestDb(kind);
    try {
      const report = await fuzzRoutes(handle, { runs, seed: SEED, require2xx: kind === primary });
      console.log(
        `fuzz (${kind}): ${report.routes.length} rotas, ${report.requests} pedidos, ${report.serverErrors} respostas 5xx, seed ${SEED}, ${(report.ms / 1000).toFixed(1)} s`,
      );
      expect(
        report.unknownRoutes,
        'rotas sem alvo de fuzz: acrescente-as em tests/support/fuzz/fuzzTargets.ts',
      ).toEqual([]);
      expect(report.routes.flatMap((r) => r.failure ?? [])).toEqual([]);
      expect(report.serverErrors).toBe(0);
      expect(report.routes.length).toBeGreaterThan(60);
      for (const r of report.routes) expect(r.requests, r.route).toBeGreaterThanOrEqual(runs);
    } finally {
      await handle.close();
    }
  }, 600_000);
});

/** The oracle must be able to fail: each broken reply below is caught. */
describe('the fuzz oracle', () => {
  const json = (statusCode: number, body: unknown): ReplyLike => ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });
  const asAdmin = { authenticated: true, oversize: false, sent: '' };

  it('refuses 5xx, English or Fastify-shaped 4xx, internals, a lost session, a missed 413', () => {
    expect(
      replyProblem(json(500, { message: 'Erro interno do servidor. Tente novamente mais tarde.' }), asAdmin),
    ).toMatch(/^status 500/);
    expect(replyProblem(json(503, { message: 'Banco de dados indisponível no momento.' }), asAdmin)).toMatch(
      /^status 503/,
    );
    expect(replyProblem(json(400, { message: 'body/name must be string' }), asAdmin)).toMatch(/pt-BR/);
    expect(replyProblem(json(400, { message: '"name" de "x" must be string' }), asAdmin)).toMatch(/pt-BR/);
    // A quoted label is the descriptor's word (English or not), the message around it pt-BR.
    expect(replyProblem(json(400, { message: 'Filtro "Body" informado mais de uma vez.' }), asAdmin)).toBeUndefined();
    expect(
      replyProblem(json(400, { error: 'Bad Request', statusCode: 400, message: 'Requisição inválida.' }), asAdmin),
    ).toMatch(/chaves fora do formato/);
    expect(
      replyProblem(json(400, { message: 'Verifique os campos.', errors: { name: 'Invalid value' } }), asAdmin),
    ).toMatch(/errors\.name/);
    expect(replyProblem(json(400, { message: 'Erro: syntax error at or near "OR"' }), asAdmin)).toMatch(/internos/);
    expect(
      replyProblem(
        json(404, { message: 'Registro não encontrado.\n    at Object.<anonymous> (/app/server/x.ts:3:9)' }),
        asAdmin,
      ),
    ).toMatch(/internos/);
    expect(
      replyProblem(
        { statusCode: 400, headers: { 'content-type': 'text/plain' }, body: 'Requisição inválida.' },
        asAdmin,
      ),
    ).toMatch(/sem JSON/);
    expect(replyProblem(json(401, { code: 98, message: 'Sua sessão expirou. Entre novamente.' }), asAdmin)).toMatch(
      /sessão válida/,
    );
    expect(replyProblem(json(400, { message: 'Requisição inválida.' }), { ...asAdmin, oversize: true })).toMatch(/413/);
  });

  it('reads a shipped script as code, not as a message: only its 4xx are scanned for internals', () => {
    const script = { statusCode: 200, headers: { 'content-type': 'text/javascript' }, body: 'throw new TypeError: x' };
    expect(replyProblem(script, asAdmin)).toMatch(/internos/);
    expect(replyProblem(script, asAdmin, { shipsCode: true })).toBeUndefined();
    expect(replyProblem({ ...script, statusCode: 404 }, asAdmin, { shipsCode: true })).toMatch(/internos/);
  });

  it('accepts what the request itself sent, echoed back in a 2xx', () => {
    const sent = "nome' OR 1=1 -- syntax error at or near";
    expect(replyProblem(json(201, { data: { name: sent } }), { ...asAdmin, sent })).toBeUndefined();
    expect(replyProblem(json(201, { data: { name: 'syntax error at or near' } }), asAdmin)).toMatch(/internos/);
  });

  it('takes every message the API can give as pt-BR', () => {
    const messages: string[] = [];
    // The API fuzzed here is built from schemas/ (SCHEMAS_DIR when set); the fixtures' API gives its own messages too.
    for (const d of [...loadDescriptors(schemasDir()), ...fixtureDescriptors()].filter((x) => !x.readOnly)) {
      for (const [field] of [...formFields(d, 'create'), ...formFields(d, 'update')]) {
        for (const rule of [
          'required',
          'minLength',
          'maxLength',
          'pattern',
          'format',
          'minimum',
          'maximum',
          'type',
          'enum',
          'sameAs',
        ] as MessageRule[])
          messages.push(fieldMessage(d, field, rule, { limit: 10 }));
      }
    }
    // Every literal `new HttpError(status, '…')` and pt-BR message constant in the server's sources.
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    for (const file of files('server')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/new HttpError\(\s*\d{3},\s*(['`])((?:(?!\1).)+)\1/g))
        messages.push(m[2]!.replace(/\$\{[^}]+\}/g, 'X'));
    }
    expect(messages.length).toBeGreaterThan(100);
    expect(messages.filter((m) => !isPtBrMessage(m))).toEqual([]);
  });
});
