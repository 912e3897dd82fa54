import { describe, expect, it } from 'vitest';
import { toClientDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { sameFormData, toFormData } from '../../../../src/hooks/form/formData';
import { fixtureDescriptors } from '../../../support/fixtureSchemas.js';

// On the fixture descriptors of tests/fixtures/schemas.
const descriptors = Object.fromEntries(fixtureDescriptors().map((d) => [d.key, toClientDescriptor(d)]));
const user = descriptors.user!;
const config = descriptors['device-profile']!;
const ticket = descriptors.ticket!;

describe('toFormData', () => {
  it('starts a create form with the descriptor defaults', () => {
    expect(toFormData(config, 'create')).toEqual({ deviceModels: [], showButtonInfo: 'false' });
    expect(toFormData(user, 'create')).toEqual({ role: 'leitor' });
    // defaults of a number and a boolean field, as they are
    expect(toFormData(ticket, 'create')).toEqual({ priority: 2, urgent: false });
  });

  it("keeps only the mode's fields, null as absent (or the default), numeric strings as numbers", () => {
    expect(
      toFormData(user, 'update', {
        id: 3,
        name: 'Ana',
        email: null,
        role: null,
        is_active: 1,
        version: 2,
        password: 'x',
      }),
    ).toEqual({
      name: 'Ana',
      role: 'leitor',
    });
    expect(toFormData(config, 'update', { zoom: '1.5', fps: 30, exposure: 'abc', deviceModels: ['A'] })).toEqual({
      zoom: 1.5,
      fps: 30,
      exposure: 'abc',
      deviceModels: ['A'],
      showButtonInfo: 'false',
    });
  });
});

describe('sameFormData', () => {
  it('ignores masks, spaces and empty values; sees real changes', () => {
    expect(
      sameFormData(
        user,
        'update',
        { name: 'Ana ', phone: '(11) 98765-4321', email: '' },
        { name: 'Ana', phone: '11987654321' },
      ),
    ).toBe(true);
    expect(sameFormData(user, 'update', { name: 'Ana' }, { name: 'Ana Maria' })).toBe(false);
    expect(sameFormData(config, 'update', { deviceModels: ['A'] }, { deviceModels: ['A', 'B'] })).toBe(false);
  });
});
