import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import type { Database } from '../../../server/db/schema.js';
import { withIndexesDeferred } from '../../../server/seed/withIndexesDeferred.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

const indexes = async (db: Kysely<Database>) =>
  (
    await sql<{
      indexname: string;
      indexdef: string;
    }>`select indexname, indexdef from pg_indexes where tablename = 'request_logs' order by indexname`.execute(db)
  ).rows;

/** Each partition's indexes: the partition, the parent's index it stands for, and whether it is valid. */
const partitionIndexes = async (db: Kysely<Database>) =>
  (
    await sql<{ part: string; parent: string; valid: boolean }>`
      select t.relname as part, pc.relname as parent, x.indisvalid as valid
      from pg_inherits p join pg_class t on t.oid = p.inhrelid
      join pg_index x on x.indrelid = t.oid
      join pg_inherits pi on pi.inhrelid = x.indexrelid join pg_class pc on pc.oid = pi.inhparent
      where p.inhparent = 'request_logs'::regclass and not x.indisprimary order by 1, 2`.execute(db)
  ).rows;

describe.each(testDbKinds)('withIndexesDeferred (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle.close());

  it('drops the secondary indexes during the insert and recreates them identically, on every partition', async () => {
    const before = await indexes(handle.db);
    const beforeParts = await partitionIndexes(handle.db);
    expect(beforeParts.length).toBeGreaterThan(before.length * 3);
    const during = await handle.db.transaction().execute((trx) =>
      withIndexesDeferred(trx, 'request_logs', async () => {
        await trx
          .insertInto('request_logs')
          .values({ method: 'GET', path: '/x', response_status: 200, duration_ms: 1 })
          .execute();
        return indexes(trx);
      }),
    );
    expect(during.map((i) => i.indexname)).toEqual(['request_logs_pkey']);
    expect(await indexes(handle.db)).toEqual(before);
    // Every partition has its own index under each of the parent's again, all valid.
    expect(await partitionIndexes(handle.db)).toEqual(beforeParts);
    expect(before.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        'request_logs_method_idx',
        'request_logs_status_class_idx',
        'request_logs_path_idx',
        'request_logs_body_trgm_idx',
      ]),
    );
    // Storage parameters come back too (migration 0004: small GIN pending lists).
    expect(before.find((i) => i.indexname === 'request_logs_body_trgm_idx')?.indexdef).toMatch(
      /gin_pending_list_limit='?256/,
    );
  });

  it('a failed insert rolls the indexes back too', async () => {
    const before = await indexes(handle.db);
    const failing = handle.db.transaction().execute((trx) =>
      withIndexesDeferred(trx, 'request_logs', async () => {
        throw new Error('falhou');
      }),
    );
    await expect(failing).rejects.toThrow('falhou');
    expect(await indexes(handle.db)).toEqual(before);
  });
});
