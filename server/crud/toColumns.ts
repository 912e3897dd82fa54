import { sql, type RawBuilder } from 'kysely';
import { writableFields } from '../../src/core/forms/buildFormSchema.js';
import { hashPassword } from '../auth/password.js';
import { columnOf, type ServedDescriptor } from './sqlMapping.js';

/**
 * A validated record's column values to store: field names mapped to their columns, passwords
 * hashed, and the fields without a column of their own (`extra`) merged into the `extra` jsonb.
 * An update replaces the record (spec 7 sends it whole): a field it lacks is cleared to its
 * default, but a password it lacks is kept. A create into a JSON-record table stores the
 * descriptor's default of a field it lacks.
 */
export async function toColumns(
  d: ServedDescriptor,
  extra: ReadonlySet<string>,
  value: Record<string, unknown>,
  mode: 'create' | 'update',
): Promise<Record<string, RawBuilder<unknown> | unknown>> {
  const out: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const [field, f] of writableFields(d, mode)) {
    // PUT replaces the record (spec 7 sends it whole): an absent field is cleared to its default.
    // A create leaves it to the column's default, or, in a JSON-record table (no column defaults),
    // stores the descriptor's.
    const fromDescriptor = mode === 'create' && d.server.jsonRecords && f.default !== undefined;
    if (!(field in value) && (mode === 'create' || f.hashed) && !fromDescriptor) continue;
    const stored =
      field in value ? (f.hashed ? await hashPassword(String(value[field])) : value[field]) : (f.default ?? null);
    if (extra.has(field)) extras[field] = stored;
    else out[columnOf(d, field)] = stored;
  }
  if (Object.keys(extras).length) {
    const json = JSON.stringify(extras);
    out.extra = mode === 'create' ? sql`${json}::jsonb` : sql`coalesce(extra, '{}'::jsonb) || ${json}::jsonb`;
  }
  return out;
}
