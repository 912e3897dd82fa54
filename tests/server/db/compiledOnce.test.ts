import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { compiledOnce } from '../../../server/db/compiledOnce.js';
import { fromClause, selectList, type ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';

// Compiles only: Kysely's documented set-up for building SQL without a database.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
/** The fixture descriptors (tests/fixtures/schemas): own tables, joins, renamed columns and a JSON-record table. */
const served = fixtureDescriptors().filter((d): d is ServedDescriptor => !!d.server);

describe('compiledOnce', () => {
  it.each(served.map((d) => [d.key, d] as const))(
    '%s: a query embedding the compiled fragments is the same SQL as one embedding the fragments',
    (_key, d) => {
      const query = (select: ReturnType<typeof selectList>, from: ReturnType<typeof fromClause>) =>
        sql`select ${select} from ${from} where ${sql.ref(`${d.server.table}.id`)} = ${7} limit ${50}`.compile(db);
      const original = query(selectList(d, undefined, 'list'), fromClause(d));
      const compiled = query(compiledOnce(selectList(d, undefined, 'list'), db), compiledOnce(fromClause(d), db));
      expect(compiled.sql).toBe(original.sql);
      expect(compiled.parameters).toEqual([7, 50]);
    },
  );

  it('turns a parameterless fragment into its text, once', () => {
    const fragment = sql`${sql.ref('request_logs.id')} desc`;
    const once = compiledOnce(fragment, db);
    expect(once).not.toBe(fragment);
    expect(once.compile(db).sql).toBe('"request_logs"."id" desc');
  });

  it('leaves a fragment that binds values as it is, so the embedding query numbers its placeholders', () => {
    const fragment = sql`(${sql.ref('people.extra')} -> ${'apelido'})`;
    expect(compiledOnce(fragment, db)).toBe(fragment);
    const query = sql`select ${fragment} from people where id = ${3}`.compile(db);
    expect(query.sql).toBe('select ("people"."extra" -> $1) from people where id = $2');
    expect(query.parameters).toEqual(['apelido', 3]);
  });
});
