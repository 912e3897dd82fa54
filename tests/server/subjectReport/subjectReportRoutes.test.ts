import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStoredFile } from '../../../server/storage/openStoredFile.js';
import { writeStoredFile } from '../../../server/storage/writeStoredFile.js';
import { sweepSubjectReports } from '../../../server/subjectReport/sweepSubjectReports.js';
import { SUBJECT_REPORT_MESSAGES } from '../../../src/core/subjectReport/subjectReportRequest.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { personWithCaptures, type PersonWithCaptures } from '../erasure/personWithCaptures.js';
import { readZip } from './readZip.js';

const PATH = '/admin/v1/subject-reports';
const formatted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const valid = (cpf: string) => ({
  cpf: formatted(cpf),
  reason: 'atendimento ao titular',
  details: 'Protocolo 2026-0042',
});

interface Report {
  id: number;
  status: string;
  progress: number;
  message: string | null;
}

describe.each(testDbKinds)('data subject report API (%s)', (kind) => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let adminId: number;
  let otherAdmin: { authorization: string };
  let operator: { authorization: string };
  /** Where a report's zip is stored: a stored file (`reports/<id>.zip`) of the app's storage folder. */
  const zipOf = (id: number) => join(ctx.storage, 'reports', `${id}.zip`);
  let ana: PersonWithCaptures;
  let bruno: PersonWithCaptures;

  const post = (payload: unknown, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: PATH, headers, payload: payload as object });
  const status = async (id: number, headers = admin) =>
    ctx.app.inject({ method: 'GET', url: `${PATH}/${id}`, headers });
  /** Polls the report until it is no longer running; every progress seen goes in `seen`. */
  async function until(id: number, seen: number[] = []): Promise<Report> {
    for (let i = 0; i < 400; i++) {
      const res = await status(id);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Report;
      seen.push(body.progress);
      if (body.status !== 'running') return body;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('relatório não terminou');
  }
  /** The seeded files written as the app keeps them (encrypted), with distinct contents. */
  const storeEncrypted = async (...lists: string[][]) => {
    for (const f of lists.flat()) await writeStoredFile(ctx.storage, f, `conteúdo de ${f}`);
  };
  const download = (id: number, headers: Record<string, string> = admin, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${PATH}/${id}/download${query}`, headers });

  beforeAll(async () => {
    const root = tempDir('subject-report');
    ctx = await createTestContext(kind, { storageDir: join(root, 'storage') });
    adminId = await ctx.createUser({
      email: 'admin@example.com',
      password: 'admin123',
      role: 'admin',
      name: 'Dra. Encarregada',
    });
    await ctx.createUser({ email: 'admin2@example.com', password: 'admin123', role: 'admin' });
    await ctx.createUser({ email: 'op@example.com', password: 'op12345', role: 'operador' });
    admin = await ctx.login('admin@example.com', 'admin123');
    otherAdmin = await ctx.login('admin2@example.com', 'admin123');
    operator = await ctx.login('op@example.com', 'op12345');
    ana = await personWithCaptures(ctx.handle.db, ctx.storage, 'ana-souza', '49858782004', 'Ana Beatriz Souza');
    bruno = await personWithCaptures(ctx.handle.db, ctx.storage, 'bruno-lima', '36923802164', 'Bruno Henrique Lima');
    await storeEncrypted(ana.files, bruno.files);
    for (const p of [ana, bruno]) {
      await ctx.app.inject({ method: 'GET', url: `/person/v1/${p.id}`, headers: operator });
      await ctx.app.inject({ method: 'GET', url: `/person/v1?cpf=${p.cpf}`, headers: operator });
      await ctx.app.inject({ method: 'GET', url: `/person/v1?name=${encodeURIComponent(p.name)}`, headers: operator });
      await ctx.handle.db
        .insertInto('access_logs')
        .values({ user_id: null, action: 'file.read', subject: 'proofs', subject_id: p.files[3]! })
        .execute();
    }
    await ctx.app.requestLog!.flush();
  }, 60_000);
  afterAll(() => ctx.close());

  it('generates the zip with every row and file of the person (bytes as openStoredFile reads them), their request and access logs, and nobody else; progress ends at 100; each step recorded', async () => {
    const res = await post(valid(ana.cpf));
    expect(res.statusCode).toBe(202);
    const created = res.json() as Report & { cpf: string; expires_at: string; created_at: string };
    expect(created).toMatchObject({ status: 'running', cpf: '***.587.820-**' });
    expect(Date.parse(created.expires_at) - Date.parse(created.created_at)).toBe(24 * 3600_000);
    const seen: number[] = [];
    const done = await until(created.id, seen);
    expect(done).toMatchObject({ status: 'ready', progress: 100 });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);

    const zip = await download(created.id);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="relatorio-titular-${created.id}.zip"`);
    expect(zip.headers['cache-control']).toContain('no-store');
    const entries = await readZip(zip.rawPayload);
    expect(entries.get('LEIA-ME.txt')!.toString()).toContain('RELATÓRIO DO TITULAR');
    const doc = JSON.parse(entries.get('relatorio.json')!.toString());
    expect(doc).toMatchObject({
      format: 'relatorio-titular/1',
      report_id: created.id,
      requested_by: { id: adminId, name: 'Dra. Encarregada' },
      reason: 'atendimento ao titular: Protocolo 2026-0042',
      cpf: '***.587.820-**',
      nothing_held: false,
      files_missing: [],
    });
    expect(doc.person).toMatchObject({ id: ana.id, cpf: ana.cpf, name: ana.name, email: ana.email, phone: ana.phone });
    expect(doc.fingerprints).toHaveLength(1);
    expect(doc.fingerprints[0].images).toHaveLength(3);
    expect(doc.liveness_proofs).toHaveLength(1);
    expect(doc.capture_logs.liveness.map((l: { id: number }) => l.id)).toEqual([ana.livenessLogId]);
    expect(doc.capture_logs.finger.map((l: { id: number }) => l.id)).toEqual([ana.fingerLogId]);

    // Every stored file of hers, with the bytes openStoredFile gives; every file named in the document is in the zip.
    const named = JSON.stringify(doc)
      .match(/"arquivos\/[^"]+"/g)!
      .map((s) => JSON.parse(s) as string);
    const fileEntries = [...entries.keys()].filter((k) => k.startsWith('arquivos/'));
    expect(new Set(named)).toEqual(new Set(fileEntries));
    expect(fileEntries).toHaveLength(ana.files.length);
    const contents = await Promise.all(ana.files.map(async (f) => text((await openStoredFile(ctx.storage, f))!)));
    expect(fileEntries.map((k) => entries.get(k)!.toString()).sort()).toEqual(contents.sort());

    // Request logs that mention her (her record read, her CPF and name filtered), none of Bruno's.
    const paths = doc.request_logs.map((r: { path: string }) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `/person/v1/${ana.id}`,
        expect.stringMatching(/^\/person\/v1\?cpf=(49858782004|\*\*\*\.587\.820-\*\*)$/),
        `/person/v1?name=${encodeURIComponent(ana.name)}`,
        PATH,
      ]),
    );
    expect(JSON.stringify(doc)).not.toContain(bruno.cpf);
    expect(JSON.stringify(doc)).not.toContain(bruno.name);
    expect(JSON.stringify(doc)).not.toContain('bruno-lima');
    // Access-log entries about her: the read of her proof's video and this very report's request.
    expect(doc.access_logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'file.read', subject_id: ana.files[3] }),
        expect.objectContaining({
          action: 'subject-report',
          subject: 'person',
          subject_id: String(ana.id),
          reason: 'atendimento ao titular: Protocolo 2026-0042',
        }),
      ]),
    );

    // The download is recorded too, with the reason.
    const access = await ctx.handle.db
      .selectFrom('access_logs')
      .selectAll()
      .where('action', '=', 'subject-report')
      .where('subject_id', '=', String(ana.id))
      .orderBy('id')
      .execute();
    expect(access.map((a) => [a.user_id, a.subject, a.reason])).toEqual([
      [adminId, 'person', 'atendimento ao titular: Protocolo 2026-0042'],
      [adminId, 'person', `download do relatório ${created.id} (atendimento ao titular: Protocolo 2026-0042)`],
    ]);
    // No full CPF in the report's table, the access log's subjects, the stored request, or the zip's name.
    await ctx.app.requestLog!.flush();
    const stored = await ctx.handle.db
      .selectFrom('request_logs')
      .select(['body', 'path'])
      .where('path', 'like', `${PATH}%`)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(ana.cpf);
    expect(JSON.stringify(stored)).not.toContain(formatted(ana.cpf));
    expect(JSON.stringify(stored)).toContain('***.587.820-**');
    expect(JSON.stringify(await ctx.handle.db.selectFrom('subject_reports').selectAll().execute())).not.toMatch(
      /49858782004|498\.587\.820-04/,
    );
    expect(existsSync(zipOf(created.id))).toBe(true);
  }, 60_000);

  it('a second download is recorded again; a ticket opens the download for that report only', async () => {
    const a = await until((await post(valid(ana.cpf))).json().id);
    const b = await until((await post(valid(bruno.cpf))).json().id);
    const before = await ctx.handle.db
      .selectFrom('access_logs')
      .select('id')
      .where('action', '=', 'subject-report')
      .execute();
    expect((await download(a.id)).statusCode).toBe(200);
    expect((await download(a.id)).statusCode).toBe(200);
    const ticket = await ctx.app.inject({ method: 'POST', url: `${PATH}/${a.id}/ticket`, headers: admin });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json()).toMatchObject({ expires_in: 60 });
    const t = encodeURIComponent(ticket.json().ticket);
    expect((await download(a.id, {}, `?ticket=${t}`)).statusCode).toBe(200);
    const wrong = await download(b.id, {}, `?ticket=${t}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Este link não dá acesso a este relatório. Baixe-o novamente pelo console.');
    const after = await ctx.handle.db
      .selectFrom('access_logs')
      .select('id')
      .where('action', '=', 'subject-report')
      .execute();
    expect(after.length - before.length).toBe(3);
  }, 60_000);

  it('only the administrator who asked sees it; an operator is refused every route (403)', async () => {
    const { id } = (await post(valid(ana.cpf))).json();
    await until(id);
    expect((await status(id, otherAdmin)).statusCode).toBe(404);
    expect((await download(id, otherAdmin)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${PATH}/${id}/ticket`, headers: otherAdmin })).statusCode,
    ).toBe(404);
    for (const res of [
      await post(valid(ana.cpf), operator),
      await status(id, operator),
      await download(id, operator),
      await ctx.app.inject({ method: 'POST', url: `${PATH}/${id}/ticket`, headers: operator }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/permissão|administradores/);
    }
    expect((await status(999_999)).statusCode).toBe(404);
    expect((await status(0)).statusCode).toBe(404);
    // An id beyond the column is a report that does not exist; one that is no id at all is refused by its schema.
    expect((await status(2_147_483_648)).statusCode).toBe(404);
    for (const id of ['abc', '99999999999999999999', '1.5']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${PATH}/${id}`, headers: admin });
      expect(res.statusCode, id).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `${PATH}/${id}`, headers: {} })).statusCode).toBe(401);
  }, 60_000);

  it('400 per field in pt-BR: CPF missing or with wrong check digits, reason outside the list, details too short or huge, junk bodies', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        {},
        {
          cpf: SUBJECT_REPORT_MESSAGES.cpfRequired,
          reason: SUBJECT_REPORT_MESSAGES.reasonRequired,
          details: SUBJECT_REPORT_MESSAGES.detailsShort,
        },
      ],
      [{ ...valid(ana.cpf), cpf: '498.587.820-05' }, { cpf: SUBJECT_REPORT_MESSAGES.cpfInvalid }],
      [{ ...valid(ana.cpf), cpf: '111.111.111-11' }, { cpf: SUBJECT_REPORT_MESSAGES.cpfInvalid }],
      [{ ...valid(ana.cpf), cpf: 49858782004 }, { cpf: SUBJECT_REPORT_MESSAGES.cpfInvalid }],
      [{ ...valid(ana.cpf), cpf: '' }, { cpf: SUBJECT_REPORT_MESSAGES.cpfRequired }],
      [{ ...valid(ana.cpf), cpf: ' 498.587.820-0' }, { cpf: SUBJECT_REPORT_MESSAGES.cpfInvalid }],
      // The CPF's check digits are looked at once the request's shape is right.
      [
        { cpf: '498.587.820-05', reason: 'curiosidade', details: 'oi' },
        { reason: SUBJECT_REPORT_MESSAGES.reasonInvalid, details: SUBJECT_REPORT_MESSAGES.detailsShort },
      ],
      [{ ...valid(ana.cpf), cpf: `${ana.cpf}'; drop table people; --` }, { cpf: SUBJECT_REPORT_MESSAGES.cpfInvalid }],
      [{ ...valid(ana.cpf), reason: 'curiosidade' }, { reason: SUBJECT_REPORT_MESSAGES.reasonInvalid }],
      [{ ...valid(ana.cpf), reason: ['ordem judicial'] }, { reason: SUBJECT_REPORT_MESSAGES.reasonInvalid }],
      [{ ...valid(ana.cpf), details: '  oi  ' }, { details: SUBJECT_REPORT_MESSAGES.detailsShort }],
      [{ ...valid(ana.cpf), details: 'x'.repeat(201) }, { details: SUBJECT_REPORT_MESSAGES.detailsLong }],
      [{ ...valid(ana.cpf), details: 'motivo '.repeat(100_000) }, { details: SUBJECT_REPORT_MESSAGES.detailsLong }],
      [{ ...valid(ana.cpf), details: { $gt: '' } }, { details: SUBJECT_REPORT_MESSAGES.detailsShort }],
      [{ ...valid(ana.cpf), details: ` ${'x'.repeat(201)} ` }, { details: SUBJECT_REPORT_MESSAGES.detailsLong }],
      // Nearly a megabyte of spaces before the text: answered at once (the length rules are linear).
      [
        { ...valid(ana.cpf), details: `${' '.repeat(900_000)}${'x'.repeat(201)}` },
        { details: SUBJECT_REPORT_MESSAGES.detailsLong },
      ],
      [{ ...valid(ana.cpf), reason: null }, { reason: SUBJECT_REPORT_MESSAGES.reasonInvalid }],
    ];
    const count = async () =>
      (
        await ctx.handle.db
          .selectFrom('subject_reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    for (const [payload, errors] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ message: Object.values(errors)[0], errors });
    }
    for (const payload of ['[]', '"texto"', 'null', '{"cpf":']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: PATH,
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[áéíóúçã]|Informe|inválid/);
    }
    expect(Number(await count())).toBe(before);
    // The refused requests were stored without the CPF either.
    await ctx.app.requestLog!.flush();
    const stored = await ctx.handle.db
      .selectFrom('request_logs')
      .select('body')
      .where('path', '=', PATH)
      .where('response_status', '=', 400)
      .execute();
    expect(stored.length).toBeGreaterThan(5);
    expect(JSON.stringify(stored)).not.toMatch(/49858782004|498\.587\.820-0[45]/);
  }, 60_000);

  it("from a person's record: the person's id instead of the CPF (read from the record); an unknown or junk id is a 400", async () => {
    const res = await post({ person_id: bruno.id, reason: 'outro', details: 'Pedido feito pelo cadastro' });
    expect(res.statusCode).toBe(202);
    expect(res.json().cpf).toBe('***.238.021-**');
    const done = await until(res.json().id);
    expect(done.status).toBe('ready');
    const doc = JSON.parse((await readZip((await download(done.id)).rawPayload)).get('relatorio.json')!.toString());
    expect(doc.person).toMatchObject({ id: bruno.id, cpf: bruno.cpf });
    const unknown = await post({ person_id: 999_999, reason: 'outro', details: 'Pedido feito pelo cadastro' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: SUBJECT_REPORT_MESSAGES.personNotFound,
      errors: { person_id: SUBJECT_REPORT_MESSAGES.personNotFound },
    });
    for (const junk of ['3', 0, -1, 1.5, 2 ** 31, null, [bruno.id]]) {
      const r = await post({ person_id: junk, reason: 'outro', details: 'Pedido feito pelo cadastro' });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ person_id: SUBJECT_REPORT_MESSAGES.personInvalid });
    }
    // Details of 200 characters once trimmed are taken (and recorded trimmed).
    const longest = await post({ person_id: bruno.id, reason: 'outro', details: `  ${'x'.repeat(200)}\n ` });
    expect(longest.statusCode, longest.body).toBe(202);
    await until(longest.json().id);
    const row = await ctx.handle.db
      .selectFrom('subject_reports')
      .select('reason')
      .where('id', '=', longest.json().id)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBe(`outro: ${'x'.repeat(200)}`);
  }, 60_000);

  it('concurrent requests: each gets its own report, all end ready with the same content', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(valid(ana.cpf))));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const ids = answers.map((a) => a.json().id as number);
    expect(new Set(ids).size).toBe(5);
    const docs = [];
    for (const id of ids) {
      expect(await until(id)).toMatchObject({ status: 'ready', progress: 100 });
      const entries = await readZip((await download(id)).rawPayload);
      docs.push(JSON.parse(entries.get('relatorio.json')!.toString()));
    }
    expect(new Set(docs.map((d) => JSON.stringify(d.person)))).toHaveProperty('size', 1);
    expect(new Set(docs.map((d) => d.fingerprints.length + d.liveness_proofs.length))).toEqual(new Set([2]));
  }, 120_000);

  it('a CPF about which nothing is held gets a report saying so (same answer as a registered one)', async () => {
    const res = await post(valid('52998224725'));
    expect(res.statusCode).toBe(202);
    const done = await until(res.json().id);
    expect(done).toMatchObject({ status: 'ready', progress: 100, message: 'Nada é guardado sobre este CPF.' });
    const doc = JSON.parse((await readZip((await download(done.id)).rawPayload)).get('relatorio.json')!.toString());
    expect(doc).toMatchObject({
      nothing_held: true,
      person: null,
      fingerprints: [],
      liveness_proofs: [],
      capture_logs: { liveness: [], finger: [] },
    });
    // Only the report's own traces: its request (the CPF masked in it) and its access-log entry.
    expect(doc.request_logs.every((r: { path: string }) => r.path === PATH)).toBe(true);
    expect(doc.access_logs.every((a: { action: string }) => a.action === 'subject-report')).toBe(true);
    const access = await ctx.handle.db
      .selectFrom('access_logs')
      .select(['subject_id'])
      .where('action', '=', 'subject-report')
      .where('subject_id', '=', '***.982.247-**')
      .execute();
    expect(access.length).toBe(2);
  }, 60_000);

  it("an erased person's reports vanish with the erasure: 404 at once, the zip removed after its commit", async () => {
    const carla = await personWithCaptures(
      ctx.handle.db,
      ctx.storage,
      'carla-dias',
      '71428793860',
      'Carla Dias Moreira',
    );
    await storeEncrypted(carla.files);
    const { id } = (await post(valid(carla.cpf))).json();
    await until(id);
    expect(existsSync(zipOf(id))).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${carla.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await status(id)).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(404);
    expect(existsSync(zipOf(id))).toBe(false);
    // Listed in the erasure's transaction: nothing left pending.
    expect(
      await ctx.handle.db
        .selectFrom('pending_file_deletions')
        .select('path')
        .where('path', '=', `reports/${id}.zip`)
        .execute(),
    ).toEqual([]);
  }, 60_000);

  it('expired reports and interrupted jobs are swept; a report not ready is 409', async () => {
    const { id } = (await post(valid(bruno.cpf))).json();
    await until(id);
    const running = await ctx.handle.db
      .insertInto('subject_reports')
      .values({
        requested_by: adminId,
        person_id: null,
        cpf_masked: '***.000.000-**',
        reason: 'outro: teste',
        expires_at: new Date(Date.now() + 3600_000),
        updated_at: new Date(Date.now() - 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notReady = await download(running.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe('O relatório ainda não está pronto para download.');
    const swept = await sweepSubjectReports(ctx.handle.db, ctx.storage, new Date(Date.now() + 25 * 3600_000));
    expect(swept.expired).toBeGreaterThanOrEqual(2);
    expect(existsSync(zipOf(id))).toBe(false);
    expect((await status(id)).statusCode).toBe(404);
  }, 60_000);
});
