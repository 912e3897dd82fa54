import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.js';

/**
 * A plan's text with each partition's index named as the partitioned index it belongs to
 * (request_logs_p202611_path_id_idx → request_logs_path_idx), so a test can say which declared
 * index serves a query on a partitioned log.
 *
 * @example expect(await planByParentIndexes(db, plan)).toContain('request_logs_path_idx')
 */
export async function planByParentIndexes(db: Kysely<Database>, plan: string): Promise<string> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relkind = 'I'`.execute(db);
  const parents = new Map(rows.map((row) => [row.child, row.parent]));
  return plan.replace(/\b(using|on) (\w+)/g, (whole, word: string, name: string) =>
    parents.has(name) ? `${word} ${parents.get(name)}` : whole,
  );
}
