import Ajv from 'ajv';
import metaSchema from '../../schemas/roles.schema.json' with { type: 'json' };
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { describeSchemaError } from '../../src/core/descriptors/describeSchemaError.js';
import { can } from '../../src/core/auth/can.js';
import { endpoints } from '../../src/core/api/endpoints.js';
import { PRICES_RESOURCE } from '../routes/pricingRoute.js';
import { FILES_RESOURCE } from '../routes/fileRoutes.js';
import { SUBJECT_REPORT_RESOURCE } from '../routes/subjectReportRoutes.js';
import { API_DOCS_RESOURCE } from '../routes/apiDocsRoutes.js';

/** One role of schemas/roles.json. */
export interface Role {
  key: string;
  /** pt-BR name, the 'Tipo' option of the users' form. */
  label: string;
  /** `<resource>:<action>`, `<resource>:*` or `*` (see src/core/auth/can). */
  grants: string[];
}

/** The sanitised roles file. */
export interface Roles {
  roles: Role[];
  /** What a role may do; an unknown role (a users.role value the file no longer has) may do nothing. */
  grantsOf(role: string | undefined): string[];
}

/**
 * Resources that are not a descriptor's entity, each named by its route's own file: the prices
 * screen, stored files (images, TIFFs, videos, generated files and their tickets), the data
 * subject's report and the API's OpenAPI document (docs/api.md).
 */
const SPECIAL_RESOURCES = [PRICES_RESOURCE, FILES_RESOURCE, SUBJECT_REPORT_RESOURCE, API_DOCS_RESOURCE] as const;

/** Every action a permission may name: a typo ('person:raed') is an error, not a silent no. */
const ACTIONS = ['read', 'write', 'delete', 'export', 'reveal', 'create'] as const;

/** The resources permissions may name: the descriptors' keys and {@link SPECIAL_RESOURCES}. */
export function knownResources(descriptors: readonly Pick<Descriptor, 'key'>[]): Set<string> {
  return new Set([...descriptors.map((d) => d.key), ...SPECIAL_RESOURCES]);
}

/**
 * Why a permission (a grant, or a route's `config.permission`) is wrong, or undefined when it is
 * fine: its resource must be known and its action one of {@link ACTIONS} (or `*` in a grant).
 */
export function permissionProblem(
  permission: string,
  resources: ReadonlySet<string>,
  wildcards: boolean,
): string | undefined {
  if (permission === '*') return wildcards ? undefined : 'uma rota não pode exigir "*"';
  const [resource = '', action = ''] = permission.split(':');
  if (!resources.has(resource))
    return `recurso desconhecido "${resource}" (conhecidos: ${[...resources].sort().join(', ')})`;
  if (action === '*' && wildcards) return undefined;
  if (!(ACTIONS as readonly string[]).includes(action))
    return `ação desconhecida "${action}" (conhecidas: ${ACTIONS.join(', ')})`;
  return undefined;
}

const checkShape = new Ajv({ allErrors: false, strict: false }).compile(metaSchema);

/**
 * Checks schemas/roles.json against schemas/roles.schema.json and what a JSON Schema cannot say:
 * role keys are unique, every grant names a known resource and action, some role can manage
 * users (or nobody could ever change a role again), and the users' 'Tipo' options (the `role`
 * field of the users' descriptor, `usersEntity`: schemas/api/endpoints.json `users.entity` unless
 * given) are exactly the roles, with the same labels. Throws
 * DescriptorError naming the file, the JSON path and the reason, in pt-BR: an administrator edits
 * this file by hand.
 *
 * @example sanitizeRoles(JSON.parse(text), 'schemas/roles.json', loadDescriptors('schemas'))
 */
export function sanitizeRoles(
  raw: unknown,
  file: string,
  descriptors: readonly Descriptor[],
  usersEntity = endpoints.users.entity,
): Roles {
  const candidate: unknown = structuredClone(raw);
  if (!checkShape(candidate)) {
    const { path, reason } = describeSchemaError(checkShape.errors![0]!);
    throw new DescriptorError(file, path, reason);
  }
  const roles = (candidate as { roles: Role[] }).roles.map(({ key, label, grants }) => ({ key, label, grants }));
  const resources = knownResources(descriptors);
  const seen = new Set<string>();
  roles.forEach((role, i) => {
    if (seen.has(role.key))
      throw new DescriptorError(file, `/roles/${i}/key`, `o papel "${role.key}" já foi declarado`);
    seen.add(role.key);
    role.grants.forEach((grant, g) => {
      const problem = permissionProblem(grant, resources, true);
      if (problem) throw new DescriptorError(file, `/roles/${i}/grants/${g}`, problem);
    });
  });
  const manageUsers = `${usersEntity}:write`;
  if (!roles.some((r) => can(r.grants, manageUsers))) {
    throw new DescriptorError(
      file,
      '/roles',
      `nenhum papel pode gerenciar usuários (${manageUsers}): ninguém poderia mais mudar o papel de um usuário`,
    );
  }
  const user = descriptors.find((d) => d.key === usersEntity);
  const options = user?.fields.role?.options;
  if (user && options) {
    const same =
      options.length === roles.length &&
      options.every((o, i) => o.value === roles[i]!.key && o.label === roles[i]!.label);
    if (!same) {
      const expected = JSON.stringify(roles.map((r) => ({ value: r.key, label: r.label })));
      throw new DescriptorError(
        file.replace(/roles\.json$/, `${usersEntity}.json`),
        '/fields/role/options',
        `deve listar os papéis de ${file}, na mesma ordem: ${expected}`,
      );
    }
  }
  const byKey = new Map(roles.map((r) => [r.key, r.grants]));
  return { roles, grantsOf: (role) => (role !== undefined && byKey.get(role)) || [] };
}
