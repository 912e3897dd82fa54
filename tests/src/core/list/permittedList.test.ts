import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { can } from '../../../../src/core/auth/can.js';
import { permittedList } from '../../../../src/core/list/permittedList.js';

// On the fixture descriptors of tests/fixtures/schemas (the `engines` project).
const vendor = descriptors.vendor!;
const allowed = (...granted: string[]) => permittedList(vendor, (p) => can(granted, p));

describe('permittedList: the list actions a role may use', () => {
  it('everything for a role granted the resource', () => {
    const { descriptor, canExport } = allowed('vendor:*');
    expect(descriptor).toBe(vendor);
    expect(canExport).toBe(true);
  });

  it('read only: no Cadastrar, edit, delete, selection or export', () => {
    const { descriptor, canExport } = allowed('vendor:read');
    expect(descriptor.list).toMatchObject({ actions: [], selection: false });
    expect(descriptor.list.create).toBeUndefined();
    expect(canExport).toBe(false);
    expect(vendor.list).toMatchObject({ actions: ['edit', 'delete'], selection: true, create: '/vendor/form' });
  });

  it('write without delete keeps Cadastrar and edit, drops delete and the batch selection', () => {
    const { descriptor, canExport } = allowed('vendor:read', 'vendor:write', 'vendor:export');
    expect(descriptor.list).toMatchObject({ actions: ['edit'], selection: false, create: '/vendor/form' });
    expect(canExport).toBe(true);
  });

  it("'view' needs only read", () => {
    expect(permittedList(descriptors.fingerprint!, (p) => p === 'fingerprint:read').descriptor.list.actions).toEqual([
      'view',
    ]);
  });

  it('a list without export (export: false) never exports, whatever the role', () => {
    expect(descriptors['message-template']!.list.export).toBe(false);
    expect(permittedList(descriptors['message-template']!, () => true).canExport).toBe(false);
    const noExport = { ...vendor, list: { ...vendor.list, export: false } };
    expect(permittedList(noExport, () => true).canExport).toBe(false);
    expect(permittedList(vendor, () => true).canExport).toBe(true);
  });
});
