import pg from 'pg';

/**
 * Runs one statement on the `postgres` database of the server at `base` (creating or dropping a
 * benchmark's database), on a connection of its own.
 *
 * @example await adminStatement('postgres://postgres@127.0.0.1:5432', 'create database x')
 */
export async function adminStatement(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
