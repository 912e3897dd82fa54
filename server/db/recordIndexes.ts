import { createHash } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import { extraRef, type ServedDescriptor } from '../crud/sqlMapping.js';

/** One index a JSON-record table's descriptor asks for. */
export interface RecordIndex {
  /** `<table>_<column>_<kind>_<hash of the definition>`, at most 63 characters (PostgreSQL's limit). */
  name: string;
  unique: boolean;
  /** After `on <table>`: the method and the indexed expressions. */
  definition: RawBuilder<unknown>;
  /** The column (or field kept in `extra`) it indexes. */
  column: string;
  /** The unique field it enforces (its rule's message answers a 23505 on this index). */
  uniqueField?: string;
  /** A unique index's value, as compared (lower(…) when case does not count): duplicates are found by it. */
  uniqueValue?: RawBuilder<unknown>;
}

/** How an index serves its column. */
type Kind = 'eq' | 'pattern' | 'trgm' | 'class' | 'order' | 'unique' | 'unique-ci';

const MAX_NAME = 63;
/** Compiles a definition to its text without a database (Kysely's documented set-up for that). */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
/** The hash suffix of every index ensureRecordTables manages (others on the table are left alone). */
export const MANAGED_INDEX = /_[0-9a-f]{8}$/;

/**
 * The indexes of a JSON-record table, from its descriptor: for each filter column of its own, the
 * index its op reads (`eq`, `gte`, `lte`: btree; `contains`, `search`, `prefix`, and `digits`
 * (LIKE '%123%', digits anywhere): pg_trgm GIN, without a pending list — records come one
 * form at a time, and PGlite has no autovacuum to merge one, which would make every search read it
 * and the planner prefer reading the table; `status-class`: btree on column / 100), the
 * list order (btree on the order column then id desc, as the list reads it), and a unique index for
 * each unique field (on lower(…) when case does not count). A field kept in `extra` is indexed by
 * its typed expression (extraRef: the very text the queries use); a promoted field by its column.
 *
 * A join's `on` field gets a btree too. Every field a query casts (an integer, number or boolean
 * kept in `extra`, in a filter, the order, a unique rule or a join) is thus in an index on its
 * cast: the index refuses a value that does not cast, so start only checks the values of a field
 * whose index is not built yet (recordTableProblems). Not indexed: the id (its primary key serves
 * eq and ranges), `any-contains` (an element of a list), columns of other tables.
 */
export function recordIndexes(d: ServedDescriptor, extra: ReadonlySet<string>): RecordIndex[] {
  const table = d.server.table;
  const wanted = new Map<string, { column: string; kind: Kind; dir?: 'asc' | 'desc' }>();
  const want = (column: string, kind: Kind, dir?: 'asc' | 'desc') => {
    if (column.includes('.') || (column === 'id' && kind !== 'unique')) return;
    wanted.set(`${column} ${kind}`, { column, kind, dir });
  };
  for (const [param, filter] of Object.entries(d.server.filters)) {
    for (const column of filter.columns ?? [param]) {
      switch (filter.op) {
        case 'eq':
        case 'gte':
        case 'lte':
          want(column, 'eq');
          break;
        case 'digits':
        case 'contains':
        case 'search':
        case 'prefix':
          want(column, 'trgm');
          break;
        case 'status-class':
          want(column, 'class');
          break;
        case 'any-contains':
          break;
      }
    }
  }
  for (const j of d.server.join ?? []) want(j.on, 'eq');
  const [orderColumn = 'id', direction] = d.server.orderBy.split(' ');
  if (orderColumn !== 'id') {
    want(orderColumn, 'order', direction === 'desc' ? 'desc' : 'asc');
    // The order index leads with the column: it serves equality and ranges on it too.
    wanted.delete(`${orderColumn} eq`);
  }
  const uniqueOf = new Map<string, string>();
  for (const [field, rule] of Object.entries(d.server.unique ?? {})) {
    const kind: Kind = rule.caseInsensitive ? 'unique-ci' : 'unique';
    want(field, kind);
    uniqueOf.set(`${field} ${kind}`, field);
  }

  return [...wanted].map(([key, { column, kind, dir }]) => {
    // An index element is a bare column name or an expression: a column is named unqualified.
    const ref = extra.has(column) ? extraRef(d, column) : sql.id(column);
    const id = sql.id('id');
    // `dir` on a unique index marks the text_pattern_ops variant (unique and digits on one field).
    const definition = {
      eq: sql`using btree (${ref})`,
      pattern: sql`using btree (${ref} text_pattern_ops)`,
      trgm: sql`using gin (${ref} gin_trgm_ops) with (fastupdate = off)`,
      class: sql`using btree ((${ref} / 100), ${id} desc)`,
      order: sql`using btree (${ref} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')}, ${id} desc)`,
      unique: dir ? sql`using btree (${ref} text_pattern_ops)` : sql`using btree (${ref})`,
      'unique-ci': sql`using btree (lower(${ref}))`,
    }[kind];
    // Named by its definition's text: any change to it (storage, type, order, options) is a new
    // index, built at the next start, and the old one dropped.
    const spec = `${kind} ${definition.compile(compiler).sql}`;
    const readable = `${table}_${column.toLowerCase()}_${kind.replace('-', '_')}`;
    const hash = createHash('sha256').update(spec).digest('hex').slice(0, 8);
    return {
      name: `${readable.slice(0, MAX_NAME - hash.length - 1)}_${hash}`,
      column,
      unique: kind === 'unique' || kind === 'unique-ci',
      definition,
      uniqueField: uniqueOf.get(key),
      uniqueValue: kind === 'unique' ? ref : kind === 'unique-ci' ? sql`lower(${ref})` : undefined,
    };
  });
}
