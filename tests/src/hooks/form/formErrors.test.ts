import { beforeAll, describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { loadFormValidator, type FormValidator } from '../../../../src/hooks/form/formValidator';
import { formErrors, saveBody } from '../../../../src/hooks/form/formErrors';
import { validateFormRecord } from '../../../../src/hooks/form/validateFormRecord';

const user = descriptors.user!;
const PROFILE = ['name', 'phone', 'email'] as const;
let loaded: FormValidator;

beforeAll(async () => {
  loaded = await loadFormValidator(user, 'update');
});

describe('formErrors', () => {
  it("without `fields`, the descriptor form's own check", () => {
    const data = { name: ' ', phone: '(11) 9876', email: 'sem-arroba' };
    expect(formErrors(user, 'update', loaded, data)).toEqual(
      validateFormRecord(user, 'update', loaded.validator, loaded.schema, data),
    );
  });

  it('with `fields`, each of them is required, with the descriptor’s messages', () => {
    expect(formErrors(user, 'update', loaded, { role: 'admin' }, PROFILE)).toEqual({
      name: 'Informe o nome do usuário',
      phone: 'Informe o telefone do usuário',
      email: 'Informe o email do usuário',
    });
  });

  it('with `fields`, only their rule messages count', () => {
    const errors = formErrors(user, 'update', loaded, { name: 'Ana', phone: '(11) 9876', email: 'a@b.co' }, PROFILE);
    expect(Object.keys(errors)).toEqual(['phone']);
    expect(errors.phone).toBeTruthy();
    expect(errors.phone).not.toBe('Informe o telefone do usuário');
    expect(formErrors(user, 'update', loaded, { name: 'Ana', phone: '11987654321', email: 'a@b.co' }, PROFILE)).toEqual(
      {},
    );
  });
});

describe('saveBody', () => {
  it('sends the normalised data: masks removed, strings trimmed, empty as absent', () => {
    expect(saveBody(user, 'update', { name: ' Ana ', phone: '(11) 98765-4321', email: '' })).toEqual({
      name: 'Ana',
      phone: '11987654321',
    });
  });

  it('with `fields`, only those', () => {
    const body = saveBody(user, 'update', { name: 'Ana', phone: '11987654321', role: 'admin' }, PROFILE);
    expect(JSON.parse(JSON.stringify(body))).toEqual({ name: 'Ana', phone: '11987654321' });
  });
});
