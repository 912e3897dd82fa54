import { sql } from 'kysely';
import type { FuzzApp } from './fuzzApp.js';

/**
 * Tables whose rows destructive operations remove (and the tables that cascade from them):
 * copied aside before the first one runs and put back before each, so every destructive
 * operation starts from the seeded rows instead of what the previous one left.
 */
export async function keepSeededRows(fz: FuzzApp, tables: string[]): Promise<() => Promise<void>> {
  const children = (
    await sql<{ child: string; parent: string }>`
      select conrelid::regclass::text as child, confrelid::regclass::text as parent
      from pg_constraint where contype = 'f' and confdeltype in ('c', 'n')`.execute(fz.db)
  ).rows;
  const kept = new Set(tables);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of children)
      if (kept.has(parent) && !kept.has(child)) {
        kept.add(child);
        grew = true;
      }
  }
  for (const table of kept)
    await sql`create table ${sql.table(`fuzz_kept_${table}`)} as select * from ${sql.table(table)}`.execute(fz.db);
  return async () => {
    // Parents before children: a row whose parent is not back yet waits for the next pass.
    let pending = [...kept];
    for (let pass = 0; pass < kept.size && pending.length; pass++) {
      const failed: string[] = [];
      for (const table of pending) {
        try {
          await sql`insert into ${sql.table(table)} select * from ${sql.table(`fuzz_kept_${table}`)} k
            where not exists (select 1 from ${sql.table(table)} t where t.id = k.id) on conflict do nothing`.execute(
            fz.db,
          );
        } catch {
          failed.push(table);
        }
      }
      pending = failed;
    }
  };
}
