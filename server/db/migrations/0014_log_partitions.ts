import { sql, type Kysely } from 'kysely';

/** The logs partitioned by month, with their partition key (server/partitions/partitionedLogs.ts). */
const logs: [table: string, timeColumn: string][] = [
  ['request_logs', 'created_at'],
  ['liveness_logs', 'data_hora'],
  ['finger_logs', 'data_hora'],
];

const isPartitioned = async (db: Kysely<any>, table: string) =>
  (await sql<{ kind: string }>`select relkind as kind from pg_class where oid = to_regclass(${table})`.execute(db))
    .rows[0]?.kind === 'p';

/** request_logs' path-dictionary trigger (migration 0006), on whichever table holds the name. */
const keepPathsTrigger = (db: Kysely<any>) =>
  sql`
    create trigger request_logs_paths_keep after insert on request_logs
    referencing new table as inserted for each statement execute function request_log_paths_keep()`.execute(db);

/**
 * request_logs and the capture logs become range-partitioned by month (issue 25): a month that
 * passes its retention leaves as one DROP TABLE instead of millions of deletes.
 *
 * Each table becomes the DEFAULT partition (`<table>_default`) of a new parent of the same name,
 * columns, defaults, checks and sequence, so the rows it had stay where they are (no copy; they
 * leave by the retention batches as they expire), and every index is declared again on the parent
 * under its own name (the old ones, renamed `<name>_d`, are adopted as the DEFAULT partition's).
 * The primary key becomes (id, time): a partitioned table's unique keys must hold its partition
 * key; the ids still come from one sequence. The month partitions themselves are made after the
 * migrations, at every start (ensureLogPartitions), from the first month the DEFAULT partition
 * holds no rows of. request_logs' path-dictionary trigger moves to the parent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, time] of logs) {
    if (await isPartitioned(db, table)) continue;
    const indexes = await sql<{ name: string; def: string; primary: boolean }>`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as def, i.indisprimary as primary
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table}::regclass order by c.relname`.execute(db);
    const old = `${table}_default`;
    if (table === 'request_logs') await sql`drop trigger if exists request_logs_paths_keep on request_logs`.execute(db);
    await sql`alter table ${sql.table(table)} rename to ${sql.table(old)}`.execute(db);
    for (const index of indexes.rows) {
      if (index.primary) await sql`alter table ${sql.table(old)} drop constraint ${sql.id(index.name)}`.execute(db);
      else await sql`alter index ${sql.id(index.name)} rename to ${sql.id(`${index.name}_d`)}`.execute(db);
    }
    await sql`create table ${sql.table(table)} (like ${sql.table(old)} including defaults including constraints
      including storage including compression including statistics) partition by range (${sql.ref(time)})`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_pkey`)} primary key (id, ${sql.ref(time)})`.execute(
      db,
    );
    // pg_get_indexdef names the table, now the parent: the same definitions, on the parent.
    for (const index of indexes.rows) if (!index.primary) await sql.raw(index.def).execute(db);
    await sql`alter table ${sql.table(table)} attach partition ${sql.table(old)} default`.execute(db);
    await sql`alter sequence ${sql.table(`${table}_id_seq`)} owned by ${sql.table(table)}.id`.execute(db);
    if (table === 'request_logs') await keepPathsTrigger(db);
  }
}

/** One table again: the partitions' rows moved back into the DEFAULT partition, which takes the name back. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of logs) {
    if (!(await isPartitioned(db, table))) continue;
    const old = `${table}_default`;
    const parts = await sql<{ name: string }>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ${table}::regclass and c.relname <> ${old}`.execute(db);
    const indexes = await sql<{ name: string }>`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table}::regclass and not i.indisprimary`.execute(db);
    if (table === 'request_logs') await sql`drop trigger if exists request_logs_paths_keep on request_logs`.execute(db);
    await sql`alter table ${sql.table(table)} detach partition ${sql.table(old)}`.execute(db);
    for (const part of parts.rows) {
      await sql`alter table ${sql.table(table)} detach partition ${sql.table(part.name)}`.execute(db);
      await sql`insert into ${sql.table(old)} select * from ${sql.table(part.name)}`.execute(db);
      await sql`drop table ${sql.table(part.name)}`.execute(db);
    }
    await sql`alter sequence ${sql.table(`${table}_id_seq`)} owned by ${sql.table(old)}.id`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(old)} drop constraint if exists ${sql.id(`${old}_pkey`)}`.execute(db);
    await sql`drop index if exists ${sql.id(`${old}_pkey`)}`.execute(db);
    await sql`alter table ${sql.table(old)} rename to ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} add primary key (id)`.execute(db);
    for (const index of indexes.rows)
      await sql`alter index if exists ${sql.id(`${index.name}_d`)} rename to ${sql.id(index.name)}`.execute(db);
    if (table === 'request_logs') await keepPathsTrigger(db);
  }
}
