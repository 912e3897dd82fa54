import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import { countOrphanKeys } from '../../../server/schemasCheck/countOrphanKeys.js';
import { purgeExtraKeys } from '../../../server/schemasCheck/purgeExtraKeys.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { descriptor } from './descriptorEdits.js';

/** More records than one batch. */
const MANY = 2_345;

describe.each(testDbKinds)('purging the keys a removed field left in extra (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await sql`insert into people (cpf, extra)
      select lpad(i::text, 11, '0'),
             case when i % 3 = 0 then '{"fax": "1", "nick": "x"}'::jsonb
                  when i % 3 = 1 then '{"fax": "2", "whatsapp": "11987654321"}'::jsonb
                  else '{}'::jsonb end
      from generate_series(1, ${MANY}) i`.execute(handle.db);
  });
  afterAll(() => handle?.close());

  const counts = () => countOrphanKeys(handle.db, descriptor('person'), new Set(['whatsapp']));

  it('counts each orphaned key; a key still a field kept in extra is not one', async () => {
    expect(await counts()).toEqual([
      { key: 'fax', count: Math.floor(MANY / 3) * 2 + (MANY % 3 >= 1 ? 1 : 0) },
      { key: 'nick', count: Math.floor(MANY / 3) },
    ]);
  });

  it('removes only the keys named, in batches, leaving the other keys and the version', async () => {
    const changed = await purgeExtraKeys(handle.db, 'people', ['fax']);
    expect(changed).toBe(Math.floor(MANY / 3) * 2 + (MANY % 3 >= 1 ? 1 : 0));
    expect(await counts()).toEqual([{ key: 'nick', count: Math.floor(MANY / 3) }]);
    const { rows } = await sql<{ n: number; v: number }>`
      select count(*) filter (where extra ? 'whatsapp')::int as n, max(version)::int as v from people`.execute(
      handle.db,
    );
    expect(rows[0]).toEqual({ n: Math.ceil(MANY / 3), v: 1 });
    expect(await purgeExtraKeys(handle.db, 'people', ['fax'])).toBe(0);
  });
});
