import { sql, type Kysely } from 'kysely';

/**
 * The sortable columns of the large tables (`"sortable": true` in schemas/*.json, issue 23) each get
 * an index that reads a sorted page — `order by column, id limit n` — without sorting the table:
 *
 * - NOT NULL columns: one index on (column, id). A sorted list orders such a column without a
 *   NULLS clause, so the index serves ascending (forward) and descending (backward) alike.
 * - Nullable columns: the list puts empty values last in both directions, which one btree cannot
 *   give: (column, id) serves ascending, and (column desc nulls last, id desc) descending.
 *
 * Columns already served: data_hora of both capture logs and access_logs.created_at ((x desc, id
 * desc) read backward is ascending). The two request-log indexes on (x, id desc) for their filters
 * become (x, id) under the same names: the filter still reads them (backward), and a sort by x too.
 *
 * The digits filters (CPF, CNPJ) match anywhere in the digits now (`like '%982247%'`): a trigram
 * index on people.cpf (as text: it is char(11)) and clients.document serves them; the unique
 * indexes stay for the uniqueness itself.
 */
const notNull: [table: string, column: string][] = [
  ['request_logs', 'response_status'],
  ['request_logs', 'duration_ms'],
  ['request_logs', 'created_at'],
  ['access_logs', 'action'],
  ['people', 'created_at'],
  ['fingerprints', 'finger'],
  ['fingerprints', 'created_at'],
  ['liveness_proofs', 'created_at'],
];

const nullable: [table: string, column: string][] = [
  ['finger_logs', 'exposure'],
  ['finger_logs', 'device_model'],
  ['finger_logs', 'zoom'],
  ['liveness_logs', 'exposure'],
  ['liveness_logs', 'bpm'],
  ['liveness_logs', 'device_model'],
  ['liveness_logs', 'relation'],
  ['access_logs', 'subject'],
  ['people', 'name'],
  ['fingerprints', 'serpro'],
  ['liveness_proofs', 'bpm'],
];

/** Indexes on (x, id desc) rebuilt as (x, id) under the same name; down puts (x, id desc) back. */
const replaced: [name: string, table: string, column: string][] = [
  ['request_logs_method_idx', 'request_logs', 'method'],
  ['request_logs_path_idx', 'request_logs', 'path'],
];

const ascName = (table: string, column: string) => `${table}_${column}_sort_idx`;
const descName = (table: string, column: string) => `${table}_${column}_sort_desc_idx`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [...notNull, ...nullable])
    await sql`create index if not exists ${sql.id(ascName(table, column))} on ${sql.table(table)} (${sql.ref(column)}, id)`.execute(
      db,
    );
  for (const [table, column] of nullable)
    await sql`create index if not exists ${sql.id(descName(table, column))} on ${sql.table(table)} (${sql.ref(column)} desc nulls last, id desc)`.execute(
      db,
    );
  // Same names, new column order: what reads them by name (the erasure's EXPLAIN tests) still finds them.
  for (const [name, table, column] of replaced) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.ref(column)}, id)`.execute(db);
  }
  // (relation, id) serves the relation range filter as well: the index on relation alone goes.
  await sql`drop index if exists liveness_logs_relation_idx`.execute(db);
  await sql`create index if not exists people_cpf_trgm_idx on people using gin ((cpf::text) gin_trgm_ops)`.execute(db);
  await sql`create index if not exists clients_document_trgm_idx on clients using gin (document gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists liveness_logs_relation_idx on liveness_logs (relation)`.execute(db);
  await sql`drop index if exists clients_document_trgm_idx`.execute(db);
  await sql`drop index if exists people_cpf_trgm_idx`.execute(db);
  for (const [name, table, column] of replaced) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.ref(column)}, id desc)`.execute(db);
  }
  for (const [table, column] of nullable)
    await sql`drop index if exists ${sql.id(descName(table, column))}`.execute(db);
  for (const [table, column] of [...notNull, ...nullable])
    await sql`drop index if exists ${sql.id(ascName(table, column))}`.execute(db);
}
