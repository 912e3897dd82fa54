import { describe, expect, it } from 'vitest';
import { sanitizeDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { DescriptorError } from '../../../../src/core/descriptors/DescriptorError.js';
import { checkRelatedReferences } from '../../../../src/core/related/checkRelatedReferences.js';

/** A person that names its fingerprints (related) and its partner (reference). */
function personJson(): Record<string, any> {
  return {
    key: 'person',
    title: 'Pessoas',
    routes: { list: '/person', form: '/person/form' },
    api: { endpoint: '/person/v1', list: { items: 'data', total: 'total' }, record: 'data' },
    form: { title: 'Pessoa', back: '/person' },
    fields: {
      name: { type: 'string', title: 'Nome' },
      cpf: { type: 'string', title: 'CPF', personal: 'cpf' },
      client_id: {
        type: 'integer',
        title: 'Parceiro',
        reference: { entity: 'client', label: 'name', detail: 'document', search: ['name', 'cnpj'] },
      },
    },
    list: { columns: [{ field: 'name', label: 'Nome' }] },
    related: [{ entity: 'fingerprint', filter: 'person_id', label: 'Fingerprints' }],
    server: { table: 'people' },
  };
}

function fingerprintJson(): Record<string, any> {
  return {
    key: 'fingerprint',
    title: 'Fingerprints',
    readOnly: true,
    routes: { list: '/fingerprint' },
    api: { endpoint: '/fp/v1', list: { items: 'items', total: 'total' }, record: 'data' },
    fields: {
      person_id: { type: 'integer', title: 'Pessoa', listOnly: true },
      person_name: { type: 'string', title: 'Nome', listOnly: true },
    },
    list: {
      columns: [
        { field: 'person_name', label: 'Nome', cell: 'link', link: { entity: 'person', idField: 'person_id' } },
      ],
      filters: [{ param: 'person_id', label: 'Pessoa (código)', type: 'number' }],
    },
    server: { table: 'fingerprints', filters: { person_id: { op: 'id' } } },
  };
}

function clientJson(): Record<string, any> {
  return {
    key: 'client',
    title: 'Parceiros',
    routes: { list: '/client', form: '/client/form' },
    api: { endpoint: '/client/v1', list: { items: 'data', total: 'total' }, record: 'data' },
    form: { title: 'Parceiro', back: '/client' },
    fields: { name: { type: 'string', title: 'Nome' }, document: { type: 'string', title: 'CNPJ' } },
    list: {
      columns: [{ field: 'name', label: 'Nome' }],
      filters: [
        { param: 'name', label: 'Nome' },
        { param: 'cnpj', label: 'CNPJ' },
      ],
    },
    server: {
      table: 'clients',
      filters: { name: { op: 'contains' }, cnpj: { columns: ['document'], op: 'digits' } },
    },
  };
}

type Edit = (files: Record<string, Record<string, any>>) => void;

/** Sanitises the three files after `edit`, then checks their references: 'ok' or 'file: path: reason'. */
function verdict(edit: Edit): string {
  const files: Record<string, Record<string, any>> = {
    person: personJson(),
    fingerprint: fingerprintJson(),
    client: clientJson(),
  };
  edit(files);
  try {
    const descriptors = Object.entries(files).map(([key, raw]) => sanitizeDescriptor(raw, `schemas/${key}.json`));
    checkRelatedReferences(descriptors, (key) => `schemas/${key}.json`);
    return 'ok';
  } catch (e) {
    if (!(e instanceof DescriptorError)) throw e;
    return e.message;
  }
}

describe('related records, column links and reference fields', () => {
  it('accept the three files as they are; from defaults to id and a reference gets its widget', () => {
    expect(verdict(() => {})).toBe('ok');
    const person = sanitizeDescriptor(personJson(), 'schemas/person.json');
    expect(person.related).toEqual([{ entity: 'fingerprint', filter: 'person_id', from: 'id', label: 'Fingerprints' }]);
    expect(person.fields.client_id!.widget).toBe('reference');
  });

  it.each<[string, Edit, string]>([
    [
      'a related entity that does not exist',
      (f) => (f.person!.related[0].entity = 'fingerprints'),
      'schemas/person.json: /related/0/entity: a entidade "fingerprints" não existe (nenhum schemas/fingerprints.json)',
    ],
    [
      'a related filter the other list does not have',
      (f) => (f.person!.related[0].filter = 'cpf'),
      'schemas/person.json: /related/0/filter: o filtro "cpf" não existe em list.filters de fingerprint',
    ],
    [
      'a from that is no field',
      (f) => (f.person!.related[0].from = 'codigo'),
      'schemas/person.json: /related/0/from: campo "codigo" não existe em fields',
    ],
    [
      'a from that is personal (the link would carry the CPF)',
      (f) => (f.person!.related[0].from = 'cpf'),
      'schemas/person.json: /related/0/from: o campo "cpf" é pessoal e iria na URL do link: use id',
    ],
    [
      'a related entry without label',
      (f) => delete f.person!.related[0].label,
      'schemas/person.json: /related/0: falta a propriedade obrigatória "label"',
    ],
    [
      'a link cell without link',
      (f) => delete f.fingerprint!.list.columns[0].link,
      'schemas/fingerprint.json: /list/columns/0/link: a célula link precisa de link',
    ],
    [
      'a link whose idField is no field',
      (f) => (f.fingerprint!.list.columns[0].link.idField = 'pessoa'),
      'schemas/fingerprint.json: /list/columns/0/link/idField: campo "pessoa" não existe em fields',
    ],
    [
      'a link to an entity without a form',
      (f) =>
        (f.person!.list.columns[0] = { field: 'name', label: 'Nome', link: { entity: 'fingerprint', idField: 'id' } }),
      'schemas/person.json: /list/columns/0/link/entity: a entidade "fingerprint" não tem formulário (routes.form)',
    ],
    [
      'a reference on a text field',
      (f) => (f.person!.fields.client_id.type = 'string'),
      'schemas/person.json: /fields/client_id/type: um campo reference exige type "integer"',
    ],
    [
      'the reference widget without reference',
      (f) => (f.person!.fields.name.widget = 'reference'),
      'schemas/person.json: /fields/name/reference: o widget reference precisa de reference',
    ],
    [
      'a reference to an entity that does not exist',
      (f) => (f.person!.fields.client_id.reference.entity = 'partner'),
      'schemas/person.json: /fields/client_id/reference/entity: a entidade "partner" não existe (nenhum schemas/partner.json)',
    ],
    [
      'a reference label that is no field of the other entity',
      (f) => (f.person!.fields.client_id.reference.label = 'razao_social'),
      'schemas/person.json: /fields/client_id/reference/label: campo "razao_social" não existe em fields de client',
    ],
    [
      'a reference search that is no filter of the other list',
      (f) => (f.person!.fields.client_id.reference.search = ['name', 'document']),
      'schemas/person.json: /fields/client_id/reference/search/1: o filtro "document" não existe em list.filters de client',
    ],
    [
      'a via on another op than id',
      (f) => (f.client!.server.filters.name = { op: 'contains', via: { table: 'people', column: 'cpf' } }),
      'schemas/client.json: /server/filters/name/via: via só vale com op "id"',
    ],
  ])('refuse %s, naming the file and the path', (_, edit, message) => {
    expect(verdict(edit)).toBe(message);
  });
});
