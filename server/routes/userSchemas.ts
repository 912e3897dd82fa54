import { successMessageSchema } from '../apiSchema/apiErrorSchema.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { buildFormSchema } from '../../src/core/forms/buildFormSchema.js';
import { fieldMessage, ruleOf } from '../../src/core/forms/fieldMessage.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/core/account/resetPasswordErrors.js';
import type { ValidationMessages } from '../apiSchema/validationFailure.js';

/** A success message of the API (pt-BR), shown by the console. */
/** A user's role (a key of schemas/roles.json). */
const roleSchema = { type: 'string', description: 'Tipo de usuário (perfil em schemas/roles.json).' } as const;

export const messageSchema = successMessageSchema;

const permissions = {
  type: 'array',
  items: { type: 'string' },
  description:
    'O que o perfil do usuário pode fazer (`<recurso>:<ação>`, curingas `*` e `pessoa:*`): o console esconde o resto.',
} as const;

/** The user a sign-in answers in `data`: who they are and what their role may do. */
export const sessionUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: roleSchema,
    permissions,
  },
  required: ['id', 'name', 'email', 'role', 'permissions'],
} as const;

/**
 * A back-office user as the user endpoints beyond CRUD answer it (block, unblock): the columns
 * they select, never the password hash, the session version nor the `extra` column.
 */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'], description: 'Só dígitos (DDD + número).' },
    role: roleSchema,
    is_active: { type: 'integer', enum: [0, 1], description: '1: acesso liberado; 0: acesso bloqueado.' },
  },
  required: ['id', 'name', 'email', 'phone', 'role', 'is_active'],
} as const;

/** The signed-in user on 'Meu Perfil' (read and save): the user, their permissions, and whether they must change their password. */
export const profileSchema = {
  type: 'object',
  properties: {
    ...userSchema.properties,
    must_change_password: {
      type: 'boolean',
      description: 'true: a senha foi definida por outra pessoa; até trocá-la, só o perfil, a troca e a saída.',
    },
    permissions,
  },
  required: [...userSchema.required, 'permissions'],
} as const;

/** What a user changes of themselves on 'Meu Perfil' (the email is read-only there). */
const PROFILE_FIELDS = ['name', 'phone'];

/**
 * The body of a profile save, from the user descriptor's update form (buildFormSchema, the
 * schema the console validates the same form with): its `name` and `phone` with their rules.
 * The console sends the email too; it is accepted and ignored.
 *
 * @example profileBodySchema(user).required // ['name', 'phone']
 */
export function profileBodySchema(d: Descriptor) {
  const form = buildFormSchema(d, 'update');
  const own = PROFILE_FIELDS.filter((name) => name in form.properties);
  return {
    type: 'object',
    title: 'Meu Perfil',
    properties: {
      ...Object.fromEntries(own.map((name) => [name, form.properties[name]])),
      email: { description: 'Ignorado: o email não muda pelo perfil.' },
    },
    required: form.required.filter((name) => own.includes(name)),
  } as const;
}

/** The 400 of a profile save: the form's message, each field with the user descriptor's own. */
export function profileValidation(d: Descriptor): ValidationMessages {
  return {
    message: apiMessages.formInvalid,
    fields: (field, keyword, params) =>
      PROFILE_FIELDS.includes(field)
        ? fieldMessage(d, field, ruleOf(keyword), { limit: params.limit as number | undefined })
        : undefined,
  };
}

/**
 * A password as a new one is set (spec 9): text of 6 to 15 characters. `not: { const: '' }` lets
 * an empty one be told apart from a short one: Ajv reports it first, so its field gets the
 * "required" message (passwordMessages).
 */
export const passwordSchema = {
  type: 'string',
  not: { const: '' },
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;

/**
 * The messages of a {@link passwordSchema} field: `required` when it is absent, empty or not
 * text (a value that is not text counts as missing, as passwordChangeErrors has it), else the
 * length rule.
 *
 * @example passwordMessages('Informe a nova senha') // { required: 'Informe a nova senha', not: …, type: …, '*': 'A senha deve ter entre 6 e 15 caracteres' }
 */
export function passwordMessages(required: string): Record<string, string> {
  return {
    required,
    not: required,
    type: required,
    '*': apiMessages.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
  };
}
