import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNamedColumns } from '../../../server/crud/checkNamedColumns.js';
import { resolveExtraFields } from '../../../server/crud/resolveStorage.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { ensureRecordTables } from '../../../server/db/ensureRecordTables.js';
import { readTableColumns } from '../../../server/db/readTableColumns.js';
import { SCHEMAS_DIR } from '../../../server/descriptors/loadDescriptors.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

/** The fixture descriptors (tests/fixtures/schemas): own tables, joins, a values table and a JSON-record table. */
const served = () => fixtureDescriptors().filter((d): d is ServedDescriptor => !!d.server);
const one = (key: string) => structuredClone(served().find((d) => d.key === key)!);

/** The DescriptorError a descriptor gets at start, or undefined when it passes. */
async function refusal(db: DbHandle['db'], d: ServedDescriptor, extra: string[] = []) {
  try {
    checkNamedColumns(await readTableColumns(db), d, new Set(extra));
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(DescriptorError);
    const { file, path, reason } = e as DescriptorError;
    return { file, path, reason };
  }
}

describe.each(testDbKinds)('tables and columns a descriptor names are checked at start (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    // As at start: the JSON-record tables exist before the columns are read.
    await ensureRecordTables(handle.db, served());
  });
  afterAll(() => handle.close());

  it('every fixture descriptor names only what exists (a JSON-record table’s fields in extra count as its columns)', async () => {
    const tables = await readTableColumns(handle.db);
    for (const d of served()) {
      const extra = d.readOnly ? [] : [...resolveExtraFields(tables, d)];
      if (d.server.jsonRecords) expect(extra, d.key).toContain('subject');
      expect(await refusal(handle.db, d, extra), d.key).toBeUndefined();
    }
  });

  it('a misspelled filter column stops the start with file, path and reason', async () => {
    const d = one('member');
    d.server.filters.q!.columns = ['nmae', 'email'];
    // The file is named after the descriptor's key in the descriptors folder the server reads.
    expect(await refusal(handle.db, d)).toEqual({
      file: `${SCHEMAS_DIR}/member.json`,
      path: '/server/filters/q/columns/0',
      reason: 'a coluna "nmae" não existe na tabela "people"',
    });
  });

  it('a filter on a field kept in extra passes; a joined table.column is checked in that table', async () => {
    const d = one('member');
    d.server.filters.whatsapp = { columns: ['whatsapp'], op: 'digits' };
    expect(await refusal(handle.db, d, ['whatsapp'])).toBeUndefined();
    d.server.filters.vendorName = { columns: ['clients.nome'], op: 'contains' };
    expect((await refusal(handle.db, d, ['whatsapp']))?.reason).toBe('a coluna "nome" não existe na tabela "clients"');
  });

  it('joins, the list order and a values table are checked too', async () => {
    const join = one('member');
    join.server.join![0]!.table = 'clientes';
    expect((await refusal(handle.db, join))?.path).toBe('/server/join/0/table');
    const select = one('member');
    select.server.join![0]!.select = { vendor_name: 'nome' };
    expect((await refusal(handle.db, select))?.path).toBe('/server/join/0/select/vendor_name');
    const on = one('proof');
    on.server.join![0]!.on = 'pessoa_id';
    expect(await refusal(handle.db, on)).toMatchObject({
      path: '/server/join/0/on',
      reason: 'a coluna "pessoa_id" não existe na tabela "liveness_proofs"',
    });
    const order = one('member');
    order.server.orderBy = 'criado_em desc';
    expect((await refusal(handle.db, order))?.path).toBe('/server/orderBy');
    const values = one('api-call');
    values.server.filters.path!.valuesTable = 'paths';
    expect(await refusal(handle.db, values)).toMatchObject({
      path: '/server/filters/path/valuesTable',
      reason: 'a tabela "paths" não existe no banco',
    });
  });
});
