import { beforeAll, describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { loadFormValidator, type FormValidator } from '../../../../src/hooks/form/formValidator';
import { formErrors, saveBody } from '../../../../src/hooks/form/formErrors';
import { validateFormRecord } from '../../../../src/hooks/form/validateFormRecord';

// On the fixture descriptors of tests/fixtures/schemas (the `engines` project): the user's form.
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
      name: 'Informe o nome',
      phone: 'Informe o telefone',
      email: 'Informe o email',
    });
  });

  it('with `fields`, only their rule messages count', () => {
    // 'root' is no role: the form's own check says so, the profile's does not ask about roles
    const data = { name: 'Ana', phone: '(11) 9876', email: 'a@b.co', role: 'root' };
    expect(formErrors(user, 'update', loaded, data)).toHaveProperty('role');
    const errors = formErrors(user, 'update', loaded, data, PROFILE);
    expect(errors).toEqual({ phone: 'Telefone inválido' });
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
