import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { can } from '../../../../src/core/auth/can.js';
import { permittedList } from '../../../../src/core/list/permittedList.js';

const person = descriptors.person!;
const allowed = (...granted: string[]) => permittedList(person, (p) => can(granted, p));

describe('permittedList: the list actions a role may use', () => {
  it('everything for a role granted the resource', () => {
    const { descriptor, canExport } = allowed('person:*');
    expect(descriptor).toBe(person);
    expect(canExport).toBe(true);
  });

  it('read only: no Cadastrar, edit, delete, selection or export', () => {
    const { descriptor, canExport } = allowed('person:read');
    expect(descriptor.list).toMatchObject({ actions: [], selection: false });
    expect(descriptor.list.create).toBeUndefined();
    expect(canExport).toBe(false);
    expect(person.list).toMatchObject({ actions: ['edit', 'delete'], selection: true, create: '/person/form' });
  });

  it('write without delete keeps Cadastrar and edit, drops delete and the batch selection', () => {
    const { descriptor, canExport } = allowed('person:read', 'person:write', 'person:export');
    expect(descriptor.list).toMatchObject({ actions: ['edit'], selection: false, create: '/person/form' });
    expect(canExport).toBe(true);
  });

  it("'view' needs only read", () => {
    expect(permittedList(descriptors.fingerprint!, (p) => p === 'fingerprint:read').descriptor.list.actions).toEqual([
      'view',
    ]);
  });

  it('a list without export (export: false) never exports, whatever the role', () => {
    const noExport = { ...person, list: { ...person.list, export: false } };
    expect(permittedList(noExport, () => true).canExport).toBe(false);
    expect(permittedList(person, () => true).canExport).toBe(true);
  });
});
