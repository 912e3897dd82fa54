import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { sameFormData, toFormData } from '../../../../src/hooks/form/formData';

const user = descriptors.user!;
const config = descriptors['device-config']!;

describe('toFormData', () => {
  it('starts a create form with the descriptor defaults', () => {
    expect(toFormData(config, 'create')).toEqual({ deviceModels: [], showButtonInfo: 'false' });
    expect(toFormData(user, 'create')).toEqual({ role: 'operador' });
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
      role: 'operador',
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
