import type { Descriptor, FieldDescriptor, FilterOp, ServerPart } from './Descriptor.js';
import { RECORD_COLUMNS, RECORD_READABLE_COLUMNS } from './recordColumns.js';
import { FIELD_TYPE_NAMES } from './fieldTypeNames.js';

type Fail = (path: string, reason: string) => never;
type FieldType = FieldDescriptor['type'];

/** The field types each filter op reads; `id`, `created_at` and `updated_at` are checked apart. */
const OP_TYPES: Record<FilterOp, readonly FieldType[]> = {
  eq: ['string', 'integer', 'number', 'boolean'],
  id: ['integer'],
  contains: ['string'],
  prefix: ['string'],
  digits: ['string'],
  search: ['string'],
  'any-contains': ['array'],
  gte: ['integer', 'number'],
  lte: ['integer', 'number'],
  'status-class': ['integer'],
};
/** Ops that read the record's own id or timestamps. */
const OP_READS_ID: ReadonlySet<FilterOp> = new Set(['eq', 'id', 'gte', 'lte']);
const OP_READS_TIME: ReadonlySet<FilterOp> = new Set(['gte', 'lte']);
/** PostgreSQL's longest identifier: a longer table name would be cut. */
const MAX_IDENTIFIER = 63;
const SCALAR: readonly FieldType[] = ['string', 'integer', 'number', 'boolean'];

/**
 * The rules of a descriptor whose records are stored as JSON (no `server.table`: `<key>_records`,
 * see docs/new-entity-storage.md) that the meta-schema cannot say: every field is stored under its
 * own name (no `server.columns`), `version` and `extra` are the table's, the timestamps are the
 * server's, and each filter, the order, a unique rule and a join read a field of a type they can
 * compare (a `contains` on an integer would fail every filtered request). `promoted` names stored
 * fields, and only here. Throws through `fail` (file, JSON path, reason).
 */
export function checkJsonRecords(d: Descriptor & { server: ServerPart }, fail: Fail): void {
  const s = d.server;
  if (!s.jsonRecords) {
    if (s.promoted) fail('/server/promoted', 'promoted só vale sem server.table (registros guardados em JSON)');
    return;
  }
  if (s.table.length > MAX_IDENTIFIER)
    fail(
      '/key',
      `sem server.table o key dá nome à tabela ${s.table}, mais longo que os ${MAX_IDENTIFIER} caracteres do PostgreSQL: encurte-o`,
    );
  if (d.readOnly)
    fail('/readOnly', 'uma entidade readOnly precisa de server.table: registros em JSON só são gravados pela API');
  if (Object.keys(s.columns).length)
    fail(
      '/server/columns',
      'sem server.table cada campo é guardado pelo próprio nome: server.columns exige uma tabela',
    );
  const joined = new Set((s.join ?? []).flatMap((j) => Object.keys(j.select)));
  for (const [name, f] of Object.entries(d.fields)) {
    if ((RECORD_COLUMNS as readonly string[]).includes(name) && !RECORD_READABLE_COLUMNS.has(name))
      fail(`/fields/${name}`, `"${name}" é uma coluna da tabela ${s.table}: escolha outro nome`);
    if (RECORD_READABLE_COLUMNS.has(name) && name !== 'id' && !f.readOnly && !f.listOnly)
      fail(`/fields/${name}`, `"${name}" é gravado pelo servidor: declare-o readOnly ou listOnly`);
  }
  /** The type of a stored field, or undefined (with `fail`) when the name is no stored field. */
  const stored = (name: string, path: string): FieldType => {
    const f = d.fields[name];
    if (!f || f.virtual || joined.has(name) || RECORD_READABLE_COLUMNS.has(name))
      fail(path, `"${name}" não é um campo guardado da entidade`);
    return f!.type;
  };
  const needType = (name: string, path: string, allowed: readonly FieldType[], what: string) => {
    const type = stored(name, path);
    if (!allowed.includes(type))
      fail(
        path,
        `${what} não lê um campo do tipo ${FIELD_TYPE_NAMES[type]} ("${name}"); use um campo do tipo ${allowed.map((t) => FIELD_TYPE_NAMES[t]).join(' ou ')}`,
      );
  };

  (s.promoted ?? []).forEach((name, i) => stored(name, `/server/promoted/${i}`));
  const dateFilters = new Set(d.list.filters.filter((f) => f.type === 'date').map((f) => f.param));
  for (const [param, filter] of Object.entries(s.filters)) {
    (filter.columns ?? [param]).forEach((column, i) => {
      if (column.includes('.')) return;
      const path = filter.columns ? `/server/filters/${param}/columns/${i}` : `/server/filters/${param}`;
      const time = column === 'created_at' || column === 'updated_at';
      if (dateFilters.has(param) && !time)
        fail(path, `um filtro de data lê created_at ou updated_at; "${column}" é guardado em JSON, sem tipo de data`);
      if (time && OP_READS_TIME.has(filter.op)) return;
      if (column === 'id' && OP_READS_ID.has(filter.op)) return;
      needType(column, path, OP_TYPES[filter.op], `o filtro "${filter.op}"`);
    });
  }
  const [orderColumn = 'id'] = s.orderBy.split(' ');
  if (!RECORD_READABLE_COLUMNS.has(orderColumn)) needType(orderColumn, '/server/orderBy', SCALAR, 'a ordem da lista');
  for (const field of Object.keys(s.unique ?? {}))
    needType(field, `/server/unique/${field}`, SCALAR, 'uma regra unique');
  (s.join ?? []).forEach((j, i) => needType(j.on, `/server/join/${i}/on`, ['integer'], 'uma junção'));
}
