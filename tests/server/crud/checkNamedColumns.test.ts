import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNamedColumns } from '../../../server/crud/checkNamedColumns.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { readTableColumns } from '../../../server/db/readTableColumns.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

const served = () => loadDescriptors('schemas').filter((d): d is ServedDescriptor => !!d.server);
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
  });
  afterAll(() => handle.close());

  it('every descriptor in schemas/ names only what exists', async () => {
    for (const d of served()) expect(await refusal(handle.db, d), d.key).toBeUndefined();
  });

  it('a misspelled filter column stops the start with file, path and reason', async () => {
    const d = one('person');
    d.server.filters.name!.columns = ['nmae'];
    expect(await refusal(handle.db, d)).toEqual({
      file: 'schemas/person.json',
      path: '/server/filters/name/columns/0',
      reason: 'a coluna "nmae" não existe na tabela "people"',
    });
  });

  it('a filter on a field kept in extra passes; a joined table.column is checked in that table', async () => {
    const d = one('person');
    d.server.filters.whatsapp = { columns: ['whatsapp'], op: 'digits' };
    expect(await refusal(handle.db, d, ['whatsapp'])).toBeUndefined();
    d.server.filters.client = { columns: ['clients.nome'], op: 'contains' };
    expect((await refusal(handle.db, d, ['whatsapp']))?.reason).toBe('a coluna "nome" não existe na tabela "clients"');
  });

  it('joins, the list order and a values table are checked too', async () => {
    const join = one('person');
    join.server.join![0]!.table = 'clientes';
    expect((await refusal(handle.db, join))?.path).toBe('/server/join/0/table');
    const select = one('person');
    select.server.join![0]!.select = { client_name: 'nome' };
    expect((await refusal(handle.db, select))?.path).toBe('/server/join/0/select/client_name');
    const order = one('person');
    order.server.orderBy = 'criado_em desc';
    expect((await refusal(handle.db, order))?.path).toBe('/server/orderBy');
    const values = one('request-log');
    values.server.filters.path!.valuesTable = 'paths';
    expect(await refusal(handle.db, values)).toMatchObject({
      path: '/server/filters/path/valuesTable',
      reason: 'a tabela "paths" não existe no banco',
    });
  });
});
