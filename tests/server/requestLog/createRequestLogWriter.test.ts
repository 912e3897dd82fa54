import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createRequestLogWriter } from '../../../server/requestLog/createRequestLogWriter.js';
import type { RequestLogRow } from '../../../server/requestLog/RequestLogRow.js';
import { openTestDb } from '../../support/testDb.js';
import type { DbHandle } from '../../../server/db/openDb.js';

const row = (i: number): RequestLogRow => ({
  client_id: null,
  client_kind: null,
  method: 'GET',
  path: `/admin/v1/param?page=${i}`,
  body_preview: null,
  body: null,
  headers: null,
  response_body: null,
  response_status: 200,
  duration_ms: 1,
  ip_address: '127.0.0.1',
  user_agent: null,
  errors: null,
  created_at: new Date().toISOString(),
});

/** Pages of request_logs' partitions the visibility map marks all-visible (set only by VACUUM). */
const allVisible = async (handle: DbHandle) =>
  Number(
    (
      await sql<{ n: number }>`select coalesce(sum(c.relallvisible), 0)::int as n from pg_inherits i
        join pg_class c on c.oid = i.inhrelid where i.inhparent = 'request_logs'::regclass`.execute(handle.db)
    ).rows[0]?.n,
  );

describe('request-log writer maintenance (PGlite has no autovacuum)', () => {
  let handle: DbHandle | undefined;
  afterEach(() => handle?.close());

  it('vacuums request_logs once vacuumEvery rows are written, so counts stay index-only', async () => {
    handle = await openTestDb('pglite');
    const writer = createRequestLogWriter(handle.db, { vacuumEvery: 300, intervalMs: 60_000 });
    for (let i = 0; i < 200; i++) writer.push(row(i));
    await writer.flush();
    expect(await allVisible(handle)).toBe(0);
    for (let i = 0; i < 200; i++) writer.push(row(i));
    await writer.close();
    expect(await allVisible(handle)).toBeGreaterThan(0);
    expect(
      Number((await sql<{ n: number }>`select count(*)::int as n from request_logs`.execute(handle.db)).rows[0]?.n),
    ).toBe(400);
  });

  it('does not vacuum when maintenance is off (the default)', async () => {
    handle = await openTestDb('pglite');
    const writer = createRequestLogWriter(handle.db, { intervalMs: 60_000 });
    for (let i = 0; i < 400; i++) writer.push(row(i));
    await writer.close();
    expect(await allVisible(handle)).toBe(0);
  });
});
