import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { checkUnique } from '../../../server/crud/checkUnique.js';
import { parseListQuery } from '../../../server/crud/parseListQuery.js';
import {
  columnRef,
  fromClause,
  jsonFields,
  storedFields,
  type ServedDescriptor,
} from '../../../server/crud/sqlMapping.js';
import { ensureRecordTables } from '../../../server/db/ensureRecordTables.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { promoteRecords } from '../../../server/db/promoteRecords.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { insertSuppliers, supplierDescriptor } from '../../fixtures/records/supplierApp.js';

const ROWS = 20_000;

/** The plan of the list query the API runs for `query` (the list's FROM, conditions and order). */
async function listPlan(db: DbHandle['db'], d: ServedDescriptor, query: Record<string, string>, extra: Set<string>) {
  const { where } = parseListQuery(d, query, extra);
  const [column, dir] = d.server.orderBy.split(' ');
  const order = sql`${columnRef(d, column!)} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')}, ${sql.ref(`${d.server.table}.id`)} desc`;
  const conditions = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return explain(
    db,
    sql`select ${sql.ref(`${d.server.table}.id`)} from ${fromClause(d)} ${conditions} order by ${order} limit 10`,
  );
}
async function explain(db: DbHandle['db'], query: RawBuilder<unknown>) {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The indexes start builds from the descriptor are the ones the API's queries use: the list page
 * in the order of a JSON field, each filter, the unique check — on the expressions while the
 * fields live in `extra`, on the columns once promoted. 20,000 records, statistics up to date.
 */
describe.each(testDbKinds)('the API reads JSON records by their indexes (%s)', (kind) => {
  let handle: DbHandle;
  const d = supplierDescriptor();
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await ensureRecordTables(handle.db, [d]);
    await insertSuppliers(
      handle.db,
      Array.from({ length: ROWS }, (_, i) => ({
        name: `Fornecedor ${i.toString(36)} ${(i * 7919) % ROWS}`,
        document: `${String((i * 7919) % ROWS).padStart(12, '0')}${String(i % 100).padStart(2, '0')}`,
        email: `f${i}@exemplo.com`,
        contact: `Contato ${(i * 31) % ROWS}`,
        rating: (i % 5) + 1,
        credit: i,
        active: i % 2 === 0,
        categories: ['Papel'],
      })),
    );
    await sql`analyze supplier_records`.execute(handle.db);
  }, 180_000);
  afterAll(() => handle?.close());

  // Selective values (one to a few matches), as an operator's search narrows: the planner then
  // reads the filter's index rather than walking the list order and filtering.
  const cases: [string, Record<string, string>, RegExp][] = [
    ['the page, in the order of name (in extra)', {}, /Index (Only )?Scan using supplier_records_name_order_/],
    ['contains on name', { name: '7ps' }, /supplier_records_name_trgm_/],
    ['prefix on contact', { contact: 'contato 1999' }, /supplier_records_contact_trgm_/],
    ['digits anywhere in the CNPJ', { cnpj: '00.001.234-5' }, /supplier_records_document_trgm_/],
    ['eq on email', { email: 'f77@exemplo.com' }, /supplier_records_email_eq_/],
    ['a range on credit', { credit_max: '3' }, /supplier_records_credit_eq_/],
  ];

  it.each(cases)('%s', async (_what, query, index) => {
    const plan = await listPlan(handle.db, d, query, new Set(jsonFields(d)));
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('the unique checks (exact and ignoring case)', async () => {
    // checkUnique's own statements, caught before they run, then explained with their values in place.
    const caught: CompiledQuery[] = [];
    const real = handle.db.getExecutor();
    const executor = new Proxy(real, {
      get: (target, name) =>
        name === 'executeQuery'
          ? async (q: CompiledQuery) => (caught.push(q), { rows: [] })
          : ((value: unknown) => (typeof value === 'function' ? value.bind(target) : value))(
              Reflect.get(target, name, target),
            ),
    });
    await checkUnique(
      { getExecutor: () => executor } as never,
      d,
      { document: '00000000012301', email: 'F77@Exemplo.com' },
      undefined,
      new Set(jsonFields(d)),
    );
    expect(caught).toHaveLength(2);
    const plans = await Promise.all(caught.map((q) => explain(handle.db, sql.raw(interpolate(q.sql, q.parameters)))));
    expect(plans[0]).toMatch(/supplier_records_document_unique_/);
    expect(plans[1]).toMatch(/supplier_records_email_unique_ci_/);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan/);
  });

  it('once promoted, the same queries read the column indexes', async () => {
    await promoteRecords(handle.db, d);
    await sql`analyze supplier_records`.execute(handle.db);
    const promoted = supplierDescriptor((raw) => (raw.server.promoted = storedFields(d)));
    for (const [what, query, index] of cases) {
      const plan = await listPlan(handle.db, promoted, query, new Set());
      expect(plan, what).toMatch(index);
      expect(plan, what).not.toMatch(/Seq Scan/);
      expect(plan, what).not.toMatch(/extra/);
    }
  });
});

/** A statement with its `$n` placeholders replaced by literals (EXPLAIN of what would run). */
function interpolate(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = parameters[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  });
}
