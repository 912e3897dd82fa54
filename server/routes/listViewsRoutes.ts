import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { can } from '../../src/core/auth/can.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { ListViewState } from '../../src/core/listViews/ListViewState.js';
import { checkListViewState } from '../../src/core/listViews/checkListViewState.js';
import { LIST_VIEW_LIMITS as L } from '../../src/core/listViews/listViewLimits.js';
import { LIST_VIEW_MESSAGES as M } from '../../src/core/listViews/listViewMessages.js';
import { readRecordId } from '../crud/recordId.js';
import type { Database } from '../db/schema.js';
import type { ListViewTables } from '../listViews/ListViewTables.js';
import {
  selectViews,
  stateJson,
  toListView,
  visibleView,
  type ListViewsDb,
  type Viewer,
} from '../listViews/listViewRows.js';
import { listViewDefaultPath, listViewPath } from '../../src/core/listViews/listViewPaths.js';
import { listViewsSchemas as S, listViewsValidation as validation } from './listViewsSchemas.js';

export interface ListViewsRoutesOptions {
  db: Kysely<Database>;
  /** The descriptors: a view belongs to one of their lists, and must fit it. */
  descriptors: readonly Descriptor[];
  /** A role's grants (schemas/roles.json): views only of lists the role may read. */
  permissionsOf(role: string): string[];
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const bad = (field: string, message: string) => new HttpError(400, message, undefined, { [field]: message });

/**
 * Saved views of the lists (issue 23, item 3), under `paths.listViews` (schemas/api/endpoints.json,
 * /admin/v1/list-views), stored per user so they follow the operator to another browser:
 *
 * - GET `?list=<key>` → `{ data, default_view_id }`: my views of that list and the shared ones;
 * - POST `{ list, name, shared, state, default }` → 201: save one (at most 50 per user per list,
 *   name unique among mine case-insensitively: 409, state ≤ 8 KiB and fitting the list);
 * - PATCH `/:id` `{ name?, shared?, state? }`: the owner changes theirs;
 * - DELETE `/:id`: the owner, or an administrator (whose role manages users) a shared one;
 * - PUT `/default` `{ list, view_id | null }`: the view the list opens with, for me only.
 *
 * Any signed-in user, but only on lists their role may read (`<key>:read`: else 403; another's
 * personal view is a 404, never a 403, so ids do not tell what exists).
 */
export async function listViewsRoutes(
  app: FastifyInstance,
  { db: plainDb, descriptors, permissionsOf }: ListViewsRoutesOptions,
): Promise<void> {
  const db: ListViewsDb = plainDb.withTables<ListViewTables>();
  const base = app.apiRoutes.paths.listViews;
  const lists = new Map(descriptors.filter((d) => d.list).map((d) => [d.key, d]));
  const usersKey = app.apiRoutes.users?.descriptor.key;

  const viewerOf = (user: { id: number; role: string }): Viewer => ({
    id: user.id,
    admin: !!usersKey && can(permissionsOf(user.role), `${usersKey}:write`),
  });
  /** The list `key` if the user's role may read it: unknown → 400, not readable → 403. */
  const readableList = (key: string, role: string): Descriptor => {
    const d = lists.get(key);
    if (!d) throw bad('list', M.listUnknown);
    if (!can(permissionsOf(role), `${key}:read`)) throw new HttpError(403, apiMessages.forbidden);
    return d;
  };
  /** `state` checked against the size limit, then the list; its JSON text to store. */
  const checkedState = (d: Descriptor, state: ListViewState): string => {
    const { json, bytes } = stateJson(state);
    if (bytes > L.stateBytes) throw bad('state', M.stateTooLarge);
    const errors = checkListViewState(d.list, state);
    if (errors) throw new HttpError(400, Object.values(errors)[0]!, undefined, prefixed(errors));
    return json;
  };
  /** The view `:id` the user may see, on a list they may read; else 404. */
  const viewFor = async (rawId: string, user: { id: number; role: string }) => {
    const id = readRecordId(rawId);
    const row = id === undefined ? undefined : await visibleView(db, id, user.id);
    if (!row || !lists.has(row.list_key) || !can(permissionsOf(user.role), `${row.list_key}:read`))
      throw new HttpError(404, M.notFound);
    return row;
  };
  const readView = async (id: number, viewer: Viewer) => toListView(await visibleViewOrThrow(id, viewer.id), viewer);
  const visibleViewOrThrow = async (id: number, viewerId: number) => {
    const row = await visibleView(db, id, viewerId);
    if (!row) throw new HttpError(404, M.notFound);
    return row;
  };

  app.get<{ Querystring: { list: string } }>(
    base,
    { schema: S.list, config: { access: 'self', validation } },
    async (request) => {
      const user = request.user!;
      const key = readableList(request.query.list, user.role).key;
      const viewer = viewerOf(user);
      const rows = await selectViews(db)
        .where('v.list_key', '=', key)
        .where((eb) => eb.or([eb('v.user_id', '=', user.id), eb('v.shared', '=', true)]))
        .orderBy(sql`lower(v.name)`)
        .orderBy('v.id')
        .execute();
      const chosen = await db
        .selectFrom('user_list_defaults')
        .select('view_id')
        .where('user_id', '=', user.id)
        .where('list_key', '=', key)
        .executeTakeFirst();
      const data = rows.map((r) => toListView(r, viewer));
      // A default that is no longer visible (unshared since) is not answered.
      const defaultId = data.some((v) => v.id === chosen?.view_id) ? chosen!.view_id : null;
      return { data, default_view_id: defaultId };
    },
  );

  app.post<{ Body: { list: string; name: string; shared: boolean; state: ListViewState; default: boolean } }>(
    base,
    { schema: S.create, config: { access: 'self', validation } },
    async (request, reply) => {
      const user = request.user!;
      const body = request.body;
      const d = readableList(body.list, user.role);
      const json = checkedState(d, body.state);
      const name = body.name.trim();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          // One user's saves of views one at a time (their user row locked): the count limit holds under concurrent saves.
          await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
          const { n } = await trx
            .selectFrom('list_views')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', user.id)
            .where('list_key', '=', d.key)
            .executeTakeFirstOrThrow();
          if (Number(n) >= L.viewsPerList) throw new HttpError(400, M.tooMany);
          const row = await trx
            .insertInto('list_views')
            .values({ user_id: user.id, list_key: d.key, name, shared: body.shared, state: json })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (body.default)
            await trx
              .insertInto('user_list_defaults')
              .values({ user_id: user.id, list_key: d.key, view_id: row.id })
              .onConflict((c) => c.columns(['user_id', 'list_key']).doUpdateSet({ view_id: row.id }))
              .execute();
          return row.id;
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw new HttpError(409, M.nameTaken, undefined, { name: M.nameTaken });
          throw e;
        });
      reply.code(201);
      return { data: await readView(id, viewerOf(user)), message: M.created };
    },
  );

  app.patch<{ Params: { id: string }; Body: { name?: string; shared?: boolean; state?: ListViewState } }>(
    listViewPath(base, ':id'),
    { schema: S.update, config: { access: 'self', validation } },
    async (request) => {
      const user = request.user!;
      const row = await viewFor(request.params.id, user);
      if (row.user_id !== user.id) throw new HttpError(403, M.notOwner);
      const { name, shared, state } = request.body;
      const json = state === undefined ? undefined : checkedState(lists.get(row.list_key)!, state);
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('list_views')
            .set({
              ...(name !== undefined && { name: name.trim() }),
              ...(shared !== undefined && { shared }),
              ...(json !== undefined && { state: json }),
              updated_at: new Date(),
            })
            .where('id', '=', row.id)
            .execute();
          // No longer shared: it stops being anyone else's default.
          if (shared === false)
            await trx
              .deleteFrom('user_list_defaults')
              .where('view_id', '=', row.id)
              .where('user_id', '<>', user.id)
              .execute();
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw new HttpError(409, M.nameTaken, undefined, { name: M.nameTaken });
          throw e;
        });
      return { data: await readView(row.id, viewerOf(user)), message: M.updated };
    },
  );

  app.delete<{ Params: { id: string } }>(
    listViewPath(base, ':id'),
    { schema: S.remove, config: { access: 'self' } },
    async (request) => {
      const user = request.user!;
      const row = await viewFor(request.params.id, user);
      if (!toListView(row, viewerOf(user)).deletable) throw new HttpError(403, M.notDeletable);
      // Its defaults go with it (FK cascade).
      await db.deleteFrom('list_views').where('id', '=', row.id).execute();
      return { message: M.deleted };
    },
  );

  app.put<{ Body: { list: string; view_id: number | null } }>(
    listViewDefaultPath(base),
    { schema: S.setDefault, config: { access: 'self', validation } },
    async (request) => {
      const user = request.user!;
      const key = readableList(request.body.list, user.role).key;
      const viewId = request.body.view_id;
      if (viewId === null) {
        await db.deleteFrom('user_list_defaults').where('user_id', '=', user.id).where('list_key', '=', key).execute();
        return { default_view_id: null, message: M.defaultCleared };
      }
      const row = await visibleView(db, viewId, user.id);
      if (!row || row.list_key !== key) throw new HttpError(404, M.notFound, undefined, { view_id: M.notFound });
      await db
        .insertInto('user_list_defaults')
        .values({ user_id: user.id, list_key: key, view_id: viewId })
        .onConflict((c) => c.columns(['user_id', 'list_key']).doUpdateSet({ view_id: viewId }))
        .execute();
      return { default_view_id: viewId, message: M.defaultSet };
    },
  );
}

/** A state's errors as fields of the body: `state.filters`, `state.sort`… */
function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`state.${k}`, v]));
}
