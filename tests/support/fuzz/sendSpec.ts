import { sql } from 'kysely';
import { issueResetToken } from '../../../server/auth/resetTokens.js';
import type { FuzzApp } from './fuzzApp.js';
import {
  clip,
  CurrentVersion,
  encodePath,
  FreshResetToken,
  IdRef,
  JsonObject,
  queryString,
  stringsOf,
  writeJson,
  type RequestSpec,
} from './requestSpec.js';

/** A generated request as it went out, and the reply it got. */
export interface SentSpec {
  reply: { statusCode: number; headers: Record<string, unknown>; body: string };
  /** Path and query string as sent. */
  url: string;
  payload?: string | Buffer;
  contentType: string;
  /** Bytes of the body sent (0: none). */
  bytes: number;
  /** The path id, once resolved (a seeded row's, or the literal text read as a number). */
  id?: number;
  /** Every string the request carried (body values and keys, query values): a reply may echo them. */
  sent: string;
  ms: number;
  /** The request in a few lines (clipped), then `extra`: for failure messages. */
  describe: (extra: string) => string;
}

/** Markers (IdRef, FreshResetToken, CurrentVersion) anywhere in a body value. */
function markersOf(
  value: unknown,
  out: (IdRef | FreshResetToken | CurrentVersion)[] = [],
): (IdRef | FreshResetToken | CurrentVersion)[] {
  if (value instanceof IdRef || value instanceof FreshResetToken || value instanceof CurrentVersion) out.push(value);
  else if (value instanceof JsonObject) for (const [, v] of value.entries) markersOf(v, out);
  else if (Array.isArray(value)) for (const v of value) markersOf(v, out);
  return out;
}

/**
 * Sends one generated request to the fuzz app: resolves its symbolic parts against the database
 * as it is now (a `{ pick }` id among the first rows of `table`, IdRefs, the edited row's
 * version, a fresh reset token), signs it as its `auth` says (the administrator's bearer,
 * another user's, a file ticket for the resource it names, garbage) and injects it.
 */
export async function sendSpec(fz: FuzzApp, spec: RequestSpec, table?: string): Promise<SentSpec> {
  const { app, db } = fz;
  let id: number | undefined;
  let idText = '';
  if (spec.id && 'pick' in spec.id) {
    const ids = table ? await fz.idsOf(table) : [];
    id = ids.length ? ids[spec.id.pick % ids.length] : 1;
    idText = String(id);
  } else if (spec.id) {
    idText = spec.id.text;
    id = Number(idText);
  }

  const resolved = new Map<IdRef | FreshResetToken | CurrentVersion, unknown>();
  const json = spec.body && 'json' in spec.body ? spec.body.json : undefined;
  for (const marker of markersOf(json)) {
    if (marker instanceof IdRef) {
      const ids = await fz.idsOf(marker.table);
      resolved.set(marker, ids.length ? ids[marker.pick % ids.length] : 1);
    } else if (marker instanceof CurrentVersion) {
      const row =
        table && id !== undefined && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
          ? (await sql<{ version: number }>`select version from ${sql.table(table)} where id = ${id}`.execute(db))
              .rows[0]
          : undefined;
      resolved.set(marker, row ? Number(row.version) : 1);
    } else resolved.set(marker, (await issueResetToken(db, fz.resetUserId)).token);
  }
  const payload = spec.body
    ? 'json' in spec.body
      ? writeJson(spec.body.json, (m) => resolved.get(m))
      : spec.body.raw
    : undefined;
  const contentType = spec.body?.contentType ?? 'application/json';

  const query = [...(spec.query ?? [])];
  const path = spec.path.replace('{id}', idText);
  const headers: Record<string, string> = { ...spec.headers };
  if (spec.auth === 'bearer') headers.authorization = fz.bearer;
  else if (spec.auth === 'other') {
    const other = await db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', fz.resetUserId)
      .executeTakeFirstOrThrow();
    headers.authorization = `Bearer ${await app.tokens.sign({ userId: fz.resetUserId, tokenVersion: other.token_version })}`;
  }
  // The ticket route issues tickets for resources of at most 1,024 characters (longer paths
  // cannot be stored files): a longer one is sent with the bearer instead.
  else if (spec.auth === 'ticket' && path.length > 1_100) headers.authorization = fz.bearer;
  else if (spec.auth === 'ticket') {
    // A ticket opens the one stored file (its relative path) or export (its route) it names.
    let resource = path;
    if (path.startsWith('/files/')) {
      try {
        resource = decodeURIComponent(path.slice('/files/'.length));
      } catch {
        resource = path.slice('/files/'.length);
      }
    }
    query.push([
      'ticket',
      await app.tokens.signTicket({ userId: fz.admin.id, tokenVersion: fz.admin.token_version, resource }),
    ]);
  } else if (spec.auth !== 'none') query.push(['ticket', spec.auth.garbage]);
  if (payload !== undefined) headers['content-type'] = contentType;
  const url = `${spec.encode ? encodePath(path, spec.encode) : path}${queryString(query)}`;

  const bytes = payload === undefined ? 0 : Buffer.byteLength(payload);
  const sent = [
    url,
    ...stringsOf(json),
    ...(spec.query ?? []).flatMap(([k, v]) => [k, ...(typeof v === 'object' && !Array.isArray(v) ? [] : [v].flat())]),
  ].join('\n');
  const describe = (extra: string) =>
    `${spec.method} ${clip(url, 400)}${payload !== undefined ? `\n      corpo (${contentType}, ${bytes} bytes): ${clip(String(payload), 400)}` : ''}${spec.ip ? `\n      ip: ${spec.ip}` : ''}\n      ${extra}`;

  const t0 = performance.now();
  const reply = await app.inject({ method: spec.method, url, headers, payload, remoteAddress: spec.ip });
  return {
    reply: { statusCode: reply.statusCode, headers: reply.headers, body: reply.body },
    url,
    payload,
    contentType,
    bytes,
    id,
    sent,
    ms: performance.now() - t0,
    describe,
  };
}
