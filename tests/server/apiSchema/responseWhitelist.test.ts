import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';
import {
  SEED_OPERATOR_EMAIL,
  SEED_OPERATOR_PASSWORD,
  SEED_PERSON_CPF,
  SEED_PERSON_PASSWORD,
} from '../../../server/seed/sampleData.js';
import { createResponseChecker, forbiddenIn } from '../../support/fuzz/checkResponse.js';
import { keepSeededRows } from '../../support/fuzz/keepSeededRows.js';
import { operationContexts, tablesDeletedBy } from '../../support/fuzz/operationContexts.js';
import { validRequest } from '../../support/fuzz/contractRequests.js';
import { startFuzzApp, type FuzzApp } from '../../support/fuzz/fuzzApp.js';
import { openapiOperations, routeShape, type Operation } from '../../support/fuzz/openapiOperations.js';
import { FreshResetToken, type RequestSpec } from '../../support/fuzz/requestSpec.js';
import { sendSpec } from '../../support/fuzz/sendSpec.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { tempDir } from '../../support/tempDir.js';

/** A real face video in the walk's storage, so 'gerar arquivos' reaches its 2xx. */
const FACE_VIDEO = 'liveness/fuzz/face.mp4';
/** Schema-valid requests sent to each operation before the route fuzzer's own are tried. */
const VALID_TRIES = 4;
/** Route fuzzer requests tried, one by one, until one gets a 2xx. */
const ROUTE_TRIES = 80;

/**
 * Operations whose success needs what no schema tells (a password, a reset link, a finished
 * report, a real video): the requests that reach it, built on the walk's seeded app.
 */
const EXPLICIT: Record<string, (fz: FuzzApp, op: Operation) => Promise<RequestSpec[]>> = {
  'POST /api/v2/user/login': async () => [
    {
      method: 'POST',
      path: '/api/v2/user/login',
      auth: 'none',
      body: { json: { email: SEED_OPERATOR_EMAIL, password: SEED_OPERATOR_PASSWORD } },
    },
  ],
  'POST /api/v2/user/logout': async () => [{ method: 'POST', path: '/api/v2/user/logout', auth: 'other' }],
  'PUT /admin/v1/user/{}/password': async (fz) => {
    const { id } = await fz.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEED_OPERATOR_EMAIL)
      .executeTakeFirstOrThrow();
    const body = {
      password: SEED_OPERATOR_PASSWORD,
      new_password: 'nova-senha-1',
      confirm_new_password: 'nova-senha-1',
    };
    return [{ method: 'PUT', path: `/admin/v1/user/${id}/password`, auth: 'bearer', body: { json: body } }];
  },
  'POST /auth/v1/reset-password': async () => [
    {
      method: 'POST',
      path: '/auth/v1/reset-password',
      auth: 'none',
      body: { json: { token: new FreshResetToken(), new_password: 'nova-senha-2' } },
    },
  ],
  'POST /api/v2/person/delete-account': async () => [
    {
      method: 'POST',
      path: '/api/v2/person/delete-account',
      auth: 'none',
      body: { json: { cpf: SEED_PERSON_CPF, password: SEED_PERSON_PASSWORD } },
    },
  ],
  'POST /admin/v1/liveness/gerar-arquivos': async (fz) => {
    const { id } = await fz.db
      .selectFrom('liveness_logs')
      .select('id')
      .where('arquivo_video', '=', FACE_VIDEO)
      .executeTakeFirstOrThrow();
    return [{ method: 'POST', path: '/admin/v1/liveness/gerar-arquivos', auth: 'bearer', body: { json: { id } } }];
  },
  'GET /admin/v1/jobs/{}': async (fz) => [
    { method: 'GET', path: `/admin/v1/jobs/${await queuedJob(fz)}`, auth: 'bearer' },
  ],
  'GET /admin/v1/jobs/{}/arquivo': async (fz) => {
    const path = `/admin/v1/jobs/${await finishedExport(fz)}/arquivo`;
    return [
      { method: 'GET', path, auth: 'bearer' },
      { method: 'GET', path, auth: 'ticket' },
    ];
  },
  'POST /admin/v1/subject-reports/{}/ticket': async (fz) => {
    const id = await readyReport(fz);
    return [{ method: 'POST', path: `/admin/v1/subject-reports/${id}/ticket`, auth: 'bearer' }];
  },
  'GET /admin/v1/subject-reports/{}/download': async (fz) => {
    const id = await readyReport(fz);
    return [
      { method: 'GET', path: `/admin/v1/subject-reports/${id}/download`, auth: 'bearer' },
      { method: 'GET', path: `/admin/v1/subject-reports/${id}/download`, auth: 'ticket' },
    ];
  },
  'GET /admin/v1/list-views': async () => [{ method: 'GET', path: '/admin/v1/list-views?list=person', auth: 'bearer' }],
  'POST /admin/v1/list-views': async () => [
    {
      method: 'POST',
      path: '/admin/v1/list-views',
      auth: 'bearer',
      body: { json: { list: 'person', name: 'Visão do passeio', shared: true, state: { filters: { name: 'ana' } } } },
    },
  ],
  'PATCH /admin/v1/list-views/{}': async (fz) => [
    {
      method: 'PATCH',
      path: `/admin/v1/list-views/${await listView(fz)}`,
      auth: 'bearer',
      body: { json: { shared: true } },
    },
  ],
  'DELETE /admin/v1/list-views/{}': async (fz) => [
    { method: 'DELETE', path: `/admin/v1/list-views/${await listView(fz)}`, auth: 'bearer' },
  ],
  'PUT /admin/v1/list-views/default': async (fz) => [
    {
      method: 'PUT',
      path: '/admin/v1/list-views/default',
      auth: 'bearer',
      body: { json: { list: 'person', view_id: await listView(fz) } },
    },
  ],
};

let listViews = 0;
/** A new saved view of the people's list, of the walk's administrator: its id. */
async function listView(fz: FuzzApp): Promise<number> {
  listViews += 1;
  const res = await fz.app.inject({
    method: 'POST',
    url: '/admin/v1/list-views',
    headers: { authorization: fz.bearer },
    payload: { list: 'person', name: `Visão ${listViews}`, state: { filters: {} } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

/** Any `/…/{id}/reveal`: the first field it may reveal, with a listed reason. */
async function revealRequests(fz: FuzzApp, op: Operation, table: string): Promise<RequestSpec[]> {
  const schema = op.body?.schema as { properties?: { field?: { enum?: string[] } } };
  const [id] = await fz.idsOf(table);
  return (schema.properties?.field?.enum ?? []).slice(0, 2).map((field) => ({
    method: 'POST',
    path: op.path.replace('{id}', String(id)),
    auth: 'bearer',
    body: { json: { field, reason: 'auditoria' } },
  }));
}

/** A generation queued with `Prefer: respond-async` on the walk's face video: its job's id. */
async function queuedJob(fz: FuzzApp): Promise<string> {
  const { id } = await fz.db
    .selectFrom('liveness_logs')
    .select('id')
    .where('arquivo_video', '=', FACE_VIDEO)
    .executeTakeFirstOrThrow();
  const res = await fz.app.inject({
    method: 'POST',
    url: '/admin/v1/liveness/gerar-arquivos',
    headers: { authorization: fz.bearer, prefer: 'respond-async' },
    payload: { id },
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { job: { id: string } }).job.id;
}

/** An export of the people's list made as a job (`Prefer: respond-async`), once it ended: its job's id. */
async function finishedExport(fz: FuzzApp): Promise<string> {
  const res = await fz.app.inject({
    method: 'GET',
    url: '/person/v1/export.csv',
    headers: { authorization: fz.bearer, prefer: 'respond-async' },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = (res.json() as { job: { id: string } }).job.id;
  for (let i = 0; i < 200; i++) {
    const job = await fz.app.inject({
      method: 'GET',
      url: `/admin/v1/jobs/${id}`,
      headers: { authorization: fz.bearer },
    });
    if ((job.json() as { data: { state: string } }).data.state === 'completed') return id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('a exportação não terminou');
}

let readyReportId: number | undefined;
/** A finished report of the seed person (asked once, then polled until ready). */
async function readyReport(fz: FuzzApp): Promise<number> {
  if (readyReportId !== undefined) return readyReportId;
  const asked = await fz.app.inject({
    method: 'POST',
    url: '/admin/v1/subject-reports',
    headers: { authorization: fz.bearer },
    payload: { cpf: SEED_PERSON_CPF, reason: 'atendimento ao titular', details: 'Protocolo 2026-0042' },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const id = (asked.json() as { id: number }).id;
  for (let i = 0; i < 200; i++) {
    const status = await fz.app.inject({
      method: 'GET',
      url: `/admin/v1/subject-reports/${id}`,
      headers: { authorization: fz.bearer },
    });
    if ((status.json() as { status: string }).status !== 'running') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  readyReportId = id;
  return id;
}

/** What the walk saw of one operation. */
interface Walked {
  operation: string;
  statuses: number[];
  /** Undocumented statuses or content types, bodies off their schema. */
  mismatches: string[];
  /** Forbidden keys or the storage folder in an answer. */
  leaks: string[];
}

describe.each(testDbKinds)(
  'response whitelist: every operation of the OpenAPI document, walked on a seeded app (%s)',
  (kind) => {
    let handle: DbHandle;
    let fz: FuzzApp;
    const walked: Walked[] = [];

    beforeAll(async () => {
      readyReportId = undefined;
      handle = await openTestDb(kind);
      const plain = join(tempDir('face-video'), 'face.mp4');
      await writeSyntheticFaceVideo(plain, { bpm: 72, seed: 9 });
      fz = await startFuzzApp(handle, { files: { [FACE_VIDEO]: readFileSync(plain) } });
      await sql`update liveness_logs set arquivo_video = ${FACE_VIDEO} where id = (select max(id) from liveness_logs)`.execute(
        fz.db,
      );

      const operations = openapiOperations(fz.app.swagger());
      const contexts = operationContexts(fz, operations);
      const checker = createResponseChecker();
      const ordered = [
        ...operations.filter((o) => !contexts.get(o)!.destructive),
        ...operations.filter((o) => contexts.get(o)!.destructive),
      ];
      const restore = await keepSeededRows(fz, tablesDeletedBy(contexts.values()));
      for (const op of ordered) {
        const ctx = contexts.get(op)!;
        if (ctx.destructive) await restore();
        const seen: Walked = { operation: `${op.method} ${op.path}`, statuses: [], mismatches: [], leaks: [] };
        walked.push(seen);
        const send = async (spec: RequestSpec, how: string) => {
          const out = await sendSpec(fz, spec, ctx.table);
          const { reply } = out;
          seen.statuses.push(reply.statusCode);
          const where = `${how}: ${out.describe(`resposta: ${reply.statusCode} ${reply.body.slice(0, 300)}`)}`;
          const mismatch = checker.check(op, reply);
          if (mismatch) seen.mismatches.push(`${mismatch} — ${where}`);
          for (const leak of forbiddenIn(reply, fz.storage)) seen.leaks.push(`${leak} — ${where}`);
          return reply.statusCode >= 200 && reply.statusCode < 300;
        };
        const explicit = EXPLICIT[routeShape(op.route)];
        const specs = explicit
          ? await explicit(fz, op)
          : op.path.endsWith('/reveal') && ctx.table
            ? await revealRequests(fz, op, ctx.table)
            : [];
        let reached = false;
        for (const spec of specs) reached = (await send(spec, 'pedido escrito')) || reached;
        for (const r of fc.sample(validRequest(ctx), { numRuns: VALID_TRIES, seed: 22 }))
          reached = (await send(r.spec, 'válido pelo schema')) || reached;
        if (!reached && ctx.route)
          for (const spec of fc.sample(ctx.route, { numRuns: ROUTE_TRIES, seed: 22 }))
            if (await send(spec, 'gerador da rota')) break;
      }
    }, 300_000);

    afterAll(async () => {
      await fz?.app.close();
      await handle?.close();
    });

    it('walks every operation the document lists (more than 60)', () => {
      const statuses = walked.flatMap((w) => w.statuses);
      console.log(
        `lista de respostas: ${walked.length} operações, ${statuses.length} pedidos, ${statuses.filter((s) => s >= 200 && s < 300).length} respostas 2xx conferidas`,
      );
      expect(walked.length).toBeGreaterThan(60);
    });

    it('gets a 2xx from every operation', () => {
      const without = walked.filter((w) => !w.statuses.some((s) => s >= 200 && s < 300));
      expect(without.map((w) => `${w.operation}: ${w.statuses.join(' ')}`)).toEqual([]);
    });

    it('answers every request with a documented status, a declared content type and a body valid against its schema, no undeclared property', () => {
      expect(walked.flatMap((w) => w.mismatches)).toEqual([]);
    });

    it('never shows a password or token hash, a reset token, a token version, the extra column or the storage folder', () => {
      expect(walked.flatMap((w) => w.leaks)).toEqual([]);
    });
  },
);
