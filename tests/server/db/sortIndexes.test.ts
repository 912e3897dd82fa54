import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DbHandle } from '../../../server/db/openDb.js';
import { loadDescriptors, SCHEMAS_DIR } from '../../../server/descriptors/loadDescriptors.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { sortableFields } from '../../../server/crud/listSort.js';
import { LARGE_TABLES, unindexedSorts } from '../../../server/schemasCheck/unindexedSorts.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

/** The production lists over the large tables (request and capture logs, access log, people, biometrics). */
const large = loadDescriptors(SCHEMAS_DIR).filter(
  (d): d is ServedDescriptor => !!d.server && LARGE_TABLES.has(d.server.table),
);

describe.each(testDbKinds)('migration 0012: an index behind every sortable column of the large tables (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle.close());

  it('covers the lists of every large table, each with sortable columns', () => {
    expect(new Set(large.map((d) => d.server.table))).toEqual(LARGE_TABLES);
    for (const d of large) expect(sortableFields(d).length, d.key).toBeGreaterThan(0);
  });

  it.each(large.map((d) => [d.key, d] as const))(
    '%s: each sortable column, ascending and descending, reads its page from an index',
    async (_key, d) => {
      expect(await unindexedSorts(handle.db, d, new Set())).toEqual([]);
    },
  );

  it('a sortable column without an index is reported (the check can fail)', async () => {
    const requestLog = large.find((d) => d.key === 'request-log')!;
    const withIp: ServedDescriptor = {
      ...requestLog,
      list: {
        ...requestLog.list,
        columns: requestLog.list.columns.map((c) => (c.field === 'ip_address' ? { ...c, sortable: true } : c)),
      },
    };
    const problems = await unindexedSorts(handle.db, withIp, new Set());
    expect(problems.map((p) => [p.level, p.path])).toEqual([
      ['aviso', '/list/columns/4/sortable'],
      ['aviso', '/list/columns/4/sortable'],
    ]);
    expect(problems[1]!.reason).toContain('(coluna desc nulls last, id desc)');
  });

  it('the CPF and CNPJ digits filters have trigram indexes (anywhere in the digits)', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where indexname in ('people_cpf_trgm_idx', 'clients_document_trgm_idx') order by 1`.execute(
      handle.db,
    );
    expect(rows.map((r) => r.indexname)).toEqual(['clients_document_trgm_idx', 'people_cpf_trgm_idx']);
    expect(rows[1]!.indexdef).toMatch(/gin \(\(\(?cpf\)?::text\) gin_trgm_ops\)/);
  });
});
