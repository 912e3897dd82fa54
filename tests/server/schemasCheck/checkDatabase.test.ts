import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import { checkDatabase } from '../../../server/schemasCheck/checkDatabase.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { ensureRecordTables } from '../../../server/db/ensureRecordTables.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { formatProblem } from '../../../server/schemasCheck/SchemaProblem.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { descriptor, whatsapp, withRequired } from './descriptorEdits.js';

describe.each(testDbKinds)('schemas:check against the database (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await sql`insert into clients (name, document, email, phone, extra) values
      ('A', '11222333000181', 'a@example.com', '1133334444', '{"fax": "1133334444", "ramal": "12"}'),
      ('B', '11444777000161', 'b@example.com', '1133334444', '{"fax": "1133335555"}'),
      ('C', '12ABC34501DE35', 'c@example.com', '1133334444', '{}')`.execute(handle.db);
    await sql`insert into people (cpf, name, phone, extra)
      select lpad(i::text, 11, '0'), 'P' || i, case when i % 2 = 0 then '1133334444' end,
             case when i = 1 then '{"whatsapp": "11987654321"}'::jsonb when i = 2 then '{"whatsapp": "  "}'::jsonb else '{}'::jsonb end
      from generate_series(1, 5) i`.execute(handle.db);
  });
  afterAll(() => handle?.close());

  const lines = async (descriptors: Parameters<typeof checkDatabase>[1]) =>
    (await checkDatabase(handle.db, descriptors)).map(formatProblem);

  it('the production descriptors name only what exists, and their data has no gap', async () => {
    expect(await lines([descriptor('param'), descriptor('request-log'), descriptor('user')])).toEqual([]);
  });

  it('a misspelled column is an error with file, JSON path and reason', async () => {
    const client = descriptor('client');
    client.server.filters.name!.columns = ['nmae'];
    const problems = await checkDatabase(handle.db, [client]);
    expect(problems).toEqual([
      {
        level: 'erro',
        file: 'schemas/client.json',
        path: '/server/filters/name/columns/0',
        reason: 'a coluna "nmae" não existe na tabela "clients"',
      },
    ]);
  });

  it('keys left in extra by removed fields are warnings with their counts and the purge command', async () => {
    expect(await lines([descriptor('client')])).toEqual([
      'aviso: schemas/client.json: 2 registros têm "fax" em extra, que não é mais um campo; para apagar: npm run schemas:purge -- client fax --apagar',
      'aviso: schemas/client.json: 1 registro tem "ramal" em extra, que não é mais um campo; para apagar: npm run schemas:purge -- client ramal --apagar',
    ]);
  });

  it('a field kept in extra is no orphan', async () => {
    const client = descriptor('client');
    client.fields.fax = { type: 'string', title: 'Fax' };
    expect(await lines([client])).toEqual([
      'aviso: schemas/client.json: 1 registro tem "ramal" em extra, que não é mais um campo; para apagar: npm run schemas:purge -- client ramal --apagar',
    ]);
  });

  it('a required field old records lack: a warning counting them (blank counts as lacking), in extra or in a column', async () => {
    const person = withRequired(
      withRequired(descriptor('person'), 'whatsapp', whatsapp),
      'phone',
      descriptor('person').fields.phone!,
    );
    const problems = await checkDatabase(handle.db, [person]);
    expect(problems.map(formatProblem)).toEqual([
      'aviso: schemas/person.json: /required/1: 4 registros existentes não têm "whatsapp" e o pedirão ao ser salvos; declare fields.whatsapp.default para preenchê-los ou preencha-os',
      'aviso: schemas/person.json: /required/2: 3 registros existentes não têm "phone" e o pedirão ao ser salvos; declare fields.phone.default para preenchê-los ou preencha-os',
    ]);
    expect(problems.every((p) => p.level === 'aviso')).toBe(true);
  });

  it('with a default, it is a note: the next start gives it to them', async () => {
    const person = withRequired(descriptor('person'), 'whatsapp', whatsapp, '(11) 90000-0000');
    expect(await checkDatabase(handle.db, [person])).toEqual([
      {
        level: 'nota',
        file: 'schemas/person.json',
        path: '/fields/whatsapp/default',
        reason: '4 registros existentes não têm "whatsapp": o próximo início (npm start) dá a eles este valor',
      },
    ]);
  });

  it('a descriptor whose records are kept as JSON: its table comes at the next start, its names are checked now', async () => {
    const supplier = structuredClone(descriptor('client'));
    Object.assign(supplier, { key: 'supplier' });
    supplier.server = { ...supplier.server, table: 'supplier_records', jsonRecords: true, unique: {} };
    expect(await lines([supplier])).toEqual([
      'nota: schemas/supplier.json: a tabela "supplier_records" dos registros será criada no próximo início',
    ]);
    supplier.server.join = [{ table: 'clientes', on: 'client_id', select: { client_name: 'name' } }];
    expect((await lines([supplier]))[1]).toBe(
      'schemas/supplier.json: /server/join/0/table: a tabela "clientes" não existe no banco',
    );
  });

  it('a JSON-record table: its disagreements with the descriptor are errors, its orphaned keys warnings', async () => {
    const [supplier] = loadDescriptors('tests/fixtures/records') as ServedDescriptor[];
    await ensureRecordTables(handle.db, [supplier!]);
    await sql`insert into supplier_records (extra) values
      ('{"name": "Mesmo", "document": "11222333000181", "fax": "1"}'),
      ('{"name": "Mesmo", "document": "11444777000161"}')`.execute(handle.db);
    expect(await lines([supplier!])).toEqual([
      'aviso: schemas/supplier.json: 1 registro tem "fax" em extra, que não é mais um campo; para apagar: npm run schemas:purge -- supplier fax --apagar',
    ]);
    const unique = structuredClone(supplier!);
    unique.server.unique = { ...unique.server.unique, name: { message: 'Já existe.' } };
    const problems = await checkDatabase(handle.db, [unique]);
    expect(problems).toEqual([
      expect.objectContaining({ level: 'erro', file: 'schemas/supplier.json', path: '/server/unique/name' }),
    ]);
    expect(problems[0]!.reason).toMatch(/"Mesmo" \(ids 1, 2\)/);
  });
});
