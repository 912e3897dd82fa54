import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { openDbFromEnv } from '../db/openDbFromEnv.js';
import { migrateToLatest } from '../db/migrate.js';
import { promoteRecords } from '../db/promoteRecords.js';
import { loadDescriptors, schemasDir } from '../descriptors/loadDescriptors.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { setPromotedFields } from './setPromotedFields.js';

/** A path as printed: relative to the working folder when inside it. */
const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
};

/**
 * `npm run db:promote -- <key>`: moves the JSON records of a descriptor without `server.table`
 * into typed columns of their own in `<key>_records` (promoteRecords), then writes the promoted
 * fields into the descriptor (`server.promoted`), so a new database gets the same columns at start.
 * Safe to re-run. The API must be restarted afterwards (every replica): until then it keeps reading
 * and writing the fields in `extra`, and the next start names this command again if it did.
 */
async function main(): Promise<void> {
  const key = process.argv[2];
  if (!key || key.startsWith('-')) {
    console.error('Uso: npm run db:promote -- <key>   (o key de um descritor sem server.table, ex.: supplier)');
    process.exit(2);
  }
  const dir = schemasDir();
  const d = loadDescriptors(dir).find((x) => x.key === key);
  if (!d?.server) {
    console.error(`Nenhum descritor "${key}" com parte server em ${shown(dir)}.`);
    process.exit(1);
  }
  const handle = await openDbFromEnv(process.env);
  try {
    console.log(`Banco de dados: ${handle.location}`);
    await migrateToLatest(handle.db);
    const done = await promoteRecords(handle.db, d as ServedDescriptor, {
      onBatch: (moved) => console.log(`  ${moved.toLocaleString('pt-BR')} registros movidos de extra…`),
    });
    const file = join(dir, `${key}.json`);
    await recordPromotion(file, done.fields);
    const table = d.server.table;
    console.log(`Campos com coluna própria em ${table}: ${done.fields.join(', ') || '(nenhum)'}.`);
    if (done.added.length) console.log(`Colunas criadas: ${done.added.join(', ')}.`);
    if (done.converted.length) console.log(`Colunas convertidas ao tipo do campo: ${done.converted.join(', ')}.`);
    console.log(
      `Registros movidos de extra: ${done.moved.toLocaleString('pt-BR')} (${done.batches} lote${done.batches === 1 ? '' : 's'}).`,
    );
    if (done.indexes.created.length) console.log(`Índices criados: ${done.indexes.created.join(', ')}.`);
    if (done.indexes.dropped.length) console.log(`Índices removidos: ${done.indexes.dropped.join(', ')}.`);
    console.log(
      `${shown(file)}: server.promoted gravado. Reinicie a API (todas as réplicas) para ler as colunas novas.`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * Writes `server.promoted` into the descriptor file, the rest of it as the administrator wrote it
 * (setPromotedFields), then formatted by the project's Prettier when it is installed.
 */
async function recordPromotion(file: string, fields: string[]): Promise<void> {
  let text = setPromotedFields(readFileSync(file, 'utf8'), fields);
  try {
    const prettier = await import('prettier');
    // The file's own configuration, else the working folder's (a schemas folder outside the project).
    const options =
      (await prettier.resolveConfig(file)) ??
      (await prettier.resolveConfig(join(process.cwd(), 'schemas', basename(file))));
    text = await prettier.format(text, { ...options, filepath: file });
  } catch {
    // Prettier is a development dependency: without it the text is written as edited.
  }
  writeFileSync(file, text);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
