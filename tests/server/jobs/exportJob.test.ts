import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitPeopleErasure } from '../../../server/erasure/commitPeopleErasure.js';
import { sweepExportFiles } from '../../../server/export/sweepExportFiles.js';
import { exportJob } from '../../../server/jobs/exportJob.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import { fileStore } from '../../../server/storage/fileStore.js';
import { Readable } from 'node:stream';
import { HttpError } from '../../../src/core/api/HttpError.js';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * A large export as a job (issue 25, item 2): above EXPORT_JOB_ROWS (here 1,000) the export route
 * answers 202 with a job; the job writes the file into the stored files (encrypted), its owner
 * follows it and downloads it from GET /admin/v1/jobs/{id}/arquivo; nobody else can, the stored
 * file route never serves it, and it goes when it expires or when people are erased.
 */
const apiCalls = fixtureDescriptors().find((d) => d.key === 'api-call')!;
const EXPORT = `${apiCalls.api.endpoint}/export.csv`;
const JOBS = '/admin/v1/jobs';
const ROWS = 4_500;

interface JobAnswer {
  id: string;
  state: string;
  progress: number;
  result?: {
    download: string;
    file: { rows: number; name: string; format: string; expires_at: string };
    message: string;
  };
  error?: string;
  errorStatus?: number;
}

describe.each(testDbKinds)('export jobs (%s)', (kind) => {
  let ctx: TestContext;
  let owner: { authorization: string };
  let other: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false, jobs: { exportRows: 1_000 } });
    await ctx.createUser({ email: 'dona@example.com', password: 'segredo1' });
    await ctx.createUser({ email: 'outra@example.com', password: 'segredo1' });
    owner = await ctx.login('dona@example.com', 'segredo1');
    other = await ctx.login('outra@example.com', 'segredo1');
    await sql`
      insert into request_logs (method, path, response_status, duration_ms, ip_address, created_at)
      select (array['GET','POST','PUT','DELETE'])[1 + g % 4], '/fixture/v1/vendor/' || g, 200, g % 700, '10.0.0.1',
        timestamptz '2026-11-01 12:00:00+00' + g * interval '1 minute'
      from generate_series(1, ${ROWS}) g`.execute(ctx.handle.db);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = owner) => ctx.app.inject({ method: 'GET', url, headers });

  /** Starts an export; expects the job's 202. */
  async function startJob(query: string, headers: Record<string, string> = {}) {
    const res = await get(`${EXPORT}?${query}`, { ...owner, ...headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
    const body = res.json<{ job: JobAnswer; total: number; message: string }>();
    expect(res.headers.location).toBe(`${JOBS}/${body.job.id}`);
    return body;
  }

  /** The stored file of export job `id`. */
  const storedPath = async (id: string) =>
    (await ctx.handle.db.selectFrom('export_files').select('path').where('id', '=', id).executeTakeFirstOrThrow()).path;

  /** Runs the export job's handler directly, as a worker would: job `id`, the api-call list with `query`. */
  const runJob = (
    id: string,
    query: Record<string, unknown>,
    {
      progress = () => {},
      descriptors = fixtureDescriptors(),
    }: { progress?: () => void; descriptors?: Descriptor[] } = {},
  ) =>
    exportJob({ db: ctx.handle.db, storage: ctx.storage, descriptors, jobsPath: JOBS, fileHours: 1 })(
      { kind: 'export', userId: 1, requestId: 'r', input: { entity: 'api-call', query, revealed: false } },
      { id, log: { info() {}, warn() {}, error() {} }, progress },
    );

  /** The job once it ended (polled as the console does, by its owner). */
  async function ended(id: string, headers: Record<string, string> = owner): Promise<JobAnswer> {
    for (;;) {
      const res = await get(`${JOBS}/${id}`, headers);
      expect(res.statusCode).toBe(200);
      const job = res.json<{ data: JobAnswer }>().data;
      if (job.state === 'completed' || job.state === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('above the threshold: 202 with the job, which writes every row; only its owner downloads the file', async () => {
    const { job, total, message } = await startJob('tz=UTC&method=GET');
    // g % 4 = 0 for GET: a quarter of the rows.
    expect(total).toBe(Math.floor(ROWS / 4));
    expect(message).toMatch(/segundo plano/);
    const done = await ended(job.id);
    expect(done.state, done.error).toBe('completed');
    expect(done.progress).toBe(100);
    expect(done.result!.download).toBe(`${JOBS}/${job.id}/arquivo`);
    expect(done.result!.file).toMatchObject({ rows: total, format: 'csv' });
    expect(done.result!.file.name).toMatch(/^Chamadas à API .*\.csv$/);

    const file = await get(done.result!.download);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-total-rows']).toBe(String(total));
    const lines = file.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Método;Endpoint;Status;Duração (ms);Data/Hora');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.startsWith('GET;'))).toBe(true);

    // Another user: the job and its file do not exist for them.
    expect((await get(`${JOBS}/${job.id}`, other)).statusCode).toBe(404);
    const foreign = await get(done.result!.download, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/Exporte novamente/);

    // At rest the file is encrypted, in the stored files, and the stored-file route never serves it.
    const row = await ctx.handle.db
      .selectFrom('export_files')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.path).toMatch(new RegExp(`^exports/\\d{4}/\\d{2}/${job.id}\\.csv$`));
    expect((await readFile(join(ctx.storage, row.path))).includes('Método')).toBe(false);
    expect((await get(`/files/${row.path}`)).statusCode).toBe(404);
    const storedTicket = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/files/ticket',
      headers: owner,
      payload: { path: row.path },
    });
    expect(storedTicket.statusCode).toBe(400);

    // The download is on record, as a read of the stored file.
    const reads = await ctx.handle.db
      .selectFrom('access_logs')
      .select(['action', 'subject'])
      .where('subject_id', '=', row.path)
      .execute();
    expect(reads).toEqual([{ action: 'file.read', subject: 'api-call' }]);
  });

  it('a ticket for the file opens it without the bearer header; a ticket for anything else does not', async () => {
    const { job } = await startJob('tz=UTC&method=PUT');
    const done = await ended(job.id);
    const ticketFor = async (path: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/admin/v1/files/ticket',
        headers: owner,
        payload: { path },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ ticket: string }>().ticket;
    };
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `${done.result!.download}?ticket=${await ticketFor(done.result!.download)}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="Chamadas a API/);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `${done.result!.download}?ticket=${await ticketFor(EXPORT)}`,
    });
    expect(wrong.statusCode).toBe(403);
    // A path that only looks like a job's file is no ticket's resource.
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/files/ticket',
      headers: owner,
      payload: { path: `${JOBS}/../arquivo` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('XLSX, and Prefer: respond-async below the threshold, are jobs too', async () => {
    const { job, total } = await startJob('tz=UTC&format=xlsx&path=/fixture/v1/vendor/7', { prefer: 'respond-async' });
    expect(total).toBeLessThan(1_000);
    const done = await ended(job.id);
    expect(done.state, done.error).toBe('completed');
    const file = await get(done.result!.download);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('below the threshold the export still streams at once', async () => {
    const res = await get(`${EXPORT}?tz=UTC&path=/fixture/v1/vendor/12`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-rows']).toBe(
      String(
        (
          await ctx.handle.db
            .selectFrom('request_logs')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('path', 'like', '/fixture/v1/vendor/12%')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it("a user whose role lost the list's export since is refused the file (403)", async () => {
    const { job } = await startJob('tz=UTC&method=GET&path=/fixture/v1/vendor/1', { prefer: 'respond-async' });
    const done = await ended(job.id);
    const ownerId = (
      await ctx.handle.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'dona@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.handle.db.updateTable('users').set({ role: 'leitor' }).where('id', '=', ownerId).execute();
    try {
      const refused = await get(done.result!.download);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Seu perfil não tem permissão para esta ação.');
    } finally {
      await ctx.handle.db.updateTable('users').set({ role: 'admin' }).where('id', '=', ownerId).execute();
    }
  });

  it('an unknown or malformed job file is the same 404', async () => {
    expect((await get(`${JOBS}/0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f00/arquivo`)).statusCode).toBe(404);
    expect((await get(`${JOBS}/%2e%2e%2fexports/arquivo`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${JOBS}/0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f00/arquivo` })).statusCode,
    ).toBe(401);
  });

  it('an expired file is swept (row and stored file) and no longer downloads', async () => {
    const { job } = await startJob('tz=UTC&method=DELETE');
    const done = await ended(job.id);
    const path = await storedPath(job.id);
    await ctx.handle.db
      .updateTable('export_files')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', job.id)
      .execute();
    expect((await get(done.result!.download)).statusCode).toBe(404);
    expect(await sweepExportFiles(ctx.handle.db, ctx.storage)).toBeGreaterThanOrEqual(1);
    await expect(readFile(join(ctx.storage, path))).rejects.toThrow(/ENOENT/);
    expect(await ctx.handle.db.selectFrom('export_files').select('id').where('id', '=', job.id).execute()).toEqual([]);
  });

  it("erasing people deletes every export made before (any may hold them), and a user's deletion leaves theirs to the sweep", async () => {
    const { job } = await startJob('tz=UTC&method=POST');
    const done = await ended(job.id);
    const path = await storedPath(job.id);
    const person = await ctx.handle.db
      .insertInto('people')
      .values({ name: 'Titular', cpf: '52998224725' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const erased = await commitPeopleErasure(ctx.handle.db, [person.id], 'console');
    expect(erased.files).toBeGreaterThanOrEqual(1);
    expect(await ctx.handle.db.selectFrom('export_files').select('id').execute()).toEqual([]);
    const pending = await ctx.handle.db
      .selectFrom('pending_file_deletions')
      .select('path')
      .where('path', '=', path)
      .execute();
    expect(pending).toEqual([{ path }]);
    expect((await get(done.result!.download)).statusCode).toBe(404);

    // A user deleted: their export's row stays until the sweep, which removes it and its file.
    const gone = await ctx.createUser({ email: 'sai@example.com', password: 'segredo1' });
    const leaving = await ctx.login('sai@example.com', 'segredo1');
    const res = await get(`${EXPORT}?tz=UTC&method=GET`, leaving);
    expect((await ended(res.json<{ job: JobAnswer }>().job.id, leaving)).state).toBe('completed');
    await ctx.handle.db.deleteFrom('users').where('id', '=', gone).execute();
    expect(await sweepExportFiles(ctx.handle.db, ctx.storage)).toBe(1);
    expect(await ctx.handle.db.selectFrom('export_files').select('id').execute()).toEqual([]);
  });

  it('HEAD answers the headers only, and records no read', async () => {
    const { job } = await startJob('tz=UTC&method=GET&path=/fixture/v1/vendor/2', { prefer: 'respond-async' });
    const done = await ended(job.id);
    const head = await ctx.app.inject({ method: 'HEAD', url: done.result!.download, headers: owner });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/^attachment;/);
    expect(head.body).toBe('');
    const reads = await ctx.handle.db
      .selectFrom('access_logs')
      .select('id')
      .where('subject_id', '=', await storedPath(job.id))
      .execute();
    expect(reads).toEqual([]);
  });

  it('the sweep removes what no row lists under exports/ (a dead write, a file an erasure orphaned), never a file being written', async () => {
    const store = fileStore(ctx.storage);
    const orphan = 'exports/2026/10/0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f0a.csv';
    const deadPartial = 'exports/2026/10/0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f0b.csv.0a1b2c.crypt-part';
    const writingId = '0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f0c';
    const writingPartial = `exports/2026/10/${writingId}.xlsx.0a1b2c.crypt-part`;
    for (const key of [orphan, deadPartial, writingPartial]) await store.write(key, Readable.from([Buffer.from('x')]));
    await ctx.handle.db
      .insertInto('export_files')
      .values({
        id: writingId,
        user_id: 1,
        entity: 'api-call',
        format: 'xlsx',
        path: `exports/2026/10/${writingId}.xlsx`,
        file_name: 'x.xlsx',
        expires_at: new Date(Date.now() + 3600_000),
      })
      .execute();
    expect(await sweepExportFiles(ctx.handle.db, ctx.storage)).toBeGreaterThanOrEqual(2);
    const left: string[] = [];
    for await (const key of store.list('exports/2026/10/')) left.push(key);
    expect(left).toEqual([writingPartial]);
    await ctx.handle.db.deleteFrom('export_files').where('id', '=', writingId).execute();
    await sweepExportFiles(ctx.handle.db, ctx.storage);
  });

  it('a retried job writes to the path its first attempt chose (a month may have turned since)', async () => {
    const id = '0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f03';
    const first = `exports/2020/01/${id}.csv`;
    await ctx.handle.db
      .insertInto('export_files')
      .values({
        id,
        user_id: 1,
        entity: 'api-call',
        format: 'csv',
        path: first,
        file_name: 'x.csv',
        expires_at: new Date(Date.now() + 3600_000),
      })
      .execute();
    await runJob(id, { tz: 'UTC', method: 'PUT' });
    expect(await storedPath(id)).toBe(first);
    expect((await readFile(join(ctx.storage, first))).length).toBeGreaterThan(0);
  });

  it('a file whose row an erasure removed while it was written is discarded, and the job fails with why (410)', async () => {
    const id = '0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f01';
    const failure = await runJob(
      id,
      { tz: 'UTC' },
      // After the first batch: what a people's erasure does to every export row.
      { progress: () => void ctx.handle.db.deleteFrom('export_files').where('id', '=', id).execute() },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(410);
    expect((failure as HttpError).message).toMatch(/descartada/);
    const stored = await ctx.handle.db.selectFrom('pending_file_deletions').select('path').execute();
    expect(stored.filter((r) => r.path.includes(id))).toEqual([]);
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    await expect(readFile(join(ctx.storage, `exports/${month}/${id}.csv`))).rejects.toThrow(/ENOENT/);
  });

  it('a list no longer served fails the job with a pt-BR message (404)', async () => {
    const failure = await runJob('0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f02', {}, { descriptors: [] }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 404, message: expect.stringMatching(/não é mais exportável/) });
  });
});
