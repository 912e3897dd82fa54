import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FUZZ_SEED, fuzzRoutes } from '../../support/fuzz/fuzzRoutes.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { ensureRecordTables } from '../../../server/db/ensureRecordTables.js';
import { insertSuppliers, supplierDescriptor, supplierJson } from '../../fixtures/records/supplierApp.js';

const RUNS = 120;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);

/**
 * The generic routes of a JSON-record entity under the route fuzzer (tests/support/fuzz): the
 * production schemas plus the supplier fixture, served from a copy (SCHEMAS_DIR), and only the
 * supplier's routes fuzzed — hostile filter values on typed JSON fields (integers, booleans,
 * lists), bodies of every shape, ids out of range. Never a 5xx, SQL text or a stack.
 */
describe.each(testDbKinds)('fuzzing the routes of a JSON-record entity (%s)', (kind) => {
  const previous = process.env.SCHEMAS_DIR;
  beforeAll(() => {
    const dir = tempDir('records-fuzz-schemas');
    cpSync('schemas', dir, { recursive: true });
    writeFileSync(
      join(dir, 'supplier.json'),
      JSON.stringify({ ...supplierJson(), $schema: './descriptor.schema.json' }),
    );
    process.env.SCHEMAS_DIR = dir;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.SCHEMAS_DIR;
    else process.env.SCHEMAS_DIR = previous;
  });

  it(`answers ${RUNS} generated requests per supplier route with a 2xx or a pt-BR 4xx`, async () => {
    const handle = await openTestDb(kind);
    try {
      // A few records before the fuzzer's own start, as the seed gives the production tables.
      await ensureRecordTables(handle.db, [supplierDescriptor()]);
      await insertSuppliers(
        handle.db,
        Array.from({ length: 30 }, (_, i) => ({
          name: `Fornecedor ${i}`,
          document: `${String(i).padStart(12, '0')}00`,
          email: `f${i}@exemplo.com`,
          rating: (i % 5) + 1,
          credit: i * 3.5,
          active: i % 2 === 0,
          categories: ['Papel'],
        })),
      );
      const report = await fuzzRoutes(handle, { runs: RUNS, seed: SEED, only: ' /admin/v1/supplier' });
      expect(report.unknownRoutes).toEqual([]);
      expect(report.routes.map((r) => r.route).sort()).toEqual(
        [
          'DELETE /admin/v1/supplier/:id',
          'GET /admin/v1/supplier',
          'GET /admin/v1/supplier/:id',
          'GET /admin/v1/supplier/export.csv',
          'POST /admin/v1/supplier',
          'POST /admin/v1/supplier/batch-delete',
          'PUT /admin/v1/supplier/:id',
        ].sort(),
      );
      expect(report.routes.flatMap((r) => r.failure ?? [])).toEqual([]);
      expect(report.serverErrors).toBe(0);
      for (const r of report.routes) expect(r.requests, r.route).toBeGreaterThanOrEqual(RUNS);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
