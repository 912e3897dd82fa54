import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, keepUnchangedErrors } from '../../../../src/hooks/form/formReducer';

const created = initialFormState(undefined, { role: 'operador' });
const shown = formReducer(initialFormState('7', {}), {
  type: 'show',
  id: '7',
  record: { id: 7, name: 'Ana', version: 3 },
  data: { name: 'Ana' },
});

describe('initialFormState', () => {
  it('creates with the defaults when there is no record to read', () => {
    expect(created).toMatchObject({ mode: 'create', id: undefined, formData: { role: 'operador' }, loading: false });
    expect(created.baseline).toBe(created.formData);
  });

  it('reads first (update, loading, no data yet) when there is one', () => {
    expect(initialFormState('7', { role: 'operador' })).toMatchObject({
      mode: 'update',
      id: '7',
      formData: {},
      loading: true,
    });
  });
});

describe('formReducer', () => {
  it('a shown record is the data and the saved state, and forgets the last try', () => {
    const tried = formReducer(formReducer(created, { type: 'submit' }), { type: 'rejected', errors: { name: 'x' } });
    const next = formReducer(tried, { type: 'show', id: '9', record: { id: 9, name: 'Bia' }, data: { name: 'Bia' } });
    expect(next).toMatchObject({
      mode: 'update',
      id: '9',
      record: { id: 9, name: 'Bia' },
      formData: { name: 'Bia' },
      baseline: { name: 'Bia' },
      attempted: false,
      serverErrors: {},
      loading: false,
    });
  });

  it('a failed read stops loading', () => {
    const loading = formReducer(created, { type: 'load', id: '3' });
    expect(loading).toMatchObject({ mode: 'update', id: '3', loading: true, loadFailed: false });
    expect(formReducer(loading, { type: 'loadFailed' })).toMatchObject({ loading: false, loadFailed: true });
  });

  it('clearing goes back to a new record, keeping a save in flight', () => {
    const saving = formReducer(shown, { type: 'saving', saving: true });
    expect(formReducer(saving, { type: 'clear', data: { role: 'operador' } })).toEqual({
      ...created,
      saving: true,
    });
  });

  it('a change drops only the server errors of the fields it changed', () => {
    const rejected = formReducer(shown, {
      type: 'rejected',
      errors: { name: 'Nome inválido', phone: 'Telefone inválido' },
    });
    const changed = formReducer(rejected, { type: 'change', data: { name: 'Ana Lima' } });
    expect(changed.formData).toEqual({ name: 'Ana Lima' });
    expect(changed.serverErrors).toEqual({ phone: 'Telefone inválido' });
  });

  it('saved without a record in the answer: the data becomes the saved state', () => {
    const changed = formReducer(formReducer(shown, { type: 'change', data: { name: 'B' } }), { type: 'submit' });
    expect(formReducer(changed, { type: 'saved', data: { name: 'B' } })).toMatchObject({
      baseline: { name: 'B' },
      attempted: false,
    });
  });

  it('a refresh replaces the record and keeps what is being typed', () => {
    const typing = formReducer(shown, { type: 'change', data: { name: 'Anab' } });
    const next = formReducer(typing, { type: 'refreshed', record: { id: 7, name: 'Ana', version: 4 } });
    expect(next.record).toEqual({ id: 7, name: 'Ana', version: 4 });
    expect(next.formData).toEqual({ name: 'Anab' });
  });
});

describe('keepUnchangedErrors', () => {
  const errors = { email: 'Email já cadastrado', phone: 'Telefone inválido' };

  it('keeps the same object when no field with an error changed', () => {
    expect(keepUnchangedErrors(errors, { email: 'a@b.co', name: 'A' }, { email: 'a@b.co', name: 'B' })).toBe(errors);
  });

  it('drops the error of a changed field, arrays compared by value', () => {
    expect(keepUnchangedErrors(errors, { email: 'a@b.co', phone: ['1'] }, { email: 'c@d.co', phone: ['1'] })).toEqual({
      phone: 'Telefone inválido',
    });
  });
});
