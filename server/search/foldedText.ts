import { sql, type RawBuilder } from 'kysely';

/** Accented Latin letters (both cases) and the plain letters they fold to, for SQL `translate`. */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY';

/**
 * Text folded for an accent- and case-insensitive comparison, in SQL: `lower(translate(x, 'á…',
 * 'a…'))`. Plain SQL on every engine: `unaccent` is an extension the embedded PGlite does not
 * load and a PostgreSQL server may not have; translate() needs none, and folding both sides in
 * the database keeps them folded alike whatever its locale. The letters are literals, so the
 * fragment compiles the same each time.
 *
 * @example sql`${foldedText(sql.ref('people.name'))} like ${foldedText(sql.val('%jose%'))}` // 'José Silva' matches
 */
export function foldedText(value: RawBuilder<unknown> | ReturnType<typeof sql.val>): RawBuilder<unknown> {
  return sql`lower(translate(${value}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))`;
}

/** '%', '_' and '\' are literal in what the operator typed. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
