import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readListQuery } from '../crud/readListQuery.js';
import { orderOf, sortableFields } from '../crud/listSort.js';
import { fromClause, type ServedDescriptor } from '../crud/sqlMapping.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import type { SchemaProblem } from './SchemaProblem.js';

/**
 * The tables that grow to millions of rows (logs, people and their biometrics): a sorted page of
 * theirs must come from an index, never from sorting the table.
 */
export const LARGE_TABLES: ReadonlySet<string> = new Set([
  'request_logs',
  'access_logs',
  'finger_logs',
  'liveness_logs',
  'people',
  'fingerprints',
  'liveness_proofs',
]);

/**
 * A Sort (or Incremental Sort) node of a plan; not a Merge Append's 'Sort Key' line (a partitioned
 * log's page merges its partitions' index scans, already in order).
 */
const SORT_NODE = /^\s*(->\s*)?(Incremental )?Sort {2}\(/m;

/**
 * The sortable columns of a large table's list that no index orders: for each one and each
 * direction, the plan of the sorted first page the list route runs (`order by column, id limit
 * 10`) with sequential scans ruled out; a Sort node in it means the page would sort the table.
 * A warning each (nothing breaks, the list is slow at a million rows), naming the index to add.
 *
 * @example await unindexedSorts(db, requestLog, new Set()) // [] once migration 0012 ran
 */
export async function unindexedSorts(
  db: Kysely<Database>,
  d: ServedDescriptor,
  extra: ReadonlySet<string>,
): Promise<SchemaProblem[]> {
  if (!LARGE_TABLES.has(d.server.table)) return [];
  const problems: SchemaProblem[] = [];
  const id = sql.ref(`${d.server.table}.id`);
  for (const field of sortableFields(d)) {
    for (const direction of ['asc', 'desc'] as const) {
      const { sort } = await readListQuery(db, d, { sort: field, order: direction }, extra);
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
          explain select ${id} from ${fromClause(d)} order by ${orderOf(sort!, id)} limit 10`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      if (!SORT_NODE.test(plan)) continue;
      const index = sort!.nullsLast && direction === 'desc' ? '(coluna desc nulls last, id desc)' : '(coluna, id)';
      const column = d.list.columns.findIndex((c) => c.field === field);
      problems.push({
        level: 'aviso',
        file: `${SCHEMAS_DIR}/${d.key}.json`,
        path: `/list/columns/${column}/sortable`,
        reason: `a lista ordenada por "${field}" (${direction}) ordena a tabela "${d.server.table}" inteira a cada página: falta um índice ${index} numa migração`,
      });
    }
  }
  return problems;
}
