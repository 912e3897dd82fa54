import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDbFromEnv } from '../../../server/db/openDbFromEnv.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('openDbFromEnv', () => {
  it('opens PGlite in DATA_DIR/pgdata without DATABASE_URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dbenv-'));
    dirs.push(dir);
    const handle = await openDbFromEnv({ DATA_DIR: dir, DATABASE_URL: '' });
    try {
      expect(handle.kind).toBe('pglite');
      expect(handle.location).toBe(`PGlite em ${join(dir, 'pgdata')}`);
      expect(existsSync(join(dir, 'pgdata'))).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'opens PostgreSQL from DATABASE_URL and never shows the password',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.password = 'segredo';
      const handle = await openDbFromEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL, DATA_DIR: '/nao/usado' });
      try {
        expect(handle.kind).toBe('postgres');
        expect(handle.location).toBe(`PostgreSQL em ${url.host}${url.pathname}`);
        expect(handle.location).not.toContain('segredo');
      } finally {
        await handle.close();
      }
    },
  );
});
