import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ListViewTables } from '../listViews/ListViewTables.js';
import type { ValidationMessages } from '../apiSchema/validationFailure.js';

/** The console's colour modes: 'system' follows the operating system's (the first visit's). */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** A user's preferences, read and written whole: a closed object, every key with its default. */
const preferencesSchema = {
  type: 'object',
  properties: {
    theme: {
      type: 'string',
      enum: [...THEMES],
      description: "Tema do console: 'light' (claro), 'dark' (escuro) ou 'system' (o do sistema; o padrão).",
    },
  },
  required: ['theme'],
  additionalProperties: false,
} as const;

const validation: ValidationMessages = {
  fields: { theme: 'Tema inválido: use light, dark ou system' },
};

const tags = ['Sessão'];

/**
 * GET and PUT `paths.preferences` (schemas/api/endpoints.json: /admin/v1/user/preferences): the
 * signed-in user's own settings, `{ theme }`, kept on the server so they follow the operator to
 * another browser. Any signed-in user, only their own (no id in the path). A user who never saved
 * any reads the defaults (`theme: 'system'`). Deleting the user deletes them (FK cascade).
 *
 * @example PUT /admin/v1/user/preferences { "theme": "dark" } → 200 { "theme": "dark" }
 */
export async function preferencesRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const tables = db.withTables<ListViewTables>();
  const read = async (userId: number) => {
    const row = await tables
      .selectFrom('user_preferences')
      .select('theme')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { theme: (row?.theme ?? 'system') as Theme };
  };
  app.get(
    app.apiRoutes.paths.preferences,
    {
      schema: {
        operationId: 'getPreferences',
        summary: 'Minhas preferências',
        description: 'As preferências de quem está conectado (o tema); sem nenhuma salva, os padrões.',
        tags,
        response: { 200: preferencesSchema },
      },
      config: { access: 'self' },
    },
    async (request) => read(request.user!.id),
  );
  app.put<{ Body: { theme: Theme } }>(
    app.apiRoutes.paths.preferences,
    {
      schema: {
        operationId: 'savePreferences',
        summary: 'Salvar minhas preferências',
        description: 'Grava as preferências de quem está conectado; valem em qualquer navegador em que entrar.',
        tags,
        body: preferencesSchema,
        response: { 200: preferencesSchema },
      },
      config: { access: 'self', validation },
    },
    async (request) => {
      const userId = request.user!.id;
      const { theme } = request.body;
      await tables
        .insertInto('user_preferences')
        .values({ user_id: userId, theme })
        .onConflict((c) => c.column('user_id').doUpdateSet({ theme, updated_at: new Date() }))
        .execute();
      return read(userId);
    },
  );
}
