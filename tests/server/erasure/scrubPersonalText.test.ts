import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import type { DbHandle } from '../../../server/db/openDb.js';
import {
  ERASED_MARKER,
  findCandidates,
  likePattern,
  personalTerms,
  scrubPersonalText,
} from '../../../server/erasure/scrubPersonalText.js';
import type { ListViewTables } from '../../../server/listViews/ListViewTables.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { fillRequestLogs } from '../../support/fillRequestLogs.js';
import { planByParentIndexes } from '../../support/planByParentIndexes.js';
import { costlySeqScans } from '../../support/costlySeqScans.js';

describe('personalTerms', () => {
  it('spells the CPF as digits, formatted and masked, the phone as digits and formatted, the name and e-mail as typed and percent-encoded, longest first', () => {
    expect(
      personalTerms({ cpf: '49858782004', name: 'Ana Souza', email: 'ana+x@exemplo.com', phone: '11987654321' }),
    ).toEqual([
      'ana%2Bx%40exemplo.com',
      'ana+x@exemplo.com',
      '(11) 98765-4321',
      '498.587.820-04',
      '***.587.820-**',
      '49858782004',
      '11987654321',
      'Ana%20Souza',
      'Ana Souza',
      'Ana+Souza',
    ]);
  });

  it('skips names and e-mails too short to be told from other text', () => {
    expect(personalTerms({ cpf: '49858782004', name: 'Ana', email: null })).toEqual([
      '498.587.820-04',
      '***.587.820-**',
      '49858782004',
    ]);
  });

  it('skips a phone that is not 10 or 11 digits', () => {
    expect(personalTerms({ cpf: '49858782004', name: null, email: null, phone: '1234' })).toEqual([
      '498.587.820-04',
      '***.587.820-**',
      '49858782004',
    ]);
  });
});

describe.each(testDbKinds)('scrubPersonalText (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle.close());

  it('replaces every spelling in every column of the rows found, regex characters in names taken literally, and merges scrubbed paths', async () => {
    const person = { cpf: '49858782004', name: 'Ana (Bia) Souza*', email: 'ana.souza+1@exemplo.com' };
    await handle.db
      .insertInto('request_logs')
      .values([
        {
          method: 'GET',
          path: '/person/v1?cpf=498.587.820-04',
          response_status: 200,
          duration_ms: 1,
          response_body: '{"cpf":"49858782004"}',
          headers: JSON.stringify({ referer: 'http://x/?nome=Ana+(Bia)+Souza*' }),
        },
        { method: 'GET', path: '/person/v1?cpf=49858782004', response_status: 200, duration_ms: 1 },
        {
          method: 'POST',
          path: '/person/v1',
          body: '{"name":"ANA (BIA) SOUZA*","email":"ana.souza+1@exemplo.com"}',
          body_preview: '{"name":"ANA (BIA) SOUZA*"',
          response_status: 409,
          duration_ms: 1,
          errors: JSON.stringify({ errors: { cpf: 'CPF 498.587.820-04 já cadastrado' } }),
        },
        {
          method: 'GET',
          path: '/person/v1/7',
          response_status: 200,
          duration_ms: 1,
          response_body: '{"data":{"email":"ana.souza+1@exemplo.com"}}',
        },
        {
          method: 'GET',
          path: '/person/v1?cpf=36923802164',
          response_status: 200,
          duration_ms: 1,
          body: 'Ana Souza sem parênteses',
        },
      ])
      .execute();
    await handle.db
      .insertInto('access_logs')
      .values({ user_id: null, action: 'reveal', subject: 'person', subject_id: '49858782004' })
      .execute();

    // Saved views an operator made: a CPF typed in a filter, the person's name as a view's name.
    const { id: userId } = await handle.db
      .insertInto('users')
      .values({
        name: 'Operadora',
        email: 'op@exemplo.com',
        phone: '11987654321',
        role: 'operator',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const state = (cpf: string) => JSON.stringify({ filters: { cpf }, columns: ['name'], perPage: 20 });
    const views = handle.db.withTables<ListViewTables>();
    await views
      .insertInto('list_views')
      .values([
        { user_id: userId, list_key: 'person', name: 'Pedido 1', state: state('498.587.820-04') },
        { user_id: userId, list_key: 'person', name: 'Caso Ana (Bia) Souza*', state: state('') },
        { user_id: userId, list_key: 'person', name: 'Caso 49858782004', state: state('') },
        { user_id: userId, list_key: 'person', name: 'Outra pessoa', state: state('36923802164') },
      ])
      .execute();

    const counts = await handle.db.transaction().execute((trx) => scrubPersonalText(trx, [person], ['/person/v1/7']));
    expect(counts).toEqual({ request_logs: 4, request_log_paths: 2, access_logs: 1, list_views: 3 });
    const scrubbed = await views.selectFrom('list_views').select(['id', 'name', 'state']).orderBy('id').execute();
    expect(scrubbed.map((v) => [v.name, (v.state as { filters: { cpf: string } }).filters.cpf])).toEqual([
      ['Pedido 1', ERASED_MARKER],
      // Both names became the marker: each keeps its id, so neither collides with the other.
      [`Caso ${ERASED_MARKER} (${scrubbed[1]!.id})`, ''],
      [`Caso ${ERASED_MARKER} (${scrubbed[2]!.id})`, ''],
      ['Outra pessoa', '36923802164'],
    ]);

    const rows = await sql<
      Record<string, unknown>
    >`select path, body, body_preview, response_body, headers::text as headers, errors::text as errors from request_logs order by id`.execute(
      handle.db,
    );
    const text = JSON.stringify(rows.rows);
    for (const term of personalTerms(person)) expect(text.toLowerCase()).not.toContain(term.toLowerCase());
    expect(rows.rows[0]).toMatchObject({
      path: `/person/v1?cpf=${ERASED_MARKER}`,
      response_body: `{"cpf":"${ERASED_MARKER}"}`,
    });
    expect(JSON.parse(rows.rows[2]!.errors as string)).toEqual({
      errors: { cpf: `CPF ${ERASED_MARKER} já cadastrado` },
    });
    expect(rows.rows[4]).toMatchObject({ path: '/person/v1?cpf=36923802164', body: 'Ana Souza sem parênteses' });
    // Two paths that differ only by the CPF's spelling become one.
    const paths = (await handle.db.selectFrom('request_log_paths').select('path').orderBy('path').execute()).map(
      (r) => r.path,
    );
    expect(paths).toEqual([
      '/person/v1',
      '/person/v1/7',
      '/person/v1?cpf=36923802164',
      `/person/v1?cpf=${ERASED_MARKER}`,
    ]);
    expect((await handle.db.selectFrom('access_logs').select('subject_id').executeTakeFirstOrThrow()).subject_id).toBe(
      ERASED_MARKER,
    );
  });
});

describe.runIf(testDbKinds.includes('postgres'))(
  'the scrub finds its rows through indexes, never a full scan (PostgreSQL, 100,000 request logs)',
  () => {
    let handle: DbHandle;
    const explain = async (query: RawBuilder<unknown>) =>
      planByParentIndexes(
        handle.db,
        (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(handle.db)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n'),
      );
    const patterns = personalTerms({
      cpf: '49858782004',
      name: 'Ana Beatriz Souza',
      email: 'ana.souza@exemplo.com',
    }).map(likePattern);

    beforeAll(async () => {
      handle = await openTestDb('postgres');
      await fillRequestLogs(handle.db, 100_000);
      await sql`insert into access_logs (action, subject, subject_id) select 'fingerprint.view', 'fingerprint', g::text from generate_series(1, 50000) g`.execute(
        handle.db,
      );
      await sql`insert into access_logs (action, subject, subject_id, field, reason) select 'reveal', 'person', g::text, 'cpf', 'auditoria: caso ' || md5(g::text) from generate_series(1, 5000) g`.execute(
        handle.db,
      );
      // vacuum: flushes the GIN pending lists of the rows just inserted, as autovacuum does.
      await sql`vacuum analyze access_logs`.execute(handle.db);
    }, 120_000);
    afterAll(() => handle.close());

    it.each([
      ['request_log_paths by path', 'request_log_paths_path_trgm_idx', () => findCandidates.paths(patterns)],
      ['request_logs by body', 'request_logs_body_trgm_idx', () => findCandidates.requestLogsByBody(patterns)],
      [
        'request_logs by path',
        'request_logs_path_idx',
        () => findCandidates.requestLogsByPath(['/person/v1?cpf=49858782004', '/person/v1/7']),
      ],
      ['access_logs by subject', 'access_logs_subject_id_trgm_idx', () => findCandidates.accessLogs(patterns)],
      ['access_logs by reason', 'access_logs_reason_trgm_idx', () => findCandidates.accessLogReasons(patterns)],
    ] as const)('%s → %s', async (_name, index, query) => {
      const plan = await explain(query());
      expect(plan).toContain(index);
      expect(costlySeqScans(plan)).toEqual([]);
    });
  },
);
