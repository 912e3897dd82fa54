import Ajv from 'ajv';
import metaSchema from '../../../schemas/descriptor.schema.json' with { type: 'json' };
import type { ClientDescriptor, Descriptor, ServerPart } from './Descriptor.js';
import { checkJsonRecords } from './checkJsonRecords.js';
import { DescriptorError } from './DescriptorError.js';
import { describeSchemaError } from './describeSchemaError.js';

const ajv = new Ajv({ allErrors: false, useDefaults: true, strict: false });
const checkShape = ajv.compile(metaSchema);

/**
 * Checks one descriptor against schemas/descriptor.schema.json and the rules a JSON Schema cannot
 * say (references between fields, columns, filters and groups), merges defaults and returns it
 * typed. Throws DescriptorError naming the file, the JSON path and the reason.
 *
 * @example sanitizeDescriptor(JSON.parse(text), 'schemas/user.json')
 */
export function sanitizeDescriptor(raw: unknown, file: string): Descriptor {
  const candidate: unknown = structuredClone(raw);
  if (!checkShape(candidate)) {
    const { path, reason } = describeSchemaError(checkShape.errors![0]!);
    throw new DescriptorError(file, path, reason);
  }
  const d = candidate as unknown as Descriptor;
  d.required ??= [];
  d.list.filters ??= [];
  d.list.actions ??= [];
  const fail = (path: string, reason: string): never => {
    throw new DescriptorError(file, path, reason);
  };
  const expectedKey = file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  if (d.key !== expectedKey) fail('/key', `deve ser igual ao nome do arquivo ("${expectedKey}")`);

  const fieldNames = new Set(Object.keys(d.fields));
  d.required.forEach((name, i) => {
    if (!fieldNames.has(name)) fail(`/required/${i}`, `campo "${name}" não existe em fields`);
  });
  for (const [name, field] of Object.entries(d.fields)) {
    const at = `/fields/${name}`;
    if (field.pattern !== undefined) {
      try {
        new RegExp(field.pattern, 'u');
      } catch {
        fail(`${at}/pattern`, 'expressão regular inválida');
      }
    }
    if (field.sameAs !== undefined && !fieldNames.has(field.sameAs))
      fail(`${at}/sameAs`, `campo "${field.sameAs}" não existe em fields`);
    if (field.widget === 'select' && !field.options?.length)
      fail(`${at}/options`, 'um campo select precisa de options');
    if (field.widget === 'models' && field.type !== 'array') fail(`${at}/type`, 'o widget models exige type "array"');
    if (field.type === 'array' && !field.items) fail(`${at}/items`, 'um campo array precisa de items');
    if ((field.listOnly || field.detailOnly) && d.required.includes(name))
      fail(at, 'um campo listOnly ou detailOnly não pode ser obrigatório');
    if (field.reference && field.type !== 'integer') fail(`${at}/type`, 'um campo reference exige type "integer"');
    if (field.widget === 'reference' && !field.reference)
      fail(`${at}/reference`, 'o widget reference precisa de reference');
    if (field.reference && !field.widget) field.widget = 'reference';
    if (field.mask && !field.widget) field.widget = 'masked';
    if (field.options && !field.widget) field.widget = 'select';
  }
  d.list.columns.forEach((c, i) => {
    if (c.field !== 'id' && !fieldNames.has(c.field))
      fail(`/list/columns/${i}/field`, `campo "${c.field}" não existe em fields`);
    if (c.cell === 'link' && !c.link) fail(`/list/columns/${i}/link`, 'a célula link precisa de link');
    if (c.link && c.link.idField !== 'id' && !fieldNames.has(c.link.idField))
      fail(`/list/columns/${i}/link/idField`, `campo "${c.link.idField}" não existe em fields`);
  });
  d.related?.forEach((r, i) => {
    if (r.from !== 'id' && !fieldNames.has(r.from))
      fail(`/related/${i}/from`, `campo "${r.from}" não existe em fields`);
    if (d.fields[r.from]?.personal)
      fail(`/related/${i}/from`, `o campo "${r.from}" é pessoal e iria na URL do link: use id`);
  });
  const grouped = new Set<string>();
  d.form?.groups?.forEach((g, gi) =>
    g.fields.forEach((name, i) => {
      if (!fieldNames.has(name)) fail(`/form/groups/${gi}/fields/${i}`, `campo "${name}" não existe em fields`);
      if (grouped.has(name)) fail(`/form/groups/${gi}/fields/${i}`, `campo "${name}" já está em outro grupo`);
      grouped.add(name);
    }),
  );
  if (!d.readOnly && !d.form) fail('/form', 'uma entidade editável precisa de form (ou readOnly: true)');
  if (d.list.actions.includes('edit') && !d.routes.form) fail('/routes/form', 'a ação edit precisa de routes.form');
  if (d.list.selection && !d.api.batchDelete) fail('/list/selection', 'seleção exige api.batchDelete: true');

  if (d.server) {
    if (d.server.table === undefined) {
      d.server.table = `${d.key.replaceAll('-', '_')}_records`;
      d.server.jsonRecords = true;
    }
    d.server.columns ??= {};
    d.server.filters ??= {};
    for (const name of Object.keys(d.server.columns)) {
      if (!fieldNames.has(name)) fail(`/server/columns/${name}`, `campo "${name}" não existe em fields`);
    }
    for (const name of Object.keys(d.server.unique ?? {})) {
      if (!fieldNames.has(name)) fail(`/server/unique/${name}`, `campo "${name}" não existe em fields`);
    }
    d.list.filters.forEach((f, i) => {
      if (!d.server!.filters[f.param])
        fail(`/list/filters/${i}/param`, `o filtro "${f.param}" não tem server.filters.${f.param}`);
    });
    for (const [param, filter] of Object.entries(d.server.filters)) {
      const columns = filter.columns ?? [param];
      if (filter.via && filter.op !== 'id') fail(`/server/filters/${param}/via`, 'via só vale com op "id"');
      if (filter.valuesTable && (filter.op !== 'contains' || columns.length !== 1 || columns[0]!.includes('.'))) {
        fail(
          `/server/filters/${param}/valuesTable`,
          'valuesTable só vale com op "contains" e uma coluna da própria tabela',
        );
      }
    }
    checkJsonRecords(d as Descriptor & { server: ServerPart }, fail);
  }
  return d;
}

/** The descriptor without its server-only part: what the console bundles. */
export function toClientDescriptor({ server: _server, ...client }: Descriptor): ClientDescriptor {
  return client;
}
